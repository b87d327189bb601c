// The Chromium the end-to-end tests drive, found before `npm test` starts anything: a machine
// without one learns it in seconds, with one message, not after minutes of other stages.
import fs from 'node:fs'
import path from 'node:path'
import { DATA_DIR } from './localEnv.ts'
import { bin, run } from './proc.ts'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const INSTALL_LOG = path.join(DATA_DIR, 'playwright-install.log')

export type BrowserFound = { ok: true; path: string; source: string }
export type BrowserMissing = { ok: false; message: string }

export type BrowserProbe = {
  env: { CHROMIUM_PATH?: string | undefined }
  exists: (file: string) => boolean
  /** Where Playwright keeps its own Chromium (installed there or not). */
  playwrightChromium: () => string
  /** `npx playwright install chromium`: true when it exited 0. */
  installPlaywrightChromium: () => Promise<boolean>
  log?: (line: string) => void
}

export const MISSING_BROWSER_MESSAGE = [
  'npm test needs Chromium for the end-to-end tests and found none.',
  'Install one of these, then run npm test again:',
  `  - Debian or Ubuntu: apt-get install chromium   (gives ${DEBIAN_CHROMIUM})`,
  '  - anywhere Playwright can download: npx playwright install chromium',
  '  - or set CHROMIUM_PATH to an installed Chromium or Chrome executable.',
  '(npm test -- --only unit or --only integration needs no browser.)',
].join('\n')

/** CHROMIUM_PATH, then Debian's Chromium, then Playwright's own, else Playwright's installer. */
export async function findChromium(probe: BrowserProbe): Promise<BrowserFound | BrowserMissing> {
  const given = probe.env.CHROMIUM_PATH
  if (given) {
    // A path set on purpose that is wrong is a mistake to report, not to work around.
    return probe.exists(given)
      ? { ok: true, path: given, source: 'CHROMIUM_PATH' }
      : {
          ok: false,
          message: `CHROMIUM_PATH is set to ${given}, which does not exist.\n\n${MISSING_BROWSER_MESSAGE}`,
        }
  }
  if (probe.exists(DEBIAN_CHROMIUM))
    return { ok: true, path: DEBIAN_CHROMIUM, source: 'Debian package' }
  const own = probe.playwrightChromium()
  if (probe.exists(own)) return { ok: true, path: own, source: "Playwright's Chromium" }
  probe.log?.(
    'No Chromium found: trying `npx playwright install chromium` (output in .data/playwright-install.log) ...',
  )
  if ((await probe.installPlaywrightChromium()) && probe.exists(own))
    return { ok: true, path: own, source: "Playwright's Chromium (just installed)" }
  return { ok: false, message: MISSING_BROWSER_MESSAGE }
}

/** The probe of this machine. */
export async function machineProbe(): Promise<BrowserProbe> {
  const { chromium } = await import('@playwright/test')
  return {
    env: { CHROMIUM_PATH: process.env.CHROMIUM_PATH },
    exists: (file) => fs.existsSync(file),
    playwrightChromium: () => chromium.executablePath(),
    installPlaywrightChromium: async () => {
      // Its progress bars and, where the download host is unreachable, its stack traces go to a log:
      // the person reads one message either way.
      fs.mkdirSync(DATA_DIR, { recursive: true })
      const log = fs.openSync(INSTALL_LOG, 'w')
      try {
        // A download host that answers slowly must not hold the run: five minutes at most.
        return (
          (await run(bin('playwright'), ['install', 'chromium'], {
            stdio: ['ignore', log, log],
            timeout: 5 * 60_000,
          })) === 0
        )
      } catch {
        return false
      } finally {
        fs.closeSync(log)
      }
    },
    log: (line) => console.log(line),
  }
}
