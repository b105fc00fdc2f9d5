/**
 * Runs `task` every `intervalMs` in the background, one run at a time: the timer never keeps the process
 * alive, and a failed run (the database away for a moment) is reported and tried again next time.
 * `stop()` waits for a run in progress, so the database can be closed after it.
 */
export function periodic(task: () => Promise<unknown>, { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void }) {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
