/**
 * A friend match over PeerJS (protocol/transport/peerjs.ts; docs/transport.md).
 *
 * The host (seat A) registers its stable peer id (stored in the match record) with the signaling
 * server ({@link chooseAppSignaling}: configured, else this site's own PeerServer, else the public
 * PeerJS server — the lobby says so) and shows the share link
 * `#/join/<hostPeerId>/<fingerprint of A's key>`. Before any session message, a two-frame
 * handshake on the same data channel fixes the header (./handshake.ts; the channel of
 * protocol/session ignores frames it does not know):
 *
 *   guest → host  {t:"parley-join", v:2, name, publicKey, versions}     (resent every second)
 *   host → guest  {t:"parley-header", header} | {t:"parley-refuse", code, reason, versions}
 *
 * Versions first (issue 5, "Version skew"): a guest whose versions differ (or an old guest that
 * sends none) is refused with code `version-skew` and the host's lobby says so; a guest checks the
 * header's versions before anything else and says so too. The host binds the first guest key it
 * hears into the header and stores it before answering; a different key later is refused
 * (`match-full`). The guest accepts the header only if seat A's key has the link's fingerprint and
 * seat B's key is its own — so a signaling server in the middle cannot swap keys: every session
 * message is signed under those keys. Then both sessions attach the transport; after a reload the
 * same record reopens the same session and transport ids.
 *
 * Once the header exists, a new connection to the host must prove it is the guest before it may
 * replace the current one (./admission.ts): the host's transport holds it at its admission desk,
 * and the guest answers the host's challenge with a signature by its key.
 */
import { fromHex, type Header } from '../../../protocol/index.ts';
import {
  createGuestTransport,
  createHostTransport,
  shareLink,
  type PeerTransport,
} from '../../../protocol/transport/peerjs.ts';
import type { IceServerSetting, Settings } from '../../../components/events.ts';
import type { GameModule } from '../../engine/module.ts';
import {
  deletePendingJoin,
  loadPendingJoin,
  saveRecord,
  savePendingJoin,
  type MatchRecord,
  type SeatKeys,
} from '../records.ts';
import { chooseAppSignaling, type AppSignaling, type SignalingPlan } from '../signaling.ts';
import { answerChallenges, hostAdmission } from './admission.ts';
import { MatchController, type LinkState } from './controller.ts';
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
} from './handshake.ts';
import { makeHeader, newSeatKeys, openSeat, publicKeyHex } from './setup.ts';

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

/** The share link of a hosted match (this page's address + the join fragment). */
export function hostLink(record: MatchRecord): string {
  const base = `${location.origin}${location.pathname}`;
  return shareLink(base, record.net!.hostPeerId, record.net!.fingerprint);
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
              ? 'Refused a connection that could not prove it is your opponent.'
              : e.message;
      set({ status: e.fatal ? 'closed' : status(), detail: words });
    }),
  );
  void t.ready().then(
    () => set({ status: status(), detail: c.link.detail }),
    () => undefined,
  );
  c.onClose.push(() => t.close());
}

/** The host's binding of the guest's key: the header, once fixed, or the binding in progress. */
interface Binding {
  opening: Promise<void> | null;
}

/** The header of a hosted match once fixed (waits for a binding in progress); null in the lobby. */
function boundHeader(c: MatchController, b: Binding): Promise<Header | null> {
  if (c.record.header || !b.opening) return Promise.resolve(c.record.header);
  return b.opening.then(
    () => c.record.header,
    () => c.record.header,
  );
}

/**
 * The host's side of the handshake: versions first (a skewed guest is refused and the lobby says
 * so), then bind the first guest's key and answer with the header.
 */
