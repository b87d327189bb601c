// The media list's "Tamanho do arquivo" column: "1,2 MB", not Payload's raw bytes (src/lib/fileSize.ts).
import type { DefaultServerCellComponentProps } from 'payload'
import { formatFileSize } from '@/lib/fileSize.ts'

export function FileSizeCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{formatFileSize(typeof cellData === 'number' ? cellData : null)}</span>
}
