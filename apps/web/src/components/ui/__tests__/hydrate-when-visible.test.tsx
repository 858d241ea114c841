import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ObservedAreas, stubIntersectionObserver } from '../../../test/intersection-observer.ts';
import { HydrateWhenVisible } from '../hydrate-when-visible.tsx';

// Rendered in the browser from scratch; hydrating the server's markup is tested with the real first screen in
// app/__tests__/first-screen.test.tsx.
let areas: ObservedAreas;
let idle: (() => void)[] = [];

beforeEach(() => {
  areas = stubIntersectionObserver();
  idle = [];
  // On window itself: jsdom's window is not the test's global object.
  window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const area = (isIdleMount: boolean) => (
  <HydrateWhenVisible placeholder={<p>Pladsholder</p>} isIdleMount={isIdleMount}>
    <p>Indhold</p>
  </HydrateWhenVisible>
);

describe('HydrateWhenVisible, rendered in the browser', () => {
  it('shows the placeholder until the area nears the viewport, then the content', async () => {
    // An awaited act: the first render suspends, and React commits the placeholder (and runs its effects) in
    // a task of its own.
    await act(async () => {
      render(area(false));
    });
    expect(screen.getByText('Pladsholder')).toBeTruthy();
    expect(screen.queryByText('Indhold')).toBeNull();
    // Without isIdleMount an idle browser changes nothing.
    expect(idle).toEqual([]);
    expect(areas.targets()).toHaveLength(1);
    act(() => areas.showAll());
    expect(await screen.findByText('Indhold')).toBeTruthy();
    expect(screen.queryByText('Pladsholder')).toBeNull();
  });

  it('with isIdleMount, mounts the content once the browser is idle, out of view', async () => {
    await act(async () => {
      render(area(true));
    });
    expect(screen.getByText('Pladsholder')).toBeTruthy();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(await screen.findByText('Indhold')).toBeTruthy();
  });
});
