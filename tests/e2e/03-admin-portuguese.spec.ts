// Portuguese everywhere a marketer goes in /admin (issue 48): the dashboard, every collection's
// list, an edit view of each collection and global, the versions list and a version, the
// schedule-publish drawer with its calendar, the live preview toolbar, the media list and the
// dialogs a marketer opens (delete, columns, a selection of rows). Every visible text and every
// visible element's aria-label, title and placeholder is searched for English or broken
// Portuguese (Payload's own translations), and the test fails listing every finding.
import { expect, test, type Page } from '@playwright/test'
import { adminToken, openScheduleDrawer, signInAdmin } from './support.ts'

test.describe.configure({ mode: 'serial' })

const COLLECTIONS = [
  'plans',
  'promo-codes',
  'faqs',
  'stores',
  'pain-points',
  'features',
  'bio-links',
  'legal-pages',
  'media',
  'subscribers',
  'checkout-sessions',
  'stripe-events',
  'admins',
] as const
const GLOBALS = [
  'landing-copy',
  'bio-page',
  'site-settings',
  'upsell-settings',
  'business-constants',
] as const

/**
 * What a marketer must not read: English left in Payload, or Payload's broken Portuguese. Each
 * pattern is matched against visible text (case as written unless the pattern says otherwise).
 */
