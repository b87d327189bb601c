// Meta Conversions API: hashes user data as Meta requires and forwards events to the Graph API.
// Raw personal data is never logged. Without a token (development) events are accepted and dropped.
import crypto from 'node:crypto'
import {
  normaliseUserField,
  pixelEvent,
  type MetaEventInput,
  type MetaUserData,
} from '@/lib/metaEvents.ts'
import { logger } from './logger.mjs'

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex')

export type RequestContext = { ip: string; userAgent: string | null; url: string | null }

export function buildServerEvent(e: MetaEventInput, ctx: RequestContext) {
  const user_data: Record<string, string[] | string> = {}
  for (const key of Object.keys(e.user_data) as Array<keyof MetaUserData>) {
    const value = e.user_data[key]
    if (value) user_data[key] = [sha256(normaliseUserField(key, value))]
  }
  if (ctx.ip && ctx.ip !== 'unknown') user_data.client_ip_address = ctx.ip
  if (ctx.userAgent) user_data.client_user_agent = ctx.userAgent.slice(0, 500)
  const custom_data = { ...e.custom_data, ...(e.utm ?? {}) }
  return {
    // The Pixel's name for it (the browser posts the spec's): Meta deduplicates on name and id.
    event_name: pixelEvent(e.event_name).name,
    event_time: e.event_time,
    event_id: e.event_id,
    action_source: 'website',
    ...(ctx.url ? { event_source_url: ctx.url } : {}),
    user_data,
    ...(Object.keys(custom_data).length ? { custom_data } : {}),
  }
}

export async function sendToMeta(
  event: ReturnType<typeof buildServerEvent>,
): Promise<'sent' | 'dropped' | 'failed'> {
  const token = process.env.META_CAPI_ACCESS_TOKEN
  const pixel = process.env.META_PIXEL_ID || process.env.NEXT_PUBLIC_META_PIXEL_ID
  if (!token || !pixel) {
    logger.info({
      msg: 'meta-capi: no token configured, event dropped',
      event: event.event_name,
      eventId: event.event_id,
    })
    return 'dropped'
  }
  const base = (process.env.META_GRAPH_URL || 'https://graph.facebook.com/v21.0').replace(/\/$/, '')
  try {
    const res = await fetch(
      `${base}/${encodeURIComponent(pixel)}/events?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [event] }),
        signal: AbortSignal.timeout(5000),
      },
    )
    if (!res.ok) {
      logger.warn({
        msg: 'meta-capi: Graph API refused the event',
        status: res.status,
        event: event.event_name,
        eventId: event.event_id,
      })
      return 'failed'
    }
    return 'sent'
  } catch (err) {
    logger.warn({
      msg: 'meta-capi: Graph API unreachable',
      event: event.event_name,
      err: (err as Error).message,
    })
    return 'failed'
  }
}
