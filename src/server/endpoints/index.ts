import type { Endpoint } from 'payload'
import { accountEndpoints } from './account.ts'
import { cspReportEndpoint } from './cspReport.ts'
import { healthEndpoint } from './health.ts'
import { purchaseEndpoints } from './purchase.ts'
import { revalidateEndpoint } from './revalidate.ts'

/** Custom endpoints under /api, registered in payload.config.ts. */
export const endpoints: Endpoint[] = [
  ...accountEndpoints,
  ...purchaseEndpoints,
  revalidateEndpoint,
  cspReportEndpoint,
  healthEndpoint,
]
