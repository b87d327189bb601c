import type { Access, FieldAccess, PayloadRequest } from 'payload'

const staff = (user: PayloadRequest['user']): boolean =>
  Boolean(user && user.collection === 'admins')

/** Any signed-in admin-panel user: role `admin` or `editor`. */
export const isStaff: Access = ({ req: { user } }) => staff(user)

/** The same rule in the boolean form Payload wants for entering /admin. */
export const canEnterAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => staff(user)

/** Field-level: a field only staff may read (campaign notes and the like). */
export const isStaffField: FieldAccess = ({ req: { user } }) => staff(user)
