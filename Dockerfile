# syntax=docker/dockerfile:1
# The app image: one Node.js process (server.mjs, the custom server in front of Next.js: response
# cache, check-cookie fast path, admission queue, SIGTERM drain). Next's standalone output is not
# used because it would bypass server.mjs. The build cannot reach the production database, so pages
# are prerendered from a throwaway embedded database with the seed catalogue, and each instance
# re-renders them from the production database on their first request after it starts
# (docs/production.md). The browser bundle inlines the NEXT_PUBLIC_* values: build arguments.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# All dependencies, for the build. `npm install` with the lockfile, not `npm ci`: the lockfile has no
# entries for other platforms' optional packages (SWC, rollup), which `npm ci` refuses.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# patches/: applied by the postinstall step (patch-package) to the installed Payload packages.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --no-audit --no-fund

# Only production dependencies, for the image (no embedded Postgres, emulator, test tools or tsx of our own).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM deps AS build
ARG NEXT_PUBLIC_SERVER_URL
ARG NEXT_PUBLIC_FIREBASE_API_KEY
ARG NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN
ARG NEXT_PUBLIC_FIREBASE_PROJECT_ID
ARG NEXT_PUBLIC_FIREBASE_APP_ID
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
ARG NEXT_PUBLIC_META_PIXEL_ID
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_SERVER_URL=${NEXT_PUBLIC_SERVER_URL} \
    NEXT_PUBLIC_FIREBASE_API_KEY=${NEXT_PUBLIC_FIREBASE_API_KEY} \
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=${NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN} \
    NEXT_PUBLIC_FIREBASE_PROJECT_ID=${NEXT_PUBLIC_FIREBASE_PROJECT_ID} \
    NEXT_PUBLIC_FIREBASE_APP_ID=${NEXT_PUBLIC_FIREBASE_APP_ID} \
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=${NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY} \
    NEXT_PUBLIC_META_PIXEL_ID=${NEXT_PUBLIC_META_PIXEL_ID} \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=${NEXT_SERVER_ACTIONS_ENCRYPTION_KEY}
COPY . .
RUN node scripts/build.mjs --throwaway-database && rm -rf .data

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/.next ./.next
# server.mjs and what it imports; payload.config.ts and its sources for `npm run migrate` (Payload's CLI).
COPY --chown=node:node package.json package-lock.json server.mjs next.config.mjs payload.config.ts tsconfig.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node access ./access
COPY --chown=node:node collections ./collections
COPY --chown=node:node fields ./fields
COPY --chown=node:node globals ./globals
COPY --chown=node:node hooks ./hooks
# The site's default logo, icons and share image (used until the admin uploads its own).
COPY --chown=node:node public ./public
COPY --chown=node:node migrations ./migrations
COPY --chown=node:node scripts ./scripts
RUN mkdir -p media && chown node:node media
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not through npm: signals reach the server directly, so SIGTERM drains it.
CMD ["node", "server.mjs"]
