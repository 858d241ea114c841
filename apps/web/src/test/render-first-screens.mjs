// Renders first screens as the server does (decision 043), in a Node process of its own: no window, no
// document, and no React or router module shared with the test that hydrates the markup (one realm would let
// the server renderer's contexts leak into the browser's). Prints { [argument]: FirstScreen | null } as JSON.
// An argument `data:<path>` renders the page with its answers (decision 044), from test/first-screen-api.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const vite = await createServer({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderFirstScreen } = await vite.ssrLoadModule('/src/entry-server.tsx');
  const { fixtureApi } = await vite.ssrLoadModule('/src/test/first-screen-api.ts');
  const screens = {};
  for (const argument of process.argv.slice(2)) {
    const [, withData, url] = /^(data:)?(.*)$/.exec(argument);
    screens[argument] = await renderFirstScreen(url, withData ? { fetchApi: fixtureApi } : {});
  }
  process.stdout.write(JSON.stringify(screens));
} finally {
  await vite.close();
}
