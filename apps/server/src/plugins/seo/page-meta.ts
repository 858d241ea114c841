import type { FastifyInstance } from 'fastify';
import { mediaUrl } from '../../modules/media/media-url.ts';
import { aboutAsText } from '../../modules/student-profiles/about-html.ts';
import { loadCategoryMeta } from './category-content.ts';
import type { PageMeta } from './html-head.ts';
import { snippet } from './html-head.ts';
import { findEntryHourlyPrice, findPublicStudentBySlug, findVisibleGroupBySlug, findVisibleSkill } from './seo-repository.ts';

/** Areas behind login and the password pages: never worth a search result. */
const privatePrefixes = new Set(['administration', 'account', 'overview', 'conversations', 'password', 'dev']);

type StaticPage = { title: string; description: (brand: string) => string; canonicalPath?: string };

/** Titles follow the spec's page titles (section 2, Layout); descriptions are ours, in Danish. */
const staticPages: Record<string, StaticPage> = {
  kontakt: {
    title: 'Kontakt',
    description: (brand) => `Kontakt ${brand}. Vi hjælper dig med at finde den rette studerende til din opgave.`,
  },
  betingelser: {
    title: 'Vilkår & Betingelser',
    description: (brand) => `Vilkår og betingelser for kunder og studerende hos ${brand}.`,
  },
  'om-os': {
    title: 'Om os',
    description: (brand) => `Historien bag ${brand} og holdet, der forbinder virksomheder med dygtige studerende.`,
  },
  skabeloner: {
    title: 'Skabeloner til opgavebeskrivelser',
    description: (brand) =>
      `Kopiér en skabelon og beskriv din opgave, så en studerende hos ${brand} hurtigt forstår, hvad der skal løses.`,
  },
  'bliv-student-freelancer': {
    title: 'Bliv student freelancer',
    description: (brand) =>
      `Tjen penge på det, du er god til. Bliv student freelancer hos ${brand} og løs opgaver for virksomheder.`,
  },
  'bliv-studerende': {
    title: 'Bliv student freelancer',
    description: (brand) =>
      `Tjen penge på det, du er god til. Bliv student freelancer hos ${brand} og løs opgaver for virksomheder.`,
    canonicalPath: '/bliv-student-freelancer',
  },
};

const homeTitle = (brand: string) => `${brand} – Få opgaverne løst af dygtige studerende`;
const kroner = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
/** With the catalogue's entry price when the database named one (issue 36: never a constant that could disagree). */
const homeDescription = (brand: string, entryPrice?: number) =>
  `${brand} forbinder små virksomheder og selvstændige med screenede universitetsstuderende, der løser opgaver${
    entryPrice === undefined ? '' : ` fra ${kroner.format(entryPrice)} kr. i timen ekskl. moms`
  }.`;

/** The home page's tags with noindex: for unknown paths, and whenever the database cannot answer. */
export function defaultPageMeta(app: FastifyInstance): PageMeta {
  const { brandName: brand, publicUrl } = app.config;
  return {
    title: homeTitle(brand),
    description: homeDescription(brand),
    canonical: `${publicUrl}/`,
    type: 'website',
    noindex: true,
  };
}

