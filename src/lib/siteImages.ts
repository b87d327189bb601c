// The site's icons and share image: the uploads of "Configurações do site", else the defaults in
// public/. One place, for the pages' metadata and for /favicon.ico.
import type { SiteSetting } from '@/payload-types.ts'
import { mediaUrl } from '@/lib/mediaUrl.ts'

// null: the settings could not be read (the defaults stand in).
type Settings = SiteSetting | null

export const siteIcon = (site: Settings): string => mediaUrl(site?.favicon, 'icon') ?? '/icon.svg'

export const siteAppleIcon = (site: Settings): string =>
  mediaUrl(site?.favicon, 'icon') ?? '/apple-icon.png'

export const siteShareImage = (site: Settings): string =>
  mediaUrl(site?.ogImage, 'share') ?? '/og-default.png'
