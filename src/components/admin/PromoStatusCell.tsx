// The promo codes list's "Situação" column (src/lib/promoStatus.ts). The row Payload lists is the
// latest version, a pending draft included; the status is the published code's, what visitors get,
// so the published rows are read once per list render (React's cache) rather than once per row.
import { Pill } from '@payloadcms/ui'
import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'
import { t } from '@/i18n/server.ts'
import { promoStatus, type PromoStatus, type PublishedPromoWindow } from '@/lib/promoStatus.ts'
import { publishedOnly } from '@/server/published.ts'

const PILL = {
  ativo: 'success',
  agendado: 'warning',
  expirado: 'error',
  desativado: 'error',
  rascunho: 'light',
} as const satisfies Record<PromoStatus, string>

const publishedWindows = cache(async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'promo-codes',
    where: publishedOnly(),
    select: { active: true, validFrom: true, validUntil: true },
    pagination: false,
    depth: 0,
    trash: true,
    overrideAccess: true,
  })
  return new Map<number, PublishedPromoWindow>(docs.map((d) => [d.id, d]))
})

export async function PromoStatusCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const windows = await publishedWindows(payload)
  const status = promoStatus(windows.get(Number(rowData?.id)) ?? null, new Date())
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
      <Pill pillStyle={PILL[status]}>{t(`promoStatus.${status}`)}</Pill>
      {rowData?._displayStatus === 'changed' ? (
        <small>{t('promoStatus.pendingDraft')}</small>
      ) : null}
    </span>
  )
}
