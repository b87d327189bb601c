import type { Access } from 'payload'

/**
 * Deleting versioned content moves it to the trash (the collections' `trash: true`), from which
 * "Restaurar" brings it back with its versions: any staff member may. Deleting for good (from the
 * trash) deletes the versions too, so only admins may.
 */
export const trashByStaffDeleteByAdmin: Access = ({ req: { user }, data }) => {
  if (!user || user.collection !== 'admins') return false
  return user.role === 'admin' || Boolean((data as { deletedAt?: unknown } | undefined)?.deletedAt)
}
