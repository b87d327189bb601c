import { describe, expect, it } from 'vitest'
import { tabKeyTarget } from '@/lib/tabKeys.ts'

describe('tabKeyTarget', () => {
  it('moves to the neighbouring tab and wraps round at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1)
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0)
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1)
  })
  it('Home and End go to the first and last tab', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0)
    expect(tabKeyTarget('End', 0, 3)).toBe(2)
  })
  it('leaves every other key, and an empty list, alone', () => {
    expect(tabKeyTarget('PageDown', 1, 3)).toBeNull()
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull()
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull()
  })
})
