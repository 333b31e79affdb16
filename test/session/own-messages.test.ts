// A transcript's own messages (Transcript.signNext) are exactly those of sign + append, and
// signature checks started ahead (SignatureChecks, the verifier's batch) give the verdicts of
// fresh checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  H,
  Transcript,
  checkMessage,
  headerHash,
  isProtocolError,
  messageHash,
  signingBytes,
  toHex,
  type Body,
  type Message,
} from '../../protocol/index.ts';
import { SignatureChecks } from '../../protocol/transcript.ts';
import { fixedKeys, testHeader } from '../protocol/match.ts';

const stateHash = toHex(H('test/state'));

/** Canonical-safe JSON: integers only, well-formed strings. */
const canonicalValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'grapheme' }),
    fc.maxSafeInteger(),
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
}));

const body = fc.dictionary(fc.string({ maxLength: 8 }), canonicalValue.value, {
  maxKeys: 5,
}) as fc.Arbitrary<Body>;

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (isProtocolError(e)) return e.code;
    throw e;
  }
  return undefined;
}

describe("a transcript's own messages (signNext)", () => {
  it('are the messages sign + append make, with the same head, signing bytes and hash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(body, { minLength: 1, maxLength: 4 }), async (bodies) => {
        let slow = Transcript.start(testHeader());
        let fast = slow;
        for (const [n, b] of bodies.entries()) {
          const seat = n % 2 === 0 ? 'A' : 'B';
          const key = fixedKeys(seat).secretKey;
          const m = await slow.sign(seat, b, stateHash, key);
          slow = await slow.append(m);
          const own = await fast.signNext(seat, b, stateHash, key);
          fast = own.transcript;
          expect(own.message).toEqual(m);
          expect(fast.head).toBe(slow.head);
          expect(fast.head).toBe(messageHash(m));
          expect(toHex(signingBytes(own.message))).toBe(toHex(signingBytes(m)));
        }
        expect(JSON.stringify(fast.toJSON())).toBe(JSON.stringify(slow.toJSON()));
      }),
      { numRuns: 40 },
    );
  });

  it("refuses a secret key that is not the seat's, and copies the body", async () => {
    const t = Transcript.start(testHeader());
    expect(await codeOf(t.signNext('A', {}, stateHash, fixedKeys('B').secretKey))).toBe(
      'bad-signature',
    );
    expect(await codeOf(t.signNext('C', {}, stateHash, fixedKeys('A').secretKey))).toBe(
      'unknown-seat',
    );
    expect(await codeOf(t.signNext('A', { f: 0.5 }, stateHash, fixedKeys('A').secretKey))).toBe(
      'non-canonical',
    );
    const list = [1];
    const { message, transcript } = await t.signNext(
      'A',
      { list },
      stateHash,
      fixedKeys('A').secretKey,
    );
    list.push(2);
    expect(message.body).toEqual({ list: [1] });
    expect(transcript.messages[0]).toBe(message);
    expect(t.next).toBe(0);
  });
});

/** Six honest messages, A and B alternating, signed with the fixed test keys. */
async function sixHonestMessages(): Promise<{
  header: ReturnType<typeof testHeader>;
  honest: Message[];
  transcript: Transcript;
}> {
  const header = testHeader();
  let transcript = Transcript.start(header);
  const honest: Message[] = [];
  for (let i = 0; i < 6; i++) {
    const seat = i % 2 === 0 ? 'A' : 'B';
    const own = await transcript.signNext(seat, { n: i }, stateHash, fixedKeys(seat).secretKey);
    honest.push(own.message);
    transcript = own.transcript;
  }
  return { header, honest, transcript };
}

describe('signature checks started ahead (SignatureChecks)', () => {
  it('give the verdict of a fresh check, for honest and tampered messages', async () => {
    const { header, honest } = await sixHonestMessages();
    const tampered: unknown[] = honest.map((m, i) =>
      i === 3 ? { ...m, body: { n: 99 } } : i === 4 ? { ...m, sig: '00'.repeat(64) } : m,
    );
    const checks = new SignatureChecks();
    checks.prefetch(header, [...tampered, { junk: true }, 42], 'auto');
    let head = headerHash(header);
    for (const [i, m] of tampered.entries()) {
      const fresh = await codeOf(checkMessage(header, i, head, m));
      const ahead = await codeOf(checkMessage(header, i, head, m, { signatures: checks }));
      expect(ahead).toBe(fresh);
      expect(ahead).toBe(i === 3 || i === 4 ? 'bad-signature' : undefined);
      head = messageHash(honest[i]!);
    }
  });

  it('of(transcript) vouch for its own messages only: any other byte gets a fresh check', async () => {
    const { header, honest, transcript: t } = await sixHonestMessages();
    const forged = (m: Message): Message => ({
      ...m,
      sig: (m.sig[0] === '0' ? '1' : '0') + m.sig.slice(1),
    });
    const tampered: unknown[] = honest.map((m, i) =>
      i === 2 ? { ...m, body: { n: 99 } } : i === 4 ? forged(m) : m,
    );
    const checks = SignatureChecks.of(t);
    let head = headerHash(header);
    for (const [i, m] of tampered.entries()) {
      const vouched = await codeOf(checkMessage(header, i, head, m, { signatures: checks }));
      expect(vouched).toBe(await codeOf(checkMessage(header, i, head, m)));
      expect(vouched).toBe(i === 2 || i === 4 ? 'bad-signature' : undefined);
      head = messageHash(honest[i]!);
    }
  });
});
