/**
 * The crypto ledger: what the body convention (body.ts) has established so far in a match, for
 * every seat — chain state and revealed elements, the private-seed commitment, commitments and
 * their openings, final reveals. `apply` checks one message body against it and returns the next
 * ledger; on failure it throws a {@link ProtocolError} and this ledger is unchanged. Both the live
 * session (after `Transcript.append`) and the offline verifier (verify.ts) run it, so they judge
 * alike. docs/protocol.md, "Crypto ledger".
 */
import { equalBytes, fromHex } from './bytes.ts';
import { decodeCryptoBody, type CommitRecord, type CryptoBody, type Reveal } from './body.ts';
import {
  acceptElement,
  acceptExtension,
  checkChainSeed,
  startChain,
  type ChainState,
} from './chain.ts';
import { commitmentOf, deriveSalt, type Opening } from './commit.ts';
import { fail } from './errors.ts';
import { eventRandomness, privCommitment } from './random.ts';
import type { Header } from './transcript.ts';

/** A commitment on record and, once opened, its opening. */
export interface CommitmentEntry {
  readonly record: CommitRecord;
  readonly opened?: Opening;
}

/** Append-only element list shared between ledger versions; each version knows its own length. */
interface Elements {
  readonly items: Uint8Array[];
  readonly length: number;
}

/**
 * The seat's own secrets, for a body that seat composed itself (protocol/secrets.ts
 * `PlayerSecrets`): lets {@link CryptoLedger.apply} skip re-walking a chain whose tips the secrets
 * built from the very `chainSeed` revealed.
 */
export interface OwnChains {
  readonly matchId: string;
  readonly seat: string;
  readonly chainSeed: Uint8Array;
  readonly chainLength: number;
  knownChainTip(generation: number): Uint8Array | undefined;
}

/** Everything the ledger knows about one seat. */
interface SeatState {
  readonly chain?: ChainState;
  readonly priv?: Uint8Array;
  readonly elements: Elements;
  readonly commitments: ReadonlyMap<string, CommitmentEntry>;
  readonly reveal?: Reveal;
}

const key = (kind: string, index: number): string => `${kind}#${index}`;

function push(list: Elements, e: Uint8Array): Elements {
  const items = list.items.length === list.length ? list.items : list.items.slice(0, list.length);
  items.push(e);
  return { items, length: list.length + 1 };
}

/** The immutable crypto state of a match; see the module comment. */
export class CryptoLedger {
  private constructor(
    readonly matchId: string,
    /** Seats in header order: the order of elements in `R_k`. */
    readonly seats: readonly string[],
    private readonly state: ReadonlyMap<string, SeatState>,
  ) {}

  /** The empty ledger of a match. */
  static start(header: Header): CryptoLedger {
    const empty: SeatState = { elements: { items: [], length: 0 }, commitments: new Map() };
    const seats = header.players.map((p) => p.seat);
    return new CryptoLedger(header.matchId, seats, new Map(seats.map((s) => [s, empty])));
  }

  private seat(seat: string): SeatState {
    const s = this.state.get(seat);
    if (s === undefined) fail('unknown-seat', `seat "${seat}" is not in the header`);
    return s;
  }

  /**
   * Checks the crypto fields of `body`, sent by `from`, and returns the ledger after them. Fields
   * apply in the order setup, extend, chain, commits, opens, reveal. Throws decoder codes,
   * `missing-setup`, `duplicate-setup`, `after-reveal`, the chain codes (`reveal-twice`,
   * `reveal-out-of-order`, `chain-mismatch`, `chain-exhausted`, `bad-extension`),
   * `duplicate-commitment`, `unknown-commitment`, `commitment-mismatch`, `salt-mismatch`.
   *
   * `own`, for a body `from` composed itself from these secrets: a final reveal's `chainSeed` check
   * (one hash per chain element) is skipped for the generations whose tips `own` built from that
   * same seed; every other check runs as for any body.
   */
  apply(from: string, body: unknown, own?: OwnChains): CryptoLedger {
    const b = decodeCryptoBody(body);
    if (Object.keys(b).length === 0) return this;
    let s = this.seat(from);
    if (s.reveal !== undefined) {
      if (b.reveal !== undefined) fail('reveal-twice', `${from} already revealed its seeds`);
      fail('after-reveal', `${from} sent crypto fields after its final reveal`);
    }
    s = this.applySetup(from, s, b);
    s = this.applyChain(from, s, b);
    s = applyCommits(from, s, b);
    if (b.reveal !== undefined) s = applyReveal(this.matchId, from, s, b.reveal, own);
    return new CryptoLedger(this.matchId, this.seats, new Map(this.state).set(from, s));
  }

  private applySetup(from: string, s: SeatState, b: CryptoBody): SeatState {
    if (b.setup !== undefined) {
      if (s.chain !== undefined) fail('duplicate-setup', `${from} already sent its setup`);
      const { chainTip, chainLength, priv } = b.setup;
      return { ...s, chain: startChain(this.matchId, from, chainTip, chainLength), priv };
    }
    if (s.chain === undefined) fail('missing-setup', `${from} sent crypto fields before its setup`);
    return s;
  }

