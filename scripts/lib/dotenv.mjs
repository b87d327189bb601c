// Every npm script reads `.env` from the project root when there is one (Node's own loader);
// variables already set in the environment win.
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

export function loadDotEnv() {
  const file = path.join(ROOT, '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
}
