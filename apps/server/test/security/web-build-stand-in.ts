import { writeWebBuild } from '../web-build.ts';

/**
 * The web build the security suites serve, so the matrix and the fuzzer see every route a deployment
 * registers: the pages (`GET /*`, with first screens) and a built asset's own route. The renderer echoes
 * nothing of the address: what reaches it is the server's business, what it renders is the web app's.
 */
export const standInAsset = '/assets/index-Sec41.js';

export function writeStandInWebBuild(): string {
  return writeWebBuild(
    {
      'index.html':
        '<!doctype html><html lang="da"><head><title>Studiekraft</title></head>' +
        `<body><div id="root"></div><script type="module" src="${standInAsset}"></script></body></html>`,
      [standInAsset.slice(1)]: 'console.log("app")',
      '.vite/manifest.json': JSON.stringify({
        'src/main.tsx': { file: standInAsset.slice(1), isEntry: true },
        'src/page.tsx': { file: 'assets/page-Sec41.js', css: ['assets/page-Sec41.css'], isDynamicEntry: true },
      }),
    },
    {
      renderer: `export async function renderFirstScreen() { return { html: '<main>Først</main>', modules: ['src/page.tsx'] }; }`,
    },
  );
}
