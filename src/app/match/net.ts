/**
 * A friend match over PeerJS (protocol/transport/peerjs.ts; docs/transport.md).
 *
 * The host (seat A) registers its stable peer id (stored in the match record) with the signaling
 * server ({@link chooseAppSignaling}: configured, else this site's own PeerServer, else the public
 * PeerJS server — the lobby says so) and shows the share link
 * `#/join/<hostPeerId>/<fingerprint of A's key>`. Before any session message, a handshake on the
 * same data channel fixes the header (./handshake.ts, ./binding.ts; the channel of
 * protocol/session ignores frames it does not know):
 *
 *   guest → host  {t:"parley-join", v:3, name, publicKey, versions}     (resent every second)
 *   host → guest  {t:"parley-header", header} | {t:"parley-refuse", code, reason, versions}
 *   guest → host  {t:"parley-accept", v:1, matchId, sig}                (resent every second)
 *   host → guest  {t:"parley-welcome", v:1, matchId} | {t:"parley-refuse", …}
 *
 * Versions first (requirement "Version skew"): a guest whose versions differ (or an old guest that
 * sends none) is refused with code `version-skew` and the host's lobby says so; a guest checks the
 * header's versions before anything else and says so too. The guest accepts the header only if seat
 * A's key has the link's fingerprint and seat B's key is its own — so a signaling server in the
 * middle cannot swap keys: every session message is signed under those keys — and then signs its
 * acceptance. The host binds a guest (stores the header, starts its session) only on that signed
 * acceptance; until then the guest's connection waits at the host's admission desk and the lobby
 * shows its name. A guest that refuses the header or goes away leaves the seat free. Then both
 * sessions attach the transport; after a reload the same record reopens the same session and
 * transport ids.
 *
 * Once the header exists, a new connection to the host must prove it is the guest before it may
 * replace the current one (./admission.ts): the host's transport holds it at its admission desk,
 * and the guest answers the host's challenge with a signature by its key. Anyone else is told the
 * match is full, or finished.
 *
 * Rematch over the same connection (./rematch.ts, ./rematch-frames.ts): after the match ended,
 * either side may offer a rematch of the same game and options on this data channel:
 *
 *   either → other  {t:"parley-rematch", v:1, matchId, game, options, n, sig}     (resent)
 *   either → other  {t:"parley-rematch-decline", v:1, matchId, n, reason, sig}   declined | expired
 *   host → guest    {t:"parley-rematch-header", v:1, matchId, header}            (resent)
 *   guest → host    {t:"parley-rematch-accept", v:1, matchId, next, sig}         (resent)
 *   host → guest    {t:"parley-rematch-welcome", v:1, matchId, next}
 *
 * `matchId` names the finished match, `next` the new one, `n` the attempt; offers and declines are
 * signed by the sender's key of the finished header. The new header keeps the seats and signing
 * keys (host seat A, guest seat B) under a new match id; the guest checks it as in the first
 * handshake (`checkHostHeader` against the stored fingerprint and its own key) and signs it with
 * `acceptBytes`; the host stores the new record only on that signature, then welcomes the guest,
 * which stores its own. The transport (and the host's admission hook) is handed over to the new
 * match ({@link handOver}), so there is no new link and no new signaling round; a closed link is
 * redialled by the stored peer ids, which the new record keeps.
 */
import { fromHex } from '../../../protocol/index.ts';
import {
  createGuestTransport,
  createHostTransport,
  shareLink,
  type PeerTransport,
} from '../../../protocol/transport/peerjs.ts';
import type { IceServerSetting, Settings } from '../../../components/events.ts';
import { isGameError } from '../../../protocol/session/game.ts';
import type { GameModule } from '../../engine/module.ts';
import {
  deletePendingJoin,
  gameIdOf,
  loadPendingJoin,
  saveRecord,
  savePendingJoin,
  type MatchRecord,
  type SeatKeys,
} from '../records.ts';
import { joinLink } from '../router.ts';
import { chooseAppSignaling, type AppSignaling, type SignalingPlan } from '../signaling.ts';
import { answerChallenges } from './admission.ts';
import { answerBound, friendAdmission, guestHandshake, type LobbyOptions } from './binding.ts';
import { MatchController, type LinkState } from './controller.ts';
import { RematchDesk, setRematch } from './rematch.ts';
import { makeHeader, newSeatKeys, openSeat, publicKeyHex, recordOptions } from './setup.ts';
import { GUEST_SEAT, HOST_SEAT, seatOfRole } from './roles.ts';

