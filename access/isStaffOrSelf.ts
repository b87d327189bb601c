import type { Access } from 'payload'

/** Staff read every subscriber; a subscriber (signed in through Firebase) only their own record. */
export const isStaffOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (user.collection === 'admins') return true
  return { uid: { equals: user.uid } }
}

/** Admins change any subscriber; a subscriber only their own record (field rules guard the rest). */
export const isAdminOrSelfSubscriber: Access = ({ req: { user } }) => {
  if (!user) return false
  if (user.collection === 'admins') return user.role === 'admin'
  return { uid: { equals: user.uid } }
}
