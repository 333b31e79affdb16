/**
 * The lockstep core's working set while it takes one body: copy-on-write views of the core's maps
 * (most bodies change none of them), the state, the pending random event, and the functions that
 * run the game forward over it — random events (docs/protocol.md, "Random events"; docs/match-file.md,
 * "Message rules": random events, draws, slot commitments owed) and at most one move per body —
 * and that record the slots a move creates (docs/protocol.md, "Slots a move creates"). The
 * `Lockstep` core (lockstep.ts) makes one {@link Work} per body and builds its next core from
 * it; nothing here touches the core itself, so a refused body leaves it unchanged.
 */
import type { JsonValue } from '../canonical.ts';
import type { Opening } from '../commit.ts';
import type { ClaimOnRecord } from './card-claims.ts';
import { privateIndices, publicIndices } from './draws.ts';
import { refuse } from './errors.ts';
import {
  isGameError,
  type DrawnSlot,
  type GameError,
  type LockstepGame,
  type RandomEvent,
  type SlotAlias,
} from './game.ts';

/**
 * A hidden slot on record (a private draw's or a move's: docs/protocol.md, "Slots a move creates"):
 * its owner, its number `j` in the owner's `card` sequence and, where known, its card.
 */
export interface SlotEntry {
  readonly owner: string;
  readonly j: number;
  readonly slot: string;
  readonly value?: JsonValue;
}

/**
 * A map copied on its first change: most bodies change none of the core's maps. The original map
 * is never written, so the core it came from stays unchanged whatever happens to the copy.
 */
export class CowMap<K, V> {
  private copied = false;

  constructor(private map: ReadonlyMap<K, V>) {}

  /** The value of `key` as it is now. */
  get(key: K): V | undefined {
    return this.map.get(key);
  }

  /** The number of keys as it is now. */
  get size(): number {
    return this.map.size;
  }

  /** Sets `key` in the copy (made on the first call). */
  set(key: K, value: V): void {
    if (!this.copied) {
      this.map = new Map(this.map);
      this.copied = true;
    }
    (this.map as Map<K, V>).set(key, value);
  }

  /** The map as it is now (the original when nothing changed). */
  result(): ReadonlyMap<K, V> {
    return this.map;
  }
}

/**
 * The core's mutable working copy while one body is processed: the state, the pending random event
 * (its number `k` and shape), the events resolved so far, each seat's count of hidden slots (drawn
 * or created: the next `j` of its `card` sequence), the slots on record, each seat's slot
 * commitments still owed (docs/match-file.md, "Message rules": slot commitments) and the claims
 * about hidden cards not yet checked, by the commitment they are about (`owner#j`:
 * ./card-claims.ts).
 */
export interface Work<S> {
  state: S;
  pending: { readonly k: number; readonly event: RandomEvent } | null;
  resolved: number;
  drawn: CowMap<string, number>;
  slots: CowMap<string, SlotEntry>;
  owed: CowMap<string, readonly SlotEntry[]>;
  claims: CowMap<string, readonly ClaimOnRecord[]>;
}

/** A body under construction (compose mode): its `chain`, `commits` and `opens` lists so far. */
export interface Builder {
  chain: { k: number; element: string }[];
  commits: { kind: string; index: number; commitment: string }[];
  opens: Opening[];
}

/**
 * Records slots that took over an earlier slot's card, and so its commitment (docs/match-file.md,
 * "Message rules": a card moved face down keeps its hand slot's commitment).
 */
export function alias(w: Work<unknown>, aliases: readonly SlotAlias[] | undefined): void {
  for (const a of aliases ?? []) {
    const e = w.slots.get(a.of);
    if (e !== undefined) w.slots.set(a.slot, e);
  }
}

/**
 * Records the hidden slots a move of `owner` created (docs/protocol.md, "Slots a move creates"):
 * each takes the owner's next `card#j`, as a drawn slot does, and goes on record. A slot id
 * already on record, or twice in the list, is `duplicate-slot`. Returns the new entries (with
 * their values where this view knows them); the caller checks, or fills in, their commitments.
 */
