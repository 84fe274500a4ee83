-- Row-level security is the second lock on tenant data (the first is the
-- tenant condition in every query). Requests run as the non-superuser role
-- app_user with app.tenant_id set per transaction; a superuser (PGlite's
-- postgres user) would bypass the policies, hence the role switch.
DO $$ BEGIN
  CREATE ROLE app_user NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- Idempotent: every table with a tenant_id column gets RLS, FORCE RLS and one
-- policy. Later migrations that add tenant tables call it again.
CREATE OR REPLACE FUNCTION seaward_apply_tenant_rls() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE t text;
BEGIN
  EXECUTE 'GRANT USAGE ON SCHEMA public TO app_user';
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', t);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int) WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)',
      t);
  END LOOP;
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user';
END
$fn$;
--> statement-breakpoint
SELECT seaward_apply_tenant_rls();
--> statement-breakpoint
GRANT SELECT ON tenants TO app_user;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_self ON tenants USING (id = nullif(current_setting('app.tenant_id', true), '')::int);
