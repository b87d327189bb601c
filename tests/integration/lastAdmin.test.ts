// Review: an administrator could delete every administrator (or the last one could give up the role).
// The team could then no longer be managed, and with no account left the first-admin setup link,
// printed at each start and kept in access logs, worked again.
import { beforeAll, expect, it } from 'vitest'
import { createLocalReq, getPayload, initTransaction, killTransaction, type Payload } from 'payload'
import config from '@payload-config'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

/** Runs `refused` in a transaction where only one administrator is left, then rolls it all back. */
async function withOneAdminLeft(
  refused: (id: number, req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<unknown>,
) {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const last = await payload.create({
      collection: 'admins',
      data: {
        email: `ultimo-${Date.now()}@example.com`,
        password: 'senha-forte-123',
        role: 'admin',
      },
      overrideAccess: true,
      req,
    })
    const { docs: others } = await payload.find({
      collection: 'admins',
      where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: last.id } }] },
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const other of others)
      await payload.delete({ collection: 'admins', id: other.id, overrideAccess: true, req })
    await expect(refused(last.id, req)).rejects.toThrow(
      'O último administrador não pode ser removido nem deixar de ser administrador',
    )
  } finally {
    await killTransaction(req)
  }
}

it('the last administrator cannot be deleted', async () => {
  await withOneAdminLeft((id, req) =>
    payload.delete({ collection: 'admins', id, overrideAccess: true, req }),
  )
})

it('the last administrator cannot be made an editor', async () => {
  await withOneAdminLeft((id, req) =>
    payload.update({
      collection: 'admins',
      id,
      data: { role: 'editor' },
      overrideAccess: true,
      req,
    }),
  )
})

it('with another administrator left, an administrator can lose the role and be removed', async () => {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const admin = (n: number) =>
      payload.create({
        collection: 'admins',
        data: {
          email: `outro-${n}-${Date.now()}@example.com`,
          password: 'senha-forte-123',
          role: 'admin',
        },
        overrideAccess: true,
        req,
      })
    const [a] = [await admin(1), await admin(2)]
    await payload.update({
      collection: 'admins',
      id: a.id,
      data: { role: 'editor' },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'admins',
      id: a.id,
      data: { role: 'admin' },
      overrideAccess: true,
      req,
    })
    await payload.delete({ collection: 'admins', id: a.id, overrideAccess: true, req })
    const left = await payload.count({
      collection: 'admins',
      where: { id: { equals: a.id } },
      overrideAccess: true,
      req,
    })
    expect(left.totalDocs).toBe(0)
  } finally {
    await killTransaction(req)
  }
})

/**
 * Runs `test` with every existing administrator made an editor (bypassing the hooks: the rule under
 * test would refuse it), then deletes the administrators it recorded in `made` and puts the others
 * back. For races and bulk operations, which need committed rows.
 */
async function withOtherAdminsAside(test: (made: number[]) => Promise<void>): Promise<void> {
  const { docs: others } = await payload.find({
    collection: 'admins',
    where: { role: { equals: 'admin' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = others.map((d) => d.id)
  if (ids.length > 0)
    await payload.db.updateMany({
      collection: 'admins',
      where: { id: { in: ids } },
      data: { role: 'editor' },
    })
  const made: number[] = []
  try {
    await test(made)
  } finally {
    await payload.db.deleteMany({ collection: 'admins', where: { id: { in: made } } })
    if (ids.length > 0)
      await payload.db.updateMany({
        collection: 'admins',
        where: { id: { in: ids } },
        data: { role: 'admin' },
      })
  }
}

// Review: each request counted the other administrators in its own transaction, so two
// administrators demoting (or deleting) each other at the same moment both saw one left and both
// succeeded. Committed rows here, as the race is between two transactions; the other administrators
// are set aside (bypassing the hooks) and put back.
it.each(['demote', 'delete'] as const)(
  'two administrators who %s each other at the same moment leave one administrator',
  async (how) => {
    await withOtherAdminsAside(async (made) => {
      for (let round = 0; round < 5; round++) {
        const pair = await Promise.all(
          [1, 2].map((n) =>
            payload.create({
              collection: 'admins',
              data: {
                email: `par-${how}-${round}-${n}-${Date.now()}@example.com`,
                password: 'senha-forte-123',
                role: 'admin',
              },
              overrideAccess: true,
            }),
          ),
        )
        made.push(...pair.map((a) => a.id))
        const results = await Promise.allSettled(
          pair.map((a) =>
            how === 'demote'
              ? payload.update({
                  collection: 'admins',
                  id: a.id,
                  data: { role: 'editor' },
                  overrideAccess: true,
                })
              : payload.delete({ collection: 'admins', id: a.id, overrideAccess: true }),
          ),
        )
        const admins = await payload.count({
          collection: 'admins',
          where: { role: { equals: 'admin' } },
          overrideAccess: true,
        })
        expect(admins.totalDocs, `round ${round}`).toBe(1)
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
        // Set the pair aside for the next round.
        await payload.db.deleteMany({ collection: 'admins', where: { id: { in: made } } })
      }
    })
  },
)

// Review: a bulk operation (the admin list's "delete selected", or REST `DELETE /api/admins?where=…`)
// runs every document's hooks at once in one transaction, where the lock above is taken again by the
// same session: each hook counted the others before any was removed, and all of them passed.
it.each(['demote', 'delete'] as const)(
  'one request that would %s every administrator at once leaves one',
  async (how) => {
    await withOtherAdminsAside(async (made) => {
      for (let n = 0; n < 3; n++)
        made.push(
          (
            await payload.create({
              collection: 'admins',
              data: {
                email: `lote-${how}-${n}-${Date.now()}@example.com`,
                password: 'senha-forte-123',
                role: 'admin',
              },
              overrideAccess: true,
            })
          ).id,
        )
      const where = { role: { equals: 'admin' as const } }
      const result =
        how === 'demote'
          ? await payload.update({
              collection: 'admins',
              where,
              data: { role: 'editor' },
              overrideAccess: true,
            })
          : await payload.delete({ collection: 'admins', where, overrideAccess: true })
      const admins = await payload.count({
        collection: 'admins',
        where: { role: { equals: 'admin' } },
        overrideAccess: true,
      })
      expect(admins.totalDocs).toBe(1)
      expect(result.errors).toHaveLength(1)
      expect(result.errors[0]?.message).toContain('O último administrador não pode ser removido')
    })
  },
)
