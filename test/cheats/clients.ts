/**
 * Modified clients for the cheat catalogue (acceptance criteria: at least 12 cheats, each caught
 * at once where the design allows, otherwise by verification, with the verdict naming the cheater
 * and the message). A cheat is a {@link Tamper} of the cheater's session (it rewrites what it signs
 * or goes silent), a modified game (it believes what it wants), or a raw frame injected past its
 * session.
 */
import {
  canonicalJson,
  messageHash,
  signMessage,
  type Body,
  type JsonValue,
  type Opening,
  type PlayerSecrets,
} from '../../protocol/index.ts';
import type { LockstepGame, MatchFile, Tamper } from '../../protocol/session/index.ts';
import { multisetAt, isError } from '../../src/engine/index.ts';
import { commitDeck } from '../../src/games/paragons/match/decks.ts';
import { randomBot, type Bot } from '../../src/ai/random-bot.ts';
import {
  applyMatch,
  matchLegalActions,
  matchWaiting,
} from '../../src/games/paragons/match/match.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import { requireGame } from '../../src/games/index.ts';
import { CARD_SET } from '../../src/games/paragons/cards/index.ts';
import { otherCard } from '../../src/games/paragons/module/testing.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';

/** A real card of the same kind and Hidden-ness as `id`, other than `id` (Paragons). */
export { otherCard };

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

/** A tamper of Paragons sessions. */
export type PTamper = Tamper<MatchState, MatchAction>;
type Move = { type?: string; card?: string; slot?: string } & Record<string, JsonValue>;

const moveOf = (b: Body): Move | undefined => b.move as Move | undefined;
const clone = (b: Body): Record<string, JsonValue> =>
  JSON.parse(JSON.stringify(b)) as Record<string, JsonValue>;

/**
 * A tamper that rewrites the first outgoing body matching `when` (after `skip` matches) with
 * `change`; `hit` records the rewritten body so the test can find its index.
 */
export function rewriteOnce(
  when: (b: Body) => boolean,
  change: (b: Record<string, JsonValue>) => Record<string, JsonValue>,
  skip = 0,
): PTamper & { hit: Body | null } {
  let seen = 0;
  const t: PTamper & { hit: Body | null } = {
    hit: null,
    body(b) {
      if (t.hit !== null || !when(b) || seen++ < skip) return b;
      t.hit = change(clone(b));
      return t.hit;
    },
  };
  return t;
}

/** Moves of a type. */
export const isMove = (type: string) => (b: Body) => moveOf(b)?.type === type;

/** Flips one hex digit: a different, well-formed value. */
export function flipHex(h: string): string {
  return (h[0] === '0' ? '1' : '0') + h.slice(1);
}

/** 3. Reveals a different chain element (the first one it sends after `skip`). */
export const wrongElement = (skip: number) =>
  rewriteOnce(
    (b) => Array.isArray(b.chain) && b.chain.length > 0,
    (b) => {
      const chain = b.chain as { k: number; element: string }[];
      chain[0] = { k: chain[0]!.k, element: flipHex(chain[0]!.element) };
      return b;
    },
    skip,
  );

/**
 * 3, for a game whose matches reveal no chain element (no random event: Trials): a body that
 * reveals none carries a made-up element for the seat's first event (the first after `skip`).
 */
export const forgedElement = (skip: number) =>
  rewriteOnce(
    (b) => b.move !== undefined && b.setup === undefined && b.chain === undefined,
    (b) => {
      b.chain = [{ k: 1, element: flipHex('0'.repeat(64)) }];
      return b;
    },
    skip,
  );

/** 4. Plays a card it never drew: names another card for the slot it opens. */
export const playsUndrawn = () =>
  rewriteOnce(
    (b) => isMove('play')(b) && Array.isArray(b.opens),
    (b) => {
      const m = b.move as Move;
      b.move = { ...m, card: otherCard(m.card!) };
      return b;
    },
  );

/** 2. Swaps a Hidden card before revealing it: the reveal shows another card than was hidden. */
export const swapsHidden = () =>
  rewriteOnce(
    (b) => isMove('reveal')(b) && Array.isArray(b.opens),
    (b) => {
      const opens = b.opens as Opening[];
      const m = b.move as Move;
      b.move = { ...m, card: otherCard(m.card!) };
      opens[0] = { ...opens[0]!, value: (b.move as Move).card! };
      return b;
    },
  );

/** 8. Opens a hand slot with another card: the slot's opening names a card it does not hide. */
export const opensOtherSlot = () =>
  rewriteOnce(
    (b) => isMove('play')(b) && Array.isArray(b.opens),
    (b) => {
      const opens = b.opens as Opening[];
      opens[0] = { ...opens[0]!, value: otherCard(String(opens[0]!.value)) };
      return b;
    },
  );

/** 12. Picks a draft card that was not laid out. */
export const picksUnlaid = () =>
  rewriteOnce(isMove('pick'), (b) => {
    b.move = { ...(b.move as Move), card: 'm-arcane-spark' };
    return b;
  });

