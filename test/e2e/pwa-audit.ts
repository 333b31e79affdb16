/**
 * Lighthouse-style PWA checks that matter, done with our own code: the web manifest, the
 * installability criteria, the service worker and the Content-Security-Policy. Used by
 * test/e2e/pwa-checks.e2e.test.ts (every check must pass) and test/e2e/pwa-report.ts (prints them).
 *
 * Chromium's own verdict is included too: the DevTools protocol's `Page.getInstallabilityErrors`
 * and the manifest parser's errors (`Page.getAppManifest`).
 */
import type { Page } from 'playwright-core';

/** One check: what it checks, whether it passed, and what was seen. */
export interface Check {
  readonly id: string;
  readonly title: string;
  readonly ok: boolean;
  readonly detail: string;
}

interface ManifestIcon {
  readonly src?: unknown;
  readonly sizes?: unknown;
  readonly type?: unknown;
  readonly purpose?: unknown;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\)|hsla?\([^)]*\)|[a-z]+)$/i;

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The directives of a CSP header value: name → source list. */
export function parseCsp(header: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** Problems of a CSP for a strict app: empty when it is strict. */
export function cspProblems(header: string | null): string[] {
  if (!header) return ['no Content-Security-Policy header'];
  const csp = parseCsp(header);
  const problems: string[] = [];
  const script = csp.get('script-src') ?? csp.get('default-src');
  if (!script) problems.push('neither script-src nor default-src');
  else {
    for (const bad of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'data:',
      'http:',
    ]) {
      if (script.includes(bad)) problems.push(`script-src allows ${bad}`);
    }
  }
  const object = csp.get('object-src') ?? csp.get('default-src');
  if (!object?.includes("'none'")) problems.push("object-src is not 'none'");
  const connect = csp.get('connect-src') ?? csp.get('default-src') ?? [];
  if (connect.includes('*') || connect.includes('https:') || connect.includes('wss:')) {
    problems.push(`connect-src is open: ${connect.join(' ')}`);
  }
  if (!csp.has('base-uri')) problems.push('no base-uri');
  if (!csp.has('frame-ancestors')) problems.push('no frame-ancestors');
  return problems;
}

function check(id: string, title: string, ok: boolean, detail: string): Check {
  return { id, title, ok, detail };
}

async function fetchBytes(url: string): Promise<{ type: string; bytes: Uint8Array } | null> {
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    return {
      type: res.headers.get('content-type') ?? '',
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  } catch {
    return null;
  }
}

/**
 * Runs every check against `page`, which shows the app at `baseUrl` and should already be
 * controlled by its service worker (see waitForServiceWorker in harness.ts).
 */
