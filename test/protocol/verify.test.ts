// The crypto verifier: honest matches are fair; every tampering and every misuse is named with the
// first failing message index and its sender.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CryptoLedger,
  HashChain,
  canonicalJson,
  messageHash,
  headerHash,
  signMessage,
  toHex,
  verifyTranscript,
  type Body,
  type JsonValue,
  type Message,
  type TranscriptFile,
} from '../../protocol/index.ts';
import { MAX_CHAIN_LENGTH, MIN_SESSION_CHAIN_LENGTH } from '../../protocol/chain.ts';
import { MatchBuilder, fixedKeys, honestMatch, testHeader } from './match.ts';

/** Re-signs messages from `from` on, so a change made by their sender is correctly signed. */
async function resign(file: TranscriptFile, from: number): Promise<TranscriptFile> {
  const messages: Message[] = [...file.messages];
  let prev = from === 0 ? headerHash(file.header) : messageHash(messages[from - 1]!);
  for (let i = from; i < messages.length; i++) {
    const m = messages[i]!;
    messages[i] = await signMessage(
      { i: m.i, from: m.from, body: m.body, stateHash: m.stateHash, prev },
      fixedKeys(m.from).secretKey,
    );
    prev = messageHash(messages[i]!);
  }
  return { header: file.header, messages };
}

function withBody(file: TranscriptFile, i: number, body: Body): TranscriptFile {
  const messages = file.messages.map((m, j) => (j === i ? { ...m, body } : m));
  return { header: file.header, messages };
}

/** `JSON.parse(text)`, or undefined when `text` is not JSON. */
function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let honest: TranscriptFile;

beforeAll(async () => {
  honest = (await honestMatch({ events: 10, chainLength: 4 })).file();
});

describe('honest matches', () => {
  it('are fair, with chain extensions, private draws, openings and reveals', async () => {
    expect((await verifyTranscript(honest)).verdict).toBe('fair');
    expect(honest.messages.some((m) => 'extend' in m.body)).toBe(true);
  });

  it('are incomplete when a player never reveals, naming that player', async () => {
    const file = { ...honest, messages: honest.messages.slice(0, -1) };
    const v = await verifyTranscript(file);
    expect(v).toMatchObject({ verdict: 'incomplete', player: 'B', index: file.messages.length });
    const none = await verifyTranscript({ header: honest.header, messages: [] });
    expect(none).toMatchObject({ verdict: 'incomplete', player: 'A', index: 0 });
  });

  it('are malformed when the file or header is', async () => {
    expect((await verifyTranscript(null)).verdict).toBe('malformed');
    expect((await verifyTranscript({ header: {}, messages: [] })).verdict).toBe('malformed');
    expect((await verifyTranscript({ header: honest.header })).verdict).toBe('malformed');
  });
});

describe('tampering', () => {
  it('any single-character change to any message names that message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('0', '1', 'f', 'a', 'A', 'z', '"', '9'),
        async (mi, at, ch) => {
          const i = mi % honest.messages.length;
          const text = JSON.stringify(honest.messages[i]);
          const p = at % text.length;
          fc.pre(text[p] !== ch);
          const changed = parseOrUndefined(text.slice(0, p) + ch + text.slice(p + 1));
          fc.pre(changed !== undefined); // no longer JSON: the file does not even parse
          const messages = honest.messages.map((m, j) => (j === i ? changed : m));
          const v = await verifyTranscript({ header: honest.header, messages });
          return v.verdict !== 'fair' && v.index === i;
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a byte or field changed anywhere in a crypto field, re-signed by its sender, is caught where it first matters', async () => {
    const targets = tamperTargets(honest);
    // Every crypto field the convention defines is covered.
    const kinds = new Set(
      targets.map((t) => t.path.filter((p) => typeof p === 'string').join('.')),
    );
    expect([...kinds].sort()).toEqual(
      [
        'setup.chainTip',
        'setup.chainLength',
        'setup.priv',
        'chain.element',
        'chain.k',
        'extend.after',
        'extend.generation',
        'extend.tip',
        'commits.commitment',
        'opens.kind',
        'opens.index',
        'opens.context',
        'opens.value',
        'opens.salt',
        'reveal.chainSeed',
        'reveal.privSeed',
      ].sort(),
    );
    for (const t of targets) {
      await fc.assert(
        fc.asyncProperty(fc.nat(), fc.integer({ min: 1, max: 15 }), async (at, x) => {
          const body = JSON.parse(JSON.stringify(honest.messages[t.i]!.body)) as JsonObject;
          const parent = t.path.slice(0, -1).reduce<JsonObject>((o, k) => o[k] as JsonObject, body);
          const key = t.path[t.path.length - 1]!;
          const changed = mutate(parent[key], at, x);
          expect(canonicalJson(changed)).not.toBe(canonicalJson(parent[key] as JsonValue));
          parent[key] = changed;
          const file = await resign(withBody(honest, t.i, body as Body), t.i);
          const v = await verifyTranscript(file);
          const want = t.expect(changed);
          const where = `${t.path.join('.')} of message ${t.i} → ${JSON.stringify(changed)}`;
          expect(v.verdict, where).toBe('violation');
          expect(v.index, `${where}: ${v.code} ${v.reason}`).toBe(want);
          expect(v.player, where).toBe(honest.messages[want]!.from);
        }),
        { numRuns: 3 },
      );
    }
  });
});

