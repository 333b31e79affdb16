/**
 * Builds the state a scenario file's `setup` describes (docs/rules/paragons.md, "Scenario files"):
 * the moment the active player's turn has begun, (with `phase: "mulligan"`) the opening hands, or
 * (with `phase: "new"`) a game as setup.ts deals it, before the Mercenary Pool and the opening hands
 * are drawn. Inline `cards` are merged over the real card set.
 */
import { multisetOf, OMNISCIENT } from '../../engine/index.ts';
import type { CardDef, ClassId, Tier } from './cards/schema.ts';
import { CARD_SET } from './cards/index.ts';
import type { CardDb } from './carddb.ts';
import { makeCardDb } from './carddb.ts';
import { spaceIndex } from './board.ts';
import { HAND_SIZE, run } from './machine.ts';
import { begin, newMerc } from './runtime.ts';
import { emptyPlayer, newMatch, playOrder } from './setup.ts';
import type { GameState, Merc, Player, PSeat, Work } from './types.ts';
import { SEATS } from './types.ts';

/** A board entry of a scenario setup. */
export interface SetupMerc {
  card: string;
  exhausted?: boolean;
  damage?: number;
  summoned?: boolean;
  garrison?: number;
  attacked?: boolean;
  cast?: boolean;
  imbuements?: string[];
}

/** One seat of a scenario setup; omitted fields take defaults (life 20, mana 0, empty zones). */
export interface SetupPlayer {
  class?: ClassId;
  life?: number;
  mana?: number;
  board?: Record<string, SetupMerc>;
  hand?: string[];
  deck?: string[];
  discard?: string[];
  hidden?: string[];
  reserve?: string[];
  enchantments?: Record<string, string>;
}

/**
 * A scenario's `setup`. `phase`: `play` (default), `mulligan` (the hands given are the opening
 * hands), or `new` (only classes, decks, `poolDeck` and `first`: the game as `newMatch` starts it).
 */
export interface Setup {
  phase?: 'play' | 'mulligan' | 'new';
  round?: number;
  turn?: PSeat;
  first?: PSeat;
  players?: Partial<Record<PSeat, SetupPlayer>>;
  pool?: string[];
  poolDeck?: string[];
  /**
   * The `deck` lists and `poolDeck` are ordered, top card first: each draw takes the top card (the
   * runner's draw order, which the engine sees only as the random event's outcome; decks stay
   * multisets in the engine). Enables the expect paths `<seat>.deck.order|top` and
   * `poolDeck.order|top`.
   */
  ordered?: boolean;
}

/** Inline card data as scenario files write it (partial: ids, names and defaults are filled in). */
export type InlineCard = Record<string, unknown>;

/** The card set of a scenario: inline cards (with defaults) merged over the real set. */
export function scenarioDb(cards: Record<string, InlineCard> | undefined): CardDb {
  if (!cards || Object.keys(cards).length === 0) return makeCardDb(CARD_SET);
  const merged = new Map<string, CardDef>(CARD_SET.map((c) => [c.id, c]));
  for (const [id, raw] of Object.entries(cards)) merged.set(id, inlineCard(id, raw));
  return makeCardDb([...merged.values()]);
}

function inlineCard(id: string, raw: InlineCard): CardDef {
  const cost = typeof raw.cost === 'number' ? raw.cost : 0;
  const kind = raw.kind === 'spell' ? 'spell' : 'mercenary';
  const tier: Tier = kind === 'spell' ? 'class' : cost <= 4 ? 'lesser' : 'greater';
  const base = { id, name: id, text: '', tier, cost, ...raw };
  if (kind === 'spell')
    return { spell: 'instant', targets: [], effects: [], ...base, kind } as CardDef;
  return { attack: 0, health: 1, combat: 'melee', keywords: [], ...base, kind } as CardDef;
}

function mercFrom(s: GameState, seat: PSeat, e: SetupMerc): Merc {
  const m = newMerc(s, e.card, seat);
  m.summoned = e.summoned ?? false;
  m.exhausted = e.exhausted ?? false;
  m.damage = e.damage ?? 0;
  m.garrison = e.garrison ?? 0;
  m.attacked = e.attacked ?? false;
  m.cast = e.cast ?? false;
  m.imbuements = (e.imbuements ?? []).map((card) => ({ card, owner: seat }));
  return m;
}