export { checkHostHeader } from './handshake.ts';

/** How a friend match reaches the other side: a plan, or an already chosen server. */
export interface NetOptions {
  /** How to find the signaling server; default: the settings' server, as configured. */
  readonly plan?: SignalingPlan;
  /** An already chosen server (skips {@link chooseAppSignaling}). */
  readonly signaling?: AppSignaling;
}

function signalingOf(settings: Settings, o: NetOptions): Promise<AppSignaling> {
  if (o.signaling) return Promise.resolve(o.signaling);
  return chooseAppSignaling(o.plan ?? { kind: 'configured', server: settings.signaling });
}

function transportOptions(settings: Settings, signaling: AppSignaling) {
  const ice = settings.iceServers.map((s: IceServerSetting): RTCIceServer => ({ ...s }));
  return { signaling: { ...signaling.config }, iceServers: ice };
}

/**
 * The share link of a hosted match (this page's address + the join route naming the record's game,
 * src/app/router.ts `joinLink`); the peer id and fingerprint are checked first (`shareLink`).
 */
export function hostLink(record: MatchRecord): string {
  const base = `${location.origin}${location.pathname}`;
  shareLink(base, record.net!.hostPeerId, record.net!.fingerprint);
  return joinLink(base, record.net!.hostPeerId, record.net!.fingerprint, gameIdOf(record));
}

function followLink(c: MatchController, t: PeerTransport): void {
  const set = (link: LinkState): void => {
    c.link = link;
    c.notify();
  };
  const status = (): LinkState['status'] => {
    if (t.status === 'connecting' && c.record.net?.role === 'host' && t.registered) {
      return 'waiting';
    }
    return t.status;
  };
  set({ status: status(), detail: '' });
  c.onClose.push(t.onStatus(() => set({ status: status(), detail: '' })));
  c.onClose.push(
    t.onError((e) => {
      const words =
        e.type === 'unavailable-id'
          ? 'The match id is still registered (is this match open elsewhere?). Retrying…'
          : e.type === 'network' || e.type === 'server-error' || e.type === 'signaling-timeout'
            ? 'The signaling server cannot be reached. Retrying…'
            : e.type === 'refused-connection'
              ? c.record.header
                ? 'Refused a connection that could not prove it is your opponent.'
                : c.link.detail
              : e.message;
      set({ status: e.fatal ? 'closed' : status(), detail: words });
    }),
  );
  void t.ready().then(
    () => set({ status: status(), detail: c.link.detail }),
    () => undefined,
  );
  // A transport handed over to the rematch (or a join) outlives this match's screen.
  c.onClose.push(() => {
    if (![...handedOver.values()].some((k) => k.t === t)) t.close();
  });
}

/** True once the hosted match has a header and its session is over (finished or stopped). */
function finished(c: MatchController): boolean {
  return c.record.header !== null && Object.keys(c.sessions).length > 0 && !c.live;
}

/**
 * The host's side of binding a guest (./binding.ts): the lobby's proposal of the header, binding
 * on a signed acceptance (store the header, open and attach the host seat's session), and what the lobby
 * shows meanwhile (who is joining; who left; a guest on another version).
 */
function hostLobby(c: MatchController, t: () => PeerTransport): LobbyOptions {
  const mine = publicKeyHex(c.record.seats[HOST_SEAT]!);
  return {
    hostPeerId: c.record.net!.hostPeerId,
    game: c.game,
    bound: () => c.record.header,
    finished: () => finished(c),
    propose: (guest) =>
      makeHeader(c.record.id, c.game, recordOptions(c.record, c.game), {
        [HOST_SEAT]: { name: c.record.names[HOST_SEAT] ?? 'Host', publicKey: mine },
        [GUEST_SEAT]: guest,
      }),
    bind: async (header) => {
      const guestName = header.players.find((p) => p.seat === GUEST_SEAT)!.name;
      const names = { ...c.record.names, [GUEST_SEAT]: guestName };
      const record: MatchRecord = { ...c.record, header, names };
      await saveRecord(record);
      c.record = record;
      c.lobbyProblem = null;
      const s = await openSeat(record, HOST_SEAT, c.game, c.logStep(HOST_SEAT));
      c.addSession(HOST_SEAT, s);
      s.attach(t());
      c.notify();
    },
    onJoining: (names) => {
      c.joining = names;
      c.notify();
    },
    onSkew: (message) => {
      if (c.record.header) return;
      c.lobbyProblem = message;
      c.notify();
    },
    onLeft: (name) => {
      if (c.record.header) return;
      c.lobbyProblem =
        `${name} did not join: they left, or their link did not match this match. ` +
        'The seat is still free.';
      c.notify();
    },
  };
}

