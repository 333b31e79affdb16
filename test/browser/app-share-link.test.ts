/**
 * The share link of a hosted match names its game (docs/app.md, "Routes": `#/join/<host>/<fp>`
 * with `?game=<id>`), in Chromium: the host's lobby shows a link whose route, parsed as the
 * guest's app parses it (src/app/router.ts), opens the same game. Without the game the guest's app
 * read every link as a Paragons match, so an Authority guest was refused by its host; and the
 * joining screen is given the link's game (it joined every link as Paragons). Signals
 * through the local PeerServer of web-test-runner.config.js, no ICE server.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/shell.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import { requireGame } from '../../src/games/index.ts';
import type { SignalingSettings } from '../../components/events.ts';
import { DEFAULT_SETTINGS } from '../../components/parley-settings.ts';
import { saveSettings } from '../../src/app/settings.ts';
import { newHostRecord } from '../../src/app/match/setup.ts';
import { deleteRecord, saveRecord } from '../../src/app/records.ts';
import { parseRoute } from '../../src/app/router.ts';
import { deep } from './deep.ts';

describe('the share link of a hosted match', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  for (const id of ['authority', 'paragons']) {
    it(`names its game (${id}), so the guest opens the same game`, async () => {
      const signaling = (await (await fetch('/peer-config')).json()) as SignalingSettings;
      await saveSettings({ ...DEFAULT_SETTINGS, signaling, iceServers: [] });
      const game = requireGame(id);
      const record = newHostRecord(game, game.testing.quickOptions, 'Host');
      await saveRecord(record);
      history.replaceState(null, '', `#/match/${record.id}`);
      const el = await fixture<ParleyApp>(html`<parley-app></parley-app>`);
      const input = () => deep(el, '[data-testid="share-link"]') as HTMLInputElement | null;
      await waitUntil(() => input()?.value.includes('#/join/'), 'the share link', {
        timeout: 15000,
      });
      const link = new URL(input()!.value);
      expect(parseRoute(link.hash)).to.deep.equal({
        name: 'join',
        hostPeerId: record.net!.hostPeerId,
        fingerprint: record.net!.fingerprint,
        game: id,
      });
      el.remove();
      await deleteRecord(record.id);
    });

    it(`the guest's joining screen for a link of ${id} joins as ${id}`, async () => {
      // A well-formed link to a host that is not there: the joining screen is shown, as this game.
      history.replaceState(
        null,
        '',
        `#/join/parley-0123456789abcdef0123/0123456789abcdef?game=${id}`,
      );
      const el = await fixture<ParleyApp>(html`<parley-app></parley-app>`);
      await waitUntil(() => deep(el, 'parley-join-screen'), 'the joining screen', {
        timeout: 15000,
      });
      const screen = deep(el, 'parley-join-screen') as HTMLElement & { game: string };
      expect(screen.game).to.equal(id);
      el.remove();
    });
  }
});
