/**
 * The card detail view (components/parley-card-detail.ts) opened from both games' real elements:
 * Paragons' hand and board in a page that hosts the view (as paragons-table does), and a started
 * Authority match's market and pyramid in `<authority-table>`. A long press (real PointerEvents of
 * type touch), a tap on a card with no action, a right-click and the `i` key each show the right
 * card's full text; Escape, the Close button and the backdrop close it and focus goes back; term
 * links and keywords send `show-term` out of the page's element; no sideways overflow at 390 px;
 * no axe violation with the view open.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './card-kit.ts';
import { focused, tap, touch, violations, type TestCardHost } from './card-kit.ts';
import '../../components/paragons/parley-hand.ts';
import '../../components/paragons/parley-board.ts';
import '../../components/authority/authority-table.ts';
import { LONG_PRESS_MS } from '../../components/parley-card-detail.ts';
import { paragonsFace } from '../../components/paragons/card-face.ts';
import type { ParleyHand } from '../../components/paragons/parley-hand.ts';
import type { ParleyBoard } from '../../components/paragons/parley-board.ts';
import type { AuthorityTable } from '../../components/authority/authority-table.ts';
import { cardById } from '../../src/games/paragons/cards/index.ts';
import { CARD_SET as AUTHORITY_CARDS } from '../../src/games/authority/cards/index.ts';
import { commitChoice } from '../../protocol/choice.ts';
import { toHex } from '../../protocol/bytes.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { multisetSize, OMNISCIENT, seatView } from '../../src/engine/index.ts';
import {
  applyMatch,
  createMatch,
  matchLegalActions,
  matchWaiting,
} from '../../src/games/authority/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/authority/match/types.ts';
import { project } from '../../src/games/authority/view.ts';
import { deep } from './deep.ts';
import { merc } from './paragons/merc.ts';

const HAND = ['w-oathsworn-recruit', 'm-scorch', 'l-ogre-bruiser', 'r-pitfall'].map((id, i) => ({
  h: `A${i + 1}`,
  id,
}));

/** The text of the card the open detail view shows, and its id. */
function shown(host: TestCardHost | Element): { id: string; text: string } {
  const dialog = deep(host, 'parley-card-detail')!;
  const card = dialog.shadowRoot!.querySelector('[data-testid="detail-card"]')!;
  const termText = card.querySelector('parley-term-text');
  const text = termText
    ? termText.shadowRoot!.textContent!
    : card.querySelector('.text')!.textContent!;
  return { id: card.getAttribute('data-card')!, text: text.trim() };
}

