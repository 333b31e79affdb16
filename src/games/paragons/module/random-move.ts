/**
 * A uniformly random legal move of the seat that must act in its own view, commitments included
 * (the module's `testing.randomMove`, src/engine/module.ts): the driver of the protocol suites and
 * of `npm run simulate --bots random`. It sees only the seat's view and its own secrets: class and
 * rock-paper-scissors choices are salted with `PRF(privSeed, "salt", "choice", round)` and decks
 * are committed with `commitDeck` (match/decks.ts). It keeps no memory: to open a choice it finds
 * which choice its own commitment in the view hides. Pure: randomness comes from `rng`.
 */
import { commitChoice, deriveSalt, toHex } from '../../../../protocol/index.ts';
import type { SeatSecrets } from '../../../engine/module.ts';
import { commitDeck } from '../match/decks.ts';
import { matchLegalActions, matchWaiting } from '../match/match.ts';
import { CLASSES } from '../match/pregame.ts';
import type { MatchAction, MatchState } from '../match/types.ts';
import type { PSeat } from '../types.ts';
import { THROWS } from './automation.ts';

/** A source of numbers in [0, 1). */
export type Rng = () => number;

function below(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

function pickOne<T>(rng: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('nothing to choose from');
  return xs[below(rng, xs.length)]!;
}

function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function choiceMove(
  view: MatchState,
  seat: PSeat,
  secrets: SeatSecrets,
  window: string,
  rng: Rng,
): MatchAction {
  const round = window.startsWith('rps') ? view.rps!.round : 0;
  const salt = deriveSalt(secrets.privSeed, 'choice', round);
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

function deckMove(view: MatchState, seat: PSeat, secrets: SeatSecrets, rng: Rng): MatchAction {
  const game = view.results.length + 1;
  const current = view.decks[seat]?.cards;
  let cards: string[];
  if (view.phase === 'swap' && current) {
    const reserve = [...view.pools[seat]!];
    for (const id of current) reserve.splice(reserve.indexOf(id), 1);
    cards = [...current];
    cards.splice(below(rng, cards.length), 1, pickOne(rng, reserve));
  } else cards = shuffled(rng, view.pools[seat]!).slice(0, 30);
  const { commitment } = commitDeck(view.matchId, seat, game, cards, secrets.privSeed);
  return { type: 'deck', player: seat, commitment, cards };
}

/** A uniformly random legal move of the seat `view` waits on (see the module comment). */
export function randomMove(view: MatchState, secrets: SeatSecrets, rng: Rng): MatchAction {
  const w = matchWaiting(view);
  if (w.kind !== 'act') throw new Error('the match does not wait on a seat');
  const seat = w.seat as PSeat;
  switch (w.window) {
    case 'class-commit':
    case 'class-open':
    case 'rps-commit':
    case 'rps-open':
      return choiceMove(view, seat, secrets, w.window, rng);
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
      return pickOne(rng, matchLegalActions(view, seat));
  }
}

/**
 * A random legal Game Phase move of one of the `prefer` types when there is one (to give a cheat of
 * the catalogue its chance sooner), else {@link randomMove}.
 */
export function preferMove(
  view: MatchState,
  secrets: SeatSecrets,
  rng: Rng,
  prefer: readonly string[],
): MatchAction {
  const w = matchWaiting(view);
  if (w.kind === 'act' && view.phase === 'game') {
    const legal = matchLegalActions(view, w.seat).filter((a) => prefer.includes(a.type));
    if (legal.length > 0) return legal[Math.floor(rng() * legal.length)]!;
  }
  return randomMove(view, secrets, rng);
}
