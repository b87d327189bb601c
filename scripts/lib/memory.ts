// Memory of the app server. Next may run work in child processes, so the figure is the largest
// of the process tree.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

/** `VmRSS` (now) or `VmHWM` (peak so far) in kB, the largest in the process tree of `pid`. */
export function treeMemoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const pids = [
    pid,
    ...spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number),
  ]
  let max = 0
  for (const p of pids) {
    try {
      const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
        fs.readFileSync(`/proc/${p}/status`, 'utf8'),
      )
      if (m) max = Math.max(max, Number(m[1]))
    } catch {
      /* exited */
    }
  }
  return max
}
