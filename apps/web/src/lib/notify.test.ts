import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const hide = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show, hide } }));

const { notify, SNACKBAR_DURATION_MS, SNACKBAR_LIMIT } = await import('./notify');
/** The store loads with the first snackbar: let its import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('snackbars (000 §4)', () => {
  beforeEach(() => {
    show.mockClear();
    hide.mockClear();
  });

  it('last 3000 ms and show at most 3 at once: a fourth removes the oldest', async () => {
    expect(SNACKBAR_LIMIT).toBe(3);
    const ids = [notify.success('one'), notify.info('two'), notify.warning('three')];
    await settle();
    expect(hide).not.toHaveBeenCalled();
    notify.success('four');
    await settle();
    expect(hide).toHaveBeenCalledWith(ids[0]);
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'four', autoClose: SNACKBAR_DURATION_MS }),
    );
    expect(SNACKBAR_DURATION_MS).toBe(3000);
  });

  it('a closed snackbar frees its place', async () => {
    const first = notify.success('a');
    await settle();
    const onClose = show.mock.calls.at(-1)![0].onClose as () => void;
    onClose();
    hide.mockClear();
    notify.success('b');
    notify.success('c');
    await settle();
    expect(hide).not.toHaveBeenCalledWith(first);
  });

  it('errors show the server message in red', async () => {
    notify.error(new Error('Something went wrong'));
    await settle();
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', message: 'Something went wrong' }),
    );
  });
});
