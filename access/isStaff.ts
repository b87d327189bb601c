import type { Access, FieldAccess, PayloadRequest } from 'payload'

const staff = (user: PayloadRequest['user']): boolean =>
  Boolean(user && user.collection === 'admins')

/** Any signed-in admin-panel user: role `admin` or `editor`. */
export const isStaff: Access = ({ req: { user } }) => staff(user)

/** The same rule in the boolean form Payload wants for entering /admin. */
export const canEnterAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => staff(user)

/** Field-level: a field only staff may read (campaign notes and the like). */
export const isStaffField: FieldAccess = ({ req: { user } }) => staff(user)

/**
 * Uploads: anyone gets a file by its address (the pages link to them); only staff list or read the
 * records, so an image only a draft uses (next week's campaign banner) is listed to nobody else.
 */
export const filesForAnyoneRecordsForStaff: Access = ({ req: { user }, isReadingStaticFile }) =>
  Boolean(isReadingStaticFile) || staff(user)
