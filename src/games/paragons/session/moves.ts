/**
 * Decoding a Paragons move received from the other seat (docs/match-file.md, "Paragons moves").
 * The move is untrusted JSON: it must be an object with a known `type`, the sender as `player`, and
 * none of the fields that would carry the sender's hidden information (a deck list, the card of a
 * face-down play, the cards of a mulligan), which an honest client never sends. Field values are
 * checked for their JSON type here; the rules engine checks everything else and answers with a
 * typed error.
 */
import type { GameError } from '../../../../protocol/session/index.ts';
import type { MatchAction } from '../match/types.ts';

const err = (code: string, message: string): GameError => ({ code, message });

/** Allowed fields per move type, with their JSON types (`s` string, `n` number, `a` array, `o` object, `x` string or null). */
const SHAPES: Readonly<Record<string, Readonly<Record<string, 's' | 'n' | 'a' | 'x'>>>> = {
  'class-commit': { commitment: 's' },
  'class-open': { choice: 's', salt: 's' },
  'rps-commit': { commitment: 's' },
  'rps-open': { choice: 's', salt: 's' },
  'class-pick': { choice: 's' },
  pick: { card: 's' },
  deck: { commitment: 's' },
  keep: {},
  play: { card: 's', slot: 's', to: 's', bump: 's' },
  attack: { attacker: 's', target: 'a' },
  defend: { defender: 'x' },
  cast: { caster: 's', target: 'a' },
  ability: { source: 's', index: 'n', targets: 'a' },
  spell: { card: 's', slot: 's', targets: 'a' },
  recruit: { card: 's' },
  hide: { slot: 's', cost: 'n' },
  reveal: { card: 's', slot: 's', targets: 'a' },
  garrison: { space: 's' },
  mulligan: { slots: 'a' },
  retarget: { targets: 'a', bump: 's' },
  pass: {},
  endTurn: {},
};

function typeOk(v: unknown, t: 's' | 'n' | 'a' | 'x', key: string): boolean {
  if (t === 's') return typeof v === 'string';
  if (t === 'n') return typeof v === 'number';
  if (t === 'x') return typeof v === 'string' || v === null;
  // `target` is one object; the others are arrays.
  if (key === 'target') return typeof v === 'object' && v !== null && !Array.isArray(v);
  return Array.isArray(v);
}

/**
 * The move `json` of `seat` as a match action, or a labelled error (`malformed-move` for a bad
 * shape, `not-your-turn` when it names another player).
 */
export function decodeMove(json: unknown, seat: string): MatchAction | GameError {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err('malformed-move', 'a move is an object');
  }
  const rec = json as Record<string, unknown>;
  const type = rec.type;
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) {
    return err('malformed-move', `unknown move type ${JSON.stringify(type)}`);
  }
  if (rec.player !== seat)
    return err('not-your-turn', `${seat} cannot move for ${String(rec.player)}`);
  const shape = SHAPES[type]!;
  for (const [key, value] of Object.entries(rec)) {
    if (key === 'type' || key === 'player') continue;
    const t = shape[key];
    if (t === undefined) return err('malformed-move', `${type} has no field "${key}"`);
    if (!typeOk(value, t, key)) return err('malformed-move', `${type}.${key} has the wrong type`);
  }
  if (type === 'hide' && (rec.slot === undefined || rec.cost === undefined)) {
    return err('malformed-move', 'hide names its slot and cost');
  }
  if ((type === 'play' || type === 'spell' || type === 'reveal') && rec.slot === undefined) {
    return err('malformed-move', `${type} names the slot it shows`);
  }
  return rec as unknown as MatchAction;
}
