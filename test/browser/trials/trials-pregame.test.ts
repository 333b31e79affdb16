/**
 * `<trials-pregame>` and `<trials-deck-choice>` (components/trials/trials-pregame.ts,
 * trials-deck-choice.ts; docs/ui.md, "Trials of the Chosen"; docs/rules/trials.md D2–D6) on real
 * match states: the deck choice (a pre-constructed deck, a saved deck, a new one built in the
 * editor), the deck intent emitted only for a legal deck in the seat's own window, saved decks
 * round-tripping through `deck-save` and `decks`, the wait with the seat's own deck, the Avatar
 * reveal, the initiative preference and rock-paper-scissors with the outcome in words; keyboard
 * use; and 390 px with no sideways scroll.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../components/trials/trials-pregame.ts';
import type { TrialsPregame } from '../../../components/trials/trials-pregame.ts';
import type { TrialsDeckChoice } from '../../../components/trials/trials-deck-choice.ts';
import type { TrialsDeckOrder } from '../../../components/trials/trials-deck-order.ts';
import { PRECON_DECKS } from '../../../src/games/trials/cards/index.ts';
import { ask, newMatch, seatProps, type Played } from './pregame-match.ts';

const NAMES = { A: 'Ada', B: 'Bea' };
const CINDER = PRECON_DECKS[0]!;
const OATH = PRECON_DECKS[1]!;
const deckOf = (p: (typeof PRECON_DECKS)[number]) =>
  ({ intent: 'deck', avatars: [...p.avatars], order: [...p.order] }) as const;

async function pregame(
  p: Played,
  seat: 'A' | 'B',
  extra: Partial<TrialsPregame> = {},
): Promise<TrialsPregame> {
  const el = await fixture<TrialsPregame>(
    html`<trials-pregame
      reduced-motion
      .seat=${seat}
      .seats=${['A', 'B']}
      .names=${NAMES}
    ></trials-pregame>`,
  );
  Object.assign(el, seatProps(p, seat), extra);
  await el.updateComplete;
  return el;
}

/** The deck choice inside the pregame element. */
async function choice(el: TrialsPregame): Promise<TrialsDeckChoice> {
  const c = el.shadowRoot!.querySelector('trials-deck-choice');
  expect(c, 'deck choice').to.not.equal(null);
  await c!.updateComplete;
  return c!;
}

const $ = (root: Element, sel: string) => root.shadowRoot!.querySelector<HTMLElement>(sel);
const $$ = (root: Element, sel: string) => [...root.shadowRoot!.querySelectorAll<HTMLElement>(sel)];

async function click(root: Element & { updateComplete: Promise<unknown> }, sel: string) {
  const b = $(root, sel);
  expect(b, sel).to.not.equal(null);
  b!.click();
  await root.updateComplete;
}

/** Every `game-action` the element emits. */
function actions(el: HTMLElement): unknown[] {
  const out: unknown[] = [];
  el.addEventListener('game-action', (e) => out.push(e.detail.action));
  return out;
}

/** Takes the offer `key` (`precon:<id>` or `saved:<name>`) to the review. */
async function take(c: TrialsDeckChoice, key: string): Promise<void> {
  await click(c, `li[data-deck="${key}"] [data-testid="deck-take"]`);
  expect(c.shown).to.equal('review');
}

