/**
 * Authority's bot hooks (src/engine/bot-hooks.ts; docs/ai.md "What a game supplies"): what the
 * generic bots of src/ai need to play Authority, as one object, {@link AUTHORITY_BOTS}. The game is
 * searched (its main window is the command phase; strikes, ability choices and the market removal
 * are searched too); the faction choice and rock-paper-scissors are answered by policy. The
 * evaluation, the determinization of the hidden hands and the action key are ../bot-hooks.ts.
 * Pure: every random choice comes from the generator the bots hand in.
 */
import { commitChoice, toHex } from '../../../../protocol/index.ts';
import type {
  BotHooks,
  BotSecrets,
  BotTypes,
  IdleKind,
  Rng,
  SaltedSecrets,
  SettleOptions,
} from '../../../engine/bot-hooks.ts';
import { below, pickOne } from '../../../engine/bot-hooks.ts';
import type { Seat } from '../../../engine/index.ts';
import { multisetSize, OMNISCIENT, seatView } from '../../../engine/index.ts';
import { actionKey, determinizeMatch, evaluate, WIN_VALUE } from '../bot-hooks.ts';
import { CARD_DB } from '../carddb.ts';
import { FACTIONS } from '../cards/index.ts';
import type { FactionId } from '../cards/schema.ts';
import { waiting } from '../gate.ts';
import { legalActions } from '../legal.ts';
import { freeFactions } from '../match/pregame.ts';
import { applyMatch, createMatch, matchLegalActions, matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { applyAction } from '../rules.ts';
import { GAME_ID } from '../session/adapter.ts';
import type { Action, GameState } from '../types.ts';
import { project } from '../view.ts';
import { factionMove, owedOpening, rpsMove, THROWS } from './automation.ts';

/** The choices an Authority bot commits to with its seat's secrets before they become moves. */
export type AuthorityChoice =
  /** `faction-commit` and `faction-pick`: the faction to commit to or to pick. */
  | { readonly kind: 'faction'; readonly choice: FactionId }
  /** `rps-commit`: the throw to commit to. */
  | { readonly kind: 'rps'; readonly choice: string };

/** Authority in the bots' terms. */
export interface AuthorityBotTypes extends BotTypes {
  readonly match: MatchState;
  readonly move: MatchAction;
  readonly state: GameState;
  readonly action: Action;
  readonly choice: AuthorityChoice;
  readonly options: MatchOptions;
}

/** The match `m` (held in any view) as `seat` may know it: other seats' hands and decks hidden. */
export function projectMatch(m: MatchState, seat: Seat): MatchState {
  const view = seatView(seat);
  return { ...m, view, game: m.game ? project(m.game, view) : null };
}

/** The game in progress of a match view (throws outside phase `game`). */
export function gameOf(m: MatchState): GameState {
  if (!m.game || m.phase !== 'game') throw new Error('no game in progress');
  return m.game;
}

/**
 * What `seat` must decide now, in the bots' words: `faction` (commit or repick), `rps`, `main` (the
 * command phase, the window every game's bots call `main`), or the game's own window (`strike`,
 * `choose`, `cull`); null when it waits, or only opens its own commitment.
 */
export function windowOf(m: MatchState, seat: Seat): string | null {
  const w = matchWaiting(m);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  switch (w.window) {
    case 'faction-commit':
    case 'faction-pick':
      return 'faction';
    case 'rps-commit':
      return 'rps';
    case 'faction-open':
    case 'rps-open':
      return null;
    case 'command':
      return 'main';
    default:
      return w.window;
  }
}

/**
 * The decision outside the searched game: a faction (every level picks at random among the
 * factions it may take: the balance target is that no faction stands out, docs/rules/authority.md)
 * and a throw (at random: any other policy can be read).
 */
function policy(
  m: MatchState,
  seat: Seat,
  window: string,
  _level: string,
  rng: Rng,
): AuthorityChoice | null {
  if (window === 'faction') {
    const free = m.phase === 'faction-pick' ? freeFactions(m, seat, FACTIONS) : FACTIONS;
    return { kind: 'faction', choice: pickOne(rng, free) };
  }
  if (window === 'rps') return { kind: 'rps', choice: pickOne(rng, THROWS) };
  return null;
}

function commit(m: MatchState, seat: Seat, c: AuthorityChoice, secrets: BotSecrets): MatchAction {
  return c.kind === 'faction'
    ? factionMove(m, seat, secrets, c.choice)
    : rpsMove(m, seat, secrets, c.choice);
}

/**
 * The random bot's move in the commitment windows (salted with `secrets.salt('choice', round)`,
 * as the session's own secrets salt them); null elsewhere (a uniform legal move).
 */
function randomMove(
  m: MatchState,
  seat: Seat,
  window: string,
  secrets: SaltedSecrets,
  rng: Rng,
): MatchAction | null {
  if (!['faction-commit', 'faction-open', 'rps-commit', 'rps-open'].includes(window)) return null;
  const round = window.startsWith('rps') ? m.rps!.round : 0;
  const salt = secrets.salt('choice', round);
  const ctx = { matchId: m.matchId, seat, round };
  const options: readonly string[] = round === 0 ? FACTIONS : THROWS;
  if (window.endsWith('commit')) {
    const commitment = commitChoice(ctx, pickOne(rng, options), salt);
    return round === 0
      ? { type: 'faction-commit', player: seat, commitment }
      : { type: 'rps-commit', player: seat, commitment };
  }
  const mine = round === 0 ? m.commits[seat] : m.rps!.commits[seat];
  const choice = options.find((c) => commitChoice(ctx, c, salt) === mine);
  if (choice === undefined) throw new Error('this seat’s commitment hides no known choice');
  return round === 0
    ? { type: 'faction-open', player: seat, choice, salt: toHex(salt) }
    : { type: 'rps-open', player: seat, choice, salt: toHex(salt) };
}

/** The state after `a`, or null when the rules refuse it. */
function applyGame(s: GameState, a: Action): GameState | null {
  const r = applyAction(CARD_DB, s, a);
  return r.error ? null : r.state;
}

/**
 * A resolution of the pending random event: uniform draws by position from the market deck or the
 * drawing seat's deck (on a view that does not know the deck, its cards stay unknown).
 */
export function chance(s: GameState, rng: Rng): Action {
  const p = s.pending;
  if (p?.p !== 'random') throw new Error('no random event pending');
  const r = p.request;
  const size = r.kind === 'public-draw' ? multisetSize(s.marketDeck) : s.players[r.seat]!.deck.size;
  const indices = Array.from({ length: r.count }, (_, i) => below(rng, size - i));
  return { type: 'random', k: r.k, indices };
}

/** The answer in a strike or choice window the lookahead plays through: the best one step ahead. */
function bestAnswer(s: GameState, seat: Seat, rng: Rng): GameState | null {
  let best: GameState | null = null;
  let bestV = -Infinity;
  for (const a of legalActions(CARD_DB, s, seat)) {
    const n = applyGame(s, a);
    if (!n) continue;
    const v = evaluate(settle(n, rng, { thorough: false, maxSteps: 8 }), seat);
    if (v > bestV) {
      bestV = v;
      best = n;
    }
  }
  return best;
}

/**
 * Plays `s` on to the next command window (or the end): random events by {@link chance}, a market
 * removal kept, a strike or an ability's choice answered by the best option one step ahead (with
 * `thorough`, the default; else the first legal one). At most `maxSteps` steps (default 60).
 */
export function settle(s: GameState, rng: Rng, options: SettleOptions = {}): GameState {
  let g = s;
  const max = options.maxSteps ?? 60;
  for (let i = 0; i < max; i++) {
    const w = waiting(g);
    if (w.kind === 'over') return g;
    let next: GameState | null;
    if (w.kind === 'random') next = applyGame(g, chance(g, rng));
    else if (w.window === 'command') return g;
    else if (w.window === 'cull') next = applyGame(g, { type: 'keep', player: w.seat });
    else if (options.thorough !== false) next = bestAnswer(g, w.seat, rng);
    else {
      const first = legalActions(CARD_DB, g, w.seat)[0];
      next = first ? applyGame(g, first) : null;
    }
    if (!next) return g;
    g = next;
  }
  return g;
}

/** The easy bot's preference per action type: commands and recruits over ending the phase. */
const EASY_WEIGHT: Readonly<Record<Action['type'], number>> = {
  attack: 3,
  defend: 2,
  recruit: 2,
  buy: 3,
  post: 1.5,
  ability: 1.5,
  unmask: 1,
  end: 1,
  strike: 1,
  choose: 1,
  decline: 0.5,
  cull: 1,
  keep: 1,
  random: 0,
};

function idleKind(a: Action): IdleKind | null {
  if (a.type === 'end') return 'end';
  return a.type === 'decline' || a.type === 'keep' ? 'pass' : null;
}

/** Authority's bot hooks (see the module comment). */
export const AUTHORITY_BOTS: BotHooks<AuthorityBotTypes> = {
  id: GAME_ID,
  project: projectMatch,
  waiting: matchWaiting,
  legalMoves: matchLegalActions,
  window: windowOf,
  policy,
  opening: owedOpening,
  commit,
  randomMove,
  seatLabel: (m, seat) => m.factions[seat] ?? '?',
  search: {
    stateOf: gameOf,
    toMove: (a) => a,
    legalActions: (s, seat) => legalActions(CARD_DB, s, seat),
    apply: applyGame,
    waiting,
    turn: (s) => s.turn.seat,
    isMain: (window) => window === 'command',
    chance,
    settle,
    evaluate: (s, seat) => evaluate(s, seat),
    values: { win: WIN_VALUE, scale: 12, activity: 0.05 },
    determinize: (m, seat, rng) => gameOf(determinizeMatch(m, seat, rng)),
    idleKind,
    actionGroup: actionKey,
    easyKind: (a) => a.type,
    easyWeight: (kind) => EASY_WEIGHT[kind as Action['type']] ?? 1,
    rolloutAnswer: (window, legal) =>
      window === 'cull' ? (legal.find((a) => a.type === 'keep') ?? null) : null,
  },
  referee: {
    seats: ['A', 'B'],
    defaultOptions: { players: 2 },
    create: (matchId) => createMatch(OMNISCIENT, matchId, ['A', 'B']),
    apply: applyMatch,
    chance: (m, rng) => chance(gameOf(m), rng),
  },
};
