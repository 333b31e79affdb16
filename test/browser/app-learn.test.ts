/**
 * A first-time player can learn, read and follow every game (src/app): the rules reference from
 * the home screen (`#/rules/<game>[/<term>]`) and from a match's Rules dialog, which leaves the
 * match as it is and closes with Escape; a glossary term activated anywhere (`show-term`: a
 * prompt's message, a card) opens the reference at it — in a match, the dialog; the player's name
 * everywhere (the bot's own name, never "Player"), editable in the lobby; the status line names
 * the decision awaited (the class choice, the mulligan…) from the game's words; and the end screen
 * says "You lost" and why (a concession) for both games. Real bot matches, real engine states.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/app/shell.ts';
import type { ParleyApp } from '../../src/app/shell.ts';
import { defaultSettings, loadSettings, saveSettings } from '../../src/app/settings.ts';
import { emitShowTerm } from '../../components/terms.ts';
import { deep } from './deep.ts';

const LONG = { timeout: 30000, interval: 200 };

async function app(hash: string): Promise<ParleyApp> {
  history.replaceState(null, '', hash);
  return fixture<ParleyApp>(html`<parley-app></parley-app>`);
}

function click(el: Element | null, what: string): void {
  if (!el) throw new Error(`no ${what}`);
  (el as HTMLElement).click();
}

const textOf = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The rules dialog's `<dialog>` inside the match screen. */
function dialogOf(el: Element): HTMLDialogElement | null {
  return deep(el, '[data-testid="rules-dialog"]') as HTMLDialogElement | null;
}

/** The glossary entry `id` of the reference shown below `el` is open. */
function entryOpen(el: Element, id: string): boolean {
  const ref = deep(el, 'parley-rules-reference');
  const button = ref?.shadowRoot?.querySelector(`#term-${id} h4 button`);
  return button?.getAttribute('aria-expanded') === 'true';
}