type JsonObject = Record<string | number, unknown>;

/** One crypto field of one message, and the message at which a change to it must be caught. */
interface TamperTarget {
  readonly i: number;
  readonly path: readonly (string | number)[];
  /** The index of the first message that must fail, given the changed value. */
  readonly expect: (changed: unknown) => number;
}

/**
 * Every crypto field of `file` (body convention, docs/protocol.md). A change shows at once, in its
 * own message, except where the value is only used later: a setup's chain tip (at the sender's
 * first element), its privSeed commitment (at the sender's reveal), its chain length (at the first
 * element the new length places differently: k = min(N', N) + 1; a length outside
 * MIN_SESSION_CHAIN_LENGTH..MAX_CHAIN_LENGTH at once, in its own setup), an extension's tip (at the first
 * element of that generation) and a commitment (at its opening). Commitments never opened are the
 * game replay's to check, not the crypto layer's, so they are not targets here.
 */
function tamperTargets(file: TranscriptFile): TamperTarget[] {
  const N = (file.messages[0]!.body['setup'] as { chainLength: number }).chainLength;
  const bodies = file.messages.map((m) => m.body as Record<string, unknown>);
  const chainHas = (b: Record<string, unknown>, k: number): boolean =>
    Array.isArray(b['chain']) && (b['chain'] as { k: number }[]).some((e) => e.k === k);
  const next = (i: number, pred: (b: Record<string, unknown>) => boolean): number => {
    const from = file.messages[i]!.from;
    const j = file.messages.findIndex((m, n) => n > i && m.from === from && pred(bodies[n]!));
    if (j < 0) throw new Error(`no later message of ${from} after ${i}`);
    return j;
  };
  const targets: TamperTarget[] = [];
  bodies.forEach((b, i) => {
    const at = (
      path: (string | number)[],
      expect: (changed: unknown) => number = () => i,
    ): void => {
      targets.push({ i, path, expect });
    };
    if ('setup' in b) {
      at(['setup', 'chainTip'], () => next(i, (x) => chainHas(x, 1)));
      at(['setup', 'priv'], () => next(i, (x) => 'reveal' in x));
      at(['setup', 'chainLength'], (n) =>
        Number.isSafeInteger(n) &&
        (n as number) >= MIN_SESSION_CHAIN_LENGTH &&
        (n as number) <= MAX_CHAIN_LENGTH
          ? next(i, (x) => chainHas(x, Math.min(n as number, N) + 1))
          : i,
      );
    }
    if (Array.isArray(b['chain'])) {
      b['chain'].forEach((_, x) => {
        at(['chain', x, 'element']);
        at(['chain', x, 'k']);
      });
    }
    if ('extend' in b) {
      const g = (b['extend'] as { generation: number }).generation;
      at(['extend', 'after']);
      at(['extend', 'generation']);
      at(['extend', 'tip'], () => next(i, (x) => chainHas(x, g * N + 1)));
    }
    if (Array.isArray(b['commits'])) {
      (b['commits'] as { kind: string; index: number }[]).forEach((c, x) => {
        const opens = (o: Record<string, unknown>): boolean =>
          Array.isArray(o['opens']) &&
          (o['opens'] as { kind: string; index: number }[]).some(
            (y) => y.kind === c.kind && y.index === c.index,
          );
        if (
          bodies.some(
            (o, n) => n > i && file.messages[n]!.from === file.messages[i]!.from && opens(o),
          )
        ) {
          at(['commits', x, 'commitment'], () => next(i, opens));
        }
      });
    }
    if (Array.isArray(b['opens'])) {
      b['opens'].forEach((_, x) => {
        for (const f of ['kind', 'index', 'context', 'value', 'salt']) at(['opens', x, f]);
      });
    }
    if ('reveal' in b) {
      at(['reveal', 'chainSeed']);
      at(['reveal', 'privSeed']);
    }
  });
  return targets;
}

