import { expect } from '@open-wc/testing';
import { checkName } from '../../components/parley-first-visit.ts';
import { DEFAULT_SETTINGS, toDraft, validateSettings } from '../../components/parley-settings.ts';

/**
 * A name the first-visit panel accepts is stored as the player's name (src/app/shell.ts `welcome`
 * → saveSettings) and read back through the settings' own check (src/app/settings.ts
 * `checkSettings` → `validateSettings`): the panel must never accept a name the settings refuse,
 * or the next visit finds "saved settings could not be read" and loses every setting.
 */
describe('a first-visit name is a name the settings keep', () => {
  for (const raw of ['Ana', '😀'.repeat(20), '𝒜'.repeat(32), 'é'.repeat(32)]) {
    it(`${JSON.stringify(raw.slice(0, 8))}… (${raw.length} UTF-16 units)`, () => {
      const r = checkName(raw);
      if ('error' in r || r.name === null) return; // refused in the panel, with words: fine
      const { settings, errors } = validateSettings(toDraft({ ...DEFAULT_SETTINGS, name: r.name }));
      expect(errors).to.deep.equal({});
      expect(settings?.name).to.equal(r.name);
    });
  }
});
