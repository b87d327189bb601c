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
