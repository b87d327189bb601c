// A Postgres lock held until the request's transaction ends, on every instance (advisory, by name):
// for a rule that reads rows and then writes, where two requests reading at once would both pass.
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** Waits for, then holds, the lock named `key` until `req`'s transaction commits or rolls back. */
export async function holdTransactionLock(req: PayloadRequest, key: string): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const session = id === undefined ? undefined : req.payload.db.sessions?.[String(id)]
  const tx = (session as { db?: { execute?: (query: unknown) => Promise<unknown> } } | undefined)
    ?.db
  if (!tx?.execute) throw new Error(`no transaction to hold the lock ${key} in`)
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}
