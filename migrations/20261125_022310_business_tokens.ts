import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Data only. The seed's texts that named the trial or the guarantee ("7 dias") now say {diasTeste}
// or {diasGarantia}, which the site fills from the business constants (src/lib/siteTokens.ts). A
// database seeded before gets the same change, text by text and only where the text is still
// exactly the seed's (a marketer's rewrite is left alone). An empty table changes nothing: a fresh
// database gets these texts from migrations/seed/content.ts. The texts are copied here, not
// imported, so this migration keeps doing what it did when content.ts changes.

type Pair = readonly [before: string, after: string]

// Plain text columns: [table, column, before, after].
const COLUMNS: ReadonlyArray<readonly [string, string, ...Pair]> = [
  [
    'landing_copy',
    'hero_subtitle',
    'A Busqy encontra as melhores ofertas de dezenas de lojas e envia tudo para os seus grupos de WhatsApp e Telegram, com o seu link de afiliado. Teste grátis por 7 dias.',
    'A Busqy encontra as melhores ofertas de dezenas de lojas e envia tudo para os seus grupos de WhatsApp e Telegram, com o seu link de afiliado. Teste grátis por {diasTeste} dias.',
  ],
  [
    'landing_copy',
    'plans_subtitle',
    'Comece com 7 dias grátis e mude de plano quando quiser.',
    'Comece com {diasTeste} dias grátis e mude de plano quando quiser.',
  ],
  [
    'landing_copy_plans_include',
    'text',
    '7 dias grátis para testar',
    '{diasTeste} dias grátis para testar',
  ],
  [
    'landing_copy_plans_include',
    'text',
    'Garantia de 7 dias na primeira assinatura',
    'Garantia de {diasGarantia} dias na primeira assinatura',
  ],
  [
    'site_settings',
    'seo_description',
    'A Busqy encontra promoções em dezenas de lojas e envia tudo automaticamente para os seus grupos, com o seu link de afiliado. Teste grátis por 7 dias.',
    'A Busqy encontra promoções em dezenas de lojas e envia tudo automaticamente para os seus grupos, com o seu link de afiliado. Teste grátis por {diasTeste} dias.',
  ],
  ['bio_links', 'label', 'Teste grátis por 7 dias', 'Teste grátis por {diasTeste} dias'],
  [
    'faqs',
    'question',
    'Como funciona o teste grátis de 7 dias?',
    'Como funciona o teste grátis de {diasTeste} dias?',
  ],
  [
    'upsell_settings_feature_lines',
    'text',
    'Garantia de 7 dias',
    'Garantia de {diasGarantia} dias',
  ],
  ['upsell_settings_reassurance', 'title', 'Garantia de 7 dias', 'Garantia de {diasGarantia} dias'],
]

// Sentences inside rich text (Lexical JSON): [table, column, before, after].
const RICH_TEXT: ReadonlyArray<readonly [string, string, ...Pair]> = [
  [
    'faqs',
    'answer',
    'Toda conta nova ganha 7 dias grátis para testar a Busqy, sem precisar cadastrar cartão de crédito. Você cria sua conta, conecta seus grupos e já começa a enviar promoções.',
    'Toda conta nova ganha {diasTeste} dias grátis para testar a Busqy, sem precisar cadastrar cartão de crédito. Você cria sua conta, conecta seus grupos e já começa a enviar promoções.',
  ],
  [
    'faqs',
    'answer',
    'Sim. Na primeira assinatura você tem 7 dias de garantia incondicional: se não gostar, devolvemos 100% do valor pago.',
    'Sim. Na primeira assinatura você tem {diasGarantia} dias de garantia incondicional: se não gostar, devolvemos 100% do valor pago.',
  ],
  [
    'faqs',
    'answer',
    'Sim. Toda conta nova tem 7 dias grátis, sem cartão de crédito.',
    'Sim. Toda conta nova tem {diasTeste} dias grátis, sem cartão de crédito.',
  ],
  [
    'faqs',
    'answer',
    'Na primeira assinatura você tem 7 dias de garantia incondicional, com reembolso de 100% do valor.',
    'Na primeira assinatura você tem {diasGarantia} dias de garantia incondicional, com reembolso de 100% do valor.',
  ],
  [
    'legal_pages',
    'content',
    'Toda conta nova tem 7 dias de teste grátis, sem necessidade de cartão de crédito. Ao fim do teste, o acesso às funções pagas depende da assinatura de um plano.',
    'Toda conta nova tem {diasTeste} dias de teste grátis, sem necessidade de cartão de crédito. Ao fim do teste, o acesso às funções pagas depende da assinatura de um plano.',
  ],
  [
    'legal_pages',
    'content',
    'Na primeira assinatura, você tem 7 dias de garantia incondicional: se pedir o cancelamento nesse prazo, devolvemos 100% do valor pago. A garantia não se aplica a renovações nem a assinaturas posteriores.',
    'Na primeira assinatura, você tem {diasGarantia} dias de garantia incondicional: se pedir o cancelamento nesse prazo, devolvemos 100% do valor pago. A garantia não se aplica a renovações nem a assinaturas posteriores.',
  ],
]

async function apply(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  for (const [table, column, before, after] of COLUMNS) {
    const [from, to] = direction === 'up' ? [before, after] : [after, before]
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${to} WHERE ${sql.identifier(column)} = ${from}`,
    )
  }
  for (const [table, column, before, after] of RICH_TEXT) {
    // Whole JSON strings only ("…"), so a longer sentence a marketer wrote around it is not touched.
    const [from, to] = (direction === 'up' ? [before, after] : [after, before]).map((t) =>
      JSON.stringify(t),
    )
    await db.execute(
      sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = replace(${sql.identifier(column)}::text, ${from}, ${to})::jsonb WHERE strpos(${sql.identifier(column)}::text, ${from}) > 0`,
    )
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await apply(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await apply(db, 'down')
}