export function createSlots(
  w: Work<unknown>,
  owner: string,
  created: readonly DrawnSlot[] | undefined,
): readonly SlotEntry[] {
  if (created === undefined || created.length === 0) return [];
  const j0 = w.drawn.get(owner) ?? 0;
  const seen = new Set<string>();
  const entries = created.map((c, i): SlotEntry => {
    if (w.slots.get(c.slot) !== undefined || seen.has(c.slot)) {
      refuse('duplicate-slot', `${owner}'s move creates slot ${c.slot}, which already exists`);
    }
    seen.add(c.slot);
    const value = c.value !== undefined ? { value: c.value } : {};
    return { owner, j: j0 + i, slot: c.slot, ...value };
  });
  for (const e of entries) w.slots.set(e.slot, e);
  w.drawn.set(owner, j0 + entries.length);
  return entries;
}

/** The game's result `r`, or a thrown `SessionError` of `code` quoting the game's refusal. */
export function unwrap<T>(r: T | GameError, code: 'illegal-move' | 'bad-draw'): T {
  if (isGameError(r)) refuse(code, `${r.code}: ${r.message}`);
  return r;
}

/**
 * Runs the game forward within one body of `from` (docs/match-file.md, "Message rules": random
 * events): random events (element check or fill-in, resolution once every seat revealed) and at
 * most one move (`move()` applies it and returns true, or returns false when there is none left).
 * Without `provide`, a missing element of `from` for the pending event is `missing-element`.
 * `seeds` are the privSeeds this view knows, for private draws ({@link resolveEvent}).
 */
export function advance<S, L>(
  game: LockstepGame<S, L>,
  seeds: ReadonlyMap<string, Uint8Array>,
  w: Work<S>,
  from: string,
  hasElement: (k: number) => boolean,
  randomness: (k: number) => Uint8Array | undefined,
  move: () => boolean,
  provide?: (k: number) => void,
): void {
  for (;;) {
    const t = game.turn(w.state);
    if (t.kind === 'random') {
      if (w.pending === null) w.pending = { k: w.resolved + 1, event: t.event };
      const k = w.pending.k;
      if (!hasElement(k)) {
        if (provide === undefined) {
          refuse('missing-element', `${from} owes its chain element for random event ${k}`);
        }
        provide(k);
      }
      const R = randomness(k);
      if (R === undefined) return;
      resolveEvent(game, seeds, w, R);
      continue;
    }
    if (t.kind === 'act' && t.seat === from && move()) continue;
    return;
  }
}

/**
 * Resolves the pending event with its randomness `R` (docs/protocol.md, "Random events";
 * docs/match-file.md, "Message rules": draws): public indices for everyone, private ones only where
 * `seeds` holds the owner's privSeed. A private draw's new slots go on record and are owed by
 * their owner as slot commitments `card#j`; the owner's draw count moves on by the event's count.
 */
export function resolveEvent<S, L>(
  game: LockstepGame<S, L>,
  seeds: ReadonlyMap<string, Uint8Array>,
  w: Work<S>,
  R: Uint8Array,
): void {
  const { event } = w.pending!;
  let indices: number[] | null;
  if (event.kind === 'public') indices = publicIndices(R, event.count, event.size);
  else {
    const seed = seeds.get(event.owner);
    const j = w.drawn.get(event.owner) ?? 0;
    indices = seed ? privateIndices(R, seed, j, event.count, event.size) : null;
  }
  const r = unwrap(game.resolve(w.state, indices), 'bad-draw');
  w.state = r.state;
  alias(w, r.aliases);
  if (event.kind === 'private') {
    const j0 = w.drawn.get(event.owner) ?? 0;
    const owed = [...(w.owed.get(event.owner) ?? [])];
    r.drawn.forEach((d, i) => {
      const entry: SlotEntry = {
        owner: event.owner,
        j: j0 + i,
        slot: d.slot,
        ...(d.value !== undefined ? { value: d.value } : {}),
      };
      w.slots.set(d.slot, entry);
      owed.push(entry);
    });
    w.owed.set(event.owner, owed);
    w.drawn.set(event.owner, j0 + event.count);
  }
  w.resolved = w.pending!.k;
  w.pending = null;
}
