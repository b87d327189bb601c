import config from '@payload-config'
import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { fillTokens, fillTokensInText } from '@/lib/siteTokens.ts'
import { BioLinks } from '../../collections/BioLinks.ts'
import { Faqs } from '../../collections/Faqs.ts'
import { Features } from '../../collections/Features.ts'
import { LegalPages } from '../../collections/LegalPages.ts'
import { PainPoints } from '../../collections/PainPoints.ts'
import { Plans } from '../../collections/Plans.ts'
import { PromoCodes } from '../../collections/PromoCodes.ts'
import { Stores } from '../../collections/Stores.ts'
import { BioPage } from '../../globals/BioPage.ts'
import { LandingCopy } from '../../globals/LandingCopy.ts'
import { SiteSettings } from '../../globals/SiteSettings.ts'
import { UpsellSettings } from '../../globals/UpsellSettings.ts'
import { fieldAt, validateField } from '../support/fields.ts'

const values = { trialDays: 14, guaranteeDays: 30 }

describe('business-constant tokens in CMS texts', () => {
  it('replaces {diasTeste} and {diasGarantia}, every time they appear', () => {
    expect(fillTokensInText('Teste grátis por {diasTeste} dias.', values)).toBe(
      'Teste grátis por 14 dias.',
    )
    expect(
      fillTokensInText(
        '{diasTeste} dias grátis e garantia de {diasGarantia} dias ({diasGarantia}!)',
        values,
      ),
    ).toBe('14 dias grátis e garantia de 30 dias (30!)')
    expect(fillTokensInText('Sem nada a trocar {outro}', values)).toBe('Sem nada a trocar {outro}')
  })

  it('walks whole documents, rich text included, without touching other values', () => {
    const doc = {
      id: 3,
      active: true,
      price: 9790,
      title: 'Garantia de {diasGarantia} dias',
      answer: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: 'Toda conta nova ganha {diasTeste} dias grátis.' }],
            },
          ],
        },
      },
      list: [{ text: '{diasTeste} dias grátis' }],
      nothing: null,
    }
    expect(fillTokens(doc, values)).toEqual({
      ...doc,
      title: 'Garantia de 30 dias',
      answer: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: 'Toda conta nova ganha 14 dias grátis.' }],
            },
          ],
        },
      },
      list: [{ text: '14 dias grátis' }],
    })
    expect(doc.title).toBe('Garantia de {diasGarantia} dias') // the input is not changed
  })
})

const req = { t: (key: string) => key, payload: { config: {} } } as unknown as PayloadRequest
const check = (field: Field, value: unknown) => validateField(field, value, req)

