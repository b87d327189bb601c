// "Agendar publicação" queues Payload's `schedulePublish` task, whose input names the document or
// global, never a version: when due, Payload publishes the latest draft, so a price typed for next
// week after scheduling this week's would go live instead. And autosave rewrites the latest draft
// version in place, so the version that was scheduled no longer exists by then. So:
// - when the job is queued, its input records the latest version (id, updatedAt and content);
// - when it is due and a later draft was saved meanwhile, the recorded content is published (as the
//   scheduling admin, with every rule and hook of a publish) and that later draft is saved again on
//   top, still a draft, in one transaction.
// Jobs queued before this (no record), unpublish schedules and an unchanged document run Payload's
// own task. Payload queues jobs straight through the database adapter (its collection hooks run only
// with `jobs.runHooks`, which would slow every job), so the record is added there; both patches
// apply to the built config, where Payload added the task while sanitising it.
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type BaseDatabaseAdapter,
  type CollectionSlug,
  type GlobalSlug,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
  type TaskConfig,
  type TaskHandler,
  type TaskHandlerResult,
  type TypedUser,
  type TypeWithVersion,
} from 'payload'

export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

/** What the job's input records of the version that was scheduled. */
export type ScheduledVersion = {
  versionId: number | string
  updatedAt: string
  data: Record<string, unknown>
}

type Ref = { relationTo: string; value: number | string }
type ScheduleInput = {
  type?: string | null
  locale?: string | null
  doc?: Ref | null
  global?: string | null
  user?: Ref | number | string | null
  scheduledVersion?: ScheduledVersion | null
}
type GlobalData = Parameters<Payload['updateGlobal']>[0]['data']
type Version = TypeWithVersion<Record<string, unknown>>
type Adapter = Pick<BaseDatabaseAdapter, 'findVersions' | 'findGlobalVersions'> & {
  payload: Payload
}

const isPublish = (input: ScheduleInput) => !input.type || input.type === 'publish'

/** The drawer sends the id as a string; the collection's id type, as Payload's task does. */
function docId(payload: Payload, doc: Ref): number | string {
  const idType =
    payload.collections[doc.relationTo as CollectionSlug]?.customIDType ?? payload.db.defaultIDType
  return idType === 'number' ? Number(doc.value) : doc.value
}

/** The latest version, as Payload's autosave picks the one it rewrites. */
async function latestVersion(
  db: Adapter,
  input: ScheduleInput,
  req?: Partial<PayloadRequest>,
): Promise<Version | undefined> {
  const args = { limit: 1, pagination: false, sort: '-updatedAt', req } as const
  if (input.doc) {
    const { docs } = await db.findVersions<Record<string, unknown>>({
      ...args,
      collection: input.doc.relationTo as CollectionSlug,
      where: { parent: { equals: docId(db.payload, input.doc) } },
    })
    return docs[0]
  }
  if (input.global) {
    const { docs } = await db.findGlobalVersions<Record<string, unknown>>({
      ...args,
      global: input.global as GlobalSlug,
    })
    return docs[0]
  }
  return undefined
}

const sameVersion = (version: Version, recorded: ScheduledVersion) =>
  String(version.id) === String(recorded.versionId) &&
  new Date(version.updatedAt).getTime() === new Date(recorded.updatedAt).getTime()

/**
 * A version's content as save data: what Payload sets itself (ids, dates, status, author) left out.
 * `createdAt` stays: a draft saved without it is stored without it, and publishing or unpublishing
 * from that draft later writes the row with no creation date (a NOT NULL violation).
 */
export function versionContent(version: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _id,
    _id: _mongoId,
    updatedAt: _updatedAt,
    deletedAt: _deletedAt,
    _status,
    globalType: _globalType,
    updatedBy: _updatedBy,
    ...data
  } = version
  return data
}

/** The job's input with the latest version recorded; unchanged if there is none to record. */
async function withScheduledVersion(
  db: Adapter,
  input: ScheduleInput,
  req?: Partial<PayloadRequest>,
): Promise<ScheduleInput> {
  // Per-locale publishing (no localization here) stays Payload's.
  if (!isPublish(input) || input.scheduledVersion || db.payload.config.localization) return input
  try {
    const version = await latestVersion(db, input, req)
    if (!version) return input
    return {
      ...input,
      scheduledVersion: {
        versionId: version.id,
        updatedAt: new Date(version.updatedAt).toISOString(),
        data: versionContent(version.version),
      },
    }
  } catch (err) {
    // The admin's drawer cannot show a refusal: the schedule is kept, as Payload would run it.
    db.payload.logger.error({
      err,
      msg: 'scheduled publish: the scheduled version was not recorded',
    })
    return input
  }
}

