// Sign-up fires 'cadastro' in the browser (Pixel) and on the server (Conversions API) with one
// event id and the UTM values captured on landing.
import { expect, test } from '@playwright/test'
import { offline } from './support.ts'

test('sign-up fires cadastro with the stored UTM values and the same event_id on both sides', async ({
  page,
  request,
}) => {
  await offline(page)
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    const fbq = (...args: unknown[]) => void calls.push(args)
    Object.assign(window, { fbq, __fbqCalls: calls })
  })
  await page.goto('/?utm_source=instagram&utm_medium=bio&utm_campaign=black-friday&ref=parceiro1')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('utm_source'))).toBe('instagram')
  const email = `utm${Date.now()}@example.com`
  await page.goto('/cadastro')
  await page.getByLabel('Nome completo').fill('Lia Campos')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha').fill('senha-123')
  await page.getByRole('button', { name: 'Criar Conta e Iniciar Teste Grátis' }).click()
  await expect(page).toHaveURL(/\/account-confirmation$/)

  const pixel = (await page.evaluate(
    () => (window as unknown as { __fbqCalls: unknown[][] }).__fbqCalls,
  )) as Array<[string, string, Record<string, string>, { eventID: string }]>
  const browserEvent = pixel.find((c) => c[1] === 'CompleteRegistration')
  expect(browserEvent?.[2]).toMatchObject({
    utm_source: 'instagram',
    utm_medium: 'bio',
    utm_campaign: 'black-friday',
    referral: 'parceiro1',
  })
  const eventId = browserEvent![3].eventID

  const graph = process.env.META_GRAPH_STANDIN_URL!
  await expect
    .poll(
      async () => {
        const reqs = (await (await request.get(`${graph}/__requests`)).json()) as Array<{
          body: { data: Array<{ event_id: string }> }
        }>
        return reqs.flatMap((r) => r.body.data).find((e) => e.event_id === eventId) ?? null
      },
      { timeout: 5000 },
    )
    .toMatchObject({
      // The Pixel's name: Meta deduplicates only events whose name and id both match.
      event_name: 'CompleteRegistration',
      custom_data: { utm_source: 'instagram', utm_campaign: 'black-friday' },
    })
})

test('the Meta Pixel loads after the page is idle, with init and PageView queued for it', async ({
  page,
}) => {
  await offline(page)
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith('https://connect.facebook.net/')) requested.push(r.url())
  })
  await page.goto('/')
  await expect.poll(() => requested).toEqual(['https://connect.facebook.net/en_US/fbevents.js'])
  // fbevents.js never arrives offline, so the calls stay in the stub's queue.
  const queued = await page.evaluate(
    () => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue,
  )
  expect(queued).toEqual([
    ['init', process.env.NEXT_PUBLIC_META_PIXEL_ID],
    ['track', 'PageView'],
  ])
})
