import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTestDatabase, LOOPBACK_EGRESS } from '../../test/harness.js';
import { evalModel } from './eval-model.js';
import { runGroundingEval, summarize, type EvalReply } from './eval-score.js';

/**
 * eval:ai-grounding "with a real model when a key is set", offline: OPENAI_API_KEY set, the official SDK
 * pointed at a fake OpenAI server on 127.0.0.1. The fake writes each draft from the passages it is given,
 * plus one sentence no passage supports; the gate must remove (and count) it.
 */
const INVENTED = 'Every plan also includes a free espresso machine for your office.';
const seen: { path: string; auth: string | undefined; system: string }[] = [];
let server: http.Server;
let baseURL = '';
let database: Database;

type Message = { role: string; content: string };

/** The fake model: a label for the classifier's prompt, else a draft quoting the first passage. */
function answer(messages: Message[]): unknown {
  const system = messages[0]?.content ?? '';
  const input = JSON.parse(messages[1]?.content ?? '{}') as {
    first_name?: string;
    passages?: { id: string; text: string }[];
  };
  if (system.startsWith('You label replies')) return { label: 'interested', confidence: 0.9 };
  const [passage] = input.passages ?? [];
  const quote = passage?.text.split(/(?<=[.!?])\s+/)[0];
  return {
    sentences: [
      { text: `Hi ${input.first_name},`, passage_id: null },
      ...(passage && quote ? [{ text: quote, passage_id: passage.id }] : []),
      ...(passage ? [{ text: INVENTED, passage_id: passage.id }] : []),
      { text: 'Would a short call next week suit you?', passage_id: null },
    ],
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages: Message[] };
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, system: body.messages[0]!.content });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify(answer(body.messages)) },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  database = await createTestDatabase();
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await database.close();
});

const dir = new URL('../../../eval/grounding/', import.meta.url);
const read = (f: string) => JSON.parse(fs.readFileSync(new URL(f, dir), 'utf8'));
const env = () => ({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: baseURL });

describe('eval:ai-grounding with a real model (OPENAI_API_KEY set)', () => {
  it('the OpenAI provider answers through the guarded egress; the gate removes and counts the invented sentence', async () => {
    const model = evalModel(env(), { ...loadConfig({}), egress: LOOPBACK_EGRESS });
    expect(model.real).toBe(true);
    expect(model.ai.offline).toBe(false);
    expect(model.method).toMatch(/^real model: .+ through the guarded egress/);

    const ids = ['en-01', 'en-03', 'en-07', 'en-11', 'fr-02', 'fr-16'];
    const replies = (read('replies.json') as EvalReply[]).filter((r) => ids.includes(r.id));
    const kbs = {
      ledgerly: read('kb-ledgerly.json'),
      flotte: read('kb-flotte.json'),
      agenda: read('kb-agenda.json'),
    };
    seen.length = 0;
    const cases = await runGroundingEval(database.db, model.ai, kbs, replies);
    const s = summarize(cases);
    // the model was asked, with the key, on the Chat Completions path: labels and drafts
    expect(seen.length).toBeGreaterThanOrEqual(replies.length);
    expect(seen.every((r) => r.path === '/v1/chat/completions' && r.auth === 'Bearer sk-fake')).toBe(true);
    expect(seen.some((r) => r.system.startsWith("Answer the prospect's reply"))).toBe(true);
    // every drafted reply had the invented sentence removed by the gate, none reached a final draft
    const drafted = cases.filter((c) => !c.escalated && c.sentences > 0);
    expect(drafted.length).toBeGreaterThanOrEqual(2);
    for (const c of drafted) expect(c.removed).toBeGreaterThanOrEqual(1);
    expect(s.removedByGate).toBeGreaterThanOrEqual(drafted.length);
    expect(s.unsupported).toBe(0);
    expect(s.escalatedWhenMust).toBe(s.mustEscalate);
  });

  it('a host the egress refuses is never reached (the SDK goes through the egress, not around it)', async () => {
    const model = evalModel(env(), { ...loadConfig({}), egress: { allowHosts: [], dnsServers: [] } });
    seen.length = 0;
    await expect(model.ai.classify('Sounds good, tell me more.')).rejects.toMatchObject({
      reason: 'unavailable',
    });
    expect(seen).toHaveLength(0);
  });

  it('without a key the offline provider is measured, and the method says so', () => {
    const model = evalModel({}, loadConfig({}));
    expect(model.real).toBe(false);
    expect(model.ai.offline).toBe(true);
    expect(model.method).toMatch(/^offline provider/);
  });
});
