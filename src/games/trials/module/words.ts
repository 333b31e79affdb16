/**
 * Trials in words (the module's `words`, src/engine/module.ts): card names, who a seat is from the
 * viewer's side, each legal action as a button label, and each match event as a log sentence, in
 * the rulebook's words ("play", "attack", "channel", "ignite", "pass", "respond", "scout", each
 * point of split damage; docs/rules/trials.md D11, D19, D36, D46, D49). A card is named only when the viewer may know it: an
 * action shows the card it plays, and a log event is made in the viewer's own view.
 */
import type { SeatNames } from '../../../engine/module.ts';
import { cardById } from '../cards/index.ts';
import type { MatchAction, MatchEvent } from '../match/types.ts';
import { namedTally, nextPoint } from '../split.ts';
import type { TrialsState } from '../types.ts';

/** A card's name (the id for an unknown card). */
export function cardName(id: string): string {
  return cardById(id)?.name ?? id;
}

/** A seat from the viewer's side: "You", else its display name, else "Player A". */
export function seatName(seat: string, viewer: string | null, names: SeatNames): string {
  if (seat === viewer) return 'You';
  return names[seat] ?? `Player ${seat}`;
}

/** Possessive: "your" / "<name>’s". */
export function whose(seat: string, viewer: string | null, names: SeatNames): string {
  return seat === viewer ? 'your' : `${seatName(seat, viewer, names)}’s`;
}

/** The card an instance id (an Avatar, an attachment, a card on the stack) names in `s`. */
export function instanceName(s: TrialsState | null, id: string): string {
  if (!s) return id;
  for (const seat of ['A', 'B'] as const) {
    const p = s.players[seat];
    for (const a of p.avatars) {
      if (a.id === id) return cardName(a.card);
      const x = a.attachments.find((t) => t.id === id);
      if (x) return cardName(x.card);
    }
    const d = [...p.discard, ...p.exile].find((c) => c.h === id);
    if (d) return cardName(d.id);
  }
  const it = s.stack.find((x) => x.kind === 'card' && x.h === id);
  return it && it.kind === 'card' ? cardName(it.card) : 'a card';
}

function targetsWords(s: TrialsState | null, targets: readonly string[] | undefined): string {
  if (!targets || targets.length === 0) return '';
  return ` → ${targets.map((t) => instanceName(s, t)).join(', ')}`;
}

/**
 * The split damage being declared in `s` (the `split` window, docs/rules/trials.md D36), in
 * words: what deals it ("Starfall Cinders", "Kaelen’s attack"), the next point and how many, and
 * the targets named so far tallied (each target's name once, in the order first named, with its
 * points: split.ts `namedTally`); null when no split is being declared.
 */
export function splitWords(s: TrialsState | null): {
  what: string;
  point: number;
  of: number;
  named: { readonly name: string; readonly points: number }[];
} | null {
  const c = s?.choice;
  if (!s || c?.kind !== 'split') return null;
  const next = nextPoint(c.targets);
  if (!next) return null;
  const item = c.item;
  const what =
    item.kind === 'attack'
      ? `${instanceName(s, item.attacker)}’s attack`
      : item.kind === 'ignite'
        ? 'Ignite'
        : cardName(item.card);
  const named = namedTally(c.targets).map((x) => ({
    name: instanceName(s, x.target),
    points: x.points,
  }));
  return { what, point: next.point.point, of: next.point.of, named };
}

/** The words of a preference. */
export const PREFERENCE_WORDS: Readonly<Record<string, string>> = {
  first: 'take the first turn',
  second: 'let the opponent take the first turn',
};

/** A legal action as a button label, from `viewer`'s side, in the game it applies to. */
export function actionLabel(s: TrialsState | null, a: MatchAction, _viewer: string): string {
  switch (a.type) {
    case 'play':
      return `Play ${cardName(a.id)} on ${instanceName(s, a.avatar)}${targetsWords(s, a.targets)}`;
    case 'activate':
      return `Use ${instanceName(s, a.source)}’s effect${targetsWords(s, a.targets)}`;
    case 'attack':
      return `Attack with ${instanceName(s, a.attacker)}${targetsWords(s, a.targets)}`;
    case 'channel':
      return `Channel energy with ${instanceName(s, a.avatar)}`;
    case 'ignite':
      return `Ignite${targetsWords(s, [a.target])}`;
    case 'pass':
      return 'Pass';
    case 'decline':
      return 'Do not respond';
    case 'trigger':
      return a.use ? `Use the triggered effect${targetsWords(s, a.targets)}` : 'Do not use it';
    case 'scout':
      return a.from === 'top' ? 'Take the top card of your deck' : 'Take the bottom card';
    case 'discard':
      return `Discard ${a.cards.map((c) => cardName(c.id)).join(', ')}`;
    case 'split': {
      const w = splitWords(s);
      const which = w ? `point ${w.point} of ${w.of} of ${w.what}` : 'the next point';
      return `Deal ${which} to ${instanceName(s, a.target)}`;
    }
    case 'order-deck':
      return 'Commit your deck';
    case 'avatars-open':
      return 'Show your Avatars';
    case 'initiative-commit':
    case 'initiative-open':
      return 'Choose your preference';
    case 'rps-commit':
    case 'rps-open':
      return 'Throw';
    case 'concede':
      return 'Concede';
  }
}

/** True for an event that starts something (a new phase of the match). */
export function isEmphasis(e: MatchEvent): boolean {
  return e.type === 'initiative' || e.type === 'match-over';
}

/** A match event as a log sentence, from `viewer`'s side. */
export function eventLine(e: MatchEvent, viewer: string | null, names: SeatNames): string {
  const Who = (seat: string) => seatName(seat, viewer, names);
  switch (e.type) {
    case 'deck-committed':
      return `${Who(e.seat)} committed a deck in secret.`;
    case 'avatars':
      return `${Who(e.seat)} revealed ${e.avatars.map(cardName).join(' and ')}.`;
    case 'preferences':
      return e.clash
        ? 'Both players asked for the same initiative: rock, paper, scissors decides.'
        : 'The initiative preferences differ: each gets what it asked for.';
    case 'rps':
      return e.winner === null
        ? `Rock, paper, scissors round ${e.round}: a tie, throw again.`
        : `${Who(e.winner)} won rock, paper, scissors (round ${e.round}).`;
    case 'initiative':
      return `${Who(e.seat)} ${e.seat === viewer ? 'hold' : 'holds'} initiative in round 1.`;
    case 'match-over':
      if (e.winner === null) return 'The match is over.';
      return `${Who(e.winner)} ${e.winner === viewer ? 'win' : 'wins'} the match.`;
    case 'action':
      return `${Who(e.action.player)}: ${e.label}.`;
  }
}
