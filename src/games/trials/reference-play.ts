/**
 * The glossary of Paragon: Trials of the Chosen, second part: playing and attaching cards, slots,
 * activated and triggered effects, responding (Instants, the stack, priority), attacking and
 * damage, and every keyword of the rulebook's glossary (reference-glossary.ts has the cards, zones
 * and rounds). Sources as there: the rulebook (../shared/rules/paragon-trials-of-the-chosen.md,
 * "Rulebook: <section>") and docs/rules/trials.md ("D7"). Keyword entries use the ids the card data
 * uses (`guardian`, `lose-hp`, `one-handed`, …). Written in our own words. Pure data.
 */
import type { GlossaryEntry } from '../../engine/reference.ts';

const DR = 'docs/rules/trials.md';
const GL = 'Rulebook: Glossary';

/** Playing, attaching and the slots of an Avatar. */
const PLAYING: readonly GlossaryEntry[] = [
  {
    id: 'play-a-card',
    term: 'Play a card',
    forms: ['play', 'plays', 'played', 'playing'],
    definition:
      'An action: pay a card’s energy cost from your hand, name one of your Avatars that shares a discipline with it (and is not Fallen) and any targets. After responses it attaches to that Avatar, or, for an Ability that is not Ongoing, does its effects and goes to your discard pile.',
    example:
      'You pay 1 energy and play Unyielding Katana on your Shadow Avatar; your opponent declines to respond; the Katana attaches, exhausted.',
    source: `Rulebook: Play a Card; ${DR} D25`,
    see: ['attach', 'energy-cost', 'discipline'],
  },
  {
    id: 'attach',
    term: 'Attach',
    forms: ['attached', 'attaches', 'attaching', 'attachment', 'attachments'],
    definition:
      'Put a card on one of your own Avatars. Playing a card attaches it; some effects attach cards too, with no cost and no discipline needed. Attached cards add their stats and effects, within the Avatar’s slot limits.',
    example:
      'When an Avatar falls, Unyielding Katana’s effect may attach it from your discard pile to one of your Avatars for free.',
    source: `Rulebook: Play a Card; ${DR} D25, D27`,
    see: ['detach', 'slot', 'play-a-card'],
  },
  {
    id: 'detach',
    term: 'Detach',
    forms: ['detached', 'detaches', 'detaching'],
    definition:
      'Take a card off its Avatar; it goes to its owner’s discard pile (and counts as destroyed). It happens at 0 HP, when an Avatar falls, and when a new card needs the room. When a third One-Handed card arrives, you choose which of the two goes.',
    example:
      'Your Avatar holds two One-Handed Weapons and you attach a third: you choose one of the two to send to your discard pile.',
    source: `Rulebook: One-Handed; Hit Points; ${DR} D28`,
    see: ['slot', 'destroy', 'discard-pile'],
  },
  {
    id: 'slot',
    term: 'Slot',
    forms: ['slots', 'slot limit', 'slot limits'],
    definition:
      'How many cards of a subtype an Avatar may carry: two One-Handed or one Two-Handed (not both), one Armor, one Accessory, and any number of Ongoing Abilities. A card that would go over a limit makes room by detaching the old card.',
    example:
      'Your Avatar has a One-Handed Weapon and an Armor; you attach a Two-Handed Weapon: the One-Handed Weapon is detached, the Armor stays.',
    source: `Rulebook: Card Subtypes; ${DR} D27`,
    see: ['one-handed', 'two-handed', 'armor', 'accessory', 'ongoing'],
  },
  {
    id: 'one-handed',
    term: 'One-Handed',
    definition:
      'A subtype: an Avatar may carry two One-Handed cards. Attaching a third makes you detach one of the two first; attaching one also detaches a Two-Handed card.',
    example: 'Unyielding Katana is One-Handed: your Avatar can hold it and one more.',
    source: `Rulebook: One-Handed; ${DR} D27, D28`,
    see: ['two-handed', 'slot'],
  },
  {
    id: 'two-handed',
    term: 'Two-Handed',
    definition:
      'A subtype: an Avatar may carry one Two-Handed card, and nothing One-Handed beside it. Attaching one detaches the Avatar’s One-Handed and Two-Handed cards.',
    example:
      'Your Avatar holds two One-Handed Weapons; you attach a Two-Handed Weapon: both go to your discard pile.',
    source: `Rulebook: Two-Handed; ${DR} D27`,
    see: ['one-handed', 'slot'],
  },
  {
    id: 'weapon',
    term: 'Weapon',
    forms: ['Weapons'],
    definition:
      'A subtype of Equipment made for offence. Weapon has no limit of its own; most Weapons are also One-Handed or Two-Handed, and some effects name Weapons.',
    example: 'Unyielding Katana is a One-Handed Weapon.',
    source: `Rulebook: Weapon; ${DR} D27`,
    see: ['one-handed', 'two-handed'],
  },
  {
    id: 'armor',
    term: 'Armor',
    forms: ['Armour'],
    definition:
      'A subtype of Equipment, often defensive. An Avatar may carry one Armor; attaching another detaches the old one.',
    example: 'Sir Aren’s first Armor each round comes into play ready instead of exhausted.',
    source: `Rulebook: Armor; ${DR} D27`,
    see: ['slot'],
  },
  {
    id: 'accessory',
    term: 'Accessory',
    forms: ['Accessories'],
    definition:
      'A subtype of Equipment for versatile effects. An Avatar may carry one Accessory; attaching another detaches the old one.',
    example: 'Your Avatar wears an Accessory; you attach a second: the first is detached.',
    source: `Rulebook: Accessory; ${DR} D27`,
    see: ['slot'],
  },
  {
    id: 'ongoing',
    term: 'Ongoing',
    definition:
      'A subtype of Ability: an Ongoing Ability stays attached after it is played and its effects work for as long as it does. An Avatar may carry any number of them.',
    example:
      'An Ongoing Ability saying “this Avatar has +1 Attack” keeps giving it while attached; a plain Ability would be gone at once.',
    source: `Rulebook: Ongoing; ${DR} D27`,
    see: ['ability', 'slot'],
  },
  {
    id: 'activated-effect',
    term: 'Activated effect',
    forms: [
      'activated effects',
      'activate',
      'activates',
      'activated',
      'activating',
      'Trigger an Activated Effect',
    ],
    definition:
      'An effect printed as “cost: effect” that you choose to use: pay the cost (energy, exhausting the card, …) and the effect goes on the stack. It takes your action, unless it is an Instant effect, which you may use as a response.',
    example:
      'Sir Aren’s “E: Shield target Avatar”: exhaust him (he must be ready) to shield an Avatar.',
    source: `Rulebook: Activated Effects; Trigger an Activated Effect; ${DR} D30`,
    see: ['cost', 'exhaust', 'instant'],
  },
  {
    id: 'trigger',
    term: 'Triggered effect',
    forms: ['trigger', 'triggers', 'triggered', 'triggered effects', 'whenever'],
    definition:
      'An effect that happens by itself at a moment its text names: at the start or end of the round, at the end of a turn, “whenever” something happens. It goes on the stack and can be answered. When several trigger together, the initiative holder orders them.',
    example:
      'An Avatar falls: Unyielding Katana’s “Whenever an Avatar falls” triggers from your discard pile, and you may attach it.',
    source: `Rulebook: Start Phase; End Phase; Pass; ${DR} D21, D22`,
    see: ['stack', 'initiative'],
  },
  {
    id: 'channel',
    term: 'Channel',
    forms: ['channels', 'channelled', 'channeling', 'channelling', 'Channel energy'],
    definition:
      'An action: exhaust one of your ready Avatars (not a Fallen one) to add 1 energy to your pool, with no upper limit. Each channel takes a turn.',
    example: 'Round 2, 2 energy: you channel with one Avatar, and next turn play a 3-cost card.',
    source: `Rulebook: Channel Energy; ${DR} D9, D29`,
    see: ['energy', 'exhaust'],
  },
  {
    id: 'pass',
    term: 'Pass',
    forms: ['passes', 'passed', 'passing', 'pass in sequence'],
    definition:
      'An action that does nothing, and that nobody can respond to. When both players pass one after the other, the round ends, and whoever passed first of the two takes initiative.',
    example:
      'You pass to wait; your opponent attacks; you pass again; your opponent passes: the round ends and you take initiative.',
    source: `Rulebook: Pass; End Phase; ${DR} D12, D18`,
    see: ['action', 'initiative', 'end-phase'],
  },
];

