import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { wholeJsonModule } from './vite-plugins/whole-json-module.ts';

// API_URL points the dev proxy at another server (e.g. a second checkout on another port).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const isOn = (value: string | undefined) => ['1', 'true', 'on', 'yes'].includes(value ?? '');

export default defineConfig(({ command, isSsrBuild }) => {
  // With NODE_ENV=development in the environment Vite builds React's development bundle (issue 9):
  // refuse instead of shipping it. scripts/build-web.mjs (npm run build, npm start) always sets production.
  if (command === 'build' && process.env.NODE_ENV !== 'production') {
    throw new Error(
      `NODE_ENV is '${process.env.NODE_ENV}': the web app is only built for production. Use npm run build (it sets NODE_ENV=production).`,
    );
  }
  // The server's renderer of first screens (decision 043): one self-contained module beside dist, never
  // inside it (dist is served to browsers). Bundling the libraries too means the server needs nothing from
  // apps/web's dependencies at run time.
  if (isSsrBuild) {
    return {
      plugins: [wholeJsonModule(), react()],
      ssr: { noExternal: true },
      // React's CommonJS entry picks its build from NODE_ENV at run time; the renderer is always production.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, sourcemap: false, minify: false },
    };
  }
  return {
    plugins: [wholeJsonModule(), react()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: which style sheets a page's chunk needs, for the server to link them from
      // a first screen's head (decision 043). A dot directory, which the static file server never sends.
      manifest: true,
      // Source maps publish the original source; a deployment that wants them (error tracking) builds
      // with SOURCE_MAPS=on (decision 015).
      sourcemap: isOn(process.env.SOURCE_MAPS),
      // The first download is held to a gzip budget by scripts/report-home-bundle.mjs (which fails the
      // build); the raw size of the one vendor chunk is not the measure, so its warning sits above it.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically is needed for the first paint anyway. Left to
            // itself, Rolldown spreads it over ~25 small chunks that lazy pages share; two chunks instead
            // (libraries, which change rarely and stay cached, and our code) compress ~10 KB better and
            // save the requests. Lazy pages keep their own chunks and import from these two.
            groups: [
              { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
              { name: 'app', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
