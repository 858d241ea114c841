import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

/**
 * node's arguments for a hand-written yardstick server (a TypeScript file run through tsx): with the V8
 * options the app runs with (scripts/server-node-flags.mjs), so a ratio compares code, not heaps.
 */
export const yardstickArgs = (script: string): string[] => [...serverNodeFlags, '--import', 'tsx', script];
