/**
 * Real Authority match states for the `<authority-table>` browser tests (authority-table,
 * authority-a11y): a match built with the engine's own functions — commitments with
 * protocol/choice.ts (fixed salts per seat and round), the match flow of
 * src/games/authority/match/, random events resolved with seeded random indices — and the view a
 * seat has of it (src/games/authority/view.ts).
 */
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
import type { MatchAction, MatchEvent, MatchState } from '../../src/games/authority/match/types.ts';
import { project } from '../../src/games/authority/view.ts';

/** A match being played: its omniscient state and every event so far. */
export interface Played {
  state: MatchState;
  log: MatchEvent[];
}

/** `p` after `a`; throws with the engine's error when it refuses `a`. */
export function apply(p: Played, a: MatchAction): Played {
  const r = applyMatch(p.state, a);
  if (r.error) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
  return { state: r.state, log: [...p.log, ...r.events] };
}

/** The salt of `seat`'s commitment in `round` (fixed, so the match is the same every run). */
function salt(seat: string, round: number): Uint8Array {
  const out = new Uint8Array(32);
  out[0] = seat.charCodeAt(0);
  out[1] = round;
  return out;
}

/** `seat` commits to `choice` (a faction, or a throw in the current rock-paper-scissors round). */
export function commit(
  p: Played,
  seat: string,
  type: 'faction-commit' | 'rps-commit',
  choice: string,
): Played {
  const round = type === 'faction-commit' ? 0 : p.state.rps!.round;
  const ctx = { matchId: p.state.matchId, seat, round };
  return apply(p, { type, player: seat, commitment: commitChoice(ctx, choice, salt(seat, round)) });
}

/** `seat` opens its commitment to `choice`. */
export function open(
  p: Played,
  seat: string,
  type: 'faction-open' | 'rps-open',
  choice: string,
): Played {
  const round = type === 'faction-open' ? 0 : p.state.rps!.round;
  return apply(p, { type, player: seat, choice, salt: toHex(salt(seat, round)) });
}

/** Resolves every pending random event with seeded random indices. */
export function settle(p: Played, rng: () => number): Played {
  let q = p;
  for (;;) {
    const w = matchWaiting(q.state);
    if (w.kind !== 'random') return q;
    const g = q.state.game!;
    const r = w.request;
    const size =
      r.kind === 'public-draw' ? multisetSize(g.marketDeck) : g.players[r.seat]!.deck.size;
    const indices = Array.from({ length: r.count }, (_, i) => Math.floor(rng() * (size - i)));
    q = apply(q, { type: 'random', k: r.k, indices });
  }
}

/** The seat the match waits on (throws when it waits on none). */
export function actor(p: Played): string {
  const w = matchWaiting(p.state);
  if (w.kind !== 'act') throw new Error(`no seat to act: ${w.kind}`);
  return w.seat;
}

/** The match as `seat` sees it. */
export function viewOf(s: MatchState, seat: string): MatchState {
  const view = seatView(seat);
  return { ...s, view, game: s.game ? project(s.game, view) : null };
}

/** The matches of one test file, all with the match id `matchId`. */
export function authorityMatches(matchId: string) {
  /** A fresh match (omniscient), nothing chosen. */
  const fresh = (): Played => ({ state: createMatch(OMNISCIENT, matchId, ['A', 'B']), log: [] });
  /** Both seats chose `fa` and `fb` and opened them. */
  const chosen = (fa: string, fb: string): Played => {
    let p = fresh();
    p = commit(p, 'A', 'faction-commit', fa);
    p = commit(p, 'B', 'faction-commit', fb);
    p = open(p, 'A', 'faction-open', fa);
    return open(p, 'B', 'faction-open', fb);
  };
  /** A match past its faction choice (by default A: Bloodrunners, B: Iron Wall), setup drawn. */
  const started = (
    seed = 1,
    factions: readonly [string, string] = ['bloodrunners', 'iron-wall'],
  ): Played => settle(chosen(...factions), seededRng(seed));
  return { fresh, chosen, started };
}

/**
 * Plays seeded random legal moves (and draws) until `stop` holds; throws after `max` moves. With
 * `fierce`, an attack (or a strike at the Monarch) is chosen whenever one is legal, so games end.
 */
export function playUntil(
  p: Played,
  seed: number,
  stop: (p: Played) => boolean,
  max = 400,
  fierce = false,
): Played {
  const rng = seededRng(seed);
  let q = settle(p, rng);
  for (let i = 0; i < max; i++) {
    if (stop(q)) return q;
    const seat = actor(q);
    const legal = matchLegalActions(q.state, seat);
    const attacks = legal.filter((a) => a.type === 'attack' || (a.type === 'strike' && a.monarch));
    const pool = fierce && attacks.length > 0 ? attacks : legal;
    q = settle(apply(q, pool[Math.floor(rng() * pool.length)]!), rng);
  }
  throw new Error('the condition never held');
}
