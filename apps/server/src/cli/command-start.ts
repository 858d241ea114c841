import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config.ts';

/** Where a command's lines go (stdout and stderr in the real commands, arrays in tests). */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * The server's configuration from the same environment `npm start` gets, or null after saying why not (the
 * server's own checks, said as they are: production needs JWT_SECRET, PUBLIC_URL, the invoice seller).
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv, io: CommandOutput): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    io.err(String((error as Error).message));
    return null;
  }
}

export const postgresBackupAdvice =
  "DATABASE_URL is set: this installation's database is PostgreSQL, which backs up with its own tools (pg_dump -Fc and pg_restore, or continuous archiving); see 'Production' in the README. npm run backup and npm run restore are for the embedded PGlite database in DATA_DIR.";

/**
 * The common start of `npm run backup -- FILE` and `npm run restore -- FILE`: one FILE, `--help`, the
 * command's own flags, and a PGlite installation. Returns the exit code when the command should stop there
 * (0 for --help, 2 for wrong usage, 1 for a configuration it cannot work with).
 */
export function startPgliteFileCommand<F extends string>(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
  usage: string,
  flags: readonly F[] = [],
): number | { file: string; flags: Record<F, boolean>; config: Config } {
  let positionals: string[];
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(['help', ...flags].map((flag) => [flag, { type: 'boolean' as const }]));
    ({ positionals, values } = parseArgs({ args, strict: true, allowPositionals: true, options }));
  } catch (error) {
    io.err((error as Error).message);
    io.err(usage);
    return 2;
  }
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const [file] = positionals;
  if (positionals.length !== 1 || !file) {
    io.err(usage);
    return 2;
  }
  const config = loadCommandConfig(env, io);
  if (!config) return 1;
  if (config.databaseUrl) {
    io.err(postgresBackupAdvice);
    return 1;
  }
  return { file, flags: Object.fromEntries(flags.map((flag) => [flag, values[flag] === true])) as Record<F, boolean>, config };
}
