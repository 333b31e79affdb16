/**
 * `<trials-board>` on real engine positions (docs/ui.md, "Trials"): every kind of decision the
 * engine offers is made with the board's own controls, by clicks and by keys, and sends exactly
 * one of the seat's legal actions, unchanged (the same object); what is offered at each step is
 * what the legal actions hold; the selector contract holds.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { Action } from '../../../src/games/trials/types.ts';
import { waiting } from '../../../src/games/trials/waiting.ts';
import {
  $,
  CARDS,
  untilDecides,
  actions,
  board,
  click,
  clickInPlay,
  inPlay,
  legalOf,
  matchFor,
  play,
  position,
  settle,
  targets,
} from './board-kit.ts';

/** The one action sent, checked to be one of `legal` as given. */
function sentOne(sent: unknown[], legal: readonly unknown[]): Action {
  expect(sent.length).to.equal(1);
  expect(legal.includes(sent[0])).to.equal(true);
  return sent[0] as Action;
}

const bolt = () => position(CARDS, { players: { A: { hand: ['t-bolt'] } } });

describe('<trials-board>', () => {
  it('plays a card: the card, then its Avatar, then its target, then Confirm', async () => {
    const p = bolt();
    const el = await board(p, 'A');
    const sent = actions(el);
    expect(el.getAttribute('data-testid')).to.equal('trials-board');
    const card = $(el, '[data-testid="trials-hand"] [data-hand="A:h1"]');
    expect(card.dataset['card']).to.equal('t-bolt');
    expect(targets(el)).to.deep.equal([]);
    await click(el, '[data-hand="A:h1"]');
    expect(targets(el)).to.deep.equal(['A:av0', 'A:av1']);
    expect($(el, '[data-testid="trials-prompt"]').textContent).to.contain('onto');
    await clickInPlay(el, 'A:av1');
    expect(targets(el)).to.deep.equal(['B:av0', 'B:av1']);
    expect(el.shadowRoot!.querySelector('[data-action="confirm"]')).to.equal(null);
    await clickInPlay(el, 'B:av1');
    const confirm = $(el, '[data-action="confirm"]');
    expect(confirm.getAttribute('aria-label')).to.contain('Play t-bolt on t-avatar → t-avatar');
    await click(el, '[data-action="confirm"]');
    const a = sentOne(sent, el.legal);
    expect(a).to.deep.equal({
      type: 'play',
      player: 'A',
      h: 'A:h1',
      id: 't-bolt',
      avatar: 'A:av1',
      targets: ['B:av1'],
    });
  });

  it('cancels back to the start, and offers nothing the legal actions do not hold', async () => {
    const el = await board(bolt(), 'A');
    const sent = actions(el);
    await click(el, '[data-hand="A:h1"]');
    // A card in play that is no step now does nothing.
    await clickInPlay(el, 'B:av0');
    expect(targets(el)).to.deep.equal(['A:av0', 'A:av1']);
    await click(el, '[data-action="cancel"]');
    expect(targets(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[data-action="cancel"]')).to.equal(null);
    // With no legal actions (not its move) nothing is offered at all.
    el.legal = [];
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-testid="trials-prompt"] .options')).to.equal(null);
    await click(el, '[data-hand="A:h1"]');
    expect(targets(el)).to.deep.equal([]);
    expect(sent).to.deep.equal([]);
  });

  it('plays a card by keys alone, with the focus following each step', async () => {
    const el = await board(bolt(), 'A');
    const sent = actions(el);
    $(el, '[data-hand="A:h1"]').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-choice')).to.equal('A:av0');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-choice')).to.equal('B:av0');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-action')).to.equal('confirm');
    await sendKeys({ press: 'Enter' });
    expect(sentOne(sent, el.legal)).to.deep.include({ avatar: 'A:av0', targets: ['B:av0'] });
  });

  it('chooses the One-Handed card to detach when the hands are full', async () => {
    const p = position(CARDS, {
      players: {
        A: {
          hand: ['t-one-c'],
          avatars: [{ card: 't-avatar', attachments: ['t-one-a', 't-one-b'] }, 't-avatar'],
        },
      },
    });
    const el = await board(p, 'A');
    const sent = actions(el);
    expect(inPlay(el, 'A:a1')).not.to.equal(null);
    await click(el, '[data-hand="A:h1"]');
    await clickInPlay(el, 'A:av0');
    expect(targets(el)).to.deep.equal(['A:a1', 'A:a2']);
    expect($(el, '[data-testid="trials-prompt"]').textContent).to.contain('detach');
    await clickInPlay(el, 'A:a2');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.include({ avatar: 'A:av0', detach: 'A:a2' });
  });

  it('activates an effect: its card, the effect, the card to discard, the target', async () => {
    const p = position(CARDS, {
      players: {
        A: {
          hand: ['t-junk', 't-one-a'],
          avatars: [{ card: 't-avatar', attachments: ['t-bomb'] }, 't-avatar'],
        },
      },
    });
    const el = await board(p, 'A');
    const sent = actions(el);
    await clickInPlay(el, 'A:a1');
    const effect = $(el, '[data-effect="0"]');
    expect(effect.textContent).to.contain('discard 1 card');
    await click(el, '[data-effect="0"]');
    expect($(el, '[data-hand="A:h2"]').classList.contains('offered')).to.equal(true);
    await click(el, '[data-hand="A:h2"]');
    expect($(el, '[data-hand="A:h2"]').getAttribute('aria-pressed')).to.equal('true');
    expect(targets(el)).to.deep.equal(['B:av0', 'B:av1']);
    await clickInPlay(el, 'B:av0');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({
      type: 'activate',
      player: 'A',
      source: 'A:a1',
      index: 0,
      targets: ['B:av0'],
      discard: [{ h: 'A:h2', id: 't-one-a' }],
    });
  });

  it('attacks with a Split attacker: Attack, Confirm, then one click names each point', async () => {
    const p = position(CARDS, {
      players: {
        A: { avatars: ['t-splitter', 't-avatar'] },
        B: { avatars: [{ card: 't-avatar', attachments: ['t-junk'] }, 't-avatar'] },
      },
    });
    const el = await board(p, 'A');
    const sent = actions(el);
    await clickInPlay(el, 'A:av0');
    expect(el.shadowRoot!.querySelector('[data-action="channel"]')).not.to.equal(null);
    await click(el, '[data-action="attack"]');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({
      type: 'attack',
      player: 'A',
      attacker: 'A:av0',
      targets: [],
    });
    // The split window (D36): point 1 of 3, then 2, then 3, each named by one click on the board
    // (the second by the prompt's answer, the third by Enter on the card), with no Confirm.
    let q = play(p, 'A', (a) => a.type === 'attack' && a.attacker === 'A:av0');
    const how = ['click', 'answer', 'enter'] as const;
    for (const [k, target] of (['B:av1', 'B:av0', 'B:av1'] as const).entries()) {
      expect(waiting(q.g)).to.deep.equal({ kind: 'act', seat: 'A', window: 'split' });
      const el2 = await board(q, 'A');
      const sent2 = actions(el2);
      const prompt = $(el2, '[data-testid="trials-prompt"]');
      expect(prompt.getAttribute('data-prompt')).to.equal('split');
      const heading = $(el2, '#prompt-h parley-term-text') as unknown as { text: string };
      expect(heading.text).to.contain(`Your move: name the target of point ${k + 1} of 3`);
      expect($(el2, '[data-testid="trials-prompt"] .question').textContent).to.contain(
        `to name point ${k + 1} of 3 of t-splitter’s attack. Each click names one point at once and cannot be taken back.`,
      );
      expect(targets(el2)).to.deep.equal(['B:av0', 'B:a1', 'B:av1']);
      expect($(el2, `[data-choice="${target}"]`).getAttribute('aria-label')).to.contain(
        `Deal point ${k + 1} of 3 of t-splitter’s attack to`,
      );
      if (how[k] === 'click') await clickInPlay(el2, target);
      else if (how[k] === 'answer') await click(el2, `[data-choice="${target}"]`);
      else {
        inPlay(el2, target)!.querySelector<HTMLButtonElement>('button')!.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el2);
      }
      expect(sentOne(sent2, el2.legal)).to.deep.equal({ type: 'split', player: 'A', target });
      expect(el2.shadowRoot!.querySelector('[data-action="confirm"]')).to.equal(null);
      expect(el2.shadowRoot!.querySelector('[data-action="cancel"]')).to.equal(null);
      q = play(q, 'A', (a) => a.type === 'split' && a.target === target);
    }
    expect(waiting(q.g)).to.deep.equal({ kind: 'act', seat: 'B', window: 'priority' });
    expect(q.g.stack[0]).to.deep.include({ kind: 'attack', targets: ['B:av1', 'B:av0', 'B:av1'] });
  });

  it('channels from the Channel button (the Avatar chosen by keys) and passes at once', async () => {
    const el = await board(bolt(), 'A');
    const sent = actions(el);
    await click(el, '[data-action="channel"]');
    expect(targets(el)).to.deep.equal(['A:av0', 'A:av1']);
    inPlay(el, 'A:av1')!.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({
      type: 'channel',
      player: 'A',
      avatar: 'A:av1',
    });
    const el2 = await board(bolt(), 'A');
    const sent2 = actions(el2);
    const pass = $(el2, '[data-action="pass"]');
    expect(pass.getAttribute('aria-label')).to.equal('Pass');
    await click(el2, '[data-action="pass"]');
    expect(sentOne(sent2, el2.legal)).to.deep.equal({ type: 'pass', player: 'A' });
  });

  it('ignites at a target', async () => {
    const p = position(CARDS, {
      round: 2,
      players: { A: { discard: ['t-ember', 't-junk'] } },
    });
    const el = await board(p, 'A');
    const sent = actions(el);
    await click(el, '[data-action="ignite"]');
    expect(targets(el)).to.include('B:av1');
    await clickInPlay(el, 'B:av1');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({
      type: 'ignite',
      player: 'A',
      target: 'B:av1',
    });
  });

  it('in a priority window: responds with an Instant, or does not respond', async () => {
    const p = play(
      position(CARDS, { players: { A: { hand: ['t-bolt'] }, B: { hand: ['t-guard'] } } }),
      'A',
      (a) => a.type === 'play',
    );
    const el = await board(p, 'B');
    const sent = actions(el);
    expect($(el, '[data-testid="trials-prompt"]').dataset['prompt']).to.equal('priority');
    const stack = $(el, '[data-testid="trials-stack"]');
    await (stack as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(stack.shadowRoot!.textContent).to.contain('t-bolt');
    expect(el.shadowRoot!.querySelector('[data-action="pass"]')).to.equal(null);
    await click(el, '[data-hand="B:h1"]');
    await clickInPlay(el, 'B:av0');
    expect(targets(el)).to.deep.equal(['B:av0', 'B:av1']);
    await clickInPlay(el, 'B:av1');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.include({
      type: 'play',
      h: 'B:h1',
      targets: ['B:av1'],
    });
    const el2 = await board(p, 'B');
    const sent2 = actions(el2);
    await click(el2, '[data-action="decline"]');
    expect(sentOne(sent2, el2.legal)).to.deep.equal({ type: 'decline', player: 'B' });
  });

  it('a "you may" trigger: used with its target, or not used', async () => {
    const p = untilDecides(
      play(
        position(CARDS, {
          players: {
            A: { discard: ['t-katana'] },
            B: { avatars: [{ card: 't-avatar', damage: 8 }, 't-avatar'] },
          },
        }),
        'A',
        (a) => a.type === 'attack' && a.attacker === 'A:av0' && a.targets[0] === 'B:av0',
      ),
      'A',
    );
    expect(waiting(p.g)).to.deep.include({ window: 'trigger' });
    const el = await board(p, 'A');
    const sent = actions(el);
    await click(el, '[data-action="trigger-use"]');
    expect(targets(el)).to.deep.equal(['A:av0', 'A:av1']);
    await clickInPlay(el, 'A:av1');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.include({
      type: 'trigger',
      use: true,
      targets: ['A:av1'],
    });
    const el2 = await board(p, 'A');
    const sent2 = actions(el2);
    await click(el2, '[data-action="trigger-skip"]');
    expect(sentOne(sent2, el2.legal)).to.deep.equal({ type: 'trigger', player: 'A', use: false });
  });

  it('scouts the top or the bottom card, by a click or by keys', async () => {
    const start = position(CARDS, {
      players: { A: { hand: ['t-scout'], deck: ['t-junk', 't-one-a', 't-one-b'] } },
    });
    const p = untilDecides(
      play(start, 'A', (a) => a.type === 'play'),
      'A',
    );
    expect(waiting(p.g)).to.deep.include({ window: 'scout' });
    const el = await board(p, 'A');
    const sent = actions(el);
    await click(el, '[data-action="scout-bottom"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({ type: 'scout', player: 'A', from: 'bottom' });
    const el2 = await board(p, 'A');
    const sent2 = actions(el2);
    $(el2, '[data-action="scout-top"]').focus();
    await sendKeys({ press: 'Enter' });
    expect(sentOne(sent2, el2.legal)).to.deep.equal({ type: 'scout', player: 'A', from: 'top' });
  });

  it('discards the cards asked for, in any order, picking one off again', async () => {
    const p = untilDecides(
      play(
        position(CARDS, {
          players: { A: { hand: ['t-mindrot'] }, B: { hand: ['t-junk', 't-one-a', 't-one-b'] } },
        }),
        'A',
        (a) => a.type === 'play',
      ),
      'B',
    );
    expect(waiting(p.g)).to.deep.include({ window: 'discard' });
    const el = await board(p, 'B');
    const sent = actions(el);
    expect($(el, '[data-testid="trials-prompt"] .question').textContent).to.contain(
      'Choose the cards to discard',
    );
    await click(el, '[data-hand="B:h3"]');
    expect($(el, '[data-testid="trials-prompt"] .question').textContent).to.contain(
      'Choose 1 more card to discard',
    );
    await click(el, '[data-hand="B:h2"]');
    await click(el, '[data-hand="B:h2"]');
    expect($(el, '[data-hand="B:h2"]').getAttribute('aria-pressed')).to.equal('false');
    expect(el.shadowRoot!.querySelector('[data-action="confirm"]')).to.equal(null);
    // By keys: the focus stays in the hand while the cards are picked.
    $(el, '[data-hand="B:h1"]').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-hand')).to.equal('B:h1');
    await click(el, '[data-action="confirm"]');
    expect(sentOne(sent, el.legal)).to.deep.equal({
      type: 'discard',
      player: 'B',
      cards: [
        { h: 'B:h1', id: 't-junk' },
        { h: 'B:h3', id: 't-one-b' },
      ],
    });
  });

  it('in the split window, sends nothing while busy: a second click waits for the next point', async () => {
    const p = position(CARDS, {
      players: {
        A: { avatars: ['t-splitter', 't-avatar'] },
        B: { avatars: ['t-avatar', 't-avatar'] },
      },
    });
    const q = play(p, 'A', (a) => a.type === 'attack' && a.attacker === 'A:av0');
    expect(waiting(q.g)).to.deep.equal({ kind: 'act', seat: 'A', window: 'split' });
    const el = await board(q, 'A');
    const sent = actions(el);
    // The table sets busy while the first point's move is sent, as it does for a button.
    el.addEventListener('game-action', () => (el.busy = true));
    await clickInPlay(el, 'B:av0');
    expect(sentOne(sent, el.legal)).to.deep.equal({ type: 'split', player: 'A', target: 'B:av0' });
    await clickInPlay(el, 'B:av0');
    await clickInPlay(el, 'B:av1');
    $(el, '[data-choice="B:av1"]').click();
    await settle(el);
    expect(sent.length).to.equal(1);
    expect(el.shadowRoot!.querySelector('[data-action="confirm"]')).to.equal(null);
  });

  it('brings the prompt back into view for each next point of a split, named far from it', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const p = position(CARDS, {
        players: {
          A: { avatars: ['t-splitter', 't-avatar'] },
          B: { avatars: ['t-avatar', 't-avatar'] },
        },
      });
      const q = play(p, 'A', (a) => a.type === 'attack' && a.attacker === 'A:av0');
      const el = await board(q, 'A');
      const prompt = () => $(el, '[data-testid="trials-prompt"]').getBoundingClientRect();
      // The player scrolls away from the prompt and names point 1 on a card there.
      document.body.style.paddingBottom = '3000px';
      window.scrollTo(0, document.documentElement.scrollHeight);
      await settle(el);
      expect(prompt().bottom).to.be.lessThan(0);
      await clickInPlay(el, 'B:av0');
      // Point 2 of the same window: a new position, so its prompt is brought into view.
      const q2 = play(q, 'A', (a) => a.type === 'split' && a.target === 'B:av0');
      expect(waiting(q2.g)).to.deep.equal({ kind: 'act', seat: 'A', window: 'split' });
      el.state = matchFor(q2, 'A');
      el.legal = legalOf(q2, 'A');
      await settle(el);
      expect(prompt().top).to.be.at.least(-1);
      expect(prompt().bottom).to.be.at.most(window.innerHeight + 1);
    } finally {
      document.body.style.paddingBottom = '';
      window.scrollTo(0, 0);
    }
  });

  it('sends nothing while busy', async () => {
    const el = await board(bolt(), 'A');
    const sent = actions(el);
    el.busy = true;
    await settle(el);
    $(el, '[data-action="pass"]').click();
    await settle(el);
    expect(sent).to.deep.equal([]);
    expect(legalOf(bolt(), 'A').length).to.be.greaterThan(0);
  });
});
