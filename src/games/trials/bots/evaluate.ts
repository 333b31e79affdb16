/**
 * Trials' static evaluation for the generic bots (src/engine/bot-hooks.ts `SearchHooks.evaluate`;
 * docs/ai.md "Trials"): what a position is worth to a seat, in HP-like points, from what every
 * view holds alike (boards, HP, discard piles, sizes of hands and decks, energy), so the same
 * position scores the same in a seat's view and in any determinized sample of it.
 *
 * A side's worth (rulebook: "Objective": defeat both Avatars; "Fallen"; "Power"; "Attack"):
 * - each standing Avatar: a bonus for standing, its HP left (steeper for the last one standing:
 *   its fall loses the game), its Attack (the threat it poses; more while it is ready to use it),
 *   a Shield Counter;
 * - each attachment: a base for being in play (its effects), its HP left and its Attack (a card
 *   with Power counts in its bearer's Attack), Guardian and a Shield Counter;
 * - cards in hand (options still to come), the ignite cards of the discard pile (Ignite's
 *   damage), energy it can still spend this round, initiative (rulebook: "Initiative": the first
 *   turn and every tie), the cards left to draw while the deck runs low, and a penalty for a deck
 *   about to run out (rulebook: "If a player cannot draw due to an empty deck, they immediately
 *   lose the game").
 * A won game is ±{@link WIN_VALUE}.
 */
import type { Seat } from '../../../engine/index.ts';
import { TRIALS_DB, defOf, type CardDb } from '../carddb.ts';
import { attackOf, hasKeyword, hpOf } from '../stats.ts';
import { other, playerOf, type TrialsState, type TSeat } from '../types.ts';

/** The value of a won game (a lost one is its negative). */
export const WIN_VALUE = 1000;

/**
 * The evaluation's weights, in HP-like points (chosen by seeded bot-vs-bot matches, docs/ai.md
 * "Trials").
 */
export const WEIGHTS = {
  /** An Avatar still standing. */
  standing: 8,
  /** A point of HP of an Avatar while its partner stands too. */
  hp: 1,
  /** A point of HP of the last Avatar standing. */
  lastHp: 1.6,
  /** A point of Attack of a standing Avatar (its threat). */
  attack: 1.3,
  /** A point of Attack of a ready Avatar or attachment (it can still strike this round). */
  ready: 0.3,
  /** A Shield Counter on any card. */
  shield: 1.5,
  /** An attachment in play (its effects). */
  attachment: 1.2,
  /** A point of HP of an attachment. */
  attachmentHp: 0.5,
  /** A point of Attack of an attachment that attacks. */
  attachmentAttack: 1.2,
  /** An attachment with Guardian (it shields its Avatar from attacks). */
  guardian: 1,
  /** A card in hand. */
  hand: 1.5,
  /** An ignite card in the discard pile. */
  ignite: 0.4,
  /** A point of energy left this round (while the seat holds a card to spend it on). */
  energy: 0.2,
  /** Holding initiative. */
  initiative: 0.5,
  /**
   * A card of the deck, up to {@link DECK_SAFE} of them: the draws still to come (a Scout that
   * takes one into hand gains little, and a deck drawn dry loses the game).
   */
  deck: 1.4,
  /** Per card short of a safe deck (fewer than 3 cards left). */
  deckShort: 3,
} as const;

/** The deck size below which every card of it counts (rounds rarely last past the tenth). */
const DECK_SAFE = 8;

/** One side's worth (see the module comment). */
function sideWorth(db: CardDb, s: TrialsState, seat: TSeat): number {
  const W = WEIGHTS;
  const p = playerOf(s, seat);
  const standing = p.avatars.filter((a) => a.side === 'front').length;
  let v = 0;
  for (const avatar of p.avatars) {
    const at = { seat, avatar, att: null };
    if (avatar.side === 'front') {
      v += W.standing + (standing === 1 ? W.lastHp : W.hp) * Math.max(0, hpOf(db, s, at) ?? 0);
      const atk = attackOf(db, s, at);
      v += W.attack * atk + (avatar.exhausted ? 0 : W.ready * atk);
      if (avatar.shield) v += W.shield;
    } else {
      // A Fallen side's Attack still strikes (rulebook: "Fallen": its stats and effects count).
      const atk = attackOf(db, s, at);
      v += 0.5 * W.attack * atk;
    }
    for (const att of avatar.attachments) {
      const l = { seat, avatar, att };
      v += W.attachment + W.attachmentHp * Math.max(0, hpOf(db, s, l) ?? 0);
      const atk = attackOf(db, s, l);
      v += W.attachmentAttack * atk + (att.exhausted ? 0 : W.ready * atk);
      if (att.shield) v += W.shield;
      if (hasKeyword(db, s, l, 'guardian')) v += W.guardian;
    }
  }
  v += W.hand * p.hand.length;
  let ignite = 0;
  for (const c of p.discard) {
    const d = defOf(db, c.id);
    if (d.kind !== 'avatar' && d.keywords.includes('ignite')) ignite++;
  }
  v += W.ignite * ignite;
  if (p.hand.length > 0) v += W.energy * Math.min(p.energy, 4);
  if (s.initiative === seat) v += W.initiative;
  v += W.deck * Math.min(p.deck.length, DECK_SAFE);
  if (p.deck.length < 3) v -= W.deckShort * (3 - p.deck.length);
  return v;
}

/**
 * How good `s` is for `seat` (positive: ahead): ±{@link WIN_VALUE} once the game is over (0 for a
 * draw), else its side's worth less the opponent's (see the module comment).
 */
export function evaluate(s: TrialsState, seat: Seat, db: CardDb = TRIALS_DB): number {
  const me = seat as TSeat;
  if (s.phase === 'over') return s.winner === null ? 0 : s.winner === me ? WIN_VALUE : -WIN_VALUE;
  return sideWorth(db, s, me) - sideWorth(db, s, other(me));
}