async function handPage(): Promise<{
  host: TestCardHost;
  hand: ParleyHand;
  b: HTMLButtonElement[];
}> {
  const host = await fixture<TestCardHost>(
    html`<test-card-host .faceOf=${(id: string) => paragonsFace(id)}
      ><parley-hand .cards=${HAND} .playable=${['A1']}></parley-hand
    ></test-card-host>`,
  );
  const hand = host.querySelector('parley-hand')!;
  await hand.updateComplete;
  const b = [...hand.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
  return { host, hand, b };
}

function pause(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

describe('<parley-card-detail> on Paragons cards', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('a long press opens the pressed card; the click that ends it does nothing else', async () => {
    const { host, hand, b } = await handPage();
    let selects = 0;
    hand.addEventListener('card-select', () => selects++);
    b[1]!.dispatchEvent(touch('pointerdown', b[1]!));
    await host.opened();
    expect(shown(host)).to.deep.equal({ id: 'm-scorch', text: cardById('m-scorch')!.text });
    b[1]!.dispatchEvent(touch('pointerup', b[1]!));
    b[1]!.click();
    expect(selects).to.equal(0);
    host.dialog.close();
  });

  it('a press that moves is no long press', async () => {
    const { host, b } = await handPage();
    b[2]!.dispatchEvent(touch('pointerdown', b[2]!));
    b[2]!.dispatchEvent(touch('pointermove', b[2]!, 40));
    await pause(LONG_PRESS_MS * 2);
    expect(host.dialog.open).to.equal(false);
    b[2]!.dispatchEvent(touch('pointerup', b[2]!, 40));
  });

  it('a tap opens a card with no action; a tap on a playable card plays it', async () => {
    const { host, hand, b } = await handPage();
    setTimeout(() => tap(b[0]!));
    expect((await oneEvent(hand, 'card-select')).detail.handle).to.equal('A1');
    expect(host.dialog.open).to.equal(false);
    tap(b[3]!);
    await host.opened();
    expect(shown(host)).to.deep.equal({ id: 'r-pitfall', text: cardById('r-pitfall')!.text });
    host.dialog.close();
  });

  it('right-click opens the card; Escape closes and gives focus back', async () => {
    const { host, b } = await handPage();
    b[2]!.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true }),
    );
    const dialog = await host.opened();
    expect(shown(host).id).to.equal('l-ogre-bruiser');
    expect(dialog.getAttribute('aria-label')).to.contain('Ogre Bruiser');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !host.dialog.open, 'Escape did not close the view');
    expect(focused()).to.equal(b[2]);
  });

  it('the i key opens the focused card; the Close button and the backdrop close it', async () => {
    const { host, b } = await handPage();
    b[0]!.focus();
    await sendKeys({ press: 'i' });
    const dialog = await host.opened();
    expect(shown(host)).to.deep.equal({
      id: 'w-oathsworn-recruit',
      text: cardById('w-oathsworn-recruit')!.text,
    });
    expect(focused()).to.equal(
      host.dialog.shadowRoot!.querySelector('[data-testid="card-detail-close"]'),
    );
    host.dialog
      .shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="card-detail-close"]')!
      .click();
    await waitUntil(() => !host.dialog.open, 'Close did not close the view');
    expect(focused()).to.equal(b[0]);
    b[0]!.focus();
    await sendKeys({ press: 'i' });
    await host.opened();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitUntil(() => !host.dialog.open, 'the backdrop did not close the view');
  });

  it('term links and keywords in the view send show-term out of the page element', async () => {
    const { host, b } = await handPage();
    b[0]!.focus();
    await sendKeys({ press: 'i' });
    await host.opened();
    const card = host.dialog.shadowRoot!.querySelector('[data-testid="detail-card"]')!;
    const link = card
      .querySelector('parley-term-text')!
      .shadowRoot!.querySelector<HTMLAnchorElement>('a[data-term="recruit"]')!;
    const outside = host.parentElement!;
    setTimeout(() => link.click());
    const e = await oneEvent(outside, 'show-term');
    expect(e.detail).to.deep.equal({ game: 'paragons', term: 'recruit' });
    host.dialog.close();
  });

  it('a board unit shows name, stats and art; its full text is one long press away', async () => {
    const unit = merc('g-skyreach-roc');
    const board = Array.from({ length: 8 }, (_, i) => (i === 5 ? unit : null));
    const host = await fixture<TestCardHost>(
      html`<test-card-host .faceOf=${(id: string) => paragonsFace(id)}
        ><parley-board seat="A" .board=${board}></parley-board
      ></test-card-host>`,
    );
    const el = host.querySelector<ParleyBoard>('parley-board')!;
    await el.updateComplete;
    const space = el.shadowRoot!.querySelector<HTMLElement>('[data-space="B2"]')!;
    const card = space.querySelector('parley-card')!;
    expect(card.compact).to.equal(true);
    expect(card.shadowRoot!.querySelector('.text')).to.equal(null);
    expect(card.shadowRoot!.querySelector('parley-card-art')).to.not.equal(null);
    space.dispatchEvent(touch('pointerdown', space));
    await host.opened();
    expect(shown(host)).to.deep.equal({
      id: 'g-skyreach-roc',
      text: cardById('g-skyreach-roc')!.text,
    });
    space.dispatchEvent(touch('pointerup', space));
    host.dialog.close();
  });

  it('at 390 px the open view fits the screen, and axe finds nothing', async () => {
    await setViewport({ width: 390, height: 844 });
    const { host, b } = await handPage();
    b[1]!.focus();
    await sendKeys({ press: 'i' });
    const dialog = await host.opened();
    expect(dialog.getBoundingClientRect().right).to.be.at.most(390);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(await violations(host)).to.deep.equal([]);
    host.dialog.close();
  });
});

