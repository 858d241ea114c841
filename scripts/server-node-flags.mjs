// The V8 options the server is started with: by `npm start` (scripts/start.mjs) and by the benches that
// measure what it ships (apps/server/test/server-process.ts), so both run the same heap.
//
// On PostgreSQL a young generation twice V8's default (32 MB semi-spaces instead of 16) means half as
// many scavenges under load: the 100,000-student search's p99 fell from 32-34 to 25 ms, and small answers
// per second rose a few per cent (decisions 051 and 055). On PGlite it is left off: the embedded database
// lives in the same heap, the demo seeding fills the larger young generation and it stays committed
// (+100 MB RSS, no gain).

/** Doubles V8's 16 MB default for 64-bit machines. */
export const largerYoungGeneration = '--max-semi-space-size=32';

const choosesSemiSpace = (option) => option.replaceAll('_', '-').startsWith('--max-semi-space-size');

/**
 * The options to add for a server on `env`'s database; none on PGlite, and none when whoever starts it
 * already chose a semi-space size (on node's command line, `given`, or in NODE_OPTIONS).
 */
export function serverNodeFlags(env = process.env, given = process.execArgv) {
  if (!env.DATABASE_URL) return [];
  const chosen = [...given, ...(env.NODE_OPTIONS ?? '').split(/\s+/)];
  return chosen.some(choosesSemiSpace) ? [] : [largerYoungGeneration];
}
