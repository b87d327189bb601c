import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { isAdmin, isAdminField } from '../access/isAdmin.ts'
import { isAdminOrSelf } from '../access/isAdminOrSelf.ts'
import { canEnterAdmin, isStaff } from '../access/isStaff.ts'
import { limitAdminAuth } from '@/server/adminLogin.ts'
import { firstAdminRules, firstAdminSetupEndpoint } from '@/server/bootstrapAdmin.ts'
import { clientError } from '@/server/payloadErrors.ts'
import { holdTransactionLock } from '@/server/transactionLock.ts'

const LAST_ADMIN =
  'O último administrador não pode ser removido nem deixar de ser administrador: promova outra pessoa antes.'

/**
 * Whether administrator `id` may stop being one (be deleted or demoted). Across requests, the count
 * is taken under a lock held until the transaction ends: two administrators removing each other at
 * once would otherwise each count the other and both succeed. Within one request the checks take
 * turns, and count those this request already let go as gone: a bulk operation (the list's "delete
 * selected", `DELETE /api/admins?where=…`) runs every document's hooks at once in one transaction,
 * where the lock is already held, so each counted the others before any was removed.
 */
async function mayStopBeingAdmin(req: PayloadRequest, id: number | string): Promise<boolean> {
  const context = req.context as {
    adminsLeaving?: { ids: Array<number | string>; turn: Promise<unknown> }
  }
  const leaving = (context.adminsLeaving ??= { ids: [], turn: Promise.resolve() })
  const mine = leaving.turn.then(async () => {
    await holdTransactionLock(req, 'admins:last-admin')
    const { totalDocs } = await req.payload.count({
      collection: 'admins',
      where: { and: [{ role: { equals: 'admin' } }, { id: { not_in: [id, ...leaving.ids] } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return false
    leaving.ids.push(id)
    return true
  })
  leaving.turn = mine.catch(() => undefined)
  return mine
}

// Someone must always be able to manage the team; and with no account left, the first-admin setup
// link (printed at each start, kept in access logs) would work again.
const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({
    collection: 'admins',
    id,
    overrideAccess: true,
    disableErrors: true,
    depth: 0,
    req,
  })
  if (doc?.role === 'admin' && !(await mayStopBeingAdmin(req, id)))
    throw clientError(LAST_ADMIN, 400)
}

const keepLastAdminRole: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (
    operation === 'update' &&
    originalDoc?.role === 'admin' &&
    data.role !== undefined &&
    data.role !== 'admin' &&
    !(await mayStopBeingAdmin(req, originalDoc.id))
  )
    throw clientError(LAST_ADMIN, 400)
  return data
}

/** The only accounts that can enter /admin. Subscribers live in `subscribers` and sign in with Firebase. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Administrador', plural: 'Administradores' },
  auth: { useAPIKey: false, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  endpoints: [firstAdminSetupEndpoint],
  admin: {
    useAsTitle: 'email',
    group: 'Configurações',
    defaultColumns: ['email', 'name', 'role'],
    description:
      'Quem entra no painel. Só administradores criam, removem ou mudam o papel de alguém.',
  },
  access: {
    admin: canEnterAdmin,
    read: isStaff,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload's default lets any admin-panel user (editors too) unlock any account.
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Nome',
      admin: { description: 'Aparece no painel para a equipe.' },
    },
    {
      name: 'role',
      type: 'select',
      label: 'Papel',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrador', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Administrador: tudo. Editor: conteúdo, planos e promoções, mas não apaga planos, não altera IDs do Stripe nem gerencia a equipe.',
      },
      saveToJWT: true,
    },
  ],
  hooks: {
    beforeOperation: [limitAdminAuth],
    // The first admin is an admin; in production only from the environment or the setup link (bootstrapAdmin.ts).
    beforeChange: [firstAdminRules, keepLastAdminRole],
    beforeDelete: [keepLastAdminOnDelete],
  },
}
