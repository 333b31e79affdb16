/**
 * Signed control frames of the reliable channel (docs/match-file.md, "Wire frames";
 * requirement "Version skew" and "a mismatch stops the match as a desync with a clear report and both
 * transcripts kept"). Two frames are signed with the seat's Ed25519 key from the header, so that
 * nobody but the peer can make them, while staying out of the transcript (they are not match-file
 * messages and are never stored in one):
 *
 * - `hello` (on every (re)connect, and again when a waiting seat hears nothing): the header hash,
 *   versions, the sender's next index and the hash its next message will link to (`last`: the
 *   `prev` of message `next`, so two seats that hold different messages at the same index notice).
 *   Signed bytes: UTF-8 of `"parley/v1/hello\n" + JCS({matchId, head, protocolVersion, game, next,
 *   last, from})`.
 * - `desync` (once a seat found a state-hash mismatch): the index and hash of the message whose
 *   `stateHash` disagreed, and the state hash the sender of the notice reached. Signed bytes: UTF-8
 *   of `"parley/v1/desync\n" + JCS({matchId, i, message, stateHash, from})`.
 *
 * A frame is authentic when `from` names a seat of OUR header other than our own and `sig` is that
 * seat's valid signature (the strict verification of protocol/ed25519.ts) and `matchId` is ours.
 * Anything else is noise: the caller ignores it. Binding `matchId` means a hello or notice of
 * another match, replayed by someone who saw it, is noise here even when the same key signed it.
 */
import { canonicalJson, type JsonValue } from '../canonical.ts';
import { fromHex, toHex, utf8 } from '../bytes.ts';
import { signNow, verifyNow, type Ed25519Backend } from '../ed25519.ts';
import { headerHash, type GameRef, type Header } from '../transcript.ts';

/** Prefix of a hello's signed bytes (domain separation from messages and notices). */
export const HELLO_PREFIX = 'parley/v1/hello\n';

/** Prefix of a desync notice's signed bytes. */
export const DESYNC_PREFIX = 'parley/v1/desync\n';

/** What both seats' hellos must agree on: the match, its header hash, protocol and game versions. */
export interface Hello {
  readonly matchId: string;
  readonly head: string;
  readonly protocolVersion: string;
  readonly game: GameRef;
}

/** A hello frame as sent: {@link Hello}, the sender's next index, its seat and its signature. */
export interface HelloFrame extends Hello {
  readonly t: 'hello';
  readonly next: number;
  /** The `prev` the sender's message `next` will carry (hex SHA-256 of its message next − 1). */
  readonly last: string;
  readonly from: string;
  readonly sig: string;
}

/** A desync notice frame: the sender's state hash after message `i` (whose hash is `message`). */
export interface DesyncNotice {
  readonly t: 'desync';
  readonly matchId: string;
  readonly i: number;
  readonly message: string;
  readonly stateHash: string;
  readonly from: string;
  readonly sig: string;
}

/**
 * What a received hello is: `noise` (unauthenticated, badly signed, from our own seat or another
 * match: ignore it), `ok` (authentic, same header and versions: the peer holds every message below
 * `next`), or `skew` (authentic, another header or version: a real version skew).
 */
export type HelloCheck =
  | { readonly kind: 'noise' }
  | { readonly kind: 'ok'; readonly next: number; readonly last: string }
  | { readonly kind: 'skew'; readonly theirs: HelloFrame };

const NOISE: HelloCheck = { kind: 'noise' };
const SIG_RE = /^[0-9a-f]{128}$/;
const HASH_RE = /^[0-9a-f]{64}$/;

/** The hello of `header`: what the peer's hello must match. */
export function helloOf(header: Header): Hello {
  const { matchId, protocolVersion, game } = header;
  return { matchId, head: headerHash(header), protocolVersion, game };
}

/** The bytes a hello's signature covers. */
export function helloSigningBytes(h: Hello, next: number, last: string, from: string): Uint8Array {
  const { matchId, head, protocolVersion } = h;
  const game = h.game as unknown as JsonValue;
  const fields = { matchId, head, protocolVersion, game, next, last, from };
  return utf8(HELLO_PREFIX + canonicalJson(fields));
}

/** The bytes a desync notice's signature covers. */
export function desyncSigningBytes(n: Omit<DesyncNotice, 't' | 'sig'>): Uint8Array {
  const { matchId, i, message, stateHash, from } = n;
  return utf8(DESYNC_PREFIX + canonicalJson({ matchId, i, message, stateHash, from }));
}

function then<T, U>(v: T | Promise<T>, f: (x: T) => U): U | Promise<U> {
  return v instanceof Promise ? v.then(f) : f(v);
}

