// The one fetch helper of the browser code: JSON in, JSON out, and an ApiError carrying the
// server's message (every endpoint answers errors as JSON `{ error }` or `{ message }`).
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export type ApiOptions = {
  method?: string
  json?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown; errors?: Array<{ message?: unknown }> }
    if (typeof b.error === 'string') return b.error
    if (typeof b.message === 'string') return b.message
    if (Array.isArray(b.errors) && typeof b.errors[0]?.message === 'string')
      return b.errors[0].message
  }
  return null
}

export async function apiFetch<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
  if (opts.json !== undefined || opts.method === 'POST')
    headers['content-type'] = 'application/json'
  const res = await fetch(path, {
    method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    credentials: 'same-origin',
    signal: opts.signal,
  })
  const text = await res.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  if (!res.ok) throw new ApiError(messageOf(body) ?? `HTTP ${res.status}`, res.status, body)
  return body as T
}