/** A transport kept for the match screen of another match (a join's, or a rematch's). */
interface Kept {
  readonly t: PeerTransport;
  readonly signaling: AppSignaling;
  /** The finished match the new one is a rematch of. */
  readonly previous?: string;
}

/** Transports of just-finished joins and rematches, handed to the match screen so it does not redial. */
const handedOver = new Map<string, Kept>();

/**
 * Keeps a joined transport for the match screen of `matchId` (see {@link startFriend}); `previous`:
 * the finished match a rematch follows, on the same transport.
 */
export function handOver(
  matchId: string,
  t: PeerTransport,
  signaling: AppSignaling,
  previous?: string,
): void {
  const old = handedOver.get(matchId);
  if (old && old.t !== t) old.t.close();
  handedOver.set(matchId, { t, signaling, ...(previous ? { previous } : {}) });
}

/**
 * The host transport's admission goes through its current match's lobby: a rematch hands the
 * transport (and so its admission hook) over to the new match.
 */
const gates = new WeakMap<PeerTransport, { lobby: LobbyOptions }>();

/** Lobby options that ask `gate`'s current lobby. */
function viaGate(gate: { lobby: LobbyOptions }): LobbyOptions {
  const l = (): LobbyOptions => gate.lobby;
  return {
    hostPeerId: gate.lobby.hostPeerId,
    game: gate.lobby.game,
    bound: () => l().bound(),
    propose: (guest) => l().propose(guest),
    bind: (header) => l().bind(header),
    finished: () => l().finished?.() ?? false,
    onJoining: (names) => l().onJoining?.(names),
    onSkew: (message) => l().onSkew?.(message),
    onLeft: (name) => l().onLeft?.(name),
  };
}

/**
 * The rematch desk of a friend match (./rematch.ts) on its transport: once the new match is stored,
 * the transport is handed over to it (no new link, no new signaling round).
 */
function rematchDesk(
  c: MatchController,
  t: PeerTransport,
  signaling: AppSignaling,
  previous: string | undefined,
): RematchDesk {
  let handed = false;
  const desk: RematchDesk = new RematchDesk({
    record: () => c.record,
    game: c.game,
    transport: t,
    ended: () => finished(c),
    whenIdle: async () => {
      await Promise.all(Object.values(c.sessions).map((s) => s?.whenIdle()));
    },
    save: saveRecord,
    onChange: () => {
      if (desk.next && !handed) {
        handed = true;
        handOver(desk.next.id, t, signaling, c.record.id);
      }
      c.notify();
    },
    onProblem: (message) => {
      // The end screen shows it with the rematch; a live match in its status line.
      if (!finished(c)) c.error = message;
      c.notify();
    },
    ...(previous ? { previous } : {}),
  });
  setRematch(c, desk);
  c.onClose.push(() => desk.stop());
  return desk;
}

/**
 * Starts (or resumes) a friend match from its record; see the module comment. The host's
 * transport admits new connections through {@link hostAdmission}; the guest answers challenges.
 */
