/**
 * Trials' status and end words (the module's `words.awaiting` and `words.ending`,
 * src/engine/module.ts): what the match waits for, named as the decision it is (the deck, the
 * Avatars, the initiative preference, rock-paper-scissors, the turn's action, a response, a
 * trigger, a scout, a discard, the next point of a split damage), and how the match ended and why (docs/rules/trials.md D15–D17:
 * both Avatars Fallen, a player who could not draw at the Start Phase, both unable to draw with
 * initiative breaking the tie, a concession). Pure; from the viewer's side.
 */
import type { EndWords, SeatNames } from '../../../engine/module.ts';
import { secretChoiceWords, type WindowWords } from '../../../engine/match/secret-choice-words.ts';
import { capitalize, resultHeadline } from '../../../engine/words.ts';
import { matchWaiting } from '../match/match.ts';
import type { MatchState } from '../match/types.ts';
import type { TSeat } from '../types.ts';
import { seatName, splitWords, whose } from './words.ts';

const WINDOWS: Readonly<Record<string, WindowWords>> = {
  ...secretChoiceWords('initiative preference', 'initiative'),
  'rps-commit': {
    mine: 'Your move: you both asked for the same initiative, so throw rock, paper or scissors.',
    theirs: (who) =>
      `Both asked for the same initiative: ${who} is throwing rock, paper or scissors.`,
  },
  'initiative-commit': {
    mine: 'Your move: take the first turn of round 1, or let your opponent take it (in secret).',
    theirs: (who) => `${who} is choosing who should take the first turn (in secret).`,
  },
  'deck-order': {
    mine: 'Your move: choose your two Avatars and put your 20 cards in order (in secret).',
    theirs: (who) => `${who} is choosing and ordering a deck in secret.`,
  },
  'avatar-reveal': {
    mine: 'Showing your Avatars…',
    theirs: (who) => `Showing ${who}’s Avatars…`,
  },
  main: {
    mine: 'Your turn: take one action (play a card, use an effect, attack, channel, ignite or pass).',
    theirs: (who) => `${who}’s turn: waiting for ${who}’s action.`,
  },
  priority: {
    mine: 'Your move: respond with an Instant, or let it resolve.',
    theirs: (who) => `${who} may respond with an Instant.`,
  },
  trigger: {
    mine: 'Your move: a triggered effect of yours needs your choice.',
    theirs: (who) => `${who} is making a choice for a triggered effect.`,
  },
  scout: {
    mine: 'Your move: scout, taking the top or the bottom card of your deck.',
    theirs: (who) => `${who} is scouting (the top or the bottom card of the deck).`,
  },
  discard: {
    mine: 'Your move: choose the cards to discard from your hand.',
    theirs: (who) => `${who} is choosing cards to discard.`,
  },
};

/**
 * The words of the `split` window (D36): which point of which split damage is named now, and the
 * targets named so far, tallied in the order first named ("Your move: name the target of point 5
 * of 8 of Starfall Cinders (named so far: 3 points to Orsolya, 1 point to Tamsin)").
 */
function splitWindow(s: MatchState): WindowWords | undefined {
  const w = splitWords(s.game);
  if (!w) return undefined;
  const point = `point ${w.point} of ${w.of} of ${w.what}`;
  const tally = w.named.map(
    (x) => `${x.points} ${x.points === 1 ? 'point' : 'points'} to ${x.name}`,
  );
  const so = tally.length > 0 ? ` (named so far: ${tally.join(', ')})` : '';
  return {
    mine: `Your move: name the target of ${point}${so}.`,
    theirs: (who) => `${who} is naming the target of ${point}${so}.`,
  };
}

/** What `s` waits for, from `viewer`'s side (see the module comment); '' once it is over. */
export function awaitingWords(s: MatchState, viewer: string | null, names: SeatNames): string {
  const w = matchWaiting(s);
  if (w.kind !== 'act') return '';
  const words = w.window === 'split' ? splitWindow(s) : WINDOWS[w.window];
  if (viewer !== null && w.seat === viewer) return words?.mine ?? 'Your move.';
  const who = seatName(w.seat, null, names);
  if (viewer === null && words) return `${who}: ${words.mine.replace(/^Your (move|turn): /u, '')}`;
  return words?.theirs(who) ?? `Waiting for ${who}.`;
}

/**
 * How the match ended and why (see the module comment); null while it is not over. A match over
 * by concession names who conceded; a game over names the rule that ended it (D15, D16).
 */
export function endingWords(
  s: MatchState,
  viewer: string | null,
  names: SeatNames,
): EndWords | null {
  if (s.phase !== 'over') return null;
  const w = s.winner;
  const g = s.game;
  const headline = resultHeadline(w === null ? [] : [w], viewer, names, s.end === 'game');
  const Who = (seat: string) => seatName(seat, viewer, names);
  const Whose = (seat: string) =>
    seat === viewer ? capitalize(whose(seat, viewer, names)) : whose(seat, viewer, names);
  const loser = w === null ? undefined : s.seats.find((x) => x !== w);
  if (s.end === 'concession' || !g || loser === undefined) {
    if (loser === undefined) return { headline, reason: 'The match ended with no winner.' };
    return { headline, reason: `${Who(loser)} conceded.` };
  }
  const fallen = (x: TSeat) => g.players[x].avatars.every((a) => a.side === 'fallen');
  const empty = (x: TSeat) => g.players[x].deck.length === 0;
  if (fallen(loser))
    return {
      headline,
      reason: fallen(w!)
        ? `Both players’ last Avatars fell at once; ${whose(w!, viewer, names)} initiative broke the tie.`
        : `${Whose(loser)} Avatars have both fallen.`,
    };
  if (empty(loser) && empty(w!))
    return {
      headline,
      reason: `Neither player could draw at the start of the round; ${whose(w!, viewer, names)} initiative broke the tie.`,
    };
  if (empty(loser))
    return {
      headline,
      reason: `${Who(loser)} could not draw a card at the start of the round.`,
    };
  return { headline, reason: 'The game ended.' };
}
