// Payload's Next.js routes add GET /api/og, a 1200×630 image renderer for its admin panel's
// previews, unless the config has its own: public, uncached, unthrottled, fetching fonts from
// Google for some texts, and answering 500 with the error's message when it fails. The site never
// uses it (its share image is /og-default.png or an upload), so it is closed.
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/api/[...slug]/route.ts'

describe('GET /api/og', () => {
  it('answers 404 in JSON instead of rendering an image', async () => {
    const res = await GET(
      new Request(`http://localhost:3000/api/og?title=x&description=${'y'.repeat(2000)}`),
      { params: Promise.resolve({ slug: ['og'] }) },
    )
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
    expect(((await res.json()) as { error?: string }).error).toBe('Não encontrado.')
  })
})
