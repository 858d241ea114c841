import { useEffect, useSyncExternalStore } from 'react';

/** What a page may say about itself beyond its route's title key (a student's name, a skill's text). */
export interface PageMeta {
  title?: string | null;
  description?: string | null;
}

// A stack rather than one slot: the page leaving and the page arriving overlap for one commit, and
// whichever cleans up last must not wipe the other's entry.
let entries: { id: number; meta: PageMeta }[] = [];
let nextId = 0;
let snapshot: PageMeta | null = null;
const listeners = new Set<() => void>();

function publish() {
  snapshot = entries.at(-1)?.meta ?? null;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lets a page override the title and description while it is mounted. */
export function usePageMeta(meta: PageMeta) {
  const { title, description } = meta;
  useEffect(() => {
    const id = nextId++;
    entries = [...entries, { id, meta: { title, description } }];
    publish();
    return () => {
      entries = entries.filter((entry) => entry.id !== id);
      publish();
    };
  }, [title, description]);
}

const getSnapshot = () => snapshot;

export function usePageMetaOverride(): PageMeta | null {
  // The same on the server (decision 043): no page has overridden anything before its effects run.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

function setMetaTag(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/**
 * The server writes title, description and Open Graph tags into the first HTML response; after that
 * the app navigates client-side, so these keep the tags in step for sharing and for crawlers that run
 * scripts.
 */
export function applyDocumentMeta({ title, description, url }: { title: string; description: string | null; url: string }) {
  document.title = title;
  setMetaTag('property', 'og:title', title);
  setMetaTag('property', 'og:url', url);
  // Null while the texts load: the tags keep what they had rather than go blank.
  if (description === null) return;
  setMetaTag('name', 'description', description);
  setMetaTag('property', 'og:description', description);
}
