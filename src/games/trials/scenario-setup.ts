/**
 * Builds the position a Trials scenario file's `setup` describes (docs/scenarios.md, "Trials"),
 * and the card set of its inline `cards` (partial card data, defaults filled in, merged over the
 * real set and two built-in test cards, `t-avatar` and `t-filler`).
 *
 * Handles: hand `A:h1…`, deck `A:d1…` (top first), attachments `A:a1…` (or the `id` given),
 * discard `A:x1…`, exile `A:e1…`; Avatars `A:av0`, `A:av1`.
 */
import type { CardDb } from './carddb.ts';
import { makeCardDb } from './carddb.ts';
import { TRIALS_CARDS } from './cards/index.ts';
import type { CardDef } from './cards/schema.ts';
import { run, startRound } from './flow.ts';
import { blankState, freshAvatar } from './setup.ts';
import type { Attachment, Avatar, TrialsState, TSeat } from './types.ts';
import { MAX_ROUND, SEATS } from './types.ts';

/** An attachment as a setup writes it: a card id, or the card with its state. */
export type SetupAttachment =
  | string
  | {
      card: string;
      id?: string;
      exhausted?: boolean;
      damage?: number;
      shield?: boolean;
      counters?: { attack?: number; hp?: number };
      boost?: number;
    };

/** An Avatar as a setup writes it. */
export type SetupAvatar =
  | string
  | {
      card: string;
      fallen?: boolean;
      exhausted?: boolean;
      damage?: number;
      shield?: boolean;
      counters?: { attack?: number; hp?: number };
      boost?: number;
      attachments?: SetupAttachment[];
    };

/** One seat of a setup; omitted fields take defaults. */
export interface SetupPlayer {
  /** Two Avatars (default two `t-avatar`). */
  avatars?: SetupAvatar[];
  hand?: string[];
  /** Top first. */
  deck?: string[];
  /** The oldest first. */
  discard?: string[];
  exile?: string[];
  /** Default: the round number (max 10). */
  energy?: number;
}

/** A scenario's `setup`. */
export interface Setup {
  /** Default 1. */
  round?: number;
  /** `main` (default): the Main Phase, `turn` to act; `start`: the round's Start Phase runs first. */
  phase?: 'main' | 'start';
  /** Default A. */
  initiative?: TSeat;
  /** Whose turn (default: the initiative holder). */
  turn?: TSeat;
  /** The player who passed first in the current run of passes (default none). */
  passed?: TSeat | null;
  players?: Partial<Record<TSeat, SetupPlayer>>;
}

/** Inline card data as scenario files write it. */
export type InlineCard = Record<string, unknown>;

const ALL_DISCIPLINES = [
  'chronomancy',
  'pyromancy',
  'brutality',
  'chivalry',
  'marksmanship',
  'shadow',
  'divinity',
  'demonology',
];

/** The built-in test cards every scenario may use. */
const BUILT_IN: InlineCard = {
  't-avatar': { kind: 'avatar', disciplines: ALL_DISCIPLINES, front: { attack: 2, hp: 10 } },
  't-filler': { kind: 'equipment', cost: 0, hp: 1 },
};

function side(raw: unknown, hp: number | undefined): Record<string, unknown> {
  const r = (raw ?? {}) as Record<string, unknown>;
  return {
    attack: 0,
    ...(hp !== undefined ? { hp } : {}),
    keywords: [],
    effects: [],
    text: '',
    ...r,
  };
}

/** A full card definition from inline data (defaults by kind). */
export function inlineCard(id: string, raw: InlineCard): CardDef {
  const base = { id, name: id, text: '', disciplines: ['chivalry'] };
  switch (raw.kind) {
    case 'avatar':
      return {
        ...base,
        ...raw,
        front: side(raw.front, 10),
        fallen: side(raw.fallen, undefined),
      } as unknown as CardDef;
    case 'equipment':
      return {
        ...base,
        cost: 0,
        hp: 1,
        subtypes: ['weapon', 'one-handed'],
        keywords: [],
        effects: [],
        ...raw,
      } as unknown as CardDef;
    case 'ability':
      return {
        ...base,
        cost: 0,
        subtypes: [],
        keywords: [],
        effects: [],
        ...raw,
      } as unknown as CardDef;
    default:
      throw new Error(`card ${id}: kind is avatar, equipment or ability`);
  }
}

