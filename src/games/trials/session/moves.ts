/**
 * Decoding a Trials move received from another seat (docs/protocol.md: a move is untrusted JSON).
 * It must be an object with a known `type`, the sender as `player`, and only the fields of that
 * type, each of the right JSON type and a bounded size. The rules (../match/match.ts and the
 * engine) check everything else and answer with a typed error. A deck move travels without its
 * list (the list is opened only at the final reveal): a `list` field is refused.
 */
import type { GameError } from '../../../../protocol/session/index.ts';
import type { MatchAction } from '../match/types.ts';

const err = (code: string, message: string): GameError => ({ code, message });

/** The largest list a move may carry (targets, discarded cards, Avatars). */
const MAX_LIST = 32;

type Check = (v: unknown) => boolean;

const isStr: Check = (v) => typeof v === 'string' && v.length > 0 && v.length <= 128;
const isHex64: Check = (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isNat: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v < 1000;
const isBool: Check = (v) => typeof v === 'boolean';
const listOf =
  (item: Check): Check =>
  (v) =>
    Array.isArray(v) && v.length <= MAX_LIST && v.every(item);
const isShown: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  const r = v as Record<string, unknown>;
  return keys.length === 2 && isStr(r.h) && isStr(r.id);
};
const isEnd: Check = (v) => v === 'top' || v === 'bottom';

/** Each move type: its required and optional fields with their checks. */
const MOVES: Readonly<
  Record<string, { readonly need: Record<string, Check>; readonly may?: Record<string, Check> }>
> = {
  'order-deck': { need: { deck: isHex64, avatars: isHex64 } },
  'avatars-open': { need: { avatars: listOf(isStr), salt: isHex64 } },
  'initiative-commit': { need: { commitment: isHex64 } },
  'initiative-open': { need: { choice: isStr, salt: isHex64 } },
  'rps-commit': { need: { commitment: isHex64 } },
  'rps-open': { need: { choice: isStr, salt: isHex64 } },
  play: {
    need: { h: isStr, id: isStr, avatar: isStr },
    may: { targets: listOf(isStr), detach: isStr },
  },
  activate: {
    need: { source: isStr, index: isNat },
    may: { targets: listOf(isStr), discard: listOf(isShown) },
  },
  attack: { need: { attacker: isStr, targets: listOf(isStr) } },
  channel: { need: { avatar: isStr } },
  ignite: { need: { target: isStr } },
  pass: { need: {} },
  decline: { need: {} },
  trigger: { need: { use: isBool }, may: { targets: listOf(isStr), detach: isStr } },
  scout: { need: { from: isEnd } },
  discard: { need: { cards: listOf(isShown) } },
  split: { need: { target: isStr } },
};

/**
 * The move `json` of `seat` as a match action, or a labelled error (`malformed-move` for a bad
 * shape, `not-your-turn` when it names another player). `concede` is not a move.
 */
export function decodeMove(json: unknown, seat: string): MatchAction | GameError {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return err('malformed-move', 'a move is an object');
  const rec = json as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(MOVES, type))
    return err('malformed-move', `unknown move type ${JSON.stringify(type ?? null)}`);
  if (rec.player !== seat)
    return err('not-your-turn', `${seat} cannot move for ${String(rec.player)}`);
  const spec = MOVES[type]!;
  for (const key of Object.keys(rec)) {
    if (key === 'type' || key === 'player') continue;
    const check = spec.need[key] ?? spec.may?.[key];
    if (check === undefined) return err('malformed-move', `${type} has no field "${key}"`);
    if (!check(rec[key])) return err('malformed-move', `${type}.${key} has the wrong shape`);
  }
  for (const key of Object.keys(spec.need))
    if (!Object.hasOwn(rec, key)) return err('malformed-move', `${type} needs "${key}"`);
  return rec as unknown as MatchAction;
}
