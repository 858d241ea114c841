import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

// The typeahead brings Combobox, Popover and floating-ui (~25 KB gzip), which the first paint does not
// need (bundle budget, scripts/report-home-bundle.mjs). A plain input with the same label stands in, and
// the real one loads when the visitor points at or focuses the field: a finger's touch is a pointer too,
// and what is typed meanwhile carries over. Loading it when the browser was idle instead put its
// evaluation and the swap's render on a phone's main thread right after hydration, whether or not the
// visitor ever searched (decision 056).
const loadQuickSearch = () => import('../../students/components/quick-search.tsx').then((module) => module.QuickSearch);

// React's own value setter: assigning input.value directly would not reach the typeahead's onChange. Looked
// up when used, since the module is also rendered on the server (decision 043), where there is no DOM.
const setNativeValue = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);

/**
 * The home page's quick search (features/students/components/quick-search.tsx), swapped in for a
 * look-alike input in one render. Whatever was typed into the stand-in, and its focus, carry over.
 */
export function DeferredQuickSearch() {
  const { t } = useTranslation();
  const [QuickSearch, setQuickSearch] = useState<ComponentType | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const standIn = useRef({ value: '', hasFocus: false });
  const isLoading = useRef(false);
  const isMounted = useRef(true);

  const load = useCallback(() => {
    if (isLoading.current) return;
    isLoading.current = true;
    loadQuickSearch()
      .then((component) => {
        if (isMounted.current) setQuickSearch(() => component);
      })
      // The stand-in stays usable as a plain field; the next hover or focus tries again.
      .catch(() => {
        isLoading.current = false;
      });
  }, []);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!QuickSearch) return;
    const input = wrapperRef.current?.querySelector('input');
    if (!input) return;
    const { value, hasFocus } = standIn.current;
    if (hasFocus) input.focus();
    if (value) {
      setNativeValue(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [QuickSearch]);

  return (
    <div ref={wrapperRef}>
      {QuickSearch ? (
        <QuickSearch />
      ) : (
        <TextInput
          label={t('students.quickSearch.label')}
          placeholder={t('students.quickSearch.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          autoComplete="off"
          onPointerEnter={load}
          onFocus={() => {
            standIn.current.hasFocus = true;
            load();
          }}
          onBlur={() => {
            standIn.current.hasFocus = false;
          }}
          onChange={(event) => {
            standIn.current.value = event.currentTarget.value;
          }}
        />
      )}
    </div>
  );
}
