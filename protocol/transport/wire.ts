/**
 * The wire format of the PeerJS transport: what one data-channel message holds. Every message is
 * binary (PeerJS `raw` serialization, so PeerJS adds nothing and parses nothing) and starts with a
 * kind byte:
 *
 * | kind | layout | meaning |
 * | --- | --- | --- |
 * | 1 | `01` + UTF-8 bytes | a whole frame |
 * | 2 | `02` + u32 id + u16 index + u16 count + bytes | one chunk of a larger frame |
 * | 3 | `03` + u32 nonce | keepalive ping |
 * | 4 | `04` + u32 nonce | keepalive pong (answers the ping with that nonce) |
 *
 * Integers are big-endian. A frame whose UTF-8 form exceeds {@link CHUNK_BYTES} is sent as chunks
 * of at most that many bytes each, in order, sharing one id. See docs/transport.md.
 */
import { MAX_FRAME_BYTES } from './types.ts';

/** Kind byte of a whole frame. */
export const KIND_FRAME = 1;
/** Kind byte of a chunk of a larger frame. */
export const KIND_CHUNK = 2;
/** Kind byte of a keepalive ping. */
export const KIND_PING = 3;
/** Kind byte of a keepalive pong. */
export const KIND_PONG = 4;

/**
 * Payload bytes per data-channel message. Below PeerJS's 16,300-byte chunk size and Firefox's
 * 16 KiB interop limit, so every browser pair carries it whole.
 */
export const CHUNK_BYTES = 16_000;

const CHUNK_HEADER = 9;

const encoder = new TextEncoder();

/** The number of UTF-8 bytes of `text`, without allocating them. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Encodes one frame as data-channel messages: one whole-frame message, or chunks when the frame is
 * over {@link CHUNK_BYTES}. `id` tells the chunks of different frames apart (the caller counts).
 */
export function encodeFrame(frame: string, id: number): Uint8Array[] {
  const bytes = encoder.encode(frame);
  if (bytes.length <= CHUNK_BYTES) {
    const out = new Uint8Array(1 + bytes.length);
    out[0] = KIND_FRAME;
    out.set(bytes, 1);
    return [out];
  }
  const count = Math.ceil(bytes.length / CHUNK_BYTES);
  const messages: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const part = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
    const out = new Uint8Array(CHUNK_HEADER + part.length);
    const view = new DataView(out.buffer);
    out[0] = KIND_CHUNK;
    view.setUint32(1, id >>> 0);
    view.setUint16(5, index);
    view.setUint16(7, count);
    out.set(part, CHUNK_HEADER);
    messages.push(out);
  }
  return messages;
}

/** Encodes a keepalive ping (`kind` {@link KIND_PING}) or pong ({@link KIND_PONG}). */
export function encodeControl(
  kind: typeof KIND_PING | typeof KIND_PONG,
  nonce: number,
): Uint8Array {
  const out = new Uint8Array(5);
  out[0] = kind;
  new DataView(out.buffer).setUint32(1, nonce >>> 0);
  return out;
}

/** What one received data-channel message meant. */
export type WireEvent =
  | { readonly kind: 'frame'; readonly frame: string }
  | { readonly kind: 'ping'; readonly nonce: number }
  | { readonly kind: 'pong'; readonly nonce: number }
  | { readonly kind: 'partial' }
  | { readonly kind: 'refused'; readonly reason: string };

/** Views `data` (whatever a data channel delivered) as bytes, or null when it is not binary. */
export function asBytes(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/**
 * Decodes received data-channel messages and joins chunks. Holds at most one partly received frame
 * (the channel is ordered, so the chunks of one frame arrive together) and never more than
 * {@link MAX_FRAME_BYTES} of it: sizes are checked before any byte is copied or decoded.
 */
export class FrameAssembler {
  private partId = -1;
  private partCount = 0;
  private parts: Uint8Array[] = [];
  private partBytes = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  /** Forgets any partly received frame (for a new connection). */
  reset(): void {
    this.partId = -1;
    this.partCount = 0;
    this.parts = [];
    this.partBytes = 0;
  }

  /** Handles one received data-channel message. */
  accept(data: unknown): WireEvent {
    if (typeof data === 'string') return { kind: 'refused', reason: 'text message' };
    const bytes = asBytes(data);
    if (bytes === null) return { kind: 'refused', reason: 'not binary' };
    if (bytes.length === 0) return { kind: 'refused', reason: 'empty message' };
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    switch (bytes[0]) {
      case KIND_FRAME:
        if (bytes.length - 1 > MAX_FRAME_BYTES)
          return { kind: 'refused', reason: 'frame too large' };
        return this.decode(bytes.subarray(1));
      case KIND_PING:
      case KIND_PONG:
        if (bytes.length !== 5) return { kind: 'refused', reason: 'bad control message' };
        return { kind: bytes[0] === KIND_PING ? 'ping' : 'pong', nonce: view.getUint32(1) };
      case KIND_CHUNK:
        return this.chunk(bytes, view);
      default:
        return { kind: 'refused', reason: `unknown kind ${bytes[0]}` };
    }
  }

  private chunk(bytes: Uint8Array, view: DataView): WireEvent {
    if (bytes.length < CHUNK_HEADER) return { kind: 'refused', reason: 'short chunk' };
    const id = view.getUint32(1);
    const index = view.getUint16(5);
    const count = view.getUint16(7);
    const size = bytes.length - CHUNK_HEADER;
    if (count < 2 || index >= count || count > Math.ceil(MAX_FRAME_BYTES / CHUNK_BYTES) + 1) {
      this.reset();
      return { kind: 'refused', reason: 'bad chunk numbering' };
    }
    if (id !== this.partId) {
      this.reset();
      if (index !== 0) return { kind: 'refused', reason: 'chunk without its start' };
      this.partId = id;
      this.partCount = count;
    }
    if (count !== this.partCount || index !== this.parts.length) {
      this.reset();
      return { kind: 'refused', reason: 'chunk out of order' };
    }
    if (this.partBytes + size > MAX_FRAME_BYTES) {
      this.reset();
      return { kind: 'refused', reason: 'frame too large' };
    }
    this.parts.push(bytes.slice(CHUNK_HEADER));
    this.partBytes += size;
    if (this.parts.length < count) return { kind: 'partial' };
    const whole = new Uint8Array(this.partBytes);
    let at = 0;
    for (const part of this.parts) {
      whole.set(part, at);
      at += part.length;
    }
    this.reset();
    return this.decode(whole);
  }

  private decode(bytes: Uint8Array): WireEvent {
    try {
      return { kind: 'frame', frame: this.decoder.decode(bytes) };
    } catch {
      return { kind: 'refused', reason: 'invalid UTF-8' };
    }
  }
}
