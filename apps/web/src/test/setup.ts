import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web tests share their workers' module cache (isolate: false in vitest.config.ts): React, Mantine and
// the rest of node_modules load once per worker instead of once per file, which took most of the project's
// time. The app's own modules keep state (the auth store, the login prompt, handled confirmation tokens),
// so each file starts with them evaluated afresh, as a page load would; this file runs before each one.
vi.resetModules();
const { initI18n, loadAllTexts } = await import('../lib/i18n.ts');

// jsdom lacks the browser APIs Mantine reaches for (media queries, resize observers, scrolling).
// Tests run as a visitor who prefers reduced motion: with the theme's respectReducedMotion, Mantine's
// transitions then end at once instead of on a timer. Such a timer, still pending when a test file's
// jsdom was torn down, fired into react-dom without a window and failed a CI run as an unhandled error.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// Textarea autosize listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!window.scrollTo || window.scrollTo.toString().includes('not implemented')) {
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });
}

// Mantine reads computed styles for transitions; jsdom returns empty values, which is fine, but its
// getComputedStyle with a pseudo-element argument logs "not implemented".
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// findBy/waitFor give up after 1 s by default; rendering a grid of Mantine cards in jsdom takes longer
// than that when the whole suite shares the 2-core machine, which made page tests flaky.
configure({ asyncUtilTimeout: 4000 });

await initI18n('da');
// Pages render the whole catalogue; in the app their route waits for it (app/router.ts).
await loadAllTexts();

afterEach(() => {
  cleanup();
  // Mantine's notifications live in its package, which the files share; so do the document and storage.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
