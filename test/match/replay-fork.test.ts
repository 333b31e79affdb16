/**
 * The verify page's replay (src/app/match/replay.ts) and a file's `fork` (docs/match-file.md,
 * "File"): the replay applies the file's messages only and says in its end words that the file
 * holds a second message for a step, whose verdict `verifyMatch` gives. A fork naming no step the
 * file holds, or not an object, adds nothing (the verdict says it is malformed).
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatchFile } from '../../protocol/session/index.ts';
import { replayMatch } from '../../src/app/match/replay.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_GAME = requireGame('paragons');

let honest: MatchFile;
beforeAll(async () => {
  honest = JSON.parse(await readFile('test/fixtures/match-seed1.json', 'utf8')) as MatchFile;
});

/** The name the file's header gives seat `seat`. */
function nameOf(seat: string): string {
  return honest.header.players.find((p) => p.seat === seat)!.name;
}

describe('the replay of a file with a fork', () => {
  it('replays the same steps and names the fork’s step and signer in its end words', () => {
    const plain = replayMatch(honest, PARAGONS_GAME);
    const m = honest.messages[30]!;
    const forked = replayMatch({ ...honest, fork: { ...m, body: { other: 1 } } }, PARAGONS_GAME);
    expect(forked.steps.map((s) => s.label)).toEqual(plain.steps.map((s) => s.label));
    expect(forked.stoppedAt).toBe(plain.stoppedAt);
    expect(plain.end).toBe('');
    expect(forked.end).toBe(
      `The file also holds ${nameOf(m.from)}'s second message 30 (a fork); the replay shows ` +
        'the first, and the verdict judges both.',
    );
  });

  it('labels each message with its sender’s name and the move in the game’s words', () => {
    const r = replayMatch(honest, PARAGONS_GAME);
    const labels = r.steps.map((s) => s.label);
    expect(labels[0]).toBe('The start');
    const names = honest.header.players.map((p) => p.name);
    for (const l of labels.slice(1)) expect(names.some((n) => l.startsWith(`${n}: `))).toBe(true);
    // Moves read as the game's words ("Play Ogre Bruiser to F2"), never a bare type ("play").
    expect(labels.some((l) => /: Play .+ to [FB][1-4]/.test(l))).toBe(true);
    expect(labels.some((l) => /: (play|attack|endTurn|mulligan)$/.test(l))).toBe(false);
  });

  it('adds nothing for a fork that is not an object or names no step the file holds', () => {
    const n = honest.messages.length;
    for (const fork of [null, 7, 'x', [], { i: n }, { i: -1 }, { i: 1.5 }, { i: '3' }]) {
      expect(replayMatch({ ...honest, fork }, PARAGONS_GAME).end).toBe('');
    }
  });

  it('keeps the words of an early stop and adds the fork after them', () => {
    const messages = honest.messages.map((m, i) => (i === 5 ? { ...m, body: { junk: 1 } } : m));
    const r = replayMatch({ ...honest, messages, fork: honest.messages[2] }, PARAGONS_GAME);
    expect(r.stoppedAt).toBe(5);
    expect(r.end).toBe(
      'Message 5 cannot be applied: the replay stops before it. ' +
        `The file also holds ${nameOf(honest.messages[2]!.from)}'s second message 2 (a fork); ` +
        'the replay shows the first, and the verdict judges both.',
    );
  });
});
