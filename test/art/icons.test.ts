/**
 * Card art: every card of both games has one icon of the game-icons.net set, each game's cards
 * distinct; the UI's and the glossaries' icons exist too; and the checked-in pack modules
 * (src/art/packs/*.ts) are exactly what `npm run art` builds from the installed set, holding only
 * plain-path bodies.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_SET as PARAGONS_CARDS } from '../../src/games/paragons/cards/index.ts';
import { CARD_SET as AUTHORITY_CARDS } from '../../src/games/authority/cards/index.ts';
import { PARAGONS_ART } from '../../src/games/paragons/art.ts';
import { AUTHORITY_ART } from '../../src/games/authority/art.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import {
  formatted,
  iconBody,
  packSource,
  packSources,
  SAFE_BODY,
  type IconifySet,
} from '../../src/art/build.ts';
import { PACK_IDS } from '../../src/art/packs.ts';

const require = createRequire(import.meta.url);
const setPath = require.resolve('@iconify-json/game-icons/icons.json');
const SET = JSON.parse(await readFile(setPath, 'utf8')) as IconifySet;
const { version: VERSION } = JSON.parse(
  await readFile(require.resolve('@iconify-json/game-icons/package.json'), 'utf8'),
) as { version: string };

const GAMES = [
  { game: 'paragons', cards: PARAGONS_CARDS, art: PARAGONS_ART },
  { game: 'authority', cards: AUTHORITY_CARDS, art: AUTHORITY_ART },
] as const;

describe('card art', () => {
  for (const { game, cards, art } of GAMES) {
    it(`maps every ${game} card, and nothing else, to an icon of the set`, () => {
      const ids = cards.map((c) => c.id).sort();
      expect(Object.keys(art).sort()).toEqual(ids);
      const missing = Object.entries(art).filter(([, name]) => iconBody(SET, name) === null);
      expect(missing).toEqual([]);
    });

    it(`gives each ${game} card its own icon`, () => {
      const names = Object.values(art);
      const twice = names.filter((n, i) => names.indexOf(n) !== i);
      expect(twice).toEqual([]);
    });
  }

  it('has every UI and keyword icon in the set', () => {
    const sources = packSources();
    for (const id of PACK_IDS) {
      for (const name of sources[id]) expect(iconBody(SET, name), `${id}: ${name}`).not.toBeNull();
    }
    for (const name of Object.values(UI_ICONS)) expect(sources.ui).toContain(name);
  });

  it('is pinned to the set version the lockfile records', async () => {
    const lock = JSON.parse(await readFile(resolve('package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    expect(lock.packages['node_modules/@iconify-json/game-icons']?.version).toBe(VERSION);
  });

  for (const id of PACK_IDS) {
    it(`checks in src/art/packs/${id}.ts exactly as npm run art builds it`, async () => {
      const path = resolve(`src/art/packs/${id}.ts`);
      const names = packSources()[id];
      const expected = await formatted(packSource(id, names, SET, VERSION), path);
      expect(await readFile(path, 'utf8'), 'run `npm run art`').toBe(expected);
      const { ICONS } = (await import(`../../src/art/packs/${id}.ts`)) as {
        ICONS: Record<string, string>;
      };
      expect(Object.keys(ICONS).sort()).toEqual([...names]);
      for (const body of Object.values(ICONS)) expect(body).toMatch(SAFE_BODY);
    });
  }

  it('refuses to build a pack with an unknown icon or an unsafe body', () => {
    expect(() => packSource('ui', ['no-such-icon'], SET, VERSION)).toThrow(/no icon/);
    const bad: IconifySet = { ...SET, icons: { x: { body: '<script>alert(1)</script>' } } };
    expect(() => packSource('ui', ['x'], bad, VERSION)).toThrow(/plain paths/);
  });
});
