/**
 * A friend match over PeerJS (protocol/transport/peerjs.ts; docs/transport.md).
 *
 * The host (seat A) registers its stable peer id (stored in the match record) with the signaling
 * server and shows the share link `#/join/<hostPeerId>/<fingerprint of A's key>`. Before any
 * session message, a two-frame handshake on the same data channel fixes the header (the channel of
 * protocol/session ignores frames it does not know):
 *
 *   guest → host  {t:"parley-join", v:1, name, publicKey}            (resent every second)
 *   host → guest  {t:"parley-header", header} | {t:"parley-refuse", reason}
 *
 * The host binds the first guest key it hears into the header and stores it before answering; a
 * different key later is refused ("match full"). The guest accepts the header only if seat A's key
 * has the link's fingerprint and seat B's key is its own — so a signaling server in the middle
 * cannot swap keys: every session message is signed under those keys. Then both sessions attach
 * the transport; after a reload the same record reopens the same session and transport ids.
 */
import {
  PROTOCOL_VERSION,
  checkPublicKey,
  decodeHeader,
  fromHex,
  keyFingerprint,
  type Header,
} from '../../../protocol/index.ts';
import {
  createGuestTransport,
  createHostTransport,
  shareLink,
  type PeerTransport,
} from '../../../protocol/transport/peerjs.ts';
import type { IceServerSetting, Settings } from '../../../components/events.ts';
import { optionsOf } from '../../games/paragons/session/adapter.ts';
import {
  deletePendingJoin,
  loadPendingJoin,
  saveRecord,
  savePendingJoin,
  type MatchRecord,
  type SeatKeys,
} from '../records.ts';
import { MatchController, type LinkState } from './controller.ts';
import { makeHeader, newSeatKeys, openSeat, publicKeyHex } from './setup.ts';

const MAX_HANDSHAKE_FRAME = 16 * 1024;

function transportOptions(settings: Settings) {
  const ice = settings.iceServers.map((s: IceServerSetting): RTCIceServer => ({ ...s }));
  return { signaling: { ...settings.signaling }, iceServers: ice };
}

