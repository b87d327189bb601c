import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // One graphql, as in production (Payload makes it a server external, which Node resolves to
  // its CommonJS `main`): Vite would give the project's own files its `module` build, a second
  // instance, whose errors graphql-http does not recognise (src/server/graphqlStaffOnly.ts).
  graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          // One Payload instance and one database: run files one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
