/**
 * Card art of Trials of the Chosen: one icon of the game-icons.net set (`@iconify-json/game-icons`,
 * CC BY 3.0: "Game icons by game-icons.net contributors (Lorc, Delapouite and others)") per card,
 * chosen to fit the card's name. Pure data: `npm run icons` (src/cli/icons.ts) bundles only these
 * icons into src/art/packs/trials.ts, which the app loads when art is first shown.
 */

/** Card id → icon name (pack `trials`), for every card of the set. */
export const TRIALS_ART: Readonly<Record<string, string>> = {};
