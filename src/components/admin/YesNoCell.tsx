// List column of a checkbox field (fields/adminCells.ts): "Sim" or "Não", not Payload's
// "verdadeiro"/"falso" (or true/false).
import type { DefaultServerCellComponentProps } from 'payload'

export function YesNoCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (cellData === true) return <span>{i18n.t('general:yes')}</span>
  if (cellData === false) return <span>{i18n.t('general:no')}</span>
  return <span>—</span>
}
