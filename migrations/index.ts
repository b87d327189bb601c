import * as migration_20261122_152739_initial from './20261122_152739_initial'
import * as migration_20261122_162400_promo_default_code from './20261122_162400_promo_default_code'
import * as migration_20261122_165342_stripe_events from './20261122_165342_stripe_events'
import * as migration_20261123_004147_subscriber_auth from './20261123_004147_subscriber_auth'
import * as migration_20261123_222820_media_storage_fields from './20261123_222820_media_storage_fields'
import * as migration_20261123_222900_rate_limits from './20261123_222900_rate_limits'
import * as migration_20261124_000016_jobs_queue from './20261124_000016_jobs_queue'
import * as migration_20261124_012435_schema_snapshot from './20261124_012435_schema_snapshot'
import * as migration_20261125_021544_purchase_exact from './20261125_021544_purchase_exact'
import * as migration_20261125_022306_admin_ux from './20261125_022306_admin_ux'
import * as migration_20261125_022310_business_tokens from './20261125_022310_business_tokens'
import * as migration_20261125_022313_drafts_versions from './20261125_022313_drafts_versions'
import * as migration_20261125_022400_publish_existing_content from './20261125_022400_publish_existing_content'
import * as migration_20261125_034842_schema_after_admin_ux from './20261125_034842_schema_after_admin_ux'
import * as migration_20261125_041319_schema_after_drafts from './20261125_041319_schema_after_drafts'
import * as migration_20261126_111646_trial_plan from './20261126_111646_trial_plan'
import * as migration_20261127_000910_unread_admin_fields from './20261127_000910_unread_admin_fields'
import * as migration_20261127_035110_trash_content from './20261127_035110_trash_content'
import * as migration_20261127_133848_default_interval_select from './20261127_133848_default_interval_select'
import * as migration_20261127_142000_expire_checkouts_task from './20261127_142000_expire_checkouts_task'
import * as migration_20261128_000923_meta_registration_claim from './20261128_000923_meta_registration_claim'
import * as migration_20261129_160000_reconcile_subscriptions_task from './20261129_160000_reconcile_subscriptions_task'
import * as migration_20261129_160559_checkout_recurring_cents from './20261129_160559_checkout_recurring_cents'
import * as migration_20261129_170000_promo_window_edges_task from './20261129_170000_promo_window_edges_task'
import * as migration_20261130_055121_signup_subtitle from './20261130_055121_signup_subtitle'
import * as migration_20261130_060943_section_labels from './20261130_060943_section_labels'
import * as migration_20261204_120000_day_only_noon from './20261204_120000_day_only_noon'
import * as migration_20261204_132017_editor_guardrails from './20261204_132017_editor_guardrails'
import * as migration_20261204_190000_prune_superseded_autosaves from './20261204_190000_prune_superseded_autosaves'
import * as migration_20261204_190211_plans_trash from './20261204_190211_plans_trash'
import * as migration_99999999_999997_retired_rich_text_nodes from './99999999_999997_retired_rich_text_nodes'
import * as migration_99999999_999998_store_logos from './99999999_999998_store_logos'
import * as migration_99999999_999999_seed_catalogue from './99999999_999999_seed_catalogue'

