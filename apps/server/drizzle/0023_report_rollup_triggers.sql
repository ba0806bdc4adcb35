-- The reports' rollup (0022) folds the log below a transaction watermark. These triggers give every write
-- that changes what a report counts the writing transaction's id: an action's own change in
-- `actions.report_xid`; the instants other writes move (acceptances, replies, opens and clicks, lead marks,
-- a prospect added to or removed from a campaign) in `report_changes`; a campaign prospect's acceptance and
-- reply as they were before a write in `report_cp_changes` (insight counts them per step).
CREATE OR REPLACE FUNCTION leadloop_action_report_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.report_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER actions_report_xid BEFORE UPDATE ON actions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.performed_at IS DISTINCT FROM NEW.performed_at
    OR OLD.type IS DISTINCT FROM NEW.type OR OLD.variant IS DISTINCT FROM NEW.variant
    OR OLD.node_id IS DISTINCT FROM NEW.node_id OR OLD.workflow_id IS DISTINCT FROM NEW.workflow_id
    OR OLD.credential_id IS DISTINCT FROM NEW.credential_id OR OLD.space_id IS DISTINCT FROM NEW.space_id
    OR OLD.campaign_prospect_id IS DISTINCT FROM NEW.campaign_prospect_id
    OR OLD.idempotency_key IS DISTINCT FROM NEW.idempotency_key)
  EXECUTE FUNCTION leadloop_action_report_xid();
--> statement-breakpoint
-- A campaign prospect's acceptance and reply before the write (insight counts them per step), its
-- acceptance day (new_accepted), and who a first reply is counted for (the latest campaign of the person on
-- the account: adding or removing a row moves it).
CREATE OR REPLACE FUNCTION leadloop_campaign_prospect_report() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r campaign_prospects%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO report_cp_changes (space_id, campaign_prospect_id, old_connected_at, old_replied_at)
      VALUES (OLD.space_id, OLD.id, OLD.connected_at, OLD.replied_at);
    IF OLD.connected_at IS NOT NULL THEN
      INSERT INTO report_changes (space_id, at) VALUES (OLD.space_id, OLD.connected_at);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.connected_at IS NOT NULL THEN
    INSERT INTO report_changes (space_id, at) VALUES (NEW.space_id, NEW.connected_at);
  END IF;
  IF TG_OP <> 'UPDATE' THEN
    INSERT INTO report_changes (space_id, at)
      SELECT r.space_id, min(m.sent_at) FROM inbox_messages m
      WHERE m.credential_id = r.credential_id AND m.prospect_id = r.prospect_id AND m.direction = 'inbound'
      HAVING min(m.sent_at) IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_prospects_report AFTER INSERT OR DELETE ON campaign_prospects FOR EACH ROW
  EXECUTE FUNCTION leadloop_campaign_prospect_report();
--> statement-breakpoint
CREATE TRIGGER campaign_prospects_report_update AFTER UPDATE ON campaign_prospects FOR EACH ROW
  WHEN (OLD.connected_at IS DISTINCT FROM NEW.connected_at OR OLD.replied_at IS DISTINCT FROM NEW.replied_at)
  EXECUTE FUNCTION leadloop_campaign_prospect_report();
--> statement-breakpoint
-- An inbound message: its day, and the day of the person's earlier first reply on the account (a new first
-- reply moves new_replied from that day).
CREATE OR REPLACE FUNCTION leadloop_inbox_message_report() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r inbox_messages%ROWTYPE;
BEGIN
  FOREACH r IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    IF r.direction = 'inbound' THEN
      INSERT INTO report_changes (space_id, at) VALUES (r.space_id, r.sent_at);
      INSERT INTO report_changes (space_id, at)
        SELECT r.space_id, min(m.sent_at) FROM inbox_messages m
        WHERE m.credential_id = r.credential_id AND m.prospect_id = r.prospect_id AND m.direction = 'inbound'
          AND m.id <> r.id
        HAVING min(m.sent_at) IS NOT NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER inbox_messages_report AFTER INSERT OR DELETE ON inbox_messages FOR EACH ROW
  EXECUTE FUNCTION leadloop_inbox_message_report();
