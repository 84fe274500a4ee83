-- Ends a user's sessions at the embedded identity provider, so that signing
-- out other sessions or deactivating a user is not undone by a silent
-- re-authorisation. Callable by app_user inside a tenant transaction, for
-- users of that tenant only (the provider's storage itself stays out of reach).
CREATE OR REPLACE FUNCTION seaward_end_provider_sessions(account_id integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $fn$
DECLARE ended integer;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM users WHERE id = account_id AND tenant_id = nullif(current_setting('app.tenant_id', true), '')::int
  ) THEN
    RETURN 0;
  END IF;
  DELETE FROM oidc_payloads WHERE type = 'Session' AND payload->>'accountId' = account_id::text;
  GET DIAGNOSTICS ended = ROW_COUNT;
  RETURN ended;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION seaward_end_provider_sessions(integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION seaward_end_provider_sessions(integer) TO app_user;
