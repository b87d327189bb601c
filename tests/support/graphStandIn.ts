// TEST DOUBLE — a local stand-in for Meta's Graph API Conversions endpoint that records requests.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type GraphRequest = {
  path: string
  query: Record<string, string>
  body: { data?: Array<Record<string, unknown>> }
}
export type GraphStandIn = {
  url: string
  env: Record<string, string>
  requests: GraphRequest[]
  /** The event ids that reached the stand-in from index `from` on. */
  eventIdsSince: (from: number) => unknown[]
  stop: () => Promise<void>
}

export async function startGraphStandIn(): Promise<GraphStandIn> {
  const requests: GraphRequest[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      if (req.method === 'GET' && url.pathname === '/__requests') {
        res.writeHead(200, { 'content-type': 'application/json' })
        return res.end(JSON.stringify(requests))
      }
      let body: GraphRequest['body'] = {}
      try {
        body = JSON.parse(raw) as GraphRequest['body']
      } catch {
        /* recorded as empty */
      }
      requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), body })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ events_received: body.data?.length ?? 0, fbtrace_id: 'standin' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    env: {
      META_GRAPH_URL: `${url}/v21.0`,
      META_CAPI_ACCESS_TOKEN: 'test-capi-token',
      NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
      META_GRAPH_STANDIN_URL: url,
    },
    requests,
    eventIdsSince: (from) =>
      requests.slice(from).flatMap((r) => (r.body.data ?? []).map((e) => e.event_id)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
