/**
 * A new game (rulebook: "Game setup"): the market deck of the chosen factions and the
 * marketplace of 6, the generals beside them, each player's starting deck and Kingsguard, the
 * opening hands (the first player 3, the others 4) and 40 HP. A game starts here from settled
 * factions and first player; choosing them is the match layer's (match/).
 */
import type { Seat, View } from '../../engine/index.ts';
import { multisetOf, OMNISCIENT } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import type { FactionId } from './cards/schema.ts';
import { generalsOf, KINGSGUARD, marketCardsOf, STARTING_DECK } from './cards/index.ts';
import { HAND_SIZE, run } from './machine.ts';
import { begin, freshTurn } from './runtime.ts';
import type { GameState, Player, Work } from './types.ts';
import { ROW_SIZES } from './types.ts';
import { project } from './view.ts';

/** A Monarch's starting HP (rulebook: "Each Monarch starts with 40 HP"). */
export const START_HP = 40;

/** The first player's opening hand (rulebook: "The first player draws 3 cards"). */
export const FIRST_HAND = 3;

/** What a game starts from. */
export interface GameConfig {
  /** The seats in header order. */
  readonly seats: readonly Seat[];
  /** Each seat's faction. */
  readonly factions: Readonly<Record<Seat, FactionId>>;
  /** The first player. */
  readonly first: Seat;
}

/** Empty defence rows with the Kingsguard on row 0 (uid 1 + `index`). */
export function startingRows(kingsguardUid: number): Player['rows'] {
  return ROW_SIZES.map((n, row) =>
    Array.from({ length: n }, () =>
      row === 0 ? { uid: kingsguardUid, card: KINGSGUARD, damage: 0 } : null,
    ),
  );
}

/** A player of `faction` before any draw: starting deck, Kingsguard on row 0, 40 HP. */
export function startingPlayer(faction: FactionId, kingsguardUid: number): Player {
  const deck = multisetOf(STARTING_DECK);
  return {
    faction,
    hp: START_HP,
    deck: { size: STARTING_DECK.length, cards: deck },
    unseen: deck,
    hand: [],
    discard: [],
    rows: startingRows(kingsguardUid),
    general: [],
    retired: [],
    slots: 1,
  };
}

/** The seats in play order: `first`, then the others in header order after it. */
export function playOrder(seats: readonly Seat[], first: Seat): Seat[] {
  const i = Math.max(0, seats.indexOf(first));
  return [...seats.slice(i), ...seats.slice(0, i)];
}

/**
 * A new game as `view` holds it. It first waits on random events: the marketplace (6 public
 * draws), then the opening hands in play order; then the first player's command window.
 */
export function newGame(db: CardDb, config: GameConfig, view: View = OMNISCIENT): GameState {
  const seats = playOrder(config.seats, config.first);
  const players: Record<Seat, Player> = {};
  const market: string[] = [];
  const generals: string[] = [];
  seats.forEach((seat, i) => {
    const faction = config.factions[seat]!;
    players[seat] = startingPlayer(faction, i + 1);
    market.push(...marketCardsOf(faction));
    generals.push(...generalsOf(faction));
  });
  const work: Work[] = [{ w: 'refill' }];
  seats.forEach((seat, i) => work.push({ w: 'draw', seat, n: i === 0 ? FIRST_HAND : HAND_SIZE }));
  work.push({ w: 'start-turn', seat: seats[0]! });
  const s: GameState = {
    view: OMNISCIENT,
    cardSet: db.hash,
    seats,
    players,
    market: [],
    marketDeck: multisetOf(market),
    generals: generals.sort(),
    removed: [],
    turn: freshTurn(seats[0]!, 0),
    pending: null,
    work,
    over: false,
    winner: null,
    nextUid: seats.length + 1,
    nextRandom: 1,
  };
  const rt = begin(db, s);
  run(rt);
  return project(rt.s, view);
}
