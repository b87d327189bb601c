// The failed tests of a run, read from the JSON reports of Vitest and Playwright, printed once more at
// the very end of `npm test`: a CI log is often read from its tail, where later stages' output has
// pushed each runner's own summary out of sight.
import fs from 'node:fs'

export type Failure = { stage: string; test: string; message: string }

type VitestReport = {
  testResults?: Array<{
    name?: string
    status?: string
    message?: string
    assertionResults?: Array<{ fullName?: string; status?: string; failureMessages?: string[] }>
  }>
}

type PlaywrightSuite = {
  title?: string
  file?: string
  specs?: Array<{
    title?: string
    file?: string
    tests?: Array<{ status?: string; results?: Array<{ error?: { message?: string } }> }>
  }>
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = { suites?: PlaywrightSuite[]; errors?: Array<{ message?: string }> }

/** The first three lines that say something (Playwright's first is often only "expect(…).toBe(…)"),
 * without terminal colours or stack frames, at most 300 characters. */
export function firstLine(text: string | undefined): string {
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  const lines = plain
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '))
  return lines.slice(0, 3).join(' · ').slice(0, 300)
}

const relative = (file: string | undefined, root: string) =>
  (file ?? '?').startsWith(root) ? (file ?? '?').slice(root.length + 1) : (file ?? '?')

export function vitestFailures(stage: string, report: VitestReport, root: string): Failure[] {
  const out: Failure[] = []
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root)
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed)
      out.push({
        stage,
        test: `${name} › ${a.fullName ?? '?'}`,
        message: firstLine(a.failureMessages?.[0]),
      })
    // A file that failed outside its tests (an import, a beforeAll): no assertion says so.
    if (file.status === 'failed' && failed.length === 0)
      out.push({ stage, test: name, message: firstLine(file.message) })
  }
  return out
}

export function playwrightFailures(stage: string, report: PlaywrightReport): Failure[] {
  const out: Failure[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here =
      suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue
        const results = t.results ?? []
        const message = firstLine(results.find((r) => r.error?.message)?.error?.message)
        out.push({
          stage,
          test: [spec.file ?? suite.file ?? '?', ...here, spec.title ?? '?'].join(' › '),
          message: t.status === 'flaky' ? `passed on retry; first: ${message}` : message,
        })
      }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const e of report.errors ?? [])
    out.push({ stage, test: '(run)', message: firstLine(e.message) })
  return out
}

/** The failures in a stage's report file; none when the file is missing or unreadable (the stage's
 * own exit code still fails the run). */
export function readFailures(
  stage: string,
  kind: 'vitest' | 'playwright',
  file: string,
  root: string,
): Failure[] {
  let report: unknown
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return []
  }
  return kind === 'vitest'
    ? vitestFailures(stage, report as VitestReport, root)
    : playwrightFailures(stage, report as PlaywrightReport)
}

export function formatFailures(failures: Failure[]): string {
  return failures.map((f) => `  ✗ [${f.stage}] ${f.test}\n      ${f.message}`).join('\n')
}
