// deploy/nginx.conf names the instances by their compose service names. Resolved once at nginx's
// start, a recreated instance (a release, a crash: a new container address) was unreachable (502
// until nginx restarted); `resolve` (open-source nginx 1.27.3+) looks them up again.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const conf = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')

describe('the load balancer', () => {
  it("looks the instances up again through Docker's DNS, not once at start", () => {
    expect(conf).toMatch(/^\s*resolver 127\.0\.0\.11 valid=\d+s\b[^;]*;/m)
    const upstream = /upstream app \{([\s\S]*?)\}/.exec(conf)?.[1] ?? ''
    expect(upstream).toMatch(/^\s*zone \w+ \d+k;/m)
    const servers = upstream.match(/^\s*server [^;]+;/gm) ?? []
    expect(servers.length).toBeGreaterThanOrEqual(2)
    for (const server of servers) expect(server).toMatch(/\bresolve;$/)
  })

  it('runs an nginx that has `resolve` in its upstreams (1.27.3 or later), pinned', () => {
    const image = /^\s*image: nginx:(\d+)\.(\d+)\.(\d+)-bookworm\s*$/m.exec(compose)
    expect(image, 'nginx image pinned to a patch version').not.toBeNull()
    const [major, minor, patch] = image!.slice(1).map(Number) as [number, number, number]
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003)
  })
})

describe('a rolling release', () => {
  /** The directives of one `location PATH { … }` block. */
  const location = (at: string) =>
    new RegExp(`location ${at.replace(/[/.]/g, '\\$&')} \\{([^}]*)\\}`).exec(conf)?.[1] ?? ''

  it('asks the other instance for a build file one instance answers 404 (it runs the other build)', () => {
    // Each build names its files by content: while app1 runs the new build and app2 the old one,
    // a page from one asks for files only that one has.
    const retry = /^\s*proxy_next_upstream ([^;]+);/m.exec(location('/_next/static/'))?.[1]
    expect(retry?.split(/\s+/)).toEqual(
      expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503', 'http_404']),
    )
    // Elsewhere a 404 is the answer (a missing page is missing on every instance).
    expect(location('/')).not.toContain('http_404')
    expect(conf.replace(location('/_next/static/'), '')).not.toContain('http_404')
  })
})
