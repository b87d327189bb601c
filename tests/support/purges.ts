// What this instance tells the others to expire (src/server/cache/peers.ts), as a test hears it.
import { listenForPurges, type PurgeListener } from '@/server/cache/peers.ts'
import { requireDatabaseUri } from './db.ts'

/**
 * Listens for purge messages; resolves once the listener is connected, so no message sent after
 * it resolves is missed. `onTags` gets each purge's tags (a full purge, 'all', is the connection's
 * own signal and is not passed on).
 */
export async function listenForTestPurges(
  onTags: (tags: string[]) => void | Promise<void>,
): Promise<PurgeListener> {
  let connected = false
  const listener = listenForPurges({
    databaseUri: requireDatabaseUri(),
    onPurge: async (tags) => {
      if (tags === 'all') connected = true
      else await onTags(tags)
    },
  })
  while (!connected) await new Promise((r) => setTimeout(r, 20))
  return listener
}
