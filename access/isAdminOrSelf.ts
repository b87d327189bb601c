import type { Access } from 'payload'

/** Admins manage every admin-panel account; an editor may only change their own (name, password). */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user || user.collection !== 'admins') return false
  if (user.role === 'admin') return true
  return { id: { equals: user.id } }
}
