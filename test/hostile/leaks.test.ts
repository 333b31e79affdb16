/**
 * Leaks (requirement "Leaks"), over whole matches (pre-constructed and drafted):
 *
 * - every frame on the wire: no card id before it is public (each id a message names is in the
 *   public, spectator's view right after it), no salt before its commitment is opened, no draw
 *   secret ever, no seed before its owner's final reveal;
 * - every seat view after every round: the opponent's hand and Hidden cards carry no id, its deck
 *   no contents (draft), and the public state hashes alike in both views;
 * - the console: nothing logged during a match names a card or a secret;
 * - no undo in networked play: the session and the match controller have no such method;
 * - the replay (src/app/match/replay.ts) is a spectator's view until both seats revealed.
 *
 * The DOM of the opponent's side is scanned in test/browser/hostile-leaks.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { toHex } from '../../protocol/index.ts';
import { Lockstep, Session } from '../../protocol/session/index.ts';
import { decodeHeader, type Message } from '../../protocol/transcript.ts';
import { MatchController } from '../../src/app/match/controller.ts';
import { replayMatch } from '../../src/app/match/replay.ts';
import { CARD_SET } from '../../src/games/paragons/cards/index.ts';
import type {
  MatchAction,
  MatchOptions,
  MatchState,
} from '../../src/games/paragons/match/types.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { lengthOf, liveMatch, type Live } from './harness.ts';

const PARAGONS_GAME = requireGame('paragons');
const PARAGONS_LOCKSTEP = PARAGONS_GAME.lockstep as LockstepGame<MatchState, MatchAction>;

const LONG = process.env.PARLEY_LONG === '1';
const PRE: MatchOptions = { mode: 'preconstructed', bestOf: 1 };
const DRAFT: MatchOptions = { mode: 'draft', bestOf: 1 };
const MATCHES: [number, MatchOptions][] = LONG
  ? Array.from({ length: 20 }, (_, k) => [60 + k, k % 2 ? DRAFT : PRE])
  : [
      [61, PRE],
      [62, DRAFT],
      [63, PRE],
    ];

const IDS = new Set(CARD_SET.map((c) => c.id));
const NAMES = new Map(CARD_SET.map((c) => [c.id, c.name]));

/** Card ids named in a text. */
function idsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/"([a-z][a-z0-9-]+)"/g)) if (IDS.has(m[1]!)) out.add(m[1]!);
  return out;
}

type Seat = 'A' | 'B';
const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');

/**
 * The ids a view shows in `owner`'s hand, Hidden pile and face-down chain items. Cards known to
 * everyone (a recruited mercenary goes to the hand face up) show in every view: the opponent's view
 * must show exactly what a spectator's shows.
 */
function hiddenShown(s: MatchState, owner: Seat): string[] {
  const p = s.game?.players[owner];
  if (!p) return [];
  const shown = [...p.hand, ...p.hidden].flatMap((x) => (x.id === undefined ? [] : [x.id]));
  for (const it of s.game!.chain) {
    const body = it.body as { kind?: string; card?: { id?: string } };
    if (it.controller === owner && body.kind === 'hide' && body.card?.id) shown.push(body.card.id);
  }
  return shown;
}

/** Plays a whole match, checking the seat views after every round; returns the live match. */
async function playChecked(seed: number, options: MatchOptions): Promise<Live> {
  const live = await liveMatch(seed, options);
  live.tap.record = true;
  let rounds = 0;
  const seen = { A: 0, B: 0 };
  const header = live.header;
  const spectators = {
    A: Lockstep.start(PARAGONS_LOCKSTEP, header, new Map()),
    B: Lockstep.start(PARAGONS_LOCKSTEP, header, new Map()),
  };
  await live.run(undefined, () => {
    for (const seat of ['A', 'B'] as const) {
      const core = live.sessions[seat].lockstep;
      const msgs = live.sessions[seat].matchFile().messages;
      let spec = spectators[seat];
      for (const m of msgs.slice(seen[seat])) spec = spec.receive(m.from, m.body);
      seen[seat] = msgs.length;
      spectators[seat] = spec;
      const view = core.state as MatchState;
      expect(
        hiddenShown(view, other(seat)),
        `${seat} sees ${other(seat)}'s hidden cards (after message ${msgs.length - 1})`,
      ).toEqual(hiddenShown(spec.state, other(seat)));
      if (options.mode === 'draft' && view.phase === 'game') {
        expect(view.game!.players[other(seat)].deck.cards).toBeUndefined();
      }
    }
    if (lengthOf(live.sessions.A) === lengthOf(live.sessions.B)) {
      const pub = (s: Seat) =>
        PARAGONS_LOCKSTEP.publicHash(live.sessions[s].lockstep.state as MatchState);
      expect(pub('A')).toBe(pub('B'));
    }
    rounds++;
  });
  expect(live.sessions.A.finished).toBe(true);
  expect(rounds).toBeGreaterThan(50);
  return live;
}

