-- The plans catalogue (billing_plans, billing_catalogue) is kept in each process (lib/plans.ts) and read by
-- the route guard on gated requests. Any change to it is announced on the auth cache's channel as it
-- commits (payload 'plans'), so every process drops its copy at once, whoever made the change.
CREATE OR REPLACE FUNCTION plans_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 'plans');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_plans_cache AFTER INSERT OR UPDATE OR DELETE ON billing_plans FOR EACH STATEMENT EXECUTE FUNCTION plans_cache_notify();
--> statement-breakpoint
CREATE TRIGGER billing_catalogue_cache AFTER INSERT OR UPDATE OR DELETE ON billing_catalogue FOR EACH STATEMENT EXECUTE FUNCTION plans_cache_notify();
