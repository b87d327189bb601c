import type { Access, FieldAccess } from 'payload'

export const isAdmin: Access = ({ req: { user } }) =>
  Boolean(user && user.collection === 'admins' && user.role === 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) =>
  Boolean(user && user.collection === 'admins' && user.role === 'admin')
