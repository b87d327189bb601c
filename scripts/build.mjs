// `npm run build`. With NODE_ENV=production: `next build`, refused when a variable the browser bundle
// inlines (NEXT_PUBLIC_*) is missing, prerendering pages from DATABASE_URI. `--throwaway-database`
// (the container image, built where the production database cannot be reached): pages are
// prerendered from an embedded database holding the seed catalogue instead; every instance expires
// all cache tags when it starts (src/server/cache/peers.ts), so its first request of each page renders
// from the production database. Without NODE_ENV=production, the build gets the local services and
// the same Auth emulator settings `npm start` then serves with, so sign-up works on a fresh clone.
import { configurationMessage, productionBuildProblems } from '../src/lib/runtimeMode.mjs'
import { production, runHere, runLocally } from './lib/launch.mjs'

const throwaway = process.argv.includes('--throwaway-database')

if (production) {
  const problems = productionBuildProblems(process.env).filter(
    (p) => !(throwaway && p === 'DATABASE_URI'),
  )
  if (problems.length) {
    console.error(configurationMessage('Build', problems))
    process.exit(1)
  }
  if (throwaway) {
    if (process.env.DATABASE_URI) {
      console.error(
        'Build refused: --throwaway-database with DATABASE_URI set (build from that database instead).',
      )
      process.exit(1)
    }
    runLocally(['next', 'build'], {}, { throwawayDatabase: true })
  } else runHere('next', ['build'])
} else runLocally(['next', 'build'])
