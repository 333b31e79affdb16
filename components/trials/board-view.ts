/**
 * The Trials board's view models from the engine's state (components/trials/view.ts; rulebook:
 * "Avatars", "Fallen", "Attack", "Hit Points", "The Stack", "Priority", "Round Sequence", "Pass"):
 * every figure is the engine's own (src/games/trials/stats.ts: Attack and HP now, keywords
 * granted), so the elements draw what the rules compute and decide nothing. Pure functions.
 */
import type { CardDb } from '../../src/games/trials/carddb.ts';
import {
  attackOf,
  hpOf,
  igniteCards,
  keywordsOf,
  locate,
  maxHpOf,
  type Located,
} from '../../src/games/trials/stats.ts';
import type { StackItem, TrialsState, TSeat } from '../../src/games/trials/types.ts';
import { ownerOf, playerOf } from '../../src/games/trials/types.ts';
import type {
  AttachmentView,
  AvatarView,
  InPlayView,
  RoundView,
  StackItemView,
  StackKind,
} from './view.ts';

/** The figures of one card in play, as the rules compute them now. */
function inPlay(db: CardDb, s: TrialsState, l: Located): InPlayView {
  const c = l.att ?? l.avatar;
  const hp = hpOf(db, s, l);
  const maxHp = maxHpOf(db, s, l);
  const counters: Record<string, number> = {};
  if (c.counters.attack > 0) counters['attack'] = c.counters.attack;
  if (c.counters.hp > 0) counters['hp'] = c.counters.hp;
  return {
    instance: c.id,
    cardId: c.card,
    exhausted: c.exhausted,
    ...(hp !== null ? { hp } : {}),
    ...(maxHp !== null ? { maxHp } : {}),
    attack: attackOf(db, s, l),
    shield: c.shield,
    counters,
    keywords: keywordsOf(db, s, l),
  };
}

/** `seat`'s two Avatars with their attachments, in the engine's order. */
export function avatarViews(db: CardDb, s: TrialsState, seat: TSeat): AvatarView[] {
  return playerOf(s, seat).avatars.map((avatar): AvatarView => {
    const attachments = avatar.attachments.map((att): AttachmentView =>
      inPlay(db, s, { seat, avatar, att }),
    );
    return {
      ...inPlay(db, s, { seat, avatar, att: null }),
      seat,
      fallen: avatar.side === 'fallen',
      attachments,
    };
  });
}

const KINDS: Readonly<Record<StackItem['kind'], StackKind>> = {
  card: 'card',
  effect: 'activated',
  trigger: 'triggered',
  attack: 'attack',
  channel: 'channel',
  ignite: 'ignite',
};

/** The card an instance id names now (in play, or the card of a stack item), if known. */
function cardIdOf(s: TrialsState, id: string): string | undefined {
  const l = locate(s, id);
  if (l) return (l.att ?? l.avatar).card;
  return undefined;
}

/** The stack, bottom first, as trials-stack draws it. */
export function stackViews(db: CardDb, s: TrialsState): StackItemView[] {
  return s.stack.map((item, i): StackItemView => {
    const ignited = item.kind === 'ignite' ? igniteCards(db, s, item.seat).length : 0;
    const source =
      item.kind === 'card' || item.kind === 'effect' || item.kind === 'trigger'
        ? item.card
        : item.kind === 'attack'
          ? (cardIdOf(s, item.attacker) ?? item.attacker)
          : item.kind === 'channel'
            ? (cardIdOf(s, item.avatar) ?? item.avatar)
            : // Ignite has no card of its own: the ignite cards it will exile as it resolves
              // (D46: counted then), in words.
              `${ignited} ignite ${ignited === 1 ? 'card' : 'cards'}`;
    const targets = (item.kind === 'channel' ? [] : item.targets).map((t) => {
      const cardId = cardIdOf(s, t);
      return { instance: t, seat: ownerOf(t) ?? item.seat, ...(cardId ? { cardId } : {}) };
    });
    const onto = item.kind === 'card' ? cardIdOf(s, item.avatar) : undefined;
    return {
      id: `${i}:${item.kind}`,
      kind: KINDS[item.kind],
      sourceCardId: source,
      controller: item.seat,
      targets,
      ...(onto ? { ontoCardId: onto } : {}),
    };
  });
}

/** The round's public figures (trials-status). */
export function roundView(s: TrialsState): RoundView {
  return {
    round: s.round,
    energy: { A: s.players.A.energy, B: s.players.B.energy },
    initiative: s.initiative,
    turn: s.phase === 'main' ? s.turn : null,
    passes: s.roundEnding ? 2 : s.passedFirst !== null ? 1 : 0,
    firstPasser: s.passedFirst,
  };
}
