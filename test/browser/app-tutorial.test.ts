/**
 * The tutorial in the app (docs/tutorial.md): the `#/tutorial/<game>` route; the first-visit rule
 * (src/app/settings.ts `isFirstVisit`: no answer, no stored settings, no match record; the shell's
 * panel itself is played in a fresh profile by test/e2e/tutorial.e2e.test.ts, since browser test
 * files share this origin's storage); and the tutorial screen in the shell: the game's table with
 * the coach, a legal move that is not the step's gets the hint and changes nothing, the step's move
 * advances.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/shell.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import { parseRoute, routeHash } from '../../src/app/router.ts';
import { isFirstVisit, markWelcomed } from '../../src/app/settings.ts';
import { deep } from './deep.ts';

async function app(hash: string): Promise<ParleyApp> {
  history.replaceState(null, '', hash);
  return fixture<ParleyApp>(html`<parley-app></parley-app>`);
}

describe('app tutorial', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  it('routes #/tutorial/<game> and refuses an unknown game', () => {
    expect(parseRoute('#/tutorial/paragons')).to.deep.equal({ name: 'tutorial', game: 'paragons' });
    expect(parseRoute('#/tutorial/authority')).to.deep.equal({
      name: 'tutorial',
      game: 'authority',
    });
    expect(routeHash({ name: 'tutorial', game: 'authority' })).to.equal('#/tutorial/authority');
    expect(parseRoute('#/tutorial/chess').name).to.equal('bad-link');
    expect(parseRoute('#/tutorial/%E0%A4%A').name).to.equal('bad-link');
    expect(parseRoute('#/tutorial').name).to.equal('not-found');
  });

  it('is a first visit only with no answer, no settings and no match', async () => {
    const store = (kv: Record<string, unknown>) => ({
      get: (key: string) => Promise.resolve(kv[key]),
      keys: (prefix: string) =>
        Promise.resolve(Object.keys(kv).filter((k) => k.startsWith(prefix))),
    });
    expect(await isFirstVisit(store({}))).to.equal(true);
    expect(await isFirstVisit(store({ 'match/m0123456789abcdef': {} }))).to.equal(false);
    expect(await isFirstVisit(store({ settings: {} }))).to.equal(false);
    expect(await isFirstVisit(store({ welcomed: true }))).to.equal(false);
    const broken = {
      get: () => Promise.reject(new Error('no storage')),
      keys: () => Promise.resolve([]),
    };
    expect(await isFirstVisit(broken)).to.equal(false);
  });

  it('remembers that the first-visit panel was answered', async () => {
    await markWelcomed();
    expect(await isFirstVisit()).to.equal(false);
  });

  it('plays a step of the Paragons tutorial in the shell; another legal move gets the hint', async () => {
    await markWelcomed();
    const el = await app('#/tutorial/paragons');
    const screen = () => deep(el, '[data-testid="tutorial"]');
    await waitUntil(() => screen()?.getAttribute('data-step') === 'play', 'first step', {
      timeout: 10000,
    });
    await waitUntil(() => deep(el, '[data-coach-target]'), 'highlight', { timeout: 5000 });
    expect(deep(el, '[data-coach-target]')!.getAttribute('data-handle')).to.equal('A1');
    const table = deep(el, '[data-testid="table"]')!;
    const legal = (table as unknown as { legal: { type: string; to?: string }[] }).legal;
    const end = legal.find((a) => a.type === 'endTurn')!;
    table.dispatchEvent(new CustomEvent('game-action', { detail: { action: end }, bubbles: true }));
    await waitUntil(() => deep(el, '[data-testid="coach-hint"]'), 'hint', { timeout: 5000 });
    expect(screen()!.getAttribute('data-step')).to.equal('play');
    const play = legal.find((a) => a.type === 'play' && a.to === 'F2')!;
    table.dispatchEvent(
      new CustomEvent('game-action', { detail: { action: play }, bubbles: true }),
    );
    await waitUntil(() => screen()?.getAttribute('data-step') === 'attack', 'next step', {
      timeout: 5000,
    });
    expect(deep(el, '[data-testid="coach-hint"]')).to.equal(null);
  });
});
