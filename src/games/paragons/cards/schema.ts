/**
 * The card-definition language of Paragons: Age of Champions.
 *
 * Cards are data. A card's behaviour is a list of effects from the small vocabulary below, which the
 * rules engine interprets (src/games/paragons/effects*.ts). This file is the contract between the
 * card set (cards/*.ts), the rules engine and scenario files (whose inline `cards` use the same
 * shape). Keep it stable; extend it only by adding variants.
 *
 * Rulebook references are to ../shared/rules/paragons-age-of-champions.md ("the rulebook").
 */

/** The three Paragon classes (rulebook: "Choose Your Paragon"). */
export type ClassId = 'warrior' | 'mage' | 'ranger';

/** Class cards, Lesser (cost ≤ 4) and Greater (cost 5–7) neutral mercenaries (Glossary of Card Types). */
export type Tier = 'lesser' | 'greater' | 'class';

/** Combat types (Notes on Mercenary Types). Casters have all traits of Ranged. */
export type CombatType = 'melee' | 'ranged' | 'caster';

/** Keywords a mercenary can carry (Keyword Glossary). */
export type MercenaryKeyword =
  'first-blood' | 'reach' | 'garrison' | 'critical-strike' | 'concealed';

/** Every keyword of the Keyword Glossary, for coverage checks of the card set. */
export type GlossaryKeyword =
  | MercenaryKeyword
  | 'adjacent'
  | 'surrounding'
  | 'exhaust'
  | 'recover'
  | 'hidden'
  | 'recruit'
  | 'bounce'
  | 'banish'
  | 'fated';

/** Which side a selector or target is on, seen from the card's controller. */
export type Side = 'ally' | 'enemy' | 'any';

/**
 * What a player chooses when playing a spell, revealing a Hidden card or using an ability.
 * Targets are given in the action in this order. A target is `{player}` or `{player, space}`.
 * - `mercenary`: an occupied space on the given side's board. Enemy spells and Voluntary Abilities
 *   may not choose a Concealed enemy mercenary (Keyword Glossary: Concealed).
 * - `player`: a player.
 * - `space`: any space (empty or not) on the given side's board (Enchantments target spaces).
 * - `empty-space`: an empty space (Hidden mercenaries revealed onto the board).
 * - `chain`: the topmost opposing item on the reaction chain (counter/copy effects); no choice needed.
 * - `pool`: a card in the Mercenary Pool, named by `{ player, card }` where player is the chooser.
 */
export type TargetSpec =
  | { kind: 'mercenary'; side: Side }
  | { kind: 'player'; side: Side }
  | { kind: 'space'; side: Side }
  | { kind: 'empty-space'; side: 'ally' }
  | { kind: 'chain' }
  | { kind: 'pool'; tier?: 'lesser' | 'greater' };

/**
 * Which mercenaries or players an effect applies to.
 * - `{target: i}`: the i-th chosen target.
 * - `self`: the mercenary whose ability this is, or the host of an Imbuement / occupant of an
 *   Enchanted space.
 * - `controller` / `opponent`: the players.
 * - `{around, of, side}`: the mercenaries Adjacent (left/right) or Surrounding (left, right, in
 *   front, behind) the mercenary `of` selects, on that mercenary's board, filtered by side relative
 *   to the controller (Keyword Glossary: Adjacent, Surrounding).
 * - `{all, side, line?}`: every mercenary on that side's board, optionally only one line.
 */
export type Selector =
  | { target: number }
  | 'self'
  | 'controller'
  | 'opponent'
  | { around: 'adjacent' | 'surrounding'; of: Selector; side: Side }
  | { all: 'mercenaries'; side: Side; line?: 'front' | 'back' };

/** A number, or a count of something the controller has, times a factor, plus a constant. */
export type Amount =
  | number
  | {
      per:
        | 'hidden-card' // cards in the controller's Hidden pile
        | 'ally-mercenary' // mercenaries on the controller's board
        | 'card-in-hand' // cards in the controller's hand
        | 'reveal-this-turn' // Hidden cards the controller revealed this turn
        | 'spell-this-turn'; // spells the controller played this turn (Ranger combos)
      times: number;
      plus?: number;
    };

/** A condition for `if` effects (combos). Evaluated when the effect resolves. */
export type Condition =
  | { revealedThisTurn: number } // the controller revealed at least N Hidden cards this turn
  | { spellsThisTurn: number } // the controller played at least N spells this turn
  | { hiddenAtLeast: number } // the controller has at least N cards in its Hidden pile
  | { recruitedThisTurn: number } // the controller recruited at least N mercenaries this turn
  | { alliesAtLeast: number } // the controller has at least N mercenaries on its board
  | { lifeAtMost: number }; // the controller's life is at most N

/** How long a stat change or granted keyword lasts. */
export type Duration = 'turn' | 'permanent';

/**
 * The effect vocabulary. Effects of one card resolve in order. An effect whose selector matches
 * nothing does nothing.
 * - `damage`: to mercenaries (marks damage) or players (reduces life).
 * - `heal`: players gain life (never above 20); mercenaries lose that much damage.
 * - `buff`: add attack/health (may be negative: a debuff); `turn` lasts until the start of the next
 *   player's turn, like damage (rulebook: "remains damaged until the start of the next player's turn").
 * - `grant`: give a mercenary keyword for the duration.
 * - `draw`: the player draws N cards from its deck (a private draw; an empty deck loses the game).
 * - `destroy`, `bounce` (to its owner's hand), `banish` (to its owner's Reserve Pile).
 * - `exhaust`, `recover` (Keyword Glossary).
 * - `mana`: the controller gains mana, never above the Mana Threshold.
 * - `recruit`: the controller takes the chosen pool card into hand paying its recruit cost minus
 *   `discount` (not below 0); the pool refills (rulebook: Mercenary Pool).
 * - `counter`: rescinds the chosen chain item unless it is Fated (Notes on Order of Operations;
 *   Keyword Glossary: Fated). Mana spent on it stays spent.
 * - `copy`: copies the chosen chain item if it is a spell; the copy resolves with the same targets and
 *   is then removed from the game (Notes on Spell Types).
 * - `if`: the inner effects happen only when the condition holds.
 */
