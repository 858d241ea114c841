import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

export const mainContentId = 'indhold';

/**
 * 'Gå til indhold' (WCAG 2.4.1): the first stop of Tab, shown only while focused, moves focus past the header
 * to the page's main. Focused by hand rather than by following the fragment: the router would otherwise take
 * the '#indhold' into the address, and focus is what a keyboard user needs moved, not only the scroll.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.skipLink} onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
