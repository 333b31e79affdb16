/**
 * Paragons' status and end words (the module's `words.awaiting` and `words.ending`,
 * src/engine/module.ts): what the match waits for, named as the decision it is (the class choice,
 * rock-paper-scissors, the draft, the deck, the mulligan, a reaction, a defence, new targets, the
 * main window), and how the match ended and why (rulebook: "Concluding the Game": "A player loses
 * when their Life Total is reduced to or below 0, if they need to draw from their deck and are
 * unable to do so", or a concession). Pure; from the viewer's side.
 */
import type { EndWords, SeatNames } from '../../../engine/module.ts';
import { secretChoiceWords, type WindowWords } from '../../../engine/match/secret-choice-words.ts';
import { resultHeadline, seatPossessive, seatWord } from '../../../engine/words.ts';
import { winsNeeded } from '../match/games.ts';
import { matchWaiting } from '../match/match.ts';
import type { MatchState } from '../match/types.ts';
import { other, type PSeat } from '../types.ts';

const WINDOWS: Readonly<Record<string, WindowWords>> = {
  ...secretChoiceWords('class', 'class'),
  pick: {
    mine: 'Your move: draft one card from the layout.',
    theirs: (who) => `${who} is drafting a card.`,
  },
  deck: {
    mine: 'Your move: build your deck and lock it in.',
    theirs: (who) => `${who} is building their deck.`,
  },
  swap: {
    mine: 'Your move: change your deck for the next game, or keep it.',
    theirs: (who) => `${who} may change their deck for the next game.`,
  },
  mulligan: {
    mine: 'Your move: keep your opening hand, or mulligan.',
    theirs: (who) => `${who} is deciding whether to keep their opening hand.`,
  },
  main: {
    mine: 'Your turn: play or recruit a card, attack, or end your turn.',
    theirs: (who) => `${who}’s turn: waiting for ${who}.`,
  },
  priority: {
    mine: 'Your move: respond to the chain, or pass.',
    theirs: (who) => `${who} may respond to the chain.`,
  },
  defend: {
    mine: 'Your move: you are attacked, so choose a defender, or take the attack.',
    theirs: (who) => `${who} is choosing a defender.`,
  },
  retarget: {
    mine: 'Your move: choose new targets.',
    theirs: (who) => `${who} is choosing new targets.`,
  },
};

/** What `s` waits for, from `viewer`'s side (see the module comment); '' once it is over. */
export function awaitingWords(s: MatchState, viewer: string | null, names: SeatNames): string {
  const w = matchWaiting(s);
  if (w.kind === 'over') return '';
  if (w.kind === 'random') return 'Shuffling and drawing: both apps add their randomness…';
  const words = WINDOWS[w.window];
  if (viewer !== null && w.seat === viewer) return words?.mine ?? 'Your move.';
  const who = seatWord(w.seat, null, names);
  if (viewer === null && words) return `${who}: ${words.mine.replace(/^Your (move|turn): /u, '')}`;
  return words?.theirs(who) ?? `Waiting for ${who}.`;
}

/**
 * How the match ended and why (see the module comment); null while it is not over. A seat that won
 * fewer games than the match needs won by a concession; otherwise the last game says why its
 * loser lost: life at 0 or below, else an empty deck.
 */
export function endingWords(
  s: MatchState,
  viewer: string | null,
  names: SeatNames,
): EndWords | null {
  if (s.phase !== 'over') return null;
  const w = s.winner;
  const headline = resultHeadline(w === null ? [] : [w], viewer, names, true);
  // A name stays as the player wrote it; only "you" and "your" take a capital.
  const Whose = (seat: string) => (seat === viewer ? 'Your' : seatPossessive(seat, viewer, names));
  const Who = (seat: string) => (seat === viewer ? 'You' : seatWord(seat, viewer, names));
  if (w === null) {
    const need = winsNeeded(s.options.bestOf);
    return { headline, reason: `No player won ${need === 1 ? 'a game' : `${need} games`}.` };
  }
  const loser: PSeat = other(w);
  const wins = (seat: PSeat) => s.results.filter((x) => x === seat).length;
  if (wins(w) < winsNeeded(s.options.bestOf))
    return { headline, reason: `${Who(loser)} conceded.` };
  const g = s.game;
  const last =
    g && g.players[loser].life <= 0
      ? `${Whose(loser)} life reached 0.`
      : `${Who(loser)} had to draw from an empty deck (deck out).`;
  const score = s.options.bestOf === 3 ? ` ${Who(w)} won the games ${wins(w)}–${wins(loser)}.` : '';
  return { headline, reason: `${last}${score}` };
}
