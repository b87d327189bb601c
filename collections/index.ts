// Every collection of the CMS, in the admin's order: payload.config.ts and the config tests read
// this one list.
import type { CollectionConfig } from 'payload'
import { Admins } from './Admins.ts'
import { BioLinks } from './BioLinks.ts'
import { CheckoutSessions } from './CheckoutSessions.ts'
import { Faqs } from './Faqs.ts'
import { Features } from './Features.ts'
import { LegalPages } from './LegalPages.ts'
import { Media } from './Media.ts'
import { PainPoints } from './PainPoints.ts'
import { Plans } from './Plans.ts'
import { PromoCodes } from './PromoCodes.ts'
import { Stores } from './Stores.ts'
import { StripeEvents } from './StripeEvents.ts'
import { Subscribers } from './Subscribers.ts'

export const collections: CollectionConfig[] = [
  Plans,
  PromoCodes,
  Faqs,
  Stores,
  PainPoints,
  Features,
  BioLinks,
  LegalPages,
  Media,
  Subscribers,
  CheckoutSessions,
  StripeEvents,
  Admins,
]