/** 11. Changes its deck list at the final reveal (same salt, another list). */
export const changesDeckAtReveal = () =>
  rewriteOnce(
    (b) => b.reveal !== undefined && Array.isArray(b.opens) && b.opens.length > 0,
    (b) => {
      const opens = b.opens as Opening[];
      const at = opens.findIndex((o) => o.kind === 'deck');
      const list = [...(opens[at]!.value as string[])];
      list[0] = list[0] === list[1] ? list[2]! : list[1]!;
      opens[at] = { ...opens[at]!, value: list.sort() };
      return b;
    },
  );

/** 9. Re-sends an old message: re-signs an earlier body (with its chain element) as new. */
export function resendsOld(after: number): PTamper & { hit: Body | null } {
  const sent: Body[] = [];
  const t: PTamper & { hit: Body | null } = {
    hit: null,
    body(b) {
      sent.push(b);
      if (t.hit !== null || sent.length < after) return b;
      // An old body that revealed chain elements, or, in a game that reveals none (Trials), one
      // that opened commitments: either way it re-opens what is already open.
      const old =
        sent.find((x) => Array.isArray(x.chain) && x.setup === undefined) ??
        sent.find((x) => Array.isArray(x.opens) && x.opens.length > 0 && x.setup === undefined);
      if (old === undefined) return b;
      t.hit = clone(old);
      return t.hit;
    },
  };
  return t;
}

/** 5. Lies about its state hash in its `n`-th message. */
export function liesStateHash(n: number): PTamper & { hit: Body | null } {
  let count = 0;
  const t: PTamper & { hit: Body | null } = {
    hit: null,
    body(b) {
      if (++count === n) t.hit = b;
      return b;
    },
    stateHash(h) {
      return count === n ? flipHex(h) : h;
    },
  };
  return t;
}

/** 10. Withholds its final reveal: goes silent once the match is over. */
export const withholdsReveal: PTamper = { send: (b) => b.reveal === undefined };

/** True when a body is this one (canonical comparison). */
export function sameBody(a: Body, b: Body): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

type P = LockstepGame<MatchState, MatchAction>;

/**
 * 1. Draws a card the randomness did not give: its own opening hand is resolved to a different card
 * than the protocol's index named (and it believes it, commits to it, plays it).
 */
export function drawsUnrandom(seat: PSeat): P {
  let cheated = false;
  return {
    ...PARAGONS_LOCKSTEP,
    resolve(s, indices) {
      const w = matchWaiting(s);
      const req = w.kind === 'random' ? w.request : undefined;
      if (cheated || indices === null || req?.kind !== 'private-draw' || req.seat !== seat) {
        return PARAGONS_LOCKSTEP.resolve(s, indices);
      }
      cheated = true;
      const deck = s.game!.players[seat].deck.cards!;
      const real = multisetAt(deck, indices[0]!);
      const list = Object.keys(deck).sort();
      const better = list.find((id) => id !== real)!;
      let at = 0;
      for (const id of list) {
        if (id === better) break;
        at += deck[id]!;
      }
      return PARAGONS_LOCKSTEP.resolve(s, [at, ...indices.slice(1)]);
    },
  };
}

/**
 * 7. Commits a 31-card deck: it plays with 30 cards but its commitment (and its final opening)
 * hides 31.
 */
export function commits31(): P {
  return {
    ...PARAGONS_LOCKSTEP,
    local(s, seat, move, secrets) {
      if (move.type !== 'deck' || !move.cards)
        return PARAGONS_LOCKSTEP.local(s, seat, move, secrets);
      const game = s.results.length + 1;
      const extra = s.pools[seat as PSeat]!.find((id) => !move.cards!.includes(id))!;
      const cards31 = [...move.cards, extra];
      const c = commitDeck(s.matchId, seat as PSeat, game, cards31, secrets.privSeed);
      const r = applyMatch(s, { ...move, commitment: c.commitment });
      if (isError(r)) return r.error;
      const travels = { type: 'deck', player: seat, commitment: c.commitment };
      const commits = [{ kind: 'deck', index: game, commitment: c.commitment }];
      return { state: r.state, move: travels, opened: [], commits, deferred: [c] };
    },
  };
}

/** A random bot that takes a move of the `preferred` types whenever it may (to provoke a cheat). */
export function preferring(secrets: PlayerSecrets, preferred: readonly string[]): Bot {
  const base = randomBot(secrets);
  return {
    decide(view, rng) {
      const w = matchWaiting(view);
      if (w.kind === 'act' && view.phase === 'game') {
        const legal = matchLegalActions(view, w.seat).filter((a) => preferred.includes(a.type));
        if (legal.length > 0) return legal[Math.floor(rng() * legal.length)]!;
      }
      return base.decide(view, rng);
    },
  };
}

/** How {@link hidesFalsely} lies about the card it puts face down. */
export type HideLie = 'cheap' | 'not-hidden';

