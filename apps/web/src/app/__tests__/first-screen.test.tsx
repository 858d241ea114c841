import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { firstScreenDataId } from '@studiekraft/shared/constants/first-screen';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstScreen } from '../../entry-server.tsx';
import { authStore } from '../../lib/auth-store.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { stubIntersectionObserver } from '../../test/intersection-observer.ts';
import { hydrateFirstScreen } from '../hydrate-first-screen.tsx';

// Decision 043: what the server renders for a visitor must be what the browser renders first, or React
// throws the server's markup away (and logs a mismatch). Rendered and hydrated here with the real entry
// points; e2e/tests/first-screen.spec.ts does the same in Chromium against the built app.

const pages = ['/', '/students/search', '/students/sofie-andersen', '/hvad-tilbyder-vi/web/simple-website', '/om-os'];
const elsewhere = ['/account', '/administration', '/bliv-studerende', '/no-such-page', '/customers/register'];
// Rendered with the answers they show (decision 044), from test/first-screen-api.ts.
const withData = ['data:/students/anna-alfa', 'data:/students/broken', '/students/broken'];

let screens: Record<string, FirstScreen | null>;

// Rendered the way the server does, in a Node process of its own (see the script for why).
beforeAll(async () => {
  const script = path.resolve(import.meta.dirname, '../../test/render-first-screens.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...pages, ...elsewhere, ...withData], {
    maxBuffer: 16 * 1024 * 1024,
  });
  screens = JSON.parse(stdout);
}, 60_000);

// Unmounts the test's app and stops its router, also when an assertion failed: a navigation still in flight
// (the skill page sends an unknown skill to the groups page) would otherwise move the next test's address.
let disposeAfterTest: () => void = () => undefined;

