import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a WordPress REST API (`/wp-json/wp/v2`), for the blog tests: posts filtered by slug,
 * categories, tags and exclude, paged with per_page and page and counted in X-WP-Total; categories and tags.
 * Posts are given in WordPress's own JSON, so a test can mix the standard shape and the custom fields.
 * `mode` makes it fail (HTTP 500) or answer slowly. Node built-ins only.
 */
export type FakeWordPressPost = Record<string, unknown> & { id: number; slug: string; categories?: number[]; tags?: number[] };
export type FakeWordPressTerm = { id: number; slug: string; name: string; count: number };

export interface FakeWordPressServer {
  /** Use as BLOG_FEED_URL. */
  url: string;
  /** Every request's path and query, oldest first. */
  requests: string[];
  /** 'ok' answers, 'error' gives HTTP 500, 'slow' answers after `slowMs`. */
  mode: 'ok' | 'error' | 'slow';
  slowMs: number;
  posts: FakeWordPressPost[];
  categories: FakeWordPressTerm[];
  tags: FakeWordPressTerm[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeWordPressServer(options: {
  posts?: FakeWordPressPost[];
  categories?: FakeWordPressTerm[];
  tags?: FakeWordPressTerm[];
}): Promise<FakeWordPressServer> {
  const timers = new Set<NodeJS.Timeout>();
  const ids = (value: string | null) => (value ? value.split(',').map(Number) : []);

  const answer = (path: string, query: URLSearchParams, res: ServerResponse) => {
    if (fake.mode === 'error') return send(res, 500, { code: 'internal_server_error', message: 'Der er sket en kritisk fejl.' });
    const perPage = Number(query.get('per_page') ?? 10);
    const page = Number(query.get('page') ?? 1);
    const paged = <T>(list: T[]) => {
      const totalPages = Math.ceil(list.length / perPage);
      if (page > 1 && page > totalPages) {
        return send(res, 400, {
          code: 'rest_post_invalid_page_number',
          message: 'Det ønskede sidenummer er større end antallet af sider.',
        });
      }
      send(res, 200, list.slice((page - 1) * perPage, page * perPage), {
        'x-wp-total': String(list.length),
        'x-wp-totalpages': String(totalPages),
      });
    };
    if (path.endsWith('/posts')) {
      const slug = query.get('slug');
      const categories = ids(query.get('categories'));
      const tags = ids(query.get('tags'));
      const exclude = ids(query.get('exclude'));
      return paged(
        fake.posts.filter(
          (post) =>
            (slug === null || post.slug === slug) &&
            (categories.length === 0 || categories.some((id) => post.categories?.includes(id))) &&
            (tags.length === 0 || tags.some((id) => post.tags?.includes(id))) &&
            !exclude.includes(post.id),
        ),
      );
    }
    if (path.endsWith('/categories')) return paged(fake.categories);
    if (path.endsWith('/tags')) return paged(fake.tags);
    send(res, 404, { code: 'rest_no_route', message: 'Ingen rute fundet.' });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-wordpress');
    fake.requests.push(`${url.pathname}${url.search}`);
    if (fake.mode !== 'slow') return answer(url.pathname, url.searchParams, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(url.pathname, url.searchParams, res);
    }, fake.slowMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const fake: FakeWordPressServer = {
    url: `http://127.0.0.1:${port}/wp-json/wp/v2`,
    requests: [],
    mode: 'ok',
    slowMs: 1000,
    posts: options.posts ?? [],
    categories: options.categories ?? [],
    tags: options.tags ?? [],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
