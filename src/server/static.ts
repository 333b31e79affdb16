/**
 * Serves the built app (dist/) with the headers a strict PWA needs: a Content-Security-Policy with
 * no inline script and no eval (issue: "A strict Content-Security-Policy"), correct MIME types,
 * long-lived caching for content-hashed assets and none for the service worker and the page.
 *
 * Compression: the build writes brotli and gzip files next to each text asset (`x.js.br`,
 * `x.js.gz`; vite.config.ts). A file with such siblings is sent in the coding the request's
 * `Accept-Encoding` prefers (./encoding.ts, q-values respected; identity otherwise) with
 * `Content-Encoding`, `Vary: Accept-Encoding`, the length of the bytes sent and a strong ETag of
 * those bytes (so each coding has its own). `If-None-Match` with the ETag of the representation
 * that would be sent answers 304. HEAD sends the same headers as GET, without the body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { CODINGS, SUFFIX, chooseEncoding, type Coding } from './encoding.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The Content-Security-Policy of the app: scripts only from this origin (no inline script, no eval),
 * network connections only to this origin, its WebSocket, and the extra signaling origins given.
 */
export function contentSecurityPolicy(
  host: string | undefined,
  extraConnect: readonly string[],
): string {
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const connect = ["'self'", ...sockets, ...extraConnect].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the app carries. */
export function securityHeaders(req: IncomingMessage, extraConnect: readonly string[]) {
  return {
    'content-security-policy': contentSecurityPolicy(req.headers.host, extraConnect),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

function cacheControl(file: string): string {
  if (/[\\/]assets[\\/]/.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function fileIn(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const st = await stat(full);
    if (st.isFile()) return full;
    if (st.isDirectory()) {
      const index = join(full, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    // not there: the caller falls back to the app shell
  }
  return null;
}

/** The codings `file` has precompressed siblings for (`file.br`, `file.gz`). */
async function precompressed(file: string): Promise<Coding[]> {
  const found: Coding[] = [];
  for (const coding of CODINGS) {
    try {
      if ((await stat(file + SUFFIX[coding])).isFile()) found.push(coding);
    } catch {
      // no such sibling
    }
  }
  return found;
}

/** A strong ETag of exactly these bytes (a representation's own, so each coding has its own). */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when an `If-None-Match` value names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (t: string): string => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Answers a GET/HEAD for a file of `root`; paths that name no file get the app shell (index.html),
 * so deep links like `/#/join/…` and reloads work. Returns false for other methods. See the module
 * comment for the coding, ETag and 304 rules.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  extraConnect: readonly string[] = [],
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = (await fileIn(root, url.pathname)) ?? join(root, 'index.html');
  const codings = await precompressed(file);
  const coding = chooseEncoding(req.headers['accept-encoding'], codings);
  let body: Buffer;
  try {
    body = await readFile(coding === null ? file : file + SUFFIX[coding]);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return true;
  }
  const etag = etagOf(body);
  const headers: Record<string, string | number> = {
    etag,
    'cache-control': cacheControl(file),
    ...securityHeaders(req, extraConnect),
  };
  if (codings.length > 0) headers.vary = 'Accept-Encoding';
  if (noneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    ...(coding === null ? {} : { 'content-encoding': coding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
