import { cloneElement, type ReactElement, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TranslationKey } from './i18n-keys.ts';

// Bumped whenever the language changes or texts arrive, so every component that translates renders again.
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version++;
  for (const listener of listeners) listener();
};
i18n.on('languageChanged', bump);
// Texts that arrive can only change a text that was missing when it was rendered. The rest of the catalogue
// arrives while a first screen hydrates (lib/i18n.ts); re-rendering every translated component then, for
// nothing, is a synchronous render (an external store) of the whole page on a phone's main thread.
i18n.on('added', () => {
  if (i18n.takeMissed()) bump();
});
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};
const getVersion = () => version;

/**
 * The current language's `t` (lib/translator.ts), in place of react-i18next's hook of the same shape.
 * `t` is a new function after a language change, so memos and effects that depend on it run again.
 */
export function useTranslation() {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t per language or text change is the point
  const t = useMemo(
    () => ((key: string, options?: Record<string, unknown>) => i18n.translate(key, options)) as unknown as typeof i18n.t,
    [current],
  );
  return { t, i18n };
}

interface TransProps {
  i18nKey: TranslationKey;
  /** Elements for the text's `<name>…</name>` tags; each gets the tag's text as its children. */
  components: Record<string, ReactElement>;
}

/** A text with markup in it, e.g. "Jeg accepterer <terms>betingelserne</terms>" with a link for `terms`. */
export function Trans({ i18nKey, components }: TransProps): ReactNode {
  const { t } = useTranslation();
  const text: string = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1] ?? ''];
    parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
