// Admin dashboard: scheduled publications that failed when due, with the reason and a link to the
// document, so a marketer who scheduled one learns it did not happen (src/server/failedSchedules.ts).
import type { ServerProps } from 'payload'
import { FAILED_SCHEDULE_DAYS, findFailedSchedules } from '@/server/failedSchedules.ts'
import { adminDateTime } from '@/lib/adminTime.ts'

export async function FailedSchedulesPanel({ payload }: ServerProps) {
  const failed = await findFailedSchedules(payload)
  if (failed.length === 0) return null
  return (
    <section
      className="sample-values"
      aria-labelledby="failed-schedules-title"
      data-testid="failed-schedules"
    >
      <h2 id="failed-schedules-title">Agendamentos que não foram aplicados</h2>
      <p>
        Nos últimos {FAILED_SCHEDULE_DAYS} dias, estas publicações agendadas foram recusadas na hora
        marcada e o site ficou como estava. Corrija o motivo e publique ou agende de novo.
      </p>
      <ul>
        {failed.map((f, i) => (
          <li key={`${f.href}|${f.dueAt}|${i}`}>
            <a href={f.href}>{f.where}</a>: {f.action === 'unpublish' ? 'despublicar' : 'publicar'}
            {f.dueAt ? ` em ${adminDateTime(new Date(f.dueAt))}` : ''}. Motivo: {f.reason}
          </li>
        ))}
      </ul>
    </section>
  )
}