function segmentsOf(url: string): string[] | undefined {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

const pathOf = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/**
 * The meta tags of the page at `url`, from the database where the page shows database content. Anything
 * unknown (including a hidden or missing student) gets the home page's tags with noindex, as the web app
 * redirects such paths.
 */
export async function resolvePageMeta(app: FastifyInstance, url: string): Promise<PageMeta> {
  const { brandName: brand, publicUrl } = app.config;
  const { db } = app.database;
  const absolute = (path: string) => `${publicUrl}${path}`;
  const page = (title: string, description: string, path: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    title: `${title} | ${brand}`,
    description,
    canonical: absolute(path),
    type: 'website',
    ...extra,
  });
  const fallback = defaultPageMeta(app);

  const segments = segmentsOf(url);
  if (!segments) return fallback;
  const [first, second, third, ...rest] = segments;
  if (first === undefined)
    return { ...fallback, description: homeDescription(brand, await findEntryHourlyPrice(db)), noindex: false };
  if (privatePrefixes.has(first)) return fallback;

  const staticPage = Object.hasOwn(staticPages, first) ? staticPages[first] : undefined;
  if (staticPage && second === undefined) {
    return page(staticPage.title, staticPage.description(brand), staticPage.canonicalPath ?? `/${first}`);
  }

  // The blog's pages from its feed, through the same cache as the API (decision 028).
  if (first === 'blog' && rest.length === 0) {
    const blogDescription = `Praktiske råd om markedsføring, økonomi og samarbejde med studerende til små virksomheder fra ${brand}.`;
    if (second === undefined) return page('Blog', blogDescription, '/blog/');
    if ((second === 'kategori' || second === 'tag') && third !== undefined) {
      const term = second === 'kategori' ? await app.blog.category(third) : await app.blog.tag(third);
      // The page shows a friendly empty state; it is no page for a search result.
      if (!term) return page('Blog', blogDescription, '/blog/', { noindex: true });
      return page(
        second === 'kategori' ? `${term.name} – Blog` : `Indlæg om ${term.name} – Blog`,
        `Indlæg om ${term.name.toLowerCase()} på ${brand}s blog: ${term.count === 1 ? 'ét indlæg' : `${term.count} indlæg`} med praktiske råd til små virksomheder.`,
        pathOf('blog', second, term.slug),
      );
    }
    if (third !== undefined) return fallback;
    const post = await app.blog.post(second);
    if (!post) return fallback;
    const image = post.seo.image?.startsWith('/') ? absolute(post.seo.image) : post.seo.image;
    return {
      title: post.seo.title,
      description: snippet(post.seo.description),
      canonical: absolute(pathOf('blog', post.slug)),
      type: 'article',
      ...(image && /^https?:\/\//.test(image) ? { image } : {}),
    };
  }

  if (first === 'customers' && second === 'register' && third === undefined) {
    return page(
      'Opret virksomhed',
      `Opret en profil som virksomhed hos ${brand} og få hjælp af dygtige studerende.`,
      '/customers/register',
    );
  }

  if (first === 'students' && second === 'search' && rest.length === 0) {
    const skill = third ? await findVisibleSkill(db, third) : undefined;
    const description = `Find en dygtig studerende til din opgave hos ${brand}. Se profiler, anmeldelser og priser.`;
    if (!skill) return page('Find studerende', description, '/students/search', third ? { noindex: true } : {});
    return page(
      `Find studerende til ${skill.name}`,
      `Find en studerende, der kan hjælpe med ${skill.name.toLowerCase()}. Se profiler, anmeldelser og priser hos ${brand}.`,
      pathOf('students', 'search', skill.slug),
    );
  }

  if (first === 'students' && second !== undefined && third === undefined) {
    const student = await findPublicStudentBySlug(db, second);
    if (!student) return fallback;
    const current = pathOf('students', student.slug);
    // A renamed student's old link: web-app.ts answers it with a 301 to the current one (decision 068).
    const moved = student.slug === second ? {} : { movedTo: current };
    const title = student.short ? `${student.name} – ${student.short}` : student.name;
    const about = aboutAsText(student.about);
    const avatar = mediaUrl(student.avatar_path);
    return page(
      title,
      snippet(about || `${student.name} er studerende hos ${brand} og klar til at hjælpe med din opgave.`),
      current,
      { type: 'profile', ...(avatar ? { image: absolute(avatar) } : {}), ...moved },
    );
  }

  if (first === 'hvad-tilbyder-vi' && rest.length === 0) {
    if (second === undefined) {
      return page(
        'Hvad kan vi lave?',
        `Se alle de opgaver, dygtige studerende hos ${brand} kan løse: økonomi, web, grafik, marketing og meget mere.`,
        '/hvad-tilbyder-vi/',
      );
    }
    if (third === undefined) {
      const group = await findVisibleGroupBySlug(db, second);
      if (!group) return fallback;
      return page(
        group.name,
        `Få hjælp til ${group.name.toLowerCase()} af dygtige studerende hos ${brand}. Se opgavetyper og priser.`,
        `${pathOf('hvad-tilbyder-vi', group.slug)}/`,
      );
    }
    const skill = await findVisibleSkill(db, third);
    if (!skill) return fallback;
    const content = await loadCategoryMeta(skill.key);
    const image = content?.imageUrl
      ? content.imageUrl.startsWith('/')
        ? absolute(content.imageUrl)
        : content.imageUrl
      : undefined;
    return page(
      content?.title ?? skill.name,
      content?.metaDescription ??
        `Få hjælp til ${skill.name.toLowerCase()} af en dygtig studerende hos ${brand}. Se priser pr. niveau og find den rette studerende.`,
      pathOf('hvad-tilbyder-vi', skill.group_slug, skill.slug),
      image && /^https?:\/\//.test(image) ? { image } : {},
    );
  }

  return fallback;
}
