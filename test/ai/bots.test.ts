/**
 * Bots play whole matches through every window of the match flow (class choice, RPS, draft, deck
 * building, mulligan, every Game Phase window), make legal decisions, are deterministic, and the
 * hard bot's samples agree with the view they were drawn for.
 */
import { describe, expect, it } from 'vitest';
import {
  EASY,
  HARD,
  NORMAL,
  decide,
  playMatch,
  projectMatch,
  seatViewOf,
  sessionBot,
} from '../../src/ai/index.ts';
import { refereeRandom, seedBytes } from '../../src/ai/player.ts';
import { applyMatch, createMatch, matchWaiting } from '../../src/games/paragons/match/match.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { budgetMeter, rngOf, windowOf } from '../../src/ai/bot.ts';
import { determinize, unknownsOf } from '../../src/ai/determinize.ts';
import { buildDeck, draftPick } from '../../src/ai/ratings.ts';
import { strongestClass } from '../../src/ai/flow.ts';
import { canonicalJson, multisetList, seatView } from '../../src/engine/index.ts';
import { cardById } from '../../src/games/paragons/cards/index.ts';
import { checkDeck } from '../../src/games/paragons/match/decks.ts';
import { project } from '../../src/games/paragons/view.ts';
import { gameWindow, playUntil } from './helpers.ts';

describe('whole matches', () => {
  it('normal vs easy: a full draft match, every action accepted', () => {
    const r = playMatch({ A: NORMAL, B: EASY }, 3);
    expect(r.winner).not.toBeNull();
    const windows = new Set(r.timings.map((t) => t.window));
    for (const w of ['class-commit', 'class-open', 'pick', 'deck', 'mulligan', 'main', 'priority'])
      expect(windows).toContain(w);
  });

  it('hard plays a pre-constructed match with a small budget', () => {
    const budget = { iterations: 6 };
    const r = playMatch({ A: EASY, B: HARD }, 4, {
      match: { bestOf: 1, mode: 'preconstructed' },
      budget: { A: budget, B: budget },
    });
    expect(r.winner).not.toBeNull();
  });

  it('the session shape: each seat decides from its own view with its own secrets', () => {
    const rng = rngOf(9);
    const bots = {
      A: sessionBot(NORMAL, { privSeed: seedBytes(rng) }),
      B: sessionBot(HARD, { privSeed: seedBytes(rng) }, { iterations: 4 }),
    };
    let s = createMatch(OMNISCIENT, 'session-shape', { bestOf: 1, mode: 'draft' });
    for (let i = 0; i < 3000 && s.phase !== 'over'; i++) {
      const w = matchWaiting(s);
      if (w.kind === 'over') break;
      const seat = w.kind === 'act' ? (w.seat as 'A' | 'B') : null;
      const a = seat ? bots[seat].decide(projectMatch(s, seat), rng) : refereeRandom(s, rng);
      const r = applyMatch(s, a);
      if (r.error) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.phase).toBe('over');
  });

  it('a class conflict goes through rock-paper-scissors and a repick', () => {
    // Seeds where both easy bots wish the same class exercise rps-commit/-open and class-pick.
    let seen = false;
    for (let seed = 1; seed < 40 && !seen; seed++) {
      const r = playMatch({ A: EASY, B: EASY }, seed, {
        match: { bestOf: 1, mode: 'preconstructed' },
        maxSteps: 12,
      });
      seen = r.timings.some((t) => t.window === 'class-pick');
    }
    expect(seen).toBe(true);
  });
});

describe('decisions', () => {
  it('are deterministic for the same view, seed and iteration budget', () => {
    const v = seatViewOf(playUntil(31, gameWindow('A', 'main', 3)), 'A');
    const a = decide('hard', v, { seed: 5, budget: { iterations: 20 } });
    const b = decide('hard', v, { seed: 5, budget: { iterations: 20 } });
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it('draft picks come from the layout and decks are legal and curve-built', () => {
    const s = playUntil(32, (m) => m.phase === 'deckbuild');
    const seat = s.decks.A ? 'B' : 'A';
    const v = seatViewOf(s, seat);
    expect(windowOf(v)).toBe('deck');
    const d = decide('normal', v, { seed: 1 });
    expect(d?.kind).toBe('deck');
    if (d?.kind !== 'deck') return;
    expect(checkDeck(d.cards, s.pools[seat]!)).toBeNull();
    expect(d.cards).toEqual(buildDeck(s.pools[seat]!));
    const cheap = d.cards.filter((id) => (cardById(id)?.cost ?? 0) <= 3).length;
    expect(cheap).toBeGreaterThanOrEqual(15);
    expect(draftPick(['l-a', 'l-b'], [])).toMatch(/^l-/);
  });

  it('hard takes the class that fares best in bot play, and answers a class taken first', () => {
    expect(strongestClass()).toBe('warrior');
    expect(strongestClass('warrior')).toBe('ranger');
    expect(strongestClass('mage')).toBe('warrior');
    expect(strongestClass('ranger')).toBe('mage');
    const s = playUntil(33, (m) => m.phase === 'class-commit');
    for (const seed of [1, 2, 3]) {
      const d = decide('hard', seatViewOf(s, 'A'), { seed });
      expect(d).toEqual({ kind: 'class', choice: 'warrior' });
    }
  });

  it('an ms budget stops the search on the clock', () => {
    const meter = budgetMeter({ ms: 5 }, 1_000_000);
    const start = performance.now();
    let n = 0;
    while (meter.more()) n++;
    expect(performance.now() - start).toBeLessThan(100);
    expect(n).toBeGreaterThan(0);
  });
});

describe('determinization', () => {
  for (const seed of [41, 42]) {
    it(`seed ${seed}: samples agree with the view and come from the opponent's pool`, () => {
      const s = playUntil(seed, gameWindow('B', 'main', 4));
      const v = seatViewOf(s, 'B');
      const pool = s.pools.A!;
      const u = unknownsOf(v);
      for (const id of u.cards) expect(pool).toContain(id);
      for (let k = 0; k < 5; k++) {
        const d = determinize(v, rngOf(k));
        expect(canonicalJson(project(d, seatView('B')))).toBe(canonicalJson(v.match.game));
        const a = d.players.A;
        expect(a.deck.cards).toBeDefined();
        expect(multisetList(a.deck.cards!)).toHaveLength(a.deck.size);
        for (const x of a.hand) expect(x.id).toBeDefined();
        for (const x of a.hidden) expect(cardById(x.id!)?.hidden).toBeDefined();
      }
    });
  }
});
