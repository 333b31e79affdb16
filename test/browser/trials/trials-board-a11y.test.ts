/**
 * `<trials-board>`: what it must never show and how it must read (docs/ui.md, "Trials" and
 * "Accessibility"; docs/rules/trials.md D52): the opponent's hand and deck are never shown (no
 * card id of theirs anywhere in the board's shadow DOM text or attributes, while the same board
 * from their seat does show them), the seat's own deck is shown in its order on demand, the board
 * mid-choice and the final board have no axe violation at 1280×800 and 390×844, and at 390px
 * nothing is wider than the screen. The board's card text links glossary terms.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { ParleyCardDetail } from '../../../components/parley-card-detail.ts';
import {
  $,
  CARDS,
  allText,
  board,
  click,
  play,
  position,
  settle,
  targets,
  untilOver,
} from './board-kit.ts';
import { finishAnimations, violationsAtRest as violations } from '../axe.ts';

/** A position with real cards: both sides with attachments, a hand, a deck and piles. */
const REAL = () =>
  position(CARDS, {
    round: 5,
    players: {
      A: {
        avatars: [
          { card: 'tr-ysolde-cinder-scholar', attachments: ['tr-kindled-dirk'] },
          { card: 'tr-kaelen-ashmarch', exhausted: true, shield: true },
        ],
        hand: ['tr-spark-volley', 'tr-emberbrand', 'tr-ashen-mantle', 'tr-searing-retort'],
        deck: ['tr-scorchwhip', 'tr-kiln-plate', 'tr-creeping-blaze'],
        discard: ['tr-salamander-scale'],
      },
      B: {
        avatars: [
          { card: 'tr-orsolya-of-the-bright-wall', damage: 3, attachments: ['tr-heater-shield'] },
          { card: 'tr-tamsin-gallowglass', fallen: true },
        ],
        hand: ['t-secret-hand', 't-secret-hand'],
        deck: ['t-secret-deck', 't-secret-deck'],
        exile: ['tr-second-wind'],
      },
    },
  });

describe('<trials-board> hidden cards, reading and layout', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it("never shows the opponent's hand or deck; its own deck in order on demand", async () => {
    const p = REAL();
    const a = await board(p, 'A');
    await click(a, '[data-testid="trials-deck-view"]');
    expect($(a, '[data-testid="trials-deck-view"]').getAttribute('aria-expanded')).to.equal('true');
    const text = allText(a);
    expect(text).not.to.contain('t-secret');
    const order = [
      ...a.shadowRoot!.querySelectorAll<HTMLElement>('[data-testid="trials-deck-list"] li'),
    ];
    expect(order.map((x) => x.dataset['card'])).to.deep.equal([
      'tr-scorchwhip',
      'tr-kiln-plate',
      'tr-creeping-blaze',
    ]);
    expect($(a, '[data-player-panel][data-seat="B"] [data-count="hand"]').textContent).to.contain(
      '2',
    );
    expect($(a, '[data-player-panel][data-seat="B"] [data-count="deck"]').textContent).to.contain(
      '2',
    );
    // Only the seat's own deck has a view.
    expect(a.shadowRoot!.querySelectorAll('[data-testid="trials-deck-view"]').length).to.equal(1);
    // The same board from B's seat does show B's hand (so the check above can fail).
    const b = await board(p, 'B');
    await click(b, '[data-testid="trials-deck-view"]');
    expect(allText(b)).to.contain('t-secret-hand');
    expect(allText(b)).to.contain('t-secret-deck');
    expect(allText(b)).not.to.contain('tr-scorchwhip');
  });

  it('links glossary terms in the chosen card and the prompt', async () => {
    const el = await board(REAL(), 'A');
    await click(el, '[data-hand="A:h2"]');
    const chosen = $(el, '[data-testid="trials-chosen"]');
    const text = chosen.querySelector('parley-term-text') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    await text.updateComplete;
    const terms = [...text.shadowRoot!.querySelectorAll<HTMLElement>('a[data-term]')].map(
      (a) => a.dataset['term'],
    );
    expect(terms).to.include('ignite');
    expect($(el, '[data-testid="trials-prompt"] parley-term-text')).not.to.equal(null);
  });

  it('shows a hand card in full on i, without choosing it', async () => {
    const el = await board(REAL(), 'A');
    const detail = el.shadowRoot!.querySelector<ParleyCardDetail>('parley-card-detail')!;
    $(el, '[data-hand="A:h2"]').focus();
    await sendKeys({ press: 'i' });
    await detail.updateComplete;
    expect(detail.open).to.equal(true);
    expect(detail.face!.id).to.equal('tr-emberbrand');
    expect($(el, '[data-hand="A:h2"]').getAttribute('aria-pressed')).to.equal('false');
    detail.close();
  });

  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`has no axe violation mid-choice and at the end, at ${w}x${h}`, async () => {
      await setViewport({ width: w, height: h });
      const el = await board(REAL(), 'A');
      await click(el, '[data-hand="A:h1"]');
      expect(targets(el).length).to.be.greaterThan(0);
      await settle(el);
      expect(await violations(el)).to.deep.equal([]);
      const over = untilOver(
        play(
          position(CARDS, {
            players: {
              B: {
                avatars: [
                  { card: 't-avatar', damage: 8 },
                  { card: 't-avatar', fallen: true },
                ],
              },
            },
          }),
          'A',
          (a) => a.type === 'attack' && a.targets[0] === 'B:av0',
        ),
      );
      const end = await board(over, 'A');
      const ask = $(end, '[data-testid="trials-prompt"] parley-term-text') as HTMLElement & {
        text: string;
      };
      expect(ask.text).to.match(/^You won: .*both fallen/u);
      expect(end.shadowRoot!.querySelector('[data-testid="trials-prompt"] .options')).to.equal(
        null,
      );
      expect(await violations(end)).to.deep.equal([]);
    });
  }

  it('is no wider than a 390px phone', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await board(REAL(), 'A');
    await click(el, '[data-hand="A:h1"]');
    await click(el, '[data-testid="trials-deck-view"]');
    finishAnimations(el);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    const wide = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')].filter(
      (x) => x.getBoundingClientRect().right > 390.5,
    );
    expect(wide.map((x) => x.tagName + '.' + x.className)).to.deep.equal([]);
  });
});
