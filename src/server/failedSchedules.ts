// Scheduled publications that failed when due (a rule refused them then: a second default promo
// code for the same period, unpublishing a legal page, the trial plan or a global…). The job only
// logs it, and Payload's schedule drawer showed "Agendado com sucesso": the admin dashboard lists
// them (src/components/admin/FailedSchedulesPanel.tsx) so the marketer learns it and can act.
import type { Payload } from 'payload'

export type FailedSchedule = {
  /** "Códigos promocionais › blackfriday", "Configurações do site". */
  where: string
  href: string
  action: 'publish' | 'unpublish'
  /** When it was due (ISO). */
  dueAt: string | null
  reason: string
}

/** Failures of the last `days` days are listed, newest first. */
export const FAILED_SCHEDULE_DAYS = 7

type JobInput = {
  type?: string
  doc?: { relationTo?: string; value?: string | number }
  global?: string
}

export async function findFailedSchedules(
  payload: Payload,
  now: Date = new Date(),
): Promise<FailedSchedule[]> {
  const since = new Date(now.getTime() - FAILED_SCHEDULE_DAYS * 86_400_000).toISOString()
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { hasError: { equals: true } },
        { updatedAt: { greater_than: since } },
      ],
    },
    sort: '-updatedAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const found: FailedSchedule[] = []
  for (const job of jobs.docs) {
    const input = (job.input ?? {}) as JobInput
    const error = job.error as { message?: unknown } | null | undefined
    const reason =
      typeof error?.message === 'string' && error.message ? error.message : 'Erro desconhecido.'
    const action = input.type === 'unpublish' ? 'unpublish' : 'publish'
    const dueAt = typeof job.waitUntil === 'string' ? job.waitUntil : null
    const target = await describeTarget(payload, input)
    if (target) found.push({ ...target, action, dueAt, reason })
  }
  return found
}

async function describeTarget(
  payload: Payload,
  input: JobInput,
): Promise<{ where: string; href: string } | null> {
  if (input.global) {
    const global = payload.config.globals.find((g) => g.slug === input.global)
    const label = typeof global?.label === 'string' ? global.label : input.global
    return { where: label, href: `/admin/globals/${input.global}` }
  }
  const slug = input.doc?.relationTo
  const id = input.doc?.value
  const collection = slug
    ? payload.collections[slug as keyof typeof payload.collections]
    : undefined
  if (!collection || id === undefined || id === null) return null
  const plural = collection.config.labels?.plural
  const label = typeof plural === 'string' ? plural : collection.config.slug
  const titleField = collection.config.admin?.useAsTitle
  const doc = await payload
    .findByID({
      collection: collection.config.slug,
      id,
      depth: 0,
      draft: true,
      trash: true,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const value: unknown = doc && titleField ? (doc as object)[titleField as keyof object] : null
  const title = typeof value === 'string' && value ? value : String(id)
  // A trashed item opens only from the trash.
  const trashed = Boolean((doc as { deletedAt?: unknown } | null)?.deletedAt)
  return {
    where: `${label} › ${title}`,
    href: `/admin/collections/${collection.config.slug}/${trashed ? 'trash/' : ''}${encodeURIComponent(String(id))}`,
  }
}
