/**
 * The Trials board's narrowing (components/trials/board-choices.ts; docs/ui.md, "Trials") over
 * seeded random games of the test pool (./pool.ts): at every decision of either seat, every legal
 * action is reached by following its own steps through what `narrow` offers (the cards to discard
 * picked in reverse order, as a set), it is then the one complete action, and nothing complete
 * or reachable is ever anything but one of the legal actions as given (the same object); a step
 * sent at once (`sentOnPick`) is the whole of its action's path and sends that action. A decision
 * taken in one pick (a point of split damage, D36) is sent on it; a card to discard, one of a set,
 * never is. The seed of a failing game is in the test's name.
 */
import { describe, expect, it } from 'vitest';
import {
  narrow,
  pathsOf,
  pick,
  sentOnPick,
  type Step,
} from '../../components/trials/board-choices.ts';
import { TRIALS_DB } from '../../src/games/trials/carddb.ts';
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply } from '../../src/games/trials/rules.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { waiting } from '../../src/games/trials/waiting.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import { mulberry, POOL_DB, poolGame } from './pool.ts';
import { starfallInHand } from './starfall-position.ts';

/** `path` with each run of discards reversed (a set may be picked in any order). */
function reorderedDiscards(path: readonly Step[]): Step[] {
  const out: Step[] = [];
  for (let i = 0; i < path.length;) {
    if (path[i]!.kind !== 'discard') {
      out.push(path[i++]!);
      continue;
    }
    const run: Step[] = [];
    while (path[i]?.kind === 'discard') run.push(path[i++]!);
    out.push(...run.reverse());
  }
  return out;
}

/** What goes wrong when every legal action is chosen step by step (empty: nothing). */
function problems(legal: readonly Action[]): string[] {
  const out: string[] = [];
  for (const a of legal) {
    const paths = pathsOf(a);
    if (paths.length === 0) out.push(`${a.type}: no path`);
    for (const path of paths.map(reorderedDiscards)) {
      let picks: Step[] = [];
      for (const [i, s] of path.entries()) {
        const n = narrow(legal, picks);
        if (!n.next.some((x) => x.kind === s.kind && x.id === s.id)) {
          out.push(`${JSON.stringify(a)}: ${s.kind} ${s.id} not offered`);
          break;
        }
        const sent = sentOnPick(legal, picks, s);
        if (sent !== undefined && (sent !== a || i !== path.length - 1))
          out.push(`${JSON.stringify(a)}: ${s.kind} ${s.id} sends ${JSON.stringify(sent)} at once`);
        picks = pick(picks, s);
      }
      const n = narrow(legal, picks);
      if (n.complete.length !== 1 || n.complete[0] !== a)
        out.push(`${JSON.stringify(a)}: not the one complete action at its end`);
      for (const c of [...n.complete, ...n.reachable])
        if (!legal.includes(c as Action)) out.push(`${JSON.stringify(c)} is not a legal action`);
    }
  }
  return out;
}

describe('Trials board choices', () => {
  it('offers any card of a set to discard first (an effect asks for two of three)', () => {
    const db = scenarioDb({
      't-mindrot': {
        kind: 'ability',
        effects: [{ on: 'play', effects: [{ do: 'discard', who: 'opponent', n: 2 }] }],
      },
      't-c': { kind: 'equipment', hp: 1 },
    });
    let s = stateFromSetup(db, {
      players: { A: { hand: ['t-mindrot'] }, B: { hand: ['t-c', 't-c', 't-c'] } },
    });
    for (let i = 0; i < 10; i++) {
      const w = waiting(s);
      if (w.kind === 'act' && w.window === 'discard') break;
      if (w.kind !== 'act') throw new Error('the game ended');
      const legal = legalActions(db, view(s, w.seat), w.seat);
      const a = legal.find((x) => x.type === 'play') ?? legal.find((x) => x.type === 'decline')!;
      s = (apply(db, s, a) as { state: TrialsState }).state;
    }
    expect(waiting(s)).toMatchObject({ window: 'discard', seat: 'B' });
    const legal = legalActions(db, view(s, 'B'), 'B');
    expect(legal).toHaveLength(3);
    expect(narrow(legal, []).next.map((x) => x.id)).toEqual(['B:h1', 'B:h2', 'B:h3']);
    expect(problems(legal)).toEqual([]);
    // A card to discard is picked, not sent: the set waits for Confirm.
    for (const s of narrow(legal, []).next) expect(sentOnPick(legal, [], s)).toBeUndefined();
  });

  it('sends a point of split damage on its one pick, with no Confirm (D36)', () => {
    let s = starfallInHand(TRIALS_DB);
    const play = legalActions(TRIALS_DB, s, 'A').find((a) => a.type === 'play')!;
    // The play itself takes several picks: none of them is sent before Confirm.
    let picks: Step[] = [];
    for (const x of pathsOf(play)[0]!) {
      expect(sentOnPick(legalActions(TRIALS_DB, s, 'A'), picks, x)).toBeUndefined();
      picks = pick(picks, x);
    }
    s = (apply(TRIALS_DB, s, play) as { state: TrialsState }).state;
    expect(waiting(s)).toMatchObject({ window: 'split', seat: 'A' });
    const legal = legalActions(TRIALS_DB, view(s, 'A'), 'A');
    expect(legal.length).toBeGreaterThan(1);
    const next = narrow(legal, []).next;
    expect(next.map((x) => x.kind)).toEqual(legal.map(() => 'target'));
    for (const [i, x] of next.entries()) expect(sentOnPick(legal, [], x)).toBe(legal[i]);
    expect(problems(legal)).toEqual([]);
  });

  for (let seed = 1; seed <= 6; seed++) {
    it(`reaches every legal action and nothing else (seed ${seed})`, () => {
      const rand = mulberry(seed);
      let s: TrialsState = poolGame(rand);
      let decisions = 0;
      for (let step = 0; step < 400; step++) {
        const w = waiting(s);
        if (w.kind !== 'act') break;
        const legal = legalActions(POOL_DB, view(s, w.seat), w.seat);
        expect(problems(legal), `seed ${seed}, step ${step}`).toEqual([]);
        decisions++;
        const a = legal[Math.floor(rand() * legal.length)]!;
        const r = apply(POOL_DB, s, a);
        if (r.error) throw new Error(`seed ${seed}: ${r.error.message}`);
        s = r.state;
      }
      expect(decisions).toBeGreaterThan(10);
    });
  }
});
