import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiProviderError, OpenAiCompatible } from './index.js';

// A local stand-in for an OpenAI-compatible server on 127.0.0.1: each test queues the answers it wants.
type Answer =
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'stream'; parts: string[] }
  | { kind: 'hang' };
let queue: Answer[] = [];
const seen: Array<{
  path: string;
  body: { messages: Array<{ role: string; content: string }>; stream?: boolean; model: string };
  auth?: string;
}> = [];
let server: http.Server;
let baseURL = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', body: JSON.parse(raw || '{}'), auth: req.headers.authorization });
      const next = queue.shift() ?? { kind: 'status', status: 500 };
      if (next.kind === 'hang') return; // never answers
      if (next.kind === 'status') {
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        return res.end(JSON.stringify(next.body ?? { error: { message: 'nope' } }));
      }
      if (next.kind === 'stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const p of next.parts)
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })}\n\n`,
          );
        res.write('data: [DONE]\n\n');
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [
            { index: 0, message: { role: 'assistant', content: next.content }, finish_reason: 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  queue = [];
  seen.length = 0;
});

const client = (over: Partial<ConstructorParameters<typeof OpenAiCompatible>[0]> = {}) =>
  new OpenAiCompatible({
    baseURL,
    apiKey: 'sk-test',
    model: 'local-model',
    timeoutMs: 2000,
    maxRetries: 0,
    ...over,
  });
const schema = z.object({ text: z.string().min(1) });

describe('OpenAI-compatible provider (official SDK against a local fake server)', () => {
  it('sends the model, the key and the schema, and returns the validated answer', async () => {
    queue.push({ kind: 'json', content: '{"text":"Hello Nadia"}' });
    const out = await client().generate({
      task: 'suggest_reply',
      instructions: 'Write a reply.',
      input: { first_name: 'Nadia' },
      schema,
    });
    expect(out).toEqual({ text: 'Hello Nadia' });
    expect(seen[0]!.path).toBe('/v1/chat/completions');
    expect(seen[0]!.auth).toBe('Bearer sk-test');
    expect(seen[0]!.body.model).toBe('local-model');
    expect(seen[0]!.body.messages[0]!.content).toContain('"text"');
  });

  it('retries an invalid answer (not JSON, then the wrong shape) and accepts the valid one', async () => {
    queue.push(
      { kind: 'json', content: 'Sure! Here is your reply: Hello' },
      { kind: 'json', content: '{"text":""}' },
      { kind: 'json', content: '```json\n{"text":"Fixed"}\n```' },
    );
    const out = await client().generate({ task: 'rewrite', instructions: 'Rewrite.', input: {}, schema });
    expect(out.text).toBe('Fixed');
    expect(seen).toHaveLength(3);
    // The model is shown what was wrong with its last answer.
    const retry = seen[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Sure! Here is your reply: Hello' });
    expect(retry.at(-1)!.content).toMatch(/invalid \(not JSON\)/);
  });

  it('gives up with invalid_output when every try is invalid', async () => {
    queue.push({ kind: 'json', content: 'no' }, { kind: 'json', content: 'no' });
    const err = await client({ invalidOutputRetries: 1 })
      .generate({ task: 'rewrite', instructions: '', input: {}, schema })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiProviderError);
    expect((err as AiProviderError).reason).toBe('invalid_output');
  });

  it('classifies a reply into one of the 8 labels', async () => {
    queue.push({ kind: 'json', content: '{"label":"out_of_office","confidence":0.93}' });
    expect(await client().classify('Away until Monday')).toEqual({
      label: 'out_of_office',
      confidence: 0.93,
    });
    queue.push(
      { kind: 'json', content: '{"label":"maybe","confidence":2}' },
      { kind: 'json', content: '{"label":"neutral","confidence":0.5}' },
    );
    expect((await client().classify('ok')).label).toBe('neutral');
  });

  it('streams the text as it arrives', async () => {
    queue.push({ kind: 'stream', parts: ['Hel', 'lo ', 'there'] });
    const parts: string[] = [];
    for await (const p of client().stream({ task: 'suggest_reply', instructions: 'Write.', input: {} }))
      parts.push(p);
    expect(parts).toEqual(['Hel', 'lo ', 'there']);
    expect(seen[0]!.body.stream).toBe(true);
  });

  it('times out a server that does not answer', async () => {
    queue.push({ kind: 'hang' });
    const started = Date.now();
    const err = await client({ timeoutMs: 300 })
      .generate({ task: 'rewrite', instructions: '', input: {}, schema })
      .catch((e: unknown) => e);
    expect((err as AiProviderError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports 429 as rate limited, and the SDK retries it when allowed', async () => {
    queue.push({ kind: 'status', status: 429, body: { error: { message: 'slow down' } } });
    const err = await client()
      .generate({ task: 'rewrite', instructions: '', input: {}, schema })
      .catch((e: unknown) => e);
    expect((err as AiProviderError).reason).toBe('rate_limited');
    queue.push(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } },
      { kind: 'json', content: '{"text":"after retry"}' },
    );
    expect(
      (await client({ maxRetries: 1 }).generate({ task: 'rewrite', instructions: '', input: {}, schema }))
        .text,
    ).toBe('after retry');
  });
});