// A started Authority match (both factions chosen and opened, the setup drawn), from the engine.
const MATCH_ID = 'card-detail-test-0001';
interface Played {
  state: MatchState;
}
function apply(p: Played, a: MatchAction): Played {
  const r = applyMatch(p.state, a);
  if (r.error) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
  return { state: r.state };
}
function salt(seat: string): Uint8Array {
  const out = new Uint8Array(32);
  out[0] = seat.charCodeAt(0);
  return out;
}
function started(): Played {
  let p: Played = { state: createMatch(OMNISCIENT, MATCH_ID, ['A', 'B']) };
  const pick = { A: 'bloodrunners', B: 'iron-wall' } as const;
  for (const seat of ['A', 'B'] as const) {
    const ctx = { matchId: MATCH_ID, seat, round: 0 };
    const commitment = commitChoice(ctx, pick[seat], salt(seat));
    p = apply(p, { type: 'faction-commit', player: seat, commitment });
  }
  for (const seat of ['A', 'B'] as const) {
    p = apply(p, {
      type: 'faction-open',
      player: seat,
      choice: pick[seat],
      salt: toHex(salt(seat)),
    });
  }
  const rng = seededRng(1);
  for (;;) {
    const w = matchWaiting(p.state);
    if (w.kind !== 'random') return p;
    const g = p.state.game!;
    const r = w.request;
    const size =
      r.kind === 'public-draw' ? multisetSize(g.marketDeck) : g.players[r.seat]!.deck.size;
    const indices = Array.from({ length: r.count }, (_, i) => Math.floor(rng() * (size - i)));
    p = apply(p, { type: 'random', k: r.k, indices });
  }
}

describe('<parley-card-detail> on Authority cards', () => {
  async function table(): Promise<AuthorityTable> {
    const p = started();
    const view = seatView('A');
    const state = { ...p.state, view, game: project(p.state.game!, view) };
    return fixture<AuthorityTable>(
      html`<authority-table
        .state=${state}
        seat="A"
        .seats=${['A', 'B']}
        .legal=${matchLegalActions(state, 'A')}
      ></authority-table>`,
    );
  }

  it('a long press on a market card and a tap on a pyramid unit show their full text', async () => {
    const el = await table();
    await waitUntil(() => deep(el, '[data-testid="market-cards"] .face'), 'market');
    const face = deep(el, '[data-testid="market-cards"] .face') as HTMLElement;
    const id = face.dataset['inspect']!;
    face.dispatchEvent(touch('pointerdown', face));
    const detail = () => deep(el, 'parley-card-detail') as HTMLElement & { open: boolean };
    await waitUntil(() => detail().open, 'the view did not open on a long press');
    const def = AUTHORITY_CARDS.find((c) => c.id === id)!;
    expect(shown(el)).to.deep.equal({ id, text: def.text });
    face.dispatchEvent(touch('pointerup', face));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !detail().open, 'Escape did not close the view');
    const unit = deep(
      deep(el, '[data-testid="pyramid-mine"]')!,
      '[data-inspect-tap]',
    ) as HTMLElement;
    tap(unit);
    await waitUntil(() => detail().open, 'the view did not open on a tap');
    const unitDef = AUTHORITY_CARDS.find((c) => c.id === unit.dataset['inspect'])!;
    expect(shown(el)).to.deep.equal({ id: unitDef.id, text: unitDef.text });
    expect(await violations(el)).to.deep.equal([]);
  });

  it('right-click on a hand card opens it', async () => {
    const el = await table();
    await waitUntil(() => deep(el, '[data-testid="hand-card"]'), 'hand');
    const card = deep(el, '[data-testid="hand-card"]') as HTMLElement;
    card.dispatchEvent(
      new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true }),
    );
    const detail = deep(el, 'parley-card-detail') as HTMLElement & { open: boolean };
    await waitUntil(() => detail.open, 'the view did not open on a right-click');
    expect(shown(el).id).to.equal(card.getAttribute('data-card'));
  });
});