/** The admin who scheduled, as Payload's task resolves them (null: none recorded). */
async function schedulingUser(payload: Payload, user: Ref): Promise<TypedUser> {
  const found = await payload.findByID({
    collection: user.relationTo as CollectionSlug,
    id: user.value,
    depth: 0,
  })
  return { ...found, collection: user.relationTo } as TypedUser
}

/**
 * A refusal as the dashboard's failed-schedules panel shows it. Payload keeps only an error's
 * message on the job, and a ValidationError's is "O campo a seguir está inválido: Desconto (%)":
 * the rule's own words ("Use um número inteiro de 1 a 100.") are added.
 */
export function refusalReason(err: unknown): unknown {
  if (!(err instanceof ValidationError)) return err
  const rules = err.data.errors.map((e) => `${e.label ?? e.path}: ${e.message}`).join(' ')
  return new Error(rules ? `${err.message}. ${rules}` : err.message)
}

function scheduledVersionHandler(original: TaskHandler<typeof SCHEDULE_PUBLISH_TASK>) {
  const handler: TaskHandler<typeof SCHEDULE_PUBLISH_TASK> = async (args) => {
    try {
      return await publishScheduled(original, args)
    } catch (err) {
      throw refusalReason(err)
    }
  }
  return handler
}

async function publishScheduled(
  original: TaskHandler<typeof SCHEDULE_PUBLISH_TASK>,
  args: Parameters<TaskHandler<typeof SCHEDULE_PUBLISH_TASK>>[0],
): Promise<TaskHandlerResult<typeof SCHEDULE_PUBLISH_TASK>> {
  const input = args.input as ScheduleInput
  const recorded = input.scheduledVersion
  // A legacy user reference (not an object) is refused by Payload's task: let it say so.
  if (!recorded || !isPublish(input) || (input.user != null && typeof input.user !== 'object'))
    return original(args)
  const { payload } = args.req
  const latest = await latestVersion(payload.db, input)
  if (!latest || sameVersion(latest, recorded)) return original(args)

  const user = input.user ? await schedulingUser(payload, input.user) : null
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const as = { depth: 0, overrideAccess: user === null, req, ...(user ? { user } : {}) }
    const later = latest.version._status === 'draft' ? versionContent(latest.version) : null
    if (input.doc) {
      const target = { ...as, collection: input.doc.relationTo as CollectionSlug }
      const id = docId(payload, input.doc)
      // The list position is not content: a drag in the list since (saved into the latest
      // version) stays, and the recorded key may since belong to another item.
      const position = '_order' in latest.version ? { _order: latest.version._order } : {}
      await payload.update({
        ...target,
        id,
        data: { ...recorded.data, ...position, _status: 'published' },
      })
      if (later)
        await payload.update({ ...target, id, data: { ...later, _status: 'draft' }, draft: true })
    } else if (input.global) {
      const target = { ...as, slug: input.global as GlobalSlug }
      // A version's content: the global's own data, whichever global it is.
      const data = (d: Record<string, unknown>) => d as GlobalData
      await payload.updateGlobal({
        ...target,
        data: data({ ...recorded.data, _status: 'published' }),
      })
      if (later)
        await payload.updateGlobal({
          ...target,
          data: data({ ...later, _status: 'draft' }),
          draft: true,
        })
    }
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    throw err
  }
  return { output: {} }
}

/** What each scheduled publication still to run will publish (recorded when it was queued). */
export async function pendingScheduledContent(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Array<{ collection?: string; global?: string; data: Record<string, unknown> }>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  return docs.flatMap((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const data = input.scheduledVersion?.data
    if (!data || !isPublish(input)) return []
    return [{ collection: input.doc?.relationTo, global: input.global ?? undefined, data }]
  })
}

/** Applied to the built config (payload.config.ts). */
export function publishScheduledVersions(config: SanitizedConfig): SanitizedConfig {
  const tasks = config.jobs.tasks
  const index = tasks?.findIndex((t) => t.slug === SCHEDULE_PUBLISH_TASK) ?? -1
  const task = tasks?.[index] as TaskConfig<typeof SCHEDULE_PUBLISH_TASK> | undefined
  if (!tasks || !task || typeof task.handler !== 'function') return config
  tasks[index] = {
    ...task,
    handler: scheduledVersionHandler(task.handler),
  } as (typeof tasks)[number]

  const init = config.db.init
  config.db.init = (args) => {
    const adapter = init(args)
    const create = adapter.create
    adapter.create = async function (this: BaseDatabaseAdapter, createArgs) {
      const { collection, data, req } = createArgs
      if (collection !== 'payload-jobs' || data.taskSlug !== SCHEDULE_PUBLISH_TASK)
        return create.call(this, createArgs)
      const input = await withScheduledVersion(adapter, (data.input ?? {}) as ScheduleInput, req)
      return create.call(this, { ...createArgs, data: { ...data, input } })
    }
    return adapter
  }
  return config
}
