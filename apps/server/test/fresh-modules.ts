import { vi } from 'vitest';

// The server's tests share their worker's module cache (isolate: false in vitest.config.ts): Fastify,
// drizzle, the database drivers and the rest of node_modules load once per worker instead of once per
// file. The app's own modules keep state (caches, the mail worker's timers, the realtime adapter), so each
// file evaluates them afresh, as a new process would; this file runs before each test file.
vi.resetModules();
