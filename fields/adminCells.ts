// List cells a marketer reads in Portuguese: a checkbox column says "Sim"/"Não"
// (src/components/admin/YesNoCell.tsx), wherever the checkbox is in the schema.
import type { CollectionConfig, Field } from 'payload'

export const YES_NO_CELL = '/src/components/admin/YesNoCell.tsx#YesNoCell'

/** The fields with every checkbox (in groups, rows, tabs, arrays too) given the Sim/Não list cell. */
export function withYesNoCells(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'checkbox')
      return {
        ...field,
        admin: {
          ...field.admin,
          components: { Cell: YES_NO_CELL, ...field.admin?.components },
        },
      }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: withYesNoCells(tab.fields) })),
      }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withYesNoCells(field.fields) } as Field
    return field
  })
}

/** Every collection with its checkboxes' list cells in Sim/Não. */
export function yesNoCells(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((c) => ({ ...c, fields: withYesNoCells(c.fields) }))
}
