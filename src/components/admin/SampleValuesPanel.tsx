// Admin dashboard, above the collections: the seed's sample values still on the site, each with a
// link to where it is edited. Nothing is shown once every one has been replaced.
import type { ServerProps } from 'payload'
import { findSampleValues } from '@/server/sampleValues.ts'

export async function SampleValuesPanel({ payload }: ServerProps) {
  const samples = await findSampleValues(payload)
  if (samples.length === 0) return null
  return (
    <section
      className="sample-values"
      aria-labelledby="sample-values-title"
      data-testid="sample-values"
    >
      <h2 id="sample-values-title">Valores de exemplo para trocar antes de publicar</h2>
      <p>
        Estes dados vieram da instalação e não são da empresa. Troque cada um; a lista some quando
        não sobrar nenhum.
      </p>
      <ul>
        {samples.map((s) => (
          <li key={`${s.where}|${s.value}`}>
            <a href={s.href}>{s.where}</a>: <code>{s.value}</code>
          </li>
        ))}
      </ul>
    </section>
  )
}
