/**
 * Card set versions (docs/cards.md, "Versions"; src/games/paragons/cards/versions.ts): every
 * published version is kept, frozen, and selected by the hash a match file's header names; new
 * matches use the newest. A test-only newer set is registered here (this file's own module
 * registry), and a file made with the current set must still verify, with the current set.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { replayMatch } from '../../src/app/match/replay.ts';
import {
  CARD_SET,
  CARD_SET_HASH,
  CARD_SET_VERSION,
  CURRENT_CARD_SET,
  cardSetByHash,
  cardSetHash,
  compareVersions,
  knownCardSets,
  newestCardSet,
  registerCardSet,
  type CardSet,
} from '../../src/games/paragons/cards/index.ts';
import type { CardDef } from '../../src/games/paragons/cards/schema.ts';
import { STARTER_DECKS } from '../../src/games/paragons/cards/starter-decks.ts';
import { PUBLISHED_CARD_SETS } from '../../src/games/paragons/cards/published/index.ts';
import { rulesOf } from '../../src/games/paragons/match/games.ts';
import {
  PARAGONS_LOCKSTEP,
  RULES_VERSION,
  gameRef,
} from '../../src/games/paragons/session/adapter.ts';

const FIXTURE = 'test/fixtures/match-seed1.json';

describe('published card sets', () => {
  it('each hashes to its recorded hash; versions increase and hashes differ', () => {
    expect(PUBLISHED_CARD_SETS.length).toBeGreaterThan(0);
    for (const data of PUBLISHED_CARD_SETS) expect(cardSetHash(data.cards)).toBe(data.hash);
    const versions = PUBLISHED_CARD_SETS.map((d) => d.version);
    for (let i = 1; i < versions.length; i++)
      expect(compareVersions(versions[i - 1]!, versions[i]!)).toBeLessThan(0);
    expect(new Set(PUBLISHED_CARD_SETS.map((d) => d.hash)).size).toBe(PUBLISHED_CARD_SETS.length);
  });

  it('the working set is published as CARD_SET_VERSION (else: bump it, npm run cards:publish)', () => {
    const published = PUBLISHED_CARD_SETS.find((d) => d.version === CARD_SET_VERSION);
    const why =
      `the working card set (${CARD_SET_HASH}) is not published as ${CARD_SET_VERSION}: ` +
      'bump CARD_SET_VERSION in src/games/paragons/cards/index.ts and run npm run cards:publish';
    expect(published?.hash, why).toBe(CARD_SET_HASH);
    expect(published?.starterDecks).toEqual(STARTER_DECKS);
    expect(CURRENT_CARD_SET.hash).toBe(CARD_SET_HASH);
  });

  it('refuses published data that no longer hashes to its recorded hash', () => {
    const data = PUBLISHED_CARD_SETS[0]!;
    const cards = data.cards.map((c, i) => (i === 0 ? { ...c, name: `${c.name}!` } : c));
    expect(() => registerCardSet({ ...data, cards })).toThrow(/not to the recorded/);
  });

  it('keeps registered data frozen', () => {
    const set = cardSetByHash(CARD_SET_HASH);
    expect(Object.isFrozen(set.cards[0])).toBe(true);
    expect(Object.isFrozen(set.starterDecks.ranger)).toBe(true);
  });
});

/** The working set with one mercenary one attack stronger: a test-only version 99.0.0. */
function newerSet(): { set: CardSet; changed: string; attack: number } {
  const merc = CARD_SET.find((c) => c.kind === 'mercenary' && c.class === 'ranger')!;
  if (merc.kind !== 'mercenary') throw new Error('unreachable');
  const attack = merc.attack + 1;
  const cards: CardDef[] = CARD_SET.map((c) => (c.id === merc.id ? { ...merc, attack } : c));
  const set = registerCardSet({
    version: '99.0.0',
    hash: cardSetHash(cards),
    cards,
    starterDecks: STARTER_DECKS,
  });
  return { set, changed: merc.id, attack };
}

describe('with a newer card set registered', () => {
  let earlier: MatchFile;
  let newer: ReturnType<typeof newerSet>;
  beforeAll(async () => {
    earlier = JSON.parse(await readFile(FIXTURE, 'utf8')) as MatchFile;
    newer = newerSet();
  });

  it('new matches use the newer set; the earlier one stays known', () => {
    expect(newestCardSet()).toBe(newer.set);
    expect(newer.set.hash).not.toBe(CARD_SET_HASH);
    const ref = gameRef({ mode: 'draft', bestOf: 1 });
    expect(ref).toMatchObject({ rulesVersion: RULES_VERSION, cardSetHash: newer.set.hash });
    expect(knownCardSets().map((s) => s.hash)).toContain(CARD_SET_HASH);
    expect(rulesOf(newer.set.hash).db.mercs.get(newer.changed)?.attack).toBe(newer.attack);
    expect(rulesOf(CARD_SET_HASH).db.mercs.get(newer.changed)?.attack).toBe(newer.attack - 1);
  });

  it('a match file made with the earlier set still verifies, with the earlier set', async () => {
    expect(earlier.header.game.cardSetHash).toBe(CARD_SET_HASH);
    const v = await verifyMatch(earlier, PARAGONS_LOCKSTEP);
    expect(v.verdict).toBe('fair');
    const replay = replayMatch(earlier);
    expect(replay.stoppedAt).toBeNull();
    const last = replay.steps[replay.steps.length - 1]!.state;
    expect(last.cardSet).toBe(CARD_SET_HASH);
    expect(last.game?.cardSet).toBe(CARD_SET_HASH);
  });

  it('a match played now names the newer set and verifies with it', async () => {
    const r = await duel({ seed: 5, options: { mode: 'preconstructed', bestOf: 1 } });
    expect(r.file.header.game.cardSetHash).toBe(newer.set.hash);
    expect(r.verdicts.A?.verdict).toBe('fair');
    expect(r.sessions.A.state.cardSet).toBe(newer.set.hash);
    expect(r.sessions.A.state.game?.cardSet).toBe(newer.set.hash);
    expect((await verifyMatch(r.file, PARAGONS_LOCKSTEP)).verdict).toBe('fair');
  });

  it('an unknown card set is refused with a reason naming every known set', async () => {
    const unknown = 'ab'.repeat(32);
    const file = { ...earlier, header: { ...earlier.header, game: { ...earlier.header.game } } };
    file.header.game.cardSetHash = unknown;
    const v = await verifyMatch(file, PARAGONS_LOCKSTEP);
    expect(v.verdict).toBe('malformed');
    expect(v.reason).toContain(`unknown card set ${unknown}`);
    for (const s of knownCardSets()) expect(v.reason).toContain(`${s.version} ${s.hash}`);
    expect(() => cardSetByHash(unknown)).toThrow(CARD_SET_HASH);
  });

  it('a file made under other rules is refused by name, not judged by these rules', async () => {
    const file = { ...earlier, header: { ...earlier.header, game: { ...earlier.header.game } } };
    file.header.game.rulesVersion = '1.1.0';
    const v = await verifyMatch(file, PARAGONS_LOCKSTEP);
    expect(v.verdict).toBe('malformed');
    expect(v.reason).toContain('rules 1.1.0');
    expect(v.reason).toContain(RULES_VERSION);
  });
});