/** Responding: Instants, the stack and priority. */
const RESPONDING: readonly GlossaryEntry[] = [
  {
    id: 'instant',
    term: 'Instant',
    forms: ['Instants', 'Instant card', 'Instant cards', 'Instant effect', 'Instant effects'],
    definition:
      'A card or activated effect you may use as a response, in either player’s turn, without spending your action. In your own turn you may also use one before your action.',
    example:
      'Your opponent plays Flare at your Avatar; you respond with Bolster to stop the damage.',
    source: `Rulebook: Instant; Responding; ${DR} D19, D24`,
    see: ['response', 'stack', 'priority'],
  },
  {
    id: 'response',
    term: 'Respond',
    forms: ['responds', 'responded', 'responding', 'response', 'responses'],
    definition:
      'Answer something just added to the stack with an Instant card or Instant effect of yours. Every action but Pass can be answered, and so can every response and triggered effect.',
    example:
      'Your opponent attacks your Katana; you respond by making your Avatar stealthy, which makes the Katana stealthy too.',
    source: `Rulebook: Responding; Instant; ${DR} D18, D19`,
    see: ['instant', 'priority', 'stack'],
  },
  {
    id: 'priority',
    term: 'Priority',
    forms: ['decline', 'declines', 'declined'],
    definition:
      'Whose chance it is to respond. After something goes on the stack, the other player has priority first; each may respond or decline, and priority alternates. When both decline one after the other, the stack resolves.',
    example: 'You play a card: your opponent declines, then you decline too: your card resolves.',
    source: `Rulebook: Priority; ${DR} D19`,
    see: ['stack', 'response'],
  },
  {
    id: 'stack',
    term: 'Stack',
    forms: ['stacks', 'resolve', 'resolves', 'resolved', 'resolving'],
    definition:
      'The pile of actions and effects waiting to happen. The last one added resolves first; once both players decline, the whole stack resolves top to bottom with no chance to respond in between. A pending attack stops it, so that the players can respond again before damage.',
    example:
      'Flare is played, Bolster answers it: Bolster resolves first and protects the target, then Flare resolves and deals no damage.',
    source: `Rulebook: The Stack; Priority; ${DR} D20, D32`,
    see: ['priority', 'response'],
  },
  {
    id: 'target',
    term: 'Target',
    forms: ['targets', 'targeted', 'targeting', 'valid target', 'invalid target'],
    definition:
      'A card in play that an effect or attack is aimed at, chosen when it is declared. Effects that deal damage or restore HP always need one. If a target is no longer valid when the effect resolves, that part is cancelled and the rest still happens.',
    example:
      'You aim “Deal 2 damage” at an Equipment; your opponent makes it stealthy in response: the damage is cancelled.',
    source: `Rulebook: Targeting; ${DR} D40, D41`,
    see: ['stealthy', 'guardian', 'implied-stats'],
  },
];

