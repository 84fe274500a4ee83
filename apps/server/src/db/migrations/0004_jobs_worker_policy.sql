-- The job worker claims due jobs of every tenant. Policies are permissive
-- (OR-ed), so this one adds to the tenant_isolation policy: a transaction that
-- sets app.job_worker = 'on' (only the worker in jobs/worker.ts does) sees all
-- jobs, also when the server connects as a non-superuser table owner.
DROP POLICY IF EXISTS job_worker ON jobs;
--> statement-breakpoint
CREATE POLICY job_worker ON jobs USING (current_setting('app.job_worker', true) = 'on') WITH CHECK (current_setting('app.job_worker', true) = 'on');