describe('learning and following a game in the app', () => {
  before(async () => saveSettings({ ...defaultSettings(), name: 'Ana' }));
  afterEach(() => history.replaceState(null, '', '#/'));

  it('opens each game’s rules from the home screen, at a term from a link, and refuses an unknown game', async () => {
    const el = await app('#/');
    await waitUntil(() => deep(el, '[data-testid="home-rules"]'), 'home', { timeout: 5000 });
    expect(textOf(deep(el, '[data-testid="home-greeting"]'))).to.equal('Welcome back, Ana.');
    click(deep(el, '[data-testid="home-rules"][data-game="authority"]'), 'Authority rules');
    await waitUntil(() => location.hash === '#/rules/authority', 'rules route');
    await waitUntil(
      () => deep(el, 'parley-rules-reference')?.shadowRoot?.querySelector('h2'),
      'ref',
      {
        timeout: 10000,
      },
    );
    expect(textOf(deep(el, 'parley-rules-reference')!.shadowRoot!.querySelector('h2'))).to.equal(
      'Authority: rules reference',
    );
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal(
      'Parley: rules of Authority: Kingdoms at War',
    );
    // A glossary term activated outside a match (here: from the home screen) opens the rules at it.
    history.replaceState(null, '', '#/');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitUntil(() => deep(el, 'parley-home'), 'home again');
    emitShowTerm(deep(el, 'parley-home')!.shadowRoot!.querySelector('h1')!, {
      game: 'paragons',
      term: 'first-blood',
    });
    await waitUntil(() => location.hash === '#/rules/paragons/first-blood', 'term route');
    await waitUntil(() => entryOpen(el, 'first-blood'), 'First Blood open', { timeout: 10000 });
    // A link naming a game this build does not know is a clear bad link.
    history.replaceState(null, '', '#/rules/chess');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitUntil(() => deep(el, '[data-testid="error-message"]'), 'bad link');
    expect(textOf(deep(el, '[data-testid="error-message"]'))).to.contain('unknown game "chess"');
    el.remove();
  });

  it('a Paragons bot match: names, the awaited decision, the Rules dialog over the match, a prompt term, and “You lost: You conceded.”', async () => {
    const el = await app('#/bot?game=paragons&bo=1&mode=preconstructed&level=normal');
    await waitUntil(() => location.hash.startsWith('#/match/'), 'match route', { timeout: 10000 });
    const hash = location.hash;
    const screen = () => deep(el, '[data-testid="match-screen"]');
    await waitUntil(() => screen()?.getAttribute('data-phase') === 'class-commit', 'class', LONG);
    // Names: the player's own, the bot's real name; never "Player".
    const players = textOf(deep(el, '[data-testid="match-players"]'));
    expect(players).to.equal('Ana (you) vs Bot (Normal)');
    expect(textOf(deep(el, '[data-testid="awaiting"]'))).to.equal(
      'Your move: choose your class (in secret).',
    );
    // The Rules dialog opens over the match and closes with Escape; the match is untouched.
    click(deep(el, '[data-testid="open-rules"]'), 'Rules');
    await waitUntil(() => dialogOf(el)?.open === true, 'dialog open', { timeout: 10000 });
    await waitUntil(() => deep(dialogOf(el)!, 'parley-rules-reference'), 'reference in dialog');
    expect(location.hash).to.equal(hash);
    expect(screen()!.getAttribute('data-phase')).to.equal('class-commit');
    expect(deep(el, 'paragons-table')).to.not.equal(null);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => dialogOf(el)?.open === false, 'dialog closed');
    expect(location.hash).to.equal(hash);
    expect(screen()!.getAttribute('data-phase')).to.equal('class-commit');
    // Choose a class (answering a tie) until the mulligan.
    click(deep(el, '[data-testid="class-option"][data-cls="mage"]'), 'mage');
    await waitUntil(
      () => {
        const s = screen();
        if (s?.getAttribute('data-my-turn') === 'true') {
          const w = s.getAttribute('data-waiting');
          const pick = w === 'rps-commit' ? 'rps-option' : w === 'class-pick' ? 'class-option' : '';
          if (pick) (deep(el, `[data-testid="${pick}"]:not([disabled])`) as HTMLElement)?.click();
        }
        return (
          s?.getAttribute('data-waiting') === 'mulligan' &&
          s.getAttribute('data-my-turn') === 'true'
        );
      },
      'my mulligan',
      { timeout: 45000, interval: 300 },
    );
    // The status line and the action bar name the mulligan, not "select a card".
    const mulligan = 'Your move: keep your opening hand, or mulligan.';
    expect(textOf(deep(el, '[data-testid="awaiting"]'))).to.equal(mulligan);
    await waitUntil(() => textOf(deep(el, '.bar .hint')) === mulligan, 'bar hint');
    // The prompt's message links its terms; activating one opens the dialog at that term.
    const termText = deep(deep(el, '[data-testid="prompt"]')!, 'parley-term-text')!;
    const link = termText.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-term="mulligan"]')!;
    link.click();
    await waitUntil(() => dialogOf(el)?.open === true, 'dialog at the term', { timeout: 10000 });
    await waitUntil(() => entryOpen(dialogOf(el)!, 'mulligan'), 'Mulligan open', {
      timeout: 10000,
    });
    expect(location.hash).to.equal(hash);
    expect(screen()!.getAttribute('data-waiting')).to.equal('mulligan');
    click(deep(el, '[data-testid="rules-close"]'), 'close');
    await waitUntil(() => dialogOf(el)?.open === false, 'closed');
    // Concede: the end screen says who lost and why.
    click(deep(el, '[data-testid="concede"]'), 'concede');
    await waitUntil(() => deep(el, '[data-testid="concede-confirm"]'), 'confirm');
    click(deep(el, '[data-testid="concede-confirm"]'), 'really concede');
    await waitUntil(() => deep(el, '[data-testid="match-end-headline"]'), 'end', LONG);
    expect(textOf(deep(el, '[data-testid="match-end-headline"]'))).to.equal('You lost');
    expect(textOf(deep(el, '[data-testid="match-end-reason"]'))).to.equal('You conceded.');
    el.remove();
  });

  it('an Authority bot match: the faction choice is awaited in words, and conceding says “You lost: You conceded.”', async () => {
    const el = await app('#/bot?game=authority&level=normal');
    await waitUntil(() => location.hash.startsWith('#/match/'), 'match route', { timeout: 10000 });
    const screen = () => deep(el, '[data-testid="match-screen"]');
    await waitUntil(
      () => screen()?.getAttribute('data-phase') === 'faction-commit',
      'faction',
      LONG,
    );
    expect(textOf(deep(el, '[data-testid="match-players"]'))).to.equal('Ana (you) vs Bot (Normal)');
    expect(textOf(deep(el, '[data-testid="awaiting"]'))).to.equal(
      'Your move: choose your faction (in secret).',
    );
    click(deep(el, '[data-testid="concede"]'), 'concede');
    await waitUntil(() => deep(el, '[data-testid="concede-confirm"]'), 'confirm');
    click(deep(el, '[data-testid="concede-confirm"]'), 'really concede');
    await waitUntil(() => deep(el, '[data-testid="match-end-headline"]'), 'end', LONG);
    expect(textOf(deep(el, '[data-testid="match-end-headline"]'))).to.equal('You lost');
    expect(textOf(deep(el, '[data-testid="match-end-reason"]'))).to.equal('You conceded.');
    el.remove();
  });

  it('a friend match’s lobby edits the name the friend will see, stored as the player’s name', async () => {
    const el = await app('#/');
    await waitUntil(() => deep(el, '[data-testid="home-play-friend"]'), 'home', { timeout: 5000 });
    // Hosting needs a reachable signaling server; the lobby is what this test needs, so the match
    // record is made as hosting makes it.
    const { newHostRecord } = await import('../../src/app/match/setup.ts');
    const { saveRecord, loadRecord } = await import('../../src/app/records.ts');
    const { requireGame } = await import('../../src/games/index.ts');
    const game = requireGame('paragons');
    const record = newHostRecord(game, game.options.parse({}), 'Ana');
    await saveRecord(record);
    history.replaceState(null, '', `#/match/${record.id}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitUntil(() => deep(el, '[data-testid="lobby-name-input"]'), 'lobby', LONG);
    const input = deep(el, '[data-testid="lobby-name-input"]') as HTMLInputElement;
    expect(input.value).to.equal('Ana');
    input.focus();
    input.select();
    await sendKeys({ type: 'Ana B.' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(async () => (await loadSettings()).settings.name === 'Ana B.', 'saved name');
    await waitUntil(async () => (await loadRecord(record.id))?.names.A === 'Ana B.', 'seat name');
    el.remove();
    await saveSettings({ ...defaultSettings(), name: 'Ana' });
  });
});
