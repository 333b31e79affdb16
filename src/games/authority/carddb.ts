/**
 * A card set as the rules read it: each card's definition with its abilities sorted by trigger,
 * computed once per set. The real set is {@link CARD_DB}; scenarios merge inline test cards over
 * it (scenario-setup.ts).
 */
import type { Action, ActionTrigger, CardDef, Modifier, ModifierTrigger } from './cards/schema.ts';
import { CARD_SET, CARD_SET_HASH, cardSetHash } from './cards/index.ts';

/** A card with its abilities grouped by trigger. */
export interface CardInfo {
  readonly def: CardDef;
  readonly actions: Readonly<Partial<Record<ActionTrigger, readonly Action[]>>>;
  readonly mods: Readonly<Partial<Record<ModifierTrigger, readonly Modifier[]>>>;
}

/** A card set: its cards by id and its hash. */
export interface CardDb {
  readonly hash: string;
  readonly cards: ReadonlyMap<string, CardInfo>;
  /**
   * Whether some card has printed power 0 or less, or a lasting effect that lowers a defender's
   * power; without one, an undamaged defender can only retreat under a turn's weakening
   * (board.ts: stateCheck skips its scan).
   */
  readonly canLowerDefence: boolean;
}

const NONE: readonly never[] = Object.freeze([]);

function infoOf(def: CardDef): CardInfo {
  const actions: Partial<Record<ActionTrigger, Action[]>> = {};
  const mods: Partial<Record<ModifierTrigger, Modifier[]>> = {};
  for (const ab of def.abilities) {
    if ('do' in ab) (actions[ab.on] ??= []).push(ab.do);
    else (mods[ab.on] ??= []).push(ab.mod);
  }
  return { def, actions, mods };
}

/** The card set of `cards` (its hash computed unless given). */
export function makeCardDb(cards: readonly CardDef[], hash?: string): CardDb {
  const lowers = (c: CardDef): boolean =>
    c.abilities.some(
      (ab) =>
        'mod' in ab &&
        ((ab.mod.e === 'allies-defence' && ab.mod.n < 0) || (ab.mod.e === 'power' && ab.mod.n < 0)),
    );
  return {
    hash: hash ?? cardSetHash(cards),
    cards: new Map(cards.map((c) => [c.id, infoOf(c)])),
    canLowerDefence: cards.some((c) => (c.kind === 'unit' && c.power <= 0) || lowers(c)),
  };
}

/** The real card set. */
export const CARD_DB: CardDb = makeCardDb(CARD_SET, CARD_SET_HASH);

/** The card with this id, or undefined. */
export function cardInfo(db: CardDb, id: string): CardInfo | undefined {
  return db.cards.get(id);
}

/** The definition of a card known to be in the set. */
export function defOf(db: CardDb, id: string): CardDef {
  const c = db.cards.get(id);
  if (!c) throw new Error(`no card ${id} in the card set`);
  return c.def;
}

/** The one-shot effects of `id` for `trigger` (none when the card is unknown). */
export function actionsOf(db: CardDb, id: string, trigger: ActionTrigger): readonly Action[] {
  return db.cards.get(id)?.actions[trigger] ?? NONE;
}

/** The lasting effects of `id` for `trigger` (none when the card is unknown). */
export function modsOf(db: CardDb, id: string, trigger: ModifierTrigger): readonly Modifier[] {
  return db.cards.get(id)?.mods[trigger] ?? NONE;
}
