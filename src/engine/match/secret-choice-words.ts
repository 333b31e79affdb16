/**
 * The status words of the simultaneous secret choice (./secret-choice.ts; docs/adding-a-game.md,
 * "Words" and "Shared match pieces"): what a match waits for while its seats commit to a choice,
 * open it, settle a clash by rock-paper-scissors and let the loser pick again. Every game that
 * uses the secret choice names its windows `<prefix>-commit`, `<prefix>-open`, `rps-commit`,
 * `rps-open` and `<prefix>-pick`, and gets the same sentences with its own noun. Pure.
 */

/** A window's words: for the seat in front of the screen, and for another seat (named). */
export interface WindowWords {
  readonly mine: string;
  readonly theirs: (who: string) => string;
}

/**
 * The words of the five windows of a secret choice of `noun` ("class", "faction") whose own
 * windows are named with `prefix`.
 *
 * @example
 * secretChoiceWords('faction', 'faction')['faction-commit'].mine
 * // 'Your move: choose your faction (in secret).'
 */
export function secretChoiceWords(
  noun: string,
  prefix: string,
): Readonly<Record<string, WindowWords>> {
  return {
    [`${prefix}-commit`]: {
      mine: `Your move: choose your ${noun} (in secret).`,
      theirs: (who) => `${who} is choosing a ${noun} in secret.`,
    },
    [`${prefix}-open`]: {
      mine: `Opening your sealed ${noun}…`,
      theirs: (who) => `Opening ${who}’s sealed ${noun}…`,
    },
    'rps-commit': {
      mine: `Your move: you both chose the same ${noun}, so throw rock, paper or scissors.`,
      theirs: (who) => `Both chose the same ${noun}: ${who} is throwing rock, paper or scissors.`,
    },
    'rps-open': {
      mine: 'Opening your sealed throw…',
      theirs: (who) => `Opening ${who}’s sealed throw…`,
    },
    [`${prefix}-pick`]: {
      mine: `Your move: you lost rock, paper, scissors, so pick another ${noun}.`,
      theirs: (who) => `${who} lost rock, paper, scissors and is picking another ${noun}.`,
    },
  };
}
