// `npm start`. With NODE_ENV=production: the production server (server.mjs) and nothing else; it
// refuses to start when its configuration is incomplete. Without it, the production build with the
// local services for whatever is not configured (embedded Postgres, Auth emulator), as `npm run dev`
// has: a fresh clone runs `npm run build && npm start` with no configuration.
import { localServerUrlEnv, numberSetting, serverUrlPortWarning } from '../src/lib/runtimeMode.mjs'
import { production, runLocally } from './lib/launch.mjs'

if (production) await import('../server.mjs')
else {
  console.log(
    '[local] NODE_ENV is not production: the production build with local services (production deployments set NODE_ENV=production, see docs/production.md)',
  )
  // The server's own address follows PORT when NEXT_PUBLIC_SERVER_URL is unset: a build made
  // without it reads it at run time (only the pages prerendered by the build keep port 3000 in their
  // links until they are rendered again). A configured one was inlined by the build as it was then.
  const port = numberSetting(process.env, 'PORT', 3000)
  const warning = serverUrlPortWarning(port, process.env)
  if (warning)
    console.warn(
      `${warning} The build inlines NEXT_PUBLIC_SERVER_URL: build again after changing it.`,
    )
  runLocally(['node', 'server.mjs'], {
    NODE_ENV: 'production',
    LOCAL_SERVICES: '1',
    ...localServerUrlEnv(port, process.env),
  })
}
