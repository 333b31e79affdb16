/**
 * Builds the state a scenario file's `setup` describes (docs/scenarios.md, "Authority"): the
 * moment the active player's command phase begins (default), the start of its turn before its
 * start-of-turn abilities and the market removal (`start: true`), or (with `phase: "new"`) a game
 * as setup.ts deals it, before the marketplace and the opening hands are drawn. Inline `cards` are
 * merged over the real card set.
 */
import type { Seat } from '../../engine/index.ts';
import { multisetAddAll, multisetOf, OMNISCIENT } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { makeCardDb } from './carddb.ts';
import { CARD_SET, isFactionId, KINGSGUARD } from './cards/index.ts';
import type { CardDef, FactionId } from './cards/schema.ts';
import { run } from './machine.ts';
import { begin, freshTurn } from './runtime.ts';
import { newGame, playOrder, startingRows } from './setup.ts';
import type { Defender, GameState, Player } from './types.ts';
import { ROW_SIZES, TWO_SEATS } from './types.ts';

/** One seat of a scenario setup; omitted fields take defaults. */
export interface SetupPlayer {
  faction?: string;
  hp?: number;
  hand?: string[];
  /** The draw pile, in the order the runner draws it. */
  deck?: string[];
  discard?: string[];
  /**
   * Defence rows by number: card ids (or null) place by place. A row not given is empty, except
   * row 0, which holds the Kingsguard unless given (`"0": []`: it has fallen).
   */
  rows?: Record<string, (string | null)[]>;
  general?: string[];
  retired?: string[];
}

/** A scenario's `setup`. */
export interface Setup {
  /** `command` (default) or `new` (a game as `newGame` deals it). */
  phase?: 'command' | 'new';
  /** The active seat (default A); for `new`, `first` names the first player. */
  turn?: Seat;
  first?: Seat;
  /** The turn number (default 1). */
  turnNumber?: number;
  /** Authority already gathered this command phase (default 0). */
  authority?: number;
  /**
   * `true`: the turn has not started yet; its start-of-turn abilities happen first, then the
   * market removal window if `previousRecruited` is 0.
   */
  start?: boolean;
  /** Units the previous player recruited (default 1; only with `start`). */
  previousRecruited?: number;
  players?: Partial<Record<Seat, SetupPlayer>>;
  market?: string[];
  /** The market deck, in the order the runner draws it. */
  marketDeck?: string[];
  generals?: string[];
  removed?: string[];
}

/** Inline card data as scenario files write it (partial: defaults are filled in). */
export type InlineCard = Record<string, unknown>;

/** The card set of a scenario: inline cards (with defaults) merged over the real set. */
export function scenarioDb(cards: Record<string, InlineCard> | undefined): CardDb {
  if (!cards || Object.keys(cards).length === 0) return makeCardDb(CARD_SET);
  const merged = new Map<string, CardDef>(CARD_SET.map((c) => [c.id, c]));
  for (const [id, raw] of Object.entries(cards))
    merged.set(id, {
      id,
      name: id,
      faction: 'royal',
      kind: 'unit',
      copies: 1,
      power: 0,
      cost: 0,
      abilities: [],
      text: '',
      ...raw,
    } as CardDef);
  return makeCardDb([...merged.values()]);
}

function faction(seat: Seat, sp: SetupPlayer | undefined): FactionId {
  const f = sp?.faction ?? (seat === 'A' ? 'bloodrunners' : 'iron-wall');
  if (!isFactionId(f)) throw new Error(`setup: no faction ${f}`);
  return f;
}

function checkCard(db: CardDb, id: string): string {
  if (!db.cards.has(id)) throw new Error(`setup: no card ${id}`);
  return id;
}

