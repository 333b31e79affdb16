/**
 * Full verification of a match file `parley-match/1` (docs/match-file.md, "Verification";
 * reference design, "Verification: a pure function of the match file"):
 *
 * 1. the crypto layer, message by message (protocol/verify.ts: indices, links, senders,
 *    signatures, chain elements, commitments, openings, final reveals);
 * 2. a replay of the game in the view of every seat whose final reveal is sound (all of them in a
 *    finished match: the omniscient view): every draw re-derived from the revealed seeds, every slot
 *    commitment recomputed, every move checked for legality, every `stateHash` recomputed; the
 *    turn order is the game's;
 * 3. the file's optional `fork`, a second signed message for an index the file holds
 *    (./verify-fork.ts), judged on what the replay knew at that index.
 *
 * The first failure decides: `violation` {index, player, reason} (player null when the message is
 * not validly signed by its claimed sender or does not link: protocol/verify.ts), `malformed`
 * (unreadable file or envelope), `incomplete` (a seat never revealed, stopped answering while owing
 * a message, or a timeout was claimed against it and the file holds no answer: ./claims.ts),
 * otherwise `fair`. Never throws for bad input.
 */
import { asRecord, field, fromHex, equalBytes, onlyKeys } from '../bytes.ts';
import { openCommitment, type Opening } from '../commit.ts';
import type { Ed25519Backend } from '../ed25519.ts';
import { ProtocolError, isProtocolError } from '../errors.ts';
import { privCommitment } from '../random.ts';
import {
  decodeHeader,
  SignatureChecks,
  type AppendOptions,
  type Header,
  type Message,
} from '../transcript.ts';
import { verifyTranscript, type Verdict, type VerifyOptions } from '../verify.ts';
import { isSessionError, type Blame } from './errors.ts';
import type { Knowledge, LockstepGame } from './game.ts';
import { Lockstep } from './lockstep.ts';
import { ForkWatch, judgeFileFork, readFork, type ReadFork } from './verify-fork.ts';

/**
 * The largest match file the tools read (bytes): the CLI and the app refuse larger files before
 * reading them. A drafted best of 3 is about 2 MB.
 */
export const MAX_MATCH_FILE_BYTES = 32 * 1024 * 1024;

/** The format tag of a match file. */
export const MATCH_FORMAT = 'parley-match/1';

/**
 * The fields of a match file (docs/match-file.md, "File"): any other is refused (`unknown-field`,
 * malformed), so nothing rides along in a file that one tool might show and another ignore.
 */
export const MATCH_FILE_FIELDS: readonly string[] = ['format', 'header', 'messages', 'fork'];

/**
 * A match file: `{format: "parley-match/1", header, messages}`, and optionally `fork`: a second
 * signed message for an index `messages` holds (docs/match-file.md, "File"), the proof of a stop
 * that no single transcript can hold. A file without `fork` is exactly as before.
 */
export interface MatchFile {
  readonly format: typeof MATCH_FORMAT;
  readonly header: Header;
  readonly messages: readonly Message[];
  readonly fork?: Message;
}

/** The verdict of {@link verifyMatch}; `code` is a ProtocolError or SessionError code. */
export interface MatchVerdict {
  readonly verdict: 'fair' | 'violation' | 'incomplete' | 'malformed';
  readonly index: number | null;
  readonly player: string | null;
  readonly reason: string;
  readonly code?: string;
}

/** Options of {@link verifyMatch}. */
export interface VerifyMatchOptions {
  readonly backend?: Ed25519Backend | undefined;
  /** Called after each message is replayed: messages done and the file's total (UI progress). */
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
  /**
   * Signature results already known (`SignatureChecks.of(transcript)`: the session's own checks);
   * used only for identical keys, signatures and signed bytes.
   */
  readonly signatures?: SignatureChecks | undefined;
}

type Raw = { from?: unknown; body?: Record<string, unknown> };

function rawMessages(file: unknown): Raw[] {
  const msgs = (file as { messages?: unknown }).messages;
  if (!Array.isArray(msgs)) return [];
  return msgs.map((m) => (typeof m === 'object' && m !== null ? (m as Raw) : {}));
}

/** The body of a raw message when it is an object (a hostile file may hold anything there). */
function bodyOf(raw: Raw | undefined): Record<string, unknown> | undefined {
  const b: unknown = raw?.body;
  return typeof b === 'object' && b !== null && !Array.isArray(b)
    ? (b as Record<string, unknown>)
    : undefined;
}

/**
 * What the final reveals let a verifier know: for each seat whose revealed `privSeed` matches its
 * setup commitment and whose reveal opens every commitment of the game's final kinds, its seed and
 * those openings. Lenient: anything malformed just leaves the seat unknown (the ordered checks
 * report it at the right message).
 */
