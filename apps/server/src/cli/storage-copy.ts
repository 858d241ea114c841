import { storageCopyCommand } from './storage-copy-command.ts';

// `npm run storage:copy` runs this from apps/server, as `npm start` runs the server, so DATA_DIR means the
// same directory for both.
process.exitCode = await storageCopyCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
