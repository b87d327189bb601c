import { postgresAdapter } from '@payloadcms/db-postgres'
import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { pt } from '@payloadcms/translations/languages/pt'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Admins } from './collections/Admins.ts'
import { collections } from './collections/index.ts'
import { globals } from './globals/index.ts'
import { stripeIdsAdminOnly } from './access/stripeIds.ts'
import { globalObjectDataOnly, objectDataOnly } from './hooks/objectData.ts'
import { wellFormedIdsOnly } from './hooks/wellFormedIds.ts'
import { apiAfterError } from '@/server/apiErrors.ts'
import { graphqlValidationRules } from '@/server/graphqlStaffOnly.ts'
import { emailAdapter } from '@/server/email.ts'
import { endpoints } from '@/server/endpoints/index.ts'
import { adminPanelOnlyInternalCollections } from '@/server/internalCollections.ts'
import { MAINTENANCE_QUEUE, pruneStripeEventsTask } from '@/server/jobs/pruneStripeEvents.ts'
import { expireCheckoutsTask } from '@/server/jobs/expireCheckouts.ts'
import { reconcileSubscriptionsTask } from '@/server/jobs/reconcileSubscriptions.ts'
import { promoWindowEdgesTask } from '@/server/jobs/promoWindowEdges.ts'
import { logger } from '@/server/logger.mjs'
import { whenPayloadReady } from '@/server/payloadReady.ts'
import { documentPreviewUrl } from '@/lib/previewPaths.ts'
import { contentJobsCron } from '@/server/jobs/cron.ts'
import { runsJobsHere } from '@/server/jobs/runner.ts'
import { csrfOrigins, numberSetting } from '@/lib/runtimeMode.mjs'
import { publishScheduledVersions } from '@/server/jobs/scheduledVersion.ts'
import { ADMIN_TIMEZONES, DATE_TIME_FORMAT } from './fields/dates.ts'
import { yesNoCells } from './fields/adminCells.ts'
import { mediaStorageFieldsInPortuguese } from './collections/Media.ts'
import { ptAdminTranslations } from '@/i18n/payloadAdmin.ts'

// @payloadcms/storage-s3 has no 3.90.2 release (its 3.90.1 runs on payload 3.90.2 through package.json's
// overrides), and Payload's development-only version check would refuse to start over that patch
// difference. Remove this once the versions match again.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// Local servers set it to the address they serve when it is not configured (scripts/dev.ts, scripts/start.mjs).
const serverURL = process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'
const s3 = process.env.S3_BUCKET

