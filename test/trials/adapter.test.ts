/**
 * Trials in the lockstep session (src/games/trials/session/; docs/protocol.md, "Slots a move
 * creates"; docs/rules/trials.md D3–D5, D52): whole matches between the module's random bots, each
 * seat a session with its own secrets, over the in-memory transport — the code path of `npm run
 * simulate -- --game trials --seed N` (src/cli/duel.ts, with the module given directly) — verify
 * fair for seeds 1–20, and seed 1 is byte-identical to the committed fixture
 * test/fixtures/trials-seed1.json (`PARLEY_UPDATE_FIXTURES=1` rewrites it after a deliberate rules
 * change). Also: what a deck move carries and creates, what the opponent learns, the header checks
 * and the strict decoding of received moves.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Header } from '../../protocol/index.ts';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { duel, type DuelResult } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import { TRIALS } from '../../src/games/trials/module/index.ts';
import { gameRef, parseOptions, RULES_VERSION } from '../../src/games/trials/session/adapter.ts';
import { decodeMove } from '../../src/games/trials/session/moves.ts';

const FIXTURE = 'test/fixtures/trials-seed1.json';
const game = TRIALS as unknown as GameModule;

/** One simulated match, as `npm run simulate` plays it (the game's simulate options). */
function simulate(seed: number): Promise<DuelResult> {
  const options = TRIALS.options.parse(TRIALS.testing.simulateOptions);
  return duel({ seed, game, options });
}

type Move = { type?: string } & Record<string, unknown>;
const moveOf = (m: MatchFile['messages'][number]): Move | undefined =>
  m.body.move as Move | undefined;

describe('simulate --game trials: seeds 1–20 verify fair', () => {
  const files: MatchFile[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    it(`seed ${seed}`, async () => {
      const r = await simulate(seed);
      expect(r.errors, `seed ${seed}`).toEqual([]);
      for (const seat of r.seats)
        expect(r.verdicts[seat], `seed ${seed}, ${seat}`).toMatchObject({ verdict: 'fair' });
      const v = await verifyMatch(JSON.parse(JSON.stringify(r.file)), TRIALS.lockstep);
      expect(v, `seed ${seed}`).toMatchObject({ verdict: 'fair' });
      const last = r.sessions.A!.state as MatchState;
      expect(last.phase, `seed ${seed}`).toBe('over');
      files[seed] = r.file;
      if (seed === 1) {
        const text = JSON.stringify(r.file, null, 1) + '\n';
        if (process.env.PARLEY_UPDATE_FIXTURES === '1') await writeFile(FIXTURE, text);
        expect(text, `${FIXTURE} (npm run simulate -- --game trials --seed 1)`).toBe(
          await readFile(FIXTURE, 'utf8'),
        );
      }
    }, 120_000);
  }

  it('each deck move commits deck#0 and card#0–19 (the 20 created slots) and names no card', async () => {
    const file = files[1] ?? (await simulate(1)).file;
    for (const seat of ['A', 'B']) {
      const m = file.messages.find((x) => x.from === seat && moveOf(x)?.type === 'order-deck')!;
      const ids = (m.body.commits as { kind: string; index: number }[]).map(
        (c) => `${c.kind}#${c.index}`,
      );
      expect(ids.sort()).toEqual(
        ['deck#0', ...Array.from({ length: 20 }, (_, j) => `card#${j}`)].sort(),
      );
      expect(Object.keys(moveOf(m)!).sort()).toEqual(['avatars', 'deck', 'player', 'type']);
      expect(m.body.opens).toBeUndefined();
      // Each card shown later opens a created slot's card#j in the same message.
      for (const x of file.messages.filter((y) => y.from === seat && moveOf(y)?.type === 'play')) {
        const mv = moveOf(x)!;
        const opens = (x.body.opens ?? []) as { kind: string; value: unknown; context: unknown }[];
        const hit = opens.find((o) => o.kind === 'card' && o.value === mv.id);
        if (hit) expect(hit.context).toMatchObject({ owner: seat, slot: mv.h });
      }
    }
  }, 120_000);
});