/** The card set of a scenario: built-in and inline cards merged over the real set. */
export function scenarioDb(cards: Record<string, InlineCard> | undefined): CardDb {
  const merged = new Map<string, CardDef>(TRIALS_CARDS.map((c) => [c.id, c]));
  for (const [id, raw] of Object.entries({ ...BUILT_IN, ...(cards ?? {}) }))
    merged.set(id, inlineCard(id, raw as InlineCard));
  return makeCardDb([...merged.values()]);
}

function check(db: CardDb, id: unknown, kinds: string[]): string {
  if (typeof id !== 'string' || !db.cards.has(id)) throw new Error(`setup: no card ${String(id)}`);
  if (!kinds.includes(db.cards.get(id)!.kind))
    throw new Error(`setup: ${id} is not ${kinds.join('/')}`);
  return id;
}

function avatarFrom(
  db: CardDb,
  seat: TSeat,
  i: number,
  raw: SetupAvatar,
  next: () => string,
): Avatar {
  const r = typeof raw === 'string' ? { card: raw } : raw;
  const a = freshAvatar(seat, i, check(db, r.card, ['avatar']));
  a.side = r.fallen ? 'fallen' : 'front';
  a.exhausted = r.exhausted ?? false;
  a.damage = r.damage ?? 0;
  a.shield = r.shield ?? false;
  a.counters = { attack: r.counters?.attack ?? 0, hp: r.counters?.hp ?? 0 };
  a.boost = r.boost ?? 0;
  a.attachments = (r.attachments ?? []).map((x): Attachment => {
    const t = typeof x === 'string' ? { card: x } : x;
    return {
      id: t.id ?? next(),
      card: check(db, t.card, ['equipment', 'ability']),
      exhausted: t.exhausted ?? false,
      damage: t.damage ?? 0,
      shield: t.shield ?? false,
      counters: { attack: t.counters?.attack ?? 0, hp: t.counters?.hp ?? 0 },
      boost: t.boost ?? 0,
    };
  });
  return a;
}

/** The omniscient state a setup describes; throws on a malformed setup. */
export function stateFromSetup(db: CardDb, setup: Setup): TrialsState {
  const initiative = setup.initiative ?? 'A';
  const round = setup.round ?? 1;
  if (!Number.isInteger(round) || round < 1 || round > MAX_ROUND)
    throw new Error('setup: round is 1..10');
  const players = setup.players ?? {};
  const pair: [string, string] = ['t-avatar', 't-avatar'];
  const s = blankState(db, { A: pair, B: pair }, initiative);
  s.round = round;
  for (const seat of SEATS) {
    const sp = players[seat] ?? {};
    const p = s.players[seat];
    let n = 0;
    const next = (): string => `${seat}:a${++n}`;
    const avs = sp.avatars ?? ['t-avatar', 't-avatar'];
    if (avs.length !== 2) throw new Error(`setup: ${seat} has two Avatars`);
    p.avatars = [avatarFrom(db, seat, 0, avs[0]!, next), avatarFrom(db, seat, 1, avs[1]!, next)];
    const deckCard = (x: string) => check(db, x, ['equipment', 'ability']);
    p.hand = (sp.hand ?? []).map((id, i) => ({ h: `${seat}:h${i + 1}`, id: deckCard(id) }));
    p.deck = (sp.deck ?? []).map((id, i) => ({ h: `${seat}:d${i + 1}`, id: deckCard(id) }));
    p.discard = (sp.discard ?? []).map((id, i) => ({ h: `${seat}:x${i + 1}`, id: deckCard(id) }));
    p.exile = (sp.exile ?? []).map((id, i) => ({ h: `${seat}:e${i + 1}`, id: deckCard(id) }));
    p.energy = sp.energy ?? Math.min(round, MAX_ROUND);
  }
  const rt = { db, s };
  if (setup.phase === 'start') {
    startRound(rt);
  } else {
    if (setup.phase !== undefined && setup.phase !== 'main')
      throw new Error('setup: phase is main or start');
    s.phase = 'main';
    s.turn = setup.turn ?? initiative;
    s.passedFirst = setup.passed ?? null;
  }
  run(rt);
  return s;
}
