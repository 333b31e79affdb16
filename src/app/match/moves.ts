/**
 * A human seat's moves: the commitments it makes with its own secrets (class and
 * rock-paper-scissors choices under `commitChoice`, deck lists under `commitDeck`), the automatic
 * openings of those choices (memoryless: the choice is found again from the commitment in the
 * state, as src/ai/player.ts does, so it works after a reload), and every legal action described in
 * words. Legal actions always come from the engine in the seat's own view (`matchLegalActions`);
 * the UI only ever offers those.
 */
import { commitChoice, toHex, type PlayerSecrets } from '../../../protocol/index.ts';
import { cardName } from '../../../components/display.ts';
import type { RpsChoice } from '../../../components/events.ts';
import { commitDeck } from '../../games/paragons/match/decks.ts';
import { matchLegalActions, matchWaiting } from '../../games/paragons/match/match.ts';
import { CLASSES } from '../../games/paragons/match/pregame.ts';
import type { MatchAction, MatchState } from '../../games/paragons/match/types.ts';
import type { ClassId } from '../../games/paragons/cards/schema.ts';
import type { PSeat, Space, Target } from '../../games/paragons/types.ts';

const THROWS: readonly RpsChoice[] = ['rock', 'paper', 'scissors'];
const SPACES: readonly Space[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];

function ctx(s: MatchState, seat: PSeat, round: number) {
  return { matchId: s.matchId, seat, round };
}

/** The class commitment of `seat` for `cls` (round 0). */
export function classCommit(
  s: MatchState,
  seat: PSeat,
  secrets: PlayerSecrets,
  cls: ClassId,
): MatchAction {
  const commitment = commitChoice(ctx(s, seat, 0), cls, secrets.salt('choice', 0));
  return { type: 'class-commit', player: seat, commitment };
}

/** The rock-paper-scissors commitment of `seat` in the current round. */
export function rpsCommit(
  s: MatchState,
  seat: PSeat,
  secrets: PlayerSecrets,
  choice: RpsChoice,
): MatchAction {
  const round = s.rps!.round;
  const commitment = commitChoice(ctx(s, seat, round), choice, secrets.salt('choice', round));
  return { type: 'rps-commit', player: seat, commitment };
}

/** The choice `seat` committed to in round `round` (0 = class), found from the state. */
export function committedChoice(
  s: MatchState,
  seat: PSeat,
  secrets: PlayerSecrets,
  round: number,
): string | null {
  const mine = round === 0 ? s.classCommits[seat] : s.rps?.commits[seat];
  if (mine === undefined) return null;
  const options: readonly string[] = round === 0 ? CLASSES : THROWS;
  const salt = secrets.salt('choice', round);
  return options.find((c) => commitChoice(ctx(s, seat, round), c, salt) === mine) ?? null;
}

/** The opening `seat` owes now (class-open / rps-open windows), or null. */
export function autoOpen(s: MatchState, seat: PSeat, secrets: PlayerSecrets): MatchAction | null {
  const w = matchWaiting(s);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  if (w.window !== 'class-open' && w.window !== 'rps-open') return null;
  const round = w.window === 'class-open' ? 0 : s.rps!.round;
  const choice = committedChoice(s, seat, secrets, round);
  if (choice === null) throw new Error('this seat’s commitment hides no known choice');
  const salt = toHex(secrets.salt('choice', round));
  return w.window === 'class-open'
    ? { type: 'class-open', player: seat, choice, salt }
    : { type: 'rps-open', player: seat, choice, salt };
}

/** The deck commitment of `seat` for `cards` (deck building or a Bo3 swap). */
export function deckAction(
  s: MatchState,
  seat: PSeat,
  secrets: PlayerSecrets,
  cards: readonly string[],
): MatchAction {
  const game = s.results.length + 1;
  const c = commitDeck(s.matchId, seat, game, [...cards], secrets.privSeed);
  return { type: 'deck', player: seat, commitment: c.commitment, cards: [...cards].sort() };
}

