// The "Versões" tab of every versioned collection and global (collections/versioned.ts): Payload's
// version list has no column for who saved a version, so this list replaces it. Each version keeps
// the admin who saved it (`updatedBy`); opening a version shows Payload's own comparison view, where
// it is restored.
import { Gutter, Pill, SetDocumentStepNav, Table } from '@payloadcms/ui'
import Link from 'next/link'
import type {
  ClientField,
  CollectionSlug,
  Column,
  DocumentViewServerProps,
  GlobalSlug,
  PayloadRequest,
} from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { Admin } from '@/payload-types.ts'
import { t } from '@/i18n/server.ts'
import { MAX_VERSIONS } from '../../../fields/versioned.ts'
import { adminDateTime } from '@/lib/adminTime.ts'

type VersionRow = {
  id: number | string
  updatedAt: string
  autosave?: boolean | null
  version: { _status?: 'draft' | 'published' | null; updatedBy?: number | Admin | null }
}

// The person, always with the email: a name alone can be a role ("Administrador") or shared.
const author = (by: VersionRow['version']['updatedBy']) => {
  if (!by || typeof by !== 'object') return t('versions.system')
  const name = by.name?.trim()
  return name && name !== by.email ? `${name} (${by.email})` : by.email
}

async function versionsOf(
  req: PayloadRequest,
  collection: CollectionSlug | undefined,
  global: GlobalSlug | undefined,
  id: number | string | undefined,
): Promise<VersionRow[]> {
  const common = {
    sort: '-updatedAt',
    limit: MAX_VERSIONS,
    depth: 1,
    overrideAccess: false,
    req,
    user: req.user,
  } as const
  if (collection && id !== undefined) {
    const res = await req.payload.findVersions({
      collection,
      where: { parent: { equals: id } },
      ...common,
    })
    return res.docs as unknown as VersionRow[]
  }
  if (global)
    return (await req.payload.findGlobalVersions({ slug: global, ...common }))
      .docs as unknown as VersionRow[]
  return []
}

const column = (accessor: string, heading: string, cells: React.ReactNode[]): Column => ({
  accessor,
  active: true,
  field: { name: accessor, type: 'text' } as ClientField,
  Heading: <span>{heading}</span>,
  renderedCells: cells,
})

export async function VersionsWithAuthors({
  initPageResult,
  hasPublishedDoc,
}: DocumentViewServerProps) {
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const rows = await versionsOf(
    req,
    collectionConfig?.slug as CollectionSlug | undefined,
    globalConfig?.slug as GlobalSlug | undefined,
    docID,
  )
  const live = hasPublishedDoc ? rows.find((r) => r.version._status === 'published') : undefined
  const base: `/${string}` = collectionConfig
    ? `/collections/${collectionConfig.slug}/${docID}/versions`
    : `/globals/${globalConfig?.slug}/versions`
  const href = (row: VersionRow) =>
    formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: `${base}/${row.id}` })
  const status = (row: VersionRow) => {
    if (row === live) return <Pill pillStyle="success">{t('versions.live')}</Pill>
    if (row.version._status === 'published')
      return <Pill pillStyle="light">{t('versions.published')}</Pill>
    return (
      <Pill pillStyle="warning">{t(row.autosave ? 'versions.autosave' : 'versions.draft')}</Pill>
    )
  }
  const columns = [
    column(
      'updatedAt',
      t('versions.savedAt'),
      rows.map((row) => (
        <Link key={row.id} href={href(row)}>
          {adminDateTime(new Date(row.updatedAt))}
        </Link>
      )),
    ),
    column(
      'updatedBy',
      t('versions.savedBy'),
      rows.map((row) => <span key={row.id}>{author(row.version.updatedBy)}</span>),
    ),
    column(
      'status',
      t('versions.status'),
      rows.map((row) => <span key={row.id}>{status(row)}</span>),
    ),
  ]
  const plural = collectionConfig?.labels?.plural
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        globalLabel={globalConfig?.label}
        id={docID}
        pluralLabel={typeof plural === 'function' ? undefined : plural}
        useAsTitle={collectionConfig?.admin?.useAsTitle}
        view={req.i18n.t('version:versions')}
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          <p>{t('versions.kept', { max: MAX_VERSIONS })}</p>
          {rows.length ? (
            <Table columns={columns} data={rows as unknown as Record<string, unknown>[]} />
          ) : (
            <p>{t('versions.none')}</p>
          )}
        </Gutter>
      </main>
    </>
  )
}