/** A modified client that hides a card with a false claim, and the move it lied in. */
export interface FalseHider {
  /** The cheater's game: it takes its own false hide on trust (as the opponent's engine does). */
  readonly game: P;
  /** The cheater's bot: it hides (`not-hidden`: a mercenary without the Hidden keyword) and reveals. */
  readonly bot: (secrets: PlayerSecrets) => Bot;
  /** The travelling hide move once the lie was told (its card and true cost beside it). */
  hit: { readonly move: JsonValue; readonly card: string } | null;
}

/**
 * 13 and 14. Hides a card with a false claim, as a modified client can: the `hide` travels with the
 * hand slot and a cost only, and the cheater's own engine is made to take it on trust the way the
 * opponent's must (its card is taken out of its view for the hide, then put back on the chain, so
 * it can reveal the card later like any other). `cheap`: a Hidden card for one less than it costs;
 * `not-hidden`: a mercenary without the Hidden keyword, for its cost (revealed later at instant
 * speed, which only a Hidden card may be). The client drops its own claim check (a modified client
 * believes what it wants); every message is still signed and linked by its session.
 */
export function hidesFalsely(seat: PSeat, lie: HideLie): FalseHider {
  const cardOf = (id: string | undefined) => CARD_SET.find((c) => c.id === id);
  const fits = (id: string | undefined): boolean => {
    const def = cardOf(id);
    if (def === undefined) return false;
    return lie === 'cheap' ? def.hidden !== undefined && def.cost >= 1 : def.hidden === undefined;
  };
  const h: FalseHider = {
    hit: null,
    game: {
      ...PARAGONS_LOCKSTEP,
      local(s, who, move, secrets) {
        const g = s.game;
        if (h.hit !== null || who !== seat || move.type !== 'hide' || !g || !fits(move.card)) {
          return PARAGONS_LOCKSTEP.local(s, who, move, secrets);
        }
        const card = move.card!;
        const slot = move.slot ?? g.players[seat].hand.find((x) => x.id === card)!.h;
        const cost = cardOf(card)!.cost - (lie === 'cheap' ? 1 : 0);
        const hand = g.players[seat].hand.map((x) => (x.h === slot ? { h: x.h } : x));
        const blind = {
          ...s,
          game: { ...g, players: { ...g.players, [seat]: { ...g.players[seat], hand } } },
        };
        const r = PARAGONS_LOCKSTEP.local(
          blind,
          who,
          { type: 'hide', player: seat, slot, cost },
          secrets,
        );
        if ('code' in r) return r;
        const after = r.state.game!;
        const chain = after.chain.map((it) =>
          it.body.kind === 'hide' && it.body.card.h === slot
            ? { ...it, body: { ...it.body, card: { h: slot, id: card } } }
            : it,
        );
        h.hit = { move: r.move, card };
        return { ...r, state: { ...r.state, game: { ...after, chain } }, claims: [] };
      },
    },
    bot(secrets) {
      const base = preferring(secrets, ['reveal', 'hide']);
      return {
        decide(view, rng) {
          const w = matchWaiting(view);
          const g = view.game;
          if (
            lie === 'not-hidden' &&
            h.hit === null &&
            w.kind === 'act' &&
            g &&
            view.phase === 'game'
          ) {
            const legal = matchLegalActions(view, w.seat);
            const p = g.players[seat];
            const merc = p.hand.find(
              (x) =>
                fits(x.id) && cardOf(x.id)!.kind === 'mercenary' && cardOf(x.id)!.cost <= p.mana,
            );
            if (legal.some((a) => a.type === 'endTurn') && merc) {
              const cost = cardOf(merc.id)!.cost;
              return { type: 'hide', player: seat, card: merc.id!, slot: merc.h, cost };
            }
          }
          return base.decide(view, rng);
        },
      };
    },
  };
  return h;
}

/**
 * The honest client of the version before claims about hidden cards were checked: it records no
 * claim, so a false hide goes unnoticed during the match (to build the files only a verifier can
 * judge).
 */
export const trustsHides: P = {
  ...PARAGONS_LOCKSTEP,
  remote(s, seat, move, know) {
    const r = PARAGONS_LOCKSTEP.remote(s, seat, move, know);
    return 'code' in r ? r : { ...r, claims: [] };
  },
};

/**
 * 15 and 16. What a seat can add to a file it holds with its own key: a timeout claim against the
 * seat that sent message `i`, signed by `seat` and linked where message `i` is (the state hash of
 * the state before it), put beside the file's message `i` as its `fork` — or, with `i` equal to
 * the file's length, appended after its last message.
 */
export async function withOwnClaim(
  file: MatchFile,
  i: number,
  seat: PSeat,
  secretKey: Uint8Array,
): Promise<MatchFile> {
  const against = seat === 'A' ? 'B' : 'A';
  const prev =
    i < file.messages.length ? file.messages[i]!.prev : messageHash(file.messages[i - 1]!);
  const stateHash = file.messages[i - 1]!.stateHash;
  const body = { claim: { seat: against } };
  const claim = await signMessage({ i, prev, from: seat, body, stateHash }, secretKey);
  if (i < file.messages.length) return { ...file, fork: claim };
  return { ...file, messages: [...file.messages, claim] };
}
