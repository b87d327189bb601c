// Rich text saved before the editor lost its relationship block and internal links
// (payload.config.ts) would no longer open in the admin (Lexical refuses unknown node types) nor
// publish (internal is no longer a link type). What the site showed of them is kept: an internal
// link becomes its text, a relationship block (which the site never showed) goes.

type Node = { type?: unknown; children?: unknown; fields?: { linkType?: unknown } }

function clean(nodes: unknown[]): { nodes: unknown[]; changed: boolean } {
  let changed = false
  const out: unknown[] = []
  for (const node of nodes) {
    if (!node || typeof node !== 'object') {
      out.push(node)
      continue
    }
    const n = node as Node
    if (n.type === 'relationship') {
      changed = true
      continue
    }
    const inner = Array.isArray(n.children) ? clean(n.children) : null
    if (n.type === 'link' && n.fields?.linkType === 'internal') {
      changed = true
      out.push(...(inner?.nodes ?? []))
      continue
    }
    if (inner?.changed) {
      changed = true
      out.push({ ...n, children: inner.nodes })
    } else out.push(node)
  }
  return { nodes: out, changed }
}

/** The editor state without nodes the editor no longer has, or null when there were none. */
export function withoutRetiredNodes<T>(state: T): T | null {
  if (!state || typeof state !== 'object') return null
  const root = (state as { root?: Node }).root
  if (!root || !Array.isArray(root.children)) return null
  const { nodes, changed } = clean(root.children)
  return changed ? ({ ...state, root: { ...root, children: nodes } } as T) : null
}
