import { afterEach, describe, expect, it, vi } from 'vitest';

type Ack = (reply: unknown) => void;
const fake = vi.hoisted(() => ({
  handlers: new Map<string, () => void>(),
  emits: [] as { event: string; data: unknown; ack?: Ack }[],
  connected: false,
}));

vi.mock('socket.io-client', () => ({
  io: () => ({
    get connected() {
      return fake.connected;
    },
    on: (event: string, handler: () => void) => fake.handlers.set(event, handler),
    onAny: () => undefined,
    emit: (event: string, data: unknown, ack?: Ack) => fake.emits.push({ event, data, ack }),
    disconnect: () => undefined,
  }),
}));

const { connectRealtime, disconnectRealtime, onRealtimeJoined } = await import('./realtime');

describe('realtime rooms', () => {
  afterEach(() => {
    disconnectRealtime();
    fake.handlers.clear();
    fake.emits.length = 0;
    fake.connected = false;
  });

  it('joins the rooms on every (re)connect and tells live views once the server has joined them', async () => {
    const joined = vi.fn();
    const off = onRealtimeJoined(joined);
    await connectRealtime('tok', 'space-1');
    fake.handlers.get('connect')!();
    expect(fake.emits[0]).toMatchObject({
      event: 'server_create_connection',
      data: { token: 'tok', space: 'space-1' },
    });
    expect(joined).not.toHaveBeenCalled(); // not before the server says the rooms are joined
    fake.emits[0]!.ack!({ ok: true });
    expect(joined).toHaveBeenCalledTimes(1);

    fake.handlers.get('connect')!(); // a reconnect after a network drop
    fake.emits[1]!.ack!({ ok: true });
    expect(joined).toHaveBeenCalledTimes(2);
    off();
  });

  it('a refused join (bad token) does not count as joined', async () => {
    const joined = vi.fn();
    const off = onRealtimeJoined(joined);
    await connectRealtime('stale', null);
    fake.handlers.get('connect')!();
    fake.emits[0]!.ack!({ ok: false, message: 'Token is not valid' });
    expect(joined).not.toHaveBeenCalled();
    off();
  });

  it('switching workspace on a live socket joins again', async () => {
    const joined = vi.fn();
    const off = onRealtimeJoined(joined);
    await connectRealtime('tok', 'a');
    fake.connected = true;
    await connectRealtime('tok', 'b');
    expect(fake.emits.at(-1)).toMatchObject({ data: { space: 'b' } });
    fake.emits.at(-1)!.ack!({ ok: true });
    expect(joined).toHaveBeenCalledTimes(1);
    off();
  });
});
