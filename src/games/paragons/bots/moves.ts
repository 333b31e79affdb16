/**
 * Paragons' moves made with a seat's own secrets (src/engine/bot-hooks.ts `BotHooks.commit`,
 * `opening`, `randomMove`) and the referee's random events (`RefereeHooks.chance`).
 *
 * Commitment windows: a class or RPS choice is committed with `protocol/choice.ts` under a salt
 * derived from the seat's private seed (`deriveSalt(privSeed, 'choice', round)`), and opened in the
 * following open window by finding which choice the seat's own commitment in the state hides (no
 * memory, so a bot can be rebuilt at any point of a match); a deck list is committed with
 * `match/decks.ts` `commitDeck` (salt from the private seed, index = game number).
 */
import { commitChoice, deriveSalt, toHex } from '../../../../protocol/index.ts';
import type { BotSecrets, Rng, SaltedSecrets } from '../../../engine/bot-hooks.ts';
import { below, pickOne, shuffle } from '../../../engine/bot-hooks.ts';
import { commitDeck } from '../match/decks.ts';
import { matchWaiting } from '../match/match.ts';
import { CLASSES } from '../match/pregame.ts';
import type { MatchAction, MatchState } from '../match/types.ts';
import type { PSeat } from '../types.ts';
import { randomFor } from './evaluate.ts';
import type { ParagonsChoice } from './types.ts';

const THROWS = ['rock', 'paper', 'scissors'] as const;

function commitTo(
  state: MatchState,
  seat: PSeat,
  secrets: BotSecrets,
  round: number,
  choice: string,
): string {
  const salt = deriveSalt(secrets.privSeed, 'choice', round);
  return commitChoice({ matchId: state.matchId, seat, round }, choice, salt);
}

/** The opening of `seat`'s class (round 0) or RPS commitment in `state`. */
function open(state: MatchState, seat: PSeat, secrets: BotSecrets, round: number): MatchAction {
  const mine = round === 0 ? state.classCommits[seat] : state.rps!.commits[seat];
  const options: readonly string[] = round === 0 ? CLASSES : THROWS;
  const choice = options.find((c) => commitTo(state, seat, secrets, round, c) === mine);
  if (choice === undefined) throw new Error('this seat’s commitment hides no known choice');
  const salt = toHex(deriveSalt(secrets.privSeed, 'choice', round));
  return round === 0
    ? { type: 'class-open', player: seat, choice, salt }
    : { type: 'rps-open', player: seat, choice, salt };
}

/** The move opening `seat`'s own class or RPS commitment when the match waits on it, else null. */
export function openingMove(
  state: MatchState,
  seat: PSeat,
  secrets: BotSecrets,
): MatchAction | null {
  const w = matchWaiting(state);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  if (w.window === 'class-open') return open(state, seat, secrets, 0);
  if (w.window === 'rps-open') return open(state, seat, secrets, state.rps!.round);
  return null;
}

/** The move committing `seat` to `d` (a class, a throw or a deck list) with its secrets. */
export function commitMove(
  state: MatchState,
  seat: PSeat,
  d: ParagonsChoice,
  secrets: BotSecrets,
): MatchAction {
  const player = seat;
  switch (d.kind) {
    case 'class':
      if (state.phase === 'class-repick') return { type: 'class-pick', player, choice: d.choice };
      return {
        type: 'class-commit',
        player,
        commitment: commitTo(state, seat, secrets, 0, d.choice),
      };
    case 'rps': {
      const round = state.rps!.round;
      const commitment = commitTo(state, seat, secrets, round, d.choice);
      return { type: 'rps-commit', player, commitment };
    }
    case 'deck': {
      const game = state.results.length + 1;
      const c = commitDeck(state.matchId, player, game, d.cards, secrets.privSeed);
      return { type: 'deck', player, commitment: c.commitment, cards: [...d.cards].sort() };
    }
  }
}

function choiceMove(
  view: MatchState,
  seat: PSeat,
  secrets: SaltedSecrets,
  window: string,
  rng: Rng,
): MatchAction {
  const round = window.startsWith('rps') ? view.rps!.round : 0;
  const salt = secrets.salt('choice', round);
  const ctx = { matchId: view.matchId, seat, round };
  const options: readonly string[] = round === 0 ? CLASSES : THROWS;
  if (window.endsWith('commit')) {
    const commitment = commitChoice(ctx, pickOne(rng, options), salt);
    return round === 0
      ? { type: 'class-commit', player: seat, commitment }
      : { type: 'rps-commit', player: seat, commitment };
  }
  const mine = round === 0 ? view.classCommits[seat] : view.rps!.commits[seat];
  const choice = options.find((c) => commitChoice(ctx, c, salt) === mine);
  if (choice === undefined) throw new Error('this seat’s commitment hides no known choice');
  return round === 0
    ? { type: 'class-open', player: seat, choice, salt: toHex(salt) }
    : { type: 'rps-open', player: seat, choice, salt: toHex(salt) };
}

function deckMove(view: MatchState, seat: PSeat, secrets: SaltedSecrets, rng: Rng): MatchAction {
  const game = view.results.length + 1;
  const current = view.decks[seat]?.cards;
  let cards: string[];
  if (view.phase === 'swap' && current) {
    const reserve = [...view.pools[seat]!];
    for (const id of current) reserve.splice(reserve.indexOf(id), 1);
    cards = [...current];
    cards.splice(below(rng, cards.length), 1, pickOne(rng, reserve));
  } else cards = shuffle(rng, view.pools[seat]!).slice(0, 30);
  const { commitment } = commitDeck(view.matchId, seat, game, cards, secrets.privSeed);
  return { type: 'deck', player: seat, commitment, cards };
}

/**
 * The random bot's move in the windows a uniform legal move cannot serve: class and RPS
 * commitments and openings (salted with `secrets.salt('choice', round)`), a class repick, deck
 * lists (a random 30 of the pool; a swap keeps or exchanges one card at random). Null otherwise.
 */
export function randomMove(
  view: MatchState,
  seat: PSeat,
  window: string,
  secrets: SaltedSecrets,
  rng: Rng,
): MatchAction | null {
  switch (window) {
    case 'class-commit':
    case 'class-open':
    case 'rps-commit':
    case 'rps-open':
      return choiceMove(view, seat, secrets, window, rng);
    case 'class-pick': {
      const taken = view.classes[seat === 'A' ? 'B' : 'A'];
      const free = CLASSES.filter((c) => c !== taken);
      return { type: 'class-pick', player: seat, choice: pickOne(rng, free) };
    }
    case 'deck':
      return deckMove(view, seat, secrets, rng);
    case 'swap':
      return rng() < 0.5 ? { type: 'keep', player: seat } : deckMove(view, seat, secrets, rng);
    default:
      return null;
  }
}

/** The referee's resolution of a pending random event of the omniscient match state. */
export function refereeRandom(s: MatchState, rng: Rng): MatchAction {
  const w = matchWaiting(s);
  if (w.kind !== 'random') throw new Error('no random event pending');
  if (s.phase === 'game') return randomFor(s.game!, rng);
  const left = s.draft!.step === 'greater' ? s.draft!.greaterLeft : s.draft!.lesserLeft;
  const indices = Array.from({ length: w.request.count }, (_, i) => below(rng, left.length - i));
  return { type: 'random', k: w.request.k, indices };
}
