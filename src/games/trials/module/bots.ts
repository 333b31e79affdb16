/**
 * Trials' bot hooks (src/engine/bot-hooks.ts; docs/ai.md "What a game supplies", "Trials"): what
 * the generic bots of src/ai need to play Trials, as one object, {@link TRIALS_BOTS}. The pre-game
 * is answered by policy (../bots/policy.ts: a pre-constructed deck in a secret order near its suggested one, the
 * initiative preference, a throw); the game is searched, its main window being the turn player's
 * `main`, with the static evaluation of ../bots/evaluate.ts and the determinization of
 * ../bots/determinize.ts (the opponent's hidden hand and deck order sampled from what the seat has
 * seen). Pure: every random choice comes from the generator the bots hand in.
 */
import { commitChoice } from '../../../../protocol/index.ts';
import type {
  BotHooks,
  BotSecrets,
  BotTypes,
  IdleKind,
  Rng,
  SaltedSecrets,
  SettleOptions,
} from '../../../engine/bot-hooks.ts';
import { pickOne } from '../../../engine/bot-hooks.ts';
import type { Seat } from '../../../engine/index.ts';
import { OMNISCIENT, seatView } from '../../../engine/index.ts';
import { TRIALS_DB } from '../carddb.ts';
import { avatarById, PRECON_DECKS } from '../cards/index.ts';
import { determinizeGame } from '../bots/determinize.ts';
import { evaluate, WIN_VALUE } from '../bots/evaluate.ts';
import { policy, type TrialsChoice } from '../bots/policy.ts';
import { legalActions } from '../legal.ts';
import { namedPoints } from '../split.ts';
import { hpOf, locate } from '../stats.ts';
import {
  applyMatch,
  createMatch,
  gameOf,
  matchLegalActions,
  matchWaiting,
} from '../match/match.ts';
import {
  PREFERENCES,
  type MatchAction,
  type MatchOptions,
  type MatchState,
} from '../match/types.ts';
import { apply as applyRules } from '../rules.ts';
import { GAME_ID } from '../session/adapter.ts';
import type { Action, TrialsState, TSeat } from '../types.ts';
import { view as projectGame } from '../view.ts';
import { waiting } from '../waiting.ts';
import { deckMove, owedOpening, preferenceMove, rpsMove } from './automation.ts';
import { THROWS } from '../../../engine/match/index.ts';

export type { TrialsChoice } from '../bots/policy.ts';

/** Trials in the bots' terms. */
export interface TrialsBotTypes extends BotTypes {
  readonly match: MatchState;
  readonly move: MatchAction;
  readonly state: TrialsState;
  readonly action: Action;
  readonly choice: TrialsChoice;
  readonly options: MatchOptions;
}

/** The match `m` (held in any view) as `seat` may know it: the opponent's deck list and cards hidden. */
export function projectMatch(m: MatchState, seat: Seat): MatchState {
  const own = m.lists[seat as TSeat];
  return {
    ...m,
    view: seatView(seat),
    lists: own ? { [seat]: own } : {},
    game: m.game ? projectGame(m.game, seat) : null,
  };
}

/**
 * What `seat` must decide now, in the bots' words: `deck`, `initiative`, `rps`, `main` (its turn's
 * action) or the game's own window (`priority`, `trigger`, `scout`, `discard`, `split`); null when it waits,
 * or only opens its own commitment.
 */
export function windowOf(m: MatchState, seat: Seat): string | null {
  const w = matchWaiting(m);
  if (w.kind !== 'act' || w.seat !== seat) return null;
  switch (w.window) {
    case 'deck-order':
      return 'deck';
    case 'initiative-commit':
      return 'initiative';
    case 'rps-commit':
      return 'rps';
    case 'avatar-reveal':
    case 'initiative-open':
    case 'rps-open':
      return null;
    default:
      return w.window;
  }
}

function commit(m: MatchState, seat: Seat, c: TrialsChoice, secrets: BotSecrets): MatchAction {
  const me = seat as TSeat;
  if (c.kind === 'deck') {
    const d = PRECON_DECKS.find((x) => x.id === c.deck) ?? PRECON_DECKS[0]!;
    return deckMove(m, me, secrets, { avatars: d.avatars, cards: c.order ?? d.order });
  }
  return c.kind === 'initiative'
    ? preferenceMove(m, me, secrets, c.choice)
    : rpsMove(m, me, secrets, c.choice);
}

/**
 * The random bot's move in the pre-game windows (a random pre-constructed deck; a random
 * preference or throw, salted with `secrets.salt('choice', round)` as the session's own secrets
 * salt them; the openings it owes); null in the game (a uniform legal move).
 */
function randomMove(
  m: MatchState,
  seat: Seat,
  window: string,
  secrets: SaltedSecrets,
  rng: Rng,
): MatchAction | null {
  const me = seat as TSeat;
  switch (window) {
    case 'deck-order': {
      const d = pickOne(rng, PRECON_DECKS);
      return deckMove(m, me, secrets, { avatars: d.avatars, cards: d.order });
    }
    case 'initiative-commit':
    case 'rps-commit': {
      const round = window === 'rps-commit' ? m.rps!.round : 0;
      const options = round === 0 ? PREFERENCES : THROWS;
      const commitment = commitChoice(
        { matchId: m.matchId, seat, round },
        pickOne(rng, options),
        secrets.salt('choice', round),
      );
      return round === 0
        ? { type: 'initiative-commit', player: me, commitment }
        : { type: 'rps-commit', player: me, commitment };
    }
    case 'avatar-reveal':
    case 'initiative-open':
    case 'rps-open':
      return owedOpening(m, seat, secrets);
    default:
      return null;
  }
}