const isSafeIndex = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * Signs this seat's control frames and checks the peer's, for one match (see the module comment).
 * Signing is deterministic; the last hello is kept, so a seat signs once per new `next`, not per
 * frame. Results are synchronous with a synchronous Ed25519 backend (Node), else promises.
 */
export class ControlFrames {
  readonly hello: Hello;
  private last: HelloFrame | null = null;

  constructor(
    private readonly header: Header,
    private readonly seat: string,
    private readonly secretKey: Uint8Array,
    private readonly backend?: Ed25519Backend,
  ) {
    this.hello = helloOf(header);
  }

  /** This seat's signed hello at `next`, whose message `next` will link to `last`. */
  signHello(next: number, last: string): HelloFrame | Promise<HelloFrame> {
    if (this.last?.next === next && this.last.last === last) return this.last;
    const bytes = helloSigningBytes(this.hello, next, last, this.seat);
    return then(signNow(bytes, this.secretKey, this.backend), (sig) => {
      const f: HelloFrame = {
        t: 'hello',
        ...this.hello,
        next,
        last,
        from: this.seat,
        sig: toHex(sig),
      };
      this.last = f;
      return f;
    });
  }

  /** This seat's signed notice: after message `i` (hash `message`) it reached `stateHash`. */
  signDesync(i: number, message: string, stateHash: string): DesyncNotice | Promise<DesyncNotice> {
    const n = { matchId: this.hello.matchId, i, message, stateHash, from: this.seat };
    return then(signNow(desyncSigningBytes(n), this.secretKey, this.backend), (sig) => ({
      t: 'desync' as const,
      ...n,
      sig: toHex(sig),
    }));
  }

  /** The public key of a peer seat named by an untrusted `from`, or null. */
  private peerKey(from: unknown): Uint8Array | null {
    if (typeof from !== 'string' || from === this.seat) return null;
    const p = this.header.players.find((x) => x.seat === from);
    return p ? fromHex(p.publicKey, 32) : null;
  }

  /** Judges a received hello frame (untrusted JSON); see {@link HelloCheck}. Never throws. */
  checkHello(frame: unknown): HelloCheck | Promise<HelloCheck> {
    const f = frame as Partial<Record<keyof HelloFrame, unknown>>;
    const key = this.peerKey(f.from);
    if (key === null || typeof f.sig !== 'string' || !SIG_RE.test(f.sig)) return NOISE;
    if (!isSafeIndex(f.next) || typeof f.last !== 'string' || !HASH_RE.test(f.last)) return NOISE;
    const { matchId, head, protocolVersion, game } = f;
    if (typeof matchId !== 'string' || typeof head !== 'string') return NOISE;
    if (typeof protocolVersion !== 'string' || typeof game !== 'object' || game === null) {
      return NOISE;
    }
    const theirs: HelloFrame = {
      t: 'hello',
      matchId,
      head,
      protocolVersion,
      game: game as GameRef,
      next: f.next,
      last: f.last,
      from: f.from as string,
      sig: f.sig,
    };
    let bytes: Uint8Array;
    try {
      bytes = helloSigningBytes(theirs, theirs.next, theirs.last, theirs.from);
    } catch {
      return NOISE; // not canonical JSON: nobody could have signed it
    }
    return then(verifyNow(fromHex(f.sig, 64), bytes, key, this.backend), (ok): HelloCheck => {
      if (!ok || matchId !== this.hello.matchId) return NOISE;
      const ours = this.hello;
      const same =
        head === ours.head &&
        protocolVersion === ours.protocolVersion &&
        canonicalJson(game as JsonValue) === canonicalJson(ours.game as unknown as JsonValue);
      return same ? { kind: 'ok', next: theirs.next, last: theirs.last } : { kind: 'skew', theirs };
    });
  }

  /** The authentic desync notice in `frame` (untrusted JSON), or null for noise. Never throws. */
  checkDesync(frame: unknown): DesyncNotice | null | Promise<DesyncNotice | null> {
    const f = frame as Partial<Record<keyof DesyncNotice, unknown>>;
    const key = this.peerKey(f.from);
    if (key === null || typeof f.sig !== 'string' || !SIG_RE.test(f.sig)) return null;
    if (f.matchId !== this.hello.matchId || !isSafeIndex(f.i)) return null;
    if (typeof f.message !== 'string' || !HASH_RE.test(f.message)) return null;
    if (typeof f.stateHash !== 'string' || !HASH_RE.test(f.stateHash)) return null;
    const n: DesyncNotice = {
      t: 'desync',
      matchId: f.matchId,
      i: f.i,
      message: f.message,
      stateHash: f.stateHash,
      from: f.from as string,
      sig: f.sig,
    };
    const ok = verifyNow(fromHex(n.sig, 64), desyncSigningBytes(n), key, this.backend);
    return then(ok, (yes) => (yes ? n : null));
  }
}
