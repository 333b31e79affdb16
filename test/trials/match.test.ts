/**
 * The Trials pre-game as the match engine plays it (src/games/trials/match/; docs/rules/trials.md
 * D2–D7): decks committed in header order, Avatars opened against their commitment, the initiative
 * preference and rock-paper-scissors (ties repeat, the loser's pick forced), then the game with
 * the top 5 as the opening hand and round 1's draw; a concession at any point; nothing of a deck
 * list in the public state.
 */
import { describe, expect, it } from 'vitest';
import { commitChoice } from '../../protocol/index.ts';
import { toHex } from '../../protocol/index.ts';
import { deriveSalt } from '../../protocol/commit.ts';
import { OMNISCIENT, seatView, type ApplyResult } from '../../src/engine/index.ts';
import { choiceSalt } from '../../src/engine/match/index.ts';
import { PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import type { DeckList } from '../../src/games/trials/cards/legality.ts';
import {
  applyMatch,
  createMatch,
  matchPublic,
  matchWaiting,
} from '../../src/games/trials/match/match.ts';
import { AVATARS_KIND } from '../../src/games/trials/match/pregame.ts';
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/trials/match/types.ts';
import { deckMove } from '../../src/games/trials/module/automation.ts';

const SEEDS = { A: new Uint8Array(32).fill(7), B: new Uint8Array(32).fill(9) } as const;
const MATCH = 'trials-match-test';

const precon = (i: number): DeckList => ({
  avatars: PRECON_DECKS[i]!.avatars,
  cards: PRECON_DECKS[i]!.order,
});

function ok(r: ApplyResult<MatchState, MatchEvent>): { state: MatchState; events: MatchEvent[] } {
  if ('error' in r && r.error) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r as { state: MatchState; events: MatchEvent[] };
}

function code(r: ApplyResult<MatchState, MatchEvent>): string | undefined {
  return 'error' in r && r.error ? r.error.code : undefined;
}

/** Both decks committed (A: deck 0, B: deck 1) in the omniscient view. */
function committed(): MatchState {
  let s = createMatch(OMNISCIENT, MATCH, ['A', 'B']);
  s = ok(applyMatch(s, deckMove(s, 'A', { privSeed: SEEDS.A }, precon(0)))).state;
  s = ok(applyMatch(s, deckMove(s, 'B', { privSeed: SEEDS.B }, precon(1)))).state;
  return s;
}

function openAvatars(s: MatchState, seat: 'A' | 'B', avatars?: readonly string[]): MatchAction {
  return {
    type: 'avatars-open',
    player: seat,
    avatars: avatars ?? s.lists[seat]!.avatars,
    salt: toHex(deriveSalt(SEEDS[seat], AVATARS_KIND, 0)),
  };
}

function revealed(): MatchState {
  let s = committed();
  s = ok(applyMatch(s, openAvatars(s, 'A'))).state;
  return ok(applyMatch(s, openAvatars(s, 'B'))).state;
}

const commitPref = (_s: MatchState, seat: 'A' | 'B', choice: string, round = 0): MatchAction => ({
  type: round === 0 ? 'initiative-commit' : 'rps-commit',
  player: seat,
  commitment: commitChoice(
    { matchId: MATCH, seat, round },
    choice,
    choiceSalt({ privSeed: SEEDS[seat] }, round),
  ),
});
const openPref = (seat: 'A' | 'B', choice: string, round = 0): MatchAction => ({
  type: round === 0 ? 'initiative-open' : 'rps-open',
  player: seat,
  choice,
  salt: toHex(choiceSalt({ privSeed: SEEDS[seat] }, round)),
});

/** Plays the preferences (and throws, round by round) to the end of the pre-game. */
function settle(
  prefs: { A: string; B: string },
  throws: { A: string; B: string }[] = [],
): { state: MatchState; events: MatchEvent[] } {
  let s = revealed();
  const events: MatchEvent[] = [];
  const step = (a: MatchAction) => {
    const r = ok(applyMatch(s, a));
    s = r.state;
    events.push(...r.events);
  };
  step(commitPref(s, 'A', prefs.A));
  step(commitPref(s, 'B', prefs.B));
  step(openPref('A', prefs.A));
  step(openPref('B', prefs.B));
  throws.forEach((t, i) => {
    step(commitPref(s, 'A', t.A, i + 1));
    step(commitPref(s, 'B', t.B, i + 1));
    step(openPref('A', t.A, i + 1));
    step(openPref('B', t.B, i + 1));
  });
  return { state: s, events };
}

describe('the deck commitment (D3, D4)', () => {
  it('goes in header order, once per seat; then the Avatars are opened', () => {
    let s = createMatch(OMNISCIENT, MATCH, ['A', 'B']);
    expect(matchWaiting(s)).toEqual({ kind: 'act', seat: 'A', window: 'deck-order' });
    expect(code(applyMatch(s, deckMove(s, 'B', { privSeed: SEEDS.B }, precon(1))))).toBe(
      'not-your-turn',
    );
    s = ok(applyMatch(s, deckMove(s, 'A', { privSeed: SEEDS.A }, precon(0)))).state;
    expect(code(applyMatch(s, deckMove(s, 'A', { privSeed: SEEDS.A }, precon(0))))).toBe(
      'not-your-turn',
    );
    s = ok(applyMatch(s, deckMove(s, 'B', { privSeed: SEEDS.B }, precon(1)))).state;
    expect(matchWaiting(s)).toEqual({ kind: 'act', seat: 'A', window: 'avatar-reveal' });
  });

  it('refuses a list that is not a legal deck (D2) where the view knows it', () => {
    const s = createMatch(seatView('A'), MATCH, ['A', 'B']);
    const legal = precon(0);
    const bad: DeckList[] = [
      { avatars: legal.avatars, cards: legal.cards.slice(0, 19) },
      { avatars: legal.avatars, cards: [...legal.cards.slice(0, 19), legal.cards[0]!] },
      { avatars: [legal.avatars[0]!, legal.avatars[0]!], cards: legal.cards },
      { avatars: legal.avatars, cards: [...legal.cards.slice(0, 19), PRECON_DECKS[3]!.order[2]!] },
    ];
    for (const list of bad)
      expect(code(applyMatch(s, deckMove(s, 'A', { privSeed: SEEDS.A }, list)))).toBe(
        'illegal-deck',
      );
  });

  it('refuses a commitment that is not a hash', () => {
    const s = createMatch(seatView('B'), MATCH, ['A', 'B']);
    expect(code(applyMatch(s, { type: 'order-deck', player: 'A', deck: 'x', avatars: 'y' }))).toBe(
      'malformed',
    );
  });

  it('keeps the list out of the public state: two hashes per seat, no card id', () => {
    const s = committed();
    const pub = JSON.stringify(matchPublic(s));
    for (const id of [...precon(0).cards, ...precon(0).avatars]) expect(pub).not.toContain(id);
    expect(Object.keys(s.decks)).toEqual(['A', 'B']);
  });
});

describe('the Avatars (D3)', () => {
  it('open against their commitment, in header order, and are public afterwards', () => {
    let s = committed();
    expect(code(applyMatch(s, openAvatars(s, 'B')))).toBe('not-your-turn');
    const r = ok(applyMatch(s, openAvatars(s, 'A')));
    expect(r.events).toEqual([{ type: 'avatars', seat: 'A', avatars: precon(0).avatars }]);
    s = ok(applyMatch(r.state, openAvatars(r.state, 'B'))).state;
    expect(s.avatars).toEqual({ A: precon(0).avatars, B: precon(1).avatars });
    expect(matchWaiting(s)).toMatchObject({ seat: 'A', window: 'initiative-commit' });
  });

  it('refuse other Avatars, the same Avatar twice, a card that is no Avatar, a wrong salt', () => {
    const s = committed();
    const [a0, a1] = precon(0).avatars;
    const other = precon(2).avatars;
    // In a view that does not know A's list, only the commitment judges.
    const blind: MatchState = { ...s, view: seatView('B'), lists: {} };
    expect(code(applyMatch(blind, openAvatars(blind, 'A', other)))).toBe('bad-opening');
    expect(code(applyMatch(blind, openAvatars(blind, 'A', [a1!, a0!])))).toBe('bad-opening');
    expect(code(applyMatch(blind, openAvatars(blind, 'A', [a0!, a0!])))).toBe('invalid-choice');
    expect(code(applyMatch(blind, openAvatars(blind, 'A', [a0!, precon(0).cards[0]!])))).toBe(
      'invalid-choice',
    );
    const salted = { ...openAvatars(s, 'A'), salt: '0'.repeat(64) };
    expect(code(applyMatch(blind, salted))).toBe('bad-opening');
  });
});

describe('initiative (D6)', () => {
  it('different preferences: each gets what it asked for, and the game starts', () => {
    const { state, events } = settle({ A: 'second', B: 'first' });
    expect(state.initiative).toBe('B');
    expect(events).toContainEqual({ type: 'initiative', seat: 'B' });
    expect(state.phase).toBe('game');
    expect(state.game!.initiative).toBe('B');
  });

  it('the same preference: rock-paper-scissors, a tie repeats, the winner gets its preference and the loser is left the other', () => {
    const { state, events } = settle({ A: 'first', B: 'first' }, [
      { A: 'rock', B: 'rock' },
      { A: 'rock', B: 'paper' },
    ]);
    expect(
      events.filter((e) => e.type === 'rps').map((e) => (e as { winner: unknown }).winner),
    ).toEqual([null, 'B']);
    expect(state.prefs).toEqual({ A: 'second', B: 'first' });
    expect(state.initiative).toBe('B');
    const both = settle({ A: 'second', B: 'second' }, [{ A: 'scissors', B: 'paper' }]).state;
    expect(both.prefs).toEqual({ A: 'second', B: 'first' });
    expect(both.initiative).toBe('B');
  });

  it('a preference that is not first or second does not open', () => {
    let s = revealed();
    s = ok(applyMatch(s, commitPref(s, 'A', 'first'))).state;
    s = ok(applyMatch(s, commitPref(s, 'B', 'first'))).state;
    expect(code(applyMatch(s, openPref('A', 'second')))).toBe('bad-opening');
    expect(code(applyMatch(s, openPref('A', 'third')))).toBe('invalid-choice');
  });
});

describe('the game starts (D7)', () => {
  it('each seat holds the top 5 and the round-1 draw, in its deck order; the deck keeps the rest in order', () => {
    const s = settle({ A: 'first', B: 'second' }).state;
    const g = s.game!;
    for (const [seat, i] of [
      ['A', 0],
      ['B', 1],
    ] as const) {
      const p = g.players[seat];
      expect(p.hand.map((x) => x.id)).toEqual(precon(i).cards.slice(0, 6));
      expect(p.deck.map((x) => x.id)).toEqual(precon(i).cards.slice(6));
      expect(p.hand.map((x) => x.h)).toEqual([0, 1, 2, 3, 4, 5].map((j) => `${seat}:d${j}`));
    }
    expect(g.round).toBe(1);
    expect(matchWaiting(s)).toMatchObject({ kind: 'act', seat: 'A' });
  });
});

describe('a concession (D17)', () => {
  it('ends the match at any point, the other seat winning', () => {
    for (const s of [
      createMatch(OMNISCIENT, MATCH, ['A', 'B']),
      committed(),
      settle({ A: 'first', B: 'second' }).state,
    ]) {
      const r = ok(applyMatch(s, { type: 'concede', player: 'B' }));
      expect(r.state).toMatchObject({ phase: 'over', winner: 'A', end: 'concession' });
      expect(code(applyMatch(r.state, { type: 'concede', player: 'A' }))).toBe('game-over');
    }
  });
});
