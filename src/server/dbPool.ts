// The Postgres pool under Payload's adapter, for the few statements Payload's API cannot express
// (a conditional UPDATE that claims a row, an advisory lock, NOTIFY): null without one.
import type { Pool } from 'pg'

/** Payload's Postgres column for a top-level field: its name in snake_case. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export function databasePool(payload: { db: unknown }): Pool | null {
  return (payload.db as { pool?: Pool }).pool ?? null
}
