import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brandName } from '../../lib/brand.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';

/** Sets '<Title> | Studiekraft' from the matched route's title key, in the current language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(handle.title) : null;

  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
  }, [title]);

  return null;
}
