/**
 * Binding the guest of a friend match (docs/app.md, "Friend"; docs/security.md, "Availability
 * against link holders"). The share link is the invitation, but opening it must not be enough to
 * take the seat: a link opened with a wrong fingerprint (an altered link, a signaling server in the
 * middle) is refused by that guest, and a guest may vanish mid-way. So the host binds a guest only
 * once that guest has accepted the host's key and signed the header with its own:
 *
 *   guest → host  {t:"parley-join", v:3, name, publicKey, versions}   (./handshake.ts; resent)
 *   host → guest  {t:"parley-header", header}                          a proposal, stored nowhere
 *               | {t:"parley-refuse", code, reason, versions}
 *   guest → host  {t:"parley-accept", v:1, matchId, sig}                (resent every second)
 *   host → guest  {t:"parley-welcome", v:1, matchId}                    bound
 *               | {t:"parley-refuse", code:"match-full" | "match-over", …}
 *
 * The guest sends `parley-accept` only after the header passed every check of
 * `checkHostHeader` (seat A's key has the link's fingerprint, seat B is its own key); `sig` is its
 * Ed25519 signature over {@link acceptBytes}: the prefix {@link ACCEPT_PREFIX} and
 * `["<hex SHA-256 of the header's JCS>","<hostPeerId>"]` — the guest's first signed message,
 * naming the very header (so the host's key) it accepts. Until the host verified it by the key the
 * guest joined with, that guest is only *joining*: nothing is stored, the lobby shows its name, and
 * a guest that refuses the header or goes away leaves the seat free for the next one.
 *
 * In the lobby the handshake runs on connections still held at the transport's admission desk
 * (protocol/transport/admission.ts; {@link lobbyAdmission}): a connection becomes the match's link
 * only when its guest is bound. Afterwards the same frames are answered on that link
 * ({@link answerBound}), for a guest that reloads before it heard the welcome.
 */
import { fromHex, headerHash, toHex, utf8, type Header } from '../../../protocol/index.ts';
import { sign, verify } from '../../../protocol/ed25519.ts';
import type { AdmissionLink, AdmitHook } from '../../../protocol/transport/admission.ts';
import type { Transport } from '../../../protocol/transport/types.ts';
import type { GameModule } from '../../engine/module.ts';
import { hostAdmission } from './admission.ts';
import { GUEST_SEAT } from './roles.ts';
import {
  HandshakeError,
  SKEW_REASON,
  checkHostHeader,
  joinFrame,
  localVersions,
  parseFrame,
  readJoin,
  refuseFrame,
  refusalOf,
  type AppVersions,
} from './handshake.ts';

/** Domain separation of acceptance signatures. */
export const ACCEPT_PREFIX = 'parley/v1/accept\n';

/** The version of the accept and welcome frames. */
export const ACCEPT_VERSION = 1;

const HEX64 = /^[0-9a-f]{128}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** How long a refused connection may stay to read the refusal before it is closed. */
export const REFUSE_GRACE_MS = 1500;

/** The bytes a guest signs to accept `header` from the host `hostPeerId`. */
export function acceptBytes(header: Header, hostPeerId: string): Uint8Array {
  return utf8(ACCEPT_PREFIX + JSON.stringify([headerHash(header), hostPeerId]));
}

/** The guest's acceptance of `header`, signed with its secret key. */
export async function acceptFrame(
  header: Header,
  hostPeerId: string,
  secretKey: Uint8Array,
): Promise<string> {
  const sig = toHex(await sign(acceptBytes(header, hostPeerId), secretKey));
  return JSON.stringify({ t: 'parley-accept', v: ACCEPT_VERSION, matchId: header.matchId, sig });
}

/** The host's word that the guest of `matchId` is bound. */
export function welcomeFrame(matchId: string): string {
  return JSON.stringify({ t: 'parley-welcome', v: ACCEPT_VERSION, matchId });
}

