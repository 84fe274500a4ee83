-- Tenant settings: a manager changes their own tenant's name, features and
-- logo. The tenant_self policy (FOR ALL) keeps every write on the request's
-- own tenant row.
GRANT UPDATE (name, features, logo_svg) ON tenants TO app_user;
