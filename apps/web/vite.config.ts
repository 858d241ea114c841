import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { wholeJsonModule } from './vite-plugins/whole-json-module.ts';

// API_URL points the dev proxy at another server (e.g. a second checkout on another port).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const isOn = (value: string | undefined) => ['1', 'true', 'on', 'yes'].includes(value ?? '');

export default defineConfig(({ command }) => {
  // With NODE_ENV=development in the environment Vite builds React's development bundle (issue 9):
  // refuse instead of shipping it. scripts/build-web.mjs (npm run build, npm start) always sets production.
  if (command === 'build' && process.env.NODE_ENV !== 'production') {
    throw new Error(
      `NODE_ENV is '${process.env.NODE_ENV}': the web app is only built for production. Use npm run build (it sets NODE_ENV=production).`,
    );
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