export const migrations = [
  {
    up: migration_20261122_152739_initial.up,
    down: migration_20261122_152739_initial.down,
    name: '20261122_152739_initial',
  },
  {
    up: migration_20261122_162400_promo_default_code.up,
    down: migration_20261122_162400_promo_default_code.down,
    name: '20261122_162400_promo_default_code',
  },
  {
    up: migration_20261122_165342_stripe_events.up,
    down: migration_20261122_165342_stripe_events.down,
    name: '20261122_165342_stripe_events',
  },
  {
    up: migration_20261123_004147_subscriber_auth.up,
    down: migration_20261123_004147_subscriber_auth.down,
    name: '20261123_004147_subscriber_auth',
  },
  {
    up: migration_20261123_222820_media_storage_fields.up,
    down: migration_20261123_222820_media_storage_fields.down,
    name: '20261123_222820_media_storage_fields',
  },
  {
    up: migration_20261123_222900_rate_limits.up,
    down: migration_20261123_222900_rate_limits.down,
    name: '20261123_222900_rate_limits',
  },
  {
    up: migration_20261124_000016_jobs_queue.up,
    down: migration_20261124_000016_jobs_queue.down,
    name: '20261124_000016_jobs_queue',
  },
  {
    up: migration_20261124_012435_schema_snapshot.up,
    down: migration_20261124_012435_schema_snapshot.down,
    name: '20261124_012435_schema_snapshot',
  },
  {
    up: migration_20261125_021544_purchase_exact.up,
    down: migration_20261125_021544_purchase_exact.down,
    name: '20261125_021544_purchase_exact',
  },
  {
    up: migration_20261125_022306_admin_ux.up,
    down: migration_20261125_022306_admin_ux.down,
    name: '20261125_022306_admin_ux',
  },
  {
    up: migration_20261125_022310_business_tokens.up,
    down: migration_20261125_022310_business_tokens.down,
    name: '20261125_022310_business_tokens',
  },
  {
    up: migration_20261125_022313_drafts_versions.up,
    down: migration_20261125_022313_drafts_versions.down,
    name: '20261125_022313_drafts_versions',
  },
  {
    up: migration_20261125_022400_publish_existing_content.up,
    down: migration_20261125_022400_publish_existing_content.down,
    name: '20261125_022400_publish_existing_content',
  },
  {
    up: migration_20261125_034842_schema_after_admin_ux.up,
    down: migration_20261125_034842_schema_after_admin_ux.down,
    name: '20261125_034842_schema_after_admin_ux',
  },
  {
    up: migration_20261125_041319_schema_after_drafts.up,
    down: migration_20261125_041319_schema_after_drafts.down,
    name: '20261125_041319_schema_after_drafts',
  },
  {
    up: migration_20261126_111646_trial_plan.up,
    down: migration_20261126_111646_trial_plan.down,
    name: '20261126_111646_trial_plan',
  },
  {
    up: migration_20261127_000910_unread_admin_fields.up,
    down: migration_20261127_000910_unread_admin_fields.down,
    name: '20261127_000910_unread_admin_fields',
  },
  {
    up: migration_20261127_035110_trash_content.up,
    down: migration_20261127_035110_trash_content.down,
    name: '20261127_035110_trash_content',
  },
  {
    up: migration_20261127_133848_default_interval_select.up,
    down: migration_20261127_133848_default_interval_select.down,
    name: '20261127_133848_default_interval_select',
  },
  {
    up: migration_20261127_142000_expire_checkouts_task.up,
    down: migration_20261127_142000_expire_checkouts_task.down,
    name: '20261127_142000_expire_checkouts_task',
  },
  {
    up: migration_20261128_000923_meta_registration_claim.up,
    down: migration_20261128_000923_meta_registration_claim.down,
    name: '20261128_000923_meta_registration_claim',
  },
  {
    up: migration_20261129_160000_reconcile_subscriptions_task.up,
    down: migration_20261129_160000_reconcile_subscriptions_task.down,
    name: '20261129_160000_reconcile_subscriptions_task',
  },
  {
    up: migration_20261129_160559_checkout_recurring_cents.up,
    down: migration_20261129_160559_checkout_recurring_cents.down,
    name: '20261129_160559_checkout_recurring_cents',
  },
  {
    up: migration_20261129_170000_promo_window_edges_task.up,
    down: migration_20261129_170000_promo_window_edges_task.down,
    name: '20261129_170000_promo_window_edges_task',
  },
  {
    up: migration_20261130_055121_signup_subtitle.up,
    down: migration_20261130_055121_signup_subtitle.down,
    name: '20261130_055121_signup_subtitle',
  },
  {
    up: migration_20261130_060943_section_labels.up,
    down: migration_20261130_060943_section_labels.down,
    name: '20261130_060943_section_labels',
  },
  {
    up: migration_20261204_120000_day_only_noon.up,
    down: migration_20261204_120000_day_only_noon.down,
    name: '20261204_120000_day_only_noon',
  },
  {
    up: migration_20261204_132017_editor_guardrails.up,
    down: migration_20261204_132017_editor_guardrails.down,
    name: '20261204_132017_editor_guardrails',
  },
  {
    up: migration_20261204_190000_prune_superseded_autosaves.up,
    down: migration_20261204_190000_prune_superseded_autosaves.down,
    name: '20261204_190000_prune_superseded_autosaves',
  },
  {
    up: migration_20261204_190211_plans_trash.up,
    down: migration_20261204_190211_plans_trash.down,
    name: '20261204_190211_plans_trash',
  },
  {
    up: migration_99999999_999997_retired_rich_text_nodes.up,
    down: migration_99999999_999997_retired_rich_text_nodes.down,
    name: '99999999_999997_retired_rich_text_nodes',
  },
  {
    up: migration_99999999_999998_store_logos.up,
    down: migration_99999999_999998_store_logos.down,
    name: '99999999_999998_store_logos',
  },
  {
    up: migration_99999999_999999_seed_catalogue.up,
    down: migration_99999999_999999_seed_catalogue.down,
    name: '99999999_999999_seed_catalogue',
  },
]