function rowsFrom(
  db: CardDb,
  s: GameState,
  rows: SetupPlayer['rows'],
  kgUid: number,
): Player['rows'] {
  if (!rows) return startingRows(kgUid);
  return ROW_SIZES.map((n, row) => {
    const given = rows[String(row)] ?? (row === 0 ? [KINGSGUARD] : []);
    if (given.length > n) throw new Error(`setup: row ${row} holds at most ${n}`);
    return Array.from({ length: n }, (_, pos): Defender | null => {
      const id = given[pos];
      return id ? { uid: s.nextUid++, card: checkCard(db, id), damage: 0 } : null;
    });
  });
}

function playerFrom(db: CardDb, s: GameState, seat: Seat, sp: SetupPlayer, kgUid: number): Player {
  const hand = (sp.hand ?? []).map((id) => checkCard(db, id));
  const deck = (sp.deck ?? []).map((id) => checkCard(db, id));
  let slots = 1;
  const cards = multisetOf(deck);
  return {
    faction: faction(seat, sp),
    hp: sp.hp ?? 40,
    deck: { size: deck.length, cards },
    unseen: multisetAddAll(cards, hand),
    hand: hand.map((id) => ({ h: `${seat}${slots++}`, id })),
    discard: (sp.discard ?? []).map((id) => checkCard(db, id)),
    rows: rowsFrom(db, s, sp.rows, kgUid),
    general: (sp.general ?? []).map((id) => ({ uid: s.nextUid++, card: checkCard(db, id) })),
    retired: (sp.retired ?? []).map((id) => checkCard(db, id)),
    slots,
  };
}

/** `phase: "new"`: the game exactly as a match starts it, from factions and the first player. */
function newFromSetup(db: CardDb, setup: Setup): GameState {
  const sp = setup.players ?? {};
  const given: string[] = [];
  for (const key of ['market', 'generals', 'removed', 'authority', 'turn', 'start'] as const)
    if (setup[key] !== undefined) given.push(key);
  for (const seat of TWO_SEATS)
    for (const key of ['hp', 'hand', 'discard', 'rows', 'general', 'retired'] as const)
      if (sp[seat]?.[key] !== undefined) given.push(`${seat}.${key}`);
  if (given.length) throw new Error(`setup: phase new deals ${given.join(', ')} itself`);
  return newGame(db, {
    seats: TWO_SEATS,
    factions: { A: faction('A', sp.A), B: faction('B', sp.B) },
    first: setup.first ?? 'A',
  });
}

/** The omniscient state a scenario setup describes; throws on a malformed setup. */
export function stateFromSetup(db: CardDb, setup: Setup): GameState {
  if (setup.phase === 'new') return newFromSetup(db, setup);
  if (setup.phase !== undefined && setup.phase !== 'command')
    throw new Error(`setup.phase ${String(setup.phase)} is not supported (command, new)`);
  const turn = setup.turn ?? 'A';
  const seats = playOrder(TWO_SEATS, setup.first ?? turn);
  const number = setup.turnNumber ?? 1;
  const s: GameState = {
    view: OMNISCIENT,
    cardSet: db.hash,
    seats,
    players: {},
    market: (setup.market ?? []).map((id) => checkCard(db, id)),
    marketDeck: multisetOf((setup.marketDeck ?? []).map((id) => checkCard(db, id))),
    generals: (setup.generals ?? []).map((id) => checkCard(db, id)),
    removed: [...(setup.removed ?? [])],
    turn: freshTurn(turn, number),
    pending: null,
    work: [],
    over: false,
    winner: null,
    nextUid: 3,
    nextRandom: 1,
  };
  TWO_SEATS.forEach((seat, i) => {
    s.players[seat] = playerFrom(db, s, seat, setup.players?.[seat] ?? {}, i + 1);
  });
  s.turn.authority = setup.authority ?? 0;
  if (!setup.start) return s;
  const prev = seats.find((x) => x !== turn)!;
  s.turn = freshTurn(prev, number - 1);
  s.turn.recruited = setup.previousRecruited ?? 1;
  s.work = [{ w: 'start-turn', seat: turn }];
  const rt = begin(db, s);
  run(rt);
  return rt.s;
}
