// The admin speaks Portuguese to marketers: every choice of a select or radio has a Portuguese
// label, every field someone can edit says what it changes (admin.description), and every
// collection's list has a title column and default columns. Checked on the configs as written in
// collections/, globals/ and fields/ (Payload's own auth, upload and timestamp fields are not ours),
// and against payload.config.ts so a new collection or global cannot be left out.
import config from '@payload-config'
import type { CollectionConfig, Field, GlobalConfig, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections } from '../../collections/index.ts'
import { globals } from '../../globals/index.ts'

/**
 * Option values whose label may be the value itself (compared ignoring case and accents): the
 * word is already what a Brazilian reads. Kept short; each entry says why.
 */
export const SAME_IN_PORTUGUESE: Record<string, string> = {
  whatsapp: 'brand name (contact kind)',
  instagram: 'brand name (contact kind, social network)',
  telegram: 'brand name (contact kind)',
  tiktok: 'brand name (social network)',
  youtube: 'brand name (social network)',
  facebook: 'brand name (social network)',
  linkedin: 'brand name (social network)',
  email: 'the word the admin and the site use in Portuguese ("Email")',
  editor: 'the same word in Portuguese (admin role)',
}

// Words that give away an English label left untranslated (none of them is Portuguese).
const ENGLISH =
  /\b(the|and|monthly|quarterly|yearly|annual|weekly|daily|card|page|single|default|none|other|active|inactive|draft|published|enabled|disabled|yes)\b/i

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()

// Added by Payload (drafts, timestamps, the drag-and-drop key), labelled by Payload's Portuguese
// translations. Payload adds them to the global objects above when payload.config.ts is built.
const PAYLOAD_FIELDS = new Set(['id', '_status', 'createdAt', 'updatedAt', '_order'])

/**
 * The Portuguese text of a label or description: a string, or the `pt` entry of a translation
 * object. A function is Payload's `({ t }) => …`, translated to the admin's only language, pt.
 */
function portuguese(text: unknown): string | undefined {
  if (typeof text === 'function') return 'translated'
  if (typeof text === 'string') return text.trim() || undefined
  if (text && typeof text === 'object' && 'pt' in text) return portuguese(text.pt)
  return undefined
}

type Options = Array<string | { label?: unknown; value: string }>

/** Why an option's label is not a Portuguese label, or null when it is one. */
export function optionProblem(option: Options[number]): string | null {
  const value = typeof option === 'string' ? option : option.value
  const label = typeof option === 'string' ? undefined : portuguese(option.label)
  if (!label) return `option '${value}' has no Portuguese label`
  if (plain(label) === plain(value) && !(plain(value) in SAME_IN_PORTUGUESE))
    return `option '${value}' is labelled with its raw value '${label}'`
  if (ENGLISH.test(label)) return `option '${value}' has an English label '${label}'`
  return null
}

type FieldAdmin = {
  hidden?: boolean
  readOnly?: boolean
  disabled?: boolean
  description?: unknown
}
const adminOf = (f: Field) => ('admin' in f ? (f.admin as FieldAdmin | undefined) : undefined)

/**
 * Every problem of these fields, as `path: problem`. Rows, collapsibles, tabs, unnamed groups,
 * named groups (a heading: their fields describe themselves), arrays and blocks are walked into;
 * a hidden, read-only or disabled container makes its fields so. Named groups and layout need no
 * description; every other named field that can be edited does.
 */
export function fieldProblems(fields: Field[], prefix = '', editable = true): string[] {
  const out: string[] = []
  for (const f of fields) {
    if ('name' in f && PAYLOAD_FIELDS.has(f.name)) continue
    const admin = adminOf(f)
    const named = 'name' in f && typeof f.name === 'string' && f.name !== ''
    const path = named ? `${prefix}${f.name}` : prefix.replace(/\.$/, '') || '(layout)'
    const canEdit =
      editable &&
      !('hidden' in f && f.hidden) &&
      !admin?.hidden &&
      !admin?.readOnly &&
      !admin?.disabled
    if ('options' in f && Array.isArray(f.options) && (f.type === 'select' || f.type === 'radio'))
      for (const option of f.options as Options) {
        const problem = optionProblem(option)
        if (problem) out.push(`${path}: ${problem}`)
      }
    if (canEdit && named && f.type !== 'group' && f.type !== 'ui' && f.type !== 'join')
      if (!portuguese(admin?.description)) out.push(`${path}: no admin.description`)
    const inner = named ? `${path}.` : prefix
    if ('fields' in f && Array.isArray(f.fields))
      out.push(...fieldProblems(f.fields, inner, canEdit))
    if (f.type === 'tabs')
      for (const tab of f.tabs)
        out.push(
          ...fieldProblems(
            tab.fields,
            'name' in tab && tab.name ? `${inner}${tab.name}.` : inner,
            canEdit,
          ),
        )
    if (f.type === 'blocks')
      for (const block of f.blocks)
        out.push(...fieldProblems(block.fields, `${inner}${block.slug}.`, canEdit))
  }
  return out
}

// A signed-in admin (the role that may do the most): a collection or global this user cannot create
// or update is read-only in the panel, so its fields need no description.
const adminRequest = {
  req: { user: { id: 1, collection: 'admins', role: 'admin' } } as unknown as PayloadRequest,
}
const allows = (rule: unknown) =>
  typeof rule !== 'function' ||
  (rule as (a: typeof adminRequest) => unknown)(adminRequest) !== false

