import { describe, expect, it } from 'vitest';

describe('zod under the Content-Security-Policy', () => {
  it('is jitless once main.tsx’s first import ran, so it never tries eval', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
