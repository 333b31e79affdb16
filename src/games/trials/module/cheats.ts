/**
 * Trials' own cheats (the module's `testing.cheats`, src/engine/module.ts; played, as every game's
 * are, by test/cheats/game-cheats.test.ts): modified clients of an owner-ordered secret deck
 * (docs/protocol.md, "Slots a move creates"; docs/rules/trials.md D2–D5). Each is either a tampered
 * session (it rewrites a body it signs) caught at once by the honest seat, or a modified game (it
 * believes what it wants and signs it honestly) caught by the verifier's replay at the message that
 * commits it (`committedBy`: the deck move, or the Avatars' opening):
 *
 * - `swaps-position`: commits its list, but its created slots hold two cards swapped (its own game
 *   plays the swapped order, so every card it shows opens honestly): `bad-created` at the deck move.
 * - `not-a-permutation`: its created slots hold a card twice (one card of the list missing):
 *   `bad-created` at the deck move.
 * - `illegal-list` with a card sharing no discipline, a card twice, or 19 cards: the list opened
 *   at the final reveal is no legal deck: `illegal-move` at the deck move.
 * - `list-avatars`: opens (honestly) other Avatars than its list names: `illegal-move` at the
 *   Avatars' opening.
 * - `shows-other-card`: a play names its slot but shows another card than the slot holds (the body
 *   still opens the true card): `bad-opening` at once.
 * - `opens-other-avatars`: opens other Avatars than it committed to: `illegal-move` at once.
 *
 * Looking at one's own deck (D5) is no move at all (./looks.ts, the module's `testing.looks`): the
 * same test file proves a match where both seats look after every message is the same file.
 */
import type { JsonValue } from '../../../../protocol/index.ts';
import type { GameError, LocalResult, LockstepGame } from '../../../../protocol/session/index.ts';
import type { GameCheat, ShownCard } from '../../../engine/module.ts';
import { cardField, moveTypeOf, rewriteOnce } from '../../../engine/tamper.ts';
import { isError } from '../../../engine/index.ts';
import { avatarById, cardsForAvatars, DECK_CARDS } from '../cards/index.ts';
import type { DeckList } from '../cards/legality.ts';
import { applyMatch } from '../match/match.ts';
import { AVATAR_IDS, commitAvatars, commitDeckList, DECK_KIND } from '../match/pregame.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import { createdBy, TRIALS_LOCKSTEP, travelling } from '../session/adapter.ts';
import type { TSeat } from '../types.ts';

type Game = LockstepGame<MatchState, MatchAction>;
type Cheat = GameCheat<MatchState, MatchAction, MatchOptions>;

const OPTIONS: MatchOptions = { players: 2 };

/**
 * A client whose deck move commits (and opens at the final reveal) `list`, while its created slots,
 * and the deck its own game plays, hold `slots(list)` instead.
 */
export function lyingDeckGame(
  slots: (list: DeckList) => DeckList,
  committed: (list: DeckList) => DeckList = (l) => l,
): Game {
  return {
    ...TRIALS_LOCKSTEP,
    local(s, seat, action, secrets): LocalResult<MatchState> | GameError {
      if (action.type !== 'order-deck' || action.list === undefined)
        return TRIALS_LOCKSTEP.local(s, seat, action, secrets);
      const honest = action.list;
      const list = committed(honest);
      const played = slots(honest);
      const me = seat as TSeat;
      const c = commitDeckList(s.matchId, me, list, secrets.privSeed);
      const avatars = commitAvatars(s.matchId, me, played.avatars, secrets.privSeed).commitment;
      const a: MatchAction = { ...action, deck: c.commitment, avatars, list: honest };
      const r = applyMatch(s, a);
      if (isError(r)) return { code: r.error.code, message: r.error.message };
      // It believes its slots' order: its own game draws and plays those cards.
      const state: MatchState = { ...r.state, lists: { ...r.state.lists, [me]: played } };
      return {
        state,
        move: travelling(a) as unknown as JsonValue,
        opened: [],
        commits: [{ kind: DECK_KIND, index: 0, commitment: c.commitment }],
        created: createdBy(me, played),
        deferred: [c],
      };
    },
  };
}

