import type { Payload } from 'payload'

/**
 * No admin is seeded with a known password. A deployment may create the first admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD; otherwise Payload's create-first-user screen does it.
 */
export async function createAdminFromEnv(payload: Payload): Promise<void> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'admins', overrideAccess: true })
  if (totalDocs > 0) return
  await payload.create({ collection: 'admins', overrideAccess: true, data: { email, password, role: 'admin', name: 'Administrador' } })
  payload.logger.info(`Created the first admin (${email}) from ADMIN_EMAIL.`)
}
