// Plan identifiers → names (spec section 3) and the grouping of plan cards into tabbed variants.

export function planDisplayName(id: string | null | undefined, plans: { planId: string; displayName: string }[]): string {
  const wanted = id?.trim()
  if (!wanted) return 'N/A'
  const found = plans.find((p) => p.planId.toLowerCase() === wanted.toLowerCase())
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
