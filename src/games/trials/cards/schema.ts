/**
 * The card-definition language of *Paragon: Trials of the Chosen* (rulebook: "Card Types",
 * "Avatars", "Equipment", "Abilities", "Card Subtypes", "Glossary"). The rulebook prints two cards
 * and describes the rest by type; the set in this folder is ours (docs/cards.md, "Trials of the
 * Chosen"). A card is data: its type, disciplines, stats, subtypes, keywords and effects. An effect
 * is triggered (`on`), activated (`activate`) or static (`static`); what each does is interpreted
 * by the rules engine of this folder's parent and decided in docs/rules/trials.md.
 *
 * Every effect a card prints must be expressible here, and every card's `text` must say exactly
 * what its data does (test/trials/cardset.test.ts checks the vocabulary and the counts).
 */

/** The four schools (rulebook: "Schools and Disciplines"). */
export type School = 'magic' | 'martial' | 'mischief' | 'mythos';

/** The eight disciplines, two per school (rulebook: "Schools and Disciplines"). */
export type Discipline =
  | 'chronomancy'
  | 'pyromancy'
  | 'brutality'
  | 'chivalry'
  | 'marksmanship'
  | 'shadow'
  | 'divinity'
  | 'demonology';

/** The school of each discipline (rulebook: "Magic includes Chronomancy and Pyromancy, …"). */
export const SCHOOL_OF: Readonly<Record<Discipline, School>> = {
  chronomancy: 'magic',
  pyromancy: 'magic',
  brutality: 'martial',
  chivalry: 'martial',
  marksmanship: 'mischief',
  shadow: 'mischief',
  divinity: 'mythos',
  demonology: 'mythos',
};

/**
 * Printed keywords a card has while in play (rulebook: "Glossary"). `piercing`, `draining`,
 * `corrosive` and `split` apply to the card's attacks only ("Unless otherwise specified, …
 * only applies while attacking with a card"); `parry` to attacks declared against it; `guardian`
 * protects the Avatar it is attached to (or, on an Avatar, itself); `stealthy` on an Avatar covers
 * its attachments; `ignite` marks a card the Ignite action exiles from its owner's discard pile.
 */
export type Keyword =
  'guardian' | 'stealthy' | 'parry' | 'piercing' | 'draining' | 'corrosive' | 'split' | 'ignite';

/**
 * Card subtypes (rulebook: "Card Subtypes", "Instant"). Equipment has exactly one of `weapon`,
 * `armor`, `accessory`, and a weapon exactly one of `one-handed`, `two-handed` (armor and
 * accessories may also be `one-handed`: a shield). Abilities may be `instant` and/or `ongoing`.
 * Slot limits per Avatar: two `one-handed` or one `two-handed`, one `armor`, one `accessory`,
 * any number of `ongoing`.
 */
export type Subtype =
  'weapon' | 'armor' | 'accessory' | 'one-handed' | 'two-handed' | 'instant' | 'ongoing';

/**
 * Who or what an effect acts on.
 *
 * Chosen targets (the player picks when the card is played, the effect activated or the trigger
 * put on the stack; rulebook: "Targeting": "choose a target before activation"; an invalid target
 * at resolution cancels that part):
 * - `enemy-avatar`, `own-avatar`, `any-avatar`: an Avatar in play that has HP (not Fallen);
 * - `enemy-card`, `own-card`, `any-card`: any card in play with HP (an Avatar or an attached card);
 * - `enemy-attachment`, `own-attachment`, `any-attachment`: a card attached to an Avatar (with or
 *   without HP: `destroy`, `exhaust` and `ready` may target cards with no HP);
 * - `enemy-equipment`, `own-equipment`: an attached Equipment card.
 * - `own-fallen`: one of your Fallen Avatars (for `revive`).
 *
 * Fixed referents (no choice):
 * - `self`: this card; `bearer`: the Avatar this card is attached to (an Avatar's own effects:
 *   itself); `other-avatar`: your other Avatar (the bearer's partner);
 * - `all-enemy-cards`, `all-enemy-avatars`, `all-own-avatars`, `all-cards`: every such card in
 *   play that has HP (no target is chosen; "Deal X damage to all cards");
 * - `attacker`, `defender`: in an `attacks`/`attacked` trigger, the cards of that attack.
 */