function parseFrame(text: string): Record<string, unknown> | null {
  if (text.length > MAX_HANDSHAKE_FRAME) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function clipName(v: unknown): string {
  const s =
    typeof v === 'string'
      ? [...v]
          .filter((ch) => ch >= ' ')
          .join('')
          .trim()
      : '';
  return s.slice(0, 32) || 'Friend';
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

/** The host's side of the handshake: bind the guest's key, answer with the header. */
function hostHandshake(c: MatchController, t: PeerTransport): void {
  let opening: Promise<void> | null = null;
  const off = t.onFrame((text) => {
    const f = parseFrame(text);
    if (!f || f.t !== 'parley-join' || typeof f.publicKey !== 'string') return;
    const pk = f.publicKey;
    const reply = (): void => {
      const h = c.record.header;
      if (h && h.players[1]?.publicKey === pk)
        t.send(JSON.stringify({ t: 'parley-header', header: h }));
      else
        t.send(
          JSON.stringify({ t: 'parley-refuse', reason: 'This match already has two players.' }),
        );
    };
    if (c.record.header || opening) {
      void (opening ?? Promise.resolve()).then(reply);
      return;
    }
    try {
      checkPublicKey(fromHex(pk, 32));
    } catch {
      return;
    }
    const mine = publicKeyHex(c.record.seats.A!);
    if (pk === mine) return;
    const header = makeHeader(c.record.id, c.record.options, {
      A: { name: c.record.names.A ?? 'Host', publicKey: mine },
      B: { name: clipName(f.name), publicKey: pk },
    });
    const record: MatchRecord = {
      ...c.record,
      header,
      names: { ...c.record.names, B: clipName(f.name) },
    };
    opening = (async () => {
      await saveRecord(record);
      c.record = record;
      const s = await openSeat(record, 'A');
      c.addSession('A', s);
      s.attach(t);
      reply();
    })().catch((e: unknown) => {
      c.error = e instanceof Error ? e.message : String(e);
      opening = null;
      c.notify();
    });
  });
  c.onClose.push(off);
}

/** Transports of just-finished joins, handed to the match screen so it does not redial. */
const handedOver = new Map<string, PeerTransport>();

/** Keeps a joined transport for the match screen of `matchId` (see {@link startFriend}). */
export function handOver(matchId: string, t: PeerTransport): void {
  handedOver.get(matchId)?.close();
  handedOver.set(matchId, t);
}

/** Starts (or resumes) a friend match from its record; see the module comment. */
export async function startFriend(
  record: MatchRecord,
  settings: Settings,
  transport?: PeerTransport,
): Promise<MatchController> {
  const net = record.net;
  if (!net) throw new Error('not a friend match');
  const seat = net.role === 'host' ? 'A' : 'B';
  const c = new MatchController(record, [seat]);
  const opts = transportOptions(settings);
  const kept = handedOver.get(record.id);
  handedOver.delete(record.id);
  const t =
    transport ??
    (kept && kept.status !== 'closed' ? kept : undefined) ??
    (net.role === 'host'
      ? createHostTransport({ peerId: net.hostPeerId, ...opts })
      : createGuestTransport({ hostPeerId: net.hostPeerId, ...opts }));
  followLink(c, t);
  if (net.role === 'host') hostHandshake(c, t);
  if (record.header) {
    const s = await openSeat(record, seat);
    c.addSession(seat, s);
    s.attach(t);
  }
  return c;
}

/** Checks the host's header against the share link and the guest's own key. */
export function checkHostHeader(json: unknown, fingerprint: string, mine: string): Header {
  const header = decodeHeader(json);
  if (header.protocolVersion !== PROTOCOL_VERSION) throw new Error('a different protocol version');
  optionsOf(header);
  const [a, b] = header.players;
  if (header.players.length !== 2 || a?.seat !== 'A' || b?.seat !== 'B') {
    throw new Error('the host proposes unknown seats');
  }
  if (keyFingerprint(a.publicKey) !== fingerprint) {
    throw new Error('the host’s key does not match the link’s fingerprint');
  }
  if (b.publicKey !== mine) throw new Error('the host put another key in your seat');
  return header;
}

/** A guest joining from a share link: resolves with the stored record once the header is agreed. */
export interface Joining {
  readonly transport: PeerTransport;
  readonly done: Promise<MatchRecord>;
  cancel(): void;
}

/** Dials the host of a share link and runs the guest's side of the handshake. */
export async function joinFriend(
  hostPeerId: string,
  fingerprint: string,
  settings: Settings,
): Promise<Joining> {
  let pending = await loadPendingJoin(hostPeerId, fingerprint);
  if (!pending) {
    const keys: SeatKeys = newSeatKeys();
    pending = { hostPeerId, fingerprint, keys, name: settings.name };
    await savePendingJoin(pending);
  }
  const keys = pending.keys;
  const mine = publicKeyHex(keys);
  const t = createGuestTransport({ hostPeerId, ...transportOptions(settings) });
  let timer: ReturnType<typeof setInterval> | null = null;
  const offs: (() => void)[] = [];
  const stop = (): void => {
    if (timer) clearInterval(timer);
    timer = null;
    for (const off of offs.splice(0)) off();
  };
  const done = new Promise<MatchRecord>((resolve, reject) => {
    const join = JSON.stringify({ t: 'parley-join', v: 1, name: settings.name, publicKey: mine });
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
          reject(new Error(typeof f.reason === 'string' ? f.reason.slice(0, 200) : 'Refused.'));
        }
        if (f.t !== 'parley-header') return;
        let header: Header;
        try {
          header = checkHostHeader(f.header, fingerprint, mine);
        } catch (e) {
          stop();
          reject(new Error(`The host’s answer is not acceptable: ${(e as Error).message}.`));
          return;
        }
        stop();
        const record: MatchRecord = {
          v: 1,
          id: header.matchId,
          kind: 'friend',
          created: Date.now(),
          options: optionsOf(header),
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
    done,
    cancel() {
      stop();
      t.close();
    },
  };
}
