/**
 * Asks `check` every `intervalMs` until it answers true (a throw counts as not yet: a process that is not
 * listening), or fails naming `what` after `timeoutMs`. The cluster waits for conditions, never for time.
 */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
