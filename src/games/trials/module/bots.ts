/**
 * Trials' bot hooks (src/engine/bot-hooks.ts; docs/ai.md "What a game supplies"): what the generic
 * bots of src/ai need to play Trials, as one object, {@link TRIALS_BOTS}. The pre-game is answered
 * by policy (a pre-constructed deck in its suggested order, `PRECON_DECKS`; a preference and a
 * throw at random); the game is searched, its main window being the turn player's `main`.
 *
 * The evaluation and the determinization are deliberately simple for now (Avatars' HP and fallen
 * Avatars, cards in hand; the opponent's unseen cards drawn from what its Avatars allow): a first
 * version the search bots can run on, to be improved with the game's own knowledge.
 * Pure: every random choice comes from the generator the bots hand in.
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
import { pickOne, shuffle } from '../../../engine/bot-hooks.ts';
import type { Seat } from '../../../engine/index.ts';
import { OMNISCIENT, seatView } from '../../../engine/index.ts';
import { TRIALS_DB } from '../carddb.ts';
import { avatarById, cardsForAvatars, DECK_CARDS, PRECON_DECKS } from '../cards/index.ts';
import type { AvatarDef } from '../cards/schema.ts';
import { legalActions } from '../legal.ts';
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
import { other, type Action, type TrialsState, type TSeat, type TSlot } from '../types.ts';
import { view as projectGame } from '../view.ts';
import { waiting } from '../waiting.ts';
import { deckMove, owedOpening, preferenceMove, rpsMove } from './automation.ts';
import { THROWS } from '../../../engine/match/index.ts';

/** The choices a Trials bot commits to with its seat's secrets before they become moves. */
export type TrialsChoice =
  /** `deck-order`: a pre-constructed deck (by id), in its suggested order. */
  | { readonly kind: 'deck'; readonly deck: string }
  /** `initiative-commit`: hold initiative in round 1 or not. */
  | { readonly kind: 'initiative'; readonly choice: string }
  /** `rps-commit`: the throw. */
  | { readonly kind: 'rps'; readonly choice: string };

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
 * action) or the game's own window (`priority`, `trigger`, `scout`, `discard`); null when it waits,
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

/** The pre-game decisions: a pre-constructed deck, a preference and a throw, each at random. */
function policy(
  _m: MatchState,
  _seat: Seat,
  window: string,
  _level: string,
  rng: Rng,
): TrialsChoice | null {
  if (window === 'deck') return { kind: 'deck', deck: pickOne(rng, PRECON_DECKS).id };
  if (window === 'initiative') return { kind: 'initiative', choice: pickOne(rng, PREFERENCES) };
  if (window === 'rps') return { kind: 'rps', choice: pickOne(rng, THROWS) };
  return null;
}

function commit(m: MatchState, seat: Seat, c: TrialsChoice, secrets: BotSecrets): MatchAction {
  const me = seat as TSeat;
  if (c.kind === 'deck') {
    const d = PRECON_DECKS.find((x) => x.id === c.deck) ?? PRECON_DECKS[0]!;
    return deckMove(m, me, secrets, { avatars: d.avatars, cards: d.order });
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

/** The value of a won game. */
export const WIN_VALUE = 1000;

function avatarValue(card: string, side: string, damage: number): number {
  const def: AvatarDef | undefined = avatarById(card);
  if (!def || side === 'fallen') return 0;
  return Math.max(0, def.front.hp - damage) + 10;
}

/**
 * How good `s` is for `seat`: a won or lost game is ±{@link WIN_VALUE}; otherwise its Avatars'
 * HP left (and 10 for each still standing) against the opponent's, and a little for cards in hand.
 */
export function evaluate(s: TrialsState, seat: Seat): number {
  const me = seat as TSeat;
  if (s.phase === 'over') return s.winner === null ? 0 : s.winner === me ? WIN_VALUE : -WIN_VALUE;
  const side = (x: TSeat) => {
    const p = s.players[x];
    const avatars = p.avatars.reduce((v, a) => v + avatarValue(a.card, a.side, a.damage), 0);
    return avatars + 0.5 * p.hand.length + 0.25 * p.avatars.flatMap((a) => a.attachments).length;
  };
  return side(me) - side(other(me));
}

/**
 * Plays `s` on to the next main window (or the end): a response window is declined, any other
 * window (a trigger, a scout, a discard) takes its first legal answer. At most `maxSteps` steps.
 */
export function settle(s: TrialsState, _rng: Rng, options: SettleOptions = {}): TrialsState {
  let g = s;
  const max = options.maxSteps ?? 60;
  for (let i = 0; i < max; i++) {
    const w = waiting(g);
    if (w.kind === 'over' || w.window === 'main') return g;
    const legal = legalActions(TRIALS_DB, g, w.seat);
    const pick = legal.find((a) => a.type === 'decline') ?? legal[0];
    const next = pick ? applyGame(g, pick) : null;
    if (!next) return g;
    g = next;
  }
  return g;
}

/** Card ids every view sees of `seat` (in play, discard, exile, public hand cards). */
function seenIds(s: TrialsState, seat: TSeat): Set<string> {
  const p = s.players[seat];
  const ids = new Set<string>();
  for (const a of p.avatars) for (const x of a.attachments) ids.add(x.card);
  for (const c of [...p.discard, ...p.exile]) ids.add(c.id);
  for (const x of [...p.hand, ...p.deck]) if (x.id !== undefined) ids.add(x.id);
  for (const it of s.stack) if (it.kind === 'card' && it.seat === seat) ids.add(it.card);
  return ids;
}

/**
 * An omniscient game consistent with `m` as `seat` sees it: the opponent's unseen hand and deck
 * cards drawn with `rng` from the cards its Avatars allow that nobody has seen.
 */
export function determinize(m: MatchState, seat: Seat, rng: Rng): TrialsState {
  const g = gameOf(m);
  const foe = other(seat as TSeat);
  const p = g.players[foe];
  const pair = p.avatars.map((a) => avatarById(a.card)).filter((a) => a !== undefined);
  const seen = seenIds(g, foe);
  let pool = shuffle(
    rng,
    cardsForAvatars(pair)
      .map((c) => c.id)
      .filter((id) => !seen.has(id)),
  );
  const need = [...p.hand, ...p.deck].filter((x) => x.id === undefined).length;
  if (pool.length < need) pool = [...pool, ...DECK_CARDS.map((c) => c.id)];
  let i = 0;
  const fill = (xs: readonly TSlot[]): TSlot[] =>
    xs.map((x) => (x.id === undefined ? { ...x, id: pool[i++]! } : x));
  const players = { ...g.players, [foe]: { ...p, hand: fill(p.hand), deck: fill(p.deck) } };
  return { ...g, view: OMNISCIENT, players: players as TrialsState['players'] };
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
    rolloutAnswer: (window, legal) =>
      window === 'priority' ? (legal.find((a) => a.type === 'decline') ?? null) : null,
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
