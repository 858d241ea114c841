import { restoreCommand } from './restore-command.ts';

// `npm run restore -- FILE [--force]` runs this from apps/server, as `npm start` runs the server, so DATA_DIR
// means the same directory for both; FILE is resolved against INIT_CWD, where the operator ran npm.
process.exitCode = await restoreCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