const HEX = '0123456789abcdef';
const CHARS = 'abcxyz019-_';

/**
 * `value` with one change: a hex string gets one nibble XORed with `x` (a single-byte flip), any
 * other string one character replaced, a number XORed with `x`, an object one of its leaves
 * changed (chosen by `at`). The result always differs from `value`.
 */
function mutate(value: unknown, at: number, x: number): JsonValue {
  if (typeof value === 'number') return value ^ x;
  if (typeof value === 'string') {
    const p = at % Math.max(value.length, 1);
    if (/^[0-9a-f]+$/.test(value) && value.length >= 32) {
      return value.slice(0, p) + HEX[parseInt(value[p]!, 16) ^ x]! + value.slice(p + 1);
    }
    const old = value[p];
    const c =
      CHARS[x % CHARS.length] === old ? CHARS[(x + 1) % CHARS.length]! : CHARS[x % CHARS.length]!;
    return value.slice(0, p) + c + value.slice(p + 1);
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const rec = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(rec).sort();
    const k = keys[at % keys.length]!;
    rec[k] = mutate(rec[k], Math.floor(at / keys.length), x);
    return rec as JsonValue;
  }
  throw new Error(`no mutation for ${JSON.stringify(value)}`);
}

describe('misuse', () => {
  async function cheat(edit: (b: MatchBuilder) => Promise<void>): Promise<TranscriptFile> {
    const b = new MatchBuilder(testHeader(), 4);
    for (const seat of ['A', 'B']) await b.send(seat, { setup: { ...b.secret(seat).setup() } });
    await edit(b);
    return b.file();
  }
  const last = (f: TranscriptFile): number => f.messages.length - 1;
  // The builder refuses bad messages itself (it runs the ledger), so cheats are appended raw.
  async function raw(b: MatchBuilder, seat: string, body: Body): Promise<void> {
    const m = await b.transcript.sign(seat, body, '00'.repeat(32), fixedKeys(seat).secretKey);
    b.transcript = await b.transcript.append(m);
  }

  it.each([
    [
      'reveal twice',
      'reveal-twice',
      async (b: MatchBuilder) => {
        await b.send('A', { chain: [{ ...b.secret('A').element(1) }] });
        await raw(b, 'A', { chain: [{ ...b.secret('A').element(1) }] });
      },
    ],
    [
      'reveal out of order',
      'reveal-out-of-order',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { chain: [{ ...b.secret('A').element(2) }] });
      },
    ],
    [
      'element from the wrong chain',
      'chain-mismatch',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { chain: [{ ...b.secret('B').element(1) }] });
      },
    ],
    [
      'element from another match',
      'chain-mismatch',
      async (b: MatchBuilder) => {
        const other = HashChain.create(
          b.secret('A').chainSeed,
          { matchId: 'match-0002', seat: 'A', generation: 0 },
          4,
        );
        await raw(b, 'A', { chain: [{ k: 1, element: toHex(other.element(1)) }] });
      },
    ],
    [
      'opening twice',
      'reveal-twice',
      async (b: MatchBuilder) => {
        const c = b.secret('A').commit('card', { slot: 0 }, 'c1');
        await b.send('A', { commits: [{ ...c.record }] });
        await b.send('A', { opens: [{ ...c.opening }] });
        await raw(b, 'A', { opens: [{ ...c.opening }] });
      },
    ],
    [
      'opening to another card',
      'commitment-mismatch',
      async (b: MatchBuilder) => {
        const c = b.secret('A').commit('card', { slot: 0 }, 'c1');
        await b.send('A', { commits: [{ ...c.record }] });
        await raw(b, 'A', { opens: [{ ...c.opening, value: 'c2' }] });
      },
    ],
    [
      'opening a commitment never made',
      'unknown-commitment',
      async (b: MatchBuilder) => {
        const c = b.secret('A').commit('card', { slot: 0 }, 'c1');
        await raw(b, 'A', { opens: [{ ...c.opening }] });
      },
    ],
    [
      'salt not derived from privSeed',
      'salt-mismatch',
      async (b: MatchBuilder) => {
        const { commit } = await import('../../protocol/index.ts');
        const free = commit('card', {}, 'x', { salt: new Uint8Array(32).fill(5), index: 0 });
        await b.send('A', { commits: [{ kind: 'card', index: 0, commitment: free.commitment }] });
        await b.send('A', { opens: [{ ...free.opening }] });
        await raw(b, 'A', { reveal: { ...b.secret('A').reveal() } });
      },
    ],
    [
      'revealing a different privSeed',
      'commitment-mismatch',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { reveal: { ...b.secret('A').reveal(), privSeed: '11'.repeat(32) } });
      },
    ],
    [
      'revealing a different chainSeed',
      'chain-mismatch',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { reveal: { ...b.secret('A').reveal(), chainSeed: '11'.repeat(32) } });
      },
    ],
    [
      'seeds revealed twice',
      'reveal-twice',
      async (b: MatchBuilder) => {
        await b.send('A', { reveal: { ...b.secret('A').reveal() } });
        await raw(b, 'A', { reveal: { ...b.secret('A').reveal() } });
      },
    ],
    [
      'commitment after the reveal',
      'after-reveal',
      async (b: MatchBuilder) => {
        await b.send('A', { reveal: { ...b.secret('A').reveal() } });
        await raw(b, 'A', { commits: [{ ...b.secret('A').commit('card', {}, 'x').record }] });
      },
    ],
    [
      'duplicate commitment index',
      'duplicate-commitment',
      async (b: MatchBuilder) => {
        const c = b.secret('A').commit('card', {}, 'x');
        await b.send('A', { commits: [{ ...c.record }] });
        await raw(b, 'A', { commits: [{ ...c.record }] });
      },
    ],
    [
      'second setup',
      'duplicate-setup',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { setup: { ...b.secret('A').setup() } });
      },
    ],
    [
      'chain past its end without extension',
      'chain-exhausted',
      async (b: MatchBuilder) => {
        for (let k = 1; k <= 4; k++)
          await b.send('A', { chain: [{ ...b.secret('A').element(k) }] });
        await raw(b, 'A', { chain: [{ ...b.secret('A').element(5) }] });
      },
    ],
    [
      'extension after the opponent revealed what it serves',
      'bad-extension',
      async (b: MatchBuilder) => {
        const el = (seat: string, k: number): Body => ({
          chain: [{ ...b.secret(seat).element(k) }],
        });
        for (let k = 1; k <= 3; k++) await b.send('A', el('A', k));
        for (let k = 1; k <= 3; k++) await b.send('B', el('B', k));
        await b.send('B', { extend: { ...b.secret('B').extension(3) } });
        for (let k = 4; k <= 5; k++) await b.send('B', el('B', k));
        await raw(b, 'A', { extend: { ...b.secret('A').extension(3) } });
      },
    ],
    [
      'malformed crypto field in a signed body',
      'malformed-hex',
      async (b: MatchBuilder) => {
        await raw(b, 'A', { chain: [{ k: 1, element: 'XYZ' }] });
      },
    ],
  ])('rejects %s (%s)', async (_name, code, edit) => {
    const f = await cheat(edit);
    const v = await verifyTranscript(f);
    expect(v).toMatchObject({
      verdict: 'violation',
      index: last(f),
      player: f.messages[last(f)]!.from,
      code,
    });
  });

  it('rejects a message from the wrong sender when the game says who speaks', async () => {
    const v = await verifyTranscript(honest, {
      expectedSender: (i) => (i === 3 ? 'A' : undefined),
    });
    expect(v).toMatchObject({ verdict: 'violation', index: 3, code: 'wrong-sender' });
  });

  it('rejects a message replayed from another match', async () => {
    const other = (await honestMatch({ matchId: 'match-0002', events: 2 })).file();
    const messages = [...honest.messages];
    messages[4] = other.messages[4]!;
    const v = await verifyTranscript({ header: honest.header, messages });
    expect(v).toMatchObject({ verdict: 'violation', index: 4, code: 'bad-prev' });
  });

  it('lets the game layer reject a message through onMessage', async () => {
    const { ProtocolError } = await import('../../protocol/index.ts');
    const v = await verifyTranscript(honest, {
      onMessage: (m) => {
        if (m.i === 7) throw new ProtocolError('out-of-range', 'illegal action');
      },
    });
    expect(v).toMatchObject({ verdict: 'violation', index: 7, player: honest.messages[7]!.from });
  });

  it('the ledger leaves itself unchanged when it refuses a body', () => {
    const ledger = CryptoLedger.start(honest.header);
    const l1 = ledger.apply('A', honest.messages[0]!.body);
    expect(() => l1.apply('A', { chain: [{ k: 2, element: '00'.repeat(32) }] })).toThrow(
      /reveal-out-of-order/,
    );
    expect(l1.revealedCount('A')).toBe(0);
    expect(() => l1.apply('A', honest.messages[0]!.body)).toThrow(/duplicate-setup/);
  });
});