export type Target =
  | 'enemy-avatar'
  | 'own-avatar'
  | 'any-avatar'
  | 'enemy-card'
  | 'own-card'
  | 'any-card'
  | 'enemy-attachment'
  | 'own-attachment'
  | 'any-attachment'
  | 'enemy-equipment'
  | 'own-equipment'
  | 'own-fallen'
  | 'self'
  | 'bearer'
  | 'other-avatar'
  | 'all-enemy-cards'
  | 'all-enemy-avatars'
  | 'all-own-avatars'
  | 'all-cards'
  | 'attacker'
  | 'defender';

/** Targets the player chooses (the others are fixed by the situation). */
export const CHOSEN_TARGETS: readonly Target[] = [
  'enemy-avatar',
  'own-avatar',
  'any-avatar',
  'enemy-card',
  'own-card',
  'any-card',
  'enemy-attachment',
  'own-attachment',
  'any-attachment',
  'enemy-equipment',
  'own-equipment',
  'own-fallen',
];

/** Whose deck or hand a player-level effect acts on. */
export type Who = 'you' | 'opponent';

/**
 * One step of an effect, carried out in order (rulebook: "Effects"; "Continue trying to resolve
 * the rest of the effect as much as possible").
 */
export type Effect =
  /**
   * Deal `n` damage (rulebook: "Deal X damage"; stopped by a shield). `split`: the controller
   * divides the `n` points among chosen targets of `to` (rulebook: "Split").
   */
  | { readonly do: 'damage'; readonly n: number; readonly to: Target; readonly split?: boolean }
  /** Restore up to `n` HP, never above the card's maximum (rulebook: "Restore X HP"). */
  | { readonly do: 'restore'; readonly n: number; readonly to: Target }
  /** Lose `n` HP: not damage, so no shield stops it (rulebook: "Lose (HP)"). */
  | { readonly do: 'lose-hp'; readonly n: number; readonly to: Target }
  /** Put a Shield Counter on the card (at most one; rulebook: "Shielded / Shield Counters"). */
  | { readonly do: 'shield'; readonly to: Target }
  /** Destroy an attached card: to its owner's discard pile (rulebook: "Destroy"). */
  | { readonly do: 'destroy'; readonly to: Target }
  /** Exile an attached card: out of the game (rulebook: "Exile"). */
  | { readonly do: 'exile'; readonly to: Target }
  /** Exhaust or ready a card (rulebook: "Exhaust", "Ready"). */
  | { readonly do: 'exhaust' | 'ready'; readonly to: Target }
  /** The card gets +`attack` Attack until the end of the round (negative: less, floor 0). */
  | { readonly do: 'boost'; readonly attack: number; readonly to: Target }
  /**
   * Put `n` counters on the card (rulebook: "Counter"): `attack` counters give +1 Attack each,
   * `hp` counters +1 maximum HP each (and restore 1), for as long as the card stays in play.
   */
  | {
      readonly do: 'counters';
      readonly counter: 'attack' | 'hp';
      readonly n: number;
      readonly to: Target;
    }
  /** You draw `n` cards from the top of your deck (nothing happens on an empty deck). */
  | { readonly do: 'draw'; readonly n: number }
  /** Scout: add the top or the bottom card of your deck to your hand, your choice (rulebook). */
  | { readonly do: 'scout' }
  /** Confuse: that player moves the top card of their deck to the bottom (rulebook). */
  | { readonly do: 'confuse'; readonly who: Who }
  /** You gain `n` energy this round. */
  | { readonly do: 'energy'; readonly n: number }
  /** `who` discards `n` cards of their own choice from hand (rulebook: "Discard"). */
  | { readonly do: 'discard'; readonly who: Who; readonly n: number }
  /** Return the most recent card matching `kind` from your discard pile to your hand. */
  | { readonly do: 'recover'; readonly kind: 'equipment' | 'ability' | 'any' }
  /**
   * Attach this card from your discard pile to one of your Avatars, ignoring cost and
   * discipline (rulebook's Unyielding Katana: "attach this card from your discard pile"); it comes
   * into play exhausted.
   */
  | { readonly do: 'reattach-self' }
  /** Your Fallen Avatar turns front side up, ready, with `hp` HP (docs/rules/trials.md). */
  | { readonly do: 'revive'; readonly hp: number; readonly to: Target }
  /** You take initiative (rulebook: "Initiative … can be used by certain card effects"). */
  | { readonly do: 'take-initiative' }
  /** The rest of this effect happens only if `if` holds now. */
  | { readonly do: 'only-if'; readonly if: Condition };

