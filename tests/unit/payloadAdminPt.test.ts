// The admin's Portuguese (src/i18n/payloadAdmin.ts over Payload's `pt`), through Payload's own
// i18n (the `t` the admin uses, plural forms included), and file sizes as the media list shows them.
import { en } from '@payloadcms/translations/languages/en'
import { pt } from '@payloadcms/translations/languages/pt'
import { initI18n, type I18nOptions } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'
import { ptAdminTranslations } from '@/i18n/payloadAdmin.ts'
import { formatFileSize } from '@/lib/fileSize.ts'

type Messages = Record<string, Record<string, string>>
// Payload's English: the variables its code fills (its `pt` has a {{rótulo}} that nothing fills).
const payloadEn = en.translations as unknown as Messages
const overrides: Messages = ptAdminTranslations

// Keys of our own, for English Payload hard-codes (patches/, docs/upstream/).
const OWN_KEYS = new Set([
  'general:addBlock',
  'general:allLabel',
  'general:chooseDate',
  'general:chooseDateAndTime',
  'general:chooseDay',
  'general:chooseTime',
  'general:dragToMove',
  'general:expand',
  'general:insertParagraph',
  'general:nextMonth',
  'general:nextYear',
  'general:notAvailable',
  'general:previousMonth',
  'general:previousYear',
  'general:removeLink',
  'general:responsive',
])

// As payload.config.ts passes them (its config type takes a partial object; this one wants all keys).
const config: I18nOptions = {
  supportedLanguages: { pt },
  fallbackLanguage: 'pt',
  translations: { pt: ptAdminTranslations } as unknown as I18nOptions['translations'],
}

const i18n = () => initI18n({ config, context: 'client', language: 'pt' })

const vars = (s: string) => new Set([...s.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]))
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

describe("Payload's admin in Portuguese", () => {
  it('counts in the plural after a number above one', async () => {
    const { t } = await i18n()
    expect(t('general:selectedCount', { count: 1, label: '' })).toBe('1 selecionado')
    expect(t('general:selectedCount', { count: 2, label: '' })).toBe('2 selecionados')
    expect(t('general:selectedCount', { count: 12, label: '' })).toBe('12 selecionados')
    expect(t('general:trashedCountSuccessfully', { count: 3, label: 'Planos' })).toBe(
      '3 itens de Planos movidos para a lixeira.',
    )
  })

  it('says Lixeira, Enviar vários, Hora, Sim/Não, and no "o/a" before a collection name', async () => {
    const { t } = await i18n()
    expect(t('general:trash')).toBe('Lixeira')
    expect(t('upload:bulkUpload')).toBe('Enviar vários')
    expect(t('general:time')).toBe('Hora')
    expect([t('general:true'), t('general:false')]).toEqual(['Sim', 'Não'])
    expect(t('general:aboutToDelete', { label: 'Plano', title: 'Elite' })).not.toMatch(/o\/a/)
    expect(t('general:aboutToTrash', { label: 'Pergunta frequente', title: 'X' })).toBe(
      'Você está prestes a mover <1>X</1> (Pergunta frequente) para a lixeira. Tem certeza?',
    )
    expect(t('authentication:login')).toBe('Entrar')
  })

  it('leaves no broken Portuguese in any message the admin can show', async () => {
    const { translations } = await initI18n({ config, context: 'api', language: 'pt' })
    const BROKEN =
      /\bo\/a\b|\p{L}\(a\)|\bLixo\b|\brótulo\b|Respeite o significado|\bCardápio\b|\bCultura\b|\bEstás\b|\bMova\b|Upload em Massa|\bLog ?out\b|characters|\bTempo\b/u
    const found: string[] = []
    for (const [ns, group] of Object.entries(translations as unknown as Messages)) {
      if (ns === 'folder') continue // folders are off in this admin
      for (const [key, text] of Object.entries(group))
        if (typeof text === 'string' && BROKEN.test(text)) found.push(`${ns}:${key}: ${text}`)
    }
    expect(found).toEqual([])
  })

  it("overrides only Payload's keys (or our own), with no variable Payload does not fill", () => {
    const problems: string[] = []
    for (const [ns, group] of Object.entries(overrides))
      for (const [key, text] of Object.entries(group)) {
        const id = `${ns}:${key}`
        if (OWN_KEYS.has(id)) continue
        const original = payloadEn[ns]?.[key] ?? payloadEn[ns]?.[baseKey(key)]
        if (original === undefined) {
          problems.push(`${id}: not a key of Payload's`)
          continue
        }
        const known = vars(original)
        for (const v of vars(text)) if (!known.has(v)) problems.push(`${id}: {{${v}}}`)
      }
    expect(problems).toEqual([])
  })
})

describe('formatFileSize', () => {
  it('reads as a Brazilian writes sizes', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(850)).toBe('850 B')
    expect(formatFileSize(1024)).toBe('1,0 KB')
    expect(formatFileSize(37_812)).toBe('37 KB')
    expect(formatFileSize(1_258_291)).toBe('1,2 MB')
    expect(formatFileSize(1024 * 1024 - 10)).toBe('1,0 MB')
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5,0 GB')
  })

  it('shows a dash for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('—')
    expect(formatFileSize(undefined)).toBe('—')
    expect(formatFileSize(-1)).toBe('—')
    expect(formatFileSize(Number.NaN)).toBe('—')
  })
})
