import type { Endpoint } from 'payload'
import { accountEndpoints } from './account.ts'
import { cspReportEndpoint } from './cspReport.ts'
import { healthEndpoint } from './health.ts'
import { purchaseEndpoints } from './purchase.ts'
import { revalidateEndpoint } from './revalidate.ts'
import { defineEndpoint, HttpError } from './toolkit.ts'

// Payload's Next.js routes add GET /og (an image renderer for the admin panel's link previews)
// unless the config has its own: public, uncached, unthrottled and costly. The site never uses it.
const noOgImage = defineEndpoint({
  path: '/og',
  method: 'get',
  handler: async () => {
    throw new HttpError(404, 'Não encontrado.')
  },
})

/** Custom endpoints under /api, registered in payload.config.ts. */
export const endpoints: Endpoint[] = [
  ...accountEndpoints,
  ...purchaseEndpoints,
  revalidateEndpoint,
  cspReportEndpoint,
  healthEndpoint,
  noOgImage,
]
