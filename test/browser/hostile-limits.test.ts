/**
 * The verify page in Chromium on files that must be one reading of one file (docs/match-file.md,
 * "Reading a file"; docs/security.md, "Hostile match files"): a file past a reader limit
 * (test/hostile/huge-files.ts), with a duplicate key, or not UTF-8 is refused with a clear
 * `malformed` verdict naming what is wrong; every string a file brings (its name, the verdict's
 * words, the seat names on the board) is shown through displayText, so no control or bidi
 * character reaches the page raw.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/screens/verify-screen.ts';
import type { ParleyVerifyScreen } from '../../src/app/screens/verify-screen.ts';
import { FULL_SIZE, SMALL_SIZE, hugeFiles } from '../hostile/huge-files.ts';

/** All text and attribute values below `start`, through open shadow roots. */
function everything(start: Element | ShadowRoot): string {
  const root: ParentNode = start instanceof Element && start.shadowRoot ? start.shadowRoot : start;
  let out = '';
  for (const el of root.querySelectorAll('*')) {
    for (const a of el.getAttributeNames()) out += ` ${el.getAttribute(a) ?? ''}`;
    if (el.shadowRoot) out += ` ${everything(el.shadowRoot)}`;
    else out += ` ${el.textContent ?? ''}`;
  }
  return out;
}

/** Any character displayText escapes (protocol/display-text.ts), found raw. */
function rawUnsafe(s: string): string | undefined {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const unsafe =
      (c < 0x20 && c !== 0x0a && c !== 0x09) || // the page's own markup holds newlines and tabs
      (c >= 0x7f && c <= 0x9f) ||
      [0x061c, 0x200e, 0x200f, 0x2028, 0x2029].includes(c) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2066 && c <= 0x2069) ||
      (c >= 0xd800 && c <= 0xdfff);
    if (unsafe) return `U+${c.toString(16)}`;
  }
  return undefined;
}

async function screen(): Promise<{ el: ParleyVerifyScreen; page: HTMLElement }> {
  const el = await fixture<ParleyVerifyScreen>(html`<parley-verify-screen></parley-verify-screen>`);
  return { el, page: el.shadowRoot!.querySelector<HTMLElement>('parley-verify-page')! };
}

/** Picks `bytes` as a file through the page's file input and waits for the verdict. */
async function pick(page: HTMLElement, name: string, bytes: Uint8Array | string): Promise<string> {
  page.setAttribute('data-verdict', 'waiting');
  const input = page.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const dt = new DataTransfer();
  dt.items.add(new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  input.files = dt.files;
  input.dispatchEvent(new Event('change'));
  await waitUntil(
    () => !['waiting', 'pending', 'none'].includes(page.getAttribute('data-verdict') ?? ''),
    name,
    { timeout: 60000 },
  );
  await (page as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return page.shadowRoot!.querySelector('.verdict .words')?.textContent ?? '';
}

describe('the verify page reads one reading of one file', () => {
  let honest = '';
  before(async () => {
    honest = await (await fetch('/test/fixtures/match-seed1.json')).text();
  });

  it('refuses every file past a reader limit, naming the limit', async () => {
    const { page } = await screen();
    for (const f of hugeFiles(honest, SMALL_SIZE)) {
      const words = await pick(page, `${f.name}.json`, f.text);
      expect(page.getAttribute('data-verdict'), f.name).to.equal('malformed');
      expect(words, f.name).to.match(/^Not a valid match file: unreadable: out-of-range: /);
      expect(words, f.name).to.match(f.refusal);
    }
  });

  it('refuses a full-size (31 MiB) file of 16 million nested arrays', async () => {
    const { page } = await screen();
    const f = hugeFiles(honest, FULL_SIZE).find((x) => x.name === 'deep-arrays')!;
    const words = await pick(page, 'deep.json', f.text);
    expect(words).to.match(/nests deeper than 67/);
  });

  it('refuses a duplicate key, naming it and where, and a file that is not UTF-8', async () => {
    const { page } = await screen();
    const dup = honest.replace(
      '"format": "parley-match/1",',
      '"format": "x",\n "format": "parley-match/1",',
    );
    expect(await pick(page, 'dup.json', dup)).to.equal(
      'Not a valid match file: unreadable: malformed-json: duplicate key "format" in $ at line 3, column 2: a key may appear only once',
    );
    const bytes = new TextEncoder().encode(honest.replace('"bot A"', '"bot X"'));
    const at = bytes.indexOf(0x58); // the X
    bytes[at] = 0xff;
    expect(await pick(page, 'latin1.json', bytes)).to.equal(
      `Not a valid match file: unreadable: malformed-string: the file is not valid UTF-8 (byte ${at} is not)`,
    );
    expect(await pick(page, 'honest.json', honest)).to.contain('nobody cheated');
  });

  it('shows every string from a file escaped: no control or bidi character reaches the page', async () => {
    const { el, page } = await screen();
    const f = JSON.parse(honest) as {
      header: { game: { id: string }; players: { name: string }[] };
    };
    f.header.game.id = 'paragons/draft/bo1\r\u001b[2Kfair\u202e';
    const words = await pick(page, 'game\u202e.json', JSON.stringify(f));
    expect(words).to.contain('paragons/draft/bo1\\u000d\\u001b[2Kfair\\u202e');
    // Names on the board: an otherwise honest file whose seat names carry bidi controls (the
    // header no longer hashes to what message 0 links to, but the replay shows the board).
    const g = JSON.parse(honest) as { header: { players: { name: string }[] } };
    g.header.players[0]!.name = 'Ana\u202eX';
    g.header.players[1]!.name = 'Bea\u2066\u0007';
    await pick(page, 'names.json', JSON.stringify(g));
    await waitUntil(() => el.shadowRoot!.querySelector('[data-testid="replay"]'), 'replay');
    const shown = everything(el);
    expect(shown).to.contain('Ana\\u202eX');
    expect(shown).to.contain('Bea\\u2066\\u0007');
    expect(rawUnsafe(shown)).to.equal(undefined);
  });
});