/** The state after `a`, or null when the rules refuse it. */
function applyGame(s: TrialsState, a: Action): TrialsState | null {
  const r = applyRules(TRIALS_DB, s, a);
  return 'error' in r && r.error ? null : (r as { state: TrialsState }).state;
}

/**
 * The quick answer to a `split` window (docs/rules/trials.md D36) in `s`: focus the points where
 * they finish something — the enemy card with the least HP left (less the points already named on
 * it) that still has some, an attachment before an Avatar at equal HP, board order breaking ties.
 * Reads the points named so far from the pending choice; null when `legal` is empty.
 */
export function splitPick(s: TrialsState, legal: readonly Action[]): Action | null {
  const named = s.choice?.kind === 'split' ? namedPoints(s.choice.targets) : [];
  let best: Action | null = null;
  let bestKey = Infinity;
  for (const a of legal) {
    if (a.type !== 'split') continue;
    const l = locate(s, a.target);
    if (!l) continue;
    const left = (hpOf(TRIALS_DB, s, l) ?? 0) - named.filter((x) => x === a.target).length;
    // Cards already dealt their fill go last; among the rest the least HP first.
    const key = (left > 0 ? left : 1000) * 2 + (l.att ? 0 : 1);
    if (key < bestKey) {
      bestKey = key;
      best = a;
    }
  }
  return best;
}

/**
 * Plays `s` on to the next main window (or the end): a response window is declined (no search of
 * the legal responses), a trigger is used with its first targets where it may be (a "you may" is
 * nearly always worth using), a scout takes the top card, a discard its first legal choice, a
 * split point goes where {@link splitPick} puts it. At most `maxSteps` steps.
 */
export function settle(s: TrialsState, _rng: Rng, options: SettleOptions = {}): TrialsState {
  let g = s;
  const max = options.maxSteps ?? 60;
  for (let i = 0; i < max; i++) {
    const w = waiting(g);
    if (w.kind === 'over' || w.window === 'main') return g;
    let pick: Action | undefined;
    if (w.window === 'priority') pick = { type: 'decline', player: w.seat };
    else if (w.window === 'scout') pick = { type: 'scout', player: w.seat, from: 'top' };
    else if (w.window === 'split')
      pick = splitPick(g, legalActions(TRIALS_DB, g, w.seat)) ?? undefined;
    else {
      const legal = legalActions(TRIALS_DB, g, w.seat);
      pick = legal.find((a) => a.type === 'trigger' && a.use) ?? legal[0];
    }
    const next = pick ? applyGame(g, pick) : null;
    if (!next) return g;
    g = next;
  }
  return g;
}

/**
 * An omniscient game consistent with the match `m` as `seat` sees it (../bots/determinize.ts): the
 * opponent's hidden hand and deck order sampled with `rng` from what the seat has seen.
 */
export function determinize(m: MatchState, seat: Seat, rng: Rng): TrialsState {
  return determinizeGame(gameOf(m), seat, rng);
}

function idleKind(a: Action): IdleKind | null {
  if (a.type === 'pass') return 'end';
  return a.type === 'decline' ? 'pass' : null;
}

/** The easy bot's preference per action type: doing something over passing. */
const EASY_WEIGHT: Readonly<Record<string, number>> = {
  play: 3,
  attack: 3,
  activate: 2,
  ignite: 2,
  channel: 1,
  pass: 1,
  decline: 1,
  trigger: 1,
  scout: 1,
  discard: 1,
  split: 1,
};

/** The key of an action's choice, ignoring where it goes and what it aims at. */
function actionGroup(a: Action): string {
  switch (a.type) {
    case 'play':
      return `play:${a.id}`;
    case 'activate':
      return `activate:${a.source}#${a.index}`;
    case 'attack':
      return `attack:${a.attacker}`;
    case 'channel':
      return `channel:${a.avatar}`;
    default:
      return a.type;
  }
}

/** Trials' bot hooks (see the module comment). */
export const TRIALS_BOTS: BotHooks<TrialsBotTypes> = {
  id: GAME_ID,
  project: projectMatch,
  waiting: matchWaiting,
  legalMoves: matchLegalActions,
  window: windowOf,
  policy,
  opening: owedOpening,
  commit,
  randomMove,
  seatLabel: (m, seat) => {
    const pair = m.avatars[seat as TSeat];
    return pair ? pair.map((id) => avatarById(id)?.name ?? id).join(' & ') : '?';
  },
  search: {
    stateOf: gameOf,
    toMove: (a) => a,
    legalActions: (s, seat) => legalActions(TRIALS_DB, s, seat),
    apply: applyGame,
    waiting: (s) => waiting(s),
    turn: (s) => s.turn,
    isMain: (window) => window === 'main',
    chance: () => {
      throw new Error('Trials has no random events');
    },
    settle,
    evaluate,
    values: { win: WIN_VALUE, scale: 12, activity: 0.05 },
    determinize,
    idleKind,
    actionGroup,
    easyKind: (a) => a.type,
    easyWeight: (kind) => EASY_WEIGHT[kind] ?? 1,
    // A response is declined; a split point (D36) goes to the first instance offered (board
    // order), so a rollout's split lands like a plain attack or bolt.
    rolloutAnswer: (window, legal) =>
      window === 'priority'
        ? (legal.find((a) => a.type === 'decline') ?? null)
        : window === 'split'
          ? (legal[0] ?? null)
          : null,
  },
  referee: {
    seats: ['A', 'B'],
    defaultOptions: { players: 2 },
    create: (matchId) => createMatch(OMNISCIENT, matchId, ['A', 'B']),
    apply: applyMatch,
    chance: () => {
      throw new Error('Trials has no random events');
    },
  },
};
