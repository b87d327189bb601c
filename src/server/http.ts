// Small helpers shared by the Next route handlers that are not Payload endpoints.
export const jsonError = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } })

export async function readJsonBody(req: Request, maxBytes = 16_384): Promise<Record<string, unknown> | null> {
  const text = await req.text().catch(() => '')
  if (!text || text.length > maxBytes) return null
  try {
    const v: unknown = JSON.parse(text)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The public origin of the site, for Stripe return URLs (never taken from the request body). */
export function siteOrigin(req: Request): string {
  return process.env.NEXT_PUBLIC_SERVER_URL || new URL(req.url).origin
}
