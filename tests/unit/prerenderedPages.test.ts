import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  hasDraftCookie,
  inDraftMode,
  prerenderedTarget,
  readPrerenderManifest,
} from '@/server/prerenderedPages.mjs'

const pages = new Set(['/', '/planos', '/checkout-return'])

describe('the request target Next gets for a prerendered page', () => {
  it("drops the visitor's query: a checkout session id, click ids, partner codes", () => {
    expect(prerenderedTarget('/checkout-return?session_id=cs_test_a1', pages)).toBe(
      '/checkout-return',
    )
    expect(prerenderedTarget('/?fbclid=IwAR0&utm_source=facebook&ref=parceiro1', pages)).toBe('/')
    expect(prerenderedTarget('/planos?page=2&x', pages)).toBe('/planos')
    expect(prerenderedTarget('/planos?', pages)).toBe('/planos')
  })

  it("keeps Next's own _rsc parameter of client navigations", () => {
    expect(prerenderedTarget('/planos?utm_source=ig&_rsc=1x2y3', pages)).toBe('/planos?_rsc=1x2y3')
    expect(prerenderedTarget('/planos?_rsc', pages)).toBe('/planos?_rsc')
  })

  it('matches a percent-encoded path as Next does', () => {
    expect(prerenderedTarget('/plan%6Fs?session_id=cs_1', pages)).toBe('/plan%6Fs')
  })

  // Review: Next resolves dot segments (and %2e) before matching its routes; browsers do too before
  // sending, but a hand-made request did not, and its query reached the stored page.
  it('matches the path Next resolves: dot segments, %2e, the absolute form', () => {
    expect(prerenderedTarget('/./planos?injected=1', pages)).toBe('/planos')
    expect(prerenderedTarget('/%2e/planos?injected=1', pages)).toBe('/planos')
    expect(prerenderedTarget('/x/../planos?injected=1', pages)).toBe('/planos')
    expect(prerenderedTarget('/.?injected=1', pages)).toBe('/')
    expect(prerenderedTarget('http://busqy.com.br/planos?injected=1&_rsc=a', pages)).toBe(
      '/planos?_rsc=a',
    )
  })

  it('leaves every other target as it came', () => {
    expect(prerenderedTarget('/api/users/abc?x=1', pages)).toBe('/api/users/abc?x=1')
    expect(prerenderedTarget('/blog/post?utm_source=x', pages)).toBe('/blog/post?utm_source=x')
    expect(prerenderedTarget('/planos', pages)).toBe('/planos')
    expect(prerenderedTarget('/%E0%A4%A?x=1', pages)).toBe('/%E0%A4%A?x=1')
  })
})

it("reads the prerendered paths and the draft cookie's value from the build's prerender manifest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'))
  fs.writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({
      version: 4,
      routes: { '/': {}, '/planos': {} },
      dynamicRoutes: {},
      preview: { previewModeId: 'abc123' },
    }),
  )
  const manifest = readPrerenderManifest(dir)
  expect([...manifest.paths]).toEqual(['/', '/planos'])
  expect(manifest.previewModeId).toBe('abc123')
  fs.rmSync(dir, { recursive: true })
})

it("knows a draft-mode request by Next's cookie holding this build's preview id, as Next does", () => {
  expect(inDraftMode({ headers: { cookie: 'a=1; __prerender_bypass=abc123' } }, 'abc123')).toBe(
    true,
  )
  expect(inDraftMode({ headers: { cookie: ['x=2', '__prerender_bypass=abc123'] } }, 'abc123')).toBe(
    true,
  )
  // Review: a forged cookie is an ordinary request to Next, which stores its render.
  expect(inDraftMode({ headers: { cookie: '__prerender_bypass=forjado' } }, 'abc123')).toBe(false)
  expect(inDraftMode({ headers: { cookie: '__prerender_bypass=abc1234' } }, 'abc123')).toBe(false)
  expect(inDraftMode({ headers: { cookie: '__prerender_bypass=abc123' } }, null)).toBe(false)
  expect(inDraftMode({ headers: { cookie: '__session=abc' } }, 'abc123')).toBe(false)
  expect(inDraftMode({ headers: {} }, 'abc123')).toBe(false)
  // A shared cache keeps away from any draft cookie, valid or not.
  expect(hasDraftCookie({ headers: { cookie: '__prerender_bypass=forjado' } })).toBe(true)
  expect(hasDraftCookie({ headers: { cookie: '__session=abc' } })).toBe(false)
})