--> statement-breakpoint
CREATE TRIGGER inbox_messages_report_update AFTER UPDATE ON inbox_messages FOR EACH ROW
  WHEN (OLD.direction IS DISTINCT FROM NEW.direction OR OLD.sent_at IS DISTINCT FROM NEW.sent_at
    OR OLD.prospect_id IS DISTINCT FROM NEW.prospect_id OR OLD.credential_id IS DISTINCT FROM NEW.credential_id)
  EXECUTE FUNCTION leadloop_inbox_message_report();
--> statement-breakpoint
-- A campaign e-mail's open and click days.
CREATE OR REPLACE FUNCTION leadloop_mailbox_message_report() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r mailbox_messages%ROWTYPE;
BEGIN
  FOREACH r IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    IF r.client_key IS NOT NULL AND (r.opened_at IS NOT NULL OR r.clicked_at IS NOT NULL) THEN
      INSERT INTO report_changes (space_id, at)
        SELECT c.space_id, x.at FROM credentials c, (VALUES (r.opened_at), (r.clicked_at)) AS x(at)
        WHERE c.id = r.credential_id AND x.at IS NOT NULL;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mailbox_messages_report AFTER INSERT OR DELETE ON mailbox_messages FOR EACH ROW
  EXECUTE FUNCTION leadloop_mailbox_message_report();
--> statement-breakpoint
CREATE TRIGGER mailbox_messages_report_update AFTER UPDATE ON mailbox_messages FOR EACH ROW
  WHEN (OLD.opened_at IS DISTINCT FROM NEW.opened_at OR OLD.clicked_at IS DISTINCT FROM NEW.clicked_at
    OR OLD.client_key IS DISTINCT FROM NEW.client_key OR OLD.credential_id IS DISTINCT FROM NEW.credential_id)
  EXECUTE FUNCTION leadloop_mailbox_message_report();
--> statement-breakpoint
-- Lead and interested marks.
CREATE OR REPLACE FUNCTION leadloop_workflow_event_report() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r workflow_events%ROWTYPE;
BEGIN
  FOREACH r IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    IF r.type IN ('mark_as_lead', 'mark_as_customer') THEN
      INSERT INTO report_changes (space_id, at) VALUES (r.space_id, r.created_at);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workflow_events_report AFTER INSERT OR UPDATE OR DELETE ON workflow_events FOR EACH ROW
  EXECUTE FUNCTION leadloop_workflow_event_report();
--> statement-breakpoint
-- Labels put on and taken off a person, for the activity feed (every path that labels someone is logged).
CREATE OR REPLACE FUNCTION leadloop_prospect_labels_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prospect_label_events (space_id, prospect_id, label_id, label_name, added, credential_ids)
  SELECT NEW.space_id, NEW.id, d.label_id, l.name, d.added, coalesce(NEW.credential_ids, '{}')
  FROM (
    SELECT x AS label_id, true AS added FROM unnest(coalesce(NEW.labels, '{}')) x
      WHERE TG_OP = 'INSERT' OR NOT (x = ANY(coalesce(OLD.labels, '{}')))
    UNION ALL
    SELECT x, false FROM unnest(CASE WHEN TG_OP = 'UPDATE' THEN coalesce(OLD.labels, '{}') ELSE '{}' END) x
      WHERE NOT (x = ANY(coalesce(NEW.labels, '{}')))
  ) d
  LEFT JOIN labels l ON l.id = d.label_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_labels_log AFTER INSERT ON prospects FOR EACH ROW
  WHEN (cardinality(NEW.labels) > 0)
  EXECUTE FUNCTION leadloop_prospect_labels_log();
--> statement-breakpoint
CREATE TRIGGER prospects_labels_log_update AFTER UPDATE OF labels ON prospects FOR EACH ROW
  WHEN (OLD.labels IS DISTINCT FROM NEW.labels)
  EXECUTE FUNCTION leadloop_prospect_labels_log();
