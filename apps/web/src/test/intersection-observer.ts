import { vi } from 'vitest';

/** What a test holds of the IntersectionObservers the code made: nothing is in view until it says so. */
export interface ObservedAreas {
  /** The elements observed now (a disconnected observer's are gone). */
  targets(): Element[];
  /** Reports every observed area that holds `element` (or is it) as in view. */
  showAreaOf(element: Element): void;
  /** Reports every observed area as in view. */
  showAll(): void;
}

/**
 * Puts a controllable IntersectionObserver in place of jsdom's missing one (vi.unstubAllGlobals removes
 * it). As in a browser at the top of a page, nothing is reported until the test shows an area.
 */
export function stubIntersectionObserver(): ObservedAreas {
  const observers = new Set<ControlledObserver>();

  class ControlledObserver {
    readonly targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observers.add(this);
      this.targets.push(target);
    }
    unobserve(target: Element) {
      const index = this.targets.indexOf(target);
      if (index >= 0) this.targets.splice(index, 1);
    }
    disconnect() {
      observers.delete(this);
      this.targets.length = 0;
    }
    takeRecords() {
      return [];
    }
  }

  const show = (isShown: (target: Element) => boolean) => {
    for (const observer of [...observers]) {
      const entries = observer.targets
        .filter(isShown)
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  };

  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  return {
    targets: () => [...observers].flatMap((observer) => observer.targets),
    showAreaOf: (element) => show((target) => target.contains(element)),
    showAll: () => show(() => true),
  };
}
