/**
 * `<authority-table>` in real Chromium, rendered from real engine states: a match built with the
 * engine's own functions (commitments with protocol/choice.ts, the match flow of
 * src/games/authority/match/, seeded random draws and seeded random legal moves), seen from a
 * seat's view with that seat's legal actions and the match's events as the log.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/authority/authority-table.ts';
import type { AuthorityTable } from '../../components/authority/authority-table.ts';
import { cardName } from '../../src/games/authority/module/words.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { multisetSize } from '../../src/engine/index.ts';
import { CARD_SET } from '../../src/games/authority/cards/index.ts';
import { matchLegalActions } from '../../src/games/authority/match/match.ts';
import { deep } from './deep.ts';
import {
  actor,
  apply,
  authorityMatches,
  commit,
  open,
  playUntil,
  settle,
  viewOf,
  type Played,
} from './authority-match.ts';

const MATCH_ID = 'authority-table-test-0001';

const { fresh, started } = authorityMatches(MATCH_ID);

/** Renders the table for `seat` from the omniscient `p` (projected unless `omniscient`). */
async function render(p: Played, seat: string, omniscient = false): Promise<AuthorityTable> {
  const view = omniscient ? p.state : viewOf(p.state, seat);
  const legal = matchLegalActions(viewOf(p.state, seat), seat);
  return fixture<AuthorityTable>(
    html`<authority-table
      .state=${view}
      .seat=${seat}
      .seats=${['A', 'B']}
      .names=${{ A: 'Ada', B: 'Bea' }}
      .legal=${legal}
      .log=${p.log}
    ></authority-table>`,
  );
}

function all(el: Element | ShadowRoot, selector: string): Element[] {
  const root: ParentNode = el instanceof Element && el.shadowRoot ? el.shadowRoot : el;
  const out = [...root.querySelectorAll(selector)];
  for (const x of root.querySelectorAll('*'))
    if (x.shadowRoot) out.push(...all(x.shadowRoot, selector));
  return out;
}

function one(el: Element, selector: string): Element {
  const hit = deep(el, selector);
  if (!hit) throw new Error(`no ${selector}`);
  return hit;
}

/** Clicks `button` and returns the `game-action` detail it emitted (undefined: none). */
function clickFor(table: AuthorityTable, button: Element): unknown {
  let got: unknown = undefined;
  const on = (e: Event) => (got = (e as CustomEvent<{ action: unknown }>).detail.action);
  table.addEventListener('game-action', on);
  (button as HTMLButtonElement).click();
  table.removeEventListener('game-action', on);
  return got;
}

/** Every element's right edge is inside the viewport width (no horizontal overflow). */
function overflowing(el: Element, width: number): string[] {
  const out: string[] = [];
  for (const x of all(el, '*')) {
    const r = x.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 0.5)
      out.push(`${x.tagName.toLowerCase()}.${x.className} right=${r.right}`);
  }
  return out;
}

