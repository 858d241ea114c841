import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

/**
 * node's arguments for a hand-written yardstick server (a TypeScript file run through tsx) on `env`'s
 * database: with the V8 options the app ships with there (scripts/server-node-flags.mjs), so a ratio
 * compares code, not heaps.
 */
export const yardstickArgs = (script: string, env: Record<string, string>): string[] => [
  ...serverNodeFlags({ ...process.env, ...env }, []),
  '--import',
  'tsx',
  script,
];
