import type { DestinationStream } from 'pino';

/** What the lines are handed to: pino's asynchronous destination (a SonicBoom), or a stand-in in tests. */
export interface LogTarget {
  write(chunk: string): unknown;
  flushSync(): void;
  flush?(callback?: (error?: Error) => void): void;
  readonly destroyed?: boolean;
  once?(event: 'close', listener: () => void): unknown;
}

export interface GatheredLogLines extends DestinationStream {
  /** Hands what is gathered to the target and has it write everything now, synchronously. */
  flushSync(): void;
  /** Hands what is gathered to the target and calls back once the target has written it. */
  flush(callback?: (error?: Error) => void): void;
}

/**
 * Log lines gathered in memory and handed to `target` in chunks of about `chunkChars` characters, or
 * `maxDelayMs` after the first line of a chunk on a quiet server. Every write of pino's asynchronous
 * destination is a round trip through libuv's thread pool, a wake-up that on a busy two-core machine took
 * the event loop's core for tens of microseconds; its own `minLength` gathering also measures the whole
 * pending text again for each line it adds. One write per ~100 lines instead of one per ~25 made a small
 * answer's line cost about half as much (decision 052).
 *
 * Nothing is lost on the way out: what is gathered is handed over and written synchronously when the
 * process exits, an uncaught error included. Create it before pino's destination: exit listeners run in
 * the order they were added, and pino ends its destination in one of its own.
 */
export function gatherLogLines(
  createTarget: () => LogTarget,
  { chunkChars = 16 * 1024, maxDelayMs = 1000 }: { chunkChars?: number; maxDelayMs?: number } = {},
): GatheredLogLines {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;

  const handOver = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending === '' || target.destroyed) return;
    const chunk = pending;
    pending = '';
    target.write(chunk);
  };
  const onExit = () => {
    handOver();
    if (!target.destroyed) target.flushSync();
  };
  process.once('exit', onExit);
  // When the event loop runs dry (the server closed without process.exit) the lines go out with it.
  process.once('beforeExit', handOver);
  const target = createTarget();
  target.once?.('close', () => {
    process.removeListener('exit', onExit);
    process.removeListener('beforeExit', handOver);
  });

  return {
    write(line: string) {
      pending += line;
      if (pending.length >= chunkChars) handOver();
      // An unref'd timer: a quiet server's last lines never keep the process alive.
      else if (!timer) timer = setTimeout(handOver, maxDelayMs).unref();
    },
    flushSync() {
      handOver();
      target.flushSync();
    },
    flush(callback) {
      handOver();
      if (target.flush) target.flush(callback);
      else callback?.();
    },
  };
}
