/**
 * The match flow of the Standard Game Mode, end to end in the engine (rulebook: "Choose Your
 * Paragon", "Draft Phase", "Assemble Your Deck", "Concluding the Game").
 */
import { describe, expect, it } from 'vitest';
import {
  applyMatch,
  createMatch,
  matchPublic,
  matchViewAction,
} from '../../src/games/paragons/match/match.ts';
import { checkDeck, commitDeck, openDeck } from '../../src/games/paragons/match/decks.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import { hashCanonical, OMNISCIENT, seatView } from '../../src/engine/index.ts';
import { CLASS_CARDS } from '../../src/games/paragons/cards/index.ts';
import { seeded } from '../paragons/helpers/prng.ts';
import { bytes32, must, playScripted, scriptedAction, type Script } from './helpers.ts';

function script(seed: number, overrides: Partial<Script> = {}): Script {
  const rng = seeded(seed);
  return {
    wish: { A: 'mage', B: 'mage' },
    rps: [
      { A: 'rock', B: 'rock' },
      { A: 'rock', B: 'paper' },
    ],
    privSeed: { A: bytes32(rng), B: bytes32(rng) },
    swap: true,
    ...overrides,
  };
}

/** Plays seeds until a best-of-3 goes the distance; bounded. */
function threeGameMatch() {
  for (let seed = 1; seed < 60; seed++) {
    const played = playScripted(
      `m-${seed}`,
      { bestOf: 3, mode: 'draft' },
      script(seed),
      seeded(seed),
    );
    const last = played.states[played.states.length - 1]!;
    if (last.results.length === 3) return { seed, ...played, last };
  }
  throw new Error('no three-game match in 60 seeds');
}

describe('a full best-of-3 drafted match', () => {
  const { seed, states, actions, last } = threeGameMatch();

  it(`settles a class conflict by commit-reveal RPS, a tie repeating (seed ${seed})`, () => {
    const rpsEvents = states.filter((s) => s.rps).map((s) => s.rps!.round);
    expect(Math.max(...rpsEvents)).toBe(2); // round 1 tied, round 2 decided
    expect(last.classes.B).toBe('mage'); // paper beats rock: B keeps mage
    expect(last.classes.A).not.toBe('mage'); // the loser picked again from the rest
    expect(actions.filter((a) => a.type === 'class-pick')).toHaveLength(1);
  });

  it('drafts 14 greater and two rounds of 18 lesser, alternating from the Ranger side', () => {
    const picks = actions.filter((a) => a.type === 'pick');
    expect(picks).toHaveLength(14 + 18 + 18);
    const first = last.classes.A === 'ranger' ? 'A' : 'B';
    for (let i = 0; i < picks.length; i++) {
      const round = i < 14 ? i : i < 32 ? i - 14 : i - 32;
      const seat = round % 2 === 0 ? first : first === 'A' ? 'B' : 'A';
      expect((picks[i] as { player: string }).player).toBe(seat);
    }
    for (const seat of ['A', 'B'] as const) {
      expect(last.pools[seat]).toHaveLength(55);
      const cls = last.classes[seat]!;
      const pool = [...last.pools[seat]!];
      for (const id of CLASS_CARDS[cls]) pool.splice(pool.indexOf(id), 1);
      expect(pool).toHaveLength(25);
    }
    expect(last.neutralDeck).toHaveLength(10 + 18);
  });

  it('plays three games with a reserve swap by the loser between them', () => {
    expect(last.results).toHaveLength(3);
    const wins = { A: 0, B: 0 };
    for (const w of last.results) if (w) wins[w]++;
    expect(Math.max(wins.A, wins.B)).toBe(2);
    expect(last.winner).toBe(wins.A === 2 ? 'A' : 'B');
    const swaps = last.deckHistory.filter((d) => d.game > 1);
    expect(swaps).toHaveLength(2);
    swaps.forEach((d, i) => expect(d.seat).not.toBe(last.results[i]));
  });

  it('keeps every deck commitment openable at the end, and only by the committed list', () => {
    const sc = script(seed);
    for (const entry of last.deckHistory) {
      const at = states.find((s) => s.deckHistory.includes(entry))!;
      const cards = at.decks[entry.seat]!.cards!;
      const c = commitDeck(last.matchId, entry.seat, entry.game, cards, sc.privSeed[entry.seat]);
      expect(c.commitment).toBe(entry.commitment);
      const opened = openDeck(entry.commitment, c.opening, last.matchId, entry.seat, entry.game);
      expect(opened).toEqual({ cards: [...cards].sort() });
      const other = [...cards];
      other[0] = other[0] === other[1] ? other[2]! : other[1]!;
      const forged = { ...c.opening, value: [...other].sort() };
      expect(
        'error' in openDeck(entry.commitment, forged, last.matchId, entry.seat, entry.game),
      ).toBe(true);
    }
  });
});

