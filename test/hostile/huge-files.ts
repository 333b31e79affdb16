/**
 * Generators of match files built to cost a reader memory and time rather than to break a rule
 * (docs/match-file.md, "Reading a file"; docs/security.md): each is valid JSON, about `bytes`
 * long, around the honest file's header, and each kind aims at one resource: nesting depth, the
 * number of values, the number of messages, one long string, the keys of one object, one long
 * number. Shared by the Node tests (test/hostile/limits.test.ts) and the browser test of the
 * verify page (test/browser/hostile-limits.test.ts); at {@link FULL_SIZE} (just under 32 MiB)
 * they are the worst inputs to measure `npm run verify` with. No Node imports: it runs in both.
 */

/**
 * One generated file: its kind, its text (built when read, so a caller holds one full-size text
 * at a time), and the words its refusal must contain.
 */
export interface HugeFile {
  readonly name: string;
  readonly text: string;
  /** What the reader's refusal says (the limit it names). */
  readonly refusal: RegExp;
}

/** A file within every limit that costs the verifier work, with the verdict it must reach. */
export interface CostlyFile {
  readonly name: string;
  readonly text: string;
  readonly verdict: 'violation' | 'malformed';
  readonly words: RegExp;
}

/** The largest size a full-size hostile file is built at: just under the 32 MiB cap. */
export const FULL_SIZE = 31 * 1024 * 1024;

/**
 * A size at which every kind already crosses its limit (the longest to cross, 4,097 copies of a
 * real message, needs about 3 MB): what the tests build, fast, instead of full-size files.
 */
export const SMALL_SIZE = 4 * 1024 * 1024;

/**
 * Every kind of hostile file, each about `bytes` long, around the header of the honest match file
 * `honest` (its JSON text). The header is real, so a reader that ignored the limits would read on
 * into the messages.
 */
export function hugeFiles(honest: string, bytes: number): HugeFile[] {
  const parsed = JSON.parse(honest) as { header: unknown; messages: unknown[] };
  const header = JSON.stringify(parsed.header);
  const message = JSON.stringify(parsed.messages[1]);
  /** `{"format","header","messages": <messages>}`. */
  const file = (messages: string): string =>
    `{"format":"parley-match/1","header":${header},"messages":${messages}}`;
  const room = Math.max(0, bytes - file('').length);
  const times = (unit: string, extra = 0): number =>
    Math.max(1, Math.floor((room - extra) / unit.length));
  const list = (unit: string): string => `[${`${unit},`.repeat(times(`${unit},`) - 1)}${unit}]`;
  const n2 = Math.floor(room / 2);
  const n12 = Math.max(1, Math.floor((room - 3) / '{"a":}'.length));
  const withName = (name: string): string =>
    file('[]').replace('"name":"bot A"', `"name":"${name}"`);
  const limit = /has more than 65,536 items/;
  const messages = /\$\.messages has more than 4,096 messages/;
  const perArray = Math.max(1, Math.floor(room / 4096 / 2) - 1);
  const kind = (name: string, build: () => string, refusal: RegExp): HugeFile => ({
    name,
    refusal,
    get text() {
      return build();
    },
  });
  return [
    kind('deep-arrays', () => file(`${'['.repeat(n2)}${']'.repeat(n2)}`), /nests deeper than 67/),
    kind(
      'deep-objects',
      () => file(`[${'{"a":'.repeat(n12)}0${'}'.repeat(n12)}]`),
      /nests deeper than 67/,
    ),
    kind('many-numbers', () => file(`[${list('0')}]`), limit),
    kind(
      'many-values',
      () =>
        file(`[${Array.from({ length: 4096 }, () => `[${'0,'.repeat(perArray)}0]`).join(',')}]`),
      /more than 1,048,576 values/,
    ),
    kind('many-arrays', () => file(list('[]')), messages),
    kind('many-messages', () => file(list('{}')), messages),
    kind('many-copies', () => file(list(message)), messages),
    kind(
      'long-string',
      () => withName('a'.repeat(Math.max(1, room - 200))),
      /string at \$\.header\.players\[0\]\.name is longer than 65,536/,
    ),
    kind(
      'long-escaped-string',
      () => withName('\\u00e9'.repeat(Math.max(1, Math.floor((room - 200) / 6)))),
      /string at \$\.header\.players\[0\]\.name is longer than 65,536/,
    ),
    kind(
      'many-keys',
      () =>
        file(
          `[{${Array.from({ length: times('"k0000000":0,') }, (_, i) => `"k${i}":0`).join(',')}}]`,
        ),
      limit,
    ),
    kind(
      'long-number',
      () => file(`[{"i":${'1'.repeat(Math.max(1, room - 20))}}]`),
      /number at \$\.messages\[0\]\.i is longer than 65,536/,
    ),
  ];
}

/**
 * A file within the reader's limits aimed at the verifier's work before any signature is checked:
 * seat A's final reveal gets `n` extra deck openings and a further message from A carries `n`
 * deck commitments, none matching (what the verifier learns from the reveals compared each
 * commitment with every opening: n² steps). The altered reveal is not validly signed, so the
 * verdict is an unattributable violation there.
 */
export function manyOpenings(honest: string, n: number): CostlyFile {
  const f = JSON.parse(honest) as {
    messages: { i: number; from: string; body: Record<string, unknown> }[];
  };
  const reveal = f.messages.find((m) => m.from === 'A' && m.body.reveal !== undefined)!;
  const opens = reveal.body.opens as unknown[];
  for (let k = 0; k < n; k++) opens.push({ kind: 'deck', index: -1 - k });
  const commits = Array.from({ length: n }, (_, k) => ({
    kind: 'deck',
    index: 2 + k,
    commitment: '00',
  }));
  f.messages.push({ ...f.messages[0]!, i: f.messages.length, body: { commits } });
  return {
    name: 'many-openings',
    text: JSON.stringify(f),
    verdict: 'violation',
    words: new RegExp(`message ${reveal.i} is not validly signed`),
  };
}
