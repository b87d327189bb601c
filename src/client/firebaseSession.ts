// Whether this browser may hold a signed-in Firebase user, answered without loading the Firebase SDK
// (32 kB gzip and ~30 ms of script on a fast laptop). Firebase keeps its user in IndexedDB, or in
// local or session storage where IndexedDB is unavailable (the persistence list of firebase.ts), and
// creates that database the first time it starts. A browser with none of them has never run Firebase
// on this site, so it has nobody signed in: public pages then skip the SDK until a page needs it.

/** Firebase's own names for its persisted user (firebase/auth: indexedDBLocalPersistence and the web storages). */
export const FIREBASE_DATABASE = 'firebaseLocalStorageDb'
export const FIREBASE_USER_KEY_PREFIX = 'firebase:authUser:'

type Sources = {
  storages: Array<Pick<Storage, 'length' | 'key'> | undefined>
  listDatabases: (() => Promise<Array<{ name?: string }>>) | undefined
}

function browserSources(): Sources {
  const idb = typeof indexedDB === 'undefined' ? undefined : indexedDB
  return {
    storages: [globalThis.localStorage, globalThis.sessionStorage],
    listDatabases: typeof idb?.databases === 'function' ? () => idb.databases() : undefined,
  }
}

/** False only when it is certain that nobody is signed in; anything it cannot check counts as maybe. */
export async function mayHaveFirebaseUser(given?: Sources): Promise<boolean> {
  try {
    // Inside the try: reading localStorage throws where storage is blocked.
    const sources = given ?? browserSources()
    for (const storage of sources.storages) {
      if (!storage) continue
      for (let i = 0; i < storage.length; i++)
        if (storage.key(i)?.startsWith(FIREBASE_USER_KEY_PREFIX)) return true
    }
    if (!sources.listDatabases) return true
    const databases = await sources.listDatabases()
    return databases.some((db) => db.name === FIREBASE_DATABASE)
  } catch {
    return true
  }
}
