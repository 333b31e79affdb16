/**
 * The icon packs of the app: the game-icons.net icons (CC BY 3.0, "Game icons by game-icons.net
 * contributors (Lorc, Delapouite and others)") each game's cards and glossary use, and the app's
 * own (src/art/ui.ts). Each pack is a generated module (src/art/packs/<id>.ts, `npm run art`)
 * that this file imports only when a pack is first asked for, so no icon is in the first screen's
 * JavaScript and nothing is ever fetched from elsewhere.
 */

/** Icon name → SVG body (the inside of an `<svg viewBox="0 0 512 512">`). */
export type IconPack = Readonly<Record<string, string>>;

/** The packs: one per game, and the app's own. */
export const PACK_IDS = ['paragons', 'authority', 'trials', 'ui'] as const;

/** A pack id. */
export type PackId = (typeof PACK_IDS)[number];

/** The view box every icon of the set is drawn in. */
export const ICON_VIEWBOX = '0 0 512 512';

/** The credit line the set's licence (CC BY 3.0) asks for, wherever the icons are shown. */
export const ICON_CREDIT =
  'Game icons by game-icons.net contributors (Lorc, Delapouite and others), CC BY 3.0';

/** Where the set and its licence are published. */
export const ICON_CREDIT_LINKS = {
  site: 'https://game-icons.net/',
  licence: 'https://creativecommons.org/licenses/by/3.0/',
} as const;

const LOADERS: Readonly<Record<PackId, () => Promise<IconPack>>> = {
  paragons: () => import('./packs/paragons.ts').then((m) => m.ICONS),
  authority: () => import('./packs/authority.ts').then((m) => m.ICONS),
  trials: () => import('./packs/trials.ts').then((m) => m.ICONS),
  ui: () => import('./packs/ui.ts').then((m) => m.ICONS),
};

const loaded = new Map<PackId, IconPack>();
const loading = new Map<PackId, Promise<IconPack>>();

/** True when `id` names a pack. */
export function isPackId(id: string): id is PackId {
  return (PACK_IDS as readonly string[]).includes(id);
}

/** The pack if it is already loaded (to render without waiting), else undefined. */
export function loadedPack(id: string): IconPack | undefined {
  return isPackId(id) ? loaded.get(id) : undefined;
}

/**
 * Loads a pack once (later calls share the first load) and resolves to it; resolves to null for
 * an unknown id. A failed load is forgotten, so a later call tries again.
 */
export function loadPack(id: string): Promise<IconPack | null> {
  if (!isPackId(id)) return Promise.resolve(null);
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  let pending = loading.get(id);
  if (!pending) {
    pending = LOADERS[id]().then(
      (pack) => {
        loaded.set(id, pack);
        loading.delete(id);
        return pack;
      },
      (e: unknown) => {
        loading.delete(id);
        throw e;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}
