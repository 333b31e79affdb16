/**
 * The frames of a rematch over the same connection (docs/transport.md, "Rematch"; docs/app.md,
 * "Friend"), pure: how they are made, signed and read. After a finished friend match either side may
 * offer a rematch of the same game and options on the data channel the match used:
 *
 *   either → other  {t:"parley-rematch", v:1, matchId, game, options, n, sig}     offer (resent)
 *   either → other  {t:"parley-rematch-decline", v:1, matchId, n, reason, sig}   attempt n is off
 *   host → guest    {t:"parley-rematch-header", v:1, matchId, header}            proposal (resent)
 *   guest → host    {t:"parley-rematch-accept", v:1, matchId, next, sig}         (resent)
 *   host → guest    {t:"parley-rematch-welcome", v:1, matchId, next}             bound
 *
 * `matchId` is always the finished match's; `next` the new match's id. `n` (16 random bytes, hex)
 * names one attempt, so a resent offer is told from a new one. `game` and `options` are the finished
 * record's module id and option fields: an offer for anything else is refused. Offers and declines
 * are signed by the sender's seat key of the finished header over {@link offerBytes} /
 * {@link declineBytes} (prefix {@link REMATCH_PREFIX}), so only the opponent of that match can make
 * one. The new header is the host's proposal exactly as in the first handshake (./binding.ts): the
 * guest checks it with `checkHostHeader` (seat A's key has the share link's fingerprint, seat B is its
 * own key) and signs its acceptance with `acceptBytes`; the host binds only on that signature.
 *
 * Reading is strict ({@link readRematchFrame}): a frame of this family with a field it does not know,
 * a missing or mistyped field, or another version throws a {@link RematchError}; the checks against
 * the match (its id, game, options, the end, signatures) are ./rematch.ts's.
 */
import { canonicalJson } from '../../../protocol/canonical.ts';
import { fromHex, toHex, utf8 } from '../../../protocol/index.ts';
import { sign, verify } from '../../../protocol/ed25519.ts';
import type { OptionRecord } from '../../engine/module.ts';

/** The version of every rematch frame. */
export const REMATCH_VERSION = 1;

/** Domain separation of rematch offer and decline signatures. */
export const REMATCH_PREFIX = 'parley/v1/rematch\n';

/** Why an attempt is off: the other player said no, or the offer's time ran out. */
export type DeclineReason = 'declined' | 'expired';

/** Why a rematch frame was refused; stable codes for tests and logs. */
export type RematchCode =
  | 'malformed'
  | 'unknown-fields'
  | 'wrong-match'
  | 'not-finished'
  | 'other-game'
  | 'other-options'
  | 'bad-signature'
  | 'bad-header'
  | 'not-offered';

/** A refused rematch frame: nothing changed; `message` is what the player reads. */
export class RematchError extends Error {
  constructor(
    readonly code: RematchCode,
    message: string,
  ) {
    super(message);
    this.name = 'RematchError';
  }
}

/** A rematch frame as read (its fields checked for shape only). */
export type RematchFrame =
  | {
      readonly kind: 'offer';
      readonly matchId: string;
      readonly game: string;
      readonly options: OptionRecord;
      readonly n: string;
      readonly sig: string;
    }
  | {
      readonly kind: 'decline';
      readonly matchId: string;
      readonly n: string;
      readonly reason: DeclineReason;
      readonly sig: string;
    }
  | { readonly kind: 'header'; readonly matchId: string; readonly header: unknown }
  | {
      readonly kind: 'accept';
      readonly matchId: string;
      readonly next: string;
      readonly sig: string;
    }
  | { readonly kind: 'welcome'; readonly matchId: string; readonly next: string };

const KINDS: Readonly<Record<string, { kind: RematchFrame['kind']; keys: readonly string[] }>> = {
  'parley-rematch': { kind: 'offer', keys: ['t', 'v', 'matchId', 'game', 'options', 'n', 'sig'] },
  'parley-rematch-decline': {
    kind: 'decline',
    keys: ['t', 'v', 'matchId', 'n', 'reason', 'sig'],
  },
  'parley-rematch-header': { kind: 'header', keys: ['t', 'v', 'matchId', 'header'] },
  'parley-rematch-accept': { kind: 'accept', keys: ['t', 'v', 'matchId', 'next', 'sig'] },
  'parley-rematch-welcome': { kind: 'welcome', keys: ['t', 'v', 'matchId', 'next'] },
};

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const GAME_ID = /^[a-z][a-z0-9-]{0,31}$/;
const NONCE = /^[0-9a-f]{32}$/;
const SIG = /^[0-9a-f]{128}$/;

/** The bytes a seat signs to offer a rematch of `matchId` (attempt `n`). */
export function offerBytes(
  matchId: string,
  from: string,
  game: string,
  options: OptionRecord,
  n: string,
): Uint8Array {
  return utf8(REMATCH_PREFIX + canonicalJson(['offer', matchId, from, game, options, n]));
}

