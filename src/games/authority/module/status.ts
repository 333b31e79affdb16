/**
 * Authority's status and end words (the module's `words.awaiting` and `words.ending`,
 * src/engine/module.ts): what the match waits for, named as the decision it is (the faction choice,
 * rock-paper-scissors, the command phase, a strike, an ability's choice, the market removal), and
 * how the match ended and why: a Monarch brought to 0 HP (rulebook "Goal": "Kill the other
 * Monarch(s)"; docs/rules/authority.md, decision 25), the turn limit with more HP or a draw
 * (decision 26), or a concession. Pure; from the viewer's side.
 */
import type { EndWords, SeatNames } from '../../../engine/module.ts';
import { secretChoiceWords, type WindowWords } from '../../../engine/match/secret-choice-words.ts';
import { capitalize, resultHeadline } from '../../../engine/words.ts';
import { matchWaiting } from '../match/match.ts';
import type { MatchState } from '../match/types.ts';
import { seatName, whose } from './words.ts';

const WINDOWS: Readonly<Record<string, WindowWords>> = {
  ...secretChoiceWords('faction', 'faction'),
  command: {
    mine: 'Your command phase: give your units commands, recruit, then end the phase.',
    theirs: (who) => `${who}’s command phase: waiting for ${who}.`,
  },
  strike: {
    mine: 'Your move: your unit attacks, so choose where it deals its damage.',
    theirs: (who) => `${who}’s unit attacks: ${who} is choosing where it deals its damage.`,
  },
  choose: {
    mine: 'Your move: your ability asks you to choose.',
    theirs: (who) => `${who} is making a choice for an ability.`,
  },
  cull: {
    mine: 'Your move: you may remove one unit from the market.',
    theirs: (who) => `${who} may remove one unit from the market.`,
  },
};

/** What `s` waits for, from `viewer`'s side (see the module comment); '' once it is over. */
export function awaitingWords(s: MatchState, viewer: string | null, names: SeatNames): string {
  const w = matchWaiting(s);
  if (w.kind === 'over') return '';
  if (w.kind === 'random') return 'Shuffling and drawing: both apps add their randomness…';
  const words = WINDOWS[w.window];
  if (viewer !== null && w.seat === viewer) return words?.mine ?? 'Your move.';
  const who = seatName(w.seat, null, names);
  if (viewer === null && words) return `${who}: ${words.mine.replace(/^Your move: /u, '')}`;
  return words?.theirs(who) ?? `Waiting for ${who}.`;
}

/**
 * How the match ended and why (see the module comment); null while it is not over. A match over
 * with its game still running (or before it) ended by a concession: the loser conceded.
 */
export function endingWords(
  s: MatchState,
  viewer: string | null,
  names: SeatNames,
): EndWords | null {
  if (s.phase !== 'over') return null;
  const g = s.game;
  const w = s.winner ?? g?.winner ?? null;
  const headline = resultHeadline(w === null ? [] : [w], viewer, names, g?.over === true);
  const Who = (seat: string) => seatName(seat, viewer, names);
  // A name stays as the player wrote it; only "your" takes a capital.
  const Whose = (seat: string) =>
    seat === viewer ? capitalize(whose(seat, viewer, names)) : whose(seat, viewer, names);
  if (!g?.over) {
    const loser = w === null ? undefined : s.seats.find((x) => x !== w);
    if (loser === undefined) return { headline, reason: 'The match ended before its game.' };
    return { headline, reason: `${Who(loser)} conceded.` };
  }
  const dead = g.seats.find((x) => (g.players[x]?.hp ?? 1) <= 0);
  if (dead !== undefined) return { headline, reason: `${Whose(dead)} Monarch reached 0 HP.` };
  if (w === null) {
    return { headline, reason: 'The turn limit was reached with both Monarchs at equal HP.' };
  }
  return {
    headline,
    reason: `The turn limit was reached and ${whose(w, viewer, names)} Monarch had more HP.`,
  };
}
