/**
 * Trials' bots (docs/ai.md "Trials"; src/games/trials/bots/): every level plays legal whole
 * matches over seeded games (the referee rejects any illegal move), the pre-game policy commits to a
 * pre-constructed deck and a preference, and the determinization samples the opponent's hidden
 * hand and deck order consistently with what the seat has seen: its own cards and every public
 * card kept, 20 distinct cards each allowed by the opponent's Avatars, each seen card at its
 * place in the list, and the pre-constructed deck's cards when it fits what was seen.
 */
import { describe, expect, it } from 'vitest';
import { decide, EASY, HARD, NORMAL, playMatch, seatViewOf } from '../../src/ai/index.ts';
import { TRIALS_DB } from '../../src/games/trials/carddb.ts';
import { legalActions } from '../../src/games/trials/legal.ts';
import { apply as applyRules } from '../../src/games/trials/rules.ts';
import { scenarioDb } from '../../src/games/trials/scenario-setup.ts';
import { rngOf } from '../../src/ai/bot.ts';
import { avatarById, cardsForAvatars, PRECON_DECKS } from '../../src/games/trials/cards/index.ts';
import type { AvatarDef } from '../../src/games/trials/cards/schema.ts';
import { policy } from '../../src/games/trials/bots/policy.ts';
import { evaluate, WIN_VALUE } from '../../src/games/trials/bots/evaluate.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import { TRIALS_BOTS } from '../../src/games/trials/module/bots.ts';
import type { TrialsState, TSeat } from '../../src/games/trials/types.ts';
import { view } from '../../src/games/trials/view.ts';
import { playUntil } from './helpers.ts';
import { starfallInHand } from '../trials/starfall-position.ts';

const LEVELS = { easy: EASY, normal: NORMAL, hard: HARD } as const;

describe('trials: every level plays legal whole matches', () => {
  const pairs = [
    ['easy', 'easy', [1, 2, 3]],
    ['normal', 'easy', [4, 5, 6]],
    ['normal', 'normal', [7, 8]],
    ['hard', 'normal', [9]],
  ] as const;
  for (const [x, y, seeds] of pairs)
    for (const seed of seeds)
      it(`${x} vs ${y}, seed ${seed}`, () => {
        const budget = { iterations: 6 };
        const r = playMatch(TRIALS_BOTS, { A: LEVELS[x], B: LEVELS[y] }, seed, {
          budget: { A: budget, B: budget },
        });
        expect(r.final.phase).toBe('over');
        expect(r.final.game?.phase).toBe('over');
      }, 120_000);
});

describe('trials: the pre-game policy', () => {
  const m = TRIALS_BOTS.referee.create('policy', { players: 2 });
  it('commits to a pre-constructed deck at every level', () => {
    const ids = PRECON_DECKS.map((d) => d.id);
    for (const level of ['easy', 'normal', 'hard'] as const)
      for (let seed = 0; seed < 8; seed++) {
        const d = policy(m, 'A', 'deck', level, rngOf(seed));
        expect(d?.kind).toBe('deck');
        expect(ids).toContain((d as { deck: string }).deck);
      }
  });
  it('normal and hard prefer to hold initiative; easy prefers either', () => {
    const easy = new Set<string>();
    for (let seed = 0; seed < 16; seed++) {
      for (const level of ['normal', 'hard'] as const)
        expect(policy(m, 'A', 'initiative', level, rngOf(seed))).toEqual({
          kind: 'initiative',
          choice: 'first',
        });
      easy.add((policy(m, 'A', 'initiative', 'easy', rngOf(seed)) as { choice: string }).choice);
    }
    expect([...easy].sort()).toEqual(['first', 'second']);
  });
  it('answers no window of the game', () => {
    for (const w of ['main', 'priority', 'trigger', 'scout', 'discard', 'split'])
      expect(policy(m, 'A', w, 'hard', rngOf(1))).toBeNull();
  });
});

