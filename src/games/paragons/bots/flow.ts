/**
 * Decisions around the Game Phase, for every level (src/engine/bot-hooks.ts `BotHooks.policy`):
 * class choice, rock-paper-scissors, draft picks, deck building, the best-of-3 keep/swap and the
 * opening mulligan. Easy chooses at random with simple preferences; normal and hard draft by card
 * rating and build by mana curve (src/games/paragons/bots/ratings.ts). Easy and normal choose their
 * class at random; hard chooses the class that fares best in bot play ({@link CLASS_MATCHUPS}), and
 * on a repick the best answer to the class the opponent took.
 */
import type { Rps } from '../../../../protocol/index.ts';
import type { BotDecision, BotLevel as Level, Rng } from '../../../engine/bot-hooks.ts';
import { pickOne, shuffle } from '../../../engine/bot-hooks.ts';
import { CLASSES } from '../match/pregame.ts';
import { DECK_SIZE } from '../match/decks.ts';
import type { MatchAction, MatchState } from '../match/types.ts';
import type { ClassId } from '../cards/schema.ts';
import type { Action, GameState, PSeat } from '../types.ts';
import { other } from '../types.ts';
import { GAME } from '../match/games.ts';
import { buildDeck, costOf, draftPick, mulliganChoice } from './ratings.ts';
import type { ParagonsBotTypes } from './types.ts';

/** A Paragons bot's decision. */
export type Decision = BotDecision<ParagonsBotTypes>;

const THROWS: readonly Rps[] = ['rock', 'paper', 'scissors'];

/**
 * How often a class (row) beats another (column) in bot play: 300 seeded draft matches of normal
 * against normal (seeds 5000–5299, best of 1; each match counts once from each seat). The Warrior
 * plays first and turns its recruiting into board presence the bots handle well; the Ranger's
 * Hidden combos are the hardest for them.
 */
export const CLASS_MATCHUPS: Readonly<Record<ClassId, Readonly<Record<ClassId, number>>>> = {
  warrior: { warrior: 0.5, mage: 0.862, ranger: 0.789 },
  mage: { warrior: 0.138, mage: 0.5, ranger: 0.812 },
  ranger: { warrior: 0.211, mage: 0.188, ranger: 0.5 },
};

/**
 * Hard's class: the best answer to `taken` (the opponent's class, known on a repick), or with the
 * opponent's class unknown, the class with the best average against the others.
 */
export function strongestClass(taken?: ClassId): ClassId {
  const options = CLASSES.filter((c) => c !== taken);
  const score = (c: ClassId): number => {
    if (taken) return CLASS_MATCHUPS[c][taken];
    const rivals = CLASSES.filter((x) => x !== c);
    return rivals.reduce((t, x) => t + CLASS_MATCHUPS[c][x], 0) / rivals.length;
  };
  return options.reduce((best, c) => (score(c) > score(best) ? c : best));
}

/** Wraps a match action as a decision. */
export function act(action: MatchAction): Decision {
  return { kind: 'action', action };
}

/** Easy's deck: a random 30 of the pool, with cheap cards more likely (a usable curve). */
function easyDeck(pool: readonly string[], rng: Rng): string[] {
  const keyed = pool.map((id) => ({ id, k: rng() * (1 + Math.max(0, costOf(id) - 3) * 0.5) }));
  keyed.sort((a, b) => a.k - b.k);
  return keyed
    .slice(0, DECK_SIZE)
    .map((x) => x.id)
    .sort();
}

/**
 * The decision of `seat` in the match view `s` in a window outside the Game Phase's play (`class`,
 * `rps`, `pick`, `deck`, `swap`, `mulligan`: src/games/paragons/bots/seat.ts `windowOf`), or null
 * for any other window.
 */
export function flowDecision(
  s: MatchState,
  seat: PSeat,
  w: string,
  level: Level,
  rng: Rng,
): Decision | null {
  switch (w) {
    case 'class': {
      const taken = s.phase === 'class-repick' ? s.classes[other(seat)] : undefined;
      if (level === 'hard') return { kind: 'class', choice: strongestClass(taken) };
      return {
        kind: 'class',
        choice: pickOne(
          rng,
          CLASSES.filter((c) => c !== taken),
        ),
      };
    }
    case 'rps':
      return { kind: 'rps', choice: pickOne(rng, THROWS) };
    case 'pick': {
      const layout = s.draft!.layout;
      const card =
        level === 'easy' ? pickOne(rng, layout) : draftPick(layout, s.draft!.picks[seat]);
      return act({ type: 'pick', player: seat, card });
    }
    case 'deck': {
      const pool = s.pools[seat]!;
      return { kind: 'deck', cards: level === 'easy' ? easyDeck(pool, rng) : buildDeck(pool) };
    }
    case 'swap':
      return act({ type: 'keep', player: seat });
    case 'mulligan':
      return act(mulliganAction(s.game!, seat, level, rng));
    default:
      return null;
  }
}

/** The mulligan: easy keeps or redraws at random; the others set aside what the curve cannot use. */
export function mulliganAction(g: GameState, seat: PSeat, level: Level, rng: Rng): Action {
  const hand = g.players[seat].hand;
  let slots: string[];
  if (level === 'easy')
    slots =
      rng() < 0.7
        ? []
        : shuffle(rng, hand)
            .slice(0, 2)
            .map((x) => x.h);
  else slots = mulliganChoice(hand);
  const want = new Set(slots);
  const legal = GAME.legalActions(g, seat);
  const exact = legal.find(
    (a) =>
      a.type === 'mulligan' &&
      (a.slots ?? []).length === want.size &&
      (a.slots ?? []).every((h) => want.has(h)),
  );
  return exact ?? legal.find((a) => a.type === 'mulligan' && (a.slots ?? []).length === 0)!;
}