/** Reads an accept frame: its match id and signature, or null when it is not a well-formed one. */
export function readAccept(f: Record<string, unknown>): { matchId: string; sig: string } | null {
  if (f.t !== 'parley-accept' || f.v !== ACCEPT_VERSION) return null;
  const { matchId, sig } = f;
  if (typeof matchId !== 'string' || !ID.test(matchId)) return null;
  if (typeof sig !== 'string' || !HEX64.test(sig)) return null;
  return { matchId, sig };
}

/** True when `sig` (hex) is seat B's signature accepting `header` from `hostPeerId`. */
export async function acceptedBy(
  header: Header,
  hostPeerId: string,
  sig: string,
): Promise<boolean> {
  const guest = header.players.find((p) => p.seat === GUEST_SEAT);
  if (!guest) return false;
  try {
    return await verify(
      fromHex(sig, 64),
      acceptBytes(header, hostPeerId),
      fromHex(guest.publicKey, 32),
    );
  } catch {
    return false;
  }
}

function guestKey(header: Header): string | undefined {
  return header.players.find((p) => p.seat === GUEST_SEAT)?.publicKey;
}

/** What the lobby needs from the match it binds a guest into. */
export interface LobbyOptions {
  /** The host's peer id (the share link's; bound into every acceptance). */
  readonly hostPeerId: string;
  /** The game of the match (the registry's module): its versions are the lobby's. */
  readonly game: GameModule;
  /** The header once a guest is bound; null while the seat is free. */
  bound(): Header | null;
  /** The header this guest would get (seat B = its name and key); not stored. */
  propose(guest: { readonly name: string; readonly publicKey: string }): Header;
  /** Binds `header`: stores it and starts the session. Rejects when that fails. */
  bind(header: Header): Promise<void>;
  /** True once the bound match is over (refusals then say it is finished). */
  finished?(): boolean;
  /** The names of the guests in the middle of joining, whenever they change. */
  onJoining?(names: readonly string[]): void;
  /** A guest was refused: its app is another version (`message` says how). */
  onSkew?(message: string): void;
  /** A joining guest went away (or refused the header) before it was bound. */
  onLeft?(name: string): void;
  /** This build's versions (tests). */
  readonly versions?: AppVersions;
  /** How long a refused connection may stay to read the refusal. Default {@link REFUSE_GRACE_MS}. */
  readonly refuseGraceMs?: number;
}

/** The refusal for someone who is not the bound guest: the match is full, or over. */
export function notYourMatch(finished: boolean, versions: AppVersions): string {
  return finished
    ? refuseFrame(
        'match-over',
        'This match is finished. Ask your friend for a new link to play again.',
        versions,
      )
    : refuseFrame('match-full', 'This match already has two players.', versions);
}

/**
 * The host's admission of a connection in the lobby: runs the handshake of the module comment on
 * the held connection and resolves `true` (the connection becomes the match's link) once its
 * guest is bound; `false` when the guest refuses or goes away (the desk closes it, the seat stays
 * free), or after a refusal (match full or over) it had time to read. One guest is bound at a
 * time: of two guests accepting at once, the second is told the match is full.
 */
