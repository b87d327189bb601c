// Validates the Dockerfile offline: this machine has no Docker engine to build it. Part of
// `npm run lint`.
// 1. Syntax, with dockerfile-utils (the linter behind the Docker language server).
// 2. The runtime stage copies every repository file that the image's entry points import: the
//    server (server.mjs) and the release step (scripts/migrate.mjs, which loads payload.config.ts
//    through Payload's CLI). A folder missing from the image only fails when the image runs, which
//    nothing here can do; walking the imports catches it now.
import fs from 'node:fs'
import path from 'node:path'
import { validate } from 'dockerfile-utils'

const ROOT = path.resolve(import.meta.dirname, '..')
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
const problems = validate(dockerfile).map(
  (p) => `Dockerfile:${p.range.start.line + 1}: ${p.message}`,
)

const ENTRY_POINTS = ['server.mjs', 'scripts/migrate.mjs', 'payload.config.ts']
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.js']
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g

/** Repository files reachable from the entry points through relative and `@/` imports. */
export function importedFiles(root = ROOT, entries = ENTRY_POINTS) {
  const seen = new Set()
  const queue = entries.map((e) => path.join(root, e))
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    if (!/\.(m?js|tsx?)$/.test(file)) continue
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = spec.startsWith('@/')
        ? path.join(root, 'src', spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null
      if (!base) continue
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      )
      if (found) queue.push(found)
    }
  }
  return [...seen].map((f) => path.relative(root, f))
}

/** Sources the runtime stage copies from the build context (`COPY` without `--from`). */
export function runtimeCopies(text) {
  const runtime = text.split(/^FROM\s.*\bAS\s+runtime\s*$/im)[1] ?? ''
  return runtime
    .split('\n')
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/i.test(line))
    .flatMap((line) => {
      const args = line
        .split(/\s+/)
        .slice(1)
        .filter((a) => !a.startsWith('--'))
      return args.slice(0, -1).map((a) => a.replace(/^\.\//, '').replace(/\/$/, ''))
    })
}

const copied = runtimeCopies(dockerfile)
for (const file of importedFiles()) {
  if (!copied.some((src) => file === src || file.startsWith(`${src}/`)))
    problems.push(`Dockerfile: the runtime stage does not copy ${file}, which the image imports`)
}

for (const p of problems) console.error(p)
if (problems.length) process.exit(1)
console.log('Dockerfile: no problems')
