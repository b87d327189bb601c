// Every npm script reads `.env` from the project root when there is one (Node's own loader);
// variables already set in the environment win. ENV_FILE names another file, or `none` for no file
// at all: the test and load harnesses set it, so a developer's `.env` never reaches a test.
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')

/**
 * The file `loadDotEnv` reads, or null.
 * @param {{ ENV_FILE?: string }} env
 */
export function dotEnvFile(env = process.env) {
  const named = env.ENV_FILE?.trim()
  if (named === 'none') return null
  return path.resolve(ROOT, named || '.env')
}

export function loadDotEnv() {
  const file = dotEnvFile()
  if (file && fs.existsSync(file)) process.loadEnvFile(file)
}
