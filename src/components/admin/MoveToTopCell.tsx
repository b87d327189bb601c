'use client'
// "Mover para o topo" in the list of every ordered collection (FAQ, stores, plans, ...): dragging a
// row works only within one page of the list and needs the row and its place on screen together
// (on a 1440×900 screen a long list does not fit); this puts the item first in one click, through
// the same reorder endpoint the drag uses, and says when the new order is saved.
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

type Ordered = { id: number | string; _order?: string | null }

export function MoveToTopCell({
  collectionSlug,
  rowData,
  titleField,
}: DefaultCellComponentProps & { titleField: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const title = String(rowData[titleField] ?? '').trim() || 'O item'

  const moveToTop = async () => {
    setBusy(true)
    try {
      const res = await fetch(
        `/api/${collectionSlug}?sort=_order&limit=1&depth=0&select[_order]=true`,
        { credentials: 'include' },
      )
      const first = ((await res.json().catch(() => ({}))) as { docs?: Ordered[] }).docs?.[0]
      if (!res.ok || !first) {
        toast.error('Não foi possível ler a ordem da lista. Recarregue a página e tente de novo.')
        return
      }
      if (String(first.id) === String(rowData.id)) {
        toast.info(`“${title}” já é o primeiro da lista.`)
        return
      }
      const moved = await fetch('/api/reorder', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          collectionSlug,
          docsToMove: [rowData.id],
          newKeyWillBe: 'less',
          orderableFieldName: '_order',
          target: { id: first.id, key: first._order },
        }),
      })
      if (!moved.ok) {
        toast.error(
          moved.status === 403
            ? 'Você não tem permissão para mudar esta ordem.'
            : 'A ordem não foi salva. Tente de novo.',
        )
        return
      }
      toast.success(`Ordem salva: “${title}” agora é o primeiro da lista e do site.`)
      router.refresh()
    } catch {
      toast.error('Sem conexão com o servidor. A ordem não foi salva.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      buttonStyle="subtle"
      size="small"
      margin={false}
      onClick={moveToTop}
      disabled={busy}
      aria-label={`Mover “${title}” para o topo`}
    >
      {busy ? 'Movendo…' : 'Mover para o topo'}
    </Button>
  )
}