export function lobbyAdmission(o: LobbyOptions): AdmitHook {
  const versions = o.versions ?? localVersions(o.game);
  const joining = new Map<AdmissionLink, string>();
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const report = (): void => o.onJoining?.([...joining.values()]);

  return (link) =>
    new Promise<boolean>((resolve) => {
      let proposal: Header | null = null;
      let settled = false;
      let grace: ReturnType<typeof setTimeout> | null = null;
      const finish = (ok: boolean): void => {
        if (settled) return;
        settled = true;
        off();
        if (grace) clearTimeout(grace);
        link.signal.removeEventListener('abort', onAbort);
        const name = joining.get(link);
        if (joining.delete(link)) report();
        if (!ok && name !== undefined && grace === null) o.onLeft?.(name);
        resolve(ok);
      };
      const refuse = (frame: string): void => {
        link.send(frame);
        grace ??= setTimeout(() => finish(false), o.refuseGraceMs ?? REFUSE_GRACE_MS);
      };
      const onAbort = (): void => finish(false);

      const onJoin = (text: string): boolean => {
        const f = parseFrame(text);
        const join = f ? readJoin(f, versions) : null;
        if (!join) return false;
        if (join.kind === 'skew') {
          link.send(refuseFrame('version-skew', SKEW_REASON, versions));
          o.onSkew?.(join.message);
          return true;
        }
        const bound = o.bound();
        if (bound) {
          // Bound meanwhile: the same guest on a second connection may still finish joining.
          if (guestKey(bound) === join.publicKey) {
            proposal = bound;
            link.send(JSON.stringify({ t: 'parley-header', header: bound }));
          } else refuse(notYourMatch(o.finished?.() ?? false, versions));
          return true;
        }
        if (proposal === null) {
          const offer = o.propose({ name: join.name, publicKey: join.publicKey });
          // The host's own key cannot be its guest's.
          if (offer.players.some((p) => p.seat !== GUEST_SEAT && p.publicKey === join.publicKey)) {
            return true;
          }
          proposal = offer;
          joining.set(link, join.name);
          report();
        }
        // One guest per connection: a second key on it gets the first one's proposal, which it
        // cannot accept.
        link.send(JSON.stringify({ t: 'parley-header', header: proposal }));
        return true;
      };

      const onAccept = async (text: string): Promise<void> => {
        const f = parseFrame(text);
        const accept = f ? readAccept(f) : null;
        const offered = proposal;
        if (!accept || offered === null || accept.matchId !== offered.matchId) return;
        if (!(await acceptedBy(offered, o.hostPeerId, accept.sig))) return;
        const outcome = await serially(async () => {
          if (settled) return 'gone' as const;
          const bound = o.bound();
          if (bound)
            return guestKey(bound) === guestKey(offered) ? ('bound' as const) : ('taken' as const);
          await o.bind(offered);
          return 'bound' as const;
        }).catch(() => 'failed' as const);
        if (outcome === 'bound') {
          link.send(welcomeFrame(offered.matchId));
          finish(true);
        } else if (outcome === 'taken') refuse(notYourMatch(o.finished?.() ?? false, versions));
        else if (outcome === 'failed') finish(false);
      };

      const off = link.onFrame((text) => {
        if (settled || grace !== null) return;
        if (!onJoin(text)) void onAccept(text);
      });
      link.signal.addEventListener('abort', onAbort);
      if (link.signal.aborted) finish(false);
    });
}

/**
 * The host transport's whole admission hook for a friend match: the lobby's binding while no guest
 * is bound ({@link lobbyAdmission}), then the challenge of ./admission.ts, a connection that fails
 * it being told the match is full or finished ({@link notYourMatch}).
 */
export function friendAdmission(o: LobbyOptions & { readonly resendMs?: number }): AdmitHook {
  return hostAdmission({
    header: () => o.bound(),
    hostPeerId: o.hostPeerId,
    lobby: lobbyAdmission(o),
    refusal: () => notYourMatch(o.finished?.() ?? false, o.versions ?? localVersions(o.game)),
    ...(o.refuseGraceMs === undefined ? {} : { refuseGraceMs: o.refuseGraceMs }),
    ...(o.resendMs === undefined ? {} : { resendMs: o.resendMs }),
  });
}

/**
 * The host's answers on the match's own link once a guest is bound: a join by the bound key gets
 * the header again, an acceptance of it signed by that key the welcome (a guest that reloaded
 * before it heard the welcome finishes joining this way), anyone else a refusal. Returns true when
 * `text` was a handshake frame.
 */
