import { describe, expect, it } from 'vitest'
import { editorDiscountProblem, editorPriceDropProblem } from '@/lib/guardrails.ts'

describe('editor guardrails', () => {
  it('refuses a discount above the limit unless it is the one already published', () => {
    expect(editorDiscountProblem(50, null, 50)).toBeNull()
    expect(editorDiscountProblem(51, null, 50)).toContain('acima de 50%')
    expect(editorDiscountProblem(51, 40, 50)).toContain('administrador')
    expect(editorDiscountProblem(70, 70, 50)).toBeNull()
    expect(editorDiscountProblem(30, 30, 20)).toBeNull()
  })

  it('refuses a price cut of more than 30 % of the published price, naming both prices', () => {
    expect(editorPriceDropProblem(6853, 9790)).toBeNull() // exactly 30 % off
    const problem = editorPriceDropProblem(6852, 9790)
    expect(problem).toContain('mais de 30%')
    expect(problem).toContain('de R$ 97,90 para R$ 68,52')
    expect(editorPriceDropProblem(19790, 9790)).toBeNull()
  })

  it('leaves a price without a published one (a new plan or period) to the other rules', () => {
    expect(editorPriceDropProblem(100, null)).toBeNull()
    expect(editorPriceDropProblem(100, undefined)).toBeNull()
    expect(editorPriceDropProblem(100, 0)).toBeNull()
  })
})