/** A fact an effect or a static modifier can test. */
export type Condition =
  /** You hold initiative. */
  | 'you-have-initiative'
  /** One of your Avatars is Fallen. */
  | 'ally-fallen'
  /** The bearer has lost HP (its HP is below its maximum). */
  | 'bearer-damaged'
  /** The bearer has a Shield Counter. */
  | 'bearer-shielded'
  /** The opponent has more cards in hand than you. */
  | 'opponent-more-cards';

/**
 * When a triggered effect happens (rulebook: "Start Phase" 1, "End Phase" 2, "end of turn"
 * effects, and the event texts of the printed cards):
 * - `play`: when this card comes into play (an Ability's effect; "Unless otherwise stated, carry
 *   out a card's effects as soon as it comes into play");
 * - `round-start`, `round-end`, `turn-end` (the end of its controller's turn): while in play;
 * - `attacks`: this card (or, on an attachment, its bearer) declares an attack;
 * - `attacked`: this Avatar (on an attachment: its bearer, not the attachment itself) is declared
 *   the target of an attack ("Whenever its Avatar is attacked");
 * - `deals-attack-damage`: this card dealt damage by attacking (after the damage);
 * - `destroyed`: this attached card was destroyed (it is in the discard pile now);
 * - `ally-falls`: your other Avatar falls (on an Avatar or an attachment of the survivor);
 * - `avatar-falls-discard`: any Avatar falls while this card is in your discard pile (the
 *   Unyielding Katana pattern).
 */
export type Trigger =
  | 'play'
  | 'round-start'
  | 'round-end'
  | 'turn-end'
  | 'attacks'
  | 'attacked'
  | 'deals-attack-damage'
  | 'destroyed'
  | 'ally-falls'
  | 'avatar-falls-discard';

/** What an activated effect costs (rulebook: "Activated Effects"; never refunded). */
export interface Cost {
  /** Energy to pay. */
  readonly energy?: number;
  /** Exhaust this card (the rulebook's "E:"; it must be ready). */
  readonly exhaust?: boolean;
  /** Discard this many cards of your choice from your hand. */
  readonly discard?: number;
  /** Destroy this card (sacrifice it). */
  readonly destroySelf?: boolean;
}

/**
 * Lasting effects while the card is in play (front side for an Avatar's front, Fallen side for
 * its Fallen side).
 */
export type Static =
  /** `to` has +`attack` Attack and +`hp` maximum HP (negative: less; Attack floor 0). */
  | {
      readonly mod: 'stats';
      readonly attack?: number;
      readonly hp?: number;
      readonly to: 'bearer' | 'other-avatar' | 'all-own-avatars' | 'all-enemy-avatars';
    }
  /** `to` has the keyword. */
  | { readonly mod: 'keyword'; readonly keyword: Keyword; readonly to: 'bearer' | 'other-avatar' }
  /** Damage dealt to `to` is reduced by `n` (never below 0). */
  | { readonly mod: 'ward'; readonly n: number; readonly to: 'self' | 'bearer' }
  /** Cards you play onto this Avatar (the bearer) cost `n` less energy (never below 0). */
  | { readonly mod: 'discount'; readonly n: number; readonly subtype?: Subtype }
  /**
   * The first card of `subtype` you attach to this Avatar each round comes into play ready
   * (rulebook: Sir Aren, Oathkeeper).
   */
  | { readonly mod: 'first-ready'; readonly subtype: Subtype };

