import type { MetadataRoute } from 'next'

const PATHS = [
  '/',
  '/planos',
  '/planos-promo',
  '/promo-landing',
  '/solucoes',
  '/bio',
  '/sobre',
  '/termos',
  '/politicas-de-privacidade',
  '/cadastro',
  '/login',
]

export default function sitemap(): MetadataRoute.Sitemap {
  const base = process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'
  return PATHS.map((p) => ({
    url: new URL(p, base).toString(),
    changeFrequency: 'weekly',
    priority: p === '/' ? 1 : 0.6,
  }))
}
