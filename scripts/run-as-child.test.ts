import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const runAsChildUrl = pathToFileURL(path.join(import.meta.dirname, 'run-as-child.mjs')).href;

// Stands in for the server: says when it listens for signals, reports each one it gets, and shuts down
// "gracefully" (a short wait) with a code of its own, or kills itself when asked to. It says "ready" only
// once its handlers are in place: said first, a test that signals at once could win the race on a busy
// machine and kill it by the default action (seen in CI: exit 143 instead of 7).
const standIn = `
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    process.stdout.write('got ' + signal + '\\n');
    setTimeout(() => process.exit(7), 200);
  });
}
process.stdout.write('ready ' + process.pid + '\\n');
if (process.argv[2] === 'die') setTimeout(() => process.kill(process.pid, 'SIGKILL'), 50);
setInterval(() => {}, 1000);
`;

let dir: string;
let standInFile: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-as-child-'));
  standInFile = path.join(dir, 'stand-in.mjs');
  writeFileSync(standInFile, standIn);
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** `node -e runAsChild([stand-in])` in a process group of its own, as a terminal's foreground job is. */
function startWrapper(...standInArgs: string[]) {
  const script = `import(${JSON.stringify(runAsChildUrl)}).then((m) => m.runAsChild(${JSON.stringify([standInFile, ...standInArgs])}));`;
  const wrapper = spawn(process.execPath, ['--input-type=module', '-e', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(wrapper);
  let output = '';
  wrapper.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => wrapper.on('exit', (code) => resolve(code)));
  const seen = async (text: string) => {
    while (!output.includes(text)) {
      if (wrapper.exitCode !== null) throw new Error(`wrapper exited before "${text}": ${output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const ready = seen('ready ').then(() => Number(/ready (\d+)/.exec(output)?.[1]));
  return { wrapper, ready, seen, exited, output: () => output };
}

describe('runAsChild', () => {
  it('passes a Ctrl-C to the child once, though the terminal and npm both send it, and exits with its code', async () => {
    const run = startWrapper();
    const childPid = await run.ready;
    // The terminal signals the whole foreground group; npm then forwards the same signal again, a moment
    // later (two at once would merge into one pending signal and prove nothing).
    process.kill(-(run.wrapper.pid as number), 'SIGINT');
    await run.seen('got SIGINT');
    process.kill(run.wrapper.pid as number, 'SIGINT');
    expect(await run.exited).toBe(7);
    expect(run.output().match(/got SIGINT/g)).toHaveLength(1);
    expect(childPid).not.toBe(run.wrapper.pid);
  });

  it('passes SIGTERM on, and turns SIGHUP into SIGTERM, which the server handles', async () => {
    const term = startWrapper();
    await term.ready;
    process.kill(term.wrapper.pid as number, 'SIGTERM');
    expect(await term.exited).toBe(7);
    expect(term.output()).toContain('got SIGTERM');

    const hangUp = startWrapper();
    await hangUp.ready;
    process.kill(hangUp.wrapper.pid as number, 'SIGHUP');
    expect(await hangUp.exited).toBe(7);
    expect(hangUp.output()).toContain('got SIGTERM');
  });

  it('exits as a shell reports a child that a signal ended: 128 + its number', async () => {
    const run = startWrapper('die');
    await run.ready;
    expect(await run.exited).toBe(128 + 9);
  });
});
