/**
 * The rules of a body's commitments and openings beyond the crypto layer (docs/match-file.md,
 * "Message rules"; docs/protocol.md, "Commitments"), as functions over the lockstep core's working
 * set ({@link Work}, work.ts) and the ledger with the body applied:
 *
 * - slot commitments: a private draw's owner commits to each drawn card (`card#j`) in its first
 *   message after it learned `R_k`, honestly where this view knows its seeds; a move that creates
 *   slots commits each in its own message, to the card this view knows where it knows the seeds
 *   (docs/protocol.md, "Slots a move creates"); a move that shows a committed slot opens that
 *   commitment in the same message, with the card it shows;
 * - ledger commitments a move stands on (a secret deck list) travel with the move;
 * - final reveals: openings of every commitment of the game's final kinds (`bad-final`);
 * - nothing else: no chain element ahead of its event, no commitment or opening the rules did not
 *   ask for.
 *
 * The checks gather the `kind#index` ids a body may carry into the caller's `expectCommits` and
 * `expectOpens` sets, which {@link checkExtras} then holds the body to. Each refusal throws a
 * `SessionError` (errors.ts) with its stable code; the core it came from stays unchanged.
 */
import type { JsonValue } from '../canonical.ts';
import { canonicalJson } from '../canonical.ts';
import { commit, type Opening } from '../commit.ts';
import { equalBytes, fromHex } from '../bytes.ts';
import type { CryptoLedger } from '../ledger.ts';
import type { Body } from '../transcript.ts';
import { CARD_KIND, slotContext } from './draws.ts';
import { refuse } from './errors.ts';
import type { MoveResult, OpenedSlot } from './game.ts';
import type { Builder, SlotEntry, Work } from './work.ts';

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b);

/** The `kind#index` ids of a body's commitment or opening list. */
function ids(xs: unknown): string[] {
  return ((xs ?? []) as readonly { kind?: unknown; index?: unknown }[]).map(
    (x) => `${String(x.kind)}#${String(x.index)}`,
  );
}

/**
 * Every slot a move opened that has a slot commitment must be opened in the body with the same
 * card under the slot's context (`missing-commitment`, `missing-opening`, `bad-opening`:
 * docs/match-file.md, "Message rules", showing a card). Adds each such `card#j` to `expectOpens`.
 */
export function checkOpened(
  w: Work<unknown>,
  ledger: CryptoLedger,
  matchId: string,
  opened: readonly OpenedSlot[],
  expectOpens: Set<string>,
): void {
  for (const o of opened) {
    const entry = w.slots.get(o.slot);
    if (entry === undefined) continue;
    const c = ledger.commitment(entry.owner, CARD_KIND, entry.j);
    if (c === undefined) refuse('missing-commitment', `slot ${o.slot} was never committed`);
    if (c.opened === undefined) refuse('missing-opening', `slot ${o.slot} was shown unopened`);
    const ctx = slotContext(matchId, entry.owner, entry.slot);
    if (!same(c.opened.value, o.value) || !same(c.opened.context, ctx)) {
      refuse('bad-opening', `slot ${o.slot} opens to another card than the one shown`);
    }
    expectOpens.add(`${CARD_KIND}#${entry.j}`);
  }
}

/**
 * Every ledger commitment a move of `from` stands on (a secret deck list) must be on record with
 * the same commitment (`missing-commitment`: docs/match-file.md, "Message rules", deck lists).
 * Adds each to `expectCommits`.
 */
export function checkMoveCommits<S>(
  ledger: CryptoLedger,
  from: string,
  res: MoveResult<S>,
  expectCommits: Set<string>,
): void {
  for (const c of res.commits) {
    const entry = ledger.commitment(from, c.kind, c.index);
    if (entry === undefined || !equalBytes(entry.record.commitment, fromHex(c.commitment, 32))) {
      refuse('missing-commitment', `the move needs commitment ${c.kind}#${c.index} on record`);
    }
    expectCommits.add(`${c.kind}#${c.index}`);
  }
}

