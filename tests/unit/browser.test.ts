import { describe, expect, it } from 'vitest'
import {
  DEBIAN_CHROMIUM,
  findChromium,
  MISSING_BROWSER_MESSAGE,
  type BrowserProbe,
} from '../../scripts/lib/browser.ts'

const OWN = '/root/.cache/ms-playwright/chromium-1255/chrome-linux/chrome'

/** A machine with these files; the installer, when asked, adds `installs` (or fails). */
function machine(files: string[], opts: { env?: BrowserProbe['env']; installs?: boolean } = {}) {
  const present = new Set(files)
  const calls = { install: 0 }
  const probe: BrowserProbe = {
    env: opts.env ?? {},
    exists: (f) => present.has(f),
    playwrightChromium: () => OWN,
    installPlaywrightChromium: async () => {
      calls.install++
      if (opts.installs) present.add(OWN)
      return opts.installs === true
    },
  }
  return { probe, calls }
}

describe('finding Chromium before npm test starts', () => {
  it('uses CHROMIUM_PATH first, and reports it when it points nowhere', async () => {
    const set = machine(['/opt/chrome', DEBIAN_CHROMIUM], { env: { CHROMIUM_PATH: '/opt/chrome' } })
    expect(await findChromium(set.probe)).toEqual({
      ok: true,
      path: '/opt/chrome',
      source: 'CHROMIUM_PATH',
    })
    const wrong = machine([DEBIAN_CHROMIUM], { env: { CHROMIUM_PATH: '/nope/chrome' } })
    const r = await findChromium(wrong.probe)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toContain(
      'CHROMIUM_PATH is set to /nope/chrome, which does not exist.',
    )
    expect(wrong.calls.install).toBe(0)
  })

  it("then Debian's /usr/bin/chromium, then Playwright's own, without installing anything", async () => {
    const debian = machine([DEBIAN_CHROMIUM, OWN])
    expect(await findChromium(debian.probe)).toMatchObject({ ok: true, path: DEBIAN_CHROMIUM })
    const own = machine([OWN])
    expect(await findChromium(own.probe)).toMatchObject({ ok: true, path: OWN })
    expect(debian.calls.install + own.calls.install).toBe(0)
  })

  it("tries Playwright's installer when there is none, and uses what it installed", async () => {
    const m = machine([], { installs: true })
    expect(await findChromium(m.probe)).toMatchObject({ ok: true, path: OWN })
    expect(m.calls.install).toBe(1)
  })

  it('stops with one message naming what to install when the installer fails too', async () => {
    const m = machine([], { installs: false })
    expect(await findChromium(m.probe)).toEqual({ ok: false, message: MISSING_BROWSER_MESSAGE })
    expect(MISSING_BROWSER_MESSAGE).toContain('apt-get install chromium')
    expect(MISSING_BROWSER_MESSAGE).toContain('npx playwright install chromium')
    expect(MISSING_BROWSER_MESSAGE).toContain('CHROMIUM_PATH')
    expect(m.calls.install).toBe(1)
  })
})
