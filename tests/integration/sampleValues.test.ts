// The dashboard's list of seed sample values (src/server/sampleValues.ts): flagged until replaced.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { findSampleValues } from '@/server/sampleValues.ts'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})

const where = async () => (await findSampleValues(payload)).map((s) => `${s.where} = ${s.value}`)

describe('sample values on the admin dashboard', () => {
  it('lists the seed’s CNPJ, help centre, WhatsApp numbers and social profiles', async () => {
    const found = await where()
    expect(found).toEqual(
      expect.arrayContaining([
        'Configurações do site › CNPJ / registro da empresa = Busqy Tecnologia Ltda. · CNPJ 00.000.000/0001-00',
        'Configurações do site › Central de Ajuda = https://ajuda.busqy.com.br',
        'Configurações do site › Canais de contato › WhatsApp = https://wa.me/5511988888888',
        expect.stringMatching(
          /^Links da bio › Fale com um atendente = https:\/\/wa\.me\/5511999999999/,
        ),
        'Página de links (bio) › Redes sociais = https://www.instagram.com/busqy',
      ]),
    )
  })

  it('drops a value once a marketer replaces it, and lists it again if the sample comes back', async () => {
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const sample = site.companyRegistration
    const link = (
      await payload.find({
        collection: 'bio-links',
        where: { label: { equals: 'Suporte' } },
        depth: 0,
      })
    ).docs[0]!
    try {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { companyRegistration: 'Busqy Tecnologia Ltda. · CNPJ 12.345.678/0001-90' },
        context: { disableRevalidate: true },
      })
      await payload.update({
        collection: 'bio-links',
        id: link.id,
        data: { url: 'https://wa.me/5521987654321' },
        context: { disableRevalidate: true },
      })
      const found = await where()
      expect(found.some((f) => f.includes('CNPJ'))).toBe(false)
      expect(found.some((f) => f.startsWith('Links da bio › Suporte'))).toBe(false)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { companyRegistration: sample },
        context: { disableRevalidate: true },
      })
      await payload.update({
        collection: 'bio-links',
        id: link.id,
        data: { url: link.url },
        context: { disableRevalidate: true },
      })
    }
    expect((await where()).some((f) => f.includes('CNPJ 00.000.000/0001-00'))).toBe(true)
  })
})