/** The bytes a seat signs to call attempt `n` of a rematch of `matchId` off. */
export function declineBytes(
  matchId: string,
  from: string,
  n: string,
  reason: DeclineReason,
): Uint8Array {
  return utf8(REMATCH_PREFIX + canonicalJson(['decline', matchId, from, n, reason]));
}

/** A signed offer frame of seat `from` (its secret key `secretKey`). */
export async function offerFrame(
  o: { matchId: string; from: string; game: string; options: OptionRecord; n: string },
  secretKey: Uint8Array,
): Promise<string> {
  const sig = toHex(await sign(offerBytes(o.matchId, o.from, o.game, o.options, o.n), secretKey));
  const { matchId, game, options, n } = o;
  return JSON.stringify({
    t: 'parley-rematch',
    v: REMATCH_VERSION,
    matchId,
    game,
    options,
    n,
    sig,
  });
}

/** A signed decline frame of seat `from`. */
export async function declineFrame(
  o: { matchId: string; from: string; n: string; reason: DeclineReason },
  secretKey: Uint8Array,
): Promise<string> {
  const sig = toHex(await sign(declineBytes(o.matchId, o.from, o.n, o.reason), secretKey));
  const { matchId, n, reason } = o;
  return JSON.stringify({
    t: 'parley-rematch-decline',
    v: REMATCH_VERSION,
    matchId,
    n,
    reason,
    sig,
  });
}

/** The host's proposal of the new header. */
export function headerFrame(matchId: string, header: unknown): string {
  return JSON.stringify({ t: 'parley-rematch-header', v: REMATCH_VERSION, matchId, header });
}

/** The guest's acceptance: `sig` is its `acceptBytes` signature over the new header (./binding.ts). */
export function acceptRematchFrame(matchId: string, next: string, sig: string): string {
  return JSON.stringify({ t: 'parley-rematch-accept', v: REMATCH_VERSION, matchId, next, sig });
}

/** The host's word that the guest is bound to the new match `next`. */
export function welcomeRematchFrame(matchId: string, next: string): string {
  return JSON.stringify({ t: 'parley-rematch-welcome', v: REMATCH_VERSION, matchId, next });
}

/** True when `sig` (hex) is `key`'s (hex) signature over `bytes`; never throws. */
export async function signedBy(bytes: Uint8Array, sig: string, key: string): Promise<boolean> {
  try {
    return await verify(fromHex(sig, 64), bytes, fromHex(key, 32));
  } catch {
    return false;
  }
}

function malformed(what: string): never {
  throw new RematchError('malformed', `the rematch message is malformed (${what})`);
}

function field(f: Record<string, unknown>, key: string, re: RegExp): string {
  const v = f[key];
  if (typeof v !== 'string' || !re.test(v)) malformed(key);
  return v;
}

function optionsOf(v: unknown): OptionRecord {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) malformed('options');
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 16) malformed('options');
  for (const [k, x] of entries) {
    if (k.length > 32 || typeof x !== 'string' || x.length > 64) malformed('options');
  }
  return v as OptionRecord;
}

/**
 * Reads a frame (a parsed JSON object) of the rematch family strictly; null when `f.t` is not one of
 * its types (another frame: not ours). Throws a {@link RematchError} `unknown-fields` for a field the
 * type does not have, `malformed` for another version or a missing or mistyped field.
 */
export function readRematchFrame(f: Record<string, unknown>): RematchFrame | null {
  const spec = typeof f.t === 'string' ? KINDS[f.t] : undefined;
  if (spec === undefined || !Object.hasOwn(KINDS, f.t as string)) return null;
  const extra = Object.keys(f).filter((k) => !spec.keys.includes(k));
  if (extra.length > 0) {
    const names = extra.slice(0, 3).map((k) => JSON.stringify(k.slice(0, 24)));
    throw new RematchError(
      'unknown-fields',
      `the rematch message has fields this app does not know (${names.join(', ')})`,
    );
  }
  if (f.v !== REMATCH_VERSION) malformed('version');
  const matchId = field(f, 'matchId', ID);
  switch (spec.kind) {
    case 'offer':
      return {
        kind: 'offer',
        matchId,
        game: field(f, 'game', GAME_ID),
        options: optionsOf(f.options),
        n: field(f, 'n', NONCE),
        sig: field(f, 'sig', SIG),
      };
    case 'decline': {
      const reason = f.reason;
      if (reason !== 'declined' && reason !== 'expired') malformed('reason');
      return {
        kind: 'decline',
        matchId,
        n: field(f, 'n', NONCE),
        reason,
        sig: field(f, 'sig', SIG),
      };
    }
    case 'header':
      if (!('header' in f)) malformed('header');
      return { kind: 'header', matchId, header: f.header };
    case 'accept':
      return { kind: 'accept', matchId, next: field(f, 'next', ID), sig: field(f, 'sig', SIG) };
    case 'welcome':
      return { kind: 'welcome', matchId, next: field(f, 'next', ID) };
  }
}
