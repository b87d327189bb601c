// Seed values that must not go live (sample WhatsApp numbers, CNPJ, help-centre and app addresses,
// social profiles…): what the admin dashboard lists until a marketer replaces each one. A value is a
// sample while it is still exactly what the seed wrote (migrations/seed/content.ts).
import type { Payload } from 'payload'
import * as seed from '../../migrations/seed/content.ts'

export type SampleValue = { where: string; value: string; href: string }

const SITE = '/admin/globals/site-settings'
const BIO = '/admin/globals/bio-page'

// Site settings the spec does not give: the seed's values are stand-ins.
const SITE_FIELDS = [
  ['companyRegistration', 'CNPJ / registro da empresa'],
  ['appUrl', 'Endereço do app'],
  ['appLoginUrl', 'Login do app'],
  ['helpCenterUrl', 'Central de Ajuda'],
  ['proofOfPaymentUrl', 'Link do comprovante de pagamento'],
] as const

// Network stores an earlier seed invented; databases seeded before still have them.
const SAMPLE_NETWORK_STORES = ['Nike', 'Centauro', 'Netshoes', 'KaBuM!']

export async function findSampleValues(payload: Payload): Promise<SampleValue[]> {
  const found: SampleValue[] = []
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  for (const [field, label] of SITE_FIELDS) {
    const value = site[field]
    if (value && value === seed.siteSettings[field])
      found.push({ where: `Configurações do site › ${label}`, value, href: SITE })
  }
  const seedContacts = new Set(seed.siteSettings.contacts.flatMap((c) => [c.value, c.url]))
  for (const c of site.contacts ?? []) {
    if (seedContacts.has(c.value) || (c.url && seedContacts.has(c.url)))
      found.push({
        where: `Configurações do site › Canais de contato › ${c.label}`,
        value: c.url ?? c.value,
        href: SITE,
      })
  }
  const seedSocials = new Set(seed.socials.map((s) => s.url))
  const bio = await payload.findGlobal({ slug: 'bio-page', depth: 0 })
  for (const s of bio.socials ?? [])
    if (seedSocials.has(s.url))
      found.push({ where: 'Página de links (bio) › Redes sociais', value: s.url, href: BIO })

  // Bio links to outside addresses the seed made up (the site's own pages are real).
  const seedLinks = new Set(seed.bioLinks.filter((l) => /^https?:/.test(l.url)).map((l) => l.url))
  const links = await payload.find({
    collection: 'bio-links',
    depth: 0,
    limit: 200,
    pagination: false,
  })
  for (const l of links.docs)
    if (seedLinks.has(l.url))
      found.push({
        where: `Links da bio › ${l.label}`,
        value: l.url,
        href: `/admin/collections/bio-links/${l.id}`,
      })

  const stores = await payload.find({
    collection: 'stores',
    where: { and: [{ network: { equals: true } }, { name: { in: SAMPLE_NETWORK_STORES } }] },
    depth: 0,
    limit: 20,
    pagination: false,
  })
  for (const s of stores.docs)
    found.push({
      where: 'Lojas parceiras › loja de exemplo da rede de afiliados',
      value: s.name,
      href: `/admin/collections/stores/${s.id}`,
    })
  return found
}
