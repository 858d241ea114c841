import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Readable } from 'node:stream';
import { pollUntil } from './poll-until.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T>(): T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body (a multipart stream) with its own headers. */
  raw?: { payload: Readable; headers: Record<string, string> };
  headers?: Record<string, string>;
  /** The client's source address on loopback (127.0.0.x), so a test has its own rate-limit bucket. */
  from?: string;
}

/**
 * One HTTP request on a new connection (no keep-alive): what the tests assert about nginx (which instance,
 * retries, limits) holds per request, not per pooled connection.
 */
export function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const json = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        localAddress: options.from,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(json ? { 'content-type': 'application/json', 'content-length': String(json.length) } : {}),
          ...options.raw?.headers,
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: <T>() => JSON.parse(body.toString()) as T });
        });
      },
    );
    req.on('error', reject);
    if (options.raw) options.raw.payload.pipe(req);
    else req.end(json);
  });
}

export interface AccessLogLine {
  method: string;
  path: string;
  status: number;
  /** The instance(s) nginx tried, as host:port, in order ("127.0.0.1:4001, 127.0.0.1:4002"). */
  upstream: string;
  cache: string;
}

/** nginx's access log in the cluster's `log_format cluster`, from line `from` on. */
export function readAccessLog(file: string, from = 0): AccessLogLine[] {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(from);
  return lines.map((line) => {
    // $msec|$remote_addr|$request|$status|$upstream_addr|$upstream_status|$upstream_cache_status
    const [, , request = '', status = '0', upstream = '', , cache = ''] = line.split('|');
    const [method = '', path = ''] = request.split(' ');
    return { method, path, status: Number(status), upstream, cache };
  });
}

export const accessLogLength = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).length;

/**
 * The log lines from line `from` on that `match`, once there are `count` of them: nginx writes a line after
 * the response (a WebSocket's when it closes), so a test that has its answers waits for their lines.
 */
export async function accessLogWhere(
  file: string,
  from: number,
  match: (line: AccessLogLine) => boolean,
  count: number,
  timeoutMs = 5000,
): Promise<AccessLogLine[]> {
  let lines: AccessLogLine[] = [];
  await pollUntil(
    () => {
      lines = readAccessLog(file, from).filter(match);
      return lines.length >= count;
    },
    `nginx logging ${count} lines`,
    { timeoutMs, intervalMs: 20 },
  );
  return lines;
}
