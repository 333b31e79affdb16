/**
 * Test fixture: builds honest, signed two-player match files that use every part of the body
 * convention (setup, chain elements, an extension, private draws with slot commitments, openings,
 * final reveals). Deterministic: keys and seeds come from fixed labels.
 */
import {
  CryptoLedger,
  H,
  PlayerSecrets,
  Transcript,
  canonicalMultiset,
  privateDrawIndex,
  publicKeyOf,
  toHex,
  utf8,
  type Body,
  type Ed25519Backend,
  type Header,
  type KeyPair,
  type Opening,
  type TranscriptFile,
} from '../../protocol/index.ts';
import { sha256 } from '../../protocol/hash.ts';

/** A deterministic 32-byte value from a label. */
export function fixedBytes(label: string): Uint8Array {
  return sha256(utf8(label));
}

/** A deterministic key pair from a label. */
export function fixedKeys(label: string): KeyPair {
  const secretKey = fixedBytes(`key:${label}`);
  return { secretKey, publicKey: publicKeyOf(secretKey) };
}

/** A header for `matchId` with seats A and B and fixed keys. */
export function testHeader(matchId = 'match-0001', seats = ['A', 'B']): Header {
  return {
    matchId,
    protocolVersion: 'parley/v1',
    game: { id: 'test-game', rulesVersion: '1', cardSetHash: toHex(fixedBytes('cards')) },
    players: seats.map((seat) => ({
      seat,
      name: `Player ${seat}`,
      publicKey: toHex(fixedKeys(seat).publicKey),
    })),
  };
}

/** Appends signed messages to a transcript, one seat at a time. */
export class MatchBuilder {
  transcript: Transcript;
  ledger: CryptoLedger;
  readonly secrets: Map<string, PlayerSecrets>;

  constructor(
    readonly header: Header,
    readonly chainLength = 8,
    readonly backend: Ed25519Backend = 'noble',
  ) {
    this.transcript = Transcript.start(header);
    this.ledger = CryptoLedger.start(header);
    this.secrets = new Map(
      header.players.map((p) => [
        p.seat,
        PlayerSecrets.create(header.matchId, p.seat, {
          chainSeed: fixedBytes(`chain:${header.matchId}:${p.seat}`),
          privSeed: fixedBytes(`priv:${header.matchId}:${p.seat}`),
          chainLength,
        }),
      ]),
    );
  }

  secret(seat: string): PlayerSecrets {
    return this.secrets.get(seat)!;
  }

  async send(seat: string, body: Body): Promise<void> {
    const stateHash = toHex(H('test/state', this.transcript.next));
    const m = await this.transcript.sign(
      seat,
      body,
      stateHash,
      fixedKeys(seat).secretKey,
      this.backend,
    );
    const next = await this.transcript.append(m, { backend: this.backend });
    this.ledger = this.ledger.apply(seat, m.body);
    this.transcript = next;
  }

  file(): TranscriptFile {
    return JSON.parse(JSON.stringify(this.transcript.toJSON())) as TranscriptFile;
  }
}

/** Options for {@link honestMatch}. */
export interface HonestOptions {
  readonly matchId?: string;
  readonly events?: number;
  readonly chainLength?: number;
  readonly reveal?: boolean;
}

/**
 * An honest match: setups; per event k the actor (A on odd k) sends its element, the responder
 * answers with its own, and the actor commits to the card it privately drew from a 10-card deck;
 * each player then opens its first slot; finally both reveal their seeds. When events outrun the
 * chain, each player extends in the message where it still has one element left.
 */
export async function honestMatch(options: HonestOptions = {}): Promise<MatchBuilder> {
  const b = new MatchBuilder(testHeader(options.matchId), options.chainLength ?? 8);
  const N = b.chainLength;
  const decks = new Map([
    ['A', ['c1', 'c1', 'c2', 'c3', 'c4', 'c5', 'c5', 'c6', 'c7', 'c8']],
    ['B', ['d1', 'd2', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9']],
  ]);
  const openings = new Map<string, Opening>();
  const draws = new Map([
    ['A', 0],
    ['B', 0],
  ]);
  for (const seat of ['A', 'B']) await b.send(seat, { setup: { ...b.secret(seat).setup() } });
  const events = options.events ?? 6;
  const reveal = async (seat: string, k: number, extra: Body): Promise<void> => {
    const s = b.secret(seat);
    const body: Record<string, Body[string]> = { ...extra, chain: [{ ...s.element(k) }] };
    if (k % N === N - 1 && k < events) body['extend'] = { ...s.extension(k - 1) };
    await b.send(seat, body);
  };
  for (let k = 1; k <= events; k++) {
    const actor = k % 2 === 1 ? 'A' : 'B';
    const responder = actor === 'A' ? 'B' : 'A';
    await reveal(actor, k, { action: 'draw' });
    await reveal(responder, k, {});
    const R = b.ledger.randomness(k)!;
    const deck = decks.get(actor)!;
    const j = draws.get(actor)!;
    const index = privateDrawIndex(R, b.secret(actor).drawSecret(j), deck.length);
    const card = canonicalMultiset(deck)[index]!;
    deck.splice(deck.indexOf(card.id), 1);
    draws.set(actor, j + 1);
    const slot = b.secret(actor).commit('card', { matchId: b.header.matchId, slot: j }, card.id);
    openings.set(`${actor}#${j}`, slot.opening);
    await b.send(actor, { commits: [{ ...slot.record }] });
  }
  for (const seat of ['A', 'B']) {
    const o = openings.get(`${seat}#0`);
    if (o !== undefined) await b.send(seat, { opens: [o], action: 'play' });
  }
  if (options.reveal ?? true) {
    for (const seat of ['A', 'B']) await b.send(seat, { reveal: { ...b.secret(seat).reveal() } });
  }
  return b;
}
