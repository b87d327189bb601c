// Every global of the CMS, in the admin's order: payload.config.ts and the config tests read this
// one list.
import type { GlobalConfig } from 'payload'
import { BioPage } from './BioPage.ts'
import { BusinessConstants } from './BusinessConstants.ts'
import { LandingCopy } from './LandingCopy.ts'
import { SiteSettings } from './SiteSettings.ts'
import { UpsellSettings } from './UpsellSettings.ts'

export const globals: GlobalConfig[] = [
  SiteSettings,
  LandingCopy,
  BioPage,
  UpsellSettings,
  BusinessConstants,
]