/** The wire checks on one finished match (every frame either way, in order). */
function checkWire(live: Live): { frames: number; ids: number } {
  const file = live.sessions.A.matchFile();
  const header = decodeHeader(file.header);
  let spectator = Lockstep.start(PARAGONS_LOCKSTEP, header, new Map());
  const publicAfter: Set<string>[] = [];
  for (const m of file.messages) {
    spectator = spectator.receive(m.from, m.body);
    publicAfter.push(idsIn(JSON.stringify(spectator.state)));
  }
  // 1. Card ids: a message names only cards the spectator sees once it is applied.
  let named = 0;
  for (const m of file.messages) {
    if (m.body.reveal !== undefined) continue; // the end: both seats open everything
    for (const id of idsIn(JSON.stringify(m.body))) {
      named++;
      expect(publicAfter[m.i]!.has(id), `message ${m.i} from ${m.from} names hidden ${id}`).toBe(
        true,
      );
    }
  }
  // 2. Secrets: salts only with their opening, draw secrets never, seeds only at the reveal.
  const frames = [...live.tap.sent, ...live.tap.seen];
  for (const f of frames) {
    if (f.startsWith('{"t":"m"')) continue;
    expect(idsIn(f).size, `control frame names a card: ${f.slice(0, 200)}`).toBe(0);
  }
  const firstWith = (hex: string): number =>
    file.messages.findIndex((m: Message) => JSON.stringify(m).includes(hex));
  for (const seat of ['A', 'B'] as const) {
    const secrets = live.secrets[seat];
    const reveal = file.messages.findIndex((m) => m.from === seat && m.body.reveal !== undefined);
    for (const seed of [secrets.privSeed, secrets.chainSeed]) {
      expect(firstWith(toHex(seed))).toBe(reveal);
    }
    for (let j = 0; j < 40; j++) expect(firstWith(toHex(secrets.drawSecret(j)))).toBe(-1);
    for (const m of file.messages) {
      if (m.from !== seat) continue;
      for (const c of (m.body.commits ?? []) as { kind: string; index: number }[]) {
        const salt = toHex(secrets.salt(c.kind, c.index));
        const opened = file.messages.findIndex(
          (x) =>
            x.from === seat &&
            ((x.body.opens ?? []) as { kind: string; index: number }[]).some(
              (o) => o.kind === c.kind && o.index === c.index,
            ),
        );
        const seen = firstWith(salt);
        if (seen >= 0) expect(seen, `${seat}'s salt ${c.kind}#${c.index}`).toBe(opened);
      }
    }
  }
  return { frames: frames.length, ids: named };
}

describe('leaks', () => {
  it(`${MATCHES.length} matches: nothing hidden on the wire, in a seat view or in the console`, async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((k) =>
      vi.spyOn(console, k).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      }),
    );
    const totals = { frames: 0, ids: 0, messages: 0 };
    const secrets: string[] = [];
    try {
      for (const [seed, options] of MATCHES) {
        const live = await playChecked(seed, options);
        const r = checkWire(live);
        totals.frames += r.frames;
        totals.ids += r.ids;
        totals.messages += lengthOf(live.sessions.A);
        for (const s of ['A', 'B'] as const) {
          secrets.push(toHex(live.secrets[s].privSeed), toHex(live.secrets[s].chainSeed));
        }
        expect((await live.sessions.A.verify()).verdict).toBe('fair');
        live.close();
      }
    } finally {
      for (const s of spies) s.mockRestore();
    }
    const log = logged.join('\n');
    expect([...idsIn(log)]).toEqual([]);
    for (const id of IDS) expect(log).not.toContain(NAMES.get(id)!);
    for (const s of secrets) expect(log).not.toContain(s);
    console.info(
      `leaks: ${MATCHES.length} matches, ${totals.messages} messages, ${totals.frames} frames, ${totals.ids} card ids named (all public), ${logged.length} console lines`,
    );
  }, 300_000);

  it('there is no undo in networked play', () => {
    const undo = /undo|take.?back|rewind|revert|rollback/i;
    for (const proto of [Session.prototype, MatchController.prototype, Lockstep.prototype]) {
      expect(Object.getOwnPropertyNames(proto).filter((n) => undo.test(n))).toEqual([]);
    }
  });

  it('the replay shows a spectator’s view until both seats revealed, everything after', async () => {
    const file = JSON.parse(await readFile('test/fixtures/match-seed1.json', 'utf8')) as {
      messages: Message[];
    };
    const reveals = file.messages.filter((m) => m.body.reveal !== undefined).map((m) => m.i);
    expect(reveals.length).toBe(2);
    const header = decodeHeader((file as unknown as { header: unknown }).header);
    let spec = Lockstep.start(PARAGONS_LOCKSTEP, header, new Map());
    const spectator = [spec.state];
    for (const m of file.messages) {
      spec = spec.receive(m.from, m.body);
      spectator.push(spec.state);
    }
    for (const cut of [100, 300, reveals[0]! + 1]) {
      const r = replayMatch({ ...file, messages: file.messages.slice(0, cut) }, PARAGONS_GAME);
      expect(r.omniscient, `first ${cut} messages`).toBe(false);
      r.steps.forEach((step, k) => {
        for (const seat of ['A', 'B'] as const) {
          // A seat that revealed may show its own cards (it opened them); the other shows only
          // what a spectator sees.
          if (reveals[0]! < cut && file.messages[reveals[0]!]!.from === seat) continue;
          expect(hiddenShown(step.state as MatchState, seat)).toEqual(
            hiddenShown(spectator[k]!, seat),
          );
        }
      });
    }
    const full = replayMatch(file, PARAGONS_GAME);
    expect(full.omniscient).toBe(true);
    const more = full.steps.some(
      (s, k) =>
        hiddenShown(s.state as MatchState, 'A').length > hiddenShown(spectator[k]!, 'A').length,
    );
    expect(more).toBe(true);
  });
});