/** Attacking and damage. */
const ATTACKING: readonly GlossaryEntry[] = [
  {
    id: 'declare-an-attack',
    term: 'Declare an attack',
    forms: [
      'attacks',
      'attacking',
      'attacked',
      'attacker',
      'attackers',
      'defender',
      'defenders',
      'defending card',
    ],
    definition:
      'An action: exhaust a ready card of yours with Attack above 0 (and no Power) and name an enemy card with HP as its target. Both players may respond, as often as they like; then comes the damage phase. A card may attack again later in the round if it is readied.',
    example:
      'You exhaust Sir Aren and attack your opponent’s Katana; after responses, Sir Aren deals 1 and takes 1 back.',
    source: `Rulebook: Declare an Attack; ${DR} D31, D32`,
    see: ['attack', 'damage-phase', 'guardian'],
  },
  {
    id: 'damage-phase',
    term: 'Damage phase',
    definition:
      'The end of an attack, once both players stop responding: the attack is cancelled if its target is gone or invalid; otherwise parry hits first, then the attacker deals its Attack and the defender its reciprocal damage at the same time, and anything at 0 HP leaves play or falls.',
    example:
      'Your Attack 3 Avatar attacks an Attack 2 Weapon with HP 3: the Weapon is destroyed and your Avatar loses 2 HP.',
    source: `Rulebook: Declare an Attack; ${DR} D32`,
    see: ['declare-an-attack', 'reciprocal-damage', 'parry'],
  },
  {
    id: 'damage',
    term: 'Damage',
    forms: ['damaged', 'direct damage', 'deal damage', 'deals damage'],
    definition:
      'Lowers a card’s HP. It comes from attacks, reciprocal damage and effects; a Shield Counter stops one hit of it. Damage stays from round to round until HP is restored. Losing HP is different: it is not damage.',
    example: 'Flare deals damage to a card; Bolster in response prevents it.',
    source: `Rulebook: Declare an Attack; Targeting; ${DR} D39, D51`,
    see: ['hp', 'shield', 'lose-hp'],
  },
  {
    id: 'reciprocal-damage',
    term: 'Reciprocal damage',
    definition:
      'When a card attacks an Equipment or Ability that has Attack above 0, the attacker takes that Attack as damage at the same moment. Avatars never deal reciprocal damage but can take it; cards with Power never deal it.',
    example:
      'Your Avatar attacks an enemy Weapon with Attack 2: your Avatar takes 2. Attacking the enemy Avatar instead costs you nothing.',
    source: `Rulebook: Declare an Attack; Glossary (Reciprocal Damage); Commonly Missed Rules; ${DR} D34`,
    see: ['damage-phase', 'parry', 'power'],
  },
  {
    id: 'restore-hp',
    term: 'Restore HP',
    forms: ['restores HP', 'restored', 'restore', 'restores', 'healing', 'heal', 'healed'],
    definition:
      'Give a card back HP it lost, never above its maximum. Restoring always needs a target unless the text says otherwise.',
    example: 'Sir Aren has 11 of 16 HP; an effect restores 7: he is back at 16.',
    source: `Rulebook: Targeting; ${DR} D39, D40`,
    see: ['hp', 'draining'],
  },
  {
    id: 'lose-hp',
    term: 'Lose HP',
    forms: ['loses HP', 'lost HP', 'losing HP'],
    definition:
      'HP taken away without being damage: nothing blocks it, not even a Shield Counter, and it is never piercing, draining or corrosive.',
    example: 'Your shielded Avatar loses 2 HP: it has 2 HP less and keeps its Shield Counter.',
    source: `${GL} (Lose HP); ${DR} D39`,
    see: ['damage', 'shield', 'hp'],
  },
];

