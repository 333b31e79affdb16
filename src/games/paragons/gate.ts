/**
 * Who must act next and which actions each kind of window accepts (rulebook: "Options During Your
 * Turn (and during your opponents')", "Notes on Order of Operations"; docs/rules/paragons.md, 5).
 * Everything here is derived from public state only.
 */
import type { EngineError, RandomRequest, Waiting } from '../../engine/index.ts';
import { findSlot, findSlotById } from '../../engine/index.ts';
import type { Slot } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { cardOf } from './carddb.ts';
import { fail } from './errors.ts';
import type { Rt } from './runtime.ts';
import { chainOf } from './runtime.ts';
import type { Action, Aim, ChainBody, GameState, PSeat } from './types.ts';
import { other, player } from './types.ts';

/** The kinds of window a seat can be asked to act in. */
export type WindowKind = 'main' | 'priority' | 'defend' | 'retarget' | 'mulligan';

/** A rules check's outcome: an error, or the change to make on a draft. */
export type Checked = EngineError | ((rt: Rt) => void);

/** True when a check failed. */
export function failed(c: Checked): c is EngineError {
  return typeof c !== 'function';
}

/** A main or priority window's answer of {@link waiting}: made once, frozen and shared. */
function act(seat: PSeat, window: 'main' | 'priority'): Waiting<RandomRequest> {
  return Object.freeze({ kind: 'act', seat, window } as const);
}

const MAIN_A = act('A', 'main');
const MAIN_B = act('B', 'main');
const PRIORITY_A = act('A', 'priority');
const PRIORITY_B = act('B', 'priority');

/**
 * Whom or what the state waits for. Main and priority windows (most steps; drivers ask on every
 * one) are answered with shared frozen objects, anything else with a new object.
 */
export function waiting(s: GameState): Waiting<RandomRequest> {
  if (s.winner !== null || s.phase === 'over') return { kind: 'over', winner: s.winner };
  const p = s.pending;
  if (p) {
    if (p.p === 'random') return { kind: 'random', request: p.request };
    return { kind: 'act', seat: p.seat, window: p.p };
  }
  if (s.chain.length > 0) return s.priority === 'A' ? PRIORITY_A : PRIORITY_B;
  return s.turn === 'A' ? MAIN_A : MAIN_B;
}

/**
 * The window of a state that waits on a seat (not over, no random event pending): `waiting(s).window`
 * without building the Waiting object (gate and legalActions run on every step).
 */
export function windowOf(s: GameState): WindowKind {
  const p = s.pending;
  if (p) return p.p as WindowKind;
  return s.chain.length > 0 ? 'priority' : 'main';
}

/** The seat a state waits on, under the same conditions as {@link windowOf}. */
export function seatOf(s: GameState): PSeat {
  const p = s.pending;
  if (p) return (p as { seat: PSeat }).seat;
  return s.chain.length > 0 ? s.priority : s.turn;
}

/**
 * Whether a window accepts an action of type `type` from the seat it waits on; `own` says whether
 * that seat is the active player (docs/rules/paragons.md, 38). Main: play, attack, cast, ability,
 * spell, recruit, hide, reveal, garrison, endTurn. Priority (a reaction window): spell, ability,
 * cast, reveal, pass, and on the seat's own turn also play, attack, recruit, hide and garrison
 * (rulebook: "You may play mercenary cards any time on your turn", "You may begin a Combat any
 * time on your turn", "Recruit … anytime during your turn", Hidden: "On your turn, you may pay this
 * card's mana cost it put it into your 'Hidden Pile'", Garrison: "Once per each of your turns").
 * Defend: defend, pass; retarget: retarget, pass; mulligan: mulligan. (A switch: gate runs on
 * every apply.)
 */