export function learnFromReveals(
  header: Header,
  raws: readonly Raw[],
  finalKinds: readonly string[],
): { seeds: Map<string, Uint8Array>; know: Knowledge } {
  const seeds = new Map<string, Uint8Array>();
  const openings = new Map<string, Opening>();
  for (const { seat } of header.players) {
    try {
      const mine = raws.filter((r) => r.from === seat && r.body);
      const setup = mine.find((r) => r.body!.setup)?.body!.setup as { priv?: unknown };
      const reveal = mine.find((r) => r.body!.reveal);
      if (!setup || !reveal) continue;
      const privSeed = fromHex((reveal.body!.reveal as { privSeed?: unknown }).privSeed, 32);
      if (!equalBytes(privCommitment(header.matchId, seat, privSeed), fromHex(setup.priv, 32))) {
        continue;
      }
      // The first opening of each (kind, index), found by key: one pass, however many there are.
      const opens = new Map<string, unknown>();
      for (const x of (reveal.body!.opens ?? []) as unknown[]) {
        const y = x as { kind?: unknown; index?: unknown };
        const key = openingKey(y.kind, y.index);
        if (key !== undefined && !opens.has(key)) opens.set(key, x);
      }
      let complete = true;
      const found: [string, Opening][] = [];
      for (const r of mine) {
        for (const c of (r.body!.commits ?? []) as { kind?: unknown; index?: unknown }[]) {
          if (!finalKinds.includes(String(c.kind))) continue;
          const key = openingKey(c.kind, c.index);
          const o = key === undefined ? undefined : opens.get(key);
          const commitment = (c as { commitment?: unknown }).commitment;
          if (o === undefined || typeof commitment !== 'string') complete = false;
          else
            found.push([
              `${seat}/${String(c.kind)}#${String(c.index)}`,
              openCommitment(commitment, o),
            ]);
        }
      }
      if (!complete) continue;
      seeds.set(seat, privSeed);
      for (const [k, o] of found) openings.set(k, o);
    } catch {
      continue;
    }
  }
  return {
    seeds,
    know: { opening: (seat, kind, index) => openings.get(`${seat}/${kind}#${index}`) },
  };
}

/**
 * A key for an opening's (kind, index), equal for two pairs exactly when both fields are `===`
 * JSON primitives; undefined when either is not one (an object or array: never `===` a copy).
 */
function openingKey(kind: unknown, index: unknown): string | undefined {
  const plain = (v: unknown): boolean =>
    v === null || ['string', 'number', 'boolean'].includes(typeof v);
  return plain(kind) && plain(index) ? JSON.stringify([kind, index]) : undefined;
}

/** Verifies a match file against `game`; see the module comment. */
export async function verifyMatch<S, L>(
  file: unknown,
  game: LockstepGame<S, L>,
  options: VerifyMatchOptions = {},
): Promise<MatchVerdict> {
  let header: Header;
  let forked: ReadFork;
  try {
    const rec = asRecord(file, 'file');
    onlyKeys(rec, MATCH_FILE_FIELDS, 'file');
    if (field(rec, 'format', 'file') !== MATCH_FORMAT) {
      return {
        verdict: 'malformed',
        index: null,
        player: null,
        reason: `format is not ${MATCH_FORMAT}`,
      };
    }
    header = decodeHeader(field(rec, 'header', 'file'));
    const messages = field(rec, 'messages', 'file');
    if (!Array.isArray(messages)) {
      return { verdict: 'malformed', index: null, player: null, reason: 'messages is not a list' };
    }
    forked = readFork(rec, messages.length);
    if (forked.kind === 'malformed') return forked.verdict;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { verdict: 'malformed', index: null, player: null, reason };
  }
  const raws = rawMessages(file);
  const { seeds, know } = learnFromReveals(header, raws, game.finalKinds);
  let core: Lockstep<S, L>;
  try {
    core = Lockstep.start(game, header, seeds, know);
  } catch (e) {
    return { verdict: 'malformed', index: null, player: null, reason: String(e) };
  }
  const watch = forked.kind === 'fork' ? new ForkWatch<S, L>(forked.json, forked.fork) : null;
  let refusal: Refusal | null = null;
  let claimAt: number | null = null;
  const crypto = { file: { header: (file as { header: unknown }).header, messages: raws } };
  // Every signature check starts now, so WebCrypto works on them while the replay runs; the ordered
  // checks then take each result (for the identical key, signature and bytes) instead of waiting
  // for one check after another.
  const signatures = options.signatures ?? new SignatureChecks();
  signatures.prefetch(header, raws, options.backend);
  const hooks: VerifyOptions & Pick<AppendOptions, 'signatures'> = {
    backend: options.backend,
    signatures,
    expectedSender: (i) => core.senderFor(bodyOf(raws[i])),
    onMessage: (m, ledger) => {
      watch?.see(m, core);
      try {
        core = core.receive(m.from, m.body, ledger);
        if (core.claim !== null && claimAt === null) claimAt = m.i;
        options.onProgress?.(m.i + 1, raws.length);
        const hash = game.publicHash(core.state);
        if (hash !== m.stateHash) {
          const reason = `stateHash ${m.stateHash} but the replay reaches ${hash}`;
          refusal = { code: 'state-mismatch', reason };
        }
      } catch (e) {
        if (isSessionError(e)) refusal = { code: e.code, reason: e.message, blame: e.blame };
        else if (isProtocolError(e)) refusal = { code: e.code, reason: e.message };
        else refusal = { code: 'illegal-move', reason: `replay failed: ${String(e)}` };
      }
      if (refusal) throw new ProtocolError('commitment-mismatch', refusal.reason);
    },
  };
  const v = await verifyTranscript(crypto.file, hooks);
  const main = mainVerdict(v, refusal, core, game, claimAt, raws.length);
  if (watch === null) return main;
  const continued = (answer: unknown): MatchFile =>
    ({
      format: MATCH_FORMAT,
      header: (file as { header: unknown }).header,
      messages: [...raws.slice(0, watch.fork.i), answer],
    }) as unknown as MatchFile;
  return withFork(main, watch, header, game, options, continued);
}

