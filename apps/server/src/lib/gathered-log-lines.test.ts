import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatherLogLines, type LogTarget } from './gathered-log-lines.ts';

const modulePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gathered-log-lines.ts');

// Each stand-in target closes after its test, as pino's destination does when pino ends it, so the exit
// listeners gatherLogLines adds to this worker are taken away again.
const closeTargets: (() => void)[] = [];
const closeAllTargets = () => {
  for (const close of closeTargets.splice(0)) close();
};

function recordingTarget() {
  const chunks: string[] = [];
  let flushedSync = 0;
  const onClose: (() => void)[] = [];
  const target: LogTarget = {
    write: (chunk) => chunks.push(chunk),
    flushSync: () => {
      flushedSync++;
    },
    once: (_event, listener) => onClose.push(listener),
  };
  closeTargets.push(() => {
    for (const listener of onClose.splice(0)) listener();
  });
  return { target, chunks, flushedSync: () => flushedSync };
}

const exitListeners = () => process.listenerCount('exit') + process.listenerCount('beforeExit');

describe('gatherLogLines', () => {
  afterEach(() => {
    vi.useRealTimers();
    closeAllTargets();
  });

  it('adds its exit listeners to the process and takes them away when the target closes', () => {
    const before = exitListeners();
    const { target } = recordingTarget();
    gatherLogLines(() => target);
    expect(exitListeners()).toBe(before + 2);
    closeAllTargets();
    expect(exitListeners()).toBe(before);
  });

  it('hands the target one chunk once enough lines have gathered, in order', () => {
    const { target, chunks } = recordingTarget();
    const lines = gatherLogLines(() => target, { chunkChars: 30 });
    lines.write('line 1 ......\n');
    lines.write('line 2 ......\n');
    expect(chunks).toEqual([]);
    lines.write('line 3 ......\n');
    expect(chunks).toEqual(['line 1 ......\nline 2 ......\nline 3 ......\n']);
    lines.write('line 4\n');
    expect(chunks).toHaveLength(1);
    lines.flushSync();
  });

  it('hands a quiet server’s lines over after the delay, and writes everything on flushSync', () => {
    vi.useFakeTimers();
    const { target, chunks, flushedSync } = recordingTarget();
    const lines = gatherLogLines(() => target, { chunkChars: 1000, maxDelayMs: 1000 });
    lines.write('a\n');
    vi.advanceTimersByTime(500);
    lines.write('b\n');
    vi.advanceTimersByTime(499);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual(['a\nb\n']);
    // Nothing gathered, nothing written: an idle server makes no empty writes.
    vi.advanceTimersByTime(5000);
    expect(chunks).toHaveLength(1);
    lines.write('c\n');
    lines.flushSync();
    expect(chunks).toEqual(['a\nb\n', 'c\n']);
    expect(flushedSync()).toBe(1);
  });

  it('flush hands the lines over and calls back when the target has written them', async () => {
    const { target, chunks } = recordingTarget();
    let targetFlushed = false;
    target.flush = (callback) => {
      targetFlushed = true;
      callback?.();
    };
    const lines = gatherLogLines(() => target);
    lines.write('x\n');
    await new Promise<void>((resolve, reject) => lines.flush((error) => (error ? reject(error) : resolve())));
    expect(chunks).toEqual(['x\n']);
    expect(targetFlushed).toBe(true);
  });
});

/** A process logging through pino's asynchronous destination behind gatherLogLines; its stdout and exit code. */
function runLogger(body: string, { until }: { until?: string } = {}) {
  const script = `
    import pino from 'pino';
    import { gatherLogLines } from ${JSON.stringify(modulePath)};
    const log = pino({ base: null, timestamp: false }, gatherLogLines(() => pino.destination({ dest: 1, sync: false })));
    ${body}`;
  return new Promise<{ stdout: string; code: number | null; killed: boolean }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.dirname(modulePath),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    let killed = false;
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until && stdout.includes(until) && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(guard);
      resolve({ stdout, code, killed });
    });
  });
}

const messages = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('gatherLogLines in a process', () => {
  it('writes every gathered line when the process exits, by process.exit or by an uncaught error', async () => {
    const exited = await runLogger(`log.info('one'); log.info('two'); process.exit(3);`);
    expect(exited.code).toBe(3);
    expect(messages(exited.stdout)).toEqual(['one', 'two']);

    const crashed = await runLogger(`log.info('before'); log.error('about to fail'); throw new Error('boom');`);
    expect(crashed.code).toBe(1);
    expect(messages(crashed.stdout)).toEqual(['before', 'about to fail']);

    const drained = await runLogger(`log.info('last'); setTimeout(() => {}, 10);`);
    expect(drained.code).toBe(0);
    expect(messages(drained.stdout)).toEqual(['last']);
  });

  it('writes a quiet server’s line while the process still runs', async () => {
    // The process keeps running; the line must arrive on its own (after the delay), not at exit: the
    // test kills it (SIGKILL: no exit handlers) only once the line is in.
    const result = await runLogger(`log.info('quiet'); setInterval(() => {}, 1000);`, { until: 'quiet' });
    expect(result.killed).toBe(true);
    expect(messages(result.stdout)).toEqual(['quiet']);
  });
});
