// Drafts and versions (pt-BR): the draft-mode banner of the site and the admin's version list. Both
// are rendered on the server only, so these strings never reach the browser's catalogue.
export const drafts = {
  'preview.banner':
    'Pré-visualização: esta página mostra os rascunhos, que ainda não estão no site.',
  'preview.exit': 'Sair da pré-visualização',
  'preview.at': 'Mostrando o site como estará em {moment}.',
  'preview.atLabel': 'Ver como estará em',
  'preview.atSubmit': 'Ver',
  'preview.atNow': 'Voltar para agora',
  'versions.savedAt': 'Salva em',
  'versions.savedBy': 'Salva por',
  'versions.status': 'Situação',
  'versions.system': 'Sistema',
  'versions.published': 'Publicada',
  'versions.live': 'Publicada (no site agora)',
  'versions.draft': 'Rascunho',
  'versions.autosave': 'Rascunho (salvo automaticamente)',
  'versions.none': 'Nenhuma versão salva ainda.',
  'versions.kept':
    'Abra uma versão para compará-la com a atual e restaurá-la. As {max} versões mais recentes são guardadas.',
  'promoStatus.rascunho': 'Rascunho (nunca publicado)',
  'promoStatus.desativado': 'Desativado',
  'promoStatus.agendado': 'Agendado',
  'promoStatus.expirado': 'Expirado',
  'promoStatus.ativo': 'Ativo',
  'promoStatus.pendingDraft': 'alteração em rascunho',
} as const
