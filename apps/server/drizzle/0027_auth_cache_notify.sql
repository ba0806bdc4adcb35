-- The auth guard keeps tokens, users, workspaces and memberships in each process (lib/auth-cache.ts).
-- Every change that can alter what it read is announced on channel 'auth_cache' as it commits, to every
-- process on the database, whatever code (or person) made it.
CREATE OR REPLACE FUNCTION auth_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'auth_tokens' THEN
    PERFORM pg_notify('auth_cache', 'token:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_cache', 'user:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'spaces' THEN
    PERFORM pg_notify('auth_cache', 'space:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'space_members' THEN
    PERFORM pg_notify('auth_cache', 'member:' || OLD.space_id::text || ':' || OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A token's last use is written often and changes nothing the guard decides on.
CREATE TRIGGER auth_tokens_auth_cache_update AFTER UPDATE ON auth_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.space_id IS DISTINCT FROM NEW.space_id
    OR OLD.data IS DISTINCT FROM NEW.data OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_cache_delete AFTER DELETE ON auth_tokens FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER spaces_auth_cache AFTER UPDATE OR DELETE ON spaces FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
--> statement-breakpoint
CREATE TRIGGER space_members_auth_cache AFTER UPDATE OR DELETE ON space_members FOR EACH ROW EXECUTE FUNCTION auth_cache_notify();
