import { createEmployeeCommand } from './create-employee-command.ts';

// `npm run create-employee -- --email ... --name ...` runs this from apps/server, as `npm start` runs the
// server, so DATA_DIR means the same directory for both.
process.exitCode = await createEmployeeCommand(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
