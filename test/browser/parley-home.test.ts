import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-home.ts';
import type { HomeGame, ParleyHome } from '../../components/parley-home.ts';

/** Two games as the UI registry would list them: Paragons' own option fields, and a second one. */
const GAMES: HomeGame[] = [
  {
    id: 'paragons',
    title: 'Paragons: Age of Champions',
    fields: [
      {
        key: 'bo',
        label: 'Match length',
        choices: [
          { value: '1', label: 'Best of 1' },
          { value: '3', label: 'Best of 3' },
        ],
        default: '1',
      },
      {
        key: 'mode',
        label: 'Decks',
        choices: [
          { value: 'draft', label: 'Draft' },
          { value: 'preconstructed', label: 'Pre-constructed' },
        ],
        default: 'preconstructed',
      },
    ],
  },
  {
    id: 'other',
    title: 'Another game',
    fields: [
      {
        key: 'players',
        label: 'Players',
        choices: [{ value: '2', label: 'Two' }],
        default: '2',
      },
    ],
  },
];

describe('<parley-home>', () => {
  it('renders the play modes, the format choice and the navigation', async () => {
    const el = await fixture<ParleyHome>(
      html`<parley-home name="Ana" returning .games=${GAMES}></parley-home>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Parley');
    expect(root.textContent).to.contain('Welcome back, Ana.');
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Play a friend',
      'Play the bot',
      'Pass and play',
    ]);
    expect(
      [...root.querySelectorAll('nav[aria-label="More"] button')].map((b) => b.textContent!.trim()),
    ).to.deep.equal(['Verify a match file', 'Match history', 'Settings']);
  });

  it('greets by name only a returning player, never on a first visit', async () => {
    const first = await fixture<ParleyHome>(
      html`<parley-home name="Player" .games=${GAMES}></parley-home>`,
    );
    expect(first.shadowRoot!.textContent).not.to.contain('Welcome back');
    expect(first.shadowRoot!.querySelector('[data-testid="home-greeting"]')).to.equal(null);
    const back = await fixture<ParleyHome>(
      html`<parley-home name="Ana" returning .games=${GAMES}></parley-home>`,
    );
    expect(back.shadowRoot!.querySelector('[data-testid="home-greeting"]')!.textContent).to.equal(
      'Welcome back, Ana.',
    );
  });

  it('links to the rules of every game', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home .games=${GAMES}></parley-home>`);
    const links = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-testid="home-rules"]'),
    ];
    expect(links.map((b) => [b.dataset.game, b.textContent!.trim()])).to.deep.equal(
      GAMES.map((g) => [g.id, `Rules of ${g.title}`]),
    );
    for (const [i, b] of links.entries()) {
      setTimeout(() => b.click());
      expect((await oneEvent(el, 'show-rules')).detail).to.deep.equal({ game: GAMES[i]!.id });
    }
  });

  it('offers "Learn to play" for every game and emits learn with the game', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home .games=${GAMES}></parley-home>`);
    const buttons = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-testid="home-learn"]'),
    ];
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal([
      'Learn Paragons: Age of Champions',
      'Learn Another game',
    ]);
    expect(buttons[0]!.closest('nav')!.getAttribute('aria-label')).to.equal('Learn to play');
    setTimeout(() => buttons[1]!.click());
    const e = await oneEvent(el, 'learn');
    expect(e.detail).to.deep.equal({ game: 'other' });
  });

  it('offers the registered games, each with its own options', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home .games=${GAMES}></parley-home>`);
    const root = el.shadowRoot!;
    const games = [...root.querySelectorAll('[data-group="game"] [role="radio"]')];
    expect(games.map((b) => b.textContent!.trim())).to.deep.equal([
      'Paragons: Age of Champions',
      'Another game',
    ]);
    expect(root.querySelector('[data-group="bo"]')).to.not.equal(null);
    root.querySelector<HTMLButtonElement>('[data-group="game"] [data-value="other"]')!.click();
    await el.updateComplete;
    expect(root.querySelector('[data-group="bo"]')).to.equal(null);
    setTimeout(() => root.querySelector<HTMLButtonElement>('.pass')!.click());
    expect((await oneEvent(el, 'pass-and-play')).detail).to.deep.equal({
      game: 'other',
      options: { players: '2' },
    });
  });

  it('emits create-match, play-bot and pass-and-play with the chosen format', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home .games=${GAMES}></parley-home>`);
    const root = el.shadowRoot!;
    root.querySelector<HTMLButtonElement>('[data-group="bo"] [data-value="3"]')!.click();
    root.querySelector<HTMLButtonElement>('[data-group="mode"] [data-value="draft"]')!.click();
    await el.updateComplete;
    const chosen = { game: 'paragons', options: { bo: '3', mode: 'draft' } };
    setTimeout(() => root.querySelector<HTMLButtonElement>('.friend')!.click());
    expect((await oneEvent(el, 'create-match')).detail).to.deep.equal(chosen);
    const select = root.querySelector<HTMLSelectElement>('#level')!;
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    setTimeout(() => root.querySelector<HTMLButtonElement>('.bot')!.click());
    expect((await oneEvent(el, 'play-bot')).detail).to.deep.equal({ ...chosen, level: 'hard' });
    setTimeout(() => root.querySelector<HTMLButtonElement>('.pass')!.click());
    expect((await oneEvent(el, 'pass-and-play')).detail).to.deep.equal(chosen);
    setTimeout(() => root.querySelector<HTMLButtonElement>('[data-to="history"]')!.click());
    expect((await oneEvent(el, 'navigate')).detail).to.deep.equal({ to: 'history' });
  });

  it('keyboard: arrow keys select in the format radio groups; Enter activates', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home .games=${GAMES}></parley-home>`);
    const root = el.shadowRoot!;
    const one = root.querySelector<HTMLButtonElement>('[data-group="bo"] [data-value="1"]')!;
    expect(one.getAttribute('aria-checked')).to.equal('true');
    one.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.format?.options.bo).to.equal('3');
    const three = root.querySelector('[data-group="bo"] [data-value="3"]')!;
    expect(three.getAttribute('aria-checked')).to.equal('true');
    expect(root.activeElement).to.equal(three);
    root.querySelector<HTMLButtonElement>('[data-to="settings"]')!.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'navigate')).detail.to).to.equal('settings');
  });
});
