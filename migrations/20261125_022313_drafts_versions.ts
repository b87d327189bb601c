import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_group" AS ENUM('single', 'elite', 'elite_pro', 'label');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_promo_codes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__promo_codes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_pages" AS ENUM('landing', 'promo', 'plans');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_stores_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stores_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pain_points_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pain_points_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_features_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__features_v_version_kind" AS ENUM('card', 'tab');
  CREATE TYPE "public"."enum__features_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_bio_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__bio_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_slug" AS ENUM('termos', 'privacidade', 'sobre');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_contacts_kind" AS ENUM('whatsapp', 'email', 'instagram', 'telegram', 'phone');
  CREATE TYPE "public"."enum__site_settings_v_version_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_landing_copy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_copy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_bio_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__bio_page_v_version_socials_platform" AS ENUM('tiktok', 'youtube', 'instagram', 'facebook', 'twitter', 'linkedin');
  CREATE TYPE "public"."enum__bio_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_upsell_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__upsell_settings_v_version_options_price_key" AS ENUM('trimestral', 'semestral', 'anual');
  CREATE TYPE "public"."enum__upsell_settings_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_plan_id" varchar,
  	"version_display_name" varchar,
  	"version_description" varchar,
  	"version_group" "enum__plans_v_version_group" DEFAULT 'single',
  	"version_sort_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_highlight" boolean DEFAULT false,
  	"version_badge" varchar,
  	"version_button_text" varchar,
  	"version_main_feature" varchar,
  	"version_prices_mensal_price" numeric,
  	"version_prices_mensal_original_price" numeric,
  	"version_prices_mensal_period" varchar DEFAULT '/mês',
  	"version_prices_mensal_subtext" varchar,
  	"version_prices_mensal_stripe_price_id" varchar,
  	"version_prices_trimestral_price" numeric,
  	"version_prices_trimestral_original_price" numeric,
  	"version_prices_trimestral_period" varchar DEFAULT '/3 meses',
  	"version_prices_trimestral_subtext" varchar,
  	"version_prices_trimestral_stripe_price_id" varchar,
  	"version_prices_semestral_price" numeric,
  	"version_prices_semestral_original_price" numeric,
  	"version_prices_semestral_period" varchar DEFAULT '/6 meses',
  	"version_prices_semestral_subtext" varchar,
  	"version_prices_semestral_stripe_price_id" varchar,
  	"version_prices_anual_price" numeric,
  	"version_prices_anual_original_price" numeric,
  	"version_prices_anual_period" varchar DEFAULT '/ano',
  	"version_prices_anual_subtext" varchar,
  	"version_prices_anual_stripe_price_id" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_promo_codes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_discount_percent" numeric,
  	"version_coupon_code" varchar,
  	"version_stripe_coupon_id" varchar,
  	"version_active" boolean DEFAULT true,
  	"version_monthly_only" boolean DEFAULT true,
  	"version_show_countdown" boolean DEFAULT false,
  	"version_is_default" boolean DEFAULT false,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_campaign" varchar,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_promo_message" varchar,
  	"version_special_offer" varchar,
  	"version_subtext" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__promo_codes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v_version_pages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__faqs_v_version_pages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_stores_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_network" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stores_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pain_points_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pain_points_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_features_v_version_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_features_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__features_v_version_kind" DEFAULT 'card',
  	"version_icon" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__features_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_bio_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_label" varchar,
  	"version_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_highlight" boolean DEFAULT false,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__bio_links_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__legal_pages_v_version_slug",
  	"version_title" varchar,
  	"version_last_updated" timestamp(3) with time zone,
  	"version_content" jsonb,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_version_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__site_settings_v_version_contacts_kind",
  	"label" varchar,
  	"value" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_socials_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar,
  	"version_company_registration" varchar,
  	"version_app_url" varchar,
  	"version_app_login_url" varchar,
  	"version_help_center_url" varchar,
  	"version_proof_of_payment_url" varchar,
  	"version_footer_tagline" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_og_image_id" integer,
  	"version_updated_by_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_landing_copy_v_version_plans_include" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_copy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_pain_title" varchar,
  	"version_features_title" varchar,
  	"version_features_subtitle" varchar,
  	"version_stores_title" varchar,
  	"version_stores_toggle_show" varchar,
  	"version_stores_toggle_hide" varchar,
  	"version_plans_title" varchar,
  	"version_plans_subtitle" varchar,
  	"version_faq_title" varchar,
  	"version_plans_include_title" varchar,
  	"version_plan_faq_title" varchar,
  	"version_help_center_text" varchar,
  	"version_promo_default_code" varchar,
  	"version_promo_landing_title" varchar,
  	"version_promo_landing_subtitle" varchar,
  	"version_promo_banner_title" varchar,
  	"version_promo_banner_text" varchar,
  	"version_promo_banner_cta" varchar,
  	"version_updated_by_id" integer,
  	"version__status" "enum__landing_copy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_bio_page_v_version_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__bio_page_v_version_socials_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_bio_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_logo_id" integer,
  	"version_updated_by_id" integer,
  	"version__status" "enum__bio_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_upsell_settings_v_version_feature_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_upsell_settings_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price_key" "enum__upsell_settings_v_version_options_price_key",
  	"title" varchar,
  	"badge" varchar,
  	"period_label" varchar,
  	"highlight" boolean,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_upsell_settings_v_version_reassurance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_upsell_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_countdown_minutes" numeric DEFAULT 15,
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_countdown_label" varchar,
  	"version_features_title" varchar,
  	"version_updated_by_id" integer,
  	"version__status" "enum__upsell_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "plans_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "plan_id" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "display_name" DROP NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "group" DROP NOT NULL;
  ALTER TABLE "promo_codes" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "promo_codes" ALTER COLUMN "discount_percent" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pain_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "features_bullets" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "bio_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "bio_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "last_updated" DROP NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "app_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "app_login_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "help_center_url" DROP NOT NULL;
  ALTER TABLE "landing_copy_plans_include" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "bio_page_socials" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "bio_page_socials" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "bio_page" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "upsell_settings_feature_lines" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "upsell_settings_options" ALTER COLUMN "price_key" DROP NOT NULL;
  ALTER TABLE "upsell_settings_options" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "upsell_settings_reassurance" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "upsell_settings" ALTER COLUMN "countdown_minutes" DROP NOT NULL;
  ALTER TABLE "upsell_settings" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "plans" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "plans" ADD COLUMN "_status" "enum_plans_status" DEFAULT 'draft';
  ALTER TABLE "promo_codes" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "promo_codes" ADD COLUMN "_status" "enum_promo_codes_status" DEFAULT 'draft';
  ALTER TABLE "faqs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "stores" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "stores" ADD COLUMN "_status" "enum_stores_status" DEFAULT 'draft';
  ALTER TABLE "pain_points" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "pain_points" ADD COLUMN "_status" "enum_pain_points_status" DEFAULT 'draft';
  ALTER TABLE "features" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "features" ADD COLUMN "_status" "enum_features_status" DEFAULT 'draft';
  ALTER TABLE "bio_links" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "bio_links" ADD COLUMN "_status" "enum_bio_links_status" DEFAULT 'draft';
  ALTER TABLE "legal_pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "legal_pages" ADD COLUMN "_status" "enum_legal_pages_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "landing_copy" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "landing_copy" ADD COLUMN "_status" "enum_landing_copy_status" DEFAULT 'draft';
  ALTER TABLE "bio_page" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "bio_page" ADD COLUMN "_status" "enum_bio_page_status" DEFAULT 'draft';
  ALTER TABLE "upsell_settings" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "upsell_settings" ADD COLUMN "_status" "enum_upsell_settings_status" DEFAULT 'draft';
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_codes_v" ADD CONSTRAINT "_promo_codes_v_parent_id_promo_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_codes_v" ADD CONSTRAINT "_promo_codes_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_version_pages" ADD CONSTRAINT "_faqs_v_version_pages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_parent_id_stores_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stores_v" ADD CONSTRAINT "_stores_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pain_points_v" ADD CONSTRAINT "_pain_points_v_parent_id_pain_points_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pain_points"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pain_points_v" ADD CONSTRAINT "_pain_points_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v_version_bullets" ADD CONSTRAINT "_features_v_version_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_parent_id_features_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."features"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_features_v" ADD CONSTRAINT "_features_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bio_links_v" ADD CONSTRAINT "_bio_links_v_parent_id_bio_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bio_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bio_links_v" ADD CONSTRAINT "_bio_links_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_contacts" ADD CONSTRAINT "_site_settings_v_version_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_socials" ADD CONSTRAINT "_site_settings_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_og_image_id_media_id_fk" FOREIGN KEY ("version_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_copy_v_version_plans_include" ADD CONSTRAINT "_landing_copy_v_version_plans_include_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_copy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_copy_v" ADD CONSTRAINT "_landing_copy_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bio_page_v_version_socials" ADD CONSTRAINT "_bio_page_v_version_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bio_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bio_page_v" ADD CONSTRAINT "_bio_page_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bio_page_v" ADD CONSTRAINT "_bio_page_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_upsell_settings_v_version_feature_lines" ADD CONSTRAINT "_upsell_settings_v_version_feature_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_upsell_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_upsell_settings_v_version_options" ADD CONSTRAINT "_upsell_settings_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_upsell_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_upsell_settings_v_version_reassurance" ADD CONSTRAINT "_upsell_settings_v_version_reassurance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_upsell_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_upsell_settings_v" ADD CONSTRAINT "_upsell_settings_v_version_updated_by_id_admins_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_plan_id_idx" ON "_plans_v" USING btree ("version_plan_id");
  CREATE INDEX "_plans_v_version_version_updated_by_idx" ON "_plans_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE INDEX "_plans_v_autosave_idx" ON "_plans_v" USING btree ("autosave");
  CREATE INDEX "_promo_codes_v_parent_idx" ON "_promo_codes_v" USING btree ("parent_id");
  CREATE INDEX "_promo_codes_v_version_version_code_idx" ON "_promo_codes_v" USING btree ("version_code");
  CREATE INDEX "_promo_codes_v_version_version_updated_by_idx" ON "_promo_codes_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_promo_codes_v_version_version_updated_at_idx" ON "_promo_codes_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_codes_v_version_version_created_at_idx" ON "_promo_codes_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_codes_v_version_version__status_idx" ON "_promo_codes_v" USING btree ("version__status");
  CREATE INDEX "_promo_codes_v_created_at_idx" ON "_promo_codes_v" USING btree ("created_at");
  CREATE INDEX "_promo_codes_v_updated_at_idx" ON "_promo_codes_v" USING btree ("updated_at");
  CREATE INDEX "_promo_codes_v_latest_idx" ON "_promo_codes_v" USING btree ("latest");
  CREATE INDEX "_promo_codes_v_autosave_idx" ON "_promo_codes_v" USING btree ("autosave");
  CREATE INDEX "_faqs_v_version_pages_order_idx" ON "_faqs_v_version_pages" USING btree ("order");
  CREATE INDEX "_faqs_v_version_pages_parent_idx" ON "_faqs_v_version_pages" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_updated_by_idx" ON "_faqs_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE INDEX "_stores_v_parent_idx" ON "_stores_v" USING btree ("parent_id");
  CREATE INDEX "_stores_v_version_version_logo_idx" ON "_stores_v" USING btree ("version_logo_id");
  CREATE INDEX "_stores_v_version_version_updated_by_idx" ON "_stores_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_stores_v_version_version_updated_at_idx" ON "_stores_v" USING btree ("version_updated_at");
  CREATE INDEX "_stores_v_version_version_created_at_idx" ON "_stores_v" USING btree ("version_created_at");
  CREATE INDEX "_stores_v_version_version__status_idx" ON "_stores_v" USING btree ("version__status");
  CREATE INDEX "_stores_v_created_at_idx" ON "_stores_v" USING btree ("created_at");
  CREATE INDEX "_stores_v_updated_at_idx" ON "_stores_v" USING btree ("updated_at");
  CREATE INDEX "_stores_v_latest_idx" ON "_stores_v" USING btree ("latest");
  CREATE INDEX "_stores_v_autosave_idx" ON "_stores_v" USING btree ("autosave");
  CREATE INDEX "_pain_points_v_parent_idx" ON "_pain_points_v" USING btree ("parent_id");
  CREATE INDEX "_pain_points_v_version_version_updated_by_idx" ON "_pain_points_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_pain_points_v_version_version_updated_at_idx" ON "_pain_points_v" USING btree ("version_updated_at");
  CREATE INDEX "_pain_points_v_version_version_created_at_idx" ON "_pain_points_v" USING btree ("version_created_at");
  CREATE INDEX "_pain_points_v_version_version__status_idx" ON "_pain_points_v" USING btree ("version__status");
  CREATE INDEX "_pain_points_v_created_at_idx" ON "_pain_points_v" USING btree ("created_at");
  CREATE INDEX "_pain_points_v_updated_at_idx" ON "_pain_points_v" USING btree ("updated_at");
  CREATE INDEX "_pain_points_v_latest_idx" ON "_pain_points_v" USING btree ("latest");
  CREATE INDEX "_pain_points_v_autosave_idx" ON "_pain_points_v" USING btree ("autosave");
  CREATE INDEX "_features_v_version_bullets_order_idx" ON "_features_v_version_bullets" USING btree ("_order");
  CREATE INDEX "_features_v_version_bullets_parent_id_idx" ON "_features_v_version_bullets" USING btree ("_parent_id");
  CREATE INDEX "_features_v_parent_idx" ON "_features_v" USING btree ("parent_id");
  CREATE INDEX "_features_v_version_version_updated_by_idx" ON "_features_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_features_v_version_version_updated_at_idx" ON "_features_v" USING btree ("version_updated_at");
  CREATE INDEX "_features_v_version_version_created_at_idx" ON "_features_v" USING btree ("version_created_at");
  CREATE INDEX "_features_v_version_version__status_idx" ON "_features_v" USING btree ("version__status");
  CREATE INDEX "_features_v_created_at_idx" ON "_features_v" USING btree ("created_at");
  CREATE INDEX "_features_v_updated_at_idx" ON "_features_v" USING btree ("updated_at");
  CREATE INDEX "_features_v_latest_idx" ON "_features_v" USING btree ("latest");
  CREATE INDEX "_features_v_autosave_idx" ON "_features_v" USING btree ("autosave");
  CREATE INDEX "_bio_links_v_parent_idx" ON "_bio_links_v" USING btree ("parent_id");
  CREATE INDEX "_bio_links_v_version_version_updated_by_idx" ON "_bio_links_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_bio_links_v_version_version_updated_at_idx" ON "_bio_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_bio_links_v_version_version_created_at_idx" ON "_bio_links_v" USING btree ("version_created_at");
  CREATE INDEX "_bio_links_v_version_version__status_idx" ON "_bio_links_v" USING btree ("version__status");
  CREATE INDEX "_bio_links_v_created_at_idx" ON "_bio_links_v" USING btree ("created_at");
  CREATE INDEX "_bio_links_v_updated_at_idx" ON "_bio_links_v" USING btree ("updated_at");
  CREATE INDEX "_bio_links_v_latest_idx" ON "_bio_links_v" USING btree ("latest");
  CREATE INDEX "_bio_links_v_autosave_idx" ON "_bio_links_v" USING btree ("autosave");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_by_idx" ON "_legal_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE INDEX "_site_settings_v_version_contacts_order_idx" ON "_site_settings_v_version_contacts" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_contacts_parent_id_idx" ON "_site_settings_v_version_contacts" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_socials_order_idx" ON "_site_settings_v_version_socials" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_socials_parent_id_idx" ON "_site_settings_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_og_image_idx" ON "_site_settings_v" USING btree ("version_og_image_id");
  CREATE INDEX "_site_settings_v_version_version_updated_by_idx" ON "_site_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE INDEX "_landing_copy_v_version_plans_include_order_idx" ON "_landing_copy_v_version_plans_include" USING btree ("_order");
  CREATE INDEX "_landing_copy_v_version_plans_include_parent_id_idx" ON "_landing_copy_v_version_plans_include" USING btree ("_parent_id");
  CREATE INDEX "_landing_copy_v_version_version_updated_by_idx" ON "_landing_copy_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_landing_copy_v_version_version__status_idx" ON "_landing_copy_v" USING btree ("version__status");
  CREATE INDEX "_landing_copy_v_created_at_idx" ON "_landing_copy_v" USING btree ("created_at");
  CREATE INDEX "_landing_copy_v_updated_at_idx" ON "_landing_copy_v" USING btree ("updated_at");
  CREATE INDEX "_landing_copy_v_latest_idx" ON "_landing_copy_v" USING btree ("latest");
  CREATE INDEX "_landing_copy_v_autosave_idx" ON "_landing_copy_v" USING btree ("autosave");
  CREATE INDEX "_bio_page_v_version_socials_order_idx" ON "_bio_page_v_version_socials" USING btree ("_order");
  CREATE INDEX "_bio_page_v_version_socials_parent_id_idx" ON "_bio_page_v_version_socials" USING btree ("_parent_id");
  CREATE INDEX "_bio_page_v_version_version_logo_idx" ON "_bio_page_v" USING btree ("version_logo_id");
  CREATE INDEX "_bio_page_v_version_version_updated_by_idx" ON "_bio_page_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_bio_page_v_version_version__status_idx" ON "_bio_page_v" USING btree ("version__status");
  CREATE INDEX "_bio_page_v_created_at_idx" ON "_bio_page_v" USING btree ("created_at");
  CREATE INDEX "_bio_page_v_updated_at_idx" ON "_bio_page_v" USING btree ("updated_at");
  CREATE INDEX "_bio_page_v_latest_idx" ON "_bio_page_v" USING btree ("latest");
  CREATE INDEX "_bio_page_v_autosave_idx" ON "_bio_page_v" USING btree ("autosave");
  CREATE INDEX "_upsell_settings_v_version_feature_lines_order_idx" ON "_upsell_settings_v_version_feature_lines" USING btree ("_order");
  CREATE INDEX "_upsell_settings_v_version_feature_lines_parent_id_idx" ON "_upsell_settings_v_version_feature_lines" USING btree ("_parent_id");
  CREATE INDEX "_upsell_settings_v_version_options_order_idx" ON "_upsell_settings_v_version_options" USING btree ("_order");
  CREATE INDEX "_upsell_settings_v_version_options_parent_id_idx" ON "_upsell_settings_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_upsell_settings_v_version_reassurance_order_idx" ON "_upsell_settings_v_version_reassurance" USING btree ("_order");
  CREATE INDEX "_upsell_settings_v_version_reassurance_parent_id_idx" ON "_upsell_settings_v_version_reassurance" USING btree ("_parent_id");
  CREATE INDEX "_upsell_settings_v_version_version_updated_by_idx" ON "_upsell_settings_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_upsell_settings_v_version_version__status_idx" ON "_upsell_settings_v" USING btree ("version__status");
  CREATE INDEX "_upsell_settings_v_created_at_idx" ON "_upsell_settings_v" USING btree ("created_at");
  CREATE INDEX "_upsell_settings_v_updated_at_idx" ON "_upsell_settings_v" USING btree ("updated_at");
  CREATE INDEX "_upsell_settings_v_latest_idx" ON "_upsell_settings_v" USING btree ("latest");
  CREATE INDEX "_upsell_settings_v_autosave_idx" ON "_upsell_settings_v" USING btree ("autosave");
  ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stores" ADD CONSTRAINT "stores_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pain_points" ADD CONSTRAINT "pain_points_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "features" ADD CONSTRAINT "features_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bio_links" ADD CONSTRAINT "bio_links_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_copy" ADD CONSTRAINT "landing_copy_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bio_page" ADD CONSTRAINT "bio_page_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upsell_settings" ADD CONSTRAINT "upsell_settings_updated_by_id_admins_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "plans_updated_by_idx" ON "plans" USING btree ("updated_by_id");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "promo_codes_updated_by_idx" ON "promo_codes" USING btree ("updated_by_id");
  CREATE INDEX "promo_codes__status_idx" ON "promo_codes" USING btree ("_status");
  CREATE INDEX "faqs_updated_by_idx" ON "faqs" USING btree ("updated_by_id");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "stores_updated_by_idx" ON "stores" USING btree ("updated_by_id");
  CREATE INDEX "stores__status_idx" ON "stores" USING btree ("_status");
  CREATE INDEX "pain_points_updated_by_idx" ON "pain_points" USING btree ("updated_by_id");
  CREATE INDEX "pain_points__status_idx" ON "pain_points" USING btree ("_status");
  CREATE INDEX "features_updated_by_idx" ON "features" USING btree ("updated_by_id");
  CREATE INDEX "features__status_idx" ON "features" USING btree ("_status");
  CREATE INDEX "bio_links_updated_by_idx" ON "bio_links" USING btree ("updated_by_id");
  CREATE INDEX "bio_links__status_idx" ON "bio_links" USING btree ("_status");
  CREATE INDEX "legal_pages_updated_by_idx" ON "legal_pages" USING btree ("updated_by_id");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "site_settings_updated_by_idx" ON "site_settings" USING btree ("updated_by_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "landing_copy_updated_by_idx" ON "landing_copy" USING btree ("updated_by_id");
  CREATE INDEX "landing_copy__status_idx" ON "landing_copy" USING btree ("_status");
  CREATE INDEX "bio_page_updated_by_idx" ON "bio_page" USING btree ("updated_by_id");
  CREATE INDEX "bio_page__status_idx" ON "bio_page" USING btree ("_status");
  CREATE INDEX "upsell_settings_updated_by_idx" ON "upsell_settings" USING btree ("updated_by_id");
  CREATE INDEX "upsell_settings__status_idx" ON "upsell_settings" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_codes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_version_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stores_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pain_points_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v_version_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_bio_links_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_copy_v_version_plans_include" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_copy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_bio_page_v_version_socials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_bio_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upsell_settings_v_version_feature_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upsell_settings_v_version_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upsell_settings_v_version_reassurance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upsell_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "_promo_codes_v" CASCADE;
  DROP TABLE "_faqs_v_version_pages" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_stores_v" CASCADE;
  DROP TABLE "_pain_points_v" CASCADE;
  DROP TABLE "_features_v_version_bullets" CASCADE;
  DROP TABLE "_features_v" CASCADE;
  DROP TABLE "_bio_links_v" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "_site_settings_v_version_contacts" CASCADE;
  DROP TABLE "_site_settings_v_version_socials" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_landing_copy_v_version_plans_include" CASCADE;
  DROP TABLE "_landing_copy_v" CASCADE;
  DROP TABLE "_bio_page_v_version_socials" CASCADE;
  DROP TABLE "_bio_page_v" CASCADE;
  DROP TABLE "_upsell_settings_v_version_feature_lines" CASCADE;
  DROP TABLE "_upsell_settings_v_version_options" CASCADE;
  DROP TABLE "_upsell_settings_v_version_reassurance" CASCADE;
  DROP TABLE "_upsell_settings_v" CASCADE;
  ALTER TABLE "plans" DROP CONSTRAINT "plans_updated_by_id_admins_id_fk";
  
  ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_updated_by_id_admins_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_updated_by_id_admins_id_fk";
  
  ALTER TABLE "stores" DROP CONSTRAINT "stores_updated_by_id_admins_id_fk";
  
  ALTER TABLE "pain_points" DROP CONSTRAINT "pain_points_updated_by_id_admins_id_fk";
  
  ALTER TABLE "features" DROP CONSTRAINT "features_updated_by_id_admins_id_fk";
  
  ALTER TABLE "bio_links" DROP CONSTRAINT "bio_links_updated_by_id_admins_id_fk";
  
  ALTER TABLE "legal_pages" DROP CONSTRAINT "legal_pages_updated_by_id_admins_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_updated_by_id_admins_id_fk";
  
  ALTER TABLE "landing_copy" DROP CONSTRAINT "landing_copy_updated_by_id_admins_id_fk";
  
  ALTER TABLE "bio_page" DROP CONSTRAINT "bio_page_updated_by_id_admins_id_fk";
  
  ALTER TABLE "upsell_settings" DROP CONSTRAINT "upsell_settings_updated_by_id_admins_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'prune-stripe-events');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'prune-stripe-events');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "plans_updated_by_idx";
  DROP INDEX "plans__status_idx";
  DROP INDEX "promo_codes_updated_by_idx";
  DROP INDEX "promo_codes__status_idx";
  DROP INDEX "faqs_updated_by_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "stores_updated_by_idx";
  DROP INDEX "stores__status_idx";
  DROP INDEX "pain_points_updated_by_idx";
  DROP INDEX "pain_points__status_idx";
  DROP INDEX "features_updated_by_idx";
  DROP INDEX "features__status_idx";
  DROP INDEX "bio_links_updated_by_idx";
  DROP INDEX "bio_links__status_idx";
  DROP INDEX "legal_pages_updated_by_idx";
  DROP INDEX "legal_pages__status_idx";
  DROP INDEX "site_settings_updated_by_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "landing_copy_updated_by_idx";
  DROP INDEX "landing_copy__status_idx";
  DROP INDEX "bio_page_updated_by_idx";
  DROP INDEX "bio_page__status_idx";
  DROP INDEX "upsell_settings_updated_by_idx";
  DROP INDEX "upsell_settings__status_idx";
  ALTER TABLE "plans_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "plan_id" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "display_name" SET NOT NULL;
  ALTER TABLE "plans" ALTER COLUMN "group" SET NOT NULL;
  ALTER TABLE "promo_codes" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "promo_codes" ALTER COLUMN "discount_percent" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "stores" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pain_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "features_bullets" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "bio_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "bio_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "last_updated" SET NOT NULL;
  ALTER TABLE "legal_pages" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_contacts" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "site_settings_socials" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "app_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "app_login_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "help_center_url" SET NOT NULL;
  ALTER TABLE "landing_copy_plans_include" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "bio_page_socials" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "bio_page_socials" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "bio_page" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "upsell_settings_feature_lines" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "upsell_settings_options" ALTER COLUMN "price_key" SET NOT NULL;
  ALTER TABLE "upsell_settings_options" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "upsell_settings_reassurance" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "upsell_settings" ALTER COLUMN "countdown_minutes" SET NOT NULL;
  ALTER TABLE "upsell_settings" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "plans" DROP COLUMN "updated_by_id";
  ALTER TABLE "plans" DROP COLUMN "_status";
  ALTER TABLE "promo_codes" DROP COLUMN "updated_by_id";
  ALTER TABLE "promo_codes" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "updated_by_id";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "stores" DROP COLUMN "updated_by_id";
  ALTER TABLE "stores" DROP COLUMN "_status";
  ALTER TABLE "pain_points" DROP COLUMN "updated_by_id";
  ALTER TABLE "pain_points" DROP COLUMN "_status";
  ALTER TABLE "features" DROP COLUMN "updated_by_id";
  ALTER TABLE "features" DROP COLUMN "_status";
  ALTER TABLE "bio_links" DROP COLUMN "updated_by_id";
  ALTER TABLE "bio_links" DROP COLUMN "_status";
  ALTER TABLE "legal_pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "legal_pages" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "landing_copy" DROP COLUMN "updated_by_id";
  ALTER TABLE "landing_copy" DROP COLUMN "_status";
  ALTER TABLE "bio_page" DROP COLUMN "updated_by_id";
  ALTER TABLE "bio_page" DROP COLUMN "_status";
  ALTER TABLE "upsell_settings" DROP COLUMN "updated_by_id";
  ALTER TABLE "upsell_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_group";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum_promo_codes_status";
  DROP TYPE "public"."enum__promo_codes_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_pages";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_stores_status";
  DROP TYPE "public"."enum__stores_v_version_status";
  DROP TYPE "public"."enum_pain_points_status";
  DROP TYPE "public"."enum__pain_points_v_version_status";
  DROP TYPE "public"."enum_features_status";
  DROP TYPE "public"."enum__features_v_version_kind";
  DROP TYPE "public"."enum__features_v_version_status";
  DROP TYPE "public"."enum_bio_links_status";
  DROP TYPE "public"."enum__bio_links_v_version_status";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_slug";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_contacts_kind";
  DROP TYPE "public"."enum__site_settings_v_version_socials_platform";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_landing_copy_status";
  DROP TYPE "public"."enum__landing_copy_v_version_status";
  DROP TYPE "public"."enum_bio_page_status";
  DROP TYPE "public"."enum__bio_page_v_version_socials_platform";
  DROP TYPE "public"."enum__bio_page_v_version_status";
  DROP TYPE "public"."enum_upsell_settings_status";
  DROP TYPE "public"."enum__upsell_settings_v_version_options_price_key";
  DROP TYPE "public"."enum__upsell_settings_v_version_status";`)
}
