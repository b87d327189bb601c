// What the admin lets a marketer publish in the site's globals: the texts that name a heading, a
// link or a button cannot be published empty (the page would show an empty <h1>, a link or a
// button without a name); the share image and the site icon are only the formats their
// descriptions ask for; counts and times are whole numbers ("7.5 dias grátis").
import type { Field, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { BusinessConstants } from '../../globals/BusinessConstants.ts'
import { LandingCopy } from '../../globals/LandingCopy.ts'
import { SiteSettings } from '../../globals/SiteSettings.ts'
import { UpsellSettings } from '../../globals/UpsellSettings.ts'
import { businessConstants as seedConstants } from '../../migrations/seed/content.ts'
import { validateField } from '../support/fields.ts'

/** Every named field of a config, through tabs, rows and collapsibles (not into arrays or groups). */
function named(fields: Field[]): Map<string, Field> {
  const found = new Map<string, Field>()
  const walk = (list: Field[]) => {
    for (const f of list) {
      if (f.type === 'tabs') for (const tab of f.tabs) walk(tab.fields)
      else if (f.type === 'row' || f.type === 'collapsible') walk(f.fields)
      else if ('name' in f && f.name) found.set(f.name, f)
    }
  }
  walk(fields)
  return found
}

const description = (f: Field): string => {
  const d = (f.admin as { description?: unknown } | undefined)?.description
  return typeof d === 'string' ? d : ''
}

describe('landing texts that name a heading, a link or a button', () => {
  const fields = named(LandingCopy.fields)
  // The page element each one names (src/components/landing, src/components/plans).
  const naming: Record<string, string> = {
    heroTitle: '<h1> of /',
    heroCta: 'link to #planos',
    painTitle: '<h2> of the pains',
    featuresTitle: '<h2> of the features, <h1> of /solucoes',
    storesTitle: '<h2> of the stores, carousel label',
    storesToggleShow: 'stores toggle button',
    storesToggleHide: 'stores toggle button',
    plansTitle: '<h2> of the plans, <h1> of /planos',
    faqTitle: '<h2> of the FAQ',
    plansIncludeTitle: '<h2> "todos os planos incluem"',
    planFaqTitle: '<h2> of the plans FAQ',
    helpCenterText: 'link to the help centre',
    promoLandingTitle: '<h1> of /promo-landing',
    promoBannerTitle: '<h1> of the promo pages, banner button',
    promoBannerCta: 'banner button',
  }
  it.each(Object.entries(naming))(
    '%s (%s) is required to publish, and its description says so',
    (name) => {
      const field = fields.get(name)
      expect(field, name).toBeDefined()
      expect((field as { required?: boolean }).required, name).toBe(true)
      expect(description(field!), name).toMatch(/obrigatório/i)
    },
  )
  it('the texts under a heading stay optional (the pages leave them out when empty)', () => {
    for (const name of [
      'heroSubtitle',
      'featuresSubtitle',
      'plansSubtitle',
      'promoLandingSubtitle',
      'promoDefaultCode',
    ])
      expect((fields.get(name) as { required?: boolean }).required, name).not.toBe(true)
  })
})

// A stand-in for the request a field validation gets: the Media library holds these images.
type Image = { id: number; mimeType: string; width: number; height: number }
const images: Image[] = [
  { id: 1, mimeType: 'image/png', width: 1200, height: 630 },
  { id: 2, mimeType: 'image/jpeg', width: 1600, height: 900 },
  { id: 3, mimeType: 'image/webp', width: 1200, height: 630 },
  { id: 4, mimeType: 'image/avif', width: 1200, height: 630 },
  { id: 5, mimeType: 'image/svg+xml', width: 512, height: 512 },
  { id: 6, mimeType: 'image/png', width: 512, height: 512 },
  { id: 7, mimeType: 'image/png', width: 256, height: 256 },
  { id: 8, mimeType: 'image/jpeg', width: 512, height: 512 },
]
const byId = (id: unknown) => images.find((i) => i.id === Number(id)) ?? null
const req = {
  t: (key: string) => key,
  payload: {
    collections: { media: {} },
    db: { defaultIDType: 'number' },
    findByID: async ({ id }: { id: unknown }) => byId(id),
  },
  // Payload's own upload validation checks the choice against filterOptions with this loader.
  payloadDataLoader: {
    find: async ({ where }: { where: { and: Array<Record<string, unknown>> } }) => {
      const ids = (where.and[0] as { id: { in: unknown[] } }).id.in
      return { docs: ids.map(byId).filter(Boolean) }
    },
  },
} as unknown as PayloadRequest

const validate = async (field: Field, value: unknown) => validateField(field, value, req)

describe('site images', () => {
  const fields = named(SiteSettings.fields)
  const ogImage = fields.get('ogImage')!
  const favicon = fields.get('favicon')!

  it('the share image: the picker lists only PNG and JPEG', () => {
    expect((ogImage as { filterOptions?: unknown }).filterOptions).toEqual({
      mimeType: { in: ['image/png', 'image/jpeg'] },
    })
  })
  it('the share image: WebP, AVIF and SVG are refused in Portuguese, also by id through the API', async () => {
    expect(await validate(ogImage, 1)).toBe(true)
    expect(await validate(ogImage, 2)).toBe(true)
    expect(await validate(ogImage, null)).toBe(true)
    for (const id of [3, 4, 5]) {
      const result = await validate(ogImage, id)
      expect(result, String(id)).toMatch(/PNG ou JPEG/)
    }
  })

  it('the site icon: the picker lists only PNGs of at least 512 × 512', () => {
    expect((favicon as { filterOptions?: unknown }).filterOptions).toEqual({
      mimeType: { in: ['image/png'] },
      width: { greater_than_equal: 512 },
      height: { greater_than_equal: 512 },
    })
  })
  it('the site icon: SVG, JPEG and a small PNG are refused in Portuguese', async () => {
    expect(await validate(favicon, 6)).toBe(true)
    expect(await validate(favicon, null)).toBe(true)
    expect(await validate(favicon, 5)).toMatch(/PNG/)
    expect(await validate(favicon, 8)).toMatch(/PNG/)
    expect(await validate(favicon, 7)).toMatch(/512 × 512/)
  })
})

describe('the proof-of-payment link', () => {
  // The awaiting-payment page fell back to the app's address: "Enviar comprovante" opened the app.
  it('is required to publish, and its description says so', async () => {
    const field = named(SiteSettings.fields).get('proofOfPaymentUrl')!
    expect((field as { required?: boolean }).required).toBe(true)
    expect(description(field)).toMatch(/obrigatório/i)
    expect(await validate(field, '')).toMatch(/https:\/\//)
    expect(await validate(field, null)).toMatch(/https:\/\//)
    expect(await validate(field, 'https://wa.me/5511988888888')).toBe(true)
  })
})

describe('whole-number settings', () => {
  const constants = named(BusinessConstants.fields)
  const upsell = named(UpsellSettings.fields)
  const timers = [
    'featuresCarouselMs',
    'storesCarouselMs',
    'checkoutPollMs',
    'checkoutTabCloseMs',
    'activeSubscriptionToastMs',
    'countdownTickMs',
  ] as const
  const cases: Array<[string, Field, number]> = [
    ...(['trialDays', 'guaranteeDays', 'passwordMinLength', ...timers] as const).map(
      (n): [string, Field, number] => [
        n,
        constants.get(n)!,
        n === 'passwordMinLength' ? 8 : n === 'countdownTickMs' ? 500 : n.endsWith('Ms') ? 7000 : 7,
      ],
    ),
    ['countdownMinutes', upsell.get('countdownMinutes')!, 15],
  ]
  const check = (field: Field, value: unknown) => validateField(field, value, req)

  it.each(cases)('%s refuses a decimal with a Portuguese message', async (name, field, whole) => {
    expect(await check(field, whole), name).toBe(true)
    expect(await check(field, whole + 0.5), name).toMatch(/número inteiro/)
  })
  it.each(cases)('%s keeps its other rules (required, minimum)', async (name, field) => {
    // Payload's own messages, translated by the admin (req.t here returns the key).
    expect(await check(field, null), name).toBe('validation:required')
    expect(await check(field, -1), name).toMatch(
      name.endsWith('Ms') ? /em milissegundos/ : /^validation:lessThanMin$/,
    )
  })

  // "8" meant as 8 s made the 8 s toast vanish in 8 ms; "3" made the carousels spin.
  it.each(timers)('%s refuses a number of seconds, saying the unit is milliseconds', async (n) => {
    const field = constants.get(n)!
    const min = n === 'countdownTickMs' ? 100 : 1000
    for (const seconds of [1, 3, 8, 15]) {
      const result = await check(field, seconds)
      expect(result, `${n} ${seconds}`).toMatch(/em milissegundos \(1000 = 1 segundo\)/)
      expect(result, `${n} ${seconds}`).toContain(`pelo menos ${min}`)
    }
    expect(await check(field, min), n).toBe(true)
    expect(await check(field, min - 1), n).not.toBe(true)
    expect(description(field), n).toContain(`no mínimo ${min}`)
  })
  // A countdown shows seconds: ticking every 5 s skipped four of them ("5000" typed for 5 s).
  it('countdownTickMs refuses more than a second, saying the unit is milliseconds', async () => {
    const field = constants.get('countdownTickMs')!
    for (const value of [1001, 2000, 5000, 60000]) {
      const result = await check(field, value)
      expect(result, String(value)).toMatch(/em milissegundos \(1000 = 1 segundo\)/)
      expect(result, String(value)).toContain('no máximo 1000')
      expect(result, String(value)).toMatch(/pelo menos uma vez por segundo/)
    }
    expect(await check(field, 1000)).toBe(true)
    expect(await check(field, 100)).toBe(true)
    expect(description(field)).toContain('no mínimo 100 e no máximo 1000')
    // The other timers have no ceiling.
    expect(await check(constants.get('featuresCarouselMs')!, 60000)).toBe(true)
  })
  it('the seeded timers satisfy their minimums', async () => {
    for (const n of timers) expect(await check(constants.get(n)!, seedConstants[n]), n).toBe(true)
  })
})

describe('upsell offers', () => {
  const options = named(UpsellSettings.fields).get('options') as Field & {
    minRows?: number
    fields: Field[]
  }
  const priceKey = named(options.fields).get('priceKey')!
  const check = (value: string, periods: string[]) =>
    (priceKey as { validate: (v: unknown, a: unknown) => unknown }).validate(value, {
      ...(priceKey as object),
      req,
      data: { options: periods.map((p) => ({ priceKey: p })) },
      siblingData: { priceKey: value },
      event: 'submit',
    })

  // Two offers of one period were two cards with one id (duplicate React keys and heading ids).
  it('refuses a period offered twice, in Portuguese', async () => {
    expect(await check('semestral', ['trimestral', 'semestral', 'anual'])).toBe(true)
    expect(await check('semestral', ['semestral', 'anual', 'semestral'])).toMatch(
      /Este período já tem uma oferta/,
    )
    expect(await check('anual', ['semestral', 'anual', 'semestral'])).toBe(true)
    // Payload's own rules still run: a value outside the list is refused.
    expect(await check('mensal', ['mensal'])).not.toBe(true)
  })
  it('needs at least one offer to publish', () => {
    expect(options.minRows).toBe(1)
  })
})
