// A scheduled publication refused when due (here: unpublishing a global and a legal page, which
// the site's rules refuse) is listed on the admin dashboard with its reason and a link, instead of
// only in the server log while Payload's drawer had said "Agendado com sucesso".
import config from '@payload-config'
import { getPayload, type Payload, type ServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { FailedSchedulesPanel } from '@/components/admin/FailedSchedulesPanel.tsx'
import { findFailedSchedules } from '@/server/failedSchedules.ts'

let payload: Payload
const queued: Array<number | string> = []

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterAll(async () => {
  for (const id of queued)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => {})
})

it('lists refused scheduled publications with the reason and where to fix them', async () => {
  const { docs } = await payload.find({
    collection: 'legal-pages',
    where: { slug: { equals: 'termos' } },
    depth: 0,
    overrideAccess: true,
  })
  const terms = docs[0]!
  const due = new Date(Date.now() - 1000)
  for (const input of [
    { type: 'unpublish' as const, global: 'site-settings' as const },
    { type: 'unpublish' as const, doc: { relationTo: 'legal-pages' as const, value: terms.id } },
  ]) {
    const job = await payload.jobs.queue({ task: 'schedulePublish', input, waitUntil: due })
    queued.push(job.id)
  }
  // These jobs only: other files leave jobs in the default queue (a code's checkout expiry, say), and
  // a run of the queue takes the oldest ten.
  for (const id of queued) await payload.jobs.runByID({ id })

  const failed = await findFailedSchedules(payload)
  expect(failed).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        where: 'Configurações do site',
        href: '/admin/globals/site-settings',
        action: 'unpublish',
        reason: expect.stringContaining('não podem ser despublicadas'),
      }),
      expect.objectContaining({
        where: `Páginas institucionais › ${terms.title}`,
        href: `/admin/collections/legal-pages/${terms.id}`,
        reason: expect.stringContaining('O rodapé de todas as páginas leva a esta página'),
      }),
    ]),
  )
  // The site stayed as it was.
  expect(
    (await payload.findByID({ collection: 'legal-pages', id: terms.id, overrideAccess: true }))
      ._status,
  ).toBe('published')

  const html = renderToStaticMarkup(await FailedSchedulesPanel({ payload } as ServerProps))
  expect(html).toContain('Agendamentos que não foram aplicados')
  expect(html).toContain('href="/admin/globals/site-settings"')
  expect(html).toContain('despublicar em ')
})