export const NOT_PORTUGUESE: ReadonlyArray<readonly [string, RegExp]> = [
  ['Time', /\bTime\b/],
  ['Responsive', /\bResponsive\b/],
  ['MIME', /\bMIME\b/i],
  ['Upload em Massa', /\bUpload em massa\b/i],
  ['Upload', /\bUploads?\b/],
  ['o/a', /\bo\/a\b/],
  ['(a) genérico', /\p{L}\(a\)/u],
  ['selecionado depois de um número > 1', /\b(?:[2-9]|[1-9]\d+)\b\D{0,40}?\bselecionad[oa]\b(?!s)/],
  ['true/false', /\b(?:true|false)\b/i],
  ['verdadeiro/falso', /\b(?:verdadeiro|falso)\b/i],
  ['bytes', /\bbytes?\b/i],
  ['Select a value', /\bSelect a value\b/i],
  ['Selecione um valor', /\bSelecione um valor\b/i],
  ['Trash', /\bTrash\b/i],
  ['Lixo (a documentação diz Lixeira)', /\bLixo\b/i],
  ['Log out', /\bLog ?out\b/i],
  // Payload's sign-in button; "login do app" in our own labels is how Brazilians say it.
  ['Login (botão)', /^\s*Login\s*$/],
  ['Sort by', /\bSort by\b/i],
  ['Order', /\bOrder\b/],
  ['All', /\bAll\b/],
  ['Choose', /\bChoose\b/],
  ['Next/Previous Month', /\b(?:Next|Previous) Month\b/i],
  ['Folders/Documents', /\b(?:Folders|Documents)\b/],
  ['Thumbnail', /\bThumbnail\b/i],
  ['Prefix/Key', /\b(?:Prefix|Object Key|Key)\b/i],
  ['Sizes', /\bSizes\b/],
  ['File Size', /\bFile ?size\b/i],
  ['Filename', /\bFile ?name\b/i],
  ['Width/Height', /\b(?:Width|Height)\b/],
  ['Focal', /\bFocal point\b/i],
  ['Loading', /\bLoading\b/],
  ['Search', /\bSearch\b/],
  ['Widget', /\bWidgets?\b/i],
  ['Layout', /\bLayout\b/],
  ['Global', /\bGlob(?:al|ais)\b/],
  ['Cardápio (menu)', /\bCardápio\b/],
  ['Cultura (crop)', /\bCultura\b/],
  ['Mova (imperativo)', /\bMova\b/],
  ['Respeite o significado (tradução quebrada)', /Respeite o significado/],
  ['Estás', /\bEstás\b/],
  ['{{variável}}', /\{\{|\}\}/],
  ['rótulo cru', /\{\{?rótulo/],
  ['Recuo para o local padrão', /\bRecuo\b/],
  ['Relação de Troca', /Relação de Troca/i],
  ['Tempo (hora)', /\bTempo\b/],
  ['Todos + nome (concordância)', /^Todos [A-ZÀ-Ú]/],
  [
    'editor de texto em inglês',
    /\b(?:Drag to move|Add block|Edit link|Remove link|Insert Paragraph|Expand|Collapse)\b/,
  ],
  // A field's name shown as a tooltip (Payload's checkbox had title={name}).
  ['nome interno de campo', /^(?:[a-z]+[A-Z]\w*|select-all|active|highlight)$/],
]

/**
 * What the walk must have read somewhere, so that a page that did not open cannot pass: the
 * Portuguese that replaced the findings above.
 */
const MUST_SEE: ReadonlyArray<readonly [string, RegExp]> = [
  ['a lixeira', /\bLixeira\b/],
  ['duas linhas selecionadas', /\b2 selecionados\b/],
  ['Sim e Não nas listas', /^(?:Sim|Não)$/],
  ['Salvo por sem ninguém', /Sistema \(carga inicial ou sincronização\)/],
  ['o formato do arquivo', /Formato do arquivo/],
  ['um tamanho legível (B, KB, MB)', /^\d[\d,]* (?:B|KB|MB)$/],
  ['Enviar vários', /Enviar vários/],
  ['a coluna de hora do calendário', /^Hora$/],
  ['o tamanho Responsivo', /\bResponsivo\b/],
  ['a confirmação de exclusão', /Você está prestes a (excluir|mover)/],
]
const seen = new Set<string>()

const dump = new Set<string>()

type Finding = { where: string; phrase: string; text: string }
const findings = new Map<string, Finding>()

/** Every visible text of the page now, with the aria-labels, titles and placeholders of visible elements. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.body.innerText]
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    )) {
      if (!(el as HTMLElement).checkVisibility?.()) continue
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr)
        if (v) out.push(v)
      }
    }
    return out
  })
}

/** Records every phrase of the list found on the page now, with the line it is on. */
async function scan(page: Page, where: string): Promise<void> {
  for (const block of await visibleTexts(page))
    for (const line of block.split('\n')) {
      if (process.env.ADMIN_TEXT_DUMP) dump.add(line.trim())
      for (const [what, pattern] of MUST_SEE) if (pattern.test(line.trim())) seen.add(what)
      for (const [phrase, pattern] of NOT_PORTUGUESE) {
        if (!pattern.test(line)) continue
        const text = line.trim().slice(0, 160)
        findings.set(`${where}|${phrase}|${text}`, { where, phrase, text })
      }
    }
}

/** Waits for the admin's view to settle (no Payload loading shimmer left). */
async function settled(page: Page): Promise<void> {
  // Autosave and the document lock keep requests going now and then: a short wait at most.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
  await expect(page.locator('.shimmer-effect:visible, .loading-overlay:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => {})
}

/** Scans a view from top to bottom (Payload renders fields as they scroll into view), each tab too. */
async function scanView(page: Page, where: string): Promise<void> {
  await settled(page)
  await scan(page, where)
  const tabs = page.locator('.tabs-field__tab-button')
  const tabCount = await tabs.count()
  for (let i = 0; i <= tabCount; i++) {
    if (i > 0) {
      await tabs.nth(i - 1).click()
      await settled(page)
    }
    for (let step = 0; step < 12; step++) {
      await page.mouse.move(500, 500)
      await page.mouse.wheel(0, 900)
      await page.waitForTimeout(150)
      await scan(page, where)
      const atBottom = await page.evaluate(
        () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4,
      )
      if (atBottom) break
    }
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

async function firstId(
  page: Page,
  token: string,
  slug: string,
): Promise<number | string | undefined> {
  const res = await page.request.get(`/api/${slug}?limit=1&depth=0&sort=id`, {
    headers: { authorization: `JWT ${token}` },
  })
  const body = (await res.json()) as { docs?: Array<{ id: number | string }> }
  return body.docs?.[0]?.id
}

test('no English or broken Portuguese anywhere a marketer goes in the admin', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(900_000)
  const token = await adminToken(request)
  await signInAdmin(context, request)
  await page.setViewportSize({ width: 1440, height: 900 })

  // The sign-in screen (signed out, in a context of its own).
  const signedOut = await page
    .context()
    .browser()!
    .newContext({
      baseURL: process.env.TEST_BASE_URL || 'http://127.0.0.1:3100',
      locale: 'pt-BR',
    })
  const login = await signedOut.newPage()
  await login.goto('/admin/login')
  await expect(login.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 })
  await scan(login, 'login')
  await signedOut.close()

  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Planos', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await scanView(page, 'painel')
  // The navigation menu.
  const navToggle = page.locator('.nav-toggler, button[aria-label*="menu" i]').first()
  if (await navToggle.isVisible()) {
    await navToggle.click()
    await scan(page, 'painel (menu)')
  }

  await page.goto('/admin/account')
  await scanView(page, 'minha conta')

  for (const slug of COLLECTIONS) {
    await page.goto(`/admin/collections/${slug}`)
    await settled(page)
    await scanView(page, `lista ${slug}`)
    // The columns picker and the filters (field labels, operators).
    const columns = page.getByRole('button', { name: /Colunas/ })
    if (await columns.isVisible()) {
      await columns.click()
      await page.waitForTimeout(300)
      await scan(page, `lista ${slug} (colunas)`)
      await columns.click()
    }
    // Two rows selected: the selection bar counts them.
    const boxes = page.locator('table tbody tr input[type="checkbox"]')
    if ((await boxes.count()) >= 2) {
      await boxes.nth(0).click({ force: true })
      await boxes.nth(1).click({ force: true })
      await page.waitForTimeout(300)
      await scan(page, `lista ${slug} (2 linhas selecionadas)`)
    }

    const id = await firstId(page, token, slug)
    await page.goto(`/admin/collections/${slug}/${id ?? 'create'}`)
    await settled(page)
    await scanView(page, `${id ? 'edição' : 'criação'} ${slug}`)
  }

  // The trash of a collection that has one.
  await page.goto('/admin/collections/faqs/trash')
  await scanView(page, 'lixeira faqs')

  for (const slug of GLOBALS) {
    await page.goto(`/admin/globals/${slug}`)
    await scanView(page, `global ${slug}`)
  }

  // A plan: the delete dialog, the versions list and one version, the live preview.
  const planId = await firstId(page, token, 'plans')
  await page.goto(`/admin/collections/plans/${planId}`)
  await settled(page)
  const menu = page.locator('.doc-controls__popup .popup-button, .doc-controls__dots').first()
  if (await menu.isVisible()) {
    await menu.click()
    await scan(page, 'edição plans (menu)')
    const del = page.locator('#action-delete, .popup-button-list__button', {
      hasText: /Excluir|Apagar/,
    })
    if (await del.first().isVisible()) {
      await del.first().click()
      await page.waitForTimeout(300)
      await scan(page, 'edição plans (excluir)')
      await page.keyboard.press('Escape')
    }
  }

  await page.goto(`/admin/collections/plans/${planId}/versions`)
  await scanView(page, 'versões plans')
  const version = page.locator('table tbody tr a').last()
  if (await version.isVisible()) {
    await version.click()
    await page.waitForURL(/\/versions\/[^/]+$/)
    await scanView(page, 'versão plans')
  }

  await page.goto(`/admin/collections/plans/${planId}`)
  await settled(page)
  if (!(await page.locator('iframe#live-preview-iframe').isVisible()))
    await page.getByRole('button', { name: 'Pré-visualização' }).click()
  await expect(page.locator('iframe#live-preview-iframe')).toBeVisible({ timeout: 20_000 })
  await scan(page, 'visualização ao vivo')
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.waitForTimeout(300)
  await scan(page, 'visualização ao vivo (tamanhos)')
  await page.keyboard.press('Escape')
  // Leave live preview closed for the next suites (Payload remembers it per admin).
  await page.getByRole('button', { name: /^Sair da (?:pré-)?visualização/i }).click()

  // The schedule drawer of a promo code, with its calendar open.
  const promoId = await firstId(page, token, 'promo-codes')
  await page.goto(`/admin/collections/promo-codes/${promoId}`)
  await settled(page)
  const time = await openScheduleDrawer(page)
  await scan(page, 'agendar publicação')
  await time.click()
  await expect(page.locator('.react-datepicker')).toBeVisible()
  await scan(page, 'agendar publicação (calendário)')

  // The media list and a media item.
  await page.goto('/admin/collections/media')
  await settled(page)
  await scan(page, 'lista media')

  if (process.env.ADMIN_TEXT_DUMP)
    (await import('node:fs')).writeFileSync(process.env.ADMIN_TEXT_DUMP, [...dump].join('\n'))
  expect(report(), `${report().length} achados`).toEqual([])
  expect(MUST_SEE.map(([what]) => what).filter((what) => !seen.has(what))).toEqual([])
})

const report = () => [...findings.values()].map((f) => `${f.where}: "${f.phrase}" em «${f.text}»`)

// Also when the walk stops halfway: what it found up to there.
test.afterAll(() => {
  console.log(`${report().length} achados em inglês ou português quebrado:\n${report().join('\n')}`)
})