export default buildConfig({
  serverURL,
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Admins.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Painel' },
    // List cells and version dates in the 24-hour, day-first form the date pickers use.
    dateFormat: DATE_TIME_FORMAT,
    timezones: ADMIN_TIMEZONES,
    // Payload's built-in avatar: Gravatar would send each admin's email hash to a third party (and the CSP blocks it).
    avatar: 'default',
    // Seed values that must not go live, listed until a marketer replaces them.
    components: {
      beforeDashboard: [
        '/src/components/admin/FailedSchedulesPanel.tsx#FailedSchedulesPanel',
        '/src/components/admin/SampleValuesPanel.tsx#SampleValuesPanel',
      ],
    },
    // Live preview: the page a document is on, in draft mode, beside the form; it reloads on every
    // autosave (src/components/preview/LivePreviewListener.tsx).
    livePreview: {
      url: ({ collectionConfig, globalConfig, data, req }) =>
        documentPreviewUrl(
          req.payload.config.serverURL,
          collectionConfig?.slug ?? globalConfig?.slug ?? '',
          data,
          new Date(),
        ),
      collections: [
        'plans',
        'promo-codes',
        'faqs',
        'stores',
        'pain-points',
        'features',
        'bio-links',
        'legal-pages',
      ],
      globals: ['landing-copy', 'bio-page', 'site-settings'],
      breakpoints: [
        { name: 'celular', label: 'Celular', width: 375, height: 667 },
        { name: 'computador', label: 'Computador', width: 1440, height: 900 },
      ],
    },
  },
  // Payload's Portuguese, corrected where a marketer reads it (src/i18n/payloadAdmin.ts).
  i18n: {
    supportedLanguages: { pt },
    fallbackLanguage: 'pt',
    translations: { pt: ptAdminTranslations },
  },
  collections: wellFormedIdsOnly(objectDataOnly(stripeIdsAdminOnly(yesNoCells(collections)))),
  endpoints,
  jobs: {
    // promoWindowEdgesTask: pages listing promo codes refresh on every instance when a code's window
    // starts or ends (scheduled each time the default queue is looked at).
    tasks: [
      pruneStripeEventsTask,
      expireCheckoutsTask,
      reconcileSubscriptionsTask,
      promoWindowEdgesTask,
    ],
    // Several instances: only the one holding the jobs lock runs the queue and queues the tasks due
    // on a schedule (src/server/jobs/runner.ts), so the crons do not schedule themselves.
    shouldAutoRun: runsJobsHere,
    // The production server is long-running: it queues scheduled tasks and runs them itself
    // (started with the server, src/instrumentation.ts). Scheduled publications wait in the default
    // queue, looked at every minute (JOBS_CRON; tests use seconds).
    autoRun: [
      { cron: '0 */10 * * * *', queue: MAINTENANCE_QUEUE, disableScheduling: true },
      // Quiet when all goes well: promoWindowEdgesTask runs at every look, and Payload would log
      // "Running 1 jobs." each minute. Errors are still logged.
      {
        cron: contentJobsCron(),
        queue: 'default',
        disableScheduling: true,
        silent: { info: true },
      },
    ],
    // Nobody runs the queue over HTTP (/api/payload-jobs/run, /handle-schedules): a run there would
    // go beside the lock holder's and could run a due job twice.
    access: { run: () => false },
  },
  hooks: { afterError: [apiAfterError] },
  globals: globalObjectDataOnly(globals), // a copy: Payload adds its own globals to the array it is given
  // Rich text offers only what the site renders (src/components/ui/SiteRichText.tsx): no
  // relationship block (a page shows it as "unknown node") and no internal links (no page to go to).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((f) => f.key !== 'relationship' && f.key !== 'link'),
      LinkFeature({ enabledCollections: [] }),
    ],
  }),
  // The admin's "forgot password" emails (SMTP_* variables; the server log in development).
  email: emailAdapter(),
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URI || '',
      max: numberSetting(process.env, 'DATABASE_POOL_MAX', 10),
      // Fail fast (503) instead of queueing forever when Postgres cannot be reached.
      connectionTimeoutMillis: numberSetting(process.env, 'DATABASE_CONNECT_TIMEOUT_MS', 3000),
    },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  // Locally both loopback names serve the site: a save from the other one was refused (403).
  csrf: csrfOrigins(serverURL, process.env),
  sharp,
  // Staff only, but for the mutations that sign in (src/server/graphqlStaffOnly.ts).
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlValidationRules },
  // Generated by `npm run generate:types` only (committed, with the S3 adapter's fields): Payload's
  // default regenerates the file at every start outside production, from whatever that process's
  // environment configures, so test and dev runs rewrote the committed types.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
  logger,
  plugins: [
    // Uploaded media in object storage when S3_BUCKET is set, so every instance serves every file
    // (through /api/media/file/…, with the collection's read access); local disk (MEDIA_DIR) otherwise.
    // The plugin's fields are in the schema either way (alwaysInsertFields), so turning it on needs
    // no migration.
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: s3 ?? '',
      config: {
        region: process.env.S3_REGION || 'us-east-1',
        ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT } : {}),
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
        credentials: {
          accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
        },
        // S3-compatible stores (MinIO, R2, the test double) do not all know the SDK's newer default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
    mediaStorageFieldsInPortuguese,
  ],
  onInit: whenPayloadReady,
})
  .then(adminPanelOnlyInternalCollections)
  .then(publishScheduledVersions)
