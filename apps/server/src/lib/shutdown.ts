import type { Logger } from 'pino';

/** How long a graceful stop may take before the process exits anyway (the budget is 2 s). */
export const STOP_GRACE_MS = 1_800;

/**
 * On SIGINT or SIGTERM, runs `stop` once — finish in-flight requests and engine actions, release the
 * database — then exits 0. A stop that takes longer than `graceMs` exits 1 anyway: what was cut short is
 * safe to cut (every engine action and job is idempotent and resumes at the next start), and the DATA_DIR
 * lock goes with the process ('exit' handler). Further signals during the stop are only logged, so a second
 * Ctrl-C (or the signal a wrapper forwards) cannot kill the process mid-way and leave a stale lock.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, graceMs = STOP_GRACE_MS): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    // Work still running when the database closes (a periodic pass pg-boss gave up waiting for) fails on
    // the closed pool: expected during a stop — logged, not a crash; the job runs again at the next start.
    process.on('unhandledRejection', (err) => log.warn({ err }, 'work cut short by the stop'));
    const started = performance.now();
    log.info({ signal }, 'stopping: finishing in-flight requests and engine actions');
    const force = setTimeout(() => {
      log.warn(
        { afterMs: graceMs },
        'stop took too long; exiting now (unfinished work resumes at the next start)',
      );
      process.exit(1);
    }, graceMs);
    force.unref();
    stop().then(
      () => {
        log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
