import { defineConfig, devices } from '@playwright/test'

// `npm test` finds the browser first (scripts/lib/browser.ts) and passes it as CHROMIUM_PATH.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry still fails the run (npm test decides by the exit code):
  // the retry tells a race from a steady failure (the digest says "passed on retry"), never ships it.
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test reads the JSON report for its digest of failed tests (scripts/lib/failureDigest.ts).
  reporter: process.env.TEST_REPORT_FILE
    ? [['list'], ['json', { outputFile: process.env.TEST_REPORT_FILE }]]
    : [['list']],
  use: {
    baseURL: process.env.TEST_BASE_URL || 'http://127.0.0.1:3100',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
