/**
 * `npm start`'s static files with precompressed codings (src/server/static.ts, ./encoding.ts):
 * the choice by `Accept-Encoding` (q-values, `*`, identity, malformed weights), then a real HTTP
 * server on 127.0.0.1 serving a folder with `.br`/`.gz` siblings made here with node:zlib:
 * `Content-Encoding`, `Vary`, `Content-Length` and the ETag of the bytes sent, HEAD, 304 per
 * coding, the app-shell fallback, and files with no siblings.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from '../../src/server/encoding.ts';
import { etagOf, noneMatch, serveStatic } from '../../src/server/static.ts';

describe('Accept-Encoding', () => {
  it('parses codings and weights; x-gzip is gzip; a malformed weight drops its entry', () => {
    expect(parseAcceptEncoding('gzip, deflate, br;q=0.5, X-GZIP;q=0.2, zstd;q=2, *;q=0')).toEqual([
      { coding: 'gzip', q: 1 },
      { coding: 'deflate', q: 1 },
      { coding: 'br', q: 0.5 },
      { coding: 'gzip', q: 0.2 },
      { coding: '*', q: 0 },
    ]);
    expect(parseAcceptEncoding('')).toEqual([]);
    expect(parseAcceptEncoding(' br ; Q=0.800 ,')).toEqual([{ coding: 'br', q: 0.8 }]);
  });

  const both = ['br', 'gzip'] as const;
  const cases: readonly [string | undefined, readonly ('br' | 'gzip')[], 'br' | 'gzip' | null][] = [
    // A browser's usual header: brotli, the server's first choice on a tie.
    ['gzip, deflate, br, zstd', both, 'br'],
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    // q-values decide before the server's order.
    ['br;q=0.5, gzip', both, 'gzip'],
    ['gzip;q=0.4, br;q=0.9', both, 'br'],
    ['br;q=0, gzip;q=0.1', both, 'gzip'],
    // `*` stands for every coding not named.
    ['*', both, 'br'],
    ['*;q=0.5, br;q=0', both, 'gzip'],
    ['gzip;q=0, *', both, 'br'],
    // Only what exists on disk.
    ['br', ['gzip'], null],
    ['gzip, br', ['gzip'], 'gzip'],
    ['br, gzip', [], null],
    // Identity: no header, nothing acceptable, or the client weighs identity higher.
    [undefined, both, null],
    ['', both, null],
    ['identity', both, null],
    ['deflate', both, null],
    ['br;q=0, gzip;q=0', both, null],
    ['br;q=0.5, identity', both, null],
    ['br;q=0.5, *;q=0.8', both, 'gzip'],
    ['br;q=0.5, gzip;q=0, *;q=0.8', both, null],
    ['br;q=0.5', both, 'br'],
    ['br;q=0.5, identity;q=0.5', both, 'br'],
    // Nothing acceptable but identity excluded: the file still goes out as it is.
    ['identity;q=0', both, null],
    ['*;q=0', both, null],
    // A malformed weight states nothing: the entry is ignored.
    ['br;q=high, gzip;q=0.1', both, 'gzip'],
  ];
  for (const [header, available, expected] of cases) {
    it(`${JSON.stringify(header)} with ${available.join('+') || 'no siblings'} → ${expected ?? 'identity'}`, () => {
      expect(chooseEncoding(header, available)).toBe(expected);
    });
  }

  it('If-None-Match: exact, weak, listed and * match; another ETag does not', () => {
    const tag = '"abc"';
    expect(noneMatch('"abc"', tag)).toBe(true);
    expect(noneMatch('W/"abc"', tag)).toBe(true);
    expect(noneMatch('"x", "abc"', tag)).toBe(true);
    expect(noneMatch('*', tag)).toBe(true);
    expect(noneMatch('"abd"', tag)).toBe(false);
    expect(noneMatch(undefined, tag)).toBe(false);
  });
});

describe('serveStatic over HTTP (127.0.0.1)', () => {
  let dir: string;
  let server: Server;
  let port: number;
  const script = Buffer.from(`export const text = ${JSON.stringify('parley '.repeat(900))};\n`);
  const page = Buffer.from(`<!doctype html><title>Parley</title>${'<p>shell</p>'.repeat(300)}`);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-static-'));
    mkdirSync(join(dir, 'assets'));
    const put = (name: string, body: Buffer, codings = true): void => {
      writeFileSync(join(dir, name), body);
      if (!codings) return;
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    };
    put('assets/main-abc.js', script);
    put('index.html', page);
    put('icon.png', png, false);
    writeFileSync(join(dir, 'gz-only.css'), script);
    writeFileSync(join(dir, 'gz-only.css.gz'), gzipSync(script));
    server = createServer((req, res) => {
      void serveStatic(dir, req, res).then((done) => {
        if (!done) res.writeHead(405).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const a = server.address();
    port = typeof a === 'object' && a ? a.port : 0;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  function decode(a: Answer): Buffer {
    const coding = a.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(a.body);
    if (coding === 'gzip') return gunzipSync(a.body);
    expect(coding).toBeUndefined();
    return a.body;
  }

  it('sends brotli, gzip or identity as asked, each with its length, ETag and Vary', async () => {
    const br = await get('/assets/main-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/assets/main-abc.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/main-abc.js');
    for (const [a, coding] of [
      [br, 'br'],
      [gz, 'gzip'],
      [plain, undefined],
    ] as const) {
      expect(a.status).toBe(200);
      expect(a.headers['content-encoding']).toBe(coding);
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(a.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
      expect(a.headers.etag).toBe(etagOf(a.body));
      expect(decode(a).equals(script)).toBe(true);
      expect(a.headers['cache-control']).toContain('immutable');
    }
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('respects q-values and falls back to identity when no coding is acceptable', async () => {
    const gzFirst = await get('/assets/main-abc.js', { 'accept-encoding': 'br;q=0.3, gzip;q=0.9' });
    expect(gzFirst.headers['content-encoding']).toBe('gzip');
    const none = await get('/assets/main-abc.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(none.body.equals(script)).toBe(true);
    const deflate = await get('/assets/main-abc.js', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    // Only a gzip sibling on disk: a brotli-only client gets identity, gzip clients gzip.
    const brOnly = await get('/gz-only.css', { 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBeUndefined();
    expect(brOnly.headers['content-type']).toBe('text/css; charset=utf-8');
    const gzOk = await get('/gz-only.css', { 'accept-encoding': 'br, gzip' });
    expect(gzOk.headers['content-encoding']).toBe('gzip');
    expect(decode(gzOk).equals(script)).toBe(true);
  });

  it('HEAD sends the headers of GET for each coding, and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const head = await get('/assets/main-abc.js', { 'accept-encoding': accept }, 'HEAD');
      const full = await get('/assets/main-abc.js', { 'accept-encoding': accept });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const h of ['content-encoding', 'content-length', 'etag', 'vary', 'content-type']) {
        expect(head.headers[h], h).toEqual(full.headers[h]);
      }
    }
  });

  it('answers 304 to the ETag of the representation it would send, and only to that one', async () => {
    const br = await get('/assets/main-abc.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/main-abc.js', { 'accept-encoding': 'gzip' });
    const again = await get('/assets/main-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const head = await get(
      '/assets/main-abc.js',
      { 'accept-encoding': 'br', 'if-none-match': `W/${br.headers.etag!}` },
      'HEAD',
    );
    expect(head.status).toBe(304);
    // The gzip representation's ETag does not validate the brotli one.
    const crossed = await get('/assets/main-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': gz.headers.etag!,
    });
    expect(crossed.status).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('br');
  });

  it('the app shell for unknown paths is negotiated too; a file with no siblings has no Vary', async () => {
    const deep = await get('/some/deep/link', { 'accept-encoding': 'gzip, br' });
    expect(deep.status).toBe(200);
    expect(deep.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(deep.headers['content-encoding']).toBe('br');
    expect(decode(deep).equals(page)).toBe(true);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const icon = await get('/icon.png', { 'accept-encoding': 'gzip, br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers.vary).toBeUndefined();
    expect(icon.body.equals(png)).toBe(true);
    expect(icon.headers.etag).toBe(etagOf(png));
    // A precompressed file asked for by name is just a file.
    const raw = await get('/assets/main-abc.js.br', { 'accept-encoding': 'br' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(raw.body).equals(script)).toBe(true);
  });

  it('other methods are not answered here (the caller says 405)', async () => {
    const post = await get('/index.html', {}, 'POST');
    expect(post.status).toBe(405);
  });
});