function problems(
  collectionList: CollectionConfig[] = collections,
  globalList: GlobalConfig[] = globals,
): string[] {
  const out: string[] = []
  for (const c of collectionList) {
    if (!c.admin?.useAsTitle) out.push(`${c.slug}: no admin.useAsTitle`)
    if (!c.admin?.defaultColumns?.length) out.push(`${c.slug}: no admin.defaultColumns`)
    const editable = allows(c.access?.create) || allows(c.access?.update)
    out.push(...fieldProblems(c.fields, `${c.slug}.`, editable))
  }
  for (const g of globalList)
    out.push(...fieldProblems(g.fields, `${g.slug}.`, allows(g.access?.update)))
  return out
}

describe('the admin in Portuguese', () => {
  it('checks every collection and global of payload.config.ts', async () => {
    const built = await config
    const ours = (slug: string) => !slug.startsWith('payload-')
    expect(collections.map((c) => c.slug).sort()).toEqual(
      built.collections
        .map((c) => c.slug)
        .filter(ours)
        .sort(),
    )
    expect(globals.map((g) => g.slug).sort()).toEqual(
      built.globals
        .map((g) => g.slug)
        .filter(ours)
        .sort(),
    )
  })

  it('labels every choice in Portuguese, describes every editable field, gives every list a title and columns', () => {
    expect(problems()).toEqual([])
  })

  it('keeps no stale exception: each value of SAME_IN_PORTUGUESE is an option somewhere', () => {
    const values = new Set<string>()
    const collect = (fields: Field[]) => {
      for (const f of fields) {
        if ('options' in f && Array.isArray(f.options))
          for (const o of f.options as Options)
            values.add(plain(typeof o === 'string' ? o : o.value))
        if ('fields' in f && Array.isArray(f.fields)) collect(f.fields)
        if (f.type === 'tabs') for (const tab of f.tabs) collect(tab.fields)
        if (f.type === 'blocks') for (const block of f.blocks) collect(block.fields)
      }
    }
    for (const e of [...collections, ...globals]) collect(e.fields)
    for (const value of Object.keys(SAME_IN_PORTUGUESE))
      expect(values.has(value), `${value} is not an option`).toBe(true)
  })

  it('reports what it should (the check itself)', () => {
    const bad: Field[] = [
      {
        type: 'row',
        fields: [
          { name: 'plain', type: 'text', label: 'Sem descrição' },
          { name: 'hiddenOne', type: 'text', admin: { hidden: true } },
          { name: 'shown', type: 'text', admin: { readOnly: true } },
        ],
      },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Aba',
            fields: [
              {
                name: 'kind',
                type: 'select',
                admin: { description: 'Tipo.' },
                options: [
                  'raw',
                  { label: 'Monthly', value: 'mensal' },
                  { label: 'Trimestral', value: 'trimestral' },
                  { label: 'Instagram', value: 'instagram' },
                  { label: 'Anual', value: 'anual' },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'list',
        type: 'array',
        admin: { description: 'Lista.' },
        fields: [
          {
            type: 'collapsible',
            label: 'Mais',
            fields: [{ name: 'text', type: 'text' }],
          },
          {
            name: 'items',
            type: 'blocks',
            admin: { description: 'Blocos.' },
            blocks: [{ slug: 'quote', fields: [{ name: 'author', type: 'text' }] }],
          },
        ],
      },
      {
        name: 'locked',
        type: 'group',
        admin: { readOnly: true },
        fields: [{ name: 'inside', type: 'text' }],
      },
    ]
    expect(fieldProblems(bad, 'x.')).toEqual([
      'x.plain: no admin.description',
      "x.kind: option 'raw' has no Portuguese label",
      "x.kind: option 'mensal' has an English label 'Monthly'",
      "x.kind: option 'trimestral' is labelled with its raw value 'Trimestral'",
      "x.kind: option 'anual' is labelled with its raw value 'Anual'",
      'x.list.text: no admin.description',
      'x.list.items.quote.author: no admin.description',
    ])
    expect(fieldProblems(bad, 'x.', false)).toHaveLength(4)
    const text: Field[] = [{ name: 'note', type: 'text' }]
    const nobody = () => false
    expect(
      problems(
        [
          { slug: 'bare', fields: text },
          {
            slug: 'server-written',
            admin: { useAsTitle: 'note', defaultColumns: ['note'] },
            access: { create: nobody, update: nobody },
            fields: text,
          },
        ],
        [
          { slug: 'settings', fields: text },
          { slug: 'fixed', access: { update: nobody }, fields: text },
        ],
      ),
    ).toEqual([
      'bare: no admin.useAsTitle',
      'bare: no admin.defaultColumns',
      'bare.note: no admin.description',
      'settings.note: no admin.description',
    ])
  })
})

describe('rich text', () => {
  it('offers only what the site renders: no relationship block, links to addresses only', async () => {
    const editor = (await config).editor as unknown as {
      editorConfig: {
        resolvedFeatureMap: Map<
          string,
          {
            sanitizedServerFeatureProps?: { fields?: Array<{ name: string; options?: unknown[] }> }
          }
        >
      }
    }
    const features = editor.editorConfig.resolvedFeatureMap
    expect(features.has('relationship')).toBe(false)
    expect(features.has('upload')).toBe(true)
    const linkType = features
      .get('link')
      ?.sanitizedServerFeatureProps?.fields?.find((f) => f.name === 'linkType')
    expect(linkType?.options).toEqual([expect.objectContaining({ value: 'custom' })])
  })
})