describe('<trials-pregame>', () => {
  it('offers the pre-constructed decks and commits one only in the seat’s window', async () => {
    const el = await pregame(newMatch(), 'A');
    const got = actions(el);
    expect($(el, '[data-testid="pregame-hint"]')!.textContent).to.contain('Your move');
    const c = await choice(el);
    const offers = $$(c, 'li[data-deck]').map((li) => li.dataset['deck']);
    expect(offers).to.deep.equal(PRECON_DECKS.map((p) => `precon:${p.id}`));
    expect($(c, '[data-testid="no-saved"]')).to.not.equal(null);
    await take(c, `precon:${CINDER.id}`);
    const rows = $$(c, '[data-testid="review-order"] li').map((li) => li.dataset['card']);
    expect(rows).to.deep.equal([...CINDER.order]);
    expect($$(c, '[data-testid="review-order"] li.hand')).to.have.length(5);
    expect($(c, '[data-testid="deck-legal"]')).to.not.equal(null);
    expect($(c, '[data-testid="deck-commit"]')!.getAttribute('aria-disabled')).to.equal('false');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([deckOf(CINDER)]);
  });

  it('lets the second seat choose while the first commits, and commit only once it has', async () => {
    const el = await pregame(newMatch(), 'B');
    const got = actions(el);
    expect($(el, '[data-testid="pregame-hint"]')!.textContent).to.contain(
      'you commit it once Ada has',
    );
    const c = await choice(el);
    await take(c, `precon:${OATH.id}`);
    const commit = $(c, '[data-testid="deck-commit"]')!;
    expect(commit.getAttribute('aria-disabled')).to.equal('true');
    expect($(c, '[data-testid="commit-why"]')!.textContent).to.contain('once Ada has');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([]);
    // Ada commits: the same screen now commits Bea's deck
    Object.assign(el, seatProps(ask(newMatch(), 'A', deckOf(CINDER)), 'B'));
    await el.updateComplete;
    await c.updateComplete;
    expect(c.shown).to.equal('review');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([deckOf(OATH)]);
  });

  it('round-trips a saved deck (Avatars first, then the order) and deletes it', async () => {
    const el = await pregame(newMatch(), 'A');
    const saves: { name: string; cards: readonly string[] }[] = [];
    const deletes: string[] = [];
    el.addEventListener('deck-save', (e) => saves.push(e.detail));
    el.addEventListener('deck-delete', (e) => deletes.push(e.detail.name));
    const got = actions(el);
    const c = await choice(el);
    await take(c, `precon:${CINDER.id}`);
    const input = $(c, '[data-testid="deck-save-name"]') as HTMLInputElement;
    input.value = '  Fire first ';
    input.dispatchEvent(new Event('input'));
    await click(c, '[data-testid="deck-save"]');
    expect(saves).to.deep.equal([
      { name: 'Fire first', cards: [...CINDER.avatars, ...CINDER.order] },
    ]);
    el.decks = { [saves[0]!.name]: saves[0]!.cards };
    await el.updateComplete;
    await click(c, '[data-testid="deck-back"]');
    const saved = $(c, 'li[data-deck="saved:Fire first"]')!;
    expect(saved.textContent).to.contain('Kaelen');
    expect(saved.querySelector('[data-testid="deck-problems"]')).to.equal(null);
    await take(c, 'saved:Fire first');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([deckOf(CINDER)]);
    await click(c, '[data-testid="deck-back"]');
    await click(c, 'li[data-deck="saved:Fire first"] [data-testid="deck-delete"]');
    expect(deletes).to.deep.equal(['Fire first']);
  });

  it('shows why a saved deck is not legal, in words, and never commits it', async () => {
    const broken = [CINDER.avatars[0], CINDER.avatars[0], ...CINDER.order.slice(0, 19)];
    const el = await pregame(newMatch(), 'A', { decks: { Broken: broken } });
    const got = actions(el);
    const c = await choice(el);
    const problems = $(c, 'li[data-deck="saved:Broken"] [data-testid="deck-problems"]')!;
    const codes = [...problems.querySelectorAll('li')].map((li) => li.dataset['code']);
    expect(codes).to.include('same-avatar');
    expect(codes).to.include('card-count');
    expect(problems.textContent).to.contain('The two Avatars must be different cards.');
    await take(c, 'saved:Broken');
    expect($(c, '[data-testid="deck-legal"]')).to.equal(null);
    expect($(c, '[data-testid="deck-commit"]')!.getAttribute('aria-disabled')).to.equal('true');
    expect($(c, '[data-testid="commit-why"]')!.textContent).to.contain('not legal');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([]);
  });

  it('builds a new deck: 2 different Avatars, then 20 cards in order in the editor', async () => {
    const el = await pregame(newMatch(), 'A');
    const got = actions(el);
    const c = await choice(el);
    await click(c, '[data-testid="deck-build"]');
    expect(c.shown).to.equal('edit');
    const editor = c.shadowRoot!.querySelector<TrialsDeckOrder>('trials-deck-order')!;
    await editor.updateComplete;
    for (const id of OATH.avatars) await click(editor, `button[data-avatar="${id}"]`);
    // the order chosen: the pre-constructed list upside down
    const order = [...OATH.order].reverse();
    for (const id of order) await click(editor, `.pool button[data-card="${id}"]`);
    await click(editor, '[data-testid="deck-ready"]');
    await c.updateComplete;
    expect(c.shown).to.equal('review');
    await click(c, '[data-testid="deck-commit"]');
    expect(got).to.deep.equal([{ intent: 'deck', avatars: [...OATH.avatars], order }]);
  });

  it('waits for the opponent’s deck showing the seat’s own deck, which only it knows', async () => {
    const p = ask(newMatch(), 'A', deckOf(CINDER));
    const el = await pregame(p, 'A');
    expect($(el, 'trials-deck-choice')).to.equal(null);
    expect($(el, '[data-testid="pregame-hint"]')!.textContent).to.contain('Bea is choosing');
    const notes = $(el, '[data-testid="pregame-notes"]')!;
    expect(notes.textContent).to.contain('Ysolde');
    expect(notes.querySelectorAll('li')).to.have.length(20);
    expect(notes.querySelectorAll('li.hand')).to.have.length(5);
    const progress = $$(el, '[data-testid="seat-progress"]').map((li) => li.textContent!.trim());
    expect(progress[0]).to.contain('deck committed');
    expect(progress[1]).to.contain('choosing a deck');
    // Bea's screen names nothing of Ada's deck
    const bea = await pregame(p, 'B');
    expect(bea.shadowRoot!.textContent).not.to.contain('Emberbrand');
    expect($(bea, '[data-testid="pregame-notes"]')).to.equal(null);
  });

  it('reveals both Avatars, asks the preference, and settles a clash by rock-paper-scissors', async () => {
    let p = ask(ask(newMatch(), 'A', deckOf(CINDER)), 'B', deckOf(OATH));
    expect(p.state.phase).to.equal('initiative-commit');
    const el = await pregame(p, 'A');
    const got = actions(el);
    const shown = $$(el, '[data-testid="avatar-reveal"] trials-card').map(
      (x) => x.dataset['avatar'],
    );
    expect(shown).to.deep.equal([...CINDER.avatars, ...OATH.avatars]);
    const prefs = $$(el, '[data-testid="initiative-choose"]').map((b) => b.dataset['choice']);
    expect(prefs).to.deep.equal(['first', 'second']);
    await click(el, '[data-testid="initiative-choose"][data-choice="first"]');
    expect(got).to.deep.equal([{ intent: 'initiative', choice: 'first' }]);
    p = ask(p, 'A', { intent: 'initiative', choice: 'first' });
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    expect($$(el, '[data-testid="initiative-choose"]')).to.have.length(0);
    expect($(el, '[data-testid="own-choice"]')!.textContent).to.contain('take the first turn');
    // Bea asks for the same: rock, paper, scissors
    p = ask(p, 'B', { intent: 'initiative', choice: 'first' });
    expect(p.state.phase).to.equal('rps-commit');
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    expect($(el, '[data-testid="pregame-outcome"]')!.textContent).to.contain(
      'asked for the same initiative',
    );
    await click(el, '[data-testid="rps-choose"][data-throw="rock"]');
    expect(got.at(-1)).to.deep.equal({ intent: 'rps', choice: 'rock' });
    p = ask(ask(p, 'A', { intent: 'rps', choice: 'rock' }), 'B', { intent: 'rps', choice: 'rock' });
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    expect($(el, '[data-testid="pregame-outcome"]')!.textContent).to.contain('a tie, throw again');
    expect($(el, '#rps-h')!.textContent).to.contain('round 2');
    p = ask(p, 'A', { intent: 'rps', choice: 'paper' });
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    expect($(el, '[data-testid="own-choice"]')!.textContent).to.contain('Paper');
    p = ask(p, 'B', { intent: 'rps', choice: 'rock' });
    expect(p.state.phase).to.equal('game');
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    expect($(el, '[data-testid="pregame-outcome"]')!.textContent).to.contain(
      'You hold initiative in round 1. You take the first turn.',
    );
    const log = $(el, '[data-testid="pregame-log"]')!.textContent!;
    expect(log).to.contain('You won rock, paper, scissors (round 2).');
    const bea = await pregame(p, 'B');
    expect($(bea, '[data-testid="pregame-outcome"]')!.textContent).to.contain(
      'Ada takes the first turn.',
    );
  });

  it('is used with the keyboard alone: a deck, the preference, a throw', async () => {
    const el = await pregame(newMatch(), 'A');
    const got = actions(el);
    const c = await choice(el);
    $(c, `li[data-deck="precon:${CINDER.id}"] [data-testid="deck-take"]`)!.focus();
    await sendKeys({ press: 'Enter' });
    await c.updateComplete;
    expect(c.shown).to.equal('review');
    // the review takes the focus on its heading; the next tab stop is Commit
    expect(c.shadowRoot!.activeElement?.id).to.equal('review-h');
    await sendKeys({ press: 'Tab' });
    expect(c.shadowRoot!.activeElement?.getAttribute('data-testid')).to.equal('deck-commit');
    await sendKeys({ press: 'Space' });
    expect(got).to.deep.equal([deckOf(CINDER)]);
    let p = ask(ask(newMatch(), 'A', deckOf(CINDER)), 'B', deckOf(OATH));
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    $(el, '[data-testid="initiative-choose"]')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(got.at(-1)).to.deep.equal({ intent: 'initiative', choice: 'second' });
    p = ask(ask(p, 'A', { intent: 'initiative', choice: 'second' }), 'B', {
      intent: 'initiative',
      choice: 'second',
    });
    Object.assign(el, seatProps(p, 'A'));
    await el.updateComplete;
    $(el, '[data-testid="rps-choose"]')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(got.at(-1)).to.deep.equal({ intent: 'rps', choice: 'scissors' });
  });

  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`fits ${w}×${h} with no sideways scroll on every screen`, async () => {
      await setViewport({ width: w, height: h });
      const fits = (what: string) =>
        expect(document.documentElement.scrollWidth, what).to.be.at.most(w);
      const el = await pregame(newMatch(), 'A', { decks: { Mine: [...OATH.avatars] } });
      const c = await choice(el);
      fits('the decks');
      await take(c, `precon:${CINDER.id}`);
      fits('the review');
      await click(c, '[data-testid="deck-edit"]');
      await c.shadowRoot!.querySelector<TrialsDeckOrder>('trials-deck-order')!.updateComplete;
      fits('the editor');
      let p = ask(newMatch(), 'A', deckOf(CINDER));
      Object.assign(el, seatProps(p, 'A'));
      await el.updateComplete;
      fits('the wait');
      p = ask(p, 'B', deckOf(OATH));
      Object.assign(el, seatProps(p, 'A'));
      await el.updateComplete;
      fits('the reveal and the preference');
      p = ask(ask(p, 'A', { intent: 'initiative', choice: 'first' }), 'B', {
        intent: 'initiative',
        choice: 'first',
      });
      Object.assign(el, seatProps(p, 'A'));
      await el.updateComplete;
      fits('rock, paper, scissors');
    });
  }
});
