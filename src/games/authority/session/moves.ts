/**
 * Decoding an Authority move received from another seat. The move is untrusted JSON: it must be
 * an object with a known `type`, the sender as `player`, and only the fields of that type, each of
 * the right JSON type (game actions: ../shape.ts; match actions: the table below). The rules
 * engine checks everything else and answers with a typed error.
 */
import type { GameError } from '../../../../protocol/session/index.ts';
import { shapeError } from '../shape.ts';
import type { MatchAction } from '../match/types.ts';

const err = (code: string, message: string): GameError => ({ code, message });

/** The fields of each match-flow move (all strings). */
const MATCH_MOVES: Readonly<Record<string, readonly string[]>> = {
  'faction-commit': ['commitment'],
  'faction-open': ['choice', 'salt'],
  'rps-commit': ['commitment'],
  'rps-open': ['choice', 'salt'],
  'faction-pick': ['choice'],
};

/** The fields each game move may carry besides `type` and `player`. */
const GAME_MOVES: Readonly<Record<string, readonly string[]>> = {
  attack: ['slot', 'card'],
  defend: ['slot', 'card'],
  recruit: ['slot', 'card'],
  post: ['slot', 'card'],
  ability: ['slot', 'card'],
  unmask: ['slot', 'card', 'target'],
  buy: ['card'],
  end: ['hand'],
  strike: ['foe', 'row', 'at', 'monarch'],
  choose: ['target'],
  decline: [],
  cull: ['card'],
  keep: [],
};

/**
 * The move `json` of `seat` as a match action, or a labelled error (`malformed-move` for a bad
 * shape, `not-your-turn` when it names another player). `random` and `concede` are not moves.
 */
export function decodeMove(json: unknown, seat: string): MatchAction | GameError {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return err('malformed-move', 'a move is an object');
  const rec = json as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string') return err('malformed-move', 'a move has a type');
  const fields = MATCH_MOVES[type] ?? GAME_MOVES[type];
  if (!Object.hasOwn(MATCH_MOVES, type) && !Object.hasOwn(GAME_MOVES, type))
    return err('malformed-move', `unknown move type ${JSON.stringify(type)}`);
  if (rec.player !== seat)
    return err('not-your-turn', `${seat} cannot move for ${String(rec.player)}`);
  for (const key of Object.keys(rec))
    if (key !== 'type' && key !== 'player' && !fields!.includes(key))
      return err('malformed-move', `${type} has no field "${key}"`);
  if (Object.hasOwn(MATCH_MOVES, type)) {
    for (const key of fields!)
      if (typeof rec[key] !== 'string')
        return err('malformed-move', `${type}.${key} must be a string`);
    return rec as unknown as MatchAction;
  }
  const bad = shapeError(rec);
  if (bad) return err('malformed-move', bad.message);
  return rec as unknown as MatchAction;
}