/**
 * The owner's pending slot commitments must be in this body (`missing-commitment`); where `seeds`
 * holds the owner's privSeed and the card is known, each must commit to that card (`bad-draw`:
 * docs/match-file.md, "Message rules", slot commitments). Adds each `card#j` to `expect` and
 * clears what `from` owes.
 */
export function checkOwed(
  w: Work<unknown>,
  ledger: CryptoLedger,
  matchId: string,
  seeds: ReadonlyMap<string, Uint8Array>,
  from: string,
  expect: Set<string>,
): void {
  const seed = seeds.get(from);
  for (const e of w.owed.get(from) ?? []) {
    const c = ledger.commitment(from, CARD_KIND, e.j);
    if (c === undefined) refuse('missing-commitment', `${from} owes slot commitment card#${e.j}`);
    if (!honestSlot(c.record.commitment, matchId, seed, e)) {
      refuse('bad-draw', `${from}'s slot ${e.slot} is not the card the randomness gave`);
    }
    expect.add(`${CARD_KIND}#${e.j}`);
  }
  if ((w.owed.get(from)?.length ?? 0) > 0) w.owed.set(from, []);
}

/**
 * False only when this view knows the owner's privSeed `seed` and the slot's card, and
 * `commitment` is not the honest slot commitment of that card (a drawn or a created slot alike).
 */
function honestSlot(
  commitment: Uint8Array,
  matchId: string,
  seed: Uint8Array | undefined,
  e: SlotEntry,
): boolean {
  if (seed === undefined || e.value === undefined) return true;
  const ctx = slotContext(matchId, e.owner, e.slot);
  const honest = commit(CARD_KIND, ctx, e.value, { privSeed: seed, index: e.j });
  return equalBytes(commitment, fromHex(honest.commitment, 32));
}

/**
 * The slots a move of `from` in message `index` created (`created`, from `createSlots`, work.ts)
 * must each be committed (`card#j`) in that same message (`missing-commitment`); where `seeds`
 * holds `from`'s privSeed and this view knows the card, to that card (`bad-created`, naming the
 * message, the seat and the slot): docs/protocol.md, "Slots a move creates". No randomness is
 * checked: the author chose the cards. Adds each `card#j` to `expectCommits`.
 */
export function checkCreated(
  ledger: CryptoLedger,
  matchId: string,
  seeds: ReadonlyMap<string, Uint8Array>,
  from: string,
  index: number,
  created: readonly SlotEntry[],
  expectCommits: Set<string>,
): void {
  const seed = seeds.get(from);
  for (const e of created) {
    const c = ledger.commitment(from, CARD_KIND, e.j);
    if (c === undefined) {
      refuse('missing-commitment', `${from}'s move creates slot ${e.slot} without card#${e.j}`);
    }
    if (!honestSlot(c.record.commitment, matchId, seed, e)) {
      refuse(
        'bad-created',
        `${from}'s message ${index} commits the slot ${e.slot} it created (card#${e.j}) to another card than the one the slot holds`,
      );
    }
    expectCommits.add(`${CARD_KIND}#${e.j}`);
  }
}

/**
 * Compose mode: the commitments `card#j` of the slots `self`'s move created, pushed onto `commits`
 * (docs/protocol.md, "Slots a move creates"). The author's view must know each card.
 */
export function commitCreated(
  matchId: string,
  self: string,
  privSeed: Uint8Array,
  created: readonly SlotEntry[],
  commits: Builder['commits'],
): void {
  for (const e of created) {
    if (e.value === undefined) {
      refuse('illegal-move', `${self}'s move creates slot ${e.slot} without saying its card`);
    }
    const ctx = slotContext(matchId, self, e.slot);
    const c = commit(CARD_KIND, ctx, e.value, { privSeed, index: e.j });
    commits.push({ kind: CARD_KIND, index: e.j, commitment: c.commitment });
  }
}

