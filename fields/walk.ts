// Every data field of a write, with the object that holds its value: the one walk over Payload's
// field layout (tabs, rows, collapsibles, groups, arrays) that the write checks share.
import type { Field } from 'payload'

export type FieldValue = {
  field: Field
  /** The field's name: its key in `record`. */
  name: string
  /** The object holding the field's value (the write's data, a group's, an array row). */
  record: Record<string, unknown>
  /** Dotted path of the value, as Payload names it in errors ("prices.mensal.price"). */
  path: string
}

export function* fieldValues(fields: Field[], data: unknown, prefix = ''): Generator<FieldValue> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return
  const record = data as Record<string, unknown>
  for (const f of fields) {
    if (f.type === 'tabs') {
      for (const tab of f.tabs)
        yield* 'name' in tab && tab.name
          ? fieldValues(tab.fields, record[tab.name], `${prefix}${tab.name}.`)
          : fieldValues(tab.fields, data, prefix)
    } else if (f.type === 'row' || f.type === 'collapsible') {
      yield* fieldValues(f.fields, data, prefix)
    } else if (f.type === 'group' && !('name' in f && f.name)) {
      yield* fieldValues(f.fields, data, prefix)
    } else if (f.type === 'ui') {
      continue
    } else if ('name' in f && f.name) {
      const name = f.name
      if (f.type === 'group') yield* fieldValues(f.fields, record[name], `${prefix}${name}.`)
      else if (f.type === 'array' && Array.isArray(record[name]))
        for (const [i, row] of (record[name] as unknown[]).entries())
          yield* fieldValues(f.fields, row, `${prefix}${name}.${i}.`)
      else yield { field: f, name, record, path: `${prefix}${name}` }
    }
  }
}

/** A field holding one string: text, textarea or email, not a list of them. */
const isSingleText = (field: Field) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'email') &&
  !('hasMany' in field && field.hasMany)

/** The path and label of every field of a write whose value `test` picks, to refuse it by name. */
export function fieldPathsWhere(
  fields: Field[],
  data: unknown,
  test: (field: Field, value: unknown) => boolean,
): Array<{ path: string; label: string }> {
  const found: Array<{ path: string; label: string }> = []
  for (const { field, name, record, path } of fieldValues(fields, data)) {
    if (!test(field, record[name])) continue
    found.push({
      path,
      label: 'label' in field && typeof field.label === 'string' ? field.label : name,
    })
  }
  return found
}

/**
 * Text the editor cleared arrives as '' (or spaces), and Payload stores it as such: readers that
 * fall back on an empty value with `??` (a default heading) then show an empty one. Blank text
 * becomes null before the write is validated or saved.
 */
export function blankTextToNull(fields: Field[], data: unknown): void {
  for (const { field, name, record } of fieldValues(fields, data)) {
    const value = record[name]
    if (isSingleText(field) && typeof value === 'string' && value.trim() === '') record[name] = null
  }
}

/**
 * Text fields given something other than text (a number, a list, an object): Payload's length
 * rules measure strings only and its own validators assume one (a TypeError, a 500), while the
 * database would store the value as JSON text. Their paths, to refuse the write.
 */
export function nonTextPaths(
  fields: Field[],
  data: unknown,
): Array<{ path: string; label: string }> {
  return fieldPathsWhere(
    fields,
    data,
    (field, value) =>
      isSingleText(field) && value !== undefined && value !== null && typeof value !== 'string',
  )
}