// Tokens are matched exactly: "{diasteste}" was shown on the page as typed.
describe('placeholders the site would show as typed', () => {
  const siteFields: Array<[string, Field]> = [
    ['landing heroSubtitle', fieldAt(LandingCopy, 'heroSubtitle')],
    ['landing plansSubtitle', fieldAt(LandingCopy, 'plansSubtitle')],
    ['landing promoLandingSubtitle', fieldAt(LandingCopy, 'promoLandingSubtitle')],
    ['landing heroTitle', fieldAt(LandingCopy, 'heroTitle')],
    ['landing plansInclude', fieldAt(LandingCopy, 'plansInclude.text')],
    ['upsell featureLines', fieldAt(UpsellSettings, 'featureLines.text')],
    ['upsell reassurance title', fieldAt(UpsellSettings, 'reassurance.title')],
    ['upsell reassurance text', fieldAt(UpsellSettings, 'reassurance.text')],
    ['upsell countdownLabel', fieldAt(UpsellSettings, 'countdownLabel')],
    ['upsell title', fieldAt(UpsellSettings, 'title')],
    ['upsell subtitle', fieldAt(UpsellSettings, 'subtitle')],
    ['upsell featuresTitle', fieldAt(UpsellSettings, 'featuresTitle')],
    ['upsell option title', fieldAt(UpsellSettings, 'options.title')],
    ['upsell option badge', fieldAt(UpsellSettings, 'options.badge')],
    ['upsell option periodLabel', fieldAt(UpsellSettings, 'options.periodLabel')],
    ['upsell option description', fieldAt(UpsellSettings, 'options.description')],
    ['landing signupSubtitle', fieldAt(LandingCopy, 'signupSubtitle')],
    ['landing painEyebrow', fieldAt(LandingCopy, 'painEyebrow')],
    ['landing storesNetworkTitle', fieldAt(LandingCopy, 'storesNetworkTitle')],
    ['site seoDescription', fieldAt(SiteSettings, 'seoDescription')],
    ['faq question', fieldAt(Faqs, 'question')],
    ['bio link label', fieldAt(BioLinks, 'label')],
    // Read through getLegalPage (the page's heading, its tab title and the footer's links),
    // getFeatures, getPainPoints, getStores and getGlobal('bio-page'): filled like the rest.
    ['legal page title', fieldAt(LegalPages, 'title')],
    ['feature title', fieldAt(Features, 'title')],
    ['feature description', fieldAt(Features, 'description')],
    ['feature bullet', fieldAt(Features, 'bullets.text')],
    ['pain point title', fieldAt(PainPoints, 'title')],
    ['pain point description', fieldAt(PainPoints, 'description')],
    ['store name', fieldAt(Stores, 'name')],
    ['bio page title', fieldAt(BioPage, 'title')],
    ['bio page description', fieldAt(BioPage, 'description')],
  ]
  it.each(siteFields)('%s: refuses an unknown {…}, naming the ones that work', async (_, f) => {
    expect(await check(f, 'Teste grátis por {diasTeste} dias, garantia de {diasGarantia}')).toBe(
      true,
    )
    const typo = await check(f, 'Teste grátis por {diasteste} dias')
    expect(typo).toMatch(/Marcador desconhecido: \{diasteste\}/)
    expect(typo).toContain('{diasTeste} e {diasGarantia}')
    // A promo code's own words are not replaced here.
    expect(await check(f, '{desconto}% OFF')).toMatch(/\{desconto\}/)
  })
  it.each(siteFields)('%s: keeps its other rules', async (_, f) => {
    if ((f as { required?: boolean }).required)
      expect(await check(f, '')).toBe('validation:required')
    else expect(await check(f, null)).toBe(true)
  })

  const promoFields = ['title', 'subtitle', 'promoMessage', 'specialOffer', 'subtext']
  it.each(promoFields)('promo code %s: takes {desconto} and {cupom} too', async (name) => {
    const f = fieldAt(PromoCodes, name)
    expect(await check(f, 'Use {cupom}: {desconto}% por {diasTeste} dias')).toBe(true)
    expect(await check(f, 'Use {Cupom} e ganhe {descontos}%')).toMatch(
      /Marcadores desconhecidos: \{Cupom\} e \{descontos\}/,
    )
  })
})

