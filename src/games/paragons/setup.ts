/**
 * A new match: decks, classes, the Mercenary Pool, opening hands and the mulligan (rulebook:
 * "Setting up the Playing Field", "Starting Play", "Then play begins!"). A game starts here from
 * finished decks; the Draft Phase and deck building before it are the match layer's
 * (src/games/paragons/match/).
 */
import type { View } from '../../engine/index.ts';
import { multisetOf, OMNISCIENT } from '../../engine/index.ts';
import type { ClassId } from './cards/schema.ts';
import type { CardDb } from './carddb.ts';
import { HAND_SIZE, run } from './machine.ts';
import { begin } from './runtime.ts';
import type { GameState, Player, PSeat } from './types.ts';
import { SEATS } from './types.ts';
import { project } from './view.ts';

/** Starting life (rulebook: "Players start with 20 Life"). */
export const START_LIFE = 20;

/** What a Game Phase starts from. */
export interface MatchConfig {
  readonly players: Readonly<
    Record<PSeat, { readonly class: ClassId; readonly deck: readonly string[] }>
  >;
  /** The Neutral Mercenary Deck (the undrafted mercenaries). */
  readonly neutralDeck: readonly string[];
  /** Who plays first when both seats have the same class (settled by Rock, Paper, Scissors). */
  readonly first?: PSeat;
}

const CLASS_RANK: Readonly<Record<ClassId, number>> = { warrior: 0, mage: 1, ranger: 2 };

/** Play order: Warrior → Mage → Ranger; `first` breaks a tie (rulebook: "Then play begins!"). */
export function playOrder(a: ClassId, b: ClassId, first: PSeat = 'A'): PSeat[] {
  if (CLASS_RANK[a] < CLASS_RANK[b]) return ['A', 'B'];
  if (CLASS_RANK[b] < CLASS_RANK[a]) return ['B', 'A'];
  return first === 'A' ? ['A', 'B'] : ['B', 'A'];
}

/** An empty player of `cls` with life 20. */
export function emptyPlayer(cls: ClassId): Player {
  return {
    class: cls,
    life: START_LIFE,
    mana: 0,
    deck: { size: 0, cards: {} },
    hand: [],
    hidden: [],
    aside: [],
    discard: [],
    reserve: [],
    board: [null, null, null, null, null, null, null, null],
    enchantments: [null, null, null, null, null, null, null, null],
    stats: { revealed: 0, spells: 0, recruited: 0 },
    slots: 1,
  };
}

/**
 * A new match in the mulligan phase, as `view` holds it. It first waits on random events: the pool
 * (5 public draws), then each seat's opening hand of 5; then each seat's mulligan in play order.
 */
export function newMatch(db: CardDb, config: MatchConfig, view: View = OMNISCIENT): GameState {
  const order = playOrder(config.players.A.class, config.players.B.class, config.first);
  const players = {} as Record<PSeat, Player>;
  for (const seat of SEATS) {
    const c = config.players[seat];
    players[seat] = {
      ...emptyPlayer(c.class),
      deck: { size: c.deck.length, cards: multisetOf(c.deck) },
    };
  }
  const s: GameState = {
    view: OMNISCIENT,
    cardSet: db.hash,
    phase: 'mulligan',
    round: 0,
    turn: order[0]!,
    order,
    players,
    pool: [],
    poolDeck: multisetOf(config.neutralDeck),
    chain: [],
    priority: order[0]!,
    passes: 0,
    pending: null,
    work: [
      { w: 'begin-play' },
      { w: 'mulligan', seat: order[1]! },
      { w: 'mulligan', seat: order[0]! },
      { w: 'draw', seat: order[1]!, count: HAND_SIZE },
      { w: 'draw', seat: order[0]!, count: HAND_SIZE },
      { w: 'refill' },
    ],
    winner: null,
    nextUid: 1,
    nextRandom: 1,
  };
  const rt = begin(db, s);
  run(rt);
  return project(rt.s, view);
}
