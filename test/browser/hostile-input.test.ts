/**
 * Hostile files, links and stored data in the app (requirement "Hostile files and links"), in real
 * Chromium: the verify page answers every hostile match file (test/hostile/hostile-files.ts, and
 * one over the size limit, refused unread) with a clear `malformed` verdict; hostile share links
 * become a clear error (never a blank page, never markup or script run); settings, decks, match
 * records and transcripts another version or another tab wrote give a clear message and defaults,
 * never a crash.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/shell.ts';
import '../../src/app/screens/verify-screen.ts';
import '../../components/paragons/parley-deck-builder.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import type { ParleyVerifyScreen } from '../../src/app/screens/verify-screen.ts';
import type { ParleyDeckBuilder } from '../../components/paragons/parley-deck-builder.ts';
import { MAX_FILE_BYTES } from '../../components/parley-verify-page.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { parseRoute } from '../../src/app/router.ts';
import { isStorageError, kvDel, kvSet, IdbSessionStore } from '../../src/app/store-idb.ts';
import { listRecords, loadDecks, loadRecord, saveRecord } from '../../src/app/records.ts';
import { defaultSettings, loadSettings } from '../../src/app/settings.ts';
import { newLocalRecord } from '../../src/app/match/setup.ts';
import { hostileFiles } from '../hostile/hostile-files.ts';
import { deep } from './deep.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS = requireGame('paragons');
const PRE = { bestOf: 1, mode: 'preconstructed' } as const;

/** All text below `start`, through open shadow roots. */
function deepText(start: Element | ShadowRoot): string {
  const root: ParentNode = start instanceof Element && start.shadowRoot ? start.shadowRoot : start;
  let out = root instanceof Element ? (root.textContent ?? '') : '';
  for (const el of root.querySelectorAll('*')) {
    if (!el.shadowRoot) out += ` ${el.textContent ?? ''}`;
    else out += ` ${deepText(el.shadowRoot)}`;
  }
  return out;
}

async function app(hash: string): Promise<ParleyApp> {
  history.replaceState(null, '', hash);
  return fixture<ParleyApp>(html`<parley-app></parley-app>`);
}

const pwned = (): boolean => (window as { __pwned?: boolean }).__pwned === true;

describe('hostile match files on the verify page', () => {
  let honest = '';
  before(async () => {
    honest = await (await fetch('/test/fixtures/match-seed1.json')).text();
  });

  it('shows a clear malformed verdict for every hostile file', async function () {
    this.timeout(300000); // about 30 files, each followed by the honest one
    const el = await fixture<ParleyVerifyScreen>(
      html`<parley-verify-screen></parley-verify-screen>`,
    );
    const page = el.shadowRoot!.querySelector('parley-verify-page')!;
    for (const f of hostileFiles(honest)) {
      const bytes = new TextEncoder().encode(f.text);
      page.dispatchEvent(new CustomEvent('file-load', { detail: { name: f.name, bytes } }));
      await waitUntil(() => page.getAttribute('data-verdict') === 'malformed', f.name, {
        timeout: 10000,
      });
      await el.updateComplete;
      const words = deepText(page);
      expect(words, f.name).to.match(/invalid file|not a valid match file|not a match file/i);
      expect(words, f.name).not.to.match(/TypeError|undefined is not|Cannot read/);
      expect(deep(page, 'script')).to.equal(null);
      // Reset to "no verdict" before the next file.
      const ok = new TextEncoder().encode(honest);
      page.dispatchEvent(new CustomEvent('file-load', { detail: { name: 'ok', bytes: ok } }));
      await waitUntil(() => page.getAttribute('data-verdict') === 'fair', 'honest', {
        timeout: 30000,
      });
    }
    expect(pwned()).to.equal(false);
  });

  it('refuses a file over the size limit without reading it', async () => {
    expect(MAX_FILE_BYTES).to.equal(MAX_MATCH_FILE_BYTES);
    const el = await fixture<ParleyVerifyScreen>(
      html`<parley-verify-screen></parley-verify-screen>`,
    );
    const page = el.shadowRoot!.querySelector('parley-verify-page')!;
    const input = page.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.json'));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => page.getAttribute('data-verdict') === 'malformed', 'refused', {
      timeout: 10000,
    });
    await el.updateComplete;
    expect(deepText(page)).to.contain('a match file is at most 32 MB');
  });
});

describe('hostile share links', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  const links = [
    '#/join/<script>window.__pwned=true</script>/0123456789abcdef',
    '#/join/%3Cscript%3Ewindow.__pwned%3Dtrue%3C%2Fscript%3E/0123456789abcdef',
    '#/join/parley-0123/"><img src=x onerror="window.__pwned=true">',
    '#/join/parley-0123/0123456789ABCDEF',
    '#/join/parley-0123/0123456789abcde',
    '#/join/parley-0123/0123456789abcdef0',
    '#/join/parley--0123/0123456789abcdef',
    '#/join/%E0%A4%A/0123456789abcdef',
    '#/join/' + 'a'.repeat(65) + '/0123456789abcdef',
    '#/join/javascript:alert(1)/0123456789abcdef',
    '#/join/a/b/c',
    '#/join//',
    '#/match/<b>x</b>',
    '#/match/short',
    '#/' + 'x'.repeat(5000),
  ];

  it('parses each into a bad link with a reason (or not found), never a join', () => {
    for (const l of links) {
      const r = parseRoute(l);
      expect(['bad-link', 'not-found'], l).to.include(r.name);
      if (r.name === 'bad-link') expect(r.reason.length, l).to.be.greaterThan(10);
    }
  });

  it('shows a clear error for each in the shell, and runs no script', async () => {
    for (const l of links.slice(0, 6)) {
      const el = await app(l);
      await waitUntil(() => deep(el, '[data-testid="error-message"]'), l, { timeout: 5000 });
      const msg = deep(el, '[data-testid="error-message"]')!;
      expect(msg.textContent, l).to.match(/cannot be opened|no page/);
      expect(deep(el, 'script, img'), l).to.equal(null);
      el.remove();
    }
    expect(pwned()).to.equal(false);
  });
});

