import { describe, expect, it } from 'vitest'
import { createAdmission } from '@/server/admission.mjs'

function manualTurns() {
  const turns: Array<() => void> = []
  return {
    schedule: (run: () => void) => void turns.push(run),
    turn: () => turns.shift()?.(),
    pending: () => turns.length,
  }
}

describe('admission of requests into Next.js', () => {
  it('starts at most perTurn requests per turn, in arrival order', () => {
    const t = manualTurns()
    const a = createAdmission({ perTurn: 2, maxWaiting: 100, schedule: t.schedule })
    const started: number[] = []
    for (let i = 0; i < 5; i++) a.admit(() => started.push(i))
    expect(started).toEqual([])
    t.turn()
    expect(started).toEqual([0, 1])
    t.turn()
    t.turn()
    expect(started).toEqual([0, 1, 2, 3, 4])
    expect(t.pending()).toBe(0)
  })

  it('refuses beyond maxWaiting instead of growing, and admits again once the queue drains', () => {
    const t = manualTurns()
    const a = createAdmission({ perTurn: 3, maxWaiting: 3, schedule: t.schedule })
    expect([1, 2, 3, 4].map(() => a.admit(() => {}))).toEqual([true, true, true, false])
    expect(a.waiting()).toBe(3)
    t.turn()
    expect(a.waiting()).toBe(0)
    expect(a.admit(() => {})).toBe(true)
  })

  it('a purge this instance sends itself goes ahead of the visitors, even with the queue full', () => {
    const t = manualTurns()
    const a = createAdmission({ perTurn: 1, maxWaiting: 2, schedule: t.schedule })
    const started: string[] = []
    a.admit(() => started.push('visitor 1'))
    a.admit(() => started.push('visitor 2'))
    expect(a.admit(() => started.push('visitor 3'))).toBe(false)
    a.admitFirst(() => started.push('purge'))
    t.turn()
    expect(started).toEqual(['purge'])
    t.turn()
    t.turn()
    expect(started).toEqual(['purge', 'visitor 1', 'visitor 2'])
  })
})
