/**
 * Authority as an engine Game: `apply`, `legalActions`, `waiting`, `publicState` (engine:
 * types.ts). Pure: `apply` checks the action against its input, then changes a draft (runtime.ts)
 * and runs the turn machine until the state needs input again.
 *
 * Check order (docs/rules/authority.md, "Errors"): the action's shape (`bad-action`), the gate
 * (`game-over`, `wrong-random` / `not-your-turn`, `wrong-window`), then the action's own checks.
 */
import type { ApplyResult, Game, RandomRequest } from '../../engine/index.ts';
import { stateCheck } from './board.ts';
import type { CardDb } from './carddb.ts';
import { CARD_DB } from './carddb.ts';
import { checkAction, failed } from './commands.ts';
import { gate, waiting } from './gate.ts';
import { legalActions } from './legal.ts';
import { resolveRandom, run } from './machine.ts';
import { begin } from './runtime.ts';
import { shapeError } from './shape.ts';
import type { Action, GameEvent, GameState } from './types.ts';
import { publicState } from './view.ts';

/** Applies one action (pure): the next state and its events, or a typed error. */
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
  stateCheck(rt);
  run(rt);
  return { state: rt.s, events: rt.ev };
}

/** Authority as an engine Game bound to a card set. */
export type AuthorityGame = Game<GameState, Action, GameEvent, RandomRequest> & {
  readonly db: CardDb;
};

/** Builds the Game for a card set (the real one by default). */
export function authority(db: CardDb = CARD_DB): AuthorityGame {
  return {
    db,
    apply: (s, a) => applyAction(db, s, a),
    legalActions: (s, seat) => legalActions(db, s, seat),
    waiting,
    publicState,
  };
}
