/**
 * The app shell in Chromium (src/app/shell.ts): a hostile share link shows an error (never a blank
 * page); a bot match starts from its route with no network, the class choice comes up, and after a
 * class is chosen the board renders; a second screen of the same match refuses politely.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/shell.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import { deep } from './deep.ts';

async function app(hash: string): Promise<ParleyApp> {
  history.replaceState(null, '', hash);
  return fixture<ParleyApp>(html`<parley-app></parley-app>`);
}

describe('app shell', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  it('shows the home screen', async () => {
    const el = await app('#/');
    await waitUntil(() => deep(el, '[data-testid="home-play-bot"]'), 'home renders', {
      timeout: 5000,
    });
    expect(el.getAttribute('data-route')).to.equal('home');
  });

  it('keeps the game chosen on the home screen when the shell renders again', async () => {
    const el = await app('#/');
    const choice = () => deep(el, '[data-group="game"] [data-value="authority"]');
    await waitUntil(() => choice(), 'picker', { timeout: 5000 });
    (choice() as HTMLElement).click();
    await waitUntil(() => choice()?.getAttribute('aria-checked') === 'true', 'Authority chosen', {
      timeout: 2000,
    });
    // Any state change of the shell renders it again (settings loaded, online/offline, a notice).
    el.requestUpdate();
    await el.updateComplete;
    const home = deep(el, 'parley-home') as
      (HTMLElement & { updateComplete: Promise<unknown> }) | null;
    await home?.updateComplete;
    expect(choice()?.getAttribute('aria-checked')).to.equal('true');
  });

  it('shows a clear error for a hostile share link', async () => {
    const el = await app('#/join/%3Cimg%20src%3Dx%3E/zz');
    await waitUntil(() => deep(el, '[data-testid="error-message"]'), 'error shown', {
      timeout: 5000,
    });
    const msg = deep(el, '[data-testid="error-message"]')!;
    expect(msg.textContent).to.contain('cannot be opened');
    expect(msg.querySelector('img')).to.equal(null);
  });

  it('starts a bot match, chooses a class and renders the board; a second screen refuses', async () => {
    const el = await app('#/bot?bo=1&mode=preconstructed&level=easy');
    await waitUntil(() => location.hash.startsWith('#/match/'), 'match route', { timeout: 10000 });
    const screen = () => deep(el, '[data-testid="match-screen"]');
    await waitUntil(() => screen()?.getAttribute('data-phase') === 'class-commit', 'class choice', {
      timeout: 15000,
    });
    expect(screen()!.getAttribute('data-my-turn')).to.equal('true');
    const id = location.hash.slice('#/match/'.length);
    const twin = document.createElement('parley-match-screen');
    twin.matchId = id;
    document.body.append(twin);
    await waitUntil(() => deep(twin, '[data-testid="tab-guard"]'), 'second screen refuses', {
      timeout: 5000,
    });
    twin.remove();
    (deep(el, '[data-testid="class-option"][data-cls="mage"]') as HTMLButtonElement).click();
    // A tie on the class goes to rock-paper-scissors (and a repick): answer until the game starts.
    await waitUntil(
      () => {
        const s = screen();
        if (s?.getAttribute('data-my-turn') === 'true') {
          const w = s.getAttribute('data-waiting');
          const pick = w === 'rps-commit' ? 'rps-option' : w === 'class-pick' ? 'class-option' : '';
          const b = pick
            ? (deep(el, `[data-testid="${pick}"]:not([disabled])`) as HTMLElement)
            : null;
          b?.click();
        }
        return s?.getAttribute('data-phase') === 'game';
      },
      'game',
      { timeout: 30000, interval: 300 },
    );
    await waitUntil(() => deep(el, '[data-testid="board-mine"]'), 'board renders', {
      timeout: 5000,
    });
    expect(deep(el, '[data-testid="board-opponent"]')).to.not.equal(null);
    await waitUntil(() => deep(el, '[data-testid="hand-card"]'), 'hand renders', { timeout: 5000 });
    // The seat's hand sits right under its board, above its panel (on a 1280x800 screen it is in
    // view with the boards), and the sticky action bar repeats the seat's mana.
    const panel = deep(el, '[data-testid="panel-mine"]')!;
    const hand = deep(el, '[data-testid="hand-mine"]')!;
    expect(hand.getBoundingClientRect().top).to.be.lessThan(panel.getBoundingClientRect().top);
    const mana = deep(el, '[data-testid="bar-mana"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(mana).to.match(new RegExp(`^Mana ${panel.getAttribute('data-mana')!}/\\d+$`));
    el.remove();
  });
});
