// Whether DATABASE_URI keeps Postgres sessions, checked when the production server starts. Two shared
// guarantees rest on sessions: the scheduled jobs run only on the instance that holds a session
// advisory lock (src/server/jobs/leader.ts), and cache purges and sign-outs reach the other instances
// by LISTEN (src/server/cache/peers.ts). A pooler in transaction mode (PgBouncer's
// pool_mode=transaction, the "pooled" addresses of managed Postgres) hands each statement to any
// server connection: jobs would run twice and purges never arrive, silently. Checked as the server
// uses them, on two connections of its own: a session lock one holds must exclude the other, and a
// notification one sends must reach the other while it listens.
// Plain JavaScript: server.mjs runs it before Next loads.
import crypto from 'node:crypto'
import pg from 'pg'

export const SESSION_POOLING_PROBLEM =
  'DATABASE_URI does not keep Postgres sessions (a pooler in transaction mode?): give it a direct address or a session-mode pooler (docs/production.md, "The database connection")'

/**
 * @typedef {{ sessions: true }
 *   | { sessions: false, failed: 'advisory lock' | 'notification' }
 *   | { sessions: null, error: string }} SessionCheck
 * `sessions: null`: the database could not be asked (unreachable at start), so nothing was judged.
 */

/**
 * @param {string} databaseUri
 * @param {{ notifyTimeoutMs?: number }} [options]
 * @returns {Promise<SessionCheck>}
 */
export async function checkSessionPooling(databaseUri, { notifyTimeoutMs = 3000 } = {}) {
  const open = () => new pg.Client({ connectionString: databaseUri, connectionTimeoutMillis: 5000 })
  const holder = open()
  const other = open()
  for (const c of [holder, other]) c.on('error', () => undefined)
  try {
    await holder.connect()
    await other.connect()
  } catch (err) {
    await Promise.all([holder.end(), other.end()].map((p) => p.catch(() => undefined)))
    return { sessions: null, error: /** @type {Error} */ (err).message }
  }
  // A random key and channel: instances starting at once do not see each other's probes.
  const key = crypto.randomBytes(6).readUIntBE(0, 6)
  const channel = `busqy_session_probe_${crypto.randomBytes(6).toString('hex')}`
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [key])
    const tried = await other.query('SELECT pg_try_advisory_lock($1) AS got', [key])
    if (tried.rows[0]?.got) return { sessions: false, failed: 'advisory lock' }

    await other.query(`LISTEN ${channel}`)
    const heard = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), notifyTimeoutMs)
      other.on('notification', (n) => {
        if (n.channel !== channel) return
        clearTimeout(timer)
        resolve(true)
      })
    })
    await holder.query('SELECT pg_notify($1, $2)', [channel, 'probe'])
    if (!(await heard)) return { sessions: false, failed: 'notification' }
    return { sessions: true }
  } catch (err) {
    return { sessions: null, error: /** @type {Error} */ (err).message }
  } finally {
    // Through a transaction-mode pooler the lock may stay with a server connection: unlock_all on
    // both, then close (a session's locks end with it).
    for (const c of [holder, other])
      await c
        .query('SELECT pg_advisory_unlock_all()')
        .catch(() => undefined)
        .then(() => c.end())
        .catch(() => undefined)
  }
}