// The site fills tokens in every string it reads (src/server/cms.ts), rich text included: FAQ
// answers and legal pages showed "{diasteste}" as typed. Checked with the editor Payload gives the
// fields (its own rules, such as required, run first).
describe('placeholders in rich text', () => {
  const sanitized = async (slug: string, path: string) => {
    const collection = (await config).collections.find((c) => c.slug === slug)!
    return fieldAt(collection as unknown as CollectionConfig, path)
  }
  const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
  const state = (...children: object[]) => ({
    root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children },
  })
  const nested = (t: string) =>
    state(
      { type: 'heading', tag: 'h2', version: 1, children: [text('Teste e garantia')] },
      {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        version: 1,
        children: [
          {
            type: 'listitem',
            value: 1,
            version: 1,
            children: [
              text('Veja '),
              {
                type: 'link',
                version: 1,
                fields: { linkType: 'custom', url: 'https://exemplo.com.br' },
                children: [text(t)],
              },
            ],
          },
        ],
      },
    )
  const richFields: Array<[string, string, string]> = [
    ['faq answer', 'faqs', 'answer'],
    ['legal page content', 'legal-pages', 'content'],
  ]

  it.each(richFields)('%s: refuses an unknown {…} at any depth', async (_, slug, path) => {
    const f = await sanitized(slug, path)
    expect(await check(f, nested('{diasTeste} dias grátis, garantia de {diasGarantia}'))).toBe(true)
    const typo = await check(f, nested('{diasteste} dias grátis e {garantia}'))
    expect(typo).toMatch(/Marcadores desconhecidos: \{diasteste\} e \{garantia\}/)
    expect(typo).toContain('{diasTeste} e {diasGarantia}')
    // The same typo in two paragraphs is named once.
    const paragraph = { type: 'paragraph', version: 1, children: [text('Use {x}.')] }
    expect(await check(f, state(paragraph, paragraph))).toMatch(/^Marcador desconhecido: \{x\}\./)
    // A promo code's own words are not replaced here.
    expect(await check(f, nested('{desconto}% OFF'))).toMatch(/\{desconto\}/)
  })
  it.each(richFields)(
    '%s: refuses a token formatted differently in the middle, which the site cannot replace',
    async (_, slug, path) => {
      const f = await sanitized(slug, path)
      const bold = (t: string) => ({ ...text(t), format: 1 })
      const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children })
      // Part of it bold: two text nodes, each filled on its own, so "{diasTeste}" reached the page.
      expect(
        await check(f, state(paragraph(text('Teste por {dias'), bold('Teste} dias')))),
      ).toMatch(/^O marcador \{diasTeste\} tem formatação diferente no meio/)
      // Half of it inside a link, the other half outside.
      const link = {
        type: 'link',
        version: 1,
        fields: { linkType: 'custom', url: 'https://exemplo.com.br' },
        children: [text('Garantia} dias')],
      }
      const split = await check(f, state(paragraph(text('Veja {dias'), link)))
      expect(split).toMatch(/^O marcador \{diasGarantia\}/)
      // Whole tokens in bold, or on both sides of a line break, are fine.
      const whole = paragraph(text('Teste de '), bold('{diasTeste}'), text(' dias'))
      expect(await check(f, state(whole))).toBe(true)
      const broken = paragraph(text('{a'), { type: 'linebreak', version: 1 }, text('b} ok'))
      expect(await check(f, state(broken))).toBe(true)
    },
  )
  it.each(richFields)('%s: keeps Payload’s own rules first', async (_, slug, path) => {
    const f = await sanitized(slug, path)
    expect(await check(f, state())).toBe('validation:required')
    expect(await check(f, null)).toBe('validation:required')
  })
})

// Plan cards, the upsell offers and "Minha Conta" read plans through the same filling
// (getActivePlans, getAllPlans, getPlanNames in src/server/cms.ts).
describe('placeholders in plan texts', () => {
  const planFields = [
    'displayName',
    'description',
    'tabLabel',
    'badge',
    'buttonText',
    'mainFeature',
    'features.text',
    'prices.mensal.period',
    'prices.mensal.subtext',
  ]
  it.each(planFields)(
    'plan %s: refuses an unknown {…}, naming the ones that work',
    async (path) => {
      const f = fieldAt(Plans, path)
      expect(await check(f, '{diasTeste} dias grátis, garantia de {diasGarantia}')).toBe(true)
      const typo = await check(f, 'Teste grátis por {diasteste} dias')
      expect(typo).toMatch(/Marcador desconhecido: \{diasteste\}/)
      expect(typo).toContain('{diasTeste} e {diasGarantia}')
      expect(await check(f, '{desconto}% OFF')).toMatch(/\{desconto\}/)
    },
  )
  it.each(planFields)('plan %s: keeps its other rules', async (path) => {
    const f = fieldAt(Plans, path)
    if ((f as { required?: boolean }).required)
      expect(await check(f, '')).toBe('validation:required')
    else expect(await check(f, null)).toBe(true)
  })
})
