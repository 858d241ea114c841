import { limits } from '@studiekraft/shared/constants/limits';
import type { ApiErrorBody, ErrorCode, FieldErrors } from '@studiekraft/shared/errors';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { authStore } from './auth-store.ts';
import { parseRetryAfter } from './retry-after.ts';
import { rememberSessionEnded } from './session-ended-notice.ts';
import type { SharedRefresh, SharedRefreshOptions } from './tab-shared-refresh.ts';

/** A failed call. `code` is the API's error code, or NETWORK_ERROR when no answer came back at all. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';
  readonly errors: FieldErrors | undefined;
  /** A 429's Retry-After in seconds: when the limit lets the caller try again (lib/rate-limit-message.ts). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: ApiError['code'], errors?: FieldErrors, retryAfterSeconds?: number) {
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type QueryValue = string | number | boolean | null | undefined | object;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Objects and arrays are sent JSON-encoded, which the list-query convention accepts. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the contact flow's `X-Project-Token`. */
  headers?: Record<string, string>;
  /** For the auth calls themselves: a 401 from login is an answer, not an expired token. */
  skipAuthRetry?: boolean;
  /**
   * 'response' for downloads (the staff CSV exports): the successful Response itself, so the caller reads
   * the body as a blob and its headers; refusals are still read as JSON into an ApiError.
   */
  responseType?: 'json' | 'response';
}

export interface ApiClientDeps {
  baseUrl: string;
  getAccessToken: () => string | null;
  onSessionRefreshed: (response: LoginResponse) => void;
  /** Refreshing did not help: forget the token and start over (spec section 4, Auth). */
  onSessionLost: () => void;
  fetch?: typeof fetch;
  /** Lets the browser's tabs share one refresh (`tab-shared-refresh.ts`); without it this tab refreshes alone. */
  shareRefresh?: SharedRefresh;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /**
   * POST auth/login/refresh; concurrent callers share one request because the cookie rotates, and with
   * `shareRefresh` so do the browser's other tabs.
   */
  refreshSession(options?: SharedRefreshOptions): Promise<LoginResponse>;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await readBody(response)) as Partial<ApiErrorBody> | undefined;
  const code = typeof body?.message === 'string' ? body.message : 'UNKNOWN';
  return new ApiError(response.status, code, body?.errors, parseRetryAfter(response.headers.get('retry-after')));
}

/** A refused token or session: the answers after which a refresh cannot help. */
export const isAuthFailure = (status: number) => status === 401 || status === 403;

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const doFetch = (input: string, init: RequestInit) => (deps.fetch ?? globalThis.fetch)(input, init);
  let refreshing: Promise<LoginResponse> | null = null;

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: options.responseType === 'response' ? '*/*' : 'application/json',
    };
    // No content type without a body: the server answers an empty JSON body with 400. FormData (uploads)
    // goes as it is: the browser sets the multipart content type with its boundary.
    const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(buildUrl(deps.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : isFormData ? (options.body as FormData) : JSON.stringify(options.body),
        credentials: 'include',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK_ERROR');
    }
  }

  function refreshSession(options?: SharedRefreshOptions): Promise<LoginResponse> {
    const refreshHere = async () => {
      const response = await send('/auth/login/refresh', { method: 'POST', skipAuthRetry: true }, null);
      if (!response.ok) throw await toApiError(response);
      return (await readBody(response)) as LoginResponse;
    };
    refreshing ??= (async () => {
      const session = await (deps.shareRefresh ? deps.shareRefresh(refreshHere, options) : refreshHere());
      deps.onSessionRefreshed(session);
      return session;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let refreshes = 0;
    for (;;) {
      const token = deps.getAccessToken();
      const response = await send(path, options, token);
      // Only a request that carried a token can be helped by a new one; anonymous 401s are answers.
      if (isAuthFailure(response.status) && token && !options.skipAuthRetry) {
        if (refreshes < limits.tokenRefreshRetries) {
          refreshes += 1;
          try {
            await refreshSession();
            continue;
          } catch {
            // The refresh cookie is gone or revoked: fall through to giving up.
          }
        }
        const error = await toApiError(response);
        deps.onSessionLost();
        throw error;
      }
      if (!response.ok) throw await toApiError(response);
      if (options.responseType === 'response') return response as T;
      return (await readBody(response)) as T;
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    refreshSession,
  };
}

const reloadGuardKey = 'studiekraft.session-lost-at';

/**
 * Clears the token and reloads, as the spec asks, and leaves a note so the next page says why (a revoked
 * session answers 401 SESSION_REVOKED and its refresh is refused: decision 016). A page whose first call
 * is refused for good (a 403 that a fresh token does not fix) would reload forever, so a second loss
 * within 10 s only clears, and says so at once.
 */
let isReloading = false;

function loseSession() {
  authStore.clearSession();
  // Several calls fail together when a session ends; the first one's reload speaks for all of them.
  if (isReloading) return;
  try {
    const last = Number(window.sessionStorage.getItem(reloadGuardKey) ?? 0);
    if (Date.now() - last < 10_000) {
      rememberSessionEnded(false);
      return;
    }
    window.sessionStorage.setItem(reloadGuardKey, String(Date.now()));
  } catch {
    // No sessionStorage: reload anyway.
  }
  rememberSessionEnded(true);
  isReloading = true;
  window.location.reload();
}

// Set only by the server's renderer (entry-server.tsx): there the app's calls are answered by the API in the
// same process (decision 044). Read per call, so a test that stubs the global fetch still reaches it.
let inProcessFetch: typeof fetch | undefined;

/** Answers the app's API calls with `fetchApi` instead of the network (the server's first-screen renderer). */
export function answerApiCallsWith(fetchApi: typeof fetch) {
  inProcessFetch = fetchApi;
}

let tabSharedRefresh: Promise<SharedRefresh> | undefined;
const currentAccessToken = () => authStore.getState().session?.accessToken ?? null;

export const api = createApiClient({
  baseUrl: '/api',
  fetch: (input, init) => (inProcessFetch ?? globalThis.fetch)(input, init),
  getAccessToken: currentAccessToken,
  onSessionRefreshed: (response) => authStore.setSession(response),
  onSessionLost: loseSession,
  // Loaded on the first refresh, not with the app: a visitor never needs it, and the home page's first
  // download has a budget (apps/web/README.md). Should the chunk not load, this tab refreshes alone.
  shareRefresh: (refresh, options) => {
    tabSharedRefresh ??= import('./tab-shared-refresh.ts').then(
      (module) => module.browserTabSharedRefresh(ApiError, isAuthFailure, currentAccessToken),
      (): SharedRefresh => (alone) => alone(),
    );
    return tabSharedRefresh.then((share) => share(refresh, options));
  },
});
