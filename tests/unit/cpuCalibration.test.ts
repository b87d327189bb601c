// The bench's calibrated Lighthouse runs (scripts/lib/cpuCalibration.ts): the slowdown that brings a
// host of a given benchmarkIndex to Lighthouse's mid-tier phone, per Lighthouse's calculator.
import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from '../../scripts/lib/cpuCalibration.ts'

describe('calibratedSlowdown', () => {
  it("gives the preset's 4× to the host the preset assumes, less to slower hosts", () => {
    expect(calibratedSlowdown(1533)).toBe(4)
    expect(calibratedSlowdown(2000)).toBe(6)
    expect(calibratedSlowdown(1300)).toBe(3)
    expect(calibratedSlowdown(800)).toBe(2)
    expect(calibratedSlowdown(150)).toBe(1)
  })

  it('interpolates between the anchors and keeps the slope past the last one', () => {
    expect(calibratedSlowdown(1050)).toBe(2.5)
    expect(calibratedSlowdown(475)).toBe(1.5)
    expect(calibratedSlowdown(2233)).toBe(7)
  })

  it('refuses a host too slow to emulate the phone, or no reading', () => {
    expect(calibratedSlowdown(149)).toBeNull()
    expect(calibratedSlowdown(Number.NaN)).toBeNull()
  })
})
