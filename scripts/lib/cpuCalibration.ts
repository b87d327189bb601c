// Lighthouse's CPU slowdown calibrated to this host, as Lighthouse's docs/throttling.md ("Calibrating
// the CPU slowdown") advises: its mobile preset slows the CPU a constant 4× to bring a high-end
// desktop (benchmarkIndex ~1500–2000) down to a mid-tier phone, so on a slower host 4× emulates a
// slower phone than the preset means. The bench reports, beside each run, the slowdown this gives
// for the run's own benchmarkIndex: above 4×, the preset was lenient with this host, not harsh.

/**
 * benchmarkIndex → the multiplier that brings this host to Lighthouse's mid-tier phone: the anchor
 * points of Lighthouse's CPU throttling calculator (linked from docs/throttling.md), joined by
 * straight lines. Below 150 the host is too slow to emulate that phone at all: null.
 */
const ANCHORS: ReadonlyArray<readonly [benchmarkIndex: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
]

export function calibratedSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < ANCHORS[0]![0]) return null
  for (let i = 1; i < ANCHORS.length; i++) {
    const [x0, y0] = ANCHORS[i - 1]!
    const [x1, y1] = ANCHORS[i]!
    if (benchmarkIndex <= x1) return round1(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0))
  }
  // Past the last anchor the calculator keeps the same slope (one step per 233).
  const [xn, yn] = ANCHORS.at(-1)!
  return round1(yn + (benchmarkIndex - xn) / 233)
}

const round1 = (n: number) => Math.round(n * 10) / 10
