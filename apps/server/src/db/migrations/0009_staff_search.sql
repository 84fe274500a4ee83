DROP INDEX "trips_tenant_exit_idx";--> statement-breakpoint
DROP INDEX "trips_tenant_reference_upper_idx";--> statement-breakpoint
CREATE INDEX "trips_tenant_exit_id_idx" ON "trips" USING btree ("tenant_id","exit_at","id");--> statement-breakpoint
CREATE INDEX "trips_tenant_entry_id_idx" ON "trips" USING btree ("tenant_id","entry_at","id");--> statement-breakpoint
CREATE INDEX "trips_tenant_reference_pattern_idx" ON "trips" USING btree ("tenant_id","reference" text_pattern_ops);