// Every string of the pt-BR catalogue is shown somewhere: an unused one is sent to every browser
// for nothing and misleads whoever edits the copy (they change it, and nothing on the site changes).
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { messages } from '@/i18n/pt-BR.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** Ids built from a prefix at run time, with where. */
const DYNAMIC: Record<string, string> = {
  'success.': 'ResultCard: `${kind}.title`, `${kind}.text`',
  'canceled.': 'ResultCard: `${kind}.title`, `${kind}.text`, `${kind}.over`',
  'awaited.': 'ResultCard: `${kind}.title`, `${kind}.text`, `${kind}.over`',
  'promoStatus.': 'PromoStatusCell: `promoStatus.${status}`',
}

function source(): string {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name)
      if (rel.startsWith(path.join('src', 'i18n', 'messages'))) continue
      if (entry.isDirectory()) walk(rel)
      else if (/\.(ts|tsx)$/.test(entry.name))
        out.push(fs.readFileSync(path.join(ROOT, rel), 'utf8'))
    }
  }
  walk('src')
  return out.join('\n')
}

it('uses every message of the catalogue, by its id or a prefix built at run time', () => {
  const src = source()
  const unused = Object.keys(messages).filter(
    (id) =>
      !src.includes(`'${id}'`) &&
      !src.includes(`"${id}"`) &&
      !Object.keys(DYNAMIC).some((prefix) => id.startsWith(prefix)),
  )
  expect(unused).toEqual([])
})

it('keeps no stale prefix: each names messages that exist and code that builds them', () => {
  const src = source()
  for (const prefix of Object.keys(DYNAMIC)) {
    expect(
      Object.keys(messages).some((id) => id.startsWith(prefix)),
      prefix,
    ).toBe(true)
  }
  expect(src).toContain('`${props.kind}.title`')
})