describe('<authority-table>', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  describe('before the first turn', () => {
    it('offers the four factions to the seat that must commit and asks with an intent', async () => {
      const el = await render(fresh(), 'A');
      const buttons = all(el, '[data-testid="faction-choose"]');
      expect(buttons.map((b) => b.getAttribute('data-faction'))).to.deep.equal([
        'bloodrunners',
        'iron-wall',
        'golden-ox',
        'hooded-brothers',
      ]);
      expect(one(el, 'ul.factions').textContent).to.contain('Focus on attack');
      expect(one(el, 'ul.factions').textContent).to.contain('Clan Leader');
      expect(clickFor(el, buttons[1]!)).to.deep.equal({ intent: 'faction', choice: 'iron-wall' });
    });

    it('shows the other seat waiting, with no control', async () => {
      const el = await render(fresh(), 'B');
      expect(all(el, '[data-testid="faction-choose"]')).to.have.length(0);
      expect(one(el, '[data-testid="pregame-hint"]').textContent).to.contain('Waiting for Ada');
    });

    it('shows a sealed choice from the notes, and rock-paper-scissors after a clash', async () => {
      let p = commit(fresh(), 'A', 'faction-commit', 'golden-ox');
      let el = await render(p, 'B');
      expect(one(el, '[data-seat="A"]').textContent).to.contain('has chosen (sealed)');
      el.notes = { faction: 'golden-ox', rps: null };
      el.seat = 'A';
      await el.updateComplete;
      expect(one(el, '[data-testid="pregame-hint"]').textContent).to.contain(
        'House of the Golden Ox',
      );
      p = commit(p, 'B', 'faction-commit', 'golden-ox');
      p = open(p, 'A', 'faction-open', 'golden-ox');
      p = open(p, 'B', 'faction-open', 'golden-ox');
      expect(p.state.phase).to.equal('rps-commit');
      el = await render(p, 'A');
      const throws = all(el, '[data-testid="rps-choose"]');
      expect(throws.map((b) => b.textContent!.trim())).to.deep.equal(['Rock', 'Paper', 'Scissors']);
      expect(clickFor(el, throws[2]!)).to.deep.equal({ intent: 'rps', choice: 'scissors' });
    });

    it('tells of a tied throw and asks again', async () => {
      let p = commit(fresh(), 'A', 'faction-commit', 'iron-wall');
      p = commit(p, 'B', 'faction-commit', 'iron-wall');
      p = open(p, 'A', 'faction-open', 'iron-wall');
      p = open(p, 'B', 'faction-open', 'iron-wall');
      p = commit(p, 'A', 'rps-commit', 'paper');
      p = commit(p, 'B', 'rps-commit', 'paper');
      p = open(p, 'A', 'rps-open', 'paper');
      p = open(p, 'B', 'rps-open', 'paper');
      const el = await render(p, 'A');
      const log = one(el, '[data-testid="pregame-log"]').textContent!;
      expect(log).to.contain('Both chose the same faction');
      expect(log).to.contain('round 1: You Paper, Bea Paper. A tie');
      expect(one(el, 'h3#rps-h').textContent).to.contain('round 2');
      expect(all(el, '[data-testid="rps-choose"]')).to.have.length(3);
    });

    it('offers the loser exactly its legal faction picks', async () => {
      let p = commit(fresh(), 'A', 'faction-commit', 'golden-ox');
      p = commit(p, 'B', 'faction-commit', 'golden-ox');
      p = open(p, 'A', 'faction-open', 'golden-ox');
      p = open(p, 'B', 'faction-open', 'golden-ox');
      p = commit(p, 'A', 'rps-commit', 'rock');
      p = commit(p, 'B', 'rps-commit', 'scissors');
      p = open(p, 'A', 'rps-open', 'rock');
      p = open(p, 'B', 'rps-open', 'scissors');
      expect(p.state.phase).to.equal('faction-pick');
      const el = await render(p, 'B');
      const legal = el.legal;
      const buttons = all(el, '[data-testid="faction-pick"]');
      expect(buttons).to.have.length(legal.length);
      expect(buttons.map((b) => b.getAttribute('data-faction'))).to.not.include('golden-ox');
      for (const b of buttons) expect(legal).to.include(clickFor(el, b));
      const mine = await render(p, 'A');
      expect(all(mine, '[data-testid="faction-pick"]')).to.have.length(0);
    });
  });

  describe('the game', () => {
    it('numbers both pyramids with the Kingsguard on row 0, mirrored for the opponent', async () => {
      const p = started();
      const el = await render(p, 'A');
      const rowsOf = (testid: string) =>
        all(one(el, `[data-testid="${testid}"]`), 'li.row').map((r) => r.getAttribute('data-row'));
      expect(rowsOf('pyramid-mine')).to.deep.equal(['3', '2', '1', '0']);
      expect(rowsOf('pyramid-opponent')).to.deep.equal(['0', '1', '2', '3']);
      for (const testid of ['pyramid-mine', 'pyramid-opponent']) {
        const pyr = one(el, `[data-testid="${testid}"]`);
        const row0 = one(pyr, 'li.row[data-row="0"]');
        expect(row0.textContent).to.contain('Row 0');
        expect(row0.textContent).to.contain('Kingsguard');
        expect(all(row0, '[data-card="rs-kingsguard"]')).to.have.length(1);
        expect(all(one(pyr, 'li.row[data-row="1"]'), '[data-place]')).to.have.length(3);
        expect(all(one(pyr, 'li.row[data-row="2"]'), '[data-place]')).to.have.length(2);
        expect(all(one(pyr, 'li.row[data-row="3"]'), '[data-place]')).to.have.length(1);
      }
    });

    it('shows counts, the Monarchs at 40, the market with costs and the market deck', async () => {
      const p = started();
      const g = p.state.game!;
      const el = await render(p, 'B');
      for (const [testid, seat] of [
        ['player-mine', 'B'],
        ['player-opponent', 'A'],
      ] as const) {
        const panel = one(el, `[data-testid="${testid}"]`);
        const pl = g.players[seat]!;
        expect(one(panel, '[data-testid="hp"]').textContent).to.contain('40/40');
        expect(one(panel, '[data-testid="deck-count"]').textContent).to.contain(
          String(pl.deck.size),
        );
        expect(one(panel, '[data-testid="discard-count"]').textContent).to.contain(
          String(pl.discard.length),
        );
        expect(one(panel, '[data-testid="hand-count"]').textContent).to.contain(
          String(pl.hand.length),
        );
      }
      const market = one(el, '[data-testid="market-cards"]');
      const faces = all(market, '.card');
      expect(faces.map((f) => f.getAttribute('data-card'))).to.deep.equal(g.market);
      for (const f of faces) {
        const def = CARD_SET.find((c) => c.id === f.getAttribute('data-card'))!;
        expect(f.textContent).to.contain(`Cost ${def.cost}`);
      }
      expect(one(el, '[data-testid="market-deck-count"]').textContent).to.contain(
        String(multisetSize(g.marketDeck)),
      );
      expect(all(one(el, '[data-testid="generals"]'), '.card')).to.have.length(8);
    });

    it('shows each hand unit with its power, cost and ability text', async () => {
      const p = started();
      const seat = actor(p);
      const el = await render(p, seat);
      const hand = p.state.game!.players[seat]!.hand;
      const faces = all(one(el, '[data-testid="hand"]'), '[data-testid="hand-card"]');
      expect(faces).to.have.length(hand.length);
      faces.forEach((f, i) => {
        const def = CARD_SET.find((c) => c.id === hand[i]!.id)!;
        expect(f.textContent).to.contain(def.name);
        expect(f.textContent).to.contain(`Power ${def.power}`);
        expect(f.textContent).to.contain(`Cost ${def.cost}`);
        expect(f.textContent).to.contain(def.text);
      });
    });

    it('emits, for every command control, the legal action it stands for', async () => {
      const p = playUntil(started(3), 3, (q) => {
        const g = q.state.game!;
        return g.pending === null && g.players[g.turn.seat]!.hand.length >= 3;
      });
      const seat = actor(p);
      const el = await render(p, seat);
      const buttons = all(
        el,
        '[data-testid^="cmd-"], [data-testid="buy"], [data-testid="end-phase"]',
      );
      expect(buttons.length).to.be.greaterThan(3);
      const seen = new Set<unknown>();
      for (const b of buttons) {
        const a = clickFor(el, b);
        expect(el.legal, b.textContent ?? '').to.include(a);
        seen.add(a);
        expect((a as { type: string }).type).to.equal(
          (b.getAttribute('data-testid') ?? '').replace(/^cmd-/, '').replace('end-phase', 'end'),
        );
      }
      expect(seen.size).to.equal(el.legal.length);
      const defend = deep(el, '[data-testid="cmd-defend"]');
      if (defend) expect(defend.textContent).to.match(/Defend → row [123]/);
    });

    it('offers the strike at the Kingsguard on the pyramid and in the prompt', async () => {
      let p = started(5);
      const seat = actor(p);
      const attack = matchLegalActions(p.state, seat).find((a) => a.type === 'attack')!;
      p = apply(p, attack);
      const el = await render(p, seat);
      const prompt = one(el, '[data-testid="strike-prompt"]');
      expect(prompt.textContent).to.contain(cardName((attack as { card: string }).card));
      const strikes = all(prompt, '[data-testid="strike"]');
      expect(strikes.map((b) => b.getAttribute('data-row'))).to.deep.equal(['0']);
      expect(el.legal).to.include(clickFor(el, strikes[0]!));
      const place = one(one(el, '[data-testid="pyramid-opponent"]'), 'button[data-place="0:0"]');
      expect(place.getAttribute('aria-label')).to.contain('Kingsguard');
      const a = clickFor(el, place) as { type: string; row: number; at: number[] };
      expect(el.legal).to.include(a);
      expect([a.type, a.row, a.at]).to.deep.equal(['strike', 0, [0]]);
      expect(all(one(el, '[data-testid="pyramid-mine"]'), 'button')).to.have.length(0);
    });

    it('lists the commands given this turn, a defender with its row, and the units left', async () => {
      let p = started(7);
      const seat = actor(p);
      const legal = () => matchLegalActions(p.state, seat);
      const defend = legal().find((a) => a.type === 'defend')!;
      p = apply(p, defend);
      const recruit = legal().find((a) => a.type === 'recruit');
      if (recruit) p = apply(p, recruit);
      const el = await render(p, seat);
      const turn = one(el, '[data-testid="this-turn"]');
      const given = all(turn, '[data-testid="given"]');
      expect(given[0]!.textContent).to.contain(cardName((defend as { card: string }).card));
      expect(given[0]!.textContent).to.contain('defend on row 1');
      if (recruit) expect(given[1]!.textContent).to.match(/recruit: \+\d+ authority/);
      const left = p.state.game!.players[seat]!.hand.length;
      expect(all(turn, '[data-testid="undeclared"]')).to.have.length(left);
      const placed = one(one(el, '[data-testid="pyramid-mine"]'), '[data-place="1:0"]');
      expect(placed.getAttribute('data-card')).to.equal((defend as { card: string }).card);
    });

    it('offers an ability’s choices, on the pyramid too, each as its legal action', async () => {
      const p = playUntil(
        started(21, ['golden-ox', 'hooded-brothers']),
        21,
        (q) => q.state.game?.pending?.p === 'choose',
        5000,
      );
      const seat = actor(p);
      const el = await render(p, seat);
      const prompt = one(el, '[data-testid="choose-prompt"]');
      const pend = p.state.game!.pending as { source: string };
      expect(prompt.textContent).to.contain(cardName(pend.source));
      const buttons = all(prompt, 'button');
      expect(buttons).to.have.length(el.legal.length);
      for (const b of buttons) expect(el.legal).to.include(clickFor(el, b));
      const onBoard = all(el, 'authority-pyramid').flatMap((x) => all(x, 'button'));
      for (const b of onBoard) {
        const a = clickFor(el, b) as { type: string };
        expect(el.legal).to.include(a);
        expect(a.type).to.equal('choose');
      }
    });

    it('offers the market removal after a turn without recruits', async () => {
      let p = started(9);
      const first = actor(p);
      const end = matchLegalActions(p.state, first).find((a) => a.type === 'end')!;
      p = settle(apply(p, end), seededRng(9));
      const next = actor(p);
      expect(next).to.not.equal(first);
      const el = await render(p, next);
      const prompt = one(el, '[data-testid="cull-prompt"]');
      const options = [
        ...all(prompt, 'button'),
        ...all(one(el, '[data-testid="market"]'), '[data-testid="cull"]'),
      ];
      expect(options.length).to.be.greaterThan(1);
      for (const b of options) expect(el.legal).to.include(clickFor(el, b));
      expect(clickFor(el, one(prompt, '[data-testid="keep"]'))).to.deep.equal({
        type: 'keep',
        player: next,
      });
    });

    it('shows the opponent’s hand face down: handles, never a card id or name', async () => {
      const p = started(11);
      const g = p.state.game!;
      for (const omniscient of [false, true]) {
        const el = await render(p, 'A', omniscient);
        const hidden = one(el, '[data-testid="hand-hidden"]');
        const backs = all(hidden, '[data-testid="card-back"]');
        expect(backs.map((b) => b.getAttribute('data-handle'))).to.deep.equal(
          g.players.B!.hand.map((x) => x.h),
        );
        const text = hidden.outerHTML;
        for (const c of CARD_SET) {
          expect(text, c.id).to.not.contain(c.id);
          expect(text, c.name).to.not.contain(c.name);
        }
        const opp = one(el, '[data-testid="player-opponent"]');
        for (const slot of g.players.B!.hand)
          expect(all(opp, `[data-handle="${slot.h}"] [data-card]`)).to.have.length(0);
      }
      const a = await render(p, 'A', false);
      const b = await render(p, 'A', true);
      expect(one(b, '[data-testid="player-opponent"]').textContent).to.equal(
        one(a, '[data-testid="player-opponent"]').textContent,
      );
    });

    it('speaks the last event and names every button', async () => {
      const p = playUntil(
        started(13),
        13,
        (q) => q.log.filter((e) => e.type === 'turn').length >= 3,
      );
      const el = await render(p, actor(p));
      const last = one(el, '[data-testid="last-event"]');
      expect(last.getAttribute('aria-live')).to.equal('polite');
      expect(last.textContent!.length).to.be.greaterThan(8);
      for (const b of all(el, 'button')) {
        const name = (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();
        expect(name, b.outerHTML).to.not.equal('');
      }
      expect(all(el, 'h2, h3').length).to.be.greaterThan(4);
    });

    it('says who won and why when a Monarch dies', async () => {
      const p = playUntil(started(23), 23, (q) => q.state.phase === 'over', 20_000, true);
      const g = p.state.game!;
      const loser = g.seats.find((x) => x !== p.state.winner)!;
      expect(g.players[loser]!.hp).to.be.at.most(0);
      const el = await render(p, p.state.winner!);
      expect(one(el, '[data-testid="game-over"]').textContent).to.contain('You won');
      expect(one(el, '[data-testid="game-over"]').textContent).to.match(
        /You won: (Ada|Bea)’s Monarch reached 0 HP\./,
      );
      const other = await render(p, loser);
      expect(one(other, '[data-testid="game-over"]').textContent!.trim()).to.equal(
        'You lost: Your Monarch reached 0 HP.',
      );
      expect(all(other, 'button')).to.have.length(0);
    });

    it('shows the time left to the deadline', async () => {
      const p = started();
      const el = await render(p, actor(p));
      expect(deep(el, '[data-testid="clock"]')).to.equal(null);
      el.deadline = Date.now() + 90_000;
      await el.updateComplete;
      const board = deep(el, 'authority-board') as HTMLElement & {
        updateComplete: Promise<unknown>;
      };
      await board.updateComplete;
      expect(one(el, '[data-testid="clock"]').textContent).to.match(/^1:(2\d|30) left$/);
    });

    it('disables every control while busy', async () => {
      const p = started();
      const el = await render(p, actor(p));
      el.busy = true;
      await el.updateComplete;
      await (deep(el, 'authority-board') as HTMLElement & { updateComplete: Promise<unknown> })
        .updateComplete;
      const buttons = all(el, 'button');
      expect(buttons.length).to.be.greaterThan(0);
      for (const b of buttons)
        expect((b as HTMLButtonElement).disabled, b.outerHTML).to.equal(true);
    });
  });

  describe('layout', () => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      it(`every prompt lies inside the viewport when it appears at ${width}×${height}`, async () => {
        await setViewport({ width, height });
        const strike = playUntil(
          started(25),
          25,
          (q) => {
            const g = q.state.game!;
            const foe = g.seats.find((x) => x !== g.turn.seat)!;
            return g.pending?.p === 'strike' && g.players[foe]!.rows[1]!.every((d) => d !== null);
          },
          5000,
        );
        const choose = playUntil(
          started(21, ['golden-ox', 'hooded-brothers']),
          21,
          (q) => q.state.game?.pending?.p === 'choose',
          5000,
        );
        const first = started(9);
        const end = matchLegalActions(first.state, actor(first)).find((a) => a.type === 'end')!;
        const cull = settle(apply(first, end), seededRng(9));
        for (const [p, testid] of [
          [strike, 'strike-prompt'],
          [choose, 'choose-prompt'],
          [cull, 'cull-prompt'],
        ] as const) {
          fixtureCleanup();
          window.scrollTo(0, 0);
          const el = await render(p, actor(p));
          const box = one(el, `[data-testid="${testid}"]`).getBoundingClientRect();
          // Scroll offsets are whole pixels while layout is fractional: one pixel either way.
          expect(box.top, testid).to.be.at.least(-1);
          expect(box.bottom, testid).to.be.at.most(height + 1);
          expect(box.right, testid).to.be.at.most(width);
        }
      });

      it(`nothing overflows horizontally at ${width}×${height}`, async () => {
        await setViewport({ width, height });
        const mid = playUntil(
          started(17),
          17,
          (q) => {
            const g = q.state.game!;
            const rows = Object.values(g.players).map((x) => x.rows.flat().filter(Boolean).length);
            return g.pending === null && rows.every((n) => n >= 3);
          },
          2000,
        );
        for (const [p, seat] of [
          [fresh(), 'A'],
          [mid, actor(mid)],
          [mid, mid.state.game!.seats.find((x) => x !== actor(mid))!],
        ] as const) {
          const el = await render(p, seat);
          expect(overflowing(el, width)).to.deep.equal([]);
          expect(document.documentElement.scrollWidth).to.be.at.most(width);
        }
      });
    }
  });
});
