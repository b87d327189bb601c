import { describe, expect, it } from 'vitest'
import {
  FIREBASE_DATABASE,
  FIREBASE_USER_KEY_PREFIX,
  mayHaveFirebaseUser,
} from '@/client/firebaseSession.ts'

const storage = (...keys: string[]) => ({
  length: keys.length,
  key: (i: number) => keys[i] ?? null,
})
const databases =
  (...names: string[]) =>
  async () =>
    names.map((name) => ({ name }))

describe('mayHaveFirebaseUser (public pages skip the Firebase SDK when it is false)', () => {
  it('is false only when no storage holds a Firebase user and Firebase never created its database', async () => {
    expect(
      await mayHaveFirebaseUser({
        storages: [storage('selectedPlan', 'utm_source'), storage()],
        listDatabases: databases('something-else'),
      }),
    ).toBe(false)
  })

  it('is true once Firebase has run here (its IndexedDB database exists)', async () => {
    expect(
      await mayHaveFirebaseUser({
        storages: [storage(), storage()],
        listDatabases: databases(FIREBASE_DATABASE),
      }),
    ).toBe(true)
  })

  it('is true with a user kept in local or session storage (browsers without IndexedDB)', async () => {
    const key = `${FIREBASE_USER_KEY_PREFIX}demo-api-key:[DEFAULT]`
    for (const storages of [
      [storage(key), storage()],
      [storage(), storage(key)],
    ])
      expect(await mayHaveFirebaseUser({ storages, listDatabases: databases() })).toBe(true)
  })

  it('counts what it cannot check as maybe signed in', async () => {
    expect(
      await mayHaveFirebaseUser({ storages: [storage(), storage()], listDatabases: undefined }),
    ).toBe(true)
    expect(
      await mayHaveFirebaseUser({
        storages: [storage()],
        listDatabases: () => Promise.reject(new Error('blocked')),
      }),
    ).toBe(true)
    expect(
      await mayHaveFirebaseUser({
        storages: [
          {
            get length(): number {
              throw new DOMException('denied', 'SecurityError')
            },
            key: () => null,
          },
        ],
        listDatabases: databases(),
      }),
    ).toBe(true)
  })
})
