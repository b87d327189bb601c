import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  COMPILE_HINT,
  markStartupScripts,
  parsePageManifest,
  shiftedSourceMap,
  startupScripts,
  withCompileHint,
} from '@/build/compileHints.mjs'

const manifestScript = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: {},
    entryJSFiles,
  })};\n`

describe('startupScripts', () => {
  it("takes the framework's files and every page's entry chunks, but not the admin panel's", () => {
    const files = startupScripts(
      ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'],
      [
        {
          route: '/(frontend)/(site)/planos/page',
          entryJSFiles: {
            '[project]/src/app/(frontend)/layout': ['static/chunks/layout.js'],
            '[project]/src/app/(frontend)/(site)/planos/page': [
              'static/chunks/layout.js',
              'static/chunks/plans.js',
            ],
          },
        },
        {
          route: '/(payload)/admin/[[...segments]]/page',
          entryJSFiles: { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] },
        },
        { route: '/_not-found/page', entryJSFiles: { x: ['static/chunks/not-found.js'] } },
      ],
    )
    expect(files).toEqual([
      'static/chunks/layout.js',
      'static/chunks/not-found.js',
      'static/chunks/plans.js',
      'static/chunks/react-dom.js',
      'static/chunks/turbopack-runtime.js',
    ])
  })

  it('marks scripts only, whatever else a manifest lists', () => {
    expect(startupScripts(['static/chunks/a.js', 'static/chunks/a.css'], [])).toEqual([
      'static/chunks/a.js',
    ])
  })
})

describe('withCompileHint', () => {
  it('puts the hint on the first line once, however often it runs', () => {
    const once = withCompileHint('(()=>{})()')
    expect(once).toBe(`${COMPILE_HINT}(()=>{})()`)
    expect(once.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(withCompileHint(once)).toBe(once)
  })
})

describe('shiftedSourceMap', () => {
  it('moves every mapping one generated line down', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }
    expect(JSON.parse(shiftedSourceMap(JSON.stringify(map)))).toEqual({
      ...map,
      mappings: ';AAAA;AACA',
    })
  })
})

describe('parsePageManifest', () => {
  it('reads the route and entry chunks Next.js writes as a script', () => {
    const entries = { '[project]/src/app/x/page': ['static/chunks/x.js'] }
    expect(parsePageManifest(manifestScript('/x/"quoted"/page', entries))).toEqual({
      route: '/x/"quoted"/page',
      entryJSFiles: entries,
    })
  })

  it('refuses anything else', () => {
    expect(() => parsePageManifest('module.exports = {}')).toThrow(
      'not a client reference manifest',
    )
    expect(() =>
      parsePageManifest('globalThis.__RSC_MANIFEST["/x/page"] = {"clientModules":{}};'),
    ).toThrow('/x/page: no entryJSFiles')
  })
})

describe('markStartupScripts', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  function build(files: Record<string, string>) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), content)
    }
  }
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')

  it('marks the startup scripts of a build folder and shifts their source maps, nothing else', async () => {
    build({
      'build-manifest.json': JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }),
      'server/app/(frontend)/planos/page_client-reference-manifest.js': manifestScript(
        '/(frontend)/planos/page',
        { '[project]/src/app/(frontend)/planos/page': ['static/chunks/plans.js'] },
      ),
      'server/app/(payload)/admin/page_client-reference-manifest.js': manifestScript(
        '/(payload)/admin/page',
        { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] },
      ),
      'static/chunks/framework.js': 'framework()',
      'static/chunks/plans.js': 'plans()',
      'static/chunks/plans.js.map': JSON.stringify({ version: 3, mappings: 'AAAA' }),
      'static/chunks/admin.js': 'admin()',
      'static/chunks/on-demand.js': 'later()',
    })
    expect(await markStartupScripts(dir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/plans.js',
    ])
    expect(read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}framework()`)
    expect(read('static/chunks/plans.js')).toBe(`${COMPILE_HINT}plans()`)
    expect(JSON.parse(read('static/chunks/plans.js.map')).mappings).toBe(';AAAA')
    expect(read('static/chunks/admin.js')).toBe('admin()')
    expect(read('static/chunks/on-demand.js')).toBe('later()')

    // A second run changes nothing (the maps are not shifted twice).
    await markStartupScripts(dir)
    expect(read('static/chunks/plans.js')).toBe(`${COMPILE_HINT}plans()`)
    expect(JSON.parse(read('static/chunks/plans.js.map')).mappings).toBe(';AAAA')
  })

  it('fails the build when the manifests it reads are missing', async () => {
    build({ 'build-manifest.json': JSON.stringify({ pages: {} }), 'server/app/.keep': '' })
    await expect(markStartupScripts(dir)).rejects.toThrow('lists no rootMainFiles')
    fs.writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }),
    )
    await expect(markStartupScripts(dir)).rejects.toThrow('no page_client-reference-manifest.js')
  })
})
