// `npm run build`. With NODE_ENV=production: `next build` against the configured database, refused
// when a variable the browser bundle inlines (NEXT_PUBLIC_*) is missing. Without it, the build gets
// the local services, and the same Auth emulator settings `npm start` then serves with, so sign-up
// works on a fresh clone's production build.
import { configurationMessage, productionBuildProblems } from '../src/lib/runtimeMode.mjs'
import { production, runHere, runLocally } from './lib/launch.mjs'

if (production) {
  const problems = productionBuildProblems(process.env)
  if (problems.length) {
    console.error(configurationMessage('Build', problems))
    process.exit(1)
  }
  runHere('next', ['build'])
} else runLocally(['next', 'build'])
