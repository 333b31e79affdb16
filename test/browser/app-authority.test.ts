/**
 * Authority through the app (src/app; issue "platform": the home screen offers the games, a bot
 * match starts offline): the home picker offers Authority, "Play the bot" starts an Authority bot
 * match (setup from the UI registry, both sessions in the page, the bot in its worker), the match
 * screen shows Authority's table, the faction is chosen through the table's intent (sealed with
 * the seat's secrets by the module's automation, opened by itself), and the game's board comes up
 * with the seat's hand; ending the command phase hands the turn to the bot, which plays its turn
 * and hands it back.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/shell.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import { deep } from './deep.ts';

async function app(hash: string): Promise<ParleyApp> {
  history.replaceState(null, '', hash);
  return fixture<ParleyApp>(html`<parley-app></parley-app>`);
}

function click(el: Element | null, what: string): void {
  if (!el) throw new Error(`no ${what}`);
  (el as HTMLElement).click();
}

describe('an Authority bot match through the app', () => {
  afterEach(() => history.replaceState(null, '', '#/'));

  it('home picker → setup → Authority table: factions, the board, a turn and the bot’s answer', async () => {
    const el = await app('#/');
    await waitUntil(() => deep(el, '[data-group="game"] [data-value="authority"]'), 'picker', {
      timeout: 5000,
    });
    click(deep(el, '[data-group="game"] [data-value="authority"]'), 'the Authority choice');
    await waitUntil(
      () =>
        deep(el, '[data-group="game"] [data-value="authority"]')?.getAttribute('aria-checked') ===
        'true',
      'Authority chosen',
      { timeout: 5000 },
    );
    click(deep(el, '[data-testid="home-play-bot"]'), 'play the bot');
    await waitUntil(() => location.hash.startsWith('#/match/'), 'match route', { timeout: 10000 });
    const screen = () => deep(el, '[data-testid="match-screen"]');
    await waitUntil(() => deep(el, 'authority-table'), 'the Authority table', { timeout: 15000 });
    await waitUntil(() => screen()?.getAttribute('data-phase') === 'faction-commit', 'factions', {
      timeout: 15000,
    });
    expect(deep(el, 'parley-board')).to.equal(null);
    // Choose a faction; a clash goes to rock-paper-scissors and a repick: answer until the game.
    await waitUntil(
      () => {
        const s = screen();
        if (s?.getAttribute('data-my-turn') === 'true') {
          const w = s.getAttribute('data-waiting');
          const testid =
            w === 'faction-commit'
              ? 'faction-choose'
              : w === 'rps-commit'
                ? 'rps-choose'
                : w === 'faction-pick'
                  ? 'faction-pick'
                  : '';
          if (testid)
            (deep(el, `[data-testid="${testid}"]:not([disabled])`) as HTMLElement | null)?.click();
        }
        return s?.getAttribute('data-phase') === 'game';
      },
      'game',
      { timeout: 30000, interval: 300 },
    );
    await waitUntil(() => deep(el, '[data-testid="pyramid-mine"]'), 'board', { timeout: 5000 });
    expect(deep(el, '[data-testid="pyramid-opponent"]')).to.not.equal(null);
    expect(deep(el, '[data-testid="market"]')).to.not.equal(null);
    expect(deep(el, '[data-testid="pregame"]')).to.equal(null);
    // Wait for this seat's command phase (keeping the market when a removal is offered first), end
    // it, and see the bot take its turn and hand the turn back.
    const turnText = () => deep(el, '[data-testid="turn"]')?.textContent ?? '';
    const myCommandPhase = () =>
      waitUntil(
        () => {
          if (screen()?.getAttribute('data-waiting') === 'cull')
            (deep(el, '[data-testid="keep"]:not([disabled])') as HTMLElement | null)?.click();
          return deep(el, '[data-testid="end-phase"]:not([disabled])');
        },
        'my command phase',
        { timeout: 45000, interval: 300 },
      );
    await myCommandPhase();
    const before = turnText();
    click(deep(el, '[data-testid="end-phase"]:not([disabled])'), 'end the command phase');
    await waitUntil(() => turnText() !== before, 'the bot’s turn', { timeout: 20000 });
    await myCommandPhase();
    expect(turnText()).to.not.equal(before);
    expect(screen()!.getAttribute('data-my-turn')).to.equal('true');
    expect(screen()!.getAttribute('data-phase')).to.equal('game');
    expect(deep(el, '[data-testid="error-message"]')).to.equal(null);
  });
});
