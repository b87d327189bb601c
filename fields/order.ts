// The list column with "Mover para o topo" (src/components/admin/MoveToTopCell.tsx) for every
// collection the site lists in the admin's drag-and-drop order: nothing to edit or store.
import type { UIField } from 'payload'

export const MOVE_TO_TOP_COLUMN = 'moveToTop'

export const moveToTopField = (titleField: string): UIField => ({
  name: MOVE_TO_TOP_COLUMN,
  type: 'ui',
  label: 'Ordem',
  admin: {
    components: {
      Cell: {
        path: '/src/components/admin/MoveToTopCell.tsx#MoveToTopCell',
        clientProps: { titleField },
      },
    },
  },
})
