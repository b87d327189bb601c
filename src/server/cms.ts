// Cached reads of CMS content for public pages. Each read is tagged with its collection or global
// slug; the afterChange/afterDelete hooks expire the tag, so pages refresh without a rebuild and a
// cached page view does not query Postgres.
import { unstable_cache } from 'next/cache'
import type { BioPage, BusinessConstant, LandingCopy, SiteSetting, UpsellSetting } from '../payload-types.ts'
import { payloadClient } from './payload.ts'

type GlobalSlug = 'site-settings' | 'landing-copy' | 'bio-page' | 'upsell-settings' | 'business-constants'
type GlobalTypes = {
  'site-settings': SiteSetting
  'landing-copy': LandingCopy
  'bio-page': BioPage
  'upsell-settings': UpsellSetting
  'business-constants': BusinessConstant
}

export function getGlobal<S extends GlobalSlug>(slug: S): Promise<GlobalTypes[S]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      return (await payload.findGlobal({ slug, depth: 1 })) as GlobalTypes[S]
    },
    ['global', slug],
    { tags: [slug] },
  )()
}
