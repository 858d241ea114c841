import type { PageMetaKey } from '@studiekraft/shared/content/static-pages';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { brandName } from '../../lib/brand.ts';
import { applyDocumentMeta, usePageMetaOverride } from '../../lib/document-meta.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

type Descriptions = Record<PageMetaKey, { description: string }>;

// The static page texts are one module; importing it statically would put the terms and about texts in
// the first chunk of every page. The descriptions arrive a moment later instead, which is fine: the
// server already wrote them into the first HTML response.
const loadDescriptions = () =>
  import('@studiekraft/shared/content/static-pages').then((module) => module.pageMeta as Descriptions);

/**
 * Keeps '<Title> | Studiekraft', the description and the Open Graph tags in step on every navigation.
 * The title comes from the route's title key (spec: titles are translations) unless the page names
 * itself (a student, a skill); the description from the page's static meta, else the front page's.
 */
export function DocumentMeta() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const override = usePageMetaOverride();
  const { pathname } = useLocation();
  const [descriptions, setDescriptions] = useState<Descriptions | null>(null);
  const routeTitle = handle ? t(handle.title) : null;
  const title = override?.title ?? routeTitle;
  const fullTitle = title ? `${title} | ${brandName}` : brandName;
  const description = override?.description ?? (descriptions ? descriptions[handle?.meta ?? 'home'].description : null);

  useEffect(() => {
    let isCurrent = true;
    void loadDescriptions().then((loaded) => {
      if (isCurrent) setDescriptions(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    applyDocumentMeta({ title: fullTitle, description, url: `${window.location.origin}${pathname}` });
  }, [fullTitle, description, pathname]);

  return null;
}
