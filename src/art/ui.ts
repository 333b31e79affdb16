/**
 * Icons for the app's own marks, from the same game-icons.net set as the card art (CC BY 3.0):
 * replacements for the emoji and pictographic symbols the UI draws as text, which show as empty
 * boxes where no emoji font is installed (Debian's default fonts lack ✊, ✋ and ⛉). Pure data:
 * `npm run art` bundles these icons into src/art/packs/ui.ts.
 */

/** What an icon stands for in the UI → icon name (pack `ui`). */
export const UI_ICONS = {
  /** Rock, paper, scissors throws (parley-class-choice). */
  rock: 'rock',
  paper: 'papers',
  scissors: 'scissors',
  /** The Paragon classes (components/paragons/display.ts CLASS_ART). */
  'class-warrior': 'crossed-swords',
  'class-mage': 'pointy-hat',
  'class-ranger': 'bow-arrow',
  /** Combat types: the rulebook's sword, arrow and staff (components/paragons/display.ts COMBAT). */
  melee: 'broadsword',
  ranged: 'arrowhead',
  caster: 'wizard-staff',
  /** Health on a card face (components/paragons/card-face.ts). */
  health: 'hearts',
  /** Chain item kinds (parley-chain). */
  'chain-mercenary': 'meeple',
  'chain-spell': 'spell-book',
  'chain-attack': 'sword-clash',
  'chain-ability': 'cog',
  'chain-cast': 'wizard-staff',
  'chain-garrison': 'guarded-tower',
  'chain-recruit': 'coins',
  'chain-hide': 'hidden',
  'chain-defend': 'checked-shield',
  /** Attachments on a board space (parley-board). */
  enchantment: 'sparkles',
  imbuement: 'linked-rings',
  /** The draft's rating stars (parley-draft): full, and the same dimmed for empty. */
  rating: 'round-star',
} as const;

/** A UI icon role. */
export type UiIcon = keyof typeof UI_ICONS;