/**
 * The verdict of a file with a `fork` (./verify-fork.ts), given `main`, the verdict of its
 * messages: a fault of the messages at or before the fork's index stands (the first fault); else a
 * fork that is a violation or malformed decides (it comes before anything after its index); a
 * timeout claim in the fork that the held message answers is void, so `main` decides; an answer in
 * the fork to a claim the file holds voids that claim, so the match goes on from the answer: the
 * verdict of `continued(answer)` (the messages before its index and the answer; docs/match-file.md,
 * "Timeout claims"), unless the messages after the claim hold a violation (or are malformed).
 */
async function withFork<S, L>(
  main: MatchVerdict,
  watch: ForkWatch<S, L>,
  header: Header,
  game: LockstepGame<S, L>,
  options: VerifyMatchOptions,
  continued: (answer: unknown) => MatchFile,
): Promise<MatchVerdict> {
  const faulty = main.verdict === 'violation' || main.verdict === 'malformed';
  if (faulty && (main.index === null || main.index <= watch.fork.i)) return main;
  const f = await judgeFileFork(watch, header, game, options);
  if (f.kind === 'verdict') return f.verdict;
  if (f.kind === 'void' || faulty) return main;
  const { backend, signatures } = options;
  const v = await verifyMatch(continued(watch.json), game, { backend, signatures });
  const i = watch.fork.i;
  const why = `${f.answer.from}'s message ${i} (the file's fork) answers the timeout claim the file holds at message ${i}, so the claim is void and the match goes on from the answer`;
  return { ...v, reason: `${why}: ${v.reason}` };
}

/**
 * Why the replay refused a message: the rules' code and reason, and the earlier message at fault
 * when the refused one only proves it (`blame`: a false claim about a card it shows).
 */
interface Refusal {
  readonly code: string;
  readonly reason: string;
  readonly blame?: Blame | undefined;
}

/**
 * The verdict of the file's messages: the crypto verdict `v` with the replay's `refusal` (naming
 * the message it blames, when that is an earlier one), else what the replay's final `core` says
 * (a claim at `claimAt`, a seat owing message `length`), else `v`.
 */
function mainVerdict<S, L>(
  v: Verdict,
  refusal: Refusal | null,
  core: Lockstep<S, L>,
  game: LockstepGame<S, L>,
  claimAt: number | null,
  length: number,
): MatchVerdict {
  if (v.verdict === 'violation' || v.verdict === 'malformed') {
    if (refusal === null) return { ...v };
    const { code, reason, blame } = refusal;
    return blame ? { ...v, ...blame, code, reason } : { ...v, code, reason };
  }
  if (core.claim !== null) {
    const { by, against } = core.claim;
    const what = game.turn(core.state).kind === 'over' ? 'its final reveal' : 'a message';
    const reason = `${by} claimed a timeout win at message ${String(claimAt)}: ${against} stopped answering (it owed ${what})`;
    return { verdict: 'incomplete', index: claimAt, player: against, reason, code: 'timeout' };
  }
  const owing = core.expected();
  if (owing !== null) {
    const index = length;
    const what =
      core.finals.size > 0 || game.turn(core.state).kind === 'over' ? 'final reveal' : 'message';
    const reason = `${owing} owes ${what} ${index}`;
    return { verdict: 'incomplete', index, player: owing, reason, code: 'owing' };
  }
  return v.verdict === 'fair' ? { ...v } : { ...v };
}
