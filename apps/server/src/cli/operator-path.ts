import path from 'node:path';

/**
 * A path the operator typed, resolved where they typed it. `npm run backup -- FILE` runs the command from
 * apps/server (so DATA_DIR means what it means to the server), but npm keeps the directory it was started
 * in as INIT_CWD: `backups/today.tar.gz` lands where the operator expects, not under apps/server.
 */
export const operatorPath = (file: string, env: NodeJS.ProcessEnv) => path.resolve(env.INIT_CWD || process.cwd(), file);