describe('trials: the split window (D36)', () => {
  // A hand Starfall Cinders (8 split damage) played: its player names each point in turn.
  const db = scenarioDb({});
  const start = starfallInHand(db, ['tr-censer-mace']);
  const played = applyRules(
    TRIALS_DB,
    start,
    legalActions(TRIALS_DB, start, 'A').find((a) => a.type === 'play')!,
  ).state!;
  const m = TRIALS_BOTS.referee.create('split', { players: 2 });
  const match: MatchState = { ...m, phase: 'game', initiative: played.initiative, game: played };

  it('is answered at every level with a legal point, and settle names every point', () => {
    expect(TRIALS_BOTS.window(match, 'A')).toBe('split');
    const legal = legalActions(TRIALS_DB, played, 'A');
    expect(legal.length).toBeGreaterThan(1);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const d = decide(level, seatViewOf(TRIALS_BOTS, match, 'A'), {
        seed: 3,
        budget: { iterations: 6 },
      });
      expect(d?.kind, level).toBe('action');
      expect(legal, level).toContainEqual((d as { action: unknown }).action);
    }
    const after = TRIALS_BOTS.search.settle(played, rngOf(1));
    expect(after.choice).toBeNull();
    expect(TRIALS_BOTS.search.rolloutAnswer('split', legal)).toEqual(legal[0]);
  });
});

/** The opponent's 20-card list a sample holds: every card of it by its place. */
function listOf(g: TrialsState, seat: TSeat): Map<number, string> {
  const out = new Map<number, string>();
  const put = (h: string, id: string | undefined) => {
    const m = /^[AB]:d(\d+)$/.exec(h);
    if (m && id !== undefined && h.startsWith(`${seat}:`)) out.set(Number(m[1]), id);
  };
  const p = g.players[seat];
  for (const x of [...p.hand, ...p.deck]) put(x.h, x.id);
  for (const side of ['A', 'B'] as const) {
    const q = g.players[side];
    for (const a of q.avatars) for (const att of a.attachments) put(att.id, att.card);
    for (const c of [...q.discard, ...q.exile]) put(c.h, c.id);
  }
  for (const it of g.stack) if (it.kind === 'card') put(it.h, it.card);
  return out;
}

describe('trials: determinization', () => {
  for (const seed of [21, 22, 23])
    it(`seed ${seed}: samples keep what the seat knows and make a legal list`, () => {
      const s = playUntil(
        TRIALS_BOTS,
        seed,
        (x: MatchState) =>
          x.phase === 'game' && (x.game?.round ?? 0) >= 4 && TRIALS_BOTS.window(x, 'A') === 'main',
      );
      const v = seatViewOf(TRIALS_BOTS, s, 'A');
      const own = view(v.match.game!, 'A');
      const allowed = new Set(
        cardsForAvatars(
          s
            .game!.players.B.avatars.map((a) => avatarById(a.card))
            .filter((a): a is AvatarDef => a !== undefined),
        ).map((c) => c.id),
      );
      const seen = listOf(own, 'B');
      const truth = listOf(s.game!, 'B');
      let exact = 0;
      for (let k = 0; k < 12; k++) {
        const d = TRIALS_BOTS.search.determinize(v.match, 'A', rngOf(k));
        expect(view(d, 'A')).toEqual(own);
        const list = listOf(d, 'B');
        expect(list.size).toBe(20);
        expect(new Set(list.values()).size).toBe(20);
        for (const id of list.values()) expect(allowed).toContain(id);
        for (const [i, id] of seen) expect(list.get(i)).toBe(id);
        const cards = new Set(list.values());
        if ([...truth.values()].every((id) => cards.has(id))) exact++;
      }
      // Easy bots play pre-constructed decks: most samples guess which cards the list holds.
      expect(exact).toBeGreaterThan(4);
    });
});

describe('trials: evaluation', () => {
  it('is the same in a seat view and the omniscient state, and ± the win value once over', () => {
    const s = playUntil(TRIALS_BOTS, 24, (x: MatchState) => (x.game?.round ?? 0) >= 5);
    const g = s.game!;
    expect(evaluate(view(g, 'A'), 'A')).toBe(evaluate(g, 'A'));
    expect(evaluate(g, 'B')).toBe(-evaluate(g, 'A'));
    const over = { ...g, phase: 'over' as const, winner: 'B' as const };
    expect(evaluate(over, 'B')).toBe(WIN_VALUE);
    expect(evaluate(over, 'A')).toBe(-WIN_VALUE);
  });
});
