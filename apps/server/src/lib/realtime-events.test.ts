import { describe, expect, it } from 'vitest';
import { realtimeEvents } from '@leadloop/domain/realtime/events';
import { createRealtime } from './realtime.js';

/**
 * The realtime events are typed by the domain's map (name → zod payload). `tsc -p apps/server` covers this
 * file: each `@ts-expect-error` below fails the typecheck the day the wrong call it marks compiles.
 */
describe('typed realtime events (server side)', () => {
  it('emits a known event with its payload; a wrong name or payload is a type error', () => {
    const realtime = createRealtime(); // not attached: emits are no-ops
    const emits = () => {
      realtime.emitToSpace('s1', 'crm_updated', { pipeline_id: 'p1' });
      realtime.emitToUser('u1', 'update_user', { _id: 'u1' });
      // @ts-expect-error an unknown event name
      realtime.emitToSpace('s1', 'crm_update', { pipeline_id: 'p1' });
      // @ts-expect-error a payload of the wrong shape
      realtime.emitToSpace('s1', 'crm_updated', { pipeline: 'p1' });
      // @ts-expect-error a payload field of the wrong type
      realtime.emitToUser('u1', 'update_notifications', { space_id: 's1', unread: '3' });
      // @ts-expect-error another event's payload
      realtime.emitToUser('u1', 'update_user', { space_id: 's1', unread: 3 });
    };
    expect(emits).not.toThrow();
  });

  it('the same map checks a payload at run time', () => {
    expect(realtimeEvents.crm_updated.safeParse({ pipeline_id: 'p1' }).success).toBe(true);
    expect(realtimeEvents.update_notifications.safeParse({ space_id: 's', unread: '3' }).success).toBe(false);
  });
});
