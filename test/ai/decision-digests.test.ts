/**
 * The bots decide exactly as the fixture test/fixtures/ai-decisions-paragons.json records: for a
 * set of seeded Paragons positions (every kind of window: class, rock-paper-scissors, draft pick,
 * deck, swap, mulligan, main, priority, defend, retarget) the decisions of every level for fixed
 * seeds and iteration budgets, and whole refereed matches (commitments and openings included),
 * digested. The fixture was made on the bots before they became generic over a game's hooks, so
 * this proves the generic bots make the same decisions, seed for seed.
 *
 * To remake the fixture (only when a change of decisions is intended and explained):
 * `PARLEY_WRITE_AI_DIGESTS=1 npx vitest run test/ai/decision-digests.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashCanonical } from '../../src/engine/index.ts';
import { decide, EASY, HARD, NORMAL, playMatch, seatViewOf } from '../../src/ai/index.ts';
import type { Bot, Budget, Level } from '../../src/ai/bot.ts';
import { windowOf } from '../../src/ai/bot.ts';
import type { MatchOptions, MatchState } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { PARAGONS_BOTS } from '../../src/games/paragons/bots/index.ts';

const FIXTURE = new URL('../fixtures/ai-decisions-paragons.json', import.meta.url);

/** The matches positions are taken from: who plays, and how. */
const SOURCES: readonly {
  seed: number;
  match: MatchOptions;
  bots: Readonly<Record<PSeat, Bot>>;
  budget?: Budget;
}[] = [
  { seed: 101, match: { bestOf: 1, mode: 'draft' }, bots: { A: NORMAL, B: EASY } },
  { seed: 102, match: { bestOf: 3, mode: 'draft' }, bots: { A: EASY, B: NORMAL } },
  { seed: 103, match: { bestOf: 1, mode: 'preconstructed' }, bots: { A: NORMAL, B: NORMAL } },
  {
    seed: 104,
    match: { bestOf: 1, mode: 'draft' },
    bots: { A: HARD, B: NORMAL },
    budget: { iterations: 8 },
  },
];

/** Positions kept per window and source (the first few, then every k-th). */
const KEEP: Readonly<Record<string, number>> = { main: 14, priority: 6, pick: 3 };

interface Position {
  readonly key: string;
  readonly state: MatchState;
  readonly seat: PSeat;
}

function positions(): Position[] {
  const out: Position[] = [];
  for (const src of SOURCES) {
    const byWindow = new Map<string, Position[]>();
    let step = 0;
    playMatch(PARAGONS_BOTS, src.bots, src.seed, {
      match: src.match,
      budget: src.budget ? { A: src.budget, B: src.budget } : undefined,
      observe: (s: MatchState) => {
        step++;
        for (const seat of ['A', 'B'] as const) {
          const w = windowOf(seatViewOf(PARAGONS_BOTS, s, seat));
          if (w === null) continue;
          const list = byWindow.get(w) ?? [];
          list.push({ key: `${src.seed}/${step}/${seat}/${w}`, state: s, seat });
          byWindow.set(w, list);
        }
      },
    });
    for (const [w, list] of [...byWindow.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const keep = KEEP[w] ?? 6;
      const every = Math.max(1, Math.floor(list.length / keep));
      out.push(...list.filter((_, i) => i % every === 0).slice(0, keep));
    }
  }
  return out;
}

/** What is digested at a position: the view, and each level's decisions for fixed seeds. */
function digestAt(p: Position, heavy: boolean): string {
  const view = seatViewOf(PARAGONS_BOTS, p.state, p.seat);
  const runs: [Level, number, Budget][] = [
    ['easy', 1, {}],
    ['easy', 2, {}],
    ['normal', 1, {}],
    ['normal', 3, {}],
    ['hard', 1, { iterations: 24 }],
  ];
  if (heavy) runs.push(['hard', 7, { iterations: 96 }]);
  const decisions = runs.map(([level, seed, budget]) => decide(level, view, { seed, budget }));
  return hashCanonical({ view: canonicalJson(view.match), decisions }).slice(0, 24);
}

/** Whole refereed matches: winner, length and the final omniscient state. */
function matchDigests(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const seed of [201, 202]) {
    const budget = { iterations: 12 };
    const r = playMatch(PARAGONS_BOTS, { A: HARD, B: NORMAL }, seed, {
      budget: { A: budget, B: budget },
    });
    out[`match/${seed}`] = hashCanonical({
      winner: r.winner,
      steps: r.steps,
      final: r.final,
    }).slice(0, 24);
  }
  return out;
}

describe('decision digests (Paragons)', () => {
  it('every level decides as recorded, seed for seed, at every kind of window', () => {
    const got: Record<string, string> = {};
    const ps = positions();
    ps.forEach((p, i) => (got[p.key] = digestAt(p, i % 5 === 0)));
    Object.assign(got, matchDigests());
    const windows = new Set(ps.map((p) => p.key.split('/')[3]));
    for (const w of ['class', 'rps', 'pick', 'deck', 'swap', 'mulligan', 'main', 'priority'])
      expect(windows).toContain(w);
    if (process.env.PARLEY_WRITE_AI_DIGESTS) {
      writeFileSync(FIXTURE, JSON.stringify(got, null, 2) + '\n');
      return;
    }
    const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
    expect(Object.keys(got)).toEqual(Object.keys(want));
    expect(got).toEqual(want);
  });
});
