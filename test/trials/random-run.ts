/**
 * One seeded random Trials game played from the pool (pool.ts) through the omniscient state and
 * both seats' views side by side: every action is a legal action of the acting seat's own view,
 * applied to all three; the views must stay exactly the projections of the omniscient state
 * (lockstep), `apply` must leave its input unchanged, and the invariants must hold after every
 * action. Returns what went wrong.
 */
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply } from '../../src/games/trials/rules.ts';
import { defOf } from '../../src/games/trials/carddb.ts';
import { hpOf, allInPlay } from '../../src/games/trials/stats.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import { MAX_ROUND, SEATS } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';
import { mulberry, POOL_DB, poolGame } from './pool.ts';

/** What a random game did. */
export interface RandomGame {
  readonly seed: number;
  readonly winner: string | null;
  readonly steps: number;
  readonly rounds: number;
  readonly problems: string[];
}

/** The broken invariants of `s` (empty: none). */
export function invariants(s: TrialsState): string[] {
  const out: string[] = [];
  if (s.round < 1 || s.round > MAX_ROUND) out.push(`round ${s.round}`);
  for (const seat of SEATS) {
    const p = s.players[seat];
    if (p.energy < 0) out.push(`${seat} energy ${p.energy}`);
    let cards = p.hand.length + p.deck.length + p.discard.length + p.exile.length;
    for (const a of p.avatars) {
      cards += a.attachments.length;
      if (a.side === 'fallen' && a.attachments.length > 0)
        out.push(`${a.id} is Fallen with attachments`);
      const subs = (st: string) =>
        a.attachments.filter((x) =>
          (defOf(POOL_DB, x.card) as { subtypes: readonly string[] }).subtypes.includes(st),
        ).length;
      if (
        subs('one-handed') > 2 ||
        subs('two-handed') > 1 ||
        subs('armor') > 1 ||
        subs('accessory') > 1
      )
        out.push(`${a.id} breaks the slot limits`);
      if (subs('two-handed') === 1 && subs('one-handed') > 0)
        out.push(`${a.id} has both hand kinds`);
    }
    for (const it of s.stack) if (it.kind === 'card' && it.seat === seat) cards += 1;
    if (s.resuming?.item.kind === 'card' && s.resuming.item.seat === seat) cards += 1;
    // A card whose split points are being named (D36) is on its way to the stack.
    if (s.choice?.kind === 'split' && s.choice.item.kind === 'card' && s.choice.item.seat === seat)
      cards += 1;
    if (cards !== 20) out.push(`${seat} has ${cards} cards, not 20`);
  }
  if (s.phase !== 'over')
    for (const l of allInPlay(s)) {
      const hp = hpOf(POOL_DB, s, l);
      if (hp !== null && hp <= 0 && s.stack.length === 0 && s.choice === null)
        out.push(`${l.att?.id ?? l.avatar.id} at ${hp} HP in play`);
    }
  return out;
}

/** The hidden ids a seat's view must not hold: the opponent's non-public hand and deck slots. */
export function leaks(v: TrialsState, seat: 'A' | 'B'): string[] {
  const foe = seat === 'A' ? 'B' : 'A';
  const p = v.players[foe];
  return [
    ...p.hand.filter((x) => !x.pub && x.id !== undefined),
    ...p.deck.filter((x) => x.id !== undefined),
  ].map((x) => x.h);
}

function pick(actions: Action[], rand: () => number): Action {
  const attacks = actions.filter((a) => a.type === 'attack' || a.type === 'play');
  const pool = attacks.length > 0 && rand() < 0.6 ? attacks : actions;
  return pool[Math.floor(rand() * pool.length)]!;
}

/** Plays seed `seed` to its end (or `maxSteps`). */
export function randomGame(seed: number, maxSteps = 4000): RandomGame {
  const rand = mulberry(seed);
  let s = poolGame(rand);
  let views = { A: view(s, 'A'), B: view(s, 'B') };
  const problems: string[] = [];
  let steps = 0;
  let rounds = 1;
  for (; steps < maxSteps; steps++) {
    const w = waiting(s);
    if (w.kind === 'over') break;
    const legal = legalActions(POOL_DB, views[w.seat], w.seat);
    if (legal.length === 0) {
      problems.push(`step ${steps}: ${w.seat} has no legal action in window ${w.window}`);
      break;
    }
    const a = pick(legal, rand);
    // `apply` is a pure function of (state, action): state copies share their readonly parts
    // (runtime.ts cloneState), so a rule writing into a shared part would change the input.
    const before = JSON.stringify(s);
    const r = apply(POOL_DB, s, a);
    if (JSON.stringify(s) !== before)
      problems.push(`step ${steps}: apply changed its input state on ${JSON.stringify(a)}`);
    const ra = apply(POOL_DB, views.A, a);
    const rb = apply(POOL_DB, views.B, a);
    if (r.error || ra.error || rb.error) {
      problems.push(
        `step ${steps}: ${JSON.stringify(a)}: ${r.error?.code} ${ra.error?.code} ${rb.error?.code}`,
      );
      break;
    }
    s = r.state;
    views = { A: ra.state, B: rb.state };
    for (const seat of SEATS) {
      if (JSON.stringify(view(s, seat)) !== JSON.stringify(views[seat]))
        problems.push(
          `step ${steps}: ${seat}'s view left the projection after ${JSON.stringify(a)}`,
        );
      const leak = leaks(views[seat], seat);
      if (leak.length > 0) problems.push(`step ${steps}: ${seat} sees ${leak.join(', ')}`);
    }
    const bad = invariants(s);
    if (bad.length > 0) problems.push(`step ${steps}: ${bad.join('; ')}`);
    rounds = Math.max(rounds, s.round);
    if (problems.length > 0) break;
  }
  return { seed, winner: s.winner, steps, rounds, problems };
}