export type Effect =
  | { do: 'damage'; to: Selector; amount: Amount }
  | { do: 'heal'; to: Selector; amount: Amount }
  | { do: 'buff'; to: Selector; attack: number; health: number; until: Duration }
  | { do: 'grant'; to: Selector; keyword: MercenaryKeyword; until: Duration }
  | { do: 'draw'; who: 'controller' | 'opponent'; count: number }
  | { do: 'destroy'; to: Selector }
  | { do: 'bounce'; to: Selector }
  | { do: 'banish'; to: Selector }
  | { do: 'exhaust'; to: Selector }
  | { do: 'recover'; to: Selector }
  | { do: 'mana'; amount: number }
  | { do: 'recruit'; discount: number }
  | { do: 'counter' }
  | { do: 'copy' }
  | { do: 'if'; condition: Condition; then: Effect[] };

/**
 * A mercenary's ability.
 * - `aura`: passive; allied mercenaries Adjacent or Surrounding this one get the stats/keyword.
 * - `enter`, `destroyed`, `attack`: passive triggers when it comes into play, is Destroyed, or
 *   attacks. Their effects use selectors only (no chosen targets).
 * - `turn-start`, `turn-end`: at the start/end of its controller's turn; not Voluntary, so they
 *   open no reaction window (Notes on Card Activity Besides Voluntary Actions).
 * - `voluntary`: a Voluntary Ability: pay `mana`, exhaust it if `exhaust`; usable on your turn only,
 *   or at any time with `anytime` (rulebook: "always use the phrase 'anytime'"); not on the turn
 *   the mercenary was played unless `anytime`. It may be used again and again while its cost can be
 *   paid ("You may use a Mercenary's Voluntary Ability any time on your turn unless the card
 *   explicitly describes otherwise"); `oncePerTurn` is for a card whose text says "once per turn".
 */
export type Ability =
  | {
      type: 'aura';
      scope: 'adjacent' | 'surrounding';
      attack: number;
      health: number;
      keyword?: MercenaryKeyword;
    }
  | { type: 'enter' | 'destroyed' | 'attack' | 'turn-start' | 'turn-end'; effects: Effect[] }
  | {
      type: 'voluntary';
      mana: number;
      exhaust: boolean;
      anytime?: boolean;
      /** The card's text limits it to once per turn (per mercenary). */
      oncePerTurn?: boolean;
      targets: TargetSpec[];
      effects: Effect[];
    };

/**
 * When a Hidden card may be revealed (Keyword Glossary: Hidden: "revealed whenever the conditions
 * described on the card are met (whether or not it is your turn)").
 * - `any`: at any time its owner has priority.
 * - `enemy-attack`: an enemy attack is on the chain.
 * - `enemy-spell`: an enemy spell (played or revealed) is on the chain.
 * - `enemy-mercenary`: an enemy mercenary play is on the chain.
 * - `enemy-recruit`: an enemy recruit is on the chain.
 * - `own-turn`: during its owner's turn.
 */
export type RevealCondition =
  'any' | 'enemy-attack' | 'enemy-spell' | 'enemy-mercenary' | 'enemy-recruit' | 'own-turn';

/** Fields every card has. `copies` is how many of this card the set holds (default 1). */
export interface CardBase {
  id: string;
  name: string;
  tier: Tier;
  /** The class for class cards; absent for neutral mercenaries. */
  class?: ClassId;
  cost: number;
  /** Rules text in words, as printed. Must say what the data does. */
  text: string;
  copies?: number;
  /** Hidden: may be put face down for its cost on your turn, revealed when `reveal` holds. */
  hidden?: { reveal: RevealCondition };
}

/** A mercenary (Notes on Mercenary Types). Base Stats are `attack` and `health`. */
export interface MercenaryCard extends CardBase {
  kind: 'mercenary';
  attack: number;
  health: number;
  combat: CombatType;
  keywords: MercenaryKeyword[];
  abilities?: Ability[];
}

/**
 * A spell (Notes on Spell Types).
 * - `instant`: resolves its effects and is Destroyed (goes to the discard pile).
 * - `imbuement`: attaches to the mercenary chosen as target 0 and gives it `grants` for as long as
 *   it stays on the board; `effects` also resolve once on attaching.
 * - `enchantment`: attaches to the space chosen as target 0 (replacing any Enchantment there) and
 *   gives whichever mercenary occupies it `grants`.
 * A Fated spell resolves immediately upon playing and cannot be countered or responded to.
 */
export interface SpellCard extends CardBase {
  kind: 'spell';
  spell: 'instant' | 'imbuement' | 'enchantment';
  fated?: boolean;
  targets: TargetSpec[];
  effects: Effect[];
  grants?: { attack: number; health: number; keywords?: MercenaryKeyword[]; abilities?: Ability[] };
}

/** Any card of the game. */
export type CardDef = MercenaryCard | SpellCard;
