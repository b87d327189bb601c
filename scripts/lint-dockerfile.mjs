// Validates the Dockerfile offline (dockerfile-utils, the linter behind the Docker language server):
// this machine has no Docker engine to build it. Part of `npm run lint`.
import fs from 'node:fs'
import path from 'node:path'
import { validate } from 'dockerfile-utils'

const file = path.resolve(import.meta.dirname, '..', 'Dockerfile')
const problems = validate(fs.readFileSync(file, 'utf8'))
for (const p of problems) console.error(`Dockerfile:${p.range.start.line + 1}: ${p.message}`)
if (problems.length) process.exit(1)
console.log('Dockerfile: no problems')