function hostHandshake(c: MatchController, t: PeerTransport, b: Binding): void {
  const ours = localVersions(c.game);
  const off = t.onFrame((text) => {
    const f = parseFrame(text);
    const join = f ? readJoin(f, ours) : null;
    if (!join) return;
    if (join.kind === 'skew') {
      t.send(refuseFrame('version-skew', SKEW_REASON, ours));
      if (!c.record.header) {
        c.lobbyProblem = join.message;
        c.notify();
      }
      return;
    }
    const pk = join.publicKey;
    const reply = (): void => {
      const h = c.record.header;
      if (h && h.players[1]?.publicKey === pk) {
        t.send(JSON.stringify({ t: 'parley-header', header: h }));
      } else t.send(refuseFrame('match-full', 'This match already has two players.', ours));
    };
    if (c.record.header || b.opening) {
      void boundHeader(c, b).then(reply);
      return;
    }
    const mine = publicKeyHex(c.record.seats.A!);
    if (pk === mine) return;
    const header = makeHeader(c.record.id, c.game, c.record.options, {
      A: { name: c.record.names.A ?? 'Host', publicKey: mine },
      B: { name: join.name, publicKey: pk },
    });
    const record: MatchRecord = { ...c.record, header, names: { ...c.record.names, B: join.name } };
    b.opening = (async () => {
      await saveRecord(record);
      c.record = record;
      c.lobbyProblem = null;
      const s = await openSeat(record, 'A', c.game);
      c.addSession('A', s);
      s.attach(t);
      reply();
    })().catch((e: unknown) => {
      c.error = e instanceof Error ? e.message : String(e);
      b.opening = null;
      c.notify();
    });
  });
  c.onClose.push(off);
}

/** Transports of just-finished joins, handed to the match screen so it does not redial. */
const handedOver = new Map<string, { t: PeerTransport; signaling: AppSignaling }>();

/** Keeps a joined transport for the match screen of `matchId` (see {@link startFriend}). */
export function handOver(matchId: string, t: PeerTransport, signaling: AppSignaling): void {
  handedOver.get(matchId)?.t.close();
  handedOver.set(matchId, { t, signaling });
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
  const seat = net.role === 'host' ? 'A' : 'B';
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
  const binding: Binding = { opening: null };
  const t =
    options.transport ??
    reuse?.t ??
    (net.role === 'host'
      ? createHostTransport({
          peerId: net.hostPeerId,
          ...opts,
          admit: hostAdmission({
            header: () => boundHeader(c, binding),
            hostPeerId: net.hostPeerId,
          }),
        })
      : createGuestTransport({ hostPeerId: net.hostPeerId, ...opts }));
  followLink(c, t);
  if (net.role === 'host') hostHandshake(c, t, binding);
  else {
    const secretKey = fromHex(keys.secretKey, 32);
    const matchId = record.id;
    c.onClose.push(answerChallenges(t, { secretKey, hostPeerId: net.hostPeerId, matchId }));
  }
  if (record.header) {
    const s = await openSeat(record, seat, game);
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
  /** The stored record; rejects with a {@link HandshakeError} when the host is not acceptable. */
  readonly done: Promise<MatchRecord>;
  cancel(): void;
}

/**
 * Dials the host of a share link and runs the guest's side of the handshake. Nothing but the
 * pending join (this link's fresh keys) is stored until the host's header passed every check.
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
  let timer: ReturnType<typeof setInterval> | null = null;
  const offs: (() => void)[] = [];
  const stop = (): void => {
    if (timer) clearInterval(timer);
    timer = null;
    for (const off of offs.splice(0)) off();
  };
  offs.push(answerChallenges(t, { secretKey: fromHex(keys.secretKey, 32), hostPeerId }));
  const done = new Promise<MatchRecord>((resolve, reject) => {
    const ours = localVersions(game);
    const join = joinFrame(settings.name, mine, ours);
    const send = (): void => {
      if (t.status === 'open') t.send(join);
    };
    timer = setInterval(send, 1000);
    offs.push(t.onStatus(send));
    offs.push(
      t.onFrame((text) => {
        const f = parseFrame(text);
        if (!f) return;
        if (f.t === 'parley-refuse') {
          stop();
          reject(refusalOf(f, ours));
          return;
        }
        if (f.t !== 'parley-header') return;
        let header: Header;
        try {
          header = checkHostHeader(f.header, fingerprint, mine, game);
        } catch (e) {
          stop();
          const he = e instanceof HandshakeError ? e : null;
          const words =
            he?.code === 'version-skew'
              ? he.message
              : `The host’s answer is not acceptable: ${(e as Error).message}.`;
          reject(new HandshakeError(he?.code ?? 'malformed-header', words));
          return;
        }
        stop();
        const record: MatchRecord = {
          v: 1,
          id: header.matchId,
          kind: 'friend',
          created: Date.now(),
          options: game.options.fromHeader(header) as MatchRecord['options'],
          header,
          seats: { B: keys },
          names: { A: header.players[0]!.name, B: header.players[1]!.name },
          net: { role: 'guest', hostPeerId, fingerprint },
        };
        saveRecord(record)
          .then(() => deletePendingJoin(hostPeerId, fingerprint))
          .then(() => resolve(record), reject);
      }),
    );
    send();
  });
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