/** The engine window `seat` must act in now, or null. */
export function windowOf(s: MatchState, seat: PSeat): string | null {
  const w = matchWaiting(s);
  return w.kind === 'act' && w.seat === seat ? w.window : null;
}

/** Every legal action of `seat` in its own view (empty when it is not its move). */
export function legalFor(s: MatchState, seat: PSeat): MatchAction[] {
  return matchLegalActions(s, seat);
}

/** True for an action that declines (pass, no defender, keep the whole hand). */
export function isDecline(a: MatchAction): boolean {
  return a.type === 'pass' || (a.type === 'defend' && a.defender === null);
}

/** The merc's card at `space` of `seat`'s board, if any. */
function cardAt(s: MatchState, seat: PSeat, space: Space): string | null {
  const m = s.game?.players[seat].board[SPACES.indexOf(space)];
  return m ? m.card : null;
}

function whose(seat: PSeat, viewer: PSeat): string {
  return seat === viewer ? 'your' : 'the opponent’s';
}

/** A target in words, from `viewer`'s side. */
export function targetWords(s: MatchState, t: Target, viewer: PSeat): string {
  if (t.card !== undefined && t.space === undefined) return cardName(t.card);
  if (t.space === undefined) return t.player === viewer ? 'yourself' : 'the opponent';
  const c = cardAt(s, t.player, t.space);
  return `${whose(t.player, viewer)} ${t.space}${c ? ` (${cardName(c)})` : ''}`;
}

function targetsWords(s: MatchState, ts: readonly Target[] | undefined, viewer: PSeat): string {
  if (!ts || ts.length === 0) return '';
  return ` → ${ts.map((t) => targetWords(s, t, viewer)).join(', ')}`;
}

function handCard(s: MatchState, seat: PSeat, slots: readonly string[]): string[] {
  const hand = s.game?.players[seat].hand ?? [];
  return slots.map((h) => cardName(hand.find((x) => x.h === h)?.id ?? '?'));
}

/** A legal action in words, for buttons and the move list. */
export function describeAction(s: MatchState, a: MatchAction, viewer: PSeat): string {
  const own = (space: Space) => {
    const c = cardAt(s, viewer, space);
    return c ? `${cardName(c)} (${space})` : space;
  };
  switch (a.type) {
    case 'play':
      return `Play ${cardName(a.card)} to ${a.to}${a.bump ? `, moving ${a.to} to ${a.bump}` : ''}`;
    case 'attack':
      return `Attack with ${own(a.attacker)} → ${targetWords(s, a.target, viewer)}`;
    case 'cast':
      return `Cast with ${own(a.caster)} → ${targetWords(s, a.target, viewer)}`;
    case 'ability':
      return `Ability ${a.index + 1} of ${own(a.source)}${targetsWords(s, a.targets, viewer)}`;
    case 'spell':
      return `Cast ${cardName(a.card)}${targetsWords(s, a.targets, viewer)}`;
    case 'recruit':
      return `Recruit ${cardName(a.card)}`;
    case 'hide':
      return `Hide ${a.card ? cardName(a.card) : 'a card'} face down (cost ${a.cost ?? '?'})`;
    case 'reveal':
      return `Reveal ${cardName(a.card)}${targetsWords(s, a.targets, viewer)}`;
    case 'garrison':
      return `Garrison ${own(a.space)}`;
    case 'mulligan': {
      const slots = a.slots ?? [];
      if (slots.length === 0) return 'Keep this hand';
      return `Redraw ${slots.length}: ${handCard(s, viewer, slots).join(', ')}`;
    }
    case 'retarget':
      return `New target${targetsWords(s, a.targets, viewer)}${a.bump ? ` (move to ${a.bump})` : ''}`;
    case 'defend':
      return a.defender === null ? 'Do not defend' : `Defend with ${own(a.defender)}`;
    case 'pass':
      return 'Pass';
    case 'endTurn':
      return 'End turn';
    case 'pick':
      return `Pick ${cardName(a.card)}`;
    case 'keep':
      return 'Keep the same deck';
    default:
      return a.type;
  }
}
