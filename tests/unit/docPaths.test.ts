// The docs name files of this repository in backticks; a wrong one sends a reader looking for code
// that is elsewhere (docs/caching.md named src/server/responseCache.mjs, which is in src/server/cache/).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
]
const REPO_PATH =
  /`((?:src|scripts|tests|hooks|collections|globals|fields|access|deploy|bench|migrations)\/[^`\s]+)`/g

describe('file paths in the docs', () => {
  it('every `src/…`, `scripts/…` (and other top-level folder) path a doc names exists', () => {
    const missing: string[] = []
    for (const doc of DOCS) {
      const text = fs.readFileSync(path.join(ROOT, doc), 'utf8')
      for (const [, named] of text.matchAll(REPO_PATH)) {
        const file = named!.replace(/[#:].*$/, '')
        if (!fs.existsSync(path.join(ROOT, file))) missing.push(`${doc}: ${named}`)
      }
    }
    expect(missing).toEqual([])
  })
})
