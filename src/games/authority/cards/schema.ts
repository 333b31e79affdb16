/**
 * The card-definition language of Authority (rulebook: "Unit breakdown", "Rule clarification").
 * The rulebook names every unit and its count but gives no power, cost or text; the set in this
 * folder is ours (docs/cards.md, "Authority"). A card is data: its faction, kind, power, cost and
 * abilities. An ability is a trigger (when it happens, from the rulebook's "Unit rules") and an
 * effect (what it does, interpreted by ../effects.ts and ../power.ts).
 */

/** The four factions a player may choose (rulebook: "Game content"). */
export type FactionId = 'bloodrunners' | 'iron-wall' | 'golden-ox' | 'hooded-brothers';

/** A card's faction: one of the four, or the Royal Soldiers every player starts with. */
export type CardFaction = FactionId | 'royal';

/**
 * What a card is (rulebook: "Rule clarification"):
 * - `unit`: has power; attacks, defends or recruits;
 * - `spy`: has power but "can only recruit or be placed in the general zone", and "can be
 *   discarded to remove another spy in an opponent's general zone";
 * - `leader`: "no power"; goes to the general zone as soon as it is bought and stays there;
 * - `superpower`: "No Authority, so can't attack defend or recruit": only its Discard ability.
 */
export type CardKind = 'unit' | 'spy' | 'leader' | 'superpower';

/**
 * When an ability works (rulebook: "Unit rules"):
 * - `attack`: "activated when the unit is declared for attacking, before actually dealing damage";
 * - `recruit`: "activated when the unit is declared for recruiting";
 * - `discard`: "activated when the unit is actively discarded from your hand during your turn" (the
 *   unit's command, instead of its power);
 * - `defending`: a lasting effect "when the unit is present on any defense row";
 * - `defending-turn-start`: at the start of its owner's turn while on a defence row (the rulebook's
 *   Golden Sentinel: "will generate authority at the start of your turn when defending");
 * - `general`: a lasting effect while the card is in its owner's general zone (leaders, spies);
 * - `general-turn-start`: at the start of its owner's turn while in the general zone;
 * - `striking`: a lasting effect on this unit's own attack (its damage, what blocks it);
 * - `defeats`: each time this attacking unit defeats a defender;
 * - `general-defeats`: each time one of its owner's attacking units defeats a defender, while the
 *   card is in the general zone.
 */
export type Trigger =
  | 'attack'
  | 'recruit'
  | 'discard'
  | 'defending'
  | 'defending-turn-start'
  | 'general'
  | 'general-turn-start'
  | 'striking'
  | 'defeats'
  | 'general-defeats';

/**
 * One-shot effects (triggers `attack`, `recruit`, `discard`, `*-turn-start`, `*defeats`). `perRow`
 * multiplies by "X", the defence row the card stands in (rulebook: 'Gain "X" / "2X"'); row 0
 * counts 0.
 */
export type Action =
  /** Gain `n` authority (× X with `perRow`). */
  | { readonly e: 'authority'; readonly n: number; readonly perRow?: boolean }
  /** Deal `n` damage (× X with `perRow`) to the enemy Monarch, past every defender. */
  | { readonly e: 'monarch-damage'; readonly n: number; readonly perRow?: boolean }
  /** Your attacking units get +`n` power for the rest of the turn (`others`: not this one). */
  | { readonly e: 'attack-bonus'; readonly n: number; readonly others?: boolean }
  /** Enemy defenders get -`n` power for the rest of the turn. */
  | { readonly e: 'weaken'; readonly n: number }
  /** Ignore one enemy defender of your choice this turn (rulebook: "Ignore"). */
  | { readonly e: 'ignore' }
  /** Ignore every enemy defender this turn. */
  | { readonly e: 'ignore-all' }
  /** Ignore the enemy defender with the highest power this turn (no choice). */
  | { readonly e: 'ignore-strongest' }
  /** Disable one enemy defender of your choice this turn (rulebook: "Disable"). */
  | { readonly e: 'disable' }
  /** Annihilate one enemy defender of your choice (rulebook: "Annihilate"). */
  | { readonly e: 'annihilate' }
  /**
   * Retire up to `n` of your own cards from your hand or discard pile (rulebook: "Retire"), gaining
   * `authorityEach` authority for each.
   */
  | { readonly e: 'retire'; readonly n: number; readonly authorityEach?: number }
  /** Draw `n` more units in this turn's "Draw new hand" step. */
  | { readonly e: 'draw-extra'; readonly n: number }
  /** The units you recruit this turn cost `n` less each (never below 1). */
  | { readonly e: 'discount'; readonly n: number };

/** Lasting effects (triggers `defending`, `general`, `striking`), read by ../power.ts. */
export type Modifier =
  /** This unit has +`n` power (× X with `perRow`): `defending` or `striking`. */
  | { readonly e: 'power'; readonly n: number; readonly perRow?: boolean }
  /** `striking`: +`n` power when it deals its damage to the Monarch. */
  | { readonly e: 'power-vs-monarch'; readonly n: number }
  /** `striking`: +`n` power for each unit that attacked before it this turn. */
  | { readonly e: 'power-per-attacker'; readonly n: number }
  /** `striking`: not blocked: it may deal its damage to any row or to the Monarch. */
  | { readonly e: 'unblocked' }
  /** `striking`: the defenders it defeats are annihilated instead of retreating. */
  | { readonly e: 'annihilate-defeated' }
  /** Your attacking units get `n` power (negative: less). */
  | { readonly e: 'allies-attack'; readonly n: number }
  /** Enemy attacking units get `n` power (negative: less, never below 0). */
  | { readonly e: 'enemies-attack'; readonly n: number }
  /**
   * Your defenders get +`n` power: `all` of them, the `others`, the others in this card's `row`, or
   * those in `row1`.
   */
  | {
      readonly e: 'allies-defence';
      readonly n: number;
      readonly scope: 'all' | 'others' | 'row' | 'row1';
    }
  /** Each enemy attacking unit deals `n` less damage to your Monarch (never below 0). */
  | { readonly e: 'monarch-guard'; readonly n: number }
  /** Your defenders cannot be ignored or disabled. */
  | { readonly e: 'steadfast' }
  /** The units you recruit cost `n` less (never below 1). */
  | { readonly e: 'recruit-discount'; readonly n: number };

/** The triggers of one-shot effects. */
export type ActionTrigger = Exclude<Trigger, 'defending' | 'general' | 'striking'>;

/** The triggers of lasting effects. */
export type ModifierTrigger = Extract<Trigger, 'defending' | 'general' | 'striking'>;

/** An ability: when it works and what it does. */
export type Ability =
  | { readonly on: ActionTrigger; readonly do: Action }
  | { readonly on: ModifierTrigger; readonly mod: Modifier };

/** One card definition (one entry per distinct card; `copies` physical cards). */
export interface CardDef {
  /** Stable id: `rs-` Royal Soldiers, `br-` Bloodrunners, `iw-` Iron Wall, `ox-` Golden Ox, `hb-` Hooded Brothers. */
  readonly id: string;
  /** The rulebook's name. */
  readonly name: string;
  readonly faction: CardFaction;
  readonly kind: CardKind;
  /** Physical copies (rulebook: "Game content"). */
  readonly copies: number;
  /** Power (rulebook: "Power"): 0 for leaders and superpowers. */
  readonly power: number;
  /** Cost in authority (rulebook: "Cost"). */
  readonly cost: number;
  readonly abilities: readonly Ability[];
  /** The rules text, saying exactly what `abilities` do. */
  readonly text: string;
}
