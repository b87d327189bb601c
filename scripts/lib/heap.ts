// Memory of the server under test after a full garbage collection, through the V8 inspector the
// test harness opens on 127.0.0.1 (startAppServer's inspectPort). Comparing memory right after a
// load run compares points on the garbage collector's sawtooth (measured: the heap grew ~1 MB/s for
// 100 s, then one collection dropped it by 90 MB), so a leak check needs memory after a collection.
import WebSocket from 'ws'

type Target = { webSocketDebuggerUrl?: string }

async function debuggerUrl(inspectPort: number): Promise<string> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectPort}/json/list`)
  ).json()) as Target[]
  const url = targets.find((t) => t.webSocketDebuggerUrl)?.webSocketDebuggerUrl
  if (!url) throw new Error(`no inspector target on port ${inspectPort}`)
  return url
}

/** Runs full collections in the inspected process and returns its JS heap in use afterwards, in bytes. */
export async function heapAfterGc(inspectPort: number): Promise<number> {
  const ws = new WebSocket(await debuggerUrl(inspectPort))
  await new Promise<void>((resolve, reject) =>
    ws.once('open', () => resolve()).once('error', reject),
  )
  let id = 0
  const pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >()
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as {
      id?: number
      result?: Record<string, unknown>
      error?: { message: string }
    }
    const waiter = msg.id === undefined ? undefined : pending.get(msg.id)
    if (!waiter) return
    pending.delete(msg.id!)
    if (msg.error) waiter.reject(new Error(msg.error.message))
    else waiter.resolve(msg.result ?? {})
  })
  const send = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      pending.set(++id, { resolve, reject })
      ws.send(JSON.stringify({ id, method }))
    })
  try {
    // Twice: the first collection can leave objects whose finalizers free more on the next.
    await send('HeapProfiler.collectGarbage')
    await send('HeapProfiler.collectGarbage')
    const usage = await send('Runtime.getHeapUsage')
    return Number(usage.usedSize)
  } finally {
    ws.close()
  }
}
