// Admin field rules, run in unit tests the way Payload runs them when a form is submitted.
import type { CollectionConfig, Field, GlobalConfig, PayloadRequest } from 'payload'

/** A named field anywhere in a config (tabs, rows, collapsibles, arrays), by its dotted path. */
export function fieldAt(config: CollectionConfig | GlobalConfig, path: string): Field {
  const find = (fields: Field[], names: string[]): Field | undefined => {
    for (const f of fields) {
      if (f.type === 'tabs') {
        for (const tab of f.tabs) {
          const hit = find(tab.fields, names)
          if (hit) return hit
        }
      } else if (f.type === 'row' || f.type === 'collapsible') {
        const hit = find(f.fields, names)
        if (hit) return hit
      } else if ('name' in f && f.name === names[0]) {
        return names.length === 1 ? f : find((f as { fields: Field[] }).fields, names.slice(1))
      }
    }
    return undefined
  }
  const field = find(config.fields, path.split('.'))
  if (!field) throw new Error(`no field ${path}`)
  return field
}

/** The field's own validation of `value` on submit, with `req` standing in for the request. */
export function validateField(field: Field, value: unknown, req: PayloadRequest): unknown {
  return (field as { validate?: (v: unknown, args: unknown) => unknown }).validate?.(value, {
    ...(field as object),
    req,
    data: {},
    siblingData: {},
    operation: 'update',
    event: 'submit',
  })
}
