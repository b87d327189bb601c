import { describe, expect, it } from 'vitest'
import {
  metaUserData,
  normaliseUserField,
  pixelEvent,
  validateMetaEvent,
} from '@/lib/metaEvents.ts'
import { buildServerEvent, sha256 } from '@/server/meta.ts'

const now = 1_800_000_000
const valid = {
  event_name: 'cadastro',
  event_time: now - 5,
  event_id: 'evt-1',
  user_data: { em: ' Ana@Example.com ', fn: 'Ana', ph: '(11) 98765-4321', external_id: 'uid-1' },
  custom_data: {},
}

describe('meta event hashing', () => {
  it('hashes with SHA-256 (known vectors)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('normalises as Meta requires before hashing', () => {
    expect(normaliseUserField('em', ' Ana@Example.com ')).toBe('ana@example.com')
    expect(normaliseUserField('fn', ' ANA ')).toBe('ana')
    expect(normaliseUserField('ph', '(11) 98765-4321')).toBe('5511987654321')
    expect(normaliseUserField('ph', '5511987654321')).toBe('5511987654321')
    const checked = validateMetaEvent(valid, now)
    if (!checked.ok) throw new Error(checked.message)
    const event = buildServerEvent(checked.event, {
      ip: '203.0.113.7',
      userAgent: 'UA',
      url: 'https://busqy.com.br/cadastro',
    })
    expect(event.user_data).toEqual({
      em: ['8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11'],
      fn: ['24d4b96f58da6d4a8512313bbd02a28ebf0ca95dec6e4c86ef78ce7f01e788ac'],
      ph: ['029c7290f14c4516673508635f0519db95f7daf42057fd0e4ad1de84c5408a66'],
      external_id: [sha256('uid-1')],
      client_ip_address: '203.0.113.7',
      client_user_agent: 'UA',
    })
    // The Pixel's name for it: Meta counts the two as one only when both name and id match.
    expect(event).toMatchObject({
      event_name: 'CompleteRegistration',
      event_id: 'evt-1',
      action_source: 'website',
      event_source_url: 'https://busqy.com.br/cadastro',
    })
    expect(JSON.stringify(event)).not.toContain('Ana@Example.com')
  })
})

it('Meta hears the Pixel’s name for each event from the server too, so it deduplicates them', () => {
  const names: Record<string, string> = {
    cadastro: 'CompleteRegistration',
    checkout_iniciado: 'InitiateCheckout',
    pagamento_confirmado: 'Purchase',
    PVNewSubs: 'PVNewSubs',
    checkout_finalizado: 'checkout_finalizado',
  }
  for (const [name, sent] of Object.entries(names)) {
    const checked = validateMetaEvent({ ...valid, event_name: name }, now)
    if (!checked.ok) throw new Error(checked.message)
    expect(
      buildServerEvent(checked.event, { ip: 'unknown', userAgent: null, url: null }).event_name,
      name,
    ).toBe(sent)
    expect(pixelEvent(checked.event.event_name)).toEqual({
      command: sent === name ? 'trackCustom' : 'track',
      name: sent,
    })
  }
})

describe('meta event validation', () => {
  it('accepts the five events of the spec and payment data in BRL', () => {
    for (const name of [
      'cadastro',
      'pagamento_confirmado',
      'PVNewSubs',
      'checkout_iniciado',
      'checkout_finalizado',
    ]) {
      expect(validateMetaEvent({ ...valid, event_name: name }, now).ok, name).toBe(true)
    }
    const pay = validateMetaEvent(
      {
        ...valid,
        event_name: 'pagamento_confirmado',
        custom_data: { value: 97.9, subscription_plan: 'Top Afiliado', interval: 'month' },
      },
      now,
    )
    expect(pay).toMatchObject({
      ok: true,
      event: {
        custom_data: {
          value: 97.9,
          currency: 'BRL',
          subscription_plan: 'Top Afiliado',
          interval: 'month',
        },
      },
    })
  })

  it('rejects unknown names, malformed bodies and times far from now', () => {
    expect(validateMetaEvent({ ...valid, event_name: 'Purchase' }, now).ok).toBe(false)
    expect(validateMetaEvent(null, now).ok).toBe(false)
    expect(validateMetaEvent([valid], now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, event_time: '123' }, now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, event_time: now - 8 * 86_400 }, now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, event_time: now + 3600 }, now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, event_id: '' }, now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, user_data: { em: 42 } }, now).ok).toBe(false)
    expect(validateMetaEvent({ ...valid, custom_data: { value: -1 } }, now).ok).toBe(false)
  })

  it('keeps only the attribution keys it knows', () => {
    const r = validateMetaEvent(
      { ...valid, utm: { utm_source: 'ig', utm_campaign: 'bf', evil: 'x', campaign_id: 'c1' } },
      now,
    )
    expect(r).toMatchObject({
      ok: true,
      event: { utm: { utm_source: 'ig', utm_campaign: 'bf', campaign_id: 'c1' } },
    })
    expect(r.ok && r.event.utm?.evil).toBeUndefined()
  })
})

describe('who an event is about (user_data: em, fn, external_id, ph)', () => {
  const stored = { email: 'lia@example.com', name: 'Lia Campos', phone: '11987654321', uid: 'u1' }

  it('takes the signed-in person first and sends the first word of the name as fn', () => {
    expect(
      metaUserData({ email: 'ana@example.com', name: 'Ana Maria Souza', uid: 'u2' }, {}),
    ).toEqual({ em: 'ana@example.com', fn: 'Ana', external_id: 'u2' })
  })

  it('fills what the page does not know from what sign-up stored for the same account', () => {
    expect(metaUserData({ uid: 'u1' }, stored)).toEqual({
      em: 'lia@example.com',
      fn: 'Lia',
      external_id: 'u1',
      ph: '11987654321',
    })
    expect(metaUserData({}, stored)).toEqual({
      em: 'lia@example.com',
      fn: 'Lia',
      external_id: 'u1',
      ph: '11987654321',
    })
  })

  it('ignores facts stored for another account on the same browser', () => {
    expect(metaUserData({ email: 'ana@example.com', uid: 'u2' }, stored)).toEqual({
      em: 'ana@example.com',
      external_id: 'u2',
    })
  })

  it('leaves out what nobody knows instead of sending empty values', () => {
    expect(metaUserData({ email: null, name: '  ' }, {})).toEqual({})
  })
})
