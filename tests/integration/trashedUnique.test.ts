// Review: a marketer who trashed a promo code and then made a new one with the same code was told
// only "Valor deve ser único", while the list showed no such code: the other one was in the trash.
// The message now says where it is and what to do. (A plan's identifier gets the same message,
// tests/integration/planDelete.test.ts; the legal pages the footer links to cannot be trashed.)
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import config from '@payload-config'

let payload: Payload
const made: number[] = []
const stamp = Date.now()

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterAll(async () => {
  for (const id of made)
    await payload.delete({ collection: 'promo-codes', id, trash: true, overrideAccess: true })
})

const IN_TRASH = /está na lixeira.*Restaure-o ou exclua-o de vez/

/** The field message the admin shows under the code, or 'saved'. */
const fieldMessage = (saving: Promise<{ id: number }>) =>
  saving.then(
    (doc) => {
      made.push(doc.id)
      return 'saved'
    },
    (err: { data?: { errors?: Array<{ message: string }> }; message: string }) =>
      err.data?.errors?.[0]?.message ?? err.message,
  )

/** Saves a promo code at 10 % off, as "Publicar" or as "Salvar rascunho". */
const save = (code: string, status: 'published' | 'draft' = 'published') =>
  payload.create({
    collection: 'promo-codes',
    data: { code, discountPercent: 10, _status: status },
    draft: status === 'draft',
    overrideAccess: true,
  })

async function published(code: string): Promise<number> {
  const doc = await save(code)
  made.push(doc.id)
  return doc.id
}

it('a new promo code with the code of one in the trash is refused with where it is', async () => {
  const code = `lixeira${stamp}`
  const id = await published(code)
  // The admin's "Mover para a lixeira".
  await payload.update({
    collection: 'promo-codes',
    id,
    data: { deletedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  const again = code.toUpperCase()
  expect(await fieldMessage(save(again))).toMatch(IN_TRASH)
  // "Salvar rascunho" too (drafts skip the fields' validation).
  expect(await fieldMessage(save(again, 'draft'))).toMatch(IN_TRASH)
  // Deleted for good, the code is free.
  await payload.delete({ collection: 'promo-codes', id, trash: true, overrideAccess: true })
  made.splice(made.indexOf(id), 1)
  expect(await fieldMessage(save(again))).toBe('saved')
})

it('a live promo code with the same code is still refused as a duplicate, not as trash', async () => {
  const code = `duplo${stamp}`
  await published(code)
  expect(await fieldMessage(save(code))).toBe('Valor deve ser único')
})