/**
 * Compose mode: the openings of `self`'s committed slots its move shows (docs/match-file.md,
 * "Message rules", showing a card), pushed onto `opens`. Slots of other seats are left alone.
 */
export function openOwnSlots(
  w: Work<unknown>,
  matchId: string,
  self: string,
  privSeed: Uint8Array,
  opened: readonly OpenedSlot[],
  opens: Opening[],
): void {
  for (const o of opened) {
    const e = w.slots.get(o.slot);
    if (e === undefined || e.owner !== self) continue;
    const ctx = slotContext(matchId, self, e.slot);
    const c = commit(CARD_KIND, ctx, o.value, { privSeed, index: e.j });
    opens.push(c.opening);
  }
}

/**
 * Compose mode: the slot commitments `card#j` `self` owes (docs/match-file.md, "Message rules",
 * slot commitments), pushed onto `commits`; clears what `self` owes.
 */
export function commitOwed(
  w: Work<unknown>,
  matchId: string,
  self: string,
  privSeed: Uint8Array,
  commits: Builder['commits'],
): void {
  for (const e of w.owed.get(self) ?? []) {
    const ctx = slotContext(matchId, self, e.slot);
    const c = commit(CARD_KIND, ctx, e.value ?? null, { privSeed, index: e.j });
    commits.push({ kind: CARD_KIND, index: e.j, commitment: c.commitment });
  }
  if ((w.owed.get(self)?.length ?? 0) > 0) w.owed.set(self, []);
}

/**
 * `finalCommits` with the commitments of the game's `finalKinds` in `body` added to `from`'s list
 * (the same map when there are none): what its final reveal must open (docs/match-file.md,
 * "Bodies", final reveal).
 */
export function recordFinalCommits(
  finalKinds: readonly string[],
  finalCommits: ReadonlyMap<string, readonly string[]>,
  body: Body,
  from: string,
): ReadonlyMap<string, readonly string[]> {
  const commits = (body.commits ?? []) as readonly { kind?: unknown; index?: unknown }[];
  const add = commits
    .filter((c) => finalKinds.includes(String(c.kind)))
    .map((c) => `${String(c.kind)}#${String(c.index)}`);
  if (add.length === 0) return finalCommits;
  return new Map(finalCommits).set(from, [...(finalCommits.get(from) ?? []), ...add]);
}

/**
 * `from`'s final reveal must open every commitment of the game's final kinds it made (`bad-final`:
 * docs/match-file.md, "Message rules", deck lists). Adds each to `expectOpens`.
 */
export function checkFinal(
  ledger: CryptoLedger,
  from: string,
  finalCommits: ReadonlyMap<string, readonly string[]>,
  expectOpens: Set<string>,
): void {
  for (const id of finalCommits.get(from) ?? []) {
    const [kind, index] = id.split('#') as [string, string];
    if (ledger.commitment(from, kind, Number(index))?.opened === undefined) {
      refuse('bad-final', `${from}'s final reveal does not open ${id}`);
    }
    expectOpens.add(id);
  }
}

/**
 * No element ahead of the events (`early-element`), no commitment or opening the rules did not ask
 * for (`unexpected-commitment`, `unexpected-opening`: docs/match-file.md, "Message rules").
 */
export function checkExtras(
  ledger: CryptoLedger,
  from: string,
  body: Body,
  expectOpens: Set<string>,
  expectCommits: Set<string>,
  w: Work<unknown>,
): void {
  const limit = w.pending !== null ? w.pending.k : w.resolved;
  if (ledger.revealedCount(from) > limit) {
    refuse('early-element', `${from} revealed a chain element before its event`);
  }
  for (const id of ids(body.commits)) {
    if (!expectCommits.has(id)) refuse('unexpected-commitment', `${from} committed ${id}`);
  }
  for (const id of ids(body.opens)) {
    if (!expectOpens.has(id)) refuse('unexpected-opening', `${from} opened ${id} early`);
  }
}