export async function startFriend(
  record: MatchRecord,
  settings: Settings,
  game: GameModule,
  options: NetOptions & { readonly transport?: PeerTransport } = {},
): Promise<MatchController> {
  const net = record.net;
  if (!net) throw new Error('not a friend match');
  const seat = seatOfRole(net.role);
  const keys = record.seats[seat];
  if (!keys) throw new Error(`this device does not play seat ${seat}`);
  const kept = handedOver.get(record.id);
  handedOver.delete(record.id);
  const reuse = kept && kept.t.status !== 'closed' ? kept : undefined;
  if (kept && !reuse) kept.t.close();
  const signaling = reuse?.signaling ?? (await signalingOf(settings, options));
  const c = new MatchController(record, [seat], game);
  c.signaling = signaling;
  const opts = transportOptions(settings, signaling);
  const lobby: LobbyOptions | null = net.role === 'host' ? hostLobby(c, () => t) : null;
  const gate = lobby ? { lobby } : null;
  const t: PeerTransport =
    options.transport ??
    reuse?.t ??
    (gate
      ? createHostTransport({
          peerId: net.hostPeerId,
          ...opts,
          admit: friendAdmission(viaGate(gate)),
        })
      : createGuestTransport({ hostPeerId: net.hostPeerId, ...opts }));
  if (gate) {
    const current = gates.get(t);
    if (current) current.lobby = gate.lobby;
    else gates.set(t, gate);
  }
  followLink(c, t);
  rematchDesk(c, t, signaling, reuse?.previous);
  if (lobby) {
    const send = (frame: string): void => t.send(frame);
    c.onClose.push(t.onFrame((text) => void answerBound(text, send, lobby)));
  } else {
    const secretKey = fromHex(keys.secretKey, 32);
    const matchId = record.id;
    c.onClose.push(answerChallenges(t, { secretKey, hostPeerId: net.hostPeerId, matchId }));
  }
  if (record.header) {
    const s = await openSeat(record, seat, game, c.logStep(seat));
    c.addSession(seat, s);
    s.attach(t);
  }
  return c;
}

/** A guest joining from a share link: resolves with the stored record once the header is agreed. */
export interface Joining {
  readonly transport: PeerTransport;
  /** The signaling server in use (the joining screen shows {@link CLOUD_NOTE} for the cloud). */
  readonly signaling: AppSignaling;
  /** The stored record; rejects with a `HandshakeError` (./handshake.ts) when the host is not acceptable. */
  readonly done: Promise<MatchRecord>;
  cancel(): void;
}

/**
 * Dials the host of a share link and runs the guest's side of the handshake. Nothing but the
 * pending join (this link's fresh keys) is stored until the host's header passed every check and
 * the host welcomed the guest's signed acceptance of it. A refused header rejects `done`; the
 * caller then closes the transport, which frees the seat on the host.
 */
export async function joinFriend(
  hostPeerId: string,
  fingerprint: string,
  settings: Settings,
  game: GameModule,
  options: NetOptions = {},
): Promise<Joining> {
  let pending = await loadPendingJoin(hostPeerId, fingerprint);
  if (!pending) {
    const keys: SeatKeys = newSeatKeys();
    pending = { hostPeerId, fingerprint, keys, name: settings.name };
    await savePendingJoin(pending);
  }
  const keys = pending.keys;
  const mine = publicKeyHex(keys);
  const signaling = await signalingOf(settings, options);
  const t = createGuestTransport({ hostPeerId, ...transportOptions(settings, signaling) });
  const secretKey = fromHex(keys.secretKey, 32);
  const stopAnswering = answerChallenges(t, { secretKey, hostPeerId });
  const shake = guestHandshake(t, {
    name: settings.name,
    publicKey: mine,
    secretKey,
    hostPeerId,
    fingerprint,
    game,
  });
  const stop = (): void => {
    shake.stop();
    stopAnswering();
  };
  const done = shake.done.then(
    async (header) => {
      stop();
      // The handshake has checked the header against this build, so its options are readable.
      const options = game.options.fromHeader(header);
      if (isGameError(options)) throw new Error(options.message);
      const record: MatchRecord = {
        v: 2,
        id: header.matchId,
        kind: 'friend',
        created: Date.now(),
        game: game.id,
        options: game.options.record(options),
        header,
        seats: { [GUEST_SEAT]: keys },
        names: Object.fromEntries(header.players.map((p) => [p.seat, p.name])),
        net: { role: 'guest', hostPeerId, fingerprint },
      };
      await saveRecord(record);
      await deletePendingJoin(hostPeerId, fingerprint);
      return record;
    },
    (e: unknown) => {
      stop();
      throw e;
    },
  );
  return {
    transport: t,
    signaling,
    done,
    cancel() {
      stop();
      t.close();
    },
  };
}