describe('the header (trials/2p)', () => {
  const header = (game: Partial<Header['game']>, seats = ['A', 'B']): Header => ({
    matchId: 'trials-header',
    protocolVersion: 'parley/v1',
    game: { ...gameRef(), ...game },
    players: seats.map((seat) => ({ seat, name: seat, publicKey: '00'.repeat(32) })),
  });

  it('names the game, these rules and this card set, with seats A and B', () => {
    expect(gameRef()).toMatchObject({ id: 'trials/2p', rulesVersion: RULES_VERSION });
    expect(parseOptions(header({}))).toEqual({ players: 2 });
    expect(parseOptions(header({ id: 'trials/3p' }))).toMatchObject({ code: 'unknown-game' });
    expect(parseOptions(header({ rulesVersion: '9.9.9' }))).toMatchObject({
      code: 'unknown-rules',
    });
    expect(parseOptions(header({ cardSetHash: '0'.repeat(64) }))).toMatchObject({
      code: 'unknown-card-set',
    });
    expect(parseOptions(header({}, ['B', 'A']))).toMatchObject({ code: 'bad-seats' });
  });

  it('has no random event to resolve and no claim to check', () => {
    const s = TRIALS.lockstep.initial(header({}), ['A']);
    expect(TRIALS.lockstep.turn(s)).toEqual({ kind: 'act', seat: 'A' });
    expect(TRIALS.lockstep.resolve(s, [0])).toMatchObject({ code: 'wrong-random' });
    expect(TRIALS.lockstep.checkClaim({}, 'x')).toMatchObject({ code: 'no-claims' });
  });
});

describe('a received move is decoded strictly', () => {
  const h = 'a'.repeat(64);
  it('takes the shapes of every move type', () => {
    const good: Move[] = [
      { type: 'order-deck', player: 'A', deck: h, avatars: h },
      { type: 'avatars-open', player: 'A', avatars: ['x', 'y'], salt: h },
      { type: 'initiative-commit', player: 'A', commitment: h },
      { type: 'rps-open', player: 'A', choice: 'rock', salt: h },
      { type: 'play', player: 'A', h: 'A:d0', id: 'c', avatar: 'A:av0', targets: ['B:av1'] },
      {
        type: 'activate',
        player: 'A',
        source: 'A:av0',
        index: 0,
        discard: [{ h: 'A:d1', id: 'c' }],
      },
      { type: 'attack', player: 'A', attacker: 'A:av0', targets: ['B:av0'] },
      { type: 'pass', player: 'A' },
      { type: 'trigger', player: 'A', use: false },
      { type: 'scout', player: 'A', from: 'bottom' },
      { type: 'discard', player: 'A', cards: [] },
    ];
    for (const m of good) expect(decodeMove(m, 'A'), JSON.stringify(m)).not.toHaveProperty('code');
  });

  it('refuses a deck move carrying its list, unknown fields, wrong types, another player, huge lists', () => {
    const bad: [unknown, string][] = [
      [{ type: 'order-deck', player: 'A', deck: h, avatars: h, list: {} }, 'malformed-move'],
      [{ type: 'order-deck', player: 'A', deck: 'AB', avatars: h }, 'malformed-move'],
      [{ type: 'order-deck', player: 'A', deck: h }, 'malformed-move'],
      [{ type: 'pass', player: 'B' }, 'not-your-turn'],
      [{ type: 'look', player: 'A' }, 'malformed-move'],
      [{ type: 'play', player: 'A', h: 'A:d0', id: 7, avatar: 'A:av0' }, 'malformed-move'],
      [{ type: 'scout', player: 'A', from: 'middle' }, 'malformed-move'],
      [{ type: 'activate', player: 'A', source: 's', index: -1 }, 'malformed-move'],
      [{ type: 'discard', player: 'A', cards: [{ h: 'A:d0', id: 'c', x: 1 }] }, 'malformed-move'],
      [
        { type: 'attack', player: 'A', attacker: 'a', targets: Array(100).fill('t') },
        'malformed-move',
      ],
      [{ type: 'concede', player: 'A' }, 'malformed-move'],
      [[], 'malformed-move'],
      [null, 'malformed-move'],
    ];
    for (const [m, code] of bad)
      expect(decodeMove(m, 'A'), JSON.stringify(m)).toMatchObject({ code });
  });
});
