/**
 * The match flow (docs/rules/authority.md, decisions 1–4): factions committed then opened in
 * header order, a clash settled by committed rock-paper-scissors (a tie repeats) and the loser's
 * new pick, the first player by the coin of the opened salts, the game to its end, and concession.
 */
import { describe, expect, it } from 'vitest';
import { commitChoice, pickFirst, toHex } from '../../protocol/index.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import {
  applyMatch,
  createMatch,
  matchLegalActions,
  matchWaiting,
} from '../../src/games/authority/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/authority/match/types.ts';
import { randomResolution, seeded, below } from './helpers.ts';

const salt = (seat: string, round: number): Uint8Array =>
  Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + round * 13 + seat.charCodeAt(0)) & 255);

function must(s: MatchState, a: MatchAction): MatchState {
  const r = applyMatch(s, a);
  if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

function commit(s: MatchState, seat: string, round: number, choice: string): MatchAction {
  const commitment = commitChoice({ matchId: s.matchId, seat, round }, choice, salt(seat, round));
  return round === 0
    ? { type: 'faction-commit', player: seat, commitment }
    : { type: 'rps-commit', player: seat, commitment };
}

function open(seat: string, round: number, choice: string): MatchAction {
  const s = toHex(salt(seat, round));
  return round === 0
    ? { type: 'faction-open', player: seat, choice, salt: s }
    : { type: 'rps-open', player: seat, choice, salt: s };
}

function chooseFactions(a: string, b: string): MatchState {
  let s = createMatch(OMNISCIENT, 'm-test', ['A', 'B']);
  s = must(s, commit(s, 'A', 0, a));
  s = must(s, commit(s, 'B', 0, b));
  s = must(s, open('A', 0, a));
  return must(s, open('B', 0, b));
}

describe('faction choice', () => {
  it('commits then opens in header order; distinct factions start the game with the coin’s first player', () => {
    let s = createMatch(OMNISCIENT, 'm-test', ['A', 'B']);
    expect(matchWaiting(s)).toMatchObject({ kind: 'act', seat: 'A', window: 'faction-commit' });
    expect(applyMatch(s, open('A', 0, 'iron-wall')).error?.code).toBe('wrong-phase');
    expect(applyMatch(s, commit(s, 'B', 0, 'iron-wall')).error?.code).toBe('not-your-turn');
    s = chooseFactions('iron-wall', 'hooded-brothers');
    expect(s.phase).toBe('game');
    expect(s.factions).toEqual({ A: 'iron-wall', B: 'hooded-brothers' });
    const first = pickFirst('m-test', ['A', 'B'], [toHex(salt('A', 0)), toHex(salt('B', 0))]);
    expect(s.first).toBe(first);
    expect(s.game!.seats[0]).toBe(first);
    expect(s.game!.players.A!.faction).toBe('iron-wall');
  });

  it('refuses an opening that does not open the commitment, and a faction that does not exist', () => {
    let s = createMatch(OMNISCIENT, 'm-test', ['A', 'B']);
    s = must(s, commit(s, 'A', 0, 'golden-ox'));
    s = must(s, commit(s, 'B', 0, 'bloodrunners'));
    expect(applyMatch(s, open('A', 0, 'iron-wall')).error?.code).toBe('bad-opening');
    expect(applyMatch(s, open('A', 0, 'dragons')).error?.code).toBe('invalid-choice');
    expect(
      applyMatch(s, { type: 'faction-commit', player: 'A', commitment: 'xyz' }).error?.code,
    ).toBe('wrong-phase');
    s = must(s, open('A', 0, 'golden-ox'));
    expect(s.factions).toEqual({ A: 'golden-ox' });
  });

  it('settles a clash by rock-paper-scissors (a tie repeats); the loser picks a faction nobody holds', () => {
    let s = chooseFactions('bloodrunners', 'bloodrunners');
    expect(s.phase).toBe('rps-commit');
    s = must(s, commit(s, 'A', 1, 'rock'));
    s = must(s, commit(s, 'B', 1, 'rock'));
    s = must(s, open('A', 1, 'rock'));
    s = must(s, open('B', 1, 'rock'));
    expect(s.rps!.round).toBe(2);
    s = must(s, commit(s, 'A', 2, 'paper'));
    s = must(s, commit(s, 'B', 2, 'rock'));
    s = must(s, open('A', 2, 'paper'));
    s = must(s, open('B', 2, 'rock'));
    expect(matchWaiting(s)).toMatchObject({ kind: 'act', seat: 'B', window: 'faction-pick' });
    expect(matchLegalActions(s, 'B').map((a) => (a as { choice: string }).choice)).toEqual([
      'iron-wall',
      'golden-ox',
      'hooded-brothers',
    ]);
    expect(
      applyMatch(s, { type: 'faction-pick', player: 'B', choice: 'bloodrunners' }).error?.code,
    ).toBe('invalid-choice');
    s = must(s, { type: 'faction-pick', player: 'B', choice: 'golden-ox' });
    expect(s.factions).toEqual({ A: 'bloodrunners', B: 'golden-ox' });
    expect(s.phase).toBe('game');
  });

  it('plays the game to its end; the match ends with the game’s winner', () => {
    let s = chooseFactions('golden-ox', 'hooded-brothers');
    const rng = seeded(3);
    for (let i = 0; i < 50_000 && s.phase !== 'over'; i++) {
      const w = matchWaiting(s);
      if (w.kind === 'random') s = must(s, randomResolution(s.game!, rng));
      else if (w.kind === 'act') {
        const legal = matchLegalActions(s, w.seat);
        s = must(s, legal[below(rng, legal.length)]!);
      }
    }
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(s.game!.winner);
    expect(applyMatch(s, { type: 'end', player: 'A', hand: [] }).error?.code).toBe('game-over');
  });

  it('a seat that concedes loses at once, before or during the game', () => {
    const early = must(createMatch(OMNISCIENT, 'm', ['A', 'B']), { type: 'concede', player: 'A' });
    expect([early.phase, early.winner]).toEqual(['over', 'B']);
    const s = chooseFactions('iron-wall', 'golden-ox');
    const late = must(s, { type: 'concede', player: 'B' });
    expect([late.phase, late.winner]).toEqual(['over', 'A']);
    expect(applyMatch(late, { type: 'concede', player: 'A' }).error?.code).toBe('game-over');
  });
});
