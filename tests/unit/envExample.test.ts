// Production is configured by environment variables only, and every one is documented in
// .env.example: a variable the code reads that the file never names is one an operator cannot know.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SOURCES = ['src', 'collections', 'globals', 'hooks', 'access', 'fields', 'scripts']
const FILES = ['payload.config.ts', 'server.mjs', 'next.config.mjs']
// Set by Node.js or Next.js themselves, not by an operator.
const FRAMEWORK = new Set(['NEXT_RUNTIME', 'NEXT_PHASE', 'PAYLOAD_DISABLE_DEPENDENCY_CHECKER'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : []
  })
}

// The server's own code: the test and bench harnesses' variables (TEST_BASE_URL...) are theirs.
const HARNESSES =
  /scripts\/(test|bench|resilience|cluster|lib\/(testDoubles|firebaseEmulator|chromium))/

describe('.env.example', () => {
  it('names every variable the server, the build and the npm scripts read', () => {
    const files = [
      ...SOURCES.flatMap((d) => sourceFiles(path.join(ROOT, d))),
      ...FILES.map((f) => path.join(ROOT, f)),
    ].filter((f) => !HARNESSES.test(path.relative(ROOT, f)))
    const read = new Set<string>()
    for (const file of files)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g))
        read.add(m[1]!)
    const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')
    const missing = [...read]
      .filter((name) => !FRAMEWORK.has(name))
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(example))
      .sort()
    expect(read.size).toBeGreaterThan(30)
    expect(missing).toEqual([])
  })
})
