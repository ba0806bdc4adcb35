/**
 * Runs `fn` at once, then at most once per `ms` while calls keep coming (one trailing run catches the
 * last of them). Live pushes arrive in bursts — a campaign acting on 100 prospects sends 100 events —
 * and each refetches the same lists: without this the browser queues thousands of identical requests.
 */
export function coalesce(fn: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const tick = () => {
    if (pending) {
      pending = false;
      fn();
      timer = setTimeout(tick, ms);
    } else timer = null;
  };
  return {
    call() {
      if (timer) {
        pending = true;
        return;
      }
      fn();
      timer = setTimeout(tick, ms);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
    },
  };
}
