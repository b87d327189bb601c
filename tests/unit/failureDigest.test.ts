// npm test reprints the failed tests at its end, read from the runners' JSON reports (shapes as
// Vitest 4 and Playwright 1.5x write them).
import { describe, expect, it } from 'vitest'
import {
  formatFailures,
  playwrightFailures,
  vitestFailures,
} from '../../scripts/lib/failureDigest.ts'

const ROOT = '/repo'

describe('vitest report', () => {
  it('names each failed test with its file and first message lines, and a file that failed outside its tests', () => {
    const failures = vitestFailures(
      'integration',
      {
        testResults: [
          {
            name: '/repo/tests/integration/a.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [
              {
                fullName: 'grupo falha',
                status: 'failed',
                failureMessages: [
                  'AssertionError: expected 1 to be 2 // Object.is equality\n    at /repo/tests/integration/a.test.ts:2:57',
                ],
              },
              { fullName: 'grupo passa', status: 'passed', failureMessages: [] },
            ],
          },
          {
            name: '/repo/tests/integration/b.test.ts',
            status: 'failed',
            message: 'Error: Hook timed out in 120000ms.',
            assertionResults: [{ fullName: 'x', status: 'skipped', failureMessages: [] }],
          },
          { name: '/repo/tests/integration/c.test.ts', status: 'passed', assertionResults: [] },
        ],
      },
      ROOT,
    )
    expect(failures).toEqual([
      {
        stage: 'integration',
        test: 'tests/integration/a.test.ts › grupo falha',
        message: 'AssertionError: expected 1 to be 2 // Object.is equality',
      },
      {
        stage: 'integration',
        test: 'tests/integration/b.test.ts',
        message: 'Error: Hook timed out in 120000ms.',
      },
    ])
  })
})

describe('playwright report', () => {
  const failing = (status: string) => ({
    title: 'a.spec.ts',
    file: 'a.spec.ts',
    specs: [{ title: 'fora', tests: [{ status: 'expected', results: [{}] }] }],
    suites: [
      {
        title: 'grupo',
        file: 'a.spec.ts',
        specs: [
          {
            title: 'falha',
            file: 'a.spec.ts',
            tests: [
              {
                status,
                results: [
                  {
                    error: {
                      message:
                        'Error: \u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: \u001b[32m2\u001b[39m\nReceived: 1',
                    },
                  },
                  {},
                ],
              },
            ],
          },
        ],
      },
    ],
  })

  it('names a failed test by file, describe blocks and title, without colours', () => {
    expect(playwrightFailures('e2e', { suites: [failing('unexpected')], errors: [] })).toEqual([
      {
        stage: 'e2e',
        test: 'a.spec.ts › grupo › falha',
        message: 'Error: expect(received).toBe(expected) · Expected: 2 · Received: 1',
      },
    ])
  })

  it('reports a test that passed only on retry as flaky, and errors outside tests', () => {
    const out = playwrightFailures('e2e', {
      suites: [failing('flaky')],
      errors: [{ message: 'Error: No tests found' }],
    })
    expect(out.map((f) => f.message)).toEqual([
      'passed on retry; first: Error: expect(received).toBe(expected) · Expected: 2 · Received: 1',
      'Error: No tests found',
    ])
    expect(formatFailures(out)).toContain('✗ [e2e] a.spec.ts › grupo › falha')
  })
})
