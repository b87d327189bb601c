import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_group" AS ENUM('single', 'elite', 'elite_pro', 'label');
  CREATE TYPE "public"."enum_faqs_pages" AS ENUM('landing', 'promo', 'plans');
  CREATE TYPE "public"."enum_features_kind" AS ENUM('card', 'tab');
  CREATE TYPE "public"."enum_legal_pages_slug" AS ENUM('termos', 'privacidade', 'sobre');
  CREATE TYPE "public"."enum_admins_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_site_settings_contacts_kind" AS ENUM('whatsapp', 'email', 'instagram', 'telegram', 'phone');
  CREATE TYPE "public"."enum_site_settings_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum_bio_page_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum_upsell_settings_options_price_key" AS ENUM('trimestral', 'semestral', 'anual');
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"plan_id" varchar NOT NULL,
  	"display_name" varchar NOT NULL,
  	"description" varchar,
  	"group" "enum_plans_group" DEFAULT 'single' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"highlight" boolean DEFAULT false,
  	"badge" varchar,
  	"button_text" varchar,
  	"main_feature" varchar,
  	"prices_mensal_price" numeric,
  	"prices_mensal_original_price" numeric,
  	"prices_mensal_period" varchar DEFAULT '/mês',
  	"prices_mensal_subtext" varchar,
  	"prices_mensal_stripe_price_id" varchar,
  	"prices_trimestral_price" numeric,
  	"prices_trimestral_original_price" numeric,
  	"prices_trimestral_period" varchar DEFAULT '/3 meses',
  	"prices_trimestral_subtext" varchar,
  	"prices_trimestral_stripe_price_id" varchar,
  	"prices_semestral_price" numeric,
  	"prices_semestral_original_price" numeric,
  	"prices_semestral_period" varchar DEFAULT '/6 meses',
  	"prices_semestral_subtext" varchar,
  	"prices_semestral_stripe_price_id" varchar,
  	"prices_anual_price" numeric,
  	"prices_anual_original_price" numeric,
  	"prices_anual_period" varchar DEFAULT '/ano',
  	"prices_anual_subtext" varchar,
  	"prices_anual_stripe_price_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"discount_percent" numeric NOT NULL,
  	"coupon_code" varchar,
  	"stripe_coupon_id" varchar,
  	"active" boolean DEFAULT true,
  	"monthly_only" boolean DEFAULT true,
  	"show_countdown" boolean DEFAULT false,
  	"is_default" boolean DEFAULT false,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"campaign" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"promo_message" varchar,
  	"special_offer" varchar,
  	"subtext" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_pages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faqs_pages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"order" numeric DEFAULT 0,
  	"network" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pain_points" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "features_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "features" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_features_kind" DEFAULT 'card' NOT NULL,
  	"icon" varchar,
  	"order" numeric DEFAULT 0,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bio_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"highlight" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_legal_pages_slug" NOT NULL,
  	"title" varchar NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"content" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"display_name" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email_verified" boolean DEFAULT false,
  	"phone_number" varchar,
  	"photo_u_r_l" varchar,
  	"subscription_plan" varchar,
  	"subscription_interval" varchar,
  	"subscription_active" boolean DEFAULT false,
  	"subscription_status" varchar,
  	"subscription_start" numeric,
  	"subscription_end" numeric,
  	"stripe_customer_id" varchar,
  	"stripe_subscription_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admins_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_admins_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"plans_id" integer,
  	"promo_codes_id" integer,
  	"faqs_id" integer,
  	"stores_id" integer,
  	"pain_points_id" integer,
  	"features_id" integer,
  	"bio_links_id" integer,
  	"legal_pages_id" integer,
  	"media_id" integer,
  	"subscribers_id" integer,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_site_settings_contacts_kind" NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "site_settings_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_socials_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"company_registration" varchar,
  	"app_url" varchar NOT NULL,
  	"app_login_url" varchar NOT NULL,
  	"help_center_url" varchar NOT NULL,
  	"proof_of_payment_url" varchar,
  	"footer_tagline" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"og_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "landing_copy_plans_include" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "landing_copy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"pain_title" varchar,
  	"features_title" varchar,
  	"features_subtitle" varchar,
  	"stores_title" varchar,
  	"stores_toggle_show" varchar,
  	"stores_toggle_hide" varchar,
  	"plans_title" varchar,
  	"plans_subtitle" varchar,
  	"faq_title" varchar,
  	"plans_include_title" varchar,
  	"plan_faq_title" varchar,
  	"help_center_text" varchar,
  	"promo_landing_title" varchar,
  	"promo_landing_subtitle" varchar,
  	"promo_banner_title" varchar,
  	"promo_banner_text" varchar,
  	"promo_banner_cta" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "bio_page_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_bio_page_socials_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "bio_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "upsell_settings_feature_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "upsell_settings_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_key" "enum_upsell_settings_options_price_key" NOT NULL,
  	"title" varchar NOT NULL,
  	"badge" varchar,
  	"period_label" varchar,
  	"highlight" boolean,
  	"description" varchar
  );
  
  CREATE TABLE "upsell_settings_reassurance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "upsell_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"countdown_minutes" numeric DEFAULT 15 NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"countdown_label" varchar,
  	"features_title" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "business_constants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"trial_days" numeric NOT NULL,
  	"guarantee_days" numeric NOT NULL,
  	"default_promo_percent" numeric NOT NULL,
  	"password_min_length" numeric NOT NULL,
  	"features_carousel_ms" numeric NOT NULL,
  	"stores_carousel_ms" numeric NOT NULL,
  	"checkout_poll_ms" numeric NOT NULL,
  	"checkout_tab_close_ms" numeric NOT NULL,
  	"active_subscription_toast_ms" numeric NOT NULL,
  	"countdown_tick_ms" numeric NOT NULL,
  	"default_price_cents" numeric NOT NULL,
  	"default_plan_id" varchar NOT NULL,
  	"default_interval" varchar NOT NULL,
  	"mobile_breakpoint_px" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_pages" ADD CONSTRAINT "faqs_pages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features_bullets" ADD CONSTRAINT "features_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admins_sessions" ADD CONSTRAINT "admins_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_codes_fk" FOREIGN KEY ("promo_codes_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stores_fk" FOREIGN KEY ("stores_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pain_points_fk" FOREIGN KEY ("pain_points_id") REFERENCES "public"."pain_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_features_fk" FOREIGN KEY ("features_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bio_links_fk" FOREIGN KEY ("bio_links_id") REFERENCES "public"."bio_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_contacts" ADD CONSTRAINT "site_settings_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_socials" ADD CONSTRAINT "site_settings_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_copy_plans_include" ADD CONSTRAINT "landing_copy_plans_include_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_copy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bio_page_socials" ADD CONSTRAINT "bio_page_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bio_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bio_page" ADD CONSTRAINT "bio_page_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upsell_settings_feature_lines" ADD CONSTRAINT "upsell_settings_feature_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upsell_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upsell_settings_options" ADD CONSTRAINT "upsell_settings_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upsell_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upsell_settings_reassurance" ADD CONSTRAINT "upsell_settings_reassurance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upsell_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_plan_id_idx" ON "plans" USING btree ("plan_id");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
  CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at");
  CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at");
  CREATE INDEX "faqs_pages_order_idx" ON "faqs_pages" USING btree ("order");
  CREATE INDEX "faqs_pages_parent_idx" ON "faqs_pages" USING btree ("parent_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "stores_logo_idx" ON "stores" USING btree ("logo_id");
  CREATE INDEX "stores_updated_at_idx" ON "stores" USING btree ("updated_at");
  CREATE INDEX "stores_created_at_idx" ON "stores" USING btree ("created_at");
  CREATE INDEX "pain_points_updated_at_idx" ON "pain_points" USING btree ("updated_at");
  CREATE INDEX "pain_points_created_at_idx" ON "pain_points" USING btree ("created_at");
  CREATE INDEX "features_bullets_order_idx" ON "features_bullets" USING btree ("_order");
  CREATE INDEX "features_bullets_parent_id_idx" ON "features_bullets" USING btree ("_parent_id");
  CREATE INDEX "features_updated_at_idx" ON "features" USING btree ("updated_at");
  CREATE INDEX "features_created_at_idx" ON "features" USING btree ("created_at");
  CREATE INDEX "bio_links_updated_at_idx" ON "bio_links" USING btree ("updated_at");
  CREATE INDEX "bio_links_created_at_idx" ON "bio_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "subscribers_uid_idx" ON "subscribers" USING btree ("uid");
  CREATE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_stripe_customer_id_idx" ON "subscribers" USING btree ("stripe_customer_id");
  CREATE INDEX "subscribers_stripe_subscription_id_idx" ON "subscribers" USING btree ("stripe_subscription_id");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "admins_sessions_order_idx" ON "admins_sessions" USING btree ("_order");
  CREATE INDEX "admins_sessions_parent_id_idx" ON "admins_sessions" USING btree ("_parent_id");
  CREATE INDEX "admins_updated_at_idx" ON "admins" USING btree ("updated_at");
  CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at");
  CREATE UNIQUE INDEX "admins_email_idx" ON "admins" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_promo_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_codes_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_stores_id_idx" ON "payload_locked_documents_rels" USING btree ("stores_id");
  CREATE INDEX "payload_locked_documents_rels_pain_points_id_idx" ON "payload_locked_documents_rels" USING btree ("pain_points_id");
  CREATE INDEX "payload_locked_documents_rels_features_id_idx" ON "payload_locked_documents_rels" USING btree ("features_id");
  CREATE INDEX "payload_locked_documents_rels_bio_links_id_idx" ON "payload_locked_documents_rels" USING btree ("bio_links_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_admins_id_idx" ON "payload_locked_documents_rels" USING btree ("admins_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_admins_id_idx" ON "payload_preferences_rels" USING btree ("admins_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_contacts_order_idx" ON "site_settings_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_contacts_parent_id_idx" ON "site_settings_contacts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_socials_order_idx" ON "site_settings_socials" USING btree ("_order");
  CREATE INDEX "site_settings_socials_parent_id_idx" ON "site_settings_socials" USING btree ("_parent_id");
  CREATE INDEX "site_settings_og_image_idx" ON "site_settings" USING btree ("og_image_id");
  CREATE INDEX "landing_copy_plans_include_order_idx" ON "landing_copy_plans_include" USING btree ("_order");
  CREATE INDEX "landing_copy_plans_include_parent_id_idx" ON "landing_copy_plans_include" USING btree ("_parent_id");
  CREATE INDEX "bio_page_socials_order_idx" ON "bio_page_socials" USING btree ("_order");
  CREATE INDEX "bio_page_socials_parent_id_idx" ON "bio_page_socials" USING btree ("_parent_id");
  CREATE INDEX "bio_page_logo_idx" ON "bio_page" USING btree ("logo_id");
  CREATE INDEX "upsell_settings_feature_lines_order_idx" ON "upsell_settings_feature_lines" USING btree ("_order");
  CREATE INDEX "upsell_settings_feature_lines_parent_id_idx" ON "upsell_settings_feature_lines" USING btree ("_parent_id");
  CREATE INDEX "upsell_settings_options_order_idx" ON "upsell_settings_options" USING btree ("_order");
  CREATE INDEX "upsell_settings_options_parent_id_idx" ON "upsell_settings_options" USING btree ("_parent_id");
  CREATE INDEX "upsell_settings_reassurance_order_idx" ON "upsell_settings_reassurance" USING btree ("_order");
  CREATE INDEX "upsell_settings_reassurance_parent_id_idx" ON "upsell_settings_reassurance" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "promo_codes" CASCADE;
  DROP TABLE "faqs_pages" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "stores" CASCADE;
  DROP TABLE "pain_points" CASCADE;
  DROP TABLE "features_bullets" CASCADE;
  DROP TABLE "features" CASCADE;
  DROP TABLE "bio_links" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "admins_sessions" CASCADE;
  DROP TABLE "admins" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_contacts" CASCADE;
  DROP TABLE "site_settings_socials" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "landing_copy_plans_include" CASCADE;
  DROP TABLE "landing_copy" CASCADE;
  DROP TABLE "bio_page_socials" CASCADE;
  DROP TABLE "bio_page" CASCADE;
  DROP TABLE "upsell_settings_feature_lines" CASCADE;
  DROP TABLE "upsell_settings_options" CASCADE;
  DROP TABLE "upsell_settings_reassurance" CASCADE;
  DROP TABLE "upsell_settings" CASCADE;
  DROP TABLE "business_constants" CASCADE;
  DROP TYPE "public"."enum_plans_group";
  DROP TYPE "public"."enum_faqs_pages";
  DROP TYPE "public"."enum_features_kind";
  DROP TYPE "public"."enum_legal_pages_slug";
  DROP TYPE "public"."enum_admins_role";
  DROP TYPE "public"."enum_site_settings_contacts_kind";
  DROP TYPE "public"."enum_site_settings_socials_platform";
  DROP TYPE "public"."enum_bio_page_socials_platform";
  DROP TYPE "public"."enum_upsell_settings_options_price_key";`)
}
