/**
 * Drives whole Paragons matches (src/games/paragons/match) in tests: seeded commitments for class
 * choice and rock-paper-scissors, seeded draft picks and decks, and seeded random-legal play of
 * each game. Everything is reproducible from one seed.
 */
import { commitChoice, toHex } from '../../protocol/index.ts';
import {
  applyMatch,
  createMatch,
  matchWaiting,
  matchLegalActions,
} from '../../src/games/paragons/match/match.ts';
import { commitDeck } from '../../src/games/paragons/match/decks.ts';
import type {
  MatchAction,
  MatchOptions,
  MatchState,
} from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { OMNISCIENT } from '../../src/engine/index.ts';
import { below, shuffled, type Rng } from '../paragons/helpers/prng.ts';
import { randomResolution } from '../paragons/helpers/random-match.ts';

/** 32 seeded bytes. */
export function bytes32(rng: Rng): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => below(rng, 256));
}

/** Each seat's secrets and wishes for a scripted match. */
export interface Script {
  /** Class wishes (equal wishes force rock-paper-scissors). */
  readonly wish: Readonly<Record<PSeat, string>>;
  /** RPS throws per round, per seat (rounds past the list throw at random). */
  readonly rps?: readonly Readonly<Record<PSeat, string>>[];
  /** The private seeds that salt deck commitments. */
  readonly privSeed: Readonly<Record<PSeat, Uint8Array>>;
  /** Swap one card after each lost game (best of 3). */
  readonly swap: boolean;
}

/** Applies `a` and throws with the engine's error when it is rejected. */
export function must(s: MatchState, a: MatchAction): MatchState {
  const r = applyMatch(s, a);
  if (r.error) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
  return r.state;
}

const salts = new Map<string, string>();

function commitment(s: MatchState, seat: PSeat, round: number, choice: string, rng: Rng): string {
  const salt = bytes32(rng);
  salts.set(`${s.matchId}/${seat}/${round}`, toHex(salt));
  return commitChoice({ matchId: s.matchId, seat, round }, choice, salt);
}

function saltOf(s: MatchState, seat: PSeat, round: number): string {
  return salts.get(`${s.matchId}/${seat}/${round}`)!;
}

/** A random legal deck: 30 cards of the seat's pool. */
export function randomDeck(s: MatchState, seat: PSeat, rng: Rng): string[] {
  return shuffled(rng, s.pools[seat]!).slice(0, 30);
}

function rpsThrow(script: Script, round: number, seat: PSeat, rng: Rng): string {
  return script.rps?.[round - 1]?.[seat] ?? ['rock', 'paper', 'scissors'][below(rng, 3)]!;
}

/** The scripted seat's next action in any pre-game or swap window, or a game action. */
export function scriptedAction(s: MatchState, script: Script, rng: Rng): MatchAction {
  const w = matchWaiting(s);
  if (w.kind === 'random') {
    if (s.phase === 'game') return randomResolution(s.game!, rng);
    const left = s.draft!.step === 'greater' ? s.draft!.greaterLeft : s.draft!.lesserLeft;
    const indices = Array.from({ length: w.request.count }, (_, i) => below(rng, left.length - i));
    return { type: 'random', k: w.request.k, indices };
  }
  if (w.kind !== 'act') throw new Error('match is over');
  const seat = w.seat as PSeat;
  const round = s.rps?.round ?? 0;
  switch (w.window) {
    case 'class-commit':
      return {
        type: 'class-commit',
        player: seat,
        commitment: commitment(s, seat, 0, script.wish[seat], rng),
      };
    case 'class-open':
      return {
        type: 'class-open',
        player: seat,
        choice: script.wish[seat],
        salt: saltOf(s, seat, 0),
      };
    case 'rps-commit': {
      const c = rpsThrow(script, round, seat, rng);
      return { type: 'rps-commit', player: seat, commitment: commitment(s, seat, round, c, rng) };
    }
    case 'rps-open':
      return {
        type: 'rps-open',
        player: seat,
        choice: rpsThrow(script, round, seat, rng),
        salt: saltOf(s, seat, round),
      };
    case 'class-pick': {
      const taken = s.classes[seat === 'A' ? 'B' : 'A'];
      const free = ['warrior', 'mage', 'ranger'].filter((c) => c !== taken);
      return { type: 'class-pick', player: seat, choice: free[below(rng, free.length)] as 'mage' };
    }
    case 'pick': {
      const legal = matchLegalActions(s, seat);
      return legal[below(rng, legal.length)]!;
    }
    case 'deck':
    case 'swap':
      return deckAction(s, seat, script, rng, w.window === 'swap');
    default: {
      const legal = matchLegalActions(s, seat);
      if (legal.length === 0) throw new Error(`stuck in ${w.window}`);
      return legal[below(rng, legal.length)]!;
    }
  }
}

function deckAction(
  s: MatchState,
  seat: PSeat,
  script: Script,
  rng: Rng,
  swap: boolean,
): MatchAction {
  if (swap && !script.swap) return { type: 'keep', player: seat };
  const game = s.results.length + 1;
  let cards = randomDeck(s, seat, rng);
  if (swap) cards = swapOne(s, seat, rng);
  const c = commitDeck(s.matchId, seat, game, cards, script.privSeed[seat]);
  return { type: 'deck', player: seat, commitment: c.commitment, cards };
}

/** The seat's current deck with one card exchanged for one from its Reserve Pile. */
export function swapOne(s: MatchState, seat: PSeat, rng: Rng): string[] {
  const deck = [...s.decks[seat]!.cards!];
  const reserve = [...s.pools[seat]!];
  for (const id of deck) reserve.splice(reserve.indexOf(id), 1);
  deck.splice(below(rng, deck.length), 1, reserve[below(rng, reserve.length)]!);
  return deck;
}

/** Plays a whole omniscient match from a seed; returns every state and action. */
export function playScripted(
  matchId: string,
  options: MatchOptions,
  script: Script,
  rng: Rng,
  maxSteps = 200_000,
): { states: MatchState[]; actions: MatchAction[] } {
  let s = createMatch(OMNISCIENT, matchId, options);
  const states = [s];
  const actions: MatchAction[] = [];
  for (let i = 0; i < maxSteps && s.phase !== 'over'; i++) {
    const a = scriptedAction(s, script, rng);
    s = must(s, a);
    actions.push(a);
    states.push(s);
  }
  if (s.phase !== 'over') throw new Error(`match ${matchId} did not end`);
  return { states, actions };
}
