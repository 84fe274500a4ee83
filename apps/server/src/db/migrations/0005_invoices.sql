CREATE TABLE "invoice_bank_accounts" (
	"tenant_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"swift" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"preset" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_bank_accounts_tenant_id_organisation_id_id_pk" PRIMARY KEY("tenant_id","organisation_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_due_date_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"base_date" text,
	"rule" text,
	"days_after" smallint,
	"day_of_month" smallint,
	"last_day_of_month" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_due_date_rules_tenant_id_organisation_id_kind_unique" UNIQUE("tenant_id","organisation_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"tenant_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_sequences_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"tenant_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"title" text,
	"email_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"signature" jsonb DEFAULT '{"name":null,"title":null,"department":null,"url":null}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_tenant_id_organisation_id_pk" PRIMARY KEY("tenant_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"trip_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"number_year" smallint,
	"sequence" integer,
	"language" text NOT NULL,
	"issue_date" date,
	"due_date" date,
	"extended_due_date" date,
	"notes" text,
	"email_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"policies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frozen" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "invoices_tenant_id_trip_id_unique" UNIQUE("tenant_id","trip_id"),
	CONSTRAINT "invoices_tenant_id_number_unique" UNIQUE("tenant_id","number")
);
--> statement-breakpoint
ALTER TABLE "invoice_bank_accounts" ADD CONSTRAINT "invoice_bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_bank_accounts" ADD CONSTRAINT "invoice_bank_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_due_date_rules" ADD CONSTRAINT "invoice_due_date_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_due_date_rules" ADD CONSTRAINT "invoice_due_date_rules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_sequences" ADD CONSTRAINT "invoice_number_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_tenant_id_organisation_id_status_index" ON "invoices" USING btree ("tenant_id","organisation_id","status");