function playerFrom(s: GameState, seat: PSeat, sp: SetupPlayer, cls: ClassId): Player {
  const p = emptyPlayer(cls);
  p.life = sp.life ?? p.life;
  p.mana = sp.mana ?? 0;
  const deck = sp.deck ?? [];
  p.deck = { size: deck.length, cards: multisetOf(deck) };
  p.hand = (sp.hand ?? []).map((id) => ({ h: `${seat}${p.slots++}`, id }));
  p.hidden = (sp.hidden ?? []).map((id) => ({ h: `${seat}${p.slots++}`, id }));
  p.discard = [...(sp.discard ?? [])];
  p.reserve = [...(sp.reserve ?? [])];
  s.players[seat] = p;
  for (const [name, e] of Object.entries(sp.board ?? {})) {
    const i = spaceIndex(name);
    if (i < 0) throw new Error(`setup: no space ${name}`);
    p.board[i] = mercFrom(s, seat, e);
  }
  for (const [name, card] of Object.entries(sp.enchantments ?? {})) {
    const i = spaceIndex(name);
    if (i < 0) throw new Error(`setup: no space ${name}`);
    p.enchantments[i] = { card, owner: seat };
  }
  return p;
}

/** Setup fields that `phase: "new"` leaves to the game (it deals them itself). */
const DEALT_BY_THE_GAME = [
  'hand',
  'board',
  'hidden',
  'discard',
  'reserve',
  'enchantments',
] as const;

/**
 * `phase: "new"`: the game exactly as a match starts it (setup.ts `newMatch`), from the seats'
 * classes and decks and the Neutral Mercenary Deck (`poolDeck`); it first waits on the pool's
 * public draw (rulebook: "put its top 5 cards face up"), then the opening hands. A setup that also
 * gives what the game deals (round, turn, life, mana, zones, pool) is malformed.
 */
function newGameFromSetup(db: CardDb, setup: Setup): GameState {
  const sp = setup.players ?? {};
  const given: string[] = [];
  if (setup.round !== undefined || setup.turn !== undefined) given.push('round/turn');
  if ((setup.pool ?? []).length > 0) given.push('pool');
  for (const seat of SEATS) {
    const p = sp[seat] ?? {};
    if (p.life !== undefined || p.mana !== undefined) given.push(`${seat}.life/mana`);
    for (const zone of DEALT_BY_THE_GAME)
      if (Object.keys(p[zone] ?? {}).length > 0) given.push(`${seat}.${zone}`);
  }
  if (given.length) throw new Error(`setup: phase new deals ${given.join(', ')} itself`);
  const seatOf = (seat: PSeat, cls: ClassId) => ({
    class: sp[seat]?.class ?? cls,
    deck: sp[seat]?.deck ?? [],
  });
  const players = { A: seatOf('A', 'warrior'), B: seatOf('B', 'mage') };
  return newMatch(db, { players, neutralDeck: setup.poolDeck ?? [], first: setup.first });
}

/** The omniscient state a scenario setup describes; throws on a malformed setup. */
export function stateFromSetup(db: CardDb, setup: Setup): GameState {
  if (setup.phase === 'new') return newGameFromSetup(db, setup);
  const sp = setup.players ?? {};
  const classA = sp.A?.class ?? 'warrior';
  const classB = sp.B?.class ?? 'mage';
  const order = playOrder(classA, classB, setup.first ?? setup.turn ?? 'A');
  const turn = setup.turn ?? order[0]!;
  const s: GameState = {
    view: OMNISCIENT,
    cardSet: db.hash,
    phase: 'play',
    round: setup.round ?? 1,
    turn,
    order,
    players: { A: emptyPlayer(classA), B: emptyPlayer(classB) },
    pool: [...(setup.pool ?? [])],
    poolDeck: multisetOf(setup.poolDeck ?? []),
    chain: [],
    priority: turn,
    passes: 0,
    pending: null,
    work: [],
    winner: null,
    nextUid: 1,
    nextRandom: 1,
  };
  for (const seat of SEATS) playerFrom(s, seat, sp[seat] ?? {}, seat === 'A' ? classA : classB);
  if (setup.phase !== undefined && setup.phase !== 'play' && setup.phase !== 'mulligan')
    throw new Error(`setup.phase ${String(setup.phase)} is not supported (play, mulligan, new)`);
  if (setup.phase !== 'mulligan') return s;
  s.phase = 'mulligan';
  s.round = 0;
  const work: Work[] = [
    { w: 'begin-play' },
    { w: 'mulligan', seat: order[1]! },
    { w: 'mulligan', seat: order[0]! },
  ];
  for (const seat of [order[1]!, order[0]!]) {
    const need = HAND_SIZE - s.players[seat].hand.length;
    if (need > 0) work.push({ w: 'draw', seat, count: need });
  }
  s.work = work;
  const rt = begin(db, s);
  run(rt);
  return rt.s;
}
