// Every field an editor can fill must do something: each field of each collection and global must
// be read somewhere in src/ outside the admin's own code, or be in ADMIN_ONLY below with the reason.
// A field that nothing reads is a setting that silently changes nothing on the site. The check is
// by name: a name the site reads for another collection (title, label…) counts as read.
import config from '@payload-config'
import fs from 'node:fs'
import path from 'node:path'
import type { Field } from 'payload'
import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'
import { collections } from '../../collections/index.ts'
import { globals } from '../../globals/index.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** `slug.path.to.field` → why nothing on the site reads it. */
export const ADMIN_ONLY: Record<string, string> = {
  'admins.name': 'tells the team apart in the admin panel; the site has no use for it',
  'admins.role':
    'read by the access rules of collections/access/ (admin and editor), not by the site',
  // Payload's own upload fields, declared in collections/Media.ts only to give them Portuguese labels.
  'media.mimeType':
    'written by Payload from the uploaded file; the admin shows it (Formato do arquivo) and checks uploads against it',
  'media.filesize':
    'written by Payload from the uploaded file; the admin shows it in the media list and form (Tamanho)',
  'media.thumbnailURL':
    "written by Payload: the admin's media list shows the thumbnail; the site builds image URLs from url and sizes",
  'business-constants.editorMaxDiscountPercent':
    "read by the editors' publishing rule of fields/guardrails.ts: it decides who may publish a discount, the site never shows it",
}

// Added by Payload to every collection or global (timestamps, the drag-and-drop key).
const PAYLOAD_FIELDS = new Set(['id', 'createdAt', 'updatedAt', '_order'])

/** Every named field, with dotted paths through named groups, arrays and tabs. */
function fieldPaths(fields: Field[], prefix = ''): string[] {
  const out: string[] = []
  for (const f of fields) {
    const named =
      'name' in f && typeof f.name === 'string' && f.type !== 'ui' && !PAYLOAD_FIELDS.has(f.name)
    const here = named ? `${prefix}${f.name}` : prefix.replace(/\.$/, '')
    if (named) out.push(here)
    if ('fields' in f && Array.isArray(f.fields))
      out.push(...fieldPaths(f.fields, named ? `${here}.` : prefix))
    if (f.type === 'tabs')
      for (const tab of f.tabs)
        out.push(
          ...fieldPaths(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix),
        )
  }
  return out
}

/** src/ without the admin's own code: generated types, the admin routes and components, the dashboard's checks. */
function siteSource(): string {
  const skip = [
    path.join('src', 'payload-types.ts'),
    path.join('src', 'app', '(payload)'),
    path.join('src', 'components', 'admin'),
    path.join('src', 'server', 'sampleValues.ts'),
  ]
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name)
      if (skip.some((s) => rel === s || rel.startsWith(s + path.sep))) continue
      if (entry.isDirectory()) walk(rel)
      else if (/\.(ts|tsx|mjs)$/.test(entry.name))
        files.push(fs.readFileSync(path.join(ROOT, rel), 'utf8'))
    }
  }
  walk('src')
  return files.join('\n')
}

/** Read as a property (`.name`, `?.name`, `['name']`), named in an object or destructured, or as a where/sort key. */
export function isRead(source: string, name: string): boolean {
  const n = name.replace(/[$]/g, '\\$&')
  return new RegExp(`\\.${n}\\b|\\[['"]${n}['"]\\]|['"]${n}['"]|[{,]\\s*${n}\\s*[,}:]`).test(source)
}

export function unreadFields(source: string): string[] {
  const unread: string[] = []
  // The fields as written in collections/ and globals/ (Payload's own are not ours to check).
  for (const entity of [...collections, ...globals]) {
    for (const p of fieldPaths(entity.fields)) {
      const key = `${entity.slug}.${p}`
      if (key in ADMIN_ONLY) continue
      if (!isRead(source, p.split('.').at(-1)!)) unread.push(key)
    }
  }
  return unread
}

describe('every field does something on the site', () => {
  it('checks every collection and global of the Payload config', async () => {
    const payload = await getPayload({ config })
    const ours = (slug: string) => !slug.startsWith('payload-')
    expect(collections.map((c) => c.slug).sort()).toEqual(
      payload.config.collections
        .map((c) => c.slug)
        .filter(ours)
        .sort(),
    )
    expect(globals.map((g) => g.slug).sort()).toEqual(
      payload.config.globals
        .map((g) => g.slug)
        .filter(ours)
        .sort(),
    )
  })

  it('reads every field somewhere in src/, or gives the reason it is admin-only', () => {
    expect(unreadFields(siteSource())).toEqual([])
  })

  it('keeps no stale exception: each admin-only field exists', () => {
    const all = new Set(
      [...collections, ...globals].flatMap((e) =>
        fieldPaths(e.fields).map((p) => `${e.slug}.${p}`),
      ),
    )
    for (const key of Object.keys(ADMIN_ONLY))
      expect(all.has(key), `${key} is not a field`).toBe(true)
  })

  it('fails for a field nothing reads (the check itself)', () => {
    expect(isRead('const x = site.brandName', 'brandName')).toBe(true)
    expect(isRead('const { brandName } = site', 'brandName')).toBe(true)
    expect(isRead("find({ sort: 'order' })", 'order')).toBe(true)
    expect(isRead('const brandNameX = 1 // brandName', 'brandName')).toBe(false)
    // The site without its reads of two settings: both are reported.
    const without = siteSource().replace(/\.(ogImage|bullets)\b/g, '.x')
    expect(unreadFields(without)).toEqual(['features.bullets', 'site-settings.ogImage'])
  })
})
