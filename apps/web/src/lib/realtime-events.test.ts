import { describe, expect, it } from 'vitest';
import { onRealtime } from './realtime';

/**
 * `onRealtime` is typed by the domain's event map, the one the server's emits use. `tsc -p apps/web`
 * covers this file: each `@ts-expect-error` below fails the typecheck the day the wrong handler compiles.
 */
describe('typed realtime events (web side)', () => {
  it('a handler gets its event payload; a wrong name or a handler for another payload is a type error', () => {
    const offs = [
      onRealtime('crm_updated', (push) => void push.pipeline_id.length),
      onRealtime('update_notifications', (push: { space_id: string; unread: number }) => void push),
      // @ts-expect-error an event the server never sends
      onRealtime('crm_update', () => undefined),
      // @ts-expect-error a field the payload does not have
      onRealtime('crm_updated', (push) => void push.pipeline),
      // @ts-expect-error a handler expecting a payload of the wrong type
      onRealtime('update_notifications', (push: { space_id: string; unread: string }) => void push),
    ];
    expect(offs.every((off) => typeof off === 'function')).toBe(true);
    offs.forEach((off) => off());
  });
});