export async function answerBound(
  text: string,
  send: (frame: string) => void,
  o: Pick<LobbyOptions, 'hostPeerId' | 'game' | 'bound' | 'finished' | 'versions'>,
): Promise<boolean> {
  const versions = o.versions ?? localVersions(o.game);
  const header = o.bound();
  const f = parseFrame(text);
  if (!f || !header) return false;
  const join = readJoin(f, versions);
  if (join?.kind === 'skew') {
    send(refuseFrame('version-skew', SKEW_REASON, versions));
    return true;
  }
  if (join) {
    if (guestKey(header) === join.publicKey) send(JSON.stringify({ t: 'parley-header', header }));
    else send(notYourMatch(o.finished?.() ?? false, versions));
    return true;
  }
  const accept = readAccept(f);
  if (!accept) return false;
  if (accept.matchId === header.matchId && (await acceptedBy(header, o.hostPeerId, accept.sig))) {
    send(welcomeFrame(header.matchId));
  }
  return true;
}

/** Who the guest is and which link it opened (see {@link guestHandshake}). */
export interface GuestHandshakeOptions {
  /** The name the guest gives. */
  readonly name: string;
  /** Its public key (hex) and secret key for this link. */
  readonly publicKey: string;
  readonly secretKey: Uint8Array;
  /** The share link's host peer id and fingerprint of the host's key. */
  readonly hostPeerId: string;
  readonly fingerprint: string;
  /** The game of the share link (the registry's module): the header must be a match of it. */
  readonly game: GameModule;
  /** How often the join, then the acceptance, is resent. Default 1,000 ms. */
  readonly resendMs?: number;
  /** This build's versions (tests). */
  readonly versions?: AppVersions;
}

/**
 * The guest's side of the handshake on a transport that dials the host: sends its join (resent)
 * until the header comes, checks it (`checkHostHeader`), then sends its signed acceptance (resent)
 * until the host's welcome. `done` resolves with the agreed header once welcomed; it rejects with
 * a {@link HandshakeError} for a header that fails a check (the caller should then close the
 * transport: that frees the seat on the host) or a refusal. Stores nothing; `stop` ends it.
 */
export function guestHandshake(
  t: Transport,
  o: GuestHandshakeOptions,
): { readonly done: Promise<Header>; stop(): void } {
  const offs: (() => void)[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = (): void => {
    if (timer) clearInterval(timer);
    timer = null;
    for (const off of offs.splice(0)) off();
  };
  const versions = o.versions ?? localVersions(o.game);
  const done = new Promise<Header>((resolve, reject) => {
    let frame = joinFrame(o.name, o.publicKey, versions);
    let agreed: Header | null = null;
    const send = (): void => {
      if (t.status === 'open') t.send(frame);
    };
    const fail = (e: unknown): void => {
      stop();
      reject(e instanceof Error ? e : new Error(String(e)));
    };
    timer = setInterval(send, o.resendMs ?? 1000);
    offs.push(t.onStatus(send));
    offs.push(
      t.onFrame((text) => {
        const f = parseFrame(text);
        if (!f) return;
        if (f.t === 'parley-refuse') return fail(refusalOf(f, versions));
        if (f.t === 'parley-welcome' && agreed && f.matchId === agreed.matchId) {
          stop();
          return resolve(agreed);
        }
        if (f.t !== 'parley-header' || agreed) return;
        let header: Header;
        try {
          header = checkHostHeader(f.header, o.fingerprint, o.publicKey, o.game, versions);
        } catch (e) {
          const he = e instanceof HandshakeError ? e : null;
          const words =
            he?.code === 'version-skew'
              ? he.message
              : `The host’s answer is not acceptable: ${(e as Error).message}.`;
          return fail(new HandshakeError(he?.code ?? 'malformed-header', words));
        }
        agreed = header;
        acceptFrame(header, o.hostPeerId, o.secretKey).then((accept) => {
          frame = accept;
          send();
        }, fail);
      }),
    );
    send();
  });
  return { done, stop };
}
