'use client'
import { useEffect } from 'react'
import { useAuth } from './AuthProvider.tsx'

/** In the account pages' layout: they sign in or act for the signed-in user, so Firebase is followed
 * from their first render even in a browser that has never run it (AuthProvider). */
export function FollowSignIn() {
  const { start } = useAuth()
  useEffect(() => start(), [start])
  return null
}