export async function auditPwa(page: Page, baseUrl: string): Promise<Check[]> {
  const checks: Check[] = [];
  const pageUrl = page.url();

  // Secure context: http://localhost counts as secure for service workers and installation.
  const secure = await page.evaluate(() => window.isSecureContext);
  checks.push(check('secure-context', 'Served from a secure context', secure, pageUrl));

  // Manifest linked and parsed.
  const href = await page.evaluate(
    () => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
  );
  checks.push(
    check('manifest-linked', 'Manifest linked from the page', href !== null, href ?? '—'),
  );
  let manifest: Record<string, unknown> = {};
  let manifestUrl = href ?? new URL('manifest.webmanifest', baseUrl).href;
  const manifestResponse = await fetchBytes(manifestUrl);
  try {
    if (manifestResponse) {
      manifest = JSON.parse(new TextDecoder().decode(manifestResponse.bytes)) as Record<
        string,
        unknown
      >;
    }
  } catch {
    manifest = {};
  }
  checks.push(
    check(
      'manifest-served',
      'Manifest served as JSON with a manifest type',
      manifestResponse !== null &&
        /application\/(manifest\+)?json/.test(manifestResponse.type) &&
        Object.keys(manifest).length > 0,
      manifestResponse ? `${manifestResponse.type}, ${manifestResponse.bytes.length} bytes` : '—',
    ),
  );
  manifestUrl = new URL(manifestUrl, baseUrl).href;

  const str = (key: string): string | null =>
    typeof manifest[key] === 'string' && (manifest[key] as string).trim() !== ''
      ? (manifest[key] as string)
      : null;
  checks.push(
    check('manifest-name', 'Manifest has a name', str('name') !== null, str('name') ?? '—'),
  );
  checks.push(
    check(
      'manifest-short-name',
      'Manifest has a short_name of at most 12 characters',
      (str('short_name')?.length ?? 99) <= 12,
      str('short_name') ?? '—',
    ),
  );
  const startUrl = str('start_url');
  const startResolved = startUrl ? new URL(startUrl, manifestUrl) : null;
  const scope = new URL(str('scope') ?? './', manifestUrl);
  checks.push(
    check(
      'manifest-start-url',
      'start_url is same-origin and inside the scope',
      startResolved !== null &&
        startResolved.origin === new URL(baseUrl).origin &&
        startResolved.pathname.startsWith(scope.pathname),
      startResolved ? `${startResolved.href} (scope ${scope.pathname})` : '—',
    ),
  );
  checks.push(
    check(
      'manifest-display',
      'display is standalone',
      str('display') === 'standalone',
      str('display') ?? '—',
    ),
  );
  const theme = str('theme_color');
  const background = str('background_color');
  checks.push(
    check(
      'manifest-colours',
      'theme_color and background_color are colours',
      theme !== null && background !== null && COLOR.test(theme) && COLOR.test(background),
      `theme ${theme ?? '—'}, background ${background ?? '—'}`,
    ),
  );
  const metaTheme = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content ?? null,
  );
  checks.push(
    check(
      'meta-theme-color',
      'The page has a theme-color meta tag',
      metaTheme !== null,
      metaTheme ?? '—',
    ),
  );

  // Icons: 192 and 512 PNGs that load and have those sizes; a maskable icon.
  const icons = Array.isArray(manifest.icons) ? (manifest.icons as ManifestIcon[]) : [];
  const purposes = (icon: ManifestIcon): string[] =>
    typeof icon.purpose === 'string' ? icon.purpose.split(/\s+/) : ['any'];
  for (const size of [192, 512]) {
    const icon = icons.find(
      (i) =>
        typeof i.sizes === 'string' &&
        i.sizes.split(/\s+/).includes(`${size}x${size}`) &&
        purposes(i).includes('any'),
    );
    let ok = false;
    let detail = `no ${size}x${size} icon with purpose any`;
    if (icon && typeof icon.src === 'string') {
      const url = new URL(icon.src, manifestUrl).href;
      const got = await fetchBytes(url);
      const dims = got ? pngSize(got.bytes) : null;
      const decodes = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        try {
          await img.decode();
          return img.naturalWidth;
        } catch {
          return 0;
        }
      }, url);
      ok =
        got !== null &&
        got.type.startsWith('image/png') &&
        dims?.width === size &&
        dims.height === size &&
        decodes === size;
      detail = `${icon.src}: ${got ? got.type : 'not loaded'}, ${dims ? `${dims.width}x${dims.height}` : 'not a PNG'}, decoded width ${decodes}`;
    }
    checks.push(check(`icon-${size}`, `A ${size}x${size} PNG icon that loads`, ok, detail));
  }
  const maskable = icons.find((i) => purposes(i).includes('maskable'));
  let maskableOk = false;
  let maskableDetail = 'no icon with purpose maskable';
  if (maskable && typeof maskable.src === 'string') {
    const got = await fetchBytes(new URL(maskable.src, manifestUrl).href);
    const dims = got ? pngSize(got.bytes) : null;
    maskableOk = got !== null && dims !== null && dims.width >= 192 && dims.width === dims.height;
    maskableDetail = `${maskable.src}: ${dims ? `${dims.width}x${dims.height}` : 'not a PNG'}`;
  }
  checks.push(check('icon-maskable', 'A maskable icon', maskableOk, maskableDetail));

  // Service worker: registered, has a fetch handler, controls the page, its scope covers start_url.
  const sw = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      scope: registration?.scope ?? null,
      active: registration?.active?.scriptURL ?? null,
    };
  });
  checks.push(
    check(
      'sw-controls',
      'A service worker controls the page',
      sw.controller !== null,
      sw.controller ?? 'navigator.serviceWorker.controller is null',
    ),
  );
  checks.push(
    check(
      'sw-scope',
      'The service worker scope covers start_url',
      sw.scope !== null && startResolved !== null && startResolved.href.startsWith(sw.scope),
      sw.scope ?? '—',
    ),
  );
  let fetchHandler = false;
  let swDetail = 'no active worker';
  if (sw.active) {
    const main = await fetchBytes(sw.active);
    const text = main ? new TextDecoder().decode(main.bytes) : '';
    const imported = [...text.matchAll(/define\(\[([^\]]*)\]/g)]
      .flatMap((m) => (m[1] ?? '').split(','))
      .map((s) => s.trim().replace(/^["']|["']$/g, ''))
      .filter((s) => s.startsWith('./'))
      .map((s) => new URL(`${s}.js`, sw.active ?? baseUrl).href);
    const sources = [text];
    for (const url of imported) {
      const got = await fetchBytes(url);
      if (got) sources.push(new TextDecoder().decode(got.bytes));
    }
    fetchHandler = sources.some((s) => /addEventListener\(\s*["']fetch["']/.test(s));
    swDetail = `${new URL(sw.active).pathname}${imported.length ? ` + ${imported.map((u) => new URL(u).pathname).join(', ')}` : ''}`;
  }
  checks.push(
    check('sw-fetch-handler', 'The service worker has a fetch handler', fetchHandler, swDetail),
  );

  // Chromium's own installability verdict and manifest parse errors.
  const cdp = await page.context().newCDPSession(page);
  try {
    const installability = await cdp.send('Page.getInstallabilityErrors');
    const errors = installability.installabilityErrors.map(
      (e) =>
        `${e.errorId}${e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`,
    );
    checks.push(
      check(
        'chromium-installable',
        "Chromium's installability check passes",
        errors.length === 0,
        errors.length ? errors.join('; ') : 'no installability errors',
      ),
    );
    const parsed = await cdp.send('Page.getAppManifest', {});
    const manifestErrors = parsed.errors.filter(
      (e) => e.critical === 1 || !e.message.includes('deprecated'),
    );
    checks.push(
      check(
        'chromium-manifest',
        "Chromium's manifest parser reports no errors",
        manifestErrors.length === 0,
        manifestErrors.length ? manifestErrors.map((e) => e.message).join('; ') : 'no errors',
      ),
    );
  } finally {
    await cdp.detach().catch(() => undefined);
  }

  // CSP on the document and on the service worker script.
  const documentCsp = await fetch(baseUrl).then((r) => r.headers.get('content-security-policy'));
  const problems = cspProblems(documentCsp);
  checks.push(
    check(
      'csp-strict',
      'CSP header present and strict',
      problems.length === 0,
      problems.length ? problems.join('; ') : (documentCsp ?? ''),
    ),
  );
  if (sw.active) {
    const swCsp = await fetch(sw.active).then((r) => r.headers.get('content-security-policy'));
    checks.push(
      check(
        'csp-sw',
        'The service worker script carries the same CSP',
        swCsp !== null && cspProblems(swCsp).length === 0,
        swCsp ? 'present' : 'missing',
      ),
    );
  }
  const inline = await page.evaluate(
    () =>
      [...document.querySelectorAll('script')].filter((s) => !s.src && s.textContent?.trim())
        .length,
  );
  checks.push(
    check('no-inline-script', 'No inline scripts in the page', inline === 0, `${inline}`),
  );
  return checks;
}

/** A plain-text report of the checks. */
export function formatReport(checks: readonly Check[], url: string): string {
  const width = Math.max(...checks.map((c) => c.title.length));
  const lines = [`PWA checks for ${url}`, ''];
  for (const c of checks) {
    lines.push(`${c.ok ? 'PASS' : 'FAIL'}  ${c.title.padEnd(width)}  ${c.detail}`);
  }
  const failed = checks.filter((c) => !c.ok).length;
  lines.push(
    '',
    failed ? `${failed} of ${checks.length} checks failed` : `all ${checks.length} checks passed`,
  );
  return lines.join('\n');
}
