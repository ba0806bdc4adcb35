import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createLogger } from './logger.js';

describe('request logs', () => {
  it('never keep a token or a one-time code from the query string', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger('info', sink) as FastifyBaseLogger });
    app.get('/api/auth/integration/third-party-login', async () => 'ok');
    await app.inject({
      url: '/api/auth/integration/third-party-login?token=SESSION-SECRET&code=123456&page=2',
    });
    await app.inject({ url: '/api/auth/integration/third-party-login?restore_code=RESTORE-777&space=s1' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain(
      '"url":"/api/auth/integration/third-party-login?token=[redacted]&code=[redacted]&page=2"',
    );
    expect(logged).not.toContain('SESSION-SECRET');
    expect(logged).not.toContain('123456');
    expect(logged).not.toContain('RESTORE-777');
    expect(logged).toContain('restore_code=[redacted]&space=s1');
  });
});
