// The V8 options the server runs with, given on node's command line wherever it starts, since V8 takes
// them only then: package.json's start script (server-node-flags.test.ts keeps it equal to this list),
// the tests' and benches' server processes (apps/server/test/server-process.ts) and the benches'
// hand-written yardsticks, so a ratio compares code, not heaps.
//
// A young generation twice V8's default (32 MB semi-spaces instead of 16) means half as many scavenges
// under load; on PostgreSQL the 100,000-student search's p99 fell from 32-34 to 25 ms (decisions 051
// and 055). A node option of the same name given after these (`node <these> --max-semi-space-size=64`)
// wins.

/** Doubles V8's 16 MB default for 64-bit machines. */
export const serverNodeFlags = ['--max-semi-space-size=32'];
