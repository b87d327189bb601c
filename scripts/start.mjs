// `npm start`. With NODE_ENV=production: the production server (server.mjs) and nothing else; it
// refuses to start when its configuration is incomplete. Without it, the production build with the
// local services for whatever is not configured (embedded Postgres, Auth emulator), as `npm run dev`
// has: a fresh clone runs `npm run build && npm start` with no configuration.
import { production, runLocally } from './lib/launch.mjs'

if (production) await import('../server.mjs')
else {
  console.log(
    '[local] NODE_ENV is not production: the production build with local services (production deployments set NODE_ENV=production, see docs/production.md)',
  )
  runLocally(['node', 'server.mjs'], { NODE_ENV: 'production', LOCAL_SERVICES: '1' })
}