describe('deck building rules', () => {
  function atDeckbuild(): MatchState {
    const rng = seeded(7);
    const sc = script(7, { wish: { A: 'warrior', B: 'ranger' } });
    let s = createMatch(OMNISCIENT, 'deckbuild', { bestOf: 1, mode: 'draft' });
    while (s.phase !== 'deckbuild') s = must(s, scriptedAction(s, sc, rng));
    return s;
  }
  const s = atDeckbuild();
  const pool = s.pools.A!;
  const seed = bytes32(seeded(1));

  it('rejects decks of 29 and 31 cards', () => {
    expect(checkDeck(pool.slice(0, 29), pool)?.code).toBe('invalid-deck');
    expect(checkDeck(pool.slice(0, 31), pool)?.code).toBe('invalid-deck');
    const c = commitDeck(s.matchId, 'A', 1, pool.slice(0, 29), seed);
    const r = applyMatch(s, {
      type: 'deck',
      player: 'A',
      commitment: c.commitment,
      cards: pool.slice(0, 29),
    });
    expect(r.error?.code).toBe('invalid-deck');
  });

  it('rejects a card not in the seat pool, and extra copies', () => {
    const foreign = s.pools.B!.find((id) => !pool.includes(id))!;
    const deck = [...pool.slice(0, 29), foreign];
    expect(checkDeck(deck, pool)?.code).toBe('invalid-deck');
    const doubled = [...pool.slice(0, 29), pool[0]!];
    const single = pool.filter((id) => id === pool[0]).length === 1;
    if (single) expect(checkDeck(doubled, pool)?.code).toBe('invalid-deck');
    expect(checkDeck(pool.slice(0, 30), pool)).toBeNull();
  });

  it('lets only A then B commit, and starts the game once both have', () => {
    const c = commitDeck(s.matchId, 'B', 1, s.pools.B!.slice(0, 30), seed);
    expect(
      applyMatch(s, { type: 'deck', player: 'B', commitment: c.commitment })?.error?.code,
    ).toBe('not-your-turn');
  });
});

describe('draft layouts', () => {
  function layoutsOf(matchId: string, seed: number) {
    const played = playScripted(matchId, { bestOf: 1, mode: 'draft' }, script(seed), seeded(seed));
    return played;
  }

  it('give identical public hashes in both seat views and the omniscient view, all match long', () => {
    const { actions, states } = layoutsOf('views', 3);
    const opts = { bestOf: 1, mode: 'draft' } as const;
    let a = createMatch(seatView('A'), 'views', opts);
    let b = createMatch(seatView('B'), 'views', opts);
    actions.forEach((action, i) => {
      const omni = states[i]!;
      a = must(a, matchViewAction(omni, action, 'A'));
      b = must(b, matchViewAction(omni, action, 'B'));
      const h = hashCanonical(matchPublic(states[i + 1]!));
      expect(hashCanonical(matchPublic(a))).toBe(h);
      expect(hashCanonical(matchPublic(b))).toBe(h);
    });
    expect(a.draft!.picks).toEqual(b.draft!.picks);
    expect(a.decks.B!.cards).toBeUndefined();
    expect(a.phase).toBe('over');
  });

  it('differ between matches (different randomness)', () => {
    const first = (seed: number) => {
      const { states } = layoutsOf(`m${seed}`, seed);
      return states.find((s) => s.draft && s.draft.layout.length === 14)!.draft!.layout;
    };
    expect(first(11)).not.toEqual(first(12));
  });
});
