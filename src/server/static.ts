/**
 * Serves the built app (dist/) with the headers a strict PWA needs: a Content-Security-Policy with
 * no inline script and no eval (issue: "A strict Content-Security-Policy"), correct MIME types,
 * long-lived caching for content-hashed assets and none for the service worker and the page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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

/**
 * Answers a GET/HEAD for a file of `root`; paths that name no file get the app shell (index.html),
 * so deep links like `/#/join/…` and reloads work. Returns false for other methods.
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
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return true;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': cacheControl(file),
    ...securityHeaders(req, extraConnect),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
