// Runs node as a child process that stands in for this one: for `npm start` on PostgreSQL, where the
// server needs V8 options (scripts/server-node-flags.mjs) that only take effect when node starts.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Same signal within this window counts as one: Ctrl-C under `npm start` reaches this process twice, from
 * the terminal and again from npm, which forwards it.
 */
const sameSignalMs = 500;

/**
 * Starts `node …args` and mirrors it: stdio shared, signals forwarded once, and this process exits with the
 * child's code (128 + the signal's number when a signal ended it, as a shell reports it).
 *
 * The child gets a session of its own (`detached`) so that a Ctrl-C reaches it once, through here, and not
 * also from the terminal: the server shuts down gracefully on the first SIGINT and a second one would cut
 * that short. SIGHUP (the terminal closed) is passed on as SIGTERM, which the server handles.
 */
export function runAsChild(args, options = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options, detached: true });
  const lastSent = new Map();
  const forward = (signal) => {
    const now = Date.now();
    if (now - (lastSent.get(signal) ?? Number.NEGATIVE_INFINITY) < sameSignalMs) return;
    lastSent.set(signal, now);
    child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  };
  for (const signal of forwardedSignals) process.on(signal, forward);
  // If this process ends first (an error of its own), the server must not outlive it holding the port.
  const stopChild = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.on('exit', stopChild);
  child.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    process.off('exit', stopChild);
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
  });
  return child;
}