describe('stored data another version or another tab wrote', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  const shapes: unknown[] = [
    null,
    42,
    'settings',
    [],
    [1, 2],
    {},
    { settings: null },
    { settings: 'x' },
    { settings: { name: 'Old' } },
    { settings: { ...defaultSettings(), iceServers: 'stun:example.org' } },
    { settings: { ...defaultSettings(), signaling: null } },
    { settings: { ...defaultSettings(), signaling: { host: 7, port: 'x' } } },
    { settings: { ...defaultSettings(), name: 'x'.repeat(10000) } },
    { settings: { ...defaultSettings(), sounds: 'yes' } },
    JSON.parse('{"__proto__":{"polluted":true},"settings":{}}'),
  ];

  it('settings of any shape: defaults and a message, never an exception', async () => {
    for (const v of shapes) {
      await kvSet('settings', v);
      const s = await loadSettings();
      expect(s.settings.name, JSON.stringify(v)).to.be.a('string');
      expect(s.problem ?? '', JSON.stringify(v)).to.match(/^$|could not be read/);
      if (s.problem) expect(s.settings).to.deep.equal(defaultSettings());
    }
    expect(({} as { polluted?: boolean }).polluted).to.equal(undefined);
    await kvSet('settings', { settings: { name: 7 } });
    const el = await app('#/');
    await waitUntil(() => deep(el, '[data-testid="notice"]'), 'notice', { timeout: 5000 });
    expect(deep(el, '[data-testid="notice"]')!.textContent).to.contain('defaults are used');
    expect(deep(el, '[data-testid="home-play-bot"]')).to.not.equal(null);
    el.remove();
    await kvSet('settings', { settings: defaultSettings(), customSignaling: false });
  });

  it('saved decks of any shape: what is readable is kept, unknown cards are dropped', async () => {
    for (const v of [...shapes, { old: 'w-a,w-b' }, { old: [1, 2] }, { ok: ['w-x', null] }]) {
      await kvSet('decks', v);
      const d = await loadDecks();
      for (const cards of Object.values(d)) {
        expect(cards.every((c) => typeof c === 'string')).to.equal(true);
      }
    }
    await kvSet('decks', { old: ['removed-card-1', 'removed-card-2', 'w-bulwark-shieldbearer'] });
    const decks = await loadDecks();
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder
        .pool=${['w-bulwark-shieldbearer']}
        .deck=${decks.old!}
        .savedDecks=${['old']}
      ></parley-deck-builder>`,
    );
    expect(el.shadowRoot!.textContent).to.contain('1 / 30');
    await kvSet('decks', {});
  });

  it('match records of any shape: a clear StorageError, listed as unreadable, shown in words', async () => {
    const good = newLocalRecord('bot', PARAGONS, PRE, 'Ana', 'easy');
    const bad: unknown[] = [
      ...shapes,
      { ...good, v: 3 },
      { ...good, game: 'Chess!' },
      { ...good, kind: 'tournament' },
      { ...good, seats: { A: { secretKey: 'zz', chainSeed: 'x', privSeed: 1 } } },
      { ...good, seats: {} },
      { ...good, options: { bestOf: 5, mode: 'draft' } },
      { ...good, header: 'x' },
    ];
    const ids: string[] = [];
    for (const [n, v] of bad.entries()) {
      const id = `hostile-record-${n}`;
      ids.push(id);
      await kvSet(`match/${id}`, v);
      let err: unknown = null;
      await loadRecord(id).catch((e: unknown) => (err = e));
      expect(isStorageError(err, 'corrupt'), JSON.stringify(v)).to.equal(true);
      expect((err as Error).message).to.contain('cannot be read');
    }
    const { unreadable } = await listRecords();
    for (const id of ids) expect(unreadable).to.include(id);
    const el = await app(`#/match/${ids.at(-1)!}`);
    await waitUntil(() => deep(el, '[data-testid="error-message"]'), 'error', { timeout: 5000 });
    expect(deep(el, '[data-testid="error-message"]')!.textContent).to.contain('cannot be read');
    el.remove();
    const hist = await app('#/history');
    await waitUntil(() => deep(hist, '[data-testid="history-unreadable"]'), 'history', {
      timeout: 5000,
    });
    hist.remove();
    for (const id of ids) await kvDel(`match/${id}`);
  });

  it('a stored transcript another tab damaged: a clear error on the match screen', async () => {
    const record = newLocalRecord('local', PARAGONS, PRE, 'Ana');
    await saveRecord(record);
    const store = new IdbSessionStore(record.id, 'A');
    await store.append({ message: { i: 0, from: 'A' } } as never); // not a signed message
    const el = await app(`#/match/${record.id}`);
    await waitUntil(() => deep(el, '[data-testid="error-message"]'), 'error', { timeout: 10000 });
    expect(deep(el, '[data-testid="error-message"]')!.textContent!.trim().length).to.be.greaterThan(
      10,
    );
    el.remove();
  });
});