/** The keywords of the rulebook's glossary. */
const KEYWORDS: readonly GlossaryEntry[] = [
  {
    id: 'ready',
    term: 'Ready',
    forms: ['readied', 'readies', 'readying'],
    definition:
      'Upright, able to attack and pay exhaust costs. Every card in play is readied at each Start Phase; some effects ready cards too.',
    example:
      'Sir Aren exhausted to shield; an effect readies him, and he can now attack this round.',
    source: `${GL} (Ready); Start Phase; ${DR} D8, D50`,
    see: ['exhaust'],
  },
  {
    id: 'exhaust',
    term: 'Exhaust',
    forms: ['exhausted', 'exhausts', 'exhausting'],
    definition:
      'Turned sideways: an exhausted card cannot attack or pay an exhaust cost until it is readied, but its other effects still work. Attacking, channelling and exhaust costs exhaust a card, and new cards come into play exhausted.',
    example:
      'Your Weapon attacked this round and is exhausted: it cannot attack again, but still hits back when it is attacked.',
    source: `${GL} (Exhaust); Activated Effects; ${DR} D26, D50`,
    see: ['ready', 'cost'],
  },
  {
    id: 'destroy',
    term: 'Destroy',
    forms: ['destroyed', 'destroys', 'destroying'],
    definition:
      'Detach a card from its Avatar and put it in its owner’s discard pile. A card detached at 0 HP, by a fall or to make room is destroyed too; a plain Ability leaving after its effect is not.',
    example:
      'A corrosive attack hits your Armor for 1: the Armor is destroyed, whatever HP it had.',
    source: `${GL} (Destroy); ${DR} D28`,
    see: ['detach', 'discard-pile', 'discard'],
  },
  {
    id: 'discard',
    term: 'Discard',
    forms: ['discards', 'discarded', 'discarding'],
    definition:
      'Put a card from your hand into your discard pile. A card that reaches the discard pile from anywhere else is not “discarded”.',
    example:
      'A cost says “discard a card”: you put one from your hand into your discard pile. Your destroyed Weapon was not discarded.',
    source: `${GL} (Discard); ${DR} D47`,
    see: ['discard-pile', 'destroy', 'hand'],
  },
  {
    id: 'guardian',
    term: 'Guardian',
    definition:
      'To attack an Avatar or a card attached to it, your opponent must choose one of that Avatar’s guardian cards as the target, as long as one of them can be attacked. Guardian protects only the Avatar it is on, and it does not stop effects.',
    example:
      'Your Avatar carries an Armor with guardian: your opponent must attack that Armor before the Avatar or its Katana. Your other Avatar is unprotected.',
    source: `${GL} (Guardian); ${DR} D33`,
    see: ['declare-an-attack', 'target'],
  },
  {
    id: 'stealthy',
    term: 'Stealthy',
    forms: ['stealth'],
    definition:
      'Your opponent cannot target your stealthy cards, with attacks or effects. Every card on a stealthy Avatar is stealthy too. Effects that hit all cards still reach them. A target that becomes stealthy before resolving is lost.',
    example:
      'Your opponent attacks your Avatar; you respond by making it stealthy: the attack is cancelled, and the attacker stays exhausted.',
    source: `${GL} (Stealthy); Targeting; ${DR} D41, D45`,
    see: ['target', 'guardian'],
  },
  {
    id: 'shield',
    term: 'Shield',
    forms: ['shielded', 'shields', 'shielding', 'Shield Counter', 'Shield Counters'],
    definition:
      'A shielded card has a Shield Counter: the next time it would take more than 0 damage, it takes 0 and the counter is removed. 0 damage does not use it up. A card has at most one.',
    example:
      'Sir Aren shields your Avatar; an attack for 5 hits it: no damage, and the counter is gone. A second shield on a shielded card does nothing.',
    source: `${GL} (Shielded / Shield Counters); ${DR} D39`,
    see: ['counter', 'damage', 'lose-hp'],
  },
  {
    id: 'parry',
    term: 'Parry',
    forms: ['parries', 'parried', 'parrying'],
    definition:
      'A card with parry that is attacked strikes first: it deals its Attack to the attacker before the attacker deals anything. If the attacker survives, the attack goes on, and the parrying card does not also deal reciprocal damage.',
    example:
      'Your Attack 2 Avatar with HP 2 attacks a Weapon with parry and Attack 3: your Avatar falls before dealing its damage.',
    source: `${GL} (Parry); ${DR} D35`,
    see: ['reciprocal-damage', 'damage-phase'],
  },
  {
    id: 'piercing',
    term: 'Piercing',
    forms: ['pierce', 'pierces'],
    definition:
      'When a piercing attack deals more damage to a card than the HP it has left, the rest is dealt to the Avatar that card is attached to. Only attacks pierce unless a card says otherwise.',
    example:
      'A piercing attack for 5 at a Katana with 3 HP: the Katana is destroyed and its Avatar takes 2.',
    source: `${GL} (Piercing); ${DR} D37`,
    see: ['damage', 'declare-an-attack'],
  },
  {
    id: 'draining',
    term: 'Draining',
    forms: ['drain', 'drains'],
    definition:
      'When a draining attack damages an enemy Avatar, your Avatar that attacked (or carries the attacking card) restores that much HP, up to its maximum. Damage to Equipment or Abilities drains nothing. Only attacks drain unless a card says otherwise.',
    example:
      'Your Avatar at 10 of 16 HP attacks with a draining Weapon for 3: the enemy Avatar takes 3, and yours goes back to 13.',
    source: `${GL} (Draining); ${DR} D37, D38`,
    see: ['restore-hp', 'declare-an-attack'],
  },
  {
    id: 'corrosive',
    term: 'Corrosive',
    definition:
      'An Equipment that takes corrosive damage (more than 0) is destroyed, whatever HP it has left. Only attacks are corrosive unless a card says otherwise.',
    example:
      'A corrosive attack for 1 at an Armor with 6 HP: the Armor is destroyed. A shield on it would have stopped the damage, and the Armor stays.',
    source: `${GL} (Corrosive); ${DR} D37`,
    see: ['destroy', 'equipment'],
  },
  {
    id: 'split',
    term: 'Split',
    forms: ['split damage'],
    definition:
      'Split damage may be spread: right after you declare, you name a target for each point, one point at a time. If the amount changes before it resolves, targets are added or removed at once, the last one named first. In a split attack each card hit strikes back on its own.',
    example:
      'A split attack of 3: 2 points at an enemy Avatar and 1 at an Attack 1 Weapon; your attacker takes 1 back from the Weapon.',
    source: `${GL} (Split); ${DR} D36`,
    see: ['target', 'reciprocal-damage'],
  },
  {
    id: 'confuse',
    term: 'Confuse',
    forms: ['confused', 'confuses'],
    definition:
      'A confused player moves the top card of its deck to the bottom. With an empty deck nothing happens.',
    example:
      'You confuse your opponent: the card they were about to draw next round goes to the bottom of their deck.',
    source: `${GL} (Confuse); ${DR} D49`,
    see: ['deck', 'deck-order'],
  },
  {
    id: 'scout',
    term: 'Scout',
    forms: ['scouts', 'scouted', 'scouting'],
    definition:
      'You may take the top or the bottom card of your deck into your hand. Your opponent sees which end, not the card.',
    example:
      'You scout and take your bottom card, the 6-cost finisher you placed there for this moment.',
    source: `${GL} (Scout); ${DR} D49`,
    see: ['deck', 'hand'],
  },
  {
    id: 'ignite',
    term: 'Ignite',
    forms: ['ignites', 'ignited', 'ignite card', 'ignite cards'],
    definition:
      'An action, not an Instant: pay 1 energy and name a target; when it resolves, exile every ignite card in your discard pile and deal the target that much damage. You need at least one ignite card there to ignite.',
    example:
      'Three ignite cards lie in your discard pile: you ignite for 1 energy, exile all three and deal 3 damage to an enemy Avatar.',
    source: `${GL} (Ignite); ${DR} D46`,
    see: ['exile', 'action', 'discard-pile'],
  },
];

/** The second part of the glossary: playing, responding, attacking, keywords. */
export const PLAY_TERMS: readonly GlossaryEntry[] = [
  ...PLAYING,
  ...RESPONDING,
  ...ATTACKING,
  ...KEYWORDS,
];
