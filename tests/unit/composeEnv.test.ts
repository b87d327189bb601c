// docker-compose.yml's `environment:` overrides its `env_file: .env`: a variable .env.example tells
// operators to set, written there as a plain value, silently ignores what they set
// (TRUSTED_PROXY_HOPS: '1' kept behind-a-cloud-balancer deployments at 1 instead of 2).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { productionProblems } from '@/lib/runtimeMode.mjs'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

// Fixed by the compose file on purpose, and said so in .env.example: its own database service and
// the path its media volume is mounted at. An operator's value there would point elsewhere.
const FIXED_BY_COMPOSE = new Set(['DATABASE_URI', 'MEDIA_DIR'])

/** Every `NAME: value` under an `environment:` key, as written (plain text: no YAML library needed). */
function composeEnvironment(text: string): { name: string; value: string }[] {
  const entries: { name: string; value: string }[] = []
  let blockIndent = -1
  for (const line of text.split('\n')) {
    if (/^\s*(#.*)?$/.test(line)) continue
    const indent = line.length - line.trimStart().length
    const open = /^(\s*)environment:\s*$/.exec(line)
    if (open) {
      blockIndent = indent
      continue
    }
    if (blockIndent < 0) continue
    if (indent <= blockIndent) {
      blockIndent = -1
      continue
    }
    const entry = /^\s+-?\s*([A-Z][A-Z0-9_]*)\s*[:=]\s*(.*)$/.exec(line)
    if (entry)
      entries.push({ name: entry[1]!, value: entry[2]!.trim().replace(/^(['"])(.*)\1$/, '$2') })
  }
  return entries
}

describe('docker-compose.yml', () => {
  const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8')
  const documented = (name: string) => new RegExp(`^#?\\s*${name}=`, 'm').test(example)

  it('reads every environment entry .env.example documents from .env (${VAR:-default}), not a fixed value', () => {
    const entries = composeEnvironment(compose)
    expect(entries.map((e) => e.name)).toContain('TRUSTED_PROXY_HOPS')
    const fixed = entries
      .filter((e) => documented(e.name) && !FIXED_BY_COMPOSE.has(e.name))
      .filter((e) => !new RegExp(`^\\$\\{${e.name}(:?[-?][^}]*)?\\}$`).test(e.value))
      .map((e) => `${e.name}: ${e.value}`)
    expect(fixed).toEqual([])
  })

  it('the values it fixes on purpose are still there, and .env.example says the compose file sets them', () => {
    const names = new Set(composeEnvironment(compose).map((e) => e.name))
    for (const name of FIXED_BY_COMPOSE) {
      expect(names).toContain(name)
      expect(example.slice(example.indexOf('--- docker-compose.yml only ---'))).toContain(name)
    }
  })

  // Review: the release step seeds the store logos through Payload, which writes their files to
  // MEDIA_DIR. Without the media volume they went to the migrate container's own disk, gone when it
  // exited, and every store logo answered 404 (when S3_BUCKET is not set).
  it('the release step writes uploads where the app instances read them', () => {
    const block = (name: string) => {
      const start = compose.indexOf(`\n  ${name}:\n`)
      expect(start, name).toBeGreaterThan(-1)
      const next = compose.slice(start + 1).search(/\n {2}[a-z0-9_-]+:\n|\n[a-z]/)
      return compose.slice(start, next < 0 ? undefined : start + 1 + next)
    }
    const app = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'))
    for (const text of [app, block('migrate')]) {
      expect(text).toContain('- media:/app/media')
      expect(text).toMatch(/MEDIA_DIR: \/app\/media/)
    }
  })

  it('finds entries in map and list form, and the end of a block', () => {
    expect(
      composeEnvironment(
        [
          'x:',
          '  environment:',
          '    # a comment',
          "    A: '1'",
          '    B: ${B:-2}',
          '  image: nginx',
          '  C: 3',
          'y:',
          '  environment:',
          '    - D=4',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: '${B:-2}' },
      { name: 'D', value: '4' },
    ])
  })
})

describe('docker-compose.yml and the production start check', () => {
  it('gives no default to a variable production refuses to start without (TRUSTED_PROXY_HOPS)', () => {
    // The bare names productionProblems lists for an empty configuration: each one required.
    const required = new Set(
      productionProblems({ NODE_ENV: 'production' }).filter((p) => /^[A-Z0-9_]+$/.test(p)),
    )
    expect(required).toContain('TRUSTED_PROXY_HOPS')
    const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')
    const defaulted = composeEnvironment(compose)
      .filter((e) => required.has(e.name) && !FIXED_BY_COMPOSE.has(e.name))
      .filter((e) => !new RegExp(`^\\$\\{${e.name}:\\?[^}]+\\}$`).test(e.value))
      .map((e) => `${e.name}: ${e.value}`)
    expect(defaulted).toEqual([])
  })
})