export function accepts(window: string, type: Action['type'], own: boolean): boolean {
  switch (window) {
    case 'main':
      return type !== 'pass' && ownTurnOnly(type) !== null;
    case 'priority':
      if (type === 'endTurn') return false;
      return ownTurnOnly(type) === false || (own && ownTurnOnly(type) === true);
    case 'defend':
      return type === 'defend' || type === 'pass';
    case 'retarget':
      return type === 'retarget' || type === 'pass';
    case 'mulligan':
      return type === 'mulligan';
  }
  return false;
}

/**
 * For the actions of main and priority windows: true for those only the active player takes
 * (play, attack, recruit, hide, garrison, endTurn), false for those either seat may take when it
 * holds priority (spell, ability, cast, reveal, pass; their own checks say when on the opponent's
 * turn), null for any other.
 */
function ownTurnOnly(type: Action['type']): boolean | null {
  switch (type) {
    case 'play':
    case 'attack':
    case 'recruit':
    case 'hide':
    case 'garrison':
    case 'endTurn':
      return true;
    case 'spell':
    case 'ability':
    case 'cast':
    case 'reveal':
    case 'pass':
      return false;
  }
  return null;
}

/** The turn and window check every action passes first. */
export function gate(s: GameState, a: Action): EngineError | null {
  if (s.winner !== null || s.phase === 'over') return fail('game-over', 'the game is over');
  const random = s.pending?.p === 'random';
  if (a.type === 'random')
    return random ? null : fail('wrong-random', 'no random event is pending');
  if (random) return fail('not-your-turn', 'a random event must be resolved first');
  const seat = seatOf(s);
  if (a.player !== seat) return fail('not-your-turn', `the game waits on ${seat}`);
  const window = windowOf(s);
  const own = a.player === s.turn;
  if (accepts(window, a.type, own)) return null;
  if (window === 'priority' && !own && a.type !== 'endTurn' && ownTurnOnly(a.type) === true)
    return fail('not-your-turn', `${a.type} is only possible on your own turn`);
  return fail('wrong-window', `${a.type} is not allowed in a ${window} window`);
}

/** Finds a card in a hidden zone by slot handle or by id; `unknown-card` when it is not there. */
export function locate(
  db: CardDb,
  slots: readonly Slot[],
  card: string | undefined,
  slot: string | undefined,
): number | EngineError {
  if (card !== undefined && !cardOf(db, card))
    return fail('unknown-card', `no card ${card} in the card set`);
  if (slot !== undefined) {
    const i = findSlot(slots, slot);
    if (i < 0) return notThere(card, slot);
    const id = slots[i]!.id;
    if (card !== undefined && id !== undefined && id !== card) return notThere(card, slot);
    return i;
  }
  if (card === undefined) return notThere(card, slot);
  const i = findSlotById(slots, card);
  return i < 0 ? notThere(card, slot) : i;
}

/** The `unknown-card` error of {@link locate} (built only when needed: it is on a hot path). */
function notThere(card: string | undefined, slot: string | undefined): EngineError {
  return fail('unknown-card', `${String(card ?? slot)} is not there`);
}

/** Puts an item on the chain; the other player gets priority (docs/rules/paragons.md, 5). */
export function push(
  rt: Rt,
  controller: PSeat,
  body: ChainBody,
  aims: Aim[],
  revealed = false,
): number {
  const id = rt.s.nextUid++;
  chainOf(rt).push(
    revealed ? { id, controller, body, aims, revealed } : { id, controller, body, aims },
  );
  const card = 'card' in body && typeof body.card === 'string' ? body.card : undefined;
  rt.ev.push(
    card === undefined
      ? { type: 'chain', item: id, controller, kind: body.kind }
      : { type: 'chain', item: id, controller, kind: body.kind, card },
  );
  rt.s.priority = other(controller);
  rt.s.passes = 0;
  return id;
}

/** Pays mana, or says it cannot (`insufficient-mana`). */
export function canPay(s: GameState, seat: PSeat, cost: number): EngineError | null {
  const have = player(s, seat).mana;
  return have >= cost ? null : fail('insufficient-mana', `costs ${cost}, ${seat} has ${have}`);
}
