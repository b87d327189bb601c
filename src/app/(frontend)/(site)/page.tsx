import { getGlobal } from '../../../server/cms.ts'

export default async function LandingPage() {
  const copy = await getGlobal('landing-copy')
  return (
    <main id="conteudo">
      <h1>{copy.heroTitle}</h1>
      <p>{copy.heroSubtitle}</p>
      <a href="#planos">{copy.heroCta}</a>
    </main>
  )
}
