// List column of fields/money.ts: centavos shown as reais.
import type { DefaultServerCellComponentProps } from 'payload'
import { formatBRL } from '@/lib/money.ts'

export function MoneyCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatBRL(cellData) : '—'}</span>
}
