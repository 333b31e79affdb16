/**
 * Paragons' Game Phase as an engine Game: `apply`, `legalActions`, `waiting`, `publicState`
 * (engine: types.ts). Pure: `apply` validates on the input, then changes a private draft.
 */
import type { ApplyResult, Game, RandomRequest } from '../../engine/index.ts';
import type { CardDb } from './carddb.ts';
import { checkAttack, checkDefend, checkMulligan, checkPass, checkRetarget } from './attack.ts';
import { resolveRandom } from './draws.ts';
import { shapeError } from './shape.ts';
import { fail } from './errors.ts';
import type { Checked } from './gate.ts';
import { failed, gate, waiting } from './gate.ts';
import { legalActions } from './legal.ts';
import { run } from './machine.ts';
import { checkEndTurn, checkGarrison, checkHide, checkPlay, checkRecruit } from './play.ts';
import { begin } from './runtime.ts';
import { checkAbility, checkCast, checkReveal, checkSpell } from './spells.ts';
import type { Action, GameEvent, GameState } from './types.ts';
import { isSeat } from './types.ts';
import { publicState } from './view.ts';

/** The rules check for an action that passed the gate. */
export function checkAction(
  db: CardDb,
  s: GameState,
  a: Exclude<Action, { type: 'random' }>,
): Checked {
  switch (a.type) {
    case 'play':
      return checkPlay(db, s, a);
    case 'attack':
      return checkAttack(db, s, a);
    case 'defend':
      return checkDefend(db, s, a);
    case 'cast':
      return checkCast(db, s, a);
    case 'ability':
      return checkAbility(db, s, a);
    case 'spell':
      return checkSpell(db, s, a);
    case 'recruit':
      return checkRecruit(db, s, a);
    case 'hide':
      return checkHide(db, s, a);
    case 'reveal':
      return checkReveal(db, s, a);
    case 'garrison':
      return checkGarrison(db, s, a);
    case 'mulligan':
      return checkMulligan(db, s, a);
    case 'retarget':
      return checkRetarget(db, s, a);
    case 'pass':
      return checkPass(db, s, a);
    case 'endTurn':
      return checkEndTurn(db, s, a);
    default:
      return fail('bad-action', `unknown action type ${String((a as { type?: unknown }).type)}`);
  }
}

/**
 * Applies one action (pure): the next state and its events, or a typed error. Every change ends
 * in the resolution machine (machine.ts: run), whose state-based check leaves no mercenary at 0
 * health or below on the board.
 */
export function applyAction(
  db: CardDb,
  s: GameState,
  a: Action,
): ApplyResult<GameState, GameEvent> {
  const bad = shapeError(a);
  if (bad) return { error: bad };
  const g = gate(s, a);
  if (g) return { error: g };
  if (a.type === 'random') {
    const rt = begin(db, s);
    const e = resolveRandom(rt, a);
    if (e) return { error: e };
    run(rt);
    return { state: rt.s, events: rt.ev };
  }
  const c = checkAction(db, s, a);
  if (failed(c)) return { error: c };
  const rt = begin(db, s);
  c(rt);
  if (rt.dirty) run(rt);
  return { state: rt.s, events: rt.ev };
}

/** Paragons as an engine Game bound to a card set. */
export type ParagonsGame = Game<GameState, Action, GameEvent, RandomRequest> & {
  readonly db: CardDb;
};

/** Builds the Game for a card set. */
export function paragons(db: CardDb): ParagonsGame {
  return {
    db,
    apply: (s, a) => applyAction(db, s, a),
    legalActions: (s, seat) => (isSeat(seat) ? legalActions(db, s, seat) : []),
    waiting,
    publicState,
  };
}