  private applyChain(from: string, s: SeatState, b: CryptoBody): SeatState {
    let chain = s.chain!;
    if (b.extend !== undefined) chain = acceptExtension(chain, b.extend, this.foreignLast(from));
    let elements = s.elements;
    for (const { k, element } of b.chain ?? []) {
      chain = acceptElement(chain, k, element);
      elements = push(elements, element);
    }
    return { ...s, chain, elements };
  }

  private foreignLast(from: string): number {
    let last = 0;
    for (const [seat, s] of this.state)
      if (seat !== from) last = Math.max(last, s.chain?.last ?? 0);
    return last;
  }

  /** `seat`'s element for overall event `k`, if revealed. */
  element(seat: string, k: number): Uint8Array | undefined {
    const e = this.seat(seat).elements;
    return k >= 1 && k <= e.length ? e.items[k - 1] : undefined;
  }

  /** How many chain generations `seat` has published (its setup's tip and each extension). */
  generations(seat: string): number {
    return this.seat(seat).chain?.tips.length ?? 0;
  }

  /** How many elements `seat` has revealed. */
  revealedCount(seat: string): number {
    return this.seat(seat).elements.length;
  }

  /** `R_k` once every seat revealed its element for event `k`, else undefined. */
  randomness(k: number): Uint8Array | undefined {
    const elements: Uint8Array[] = [];
    for (const seat of this.seats) {
      const e = this.element(seat, k);
      if (e === undefined) return undefined;
      elements.push(e);
    }
    return eventRandomness(this.matchId, k, elements);
  }

  /** The commitment `seat` made under (kind, index), with its opening once opened. */
  commitment(seat: string, kind: string, index: number): CommitmentEntry | undefined {
    return this.seat(seat).commitments.get(key(kind, index));
  }

  /** `seat`'s revealed seeds, after its final reveal. */
  reveal(seat: string): Reveal | undefined {
    return this.seat(seat).reveal;
  }

  /** The salt of `seat`'s commitment (kind, index), computable once `seat` revealed `privSeed`. */
  saltFor(seat: string, kind: string, index: number): Uint8Array | undefined {
    const r = this.seat(seat).reveal;
    return r === undefined ? undefined : deriveSalt(r.privSeed, kind, index);
  }

  /** The first seat (header order) that has not sent its setup or its final reveal, and which. */
  missing(): { seat: string; what: 'setup' | 'reveal' } | undefined {
    for (const seat of this.seats) {
      const s = this.seat(seat);
      if (s.chain === undefined) return { seat, what: 'setup' };
    }
    for (const seat of this.seats) {
      if (this.seat(seat).reveal === undefined) return { seat, what: 'reveal' };
    }
    return undefined;
  }
}

function applyCommits(from: string, s: SeatState, b: CryptoBody): SeatState {
  if (b.commits === undefined && b.opens === undefined) return s;
  const commitments = new Map(s.commitments);
  for (const record of b.commits ?? []) {
    const id = key(record.kind, record.index);
    if (commitments.has(id)) fail('duplicate-commitment', `${from} reused commitment ${id}`);
    commitments.set(id, { record });
  }
  for (const opening of b.opens ?? []) {
    const id = key(opening.kind, opening.index);
    const entry = commitments.get(id);
    if (entry === undefined) fail('unknown-commitment', `${from} opened ${id}, never committed`);
    if (entry.opened !== undefined) fail('reveal-twice', `${from} opened ${id} twice`);
    if (!equalBytes(commitmentOf(opening), entry.record.commitment)) {
      fail('commitment-mismatch', `${from}'s opening of ${id} does not match its commitment`);
    }
    commitments.set(id, { record: entry.record, opened: opening });
  }
  return { ...s, commitments };
}

/**
 * True when `own` built every published tip of `chain` from `chainSeed` (same match, seat, length
 * and seed), so {@link checkChainSeed} would walk the chains only to find them again.
 */
function builtFrom(chain: ChainState, chainSeed: Uint8Array, own: OwnChains | undefined): boolean {
  if (own === undefined || own.matchId !== chain.matchId || own.seat !== chain.seat) return false;
  if (own.chainLength !== chain.length || !equalBytes(own.chainSeed, chainSeed)) return false;
  return chain.tips.every((tip, g) => {
    const known = own.knownChainTip(g);
    return known !== undefined && equalBytes(known, tip);
  });
}

function applyReveal(
  matchId: string,
  from: string,
  s: SeatState,
  r: Reveal,
  own: OwnChains | undefined,
): SeatState {
  if (!equalBytes(privCommitment(matchId, from, r.privSeed), s.priv!)) {
    fail('commitment-mismatch', `${from}'s privSeed does not match its setup commitment`);
  }
  if (!builtFrom(s.chain!, r.chainSeed, own)) checkChainSeed(s.chain!, r.chainSeed);
  for (const [id, entry] of s.commitments) {
    if (entry.opened === undefined) continue;
    const salt = deriveSalt(r.privSeed, entry.opened.kind, entry.opened.index);
    if (!equalBytes(salt, fromHex(entry.opened.salt, 32))) {
      fail('salt-mismatch', `${from}'s salt of ${id} is not derived from its privSeed`);
    }
  }
  return { ...s, reveal: r };
}
