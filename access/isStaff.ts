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
 * A file is granted as a condition that every record meets, not as `true`: Payload then looks up the
 * file's record itself and hands it to the storage adapter, which would otherwise look it up again
 * with the visitor's access (S3: refused, and every image answered 500).
 */
export const filesForAnyoneRecordsForStaff: Access = ({ req: { user }, isReadingStaticFile }) =>
  staff(user) || (isReadingStaticFile ? { id: { exists: true } } : false)