afterEach(() => {
  disposeAfterTest();
  disposeAfterTest = () => undefined;
  document.body.replaceChildren();
  window.localStorage.clear();
  authStore.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Puts a rendered first screen (and its data, if any) into the document at `path`, hydrates it with the real
 * entry point and waits until hydration is done. Returns the container, the server's <header> and <main>,
 * and what React reported: a mismatch it recovers from is reported, one in attributes is only logged.
 */
async function hydrateRendered(path: string, rendered: FirstScreen | null | undefined) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.setAttribute('data-first-screen', '');
  container.innerHTML = rendered?.html ?? '';
  document.body.append(container);
  if (rendered?.data) {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = firstScreenDataId;
    data.textContent = JSON.stringify(rendered.data);
    document.body.append(data);
  }
  const header = container.querySelector('header');
  const main = container.querySelector('main');
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error');
  const { root, router } = await hydrateFirstScreen(container, { onRecoverableError: (error) => errors.push(error) });
  disposeAfterTest = () => {
    root.unmount();
    router.dispose();
  };
  // The cookie notice is added right after hydration (it is left out of a first screen): hydration is done.
  expect(await screen.findByRole('button', { name: 'Accepter' }, { timeout: 5000 })).toBeTruthy();
  const hydrationLogs = logged.mock.calls.filter((call) => /hydrat/i.test(String(call[0])));
  return { container, header, main, errors, hydrationLogs };
}

describe('a first screen', () => {
  it.each(pages)('%s hydrates without a mismatch and keeps the elements the server sent', async (path) => {
    mockApi();
    // As in a browser (jsdom has none): what the server cannot know must not change the first render.
    stubIntersectionObserver();
    const rendered = screens[path];
    expect(rendered).toBeTruthy();
    const { container, header, main, errors, hydrationLogs } = await hydrateRendered(path, rendered);
    expect(header).not.toBeNull();
    expect(errors).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    // Marked as the app's once hydrated (what the browser tests wait for before they click).
    expect(container.hasAttribute('data-first-screen')).toBe(false);
    // Hydrated, not drawn again: the very elements of the server's markup are the page's.
    expect(container.querySelector('header')).toBe(header);
    expect(container.querySelector('main')).toBe(main);
  });
});

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

describe("home's sections under the hero", () => {
  it('are in the first screen, stay as the server sent them until they near the viewport, then hydrate in place', async () => {
    mockApi();
    const areas = stubIntersectionObserver();
    const rendered = screens['/'];
    expect(rendered?.html).toContain('Sådan fungerer det');
    expect(rendered?.modules).toContain('src/features/home/components/home-below-fold.tsx');
    const { container, errors, hydrationLogs } = await hydrateRendered('/', rendered);
    const heading = screen.getByRole('heading', { level: 2, name: 'Sådan fungerer det' });
    // The hero is the app's; the sections below are still the server's markup, on screen but not hydrated.
    expect(isHydrated(screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(isHydrated(heading)).toBe(false);
    act(() => areas.showAreaOf(heading));
    await waitFor(() => expect(isHydrated(heading)).toBe(true), { timeout: 5000 });
    // The same element: hydrated, not drawn again, and without a mismatch.
    expect(screen.getByRole('heading', { level: 2, name: 'Sådan fungerer det' })).toBe(heading);
    expect(container.contains(heading)).toBe(true);
    expect(errors).toEqual([]);
    expect(hydrationLogs).toEqual([]);
  });
});

describe('a first screen with its answers', () => {
  it('shows them, and the browser hydrates it from them: no mismatch, no request for what it already has', async () => {
    const rendered = screens['data:/students/anna-alfa'];
    expect(rendered?.html).toContain('Anna Alfa');
    expect(rendered?.html).toContain('Anna bygger hjemmesider til små virksomheder.');
    // Found in the second round: the score and references are asked for once the profile has an id.
    expect(rendered?.html).toContain('Bageriets hjemmeside');
    expect(rendered?.data?.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['students', 'slug', 'anna-alfa'],
        ['students', 7, 'ratings', 'score'],
        ['students', 7, 'references'],
      ]),
    );

    const fetchMock = mockApi();
    stubIntersectionObserver();
    const { container, main, errors, hydrationLogs } = await hydrateRendered('/students/anna-alfa', rendered);
    expect(errors).toEqual([]);
    expect(hydrationLogs).toEqual([]);
    expect(container.querySelector('main')).toBe(main);
    expect(screen.getByRole('heading', { level: 1, name: 'Anna Alfa' })).toBeTruthy();
    // Read once: the data element is gone, and the page asked for none of what it showed.
    expect(document.getElementById(firstScreenDataId)).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path.startsWith('/api/students'))).toEqual([]);
  });

  it('is the loading page, with no answers, when one of them failed', () => {
    const rendered = screens['data:/students/broken'];
    expect(rendered?.data).toBeUndefined();
    expect(rendered?.html).toBe(screens['/students/broken']?.html);
  });
});

describe('what the server renders', () => {
  it("is the page's first screen for a visitor: texts in Danish, the login button, no script", () => {
    const rendered = screens['/students/search'];
    expect(rendered?.html).toContain('Find studerende');
    expect(rendered?.html).toContain('Log ind');
    // An inline script would be blocked by the Content-Security-Policy (script-src 'self').
    expect(rendered?.html).not.toContain('<script');
    expect(rendered?.modules).toEqual(['src/features/students/components/student-search-page.tsx']);
  });

  it('is nothing for private areas, redirects and unknown paths, which the browser renders itself', () => {
    for (const path of elsewhere) expect(screens[path]).toBeNull();
  });
});

describe('the hint that a session may be restored', () => {
  it('is a cookie set by a login and cleared by a logout, and never holds the token', () => {
    authStore.setSession({
      access_token: 'secret-token',
      user_id: 1,
      account_type: 'customer',
      account: {} as never,
      latest_conversation_id: null,
    } as never);
    expect(document.cookie).toContain('sk_session=1');
    expect(document.cookie).not.toContain('secret-token');
    authStore.clearSession();
    expect(document.cookie).not.toContain('sk_session');
  });
});
