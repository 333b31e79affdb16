/**
 * The leak test (acceptance criteria): every message of many matches is scanned for a hidden
 * card id or a salt before its time. The match is replayed in the omniscient view (both seats'
 * seeds from their final reveals); a message of seat X may name one of X's hidden cards (hand,
 * Hidden pile, deck, deck list) only if the public state before or after it shows that card; a
 * commitment's salt may first appear in the message that opens it; the seeds only in the reveal.
 */
import { describe, expect, it } from 'vitest';
import { deriveSalt, toHex, type JsonValue } from '../../protocol/index.ts';
import { Lockstep, learnFromReveals } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { matchPublic } from '../../src/games/paragons/match/match.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import { matchPublic as authorityPublic } from '../../src/games/authority/match/match.ts';
import type { MatchState as AuthorityState } from '../../src/games/authority/match/types.ts';
import { matchPublic as trialsPublic } from '../../src/games/trials/match/match.ts';
import type { MatchState as TrialsState } from '../../src/games/trials/match/types.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { GAMES, requireGame } from '../../src/games/index.ts';

/**
 * Per game: the ids a seat holds hidden, and the public projection a message may be checked
 * against. Authority's `unseen` multiset is left out of its projection so that naming a card
 * in hand counts as a leak unless it is face up elsewhere. Trials' projection holds no card of a
 * hand or deck (only handles and counts), so a message naming one is a leak unless the message
 * itself opens it.
 */
interface LeakEntry {
  hidden(s: unknown, seat: 'A' | 'B'): Set<string>;
  pub(s: unknown): unknown;
}

function authorityHidden(s: AuthorityState, seat: 'A' | 'B'): Set<string> {
  const p = s.game?.players[seat];
  const out = new Set<string>();
  if (p) {
    for (const x of p.hand) if (x.id) out.add(x.id);
    for (const id of Object.keys(p.deck.cards ?? {})) out.add(id);
  }
  return out;
}

/**
 * Trials: the seat's deck list (the order it committed to) and the cards of its hand and deck not
 * already public (a hand card back from the discard pile is `pub`).
 */
function trialsHidden(s: TrialsState, seat: 'A' | 'B'): Set<string> {
  const out = new Set<string>(s.lists[seat]?.cards ?? []);
  const p = s.game?.players[seat];
  if (p) for (const x of [...p.hand, ...p.deck]) if (x.id !== undefined && !x.pub) out.add(x.id);
  return out;
}

const LEAK: Record<string, LeakEntry> = {
  paragons: {
    hidden: (s, seat) => hiddenIds(s as MatchState, seat),
    pub: (s) => matchPublic(s as MatchState),
  },
  authority: {
    hidden: (s, seat) => authorityHidden(s as AuthorityState, seat),
    pub: (s) => {
      const p = authorityPublic(s as AuthorityState) as { game: unknown };
      return JSON.parse(JSON.stringify(p), (k, v: unknown) => (k === 'unseen' ? undefined : v));
    },
  },
  trials: {
    hidden: (s, seat) => trialsHidden(s as TrialsState, seat),
    pub: (s) => trialsPublic(s as TrialsState),
  },
};

function strings(v: JsonValue, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

function hiddenIds(s: MatchState, seat: 'A' | 'B'): Set<string> {
  const out = new Set<string>(s.decks[seat]?.cards ?? []);
  const p = s.game?.players[seat];
  if (p) {
    for (const x of [...p.hand, ...p.hidden, ...p.aside]) if (x.id) out.add(x.id);
    for (const id of Object.keys(p.deck.cards ?? {})) out.add(id);
  }
  return out;
}

async function leaks(
  gameId: string,
  seed: number,
  options: Readonly<Record<string, unknown>>,
): Promise<string[]> {
  const game = requireGame(gameId);
  const entry = LEAK[gameId]!;
  const lockstep = game.lockstep as LockstepGame<unknown, unknown>;
  const parsed = game.options.parse(options);
  expect(parsed).not.toHaveProperty('code');
  const r = await duel({ seed, game, options: parsed, verify: false });
  const { header, messages } = r.file;
  const raws = messages as unknown as Parameters<typeof learnFromReveals>[1];
  const { seeds, know } = learnFromReveals(header, raws, lockstep.finalKinds);
  expect([...seeds.keys()].sort()).toEqual(['A', 'B']);
  let core = Lockstep.start(lockstep, header, seeds, know);
  const found: string[] = [];
  const secrets = new Map<string, string>(); // hex → what it is
  for (const m of messages) {
    for (const c of (m.body.commits ?? []) as { kind: string; index: number }[]) {
      const salt = toHex(deriveSalt(seeds.get(m.from)!, c.kind, c.index));
      secrets.set(salt, `${m.from}/${c.kind}#${c.index}`);
    }
  }
  for (const [seat, seed] of seeds) secrets.set(toHex(seed), `${seat}/privSeed`);
  const opened = new Set<string>();
  for (const m of messages) {
    const before = core.state;
    core = core.receive(m.from, m.body);
    const seat = m.from as 'A' | 'B';
    const pub = JSON.stringify(entry.pub(before)) + JSON.stringify(entry.pub(core.state));
    const text = JSON.stringify(m.body);
    for (const o of (m.body.opens ?? []) as { kind: string; index: number }[]) {
      opened.add(`${seat}/${o.kind}#${o.index}`);
    }
    if (m.body.reveal !== undefined) opened.add(`${seat}/privSeed`);
    // A card the message itself opens (its commitment's opening carries the card) is shown by it.
    const openedNow = strings((m.body.opens ?? []) as JsonValue, new Set());
    for (const id of strings(m.body, new Set())) {
      if (openedNow.has(id)) continue;
      if (entry.hidden(before, seat).has(id) && !pub.includes(JSON.stringify(id))) {
        found.push(`message ${m.i} (${seat}) names hidden card ${id}`);
      }
    }
    for (const [hex, what] of secrets) {
      if (text.includes(hex) && !opened.has(what) && !what.endsWith('/privSeed')) {
        found.push(`message ${m.i} carries the salt of ${what} before opening it`);
      }
      if (what.endsWith('/privSeed') && text.includes(hex) && !opened.has(what)) {
        found.push(`message ${m.i} carries ${what} before the reveal`);
      }
    }
  }
  return found;
}

describe('no message leaks a hidden card or a salt before its time', () => {
  for (const [seed, mode] of [
    [21, 'draft'],
    [22, 'preconstructed'],
    [23, 'draft'],
    [24, 'preconstructed'],
    [25, 'preconstructed'],
    [26, 'draft'],
  ] as const) {
    it(`seed ${seed}, ${mode}`, async () => {
      expect(await leaks('paragons', seed, { mode, bestOf: 1 }), `seed ${seed}`).toEqual([]);
    });
  }
});

describe('every registered game: no message leaks a hidden card or a salt before its time', () => {
  it('has a leak entry for every registered game', () => {
    expect(GAMES.map((g) => g.id).filter((id) => !LEAK[id])).toEqual([]);
  });
  for (const game of GAMES.filter((g) => g.id !== 'paragons')) {
    for (const seed of [31, 32, 33]) {
      it(`${game.id}, seed ${seed}`, async () => {
        const found = await leaks(game.id, seed, game.testing.simulateOptions);
        expect(found, `${game.id} seed ${seed}`).toEqual([]);
      }, 60_000);
    }
  }
});
