CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_id" integer,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_tenant_id_event_index" ON "subscriptions" USING btree ("tenant_id","event");--> statement-breakpoint
CREATE INDEX "subscriptions_tenant_id_user_id_index" ON "subscriptions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "trips_tenant_area_entry_idx" ON "trips" USING btree ("tenant_id","area_id","entry_at");--> statement-breakpoint
CREATE INDEX "trips_tenant_org_entry_idx" ON "trips" USING btree ("tenant_id","organisation_id","entry_at");--> statement-breakpoint
CREATE INDEX "trips_tenant_vessel_entry_idx" ON "trips" USING btree ("tenant_id","vessel_id","entry_at");--> statement-breakpoint
CREATE INDEX "trips_tenant_exit_idx" ON "trips" USING btree ("tenant_id","exit_at");--> statement-breakpoint
CREATE INDEX "trips_tenant_created_idx" ON "trips" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_tenant_reference_upper_idx" ON "trips" USING btree ("tenant_id",upper("reference") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "trips_tenant_ongoing_entry_idx" ON "trips" USING btree ("tenant_id","entry_at") WHERE "trips"."exit_at" is null and "trips"."status" <> 'cancelled';