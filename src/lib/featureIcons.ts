// The icons an editor can pick for a feature card or tab (drawn by components/landing/FeatureIcon.tsx).
export const FEATURE_ICONS = [
  { value: 'robot', label: 'Robô (automação)' },
  { value: 'send', label: 'Avião de papel (envio)' },
  { value: 'catalog', label: 'Grade (catálogo)' },
  { value: 'image', label: 'Imagem (criador de artes)' },
  { value: 'globe', label: 'Globo (site)' },
  { value: 'chart', label: 'Gráfico (análises)' },
] as const

export type FeatureIconName = (typeof FEATURE_ICONS)[number]['value']
