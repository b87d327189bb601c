import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way server code reaches Payload's local API. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
