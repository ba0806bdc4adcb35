import type { Database } from '../src/db/client.js';

/** Runs a multi-statement SQL script on either database. */
export async function run(database: Database, script: string): Promise<void> {
  if (database.pglite) await database.pglite.exec(script);
  else await database.pool!.query(script);
}

export async function one<T>(database: Database, text: string): Promise<T> {
  const result = database.pglite ? await database.pglite.query(text) : await database.pool!.query(text);
  return result.rows[0] as T;
}

export interface BenchWorld {
  spaceId: string;
  userId: string;
  credentialIds: string[];
  labelId: string;
  workflowIds: string[];
}

/**
 * One workspace with 5 accounts, 100,000 prospects (each in one campaign, one conversation each) and
 * 1,000,000 messages (10 per conversation), all by set-based INSERT … SELECT over generate_series.
 * Marks: ~5 % unread, ~2 % starred, ~10 % archived; ~10 % labelled; channels linkedIn 70 %, email 20 %,
 * inmail 7 %, sms 3 %; last activity spread over 90 days.
 */
export async function generate(
  database: Database,
  sizes = { prospects: 100_000, messagesPer: 10 },
): Promise<BenchWorld> {
  const { id: userId } = await one<{ id: string }>(
    database,
    `insert into users (email, password_hash, first_name, last_name) values ('bench-${Date.now()}@example.com', 'x', 'Bench', 'Admin') returning id`,
  );
  const { id: spaceId } = await one<{ id: string }>(
    database,
    `insert into spaces (name, created_by) values ('Inbox bench', '${userId}') returning id`,
  );
  await run(
    database,
    `insert into space_members (space_id, user_id, is_admin) values ('${spaceId}', '${userId}', true)`,
  );
  await run(
    database,
    `insert into credentials (space_id, username, first_name, last_name)
     select '${spaceId}', 'bench' || g || '@example.com', 'Acc', g::text from generate_series(1, 5) g`,
  );
  await run(
    database,
    `insert into workflows (space_id, credential_id, name, status)
     select space_id, id, 'Campaign ' || username, 'active' from credentials where space_id = '${spaceId}'`,
  );
  const { id: labelId } = await one<{ id: string }>(
    database,
    `insert into labels (space_id, created_by, name, color, is_shared) values ('${spaceId}', '${userId}', 'VIP', '#ff0000', true) returning id`,
  );
  const n = sizes.prospects;
  await run(
    database,
    `create temp table bench_creds as select row_number() over (order by id) - 1 as k, id, (select id from workflows w where w.credential_id = c.id) as wf
       from credentials c where space_id = '${spaceId}';
     insert into prospects (space_id, profile_link, network_id, first_name, last_name, full_name, position, company, work_email,
                            search_text, labels, relation, created_at)
     select '${spaceId}', 'https://network.sandbox.local/in/member-' || g, 'member-' || g, fn, ln, fn || ' ' || ln, pos, co, em,
            lower(fn || ' ' || ln || ' ' || co || ' ' || pos || ' ' || coalesce(em, '')),
            case when g % 10 = 0 then array['${labelId}'::uuid] else '{}'::uuid[] end,
            case when g % 20 = 0 then 'gotReply' when g % 97 = 0 then 'lead' end,
            now() - (g % 90000) * interval '1 minute'
       from (select g,
                    (array['Ada','Bob','Cyd','Dee','Eve','Fay','Gus','Hal','Ivy','Jon'])[1 + g % 10] as fn,
                    (array['Smith','Jones','Brown','Taylor','Wilson','Davies','Evans','Thomas','Roberts','Walker'])[1 + (g / 10) % 10] || g as ln,
                    (array['CEO','CTO','Head of Sales','Founder','VP Marketing'])[1 + g % 5] as pos,
                    'Company ' || (g % 5000) as co,
                    case when g % 3 = 0 then 'person' || g || '@mail.example' end as em
               from generate_series(1, ${n}) g) s;
     insert into campaign_prospects (space_id, workflow_id, prospect_id, credential_id, status)
     select p.space_id, c.wf, p.id, c.id, (array['pending','active','paused','finished'])[1 + (abs(hashtext(p.id::text)) % 4)]
       from prospects p join bench_creds c on c.k = abs(hashtext(p.network_id)) % 5 where p.space_id = '${spaceId}';
     insert into conversations (space_id, credential_id, prospect_id, channel, workflow_id, last_message_at, last_message_text,
                                last_direction, unread_count, is_starred, is_archived)
     select cp.space_id, cp.credential_id, cp.prospect_id,
            case when h % 100 < 70 then 'linkedIn' when h % 100 < 90 then 'email' when h % 100 < 97 then 'inmail' else 'sms' end,
            cp.workflow_id, now() - (h % 129600) * interval '1 minute', 'Last message ' || h,
            case when h % 2 = 0 then 'inbound' else 'outbound' end,
            case when h % 20 = 0 then 1 + h % 3 else 0 end, h % 50 = 0, h % 10 = 3
       from (select *, abs(hashtext(prospect_id::text || 'c')) as h from campaign_prospects where space_id = '${spaceId}') cp;
     insert into inbox_messages (space_id, conversation_id, credential_id, prospect_id, channel, direction, external_id, text, status, workflow_id, sent_at)
     select c.space_id, c.id, c.credential_id, c.prospect_id, c.channel,
            case when k % 2 = 0 then 'inbound' else 'outbound' end, c.id::text || '-' || k,
            'Message ' || k || ' of the conversation, with a few words of body text to make rows realistic.',
            case when k % 2 = 0 then 'received' else 'sent' end, c.workflow_id,
            c.last_message_at - (${sizes.messagesPer} - k) * interval '3 hours'
       from conversations c cross join generate_series(1, ${sizes.messagesPer}) k where c.space_id = '${spaceId}';
     analyze;`,
  );
  const creds = database.pglite
    ? (
        await database.pglite.query<{ id: string }>(
          `select id from credentials where space_id = '${spaceId}' order by id`,
        )
      ).rows
    : (await database.pool!.query(`select id from credentials where space_id = '${spaceId}' order by id`))
        .rows;
  const wfs = database.pglite
    ? (
        await database.pglite.query<{ id: string }>(
          `select id from workflows where space_id = '${spaceId}' order by id`,
        )
      ).rows
    : (await database.pool!.query(`select id from workflows where space_id = '${spaceId}' order by id`)).rows;
  return {
    spaceId,
    userId,
    credentialIds: creds.map((c) => c.id),
    labelId,
    workflowIds: wfs.map((w) => w.id),
  };
}
