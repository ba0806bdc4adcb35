-- prospects.credential_ids = the accounts a prospect belongs to: those of its campaign rows and its
-- conversations. Kept here, by the database, so every writer (enrolment, inbox sync, engine, deletes)
-- keeps it exact and the prospects list scopes by account through one GIN lookup.
CREATE OR REPLACE FUNCTION prospect_accounts_recompute(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospects p
     SET credential_ids = coalesce((
           SELECT array_agg(DISTINCT u.credential_id ORDER BY u.credential_id)
             FROM (SELECT cp.credential_id FROM campaign_prospects cp WHERE cp.prospect_id = p.id
                   UNION
                   SELECT cv.credential_id FROM conversations cv WHERE cv.prospect_id = p.id) u), '{}'::uuid[])
   WHERE p.id = ANY(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_accounts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospects p
     SET credential_ids = (SELECT array_agg(DISTINCT x ORDER BY x) FROM unnest(p.credential_ids || n.ids) x)
    FROM (SELECT prospect_id, array_agg(DISTINCT credential_id) AS ids FROM new_rows GROUP BY prospect_id) n
   WHERE p.id = n.prospect_id AND NOT (p.credential_ids @> n.ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_accounts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospect_accounts_recompute(ARRAY(SELECT DISTINCT prospect_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prospect_accounts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospect_accounts_recompute(ARRAY[OLD.prospect_id, NEW.prospect_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_prospects_accounts_ins AFTER INSERT ON campaign_prospects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_accounts_inserted();
--> statement-breakpoint
CREATE TRIGGER campaign_prospects_accounts_del AFTER DELETE ON campaign_prospects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_accounts_deleted();
--> statement-breakpoint
CREATE TRIGGER campaign_prospects_accounts_upd AFTER UPDATE OF credential_id, prospect_id ON campaign_prospects
  FOR EACH ROW WHEN (OLD.credential_id IS DISTINCT FROM NEW.credential_id OR OLD.prospect_id IS DISTINCT FROM NEW.prospect_id)
  EXECUTE FUNCTION prospect_accounts_moved();
--> statement-breakpoint
CREATE TRIGGER conversations_accounts_ins AFTER INSERT ON conversations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_accounts_inserted();
--> statement-breakpoint
CREATE TRIGGER conversations_accounts_del AFTER DELETE ON conversations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prospect_accounts_deleted();
--> statement-breakpoint
CREATE TRIGGER conversations_accounts_upd AFTER UPDATE OF credential_id, prospect_id ON conversations
  FOR EACH ROW WHEN (OLD.credential_id IS DISTINCT FROM NEW.credential_id OR OLD.prospect_id IS DISTINCT FROM NEW.prospect_id)
  EXECUTE FUNCTION prospect_accounts_moved();
--> statement-breakpoint
UPDATE prospects p
   SET credential_ids = s.ids
  FROM (SELECT prospect_id, array_agg(DISTINCT credential_id ORDER BY credential_id) AS ids
          FROM (SELECT prospect_id, credential_id FROM campaign_prospects
                UNION SELECT prospect_id, credential_id FROM conversations) u
         GROUP BY prospect_id) s
 WHERE p.id = s.prospect_id;
