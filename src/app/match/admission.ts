/**
 * Who may take over the host's link once a friend match has its header (docs/app.md, "Friend";
 * docs/security.md, "Availability against link holders"). The share link names the host's peer
 * id, so anyone who has it can open a data connection to the host; the PeerJS transport holds every
 * new connection at its admission desk (protocol/transport/admission.ts) and asks the hook made
 * here. In the lobby (no header yet) the hook is the binding handshake (./binding.ts): a connection
 * is admitted once its guest accepted the header and was bound. Once the header fixes the guest's
 * public key, a connection must prove it speaks for that key before it may replace the current one,
 * live or dead:
 *
 *   host → new connection  {t:"parley-challenge", v:1, nonce, matchId}   (resent every second)
 *   new connection → host  {t:"parley-proof", v:1, nonce, sig}
 *
 * `nonce` is 32 random bytes (hex), fresh per connection; `sig` is the guest's Ed25519 signature
 * (protocol/ed25519.ts) over {@link admissionBytes}: the domain-separation prefix
 * {@link ADMIT_PREFIX} and the JSON array `[nonce, matchId, hostPeerId]`. The prefix keeps these
 * signatures apart from transcript messages (`parley/v1/msg\n`); binding the match id and the host
 * peer id keeps a proof from being replayed to another match or another host, and the fresh nonce
 * from being replayed at all.
 */
import { fromHex, randomBytes, toHex, utf8, type Header } from '../../../protocol/index.ts';
import { sign, verify } from '../../../protocol/ed25519.ts';
import type { AdmissionLink, AdmitHook } from '../../../protocol/transport/admission.ts';
import type { Transport } from '../../../protocol/transport/types.ts';
import { parseFrame } from './handshake.ts';
import { GUEST_SEAT } from './roles.ts';

/** Domain separation of admission signatures. */
export const ADMIT_PREFIX = 'parley/v1/admit\n';

const HEX32 = /^[0-9a-f]{64}$/;
const HEX64 = /^[0-9a-f]{128}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The bytes a guest signs to be admitted: prefix + `["<nonce>","<matchId>","<hostPeerId>"]`. */
export function admissionBytes(nonce: string, matchId: string, hostPeerId: string): Uint8Array {
  return utf8(ADMIT_PREFIX + JSON.stringify([nonce, matchId, hostPeerId]));
}

/** Options of {@link hostAdmission}. */
export interface HostAdmissionOptions {
  /** The match header once fixed, else null (the lobby). May await a binding. */
  header(): Header | null | Promise<Header | null>;
  /** How a connection is admitted in the lobby (./binding.ts `lobbyAdmission`). */
  readonly lobby: AdmitHook;
  /** The host's own peer id (the one in the share link). */
  readonly hostPeerId: string;
  /** How often the challenge is resent while unanswered. Default 1,000 ms. */
  readonly resendMs?: number;
  /**
   * The frame a connection that failed the challenge reads before it is closed (./binding.ts
   * `notYourMatch`: the match is full, or finished); none by default.
   */
  refusal?(): string;
  /** How long a refused connection may stay to read `refusal`. Default 1,500 ms. */
  readonly refuseGraceMs?: number;
}

/**
 * The host's admission hook: in the lobby, `lobby`'s decision; with a header, yes only for a
 * correct signature by seat B's key over this connection's challenge, no for a wrong one (after
 * `refusal` had time to arrive), and the transport's deadline closes a connection that never
 * answers.
 */
export function hostAdmission(options: HostAdmissionOptions): AdmitHook {
  return async (link: AdmissionLink): Promise<boolean> => {
    const header = await options.header();
    if (header === null) return options.lobby(link);
    const guest = header.players.find((p) => p.seat === GUEST_SEAT);
    if (!guest || link.signal.aborted) return false;
    const nonce = toHex(randomBytes(32));
    const message = admissionBytes(nonce, header.matchId, options.hostPeerId);
    const key = fromHex(guest.publicKey, 32);
    return new Promise<boolean>((resolve) => {
      const challenge = JSON.stringify({
        t: 'parley-challenge',
        v: 1,
        nonce,
        matchId: header.matchId,
      });
      let settled = false;
      let grace: ReturnType<typeof setTimeout> | null = null;
      const timer = setInterval(() => link.send(challenge), options.resendMs ?? 1000);
      const off = link.onFrame((text) => {
        const f = parseFrame(text);
        if (grace || !f || f.t !== 'parley-proof' || f.nonce !== nonce) return;
        if (typeof f.sig !== 'string' || !HEX64.test(f.sig)) return refuse();
        verify(fromHex(f.sig, 64), message, key).then(
          (ok) => (ok ? finish(true) : refuse()),
          () => refuse(),
        );
      });
      const onAbort = (): void => finish(false);
      function refuse(): void {
        if (settled || grace) return;
        clearInterval(timer);
        if (!options.refusal) return finish(false);
        link.send(options.refusal());
        grace = setTimeout(() => finish(false), options.refuseGraceMs ?? 1500);
      }
      function finish(ok: boolean): void {
        if (settled) return;
        settled = true;
        clearInterval(timer);
        if (grace) clearTimeout(grace);
        off();
        link.signal.removeEventListener('abort', onAbort);
        resolve(ok);
      }
      link.signal.addEventListener('abort', onAbort);
      link.send(challenge);
    });
  };
}

/** Options of {@link answerChallenges}. */
export interface AnswerOptions {
  /** The guest's Ed25519 secret key (seat B's). */
  readonly secretKey: Uint8Array;
  /** The host's peer id this transport dials (from the share link). */
  readonly hostPeerId: string;
  /** Answer only challenges for this match (a joined match); absent while joining. */
  readonly matchId?: string;
}

/**
 * The guest's side: answers every well-formed `parley-challenge` arriving on `transport` with a
 * proof. Challenges can only come from the peer this transport dialled (the host's id). Returns a
 * function that stops answering.
 */
export function answerChallenges(transport: Transport, options: AnswerOptions): () => void {
  return transport.onFrame((text) => {
    const f = parseFrame(text);
    if (!f || f.t !== 'parley-challenge') return;
    const { nonce, matchId } = f;
    if (typeof nonce !== 'string' || !HEX32.test(nonce)) return;
    if (typeof matchId !== 'string' || !ID.test(matchId)) return;
    if (options.matchId !== undefined && matchId !== options.matchId) return;
    const bytes = admissionBytes(nonce, matchId, options.hostPeerId);
    void sign(bytes, options.secretKey).then(
      (sig) => transport.send(JSON.stringify({ t: 'parley-proof', v: 1, nonce, sig: toHex(sig) })),
      () => undefined,
    );
  });
}