/** One printed effect of a card. */
export type CardEffect =
  | {
      readonly on: Trigger;
      readonly effects: readonly Effect[];
      /** "you may": the controller chooses whether to use it when it triggers. */
      readonly optional?: boolean;
      /** The trigger happens only if this holds. */
      readonly if?: Condition;
    }
  | {
      readonly activate: Cost;
      readonly effects: readonly Effect[];
      /** An Instant effect: usable as a response, not only as an action (rulebook: "Instant"). */
      readonly instant?: boolean;
      /** At most once per round. */
      readonly oncePerRound?: boolean;
    }
  | { readonly static: Static };

/** What Avatars, Equipment and Abilities share. */
interface CardBase {
  /** Stable id, kebab case, unique in the set (`tr-` followed by the name). */
  readonly id: string;
  readonly name: string;
  /** One or two disciplines (rulebook: "Cards belong to one or two disciplines"). */
  readonly disciplines: readonly Discipline[];
  /** The rules text, saying exactly what the data does. */
  readonly text: string;
  /** A line of flavour, optional. */
  readonly flavor?: string;
}

/** One side of an Avatar (rulebook: "Avatars", "Fallen"). */
export interface AvatarSide {
  readonly attack: number;
  /** Maximum HP; absent on a side with no HP (a Fallen side usually: not a valid target). */
  readonly hp?: number;
  readonly keywords: readonly Keyword[];
  readonly effects: readonly CardEffect[];
  /** This side's rules text. */
  readonly text: string;
}

/** An Avatar: two-sided (rulebook: "Avatars"; "Fallen"). */
export interface AvatarDef extends CardBase {
  readonly kind: 'avatar';
  readonly front: AvatarSide & { readonly hp: number };
  readonly fallen: AvatarSide;
}

/** An Equipment card (rulebook: "Equipment", "Power", "Card Subtypes"). */
export interface EquipmentDef extends CardBase {
  readonly kind: 'equipment';
  readonly cost: number;
  /** Attack: it may declare attacks and deals reciprocal damage. Never with `power`. */
  readonly attack?: number;
  /** Power: adds to its bearer's Attack; never attacks (rulebook: "Power"). */
  readonly power?: number;
  readonly hp: number;
  readonly subtypes: readonly Subtype[];
  readonly keywords: readonly Keyword[];
  readonly effects: readonly CardEffect[];
}

/**
 * An Ability card (rulebook: "Abilities", "Ongoing", "Instant"). A non-Ongoing Ability resolves
 * its `play` effects and goes to the discard pile; it has an implied HP of 0 (rulebook: "Haste has
 * an implied HP of 0"). An Ongoing one stays attached and may have HP, Attack or Power.
 */
export interface AbilityDef extends CardBase {
  readonly kind: 'ability';
  readonly cost: number;
  readonly attack?: number;
  readonly power?: number;
  readonly hp?: number;
  readonly subtypes: readonly Subtype[];
  readonly keywords: readonly Keyword[];
  readonly effects: readonly CardEffect[];
}

/** Any card of the set. */
export type CardDef = AvatarDef | EquipmentDef | AbilityDef;

/** A card that goes in the 20-card deck. */
export type DeckCardDef = EquipmentDef | AbilityDef;

/**
 * A pre-constructed deck (docs/cards.md, "Trials of the Chosen"), so a first game needs no deck
 * building: two
 * Avatars and 20 card ids, top of the deck first (the first 5 are the opening hand).
 */
export interface PreconDeck {
  readonly id: string;
  readonly name: string;
  readonly avatars: readonly [string, string];
  readonly order: readonly string[];
  /** How the deck plays and why its order is what it is, for a first-time player. */
  readonly note: string;
}
