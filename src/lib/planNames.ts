// Plan identifiers → names (spec section 3), the grouping of plan cards into tabbed variants, and
// where a new account goes after sign-up for the plan it chose (spec section 4).

export function planDisplayName(
  id: string | null | undefined,
  plans: { planId: string | null; displayName: string }[],
): string {
  const wanted = id?.trim()
  if (!wanted) return 'N/A'
  // `?.`: a plan saved without an identifier (before it was required) names no subscription.
  const found = plans.find((p) => p.planId?.toLowerCase() === wanted.toLowerCase())
  return found ? found.displayName : wanted
}

export type PlanCardGroup<T> = { key: string; group: string; variants: T[] }

/**
 * Plans of group 'single' get a card each; plans sharing another group become one tabbed card. The
 * plans come in the admin's drag-and-drop order: a group's card sits where its first plan is.
 */
export function groupPlans<T extends { group?: string | null }>(plans: T[]): PlanCardGroup<T>[] {
  const cards: PlanCardGroup<T>[] = []
  const byGroup = new Map<string, PlanCardGroup<T>>()
  plans.forEach((plan, i) => {
    const group = plan.group || 'single'
    if (group === 'single') {
      cards.push({ key: `single-${i}`, group, variants: [plan] })
      return
    }
    let card = byGroup.get(group)
    if (!card) {
      card = { key: group, group, variants: [] }
      byGroup.set(group, card)
      cards.push(card)
    }
    card.variants.push(plan)
  })
  return cards
}

/** A plan marked 'Depois do cadastro, ir para a confirmação da conta' (Plans.afterSignupConfirmation). */
export type ConfirmationPlan = { planId: string; name: string }

/**
 * Spec section 4: no chosen plan, or one whose record says so (seeded on Top Afiliado), goes to the
 * account confirmation; any other plan to the upsell. By the plan's stable id, so renaming a plan
 * changes nothing; a plan stored before ids were (name only) is matched by its name.
 */
export function afterSignUpPath(
  chosen: { planId?: string; name: string } | null | undefined,
  confirmationPlans: ConfirmationPlan[],
): '/account-confirmation' | '/upsell' {
  if (!chosen) return '/account-confirmation'
  const confirms = chosen.planId
    ? confirmationPlans.some((p) => p.planId === chosen.planId)
    : confirmationPlans.some((p) => p.name === chosen.name)
  return confirms ? '/account-confirmation' : '/upsell'
}

/**
 * The plan a visitor chose, among the plans on sale: by its stable id, so a plan renamed after it
 * was chosen is still found; a choice stored before ids were (name only) is matched by its name.
 */
export function findChosenPlan<T extends { planId: string; name: string }>(
  chosen: { planId?: string; name: string },
  plans: T[],
): T | undefined {
  return chosen.planId
    ? plans.find((p) => p.planId === chosen.planId)
    : plans.find((p) => p.name === chosen.name)
}
