// V8's explicit compile hints (Chrome ≥ 136): a script whose first line is this comment has every
// function compiled while it downloads, on a background thread, instead of on the main thread the
// first time each one is called. Turbopack's module factories are lazy functions, so without it a
// first view spends ~40 ms of main thread per load (×4 under Lighthouse's mobile CPU) compiling them
// inside the first script task. Measured on /planos and /bio, interleaved against the same build
// (bench/README.md, "Compile hints"): Total Blocking Time roughly halved. Other browsers ignore the
// comment. Only the scripts a page runs as it loads are marked: eager compilation of code nobody
// calls is wasted memory, so Payload's admin chunks and the chunks loaded on demand stay lazy.
//
// Plain JavaScript with JSDoc types: next.config.mjs runs it (compiler.runAfterProductionCompile)
// without a build step of its own.

import fs from 'node:fs/promises'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** @typedef {{ route: string, entryJSFiles: Record<string, string[]> }} PageManifest */

/**
 * The build files (relative to the build folder, `static/chunks/…`) every page loads at once: the
 * framework's (`rootMainFiles`) and the entry chunks of each page but the admin panel's.
 * @param {string[]} rootMainFiles
 * @param {PageManifest[]} pages
 * @returns {string[]}
 */
export function startupScripts(rootMainFiles, pages) {
  const files = new Set(rootMainFiles)
  for (const page of pages) {
    if (page.route.startsWith('/(payload)/')) continue
    for (const chunks of Object.values(page.entryJSFiles)) for (const f of chunks) files.add(f)
  }
  return [...files].filter((f) => f.endsWith('.js')).sort()
}

/** @param {string} source */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/**
 * A source map of the same script with one line added on top: each `;` in `mappings` starts the
 * next generated line, so one more in front moves every mapping down a line.
 * @param {string} mapJson
 */
export function shiftedSourceMap(mapJson) {
  const map = JSON.parse(mapJson)
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * A page's client reference manifest (`server/app/…/page_client-reference-manifest.js`), which
 * Next.js writes as a script assigning one JSON object.
 * @param {string} source
 * @returns {PageManifest}
 */
export function parsePageManifest(source) {
  const m = /__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*(\{.*\});?\s*$/m.exec(source)
  if (!m) throw new Error('not a client reference manifest')
  const route = JSON.parse(m[1])
  const { entryJSFiles } = JSON.parse(m[2])
  if (!entryJSFiles || typeof entryJSFiles !== 'object')
    throw new Error(`${route}: no entryJSFiles`)
  return { route, entryJSFiles }
}

/**
 * Marks the startup scripts of a finished production compile (`distDir`, absolute). Runs before
 * Next.js prerenders the pages and before anything serves the files, so a file's name (its content
 * hash) always goes with the same content. Throws when the manifests it reads are not there, so a
 * Next.js upgrade that moves them fails the build instead of silently dropping the hints.
 * @param {string} distDir
 * @returns {Promise<string[]>} the files marked
 */
export async function markStartupScripts(distDir) {
  const buildManifest = JSON.parse(
    await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8'),
  )
  if (!Array.isArray(buildManifest.rootMainFiles) || buildManifest.rootMainFiles.length === 0)
    throw new Error('compile hints: build-manifest.json lists no rootMainFiles')
  const app = path.join(distDir, 'server', 'app')
  const manifests = (await fs.readdir(app, { recursive: true })).filter(
    (f) => path.basename(f) === 'page_client-reference-manifest.js',
  )
  const pages = await Promise.all(
    manifests.map(async (f) => parsePageManifest(await fs.readFile(path.join(app, f), 'utf8'))),
  )
  if (pages.length === 0) throw new Error('compile hints: no page_client-reference-manifest.js')
  const files = startupScripts(buildManifest.rootMainFiles, pages)
  for (const file of files) {
    const script = path.join(distDir, file)
    const source = await fs.readFile(script, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    await fs.writeFile(script, hinted)
    const map = await fs.readFile(`${script}.map`, 'utf8').catch(() => null)
    if (map !== null) await fs.writeFile(`${script}.map`, shiftedSourceMap(map))
  }
  return files
}
