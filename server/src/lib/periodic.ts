/**
 * Runs `task` every `intervalMs` without keeping the process alive; a run still going when the
 * next is due is not overlapped (that tick is skipped). Returns the function that stops it.
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
