// The server's one logger: Payload's (pino), given to payload.config.ts as its logger, and used by
// server.mjs and by modules that run without a Payload request. Production writes one JSON object
// per line to stdout for a log collector; local runs print Payload's usual readable lines.
// Plain JavaScript: server.mjs imports it without a build step. Kept process-wide because Next
// bundles its own copy of this module beside server.mjs's.
import { pino } from 'pino'
import pretty from 'pino-pretty'
import { isProductionMode } from '../lib/runtimeMode.mjs'

const KEY = Symbol.for('busqy.logger')

/** @returns {import('pino').Logger} */
function create() {
  const options = {
    name: 'busqy',
    // One of LOG_LEVELS, checked before the server loads this (runtimeMode.mjs settingProblems).
    level: process.env.LOG_LEVEL?.trim() || 'info',
    enabled: process.env.DISABLE_LOGGING !== 'true',
  }
  if (isProductionMode(process.env)) return pino(options)
  return pino(
    options,
    pretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
  )
}

const store = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (
  /** @type {unknown} */ (globalThis)
)
export const logger = (store[KEY] ??= create())
