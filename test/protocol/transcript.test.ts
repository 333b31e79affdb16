// Signed transcript: links, signatures, senders; refusals leave the transcript untouched; replay
// from another match; header validation.
import { describe, expect, it } from 'vitest';
import {
  H,
  Transcript,
  decodeHeader,
  headerHash,
  isProtocolError,
  messageHash,
  sha256,
  signingBytes,
  toHex,
  utf8,
  canonicalJson,
  type Message,
} from '../../protocol/index.ts';
import { fixedKeys, testHeader } from './match.ts';

const state = toHex(H('test/state'));

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (isProtocolError(e)) return e.code;
    throw e;
  }
  return undefined;
}

async function twoMessages(matchId = 'match-0001'): Promise<{ t: Transcript; ms: Message[] }> {
  let t = Transcript.start(testHeader(matchId));
  const ms: Message[] = [];
  for (const seat of ['A', 'B']) {
    const m = await t.sign(seat, { say: seat }, state, fixedKeys(seat).secretKey);
    t = await t.append(m, { expectedSender: seat });
    ms.push(m);
  }
  return { t, ms };
}

describe('transcript', () => {
  it('links message 0 to the header and each message to the previous one, signed', async () => {
    const { t, ms } = await twoMessages();
    expect(ms[0]!.prev).toBe(toHex(sha256(utf8(canonicalJson(t.header)))));
    expect(ms[0]!.prev).toBe(headerHash(t.header));
    expect(ms[1]!.prev).toBe(toHex(sha256(utf8(canonicalJson(ms[0]!)))));
    expect(t.head).toBe(messageHash(ms[1]!));
    const unsigned: Record<string, unknown> = { ...ms[0]! };
    delete unsigned['sig'];
    expect(new TextDecoder().decode(signingBytes(ms[0]!))).toBe(
      'parley/v1/msg\n' + canonicalJson(unsigned),
    );
    expect(t.messages).toHaveLength(2);
  });

  it('works with every backend, each verifying the others', async () => {
    const t = Transcript.start(testHeader());
    const a = await t.sign('A', {}, state, fixedKeys('A').secretKey, 'webcrypto');
    const b = await t.sign('A', {}, state, fixedKeys('A').secretKey, 'noble');
    const c = await t.sign('A', {}, state, fixedKeys('A').secretKey, 'node');
    expect(a.sig).toBe(b.sig);
    expect(c.sig).toBe(a.sig);
    await t.append(a, { backend: 'noble' });
    await t.append(b, { backend: 'node' });
    await t.append(c, { backend: 'webcrypto' });
  });

  it('refuses wrong index, unknown seat, wrong sender, bad prev, bad signature; unchanged', async () => {
    const { t } = await twoMessages();
    const before = JSON.stringify(t.toJSON());
    const m = await t.sign('A', { x: 1 }, state, fixedKeys('A').secretKey);
    expect(await codeOf(t.append({ ...m, i: 5 }))).toBe('bad-index');
    expect(await codeOf(t.append({ ...m, from: 'C' }))).toBe('unknown-seat');
    expect(await codeOf(t.append(m, { expectedSender: 'B' }))).toBe('wrong-sender');
    expect(await codeOf(t.append({ ...m, prev: toHex(H('x')) }))).toBe('bad-prev');
    expect(await codeOf(t.append({ ...m, body: { x: 2 } }))).toBe('bad-signature');
    expect(await codeOf(t.append({ ...m, from: 'B' }))).toBe('bad-signature');
    const forged = await t.sign('A', { x: 1 }, state, fixedKeys('B').secretKey);
    expect(await codeOf(t.append(forged))).toBe('bad-signature');
    expect(await codeOf(t.append({ ...m, sig: m.sig.slice(2) }))).toBe('wrong-length');
    expect(await codeOf(t.append({ ...m, extra: 1 }))).toBe('unknown-field');
    expect(await codeOf(t.append({ ...m, body: [] }))).toBe('wrong-type');
    expect(await codeOf(t.append({ ...m, body: { f: 0.5 } }))).toBe('non-canonical');
    expect(JSON.stringify(t.toJSON())).toBe(before);
    expect(t.next).toBe(2);
    const t2 = await t.append(m);
    expect(t2.next).toBe(3);
    expect(t.next).toBe(2);
  });

  it('refuses a message replayed from another match', async () => {
    const other = await twoMessages('match-0002');
    const t = Transcript.start(testHeader('match-0001'));
    expect(await codeOf(t.append(other.ms[0]))).toBe('bad-prev');
  });

  it('copies bodies so callers cannot change a transcript after the fact', async () => {
    const t = Transcript.start(testHeader());
    const m = await t.sign('A', { list: [1] }, state, fixedKeys('A').secretKey);
    const wire = JSON.parse(JSON.stringify(m)) as { body: { list: number[] } };
    const t2 = await t.append(wire);
    wire.body.list.push(2);
    expect(t2.messages[0]!.body).toEqual({ list: [1] });
  });
});

describe('header', () => {
  const h = testHeader();
  const code = (json: unknown): string | undefined => {
    try {
      decodeHeader(json);
    } catch (e) {
      if (isProtocolError(e)) return e.code;
      throw e;
    }
    return undefined;
  };

  it('accepts a good header and refuses bad ones with labels', () => {
    expect(code(h)).toBeUndefined();
    expect(code({ ...h, protocolVersion: 'parley/v2' })).toBe('out-of-range');
    expect(code({ ...h, matchId: 'short' })).toBe('out-of-range');
    expect(code({ ...h, players: [h.players[0]] })).toBe('out-of-range');
    expect(code({ ...h, players: [h.players[0], h.players[0]] })).toBe('out-of-range');
    const p1 = h.players[1]!;
    expect(code({ ...h, players: [h.players[0], { ...p1, seat: 'A' }] })).toBe('out-of-range');
    expect(code({ ...h, players: [h.players[0], { ...p1, seat: 'a b' }] })).toBe('out-of-range');
    expect(
      code({ ...h, players: [h.players[0], { ...p1, publicKey: '01' + '00'.repeat(31) }] }),
    ).toBe('bad-public-key');
    expect(code({ ...h, game: { ...h.game, cardSetHash: 'zz' } })).toBe('malformed-hex');
    const noId: Record<string, unknown> = { ...h };
    delete noId['matchId'];
    expect(code(noId)).toBe('missing-field');
    expect(code({ ...h, extra: true })).toBe('unknown-field');
  });

  it('keeps seats generic: three seats with any labels', async () => {
    const header = testHeader('match-0003', ['north', 'east', 'south']);
    let t = Transcript.start(header);
    const m = await t.sign('east', {}, state, fixedKeys('east').secretKey);
    t = await t.append(m, { expectedSender: 'east' });
    expect(t.next).toBe(1);
  });
});