/** The cards of `list` with positions `i` and `j` swapped. */
export function swapped(list: DeckList, i = 0, j = 1): DeckList {
  const cards = [...list.cards];
  [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  return { avatars: list.avatars, cards };
}

/** `list` with position 1 holding position 0's card again (not a permutation of the list). */
export function duplicated(list: DeckList): DeckList {
  const cards = [...list.cards];
  cards[1] = cards[0]!;
  return { avatars: list.avatars, cards };
}

/** `list` with its last card replaced by one sharing no discipline with its Avatars. */
export function offDiscipline(list: DeckList): DeckList {
  const pair = list.avatars.map((id) => avatarById(id)!);
  const allowed = new Set(cardsForAvatars(pair).map((c) => c.id));
  const off = DECK_CARDS.find((c) => !allowed.has(c.id))!;
  return { avatars: list.avatars, cards: [...list.cards.slice(0, -1), off.id] };
}

/** `list` with only its first 19 cards. */
export function nineteen(list: DeckList): DeckList {
  return { avatars: list.avatars, cards: list.cards.slice(0, -1) };
}

/** `list` naming its two Avatars the other way round (a legal list; not the Avatars opened). */
export function otherAvatars(list: DeckList): DeckList {
  return { avatars: [list.avatars[1]!, list.avatars[0]!], cards: list.cards };
}

type Move = Record<string, JsonValue>;

/**
 * How a Trials move shows a card leaving a hidden slot (the module's `testing.shownCard`): a play
 * names the slot by its handle `h` and shows the card as `id`; another card is any other deck card.
 */
export const TRIALS_SHOWN_CARD: ShownCard = cardField(
  'id',
  (id) => DECK_CARDS.find((c) => c.id !== id)!.id,
);

/** A play whose move shows another card than the slot it opens holds. */
export const showsOtherCard = () =>
  rewriteOnce<MatchState, MatchAction>(
    (b) => moveTypeOf(b) === 'play' && Array.isArray(b.opens) && b.opens.length > 0,
    (b) => {
      const m = b.move as Move;
      b.move = { ...m, id: TRIALS_SHOWN_CARD.another(String(m.id)) };
      return b;
    },
  );

/** An Avatar opening naming two other Avatars (the salt unchanged). */
export const opensOtherAvatars = () =>
  rewriteOnce<MatchState, MatchAction>(
    (b) => moveTypeOf(b) === 'avatars-open',
    (b) => {
      const m = b.move as Move;
      const mine = m.avatars as string[];
      const others = AVATAR_IDS.filter((id) => !mine.includes(id));
      b.move = { ...m, avatars: [others[0]!, others[1]!] };
      return b;
    },
  );

/** Trials' cheats (see the module comment). */
export const TRIALS_CHEATS: readonly Cheat[] = [
  {
    name: 'swaps two positions of its deck after committing the order',
    options: OPTIONS,
    cheater: 'A',
    caught: 'verification',
    code: /^bad-created$/,
    committedBy: 'order-deck',
    game: () => lyingDeckGame((l) => swapped(l, 0, 19)),
  },
  {
    name: 'creates deck slots that are not a permutation of its committed list',
    options: OPTIONS,
    cheater: 'B',
    caught: 'verification',
    code: /^bad-created$/,
    committedBy: 'order-deck',
    game: () => lyingDeckGame(duplicated),
  },
  {
    name: 'commits a list with a card sharing no discipline with its Avatars',
    options: OPTIONS,
    cheater: 'A',
    caught: 'verification',
    code: /^illegal-move$/,
    committedBy: 'order-deck',
    game: () => lyingDeckGame(offDiscipline, offDiscipline),
  },
  {
    name: 'commits a list with a card twice',
    options: OPTIONS,
    cheater: 'B',
    caught: 'verification',
    code: /^illegal-move$/,
    committedBy: 'order-deck',
    game: () => lyingDeckGame(duplicated, duplicated),
  },
  {
    name: 'commits a list of 19 cards',
    options: OPTIONS,
    cheater: 'A',
    caught: 'verification',
    code: /^illegal-move$/,
    committedBy: 'order-deck',
    game: () => lyingDeckGame((l) => l, nineteen),
  },
  {
    name: 'opens other Avatars than its deck list names',
    options: OPTIONS,
    cheater: 'B',
    caught: 'verification',
    code: /^illegal-move$/,
    committedBy: 'avatars-open',
    game: () => lyingDeckGame((l) => l, otherAvatars),
  },
  {
    name: 'plays a card from a slot but shows another card',
    options: OPTIONS,
    cheater: 'A',
    caught: 'at-once',
    code: /^(bad-opening|illegal-move)$/,
    tamper: showsOtherCard,
    prefer: ['play'],
  },
  {
    name: 'opens other Avatars than it committed to',
    options: OPTIONS,
    cheater: 'B',
    caught: 'at-once',
    code: /^illegal-move$/,
    tamper: opensOtherAvatars,
  },
];
