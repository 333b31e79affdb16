/**
 * The Trials of the Chosen elements under axe-core (docs/ui.md, "Accessibility"): a card face of
 * each kind and a back, the deck-order editor (empty, mid-way, legal) at 390×844 and 1280×800,
 * an Avatar column with attachments, marks and targets, the stack and the round status render
 * with no axe violation at all, each checked once every animation in every shadow root has
 * finished (./axe.ts).
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../components/trials/card-face.ts';
import '../../../components/trials/trials-avatar.ts';
import '../../../components/trials/trials-deck-order.ts';
import '../../../components/trials/trials-stack.ts';
import '../../../components/trials/trials-status.ts';
import type { TrialsDeckOrder } from '../../../components/trials/trials-deck-order.ts';
import type { AvatarView } from '../../../components/trials/view.ts';
import {
  AREN_VESPER_ORDER,
  BLESSING,
  EMBER,
  FLARE,
  KATANA,
  PRECONS,
  SIR_AREN,
  STACK,
  TEST_CARDS,
  TOWER_SHIELD,
  VESPER,
} from './cards.ts';
import { page, violations } from './axe.ts';

const COLUMN: AvatarView = {
  instance: 'B-av1',
  cardId: VESPER.id,
  seat: 'B',
  fallen: false,
  exhausted: true,
  hp: 9,
  maxHp: 14,
  shield: true,
  counters: { attack: 2 },
  attachments: [
    { instance: 'B-c1', cardId: KATANA.id, exhausted: true, hp: 1, shield: true },
    { instance: 'B-c2', cardId: 'tr-chivalry-2', exhausted: false, shield: false },
    { instance: 'B-c3', cardId: TOWER_SHIELD.id, exhausted: false, shield: false },
    { instance: 'B-c4', cardId: 'tr-chivalry-4', exhausted: false, shield: false },
    { instance: 'B-c5', cardId: BLESSING.id, exhausted: false, shield: false },
  ],
};

describe('Trials elements under axe', () => {
  it('card faces of every kind and a back', async () => {
    const el = await page(html`
      <trials-card .card=${SIR_AREN}></trials-card>
      <trials-card .card=${SIR_AREN} fallen></trials-card>
      <trials-card .card=${KATANA} .figures=${{ attack: 3, hp: 1 }}></trials-card>
      <trials-card .card=${TOWER_SHIELD}></trials-card>
      <trials-card .card=${FLARE}></trials-card>
      <trials-card .card=${BLESSING} size="compact"></trials-card>
      <trials-card .card=${EMBER} face-down handle="B3"></trials-card>
    `);
    expect(await violations(el)).to.deep.equal([]);
  });

  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`the deck-order editor at ${w}×${h}: empty, mid-way and legal`, async () => {
      await setViewport({ width: w, height: h });
      const el = await page(
        html`<trials-deck-order .cards=${TEST_CARDS} .precons=${PRECONS}></trials-deck-order>`,
      );
      const editor = el.querySelector<TrialsDeckOrder>('trials-deck-order')!;
      expect(await violations(el)).to.deep.equal([]);
      editor.avatars = [SIR_AREN.id, EMBER.id];
      editor.order = [TOWER_SHIELD.id, FLARE.id, KATANA.id];
      await editor.updateComplete;
      expect(await violations(el)).to.deep.equal([]);
      editor.avatars = [SIR_AREN.id, VESPER.id];
      editor.order = AREN_VESPER_ORDER;
      await editor.updateComplete;
      editor.shadowRoot!.querySelector<HTMLButtonElement>('ol.order button.row')!.click();
      await editor.updateComplete;
      expect(await violations(el)).to.deep.equal([]);
    });
  }

  it('an Avatar column with attachments, marks and targets, a Fallen one, and the stack', async () => {
    const el = await page(html`
      <trials-avatar
        viewer="A"
        .names=${{ B: 'Bea' }}
        .cards=${TEST_CARDS}
        .avatar=${COLUMN}
        .targets=${['B-av1', 'B-c2']}
        selected="B-c2"
      ></trials-avatar>
      <trials-avatar
        viewer="A"
        .cards=${TEST_CARDS}
        .avatar=${{ ...COLUMN, instance: 'A-av1', seat: 'A', cardId: SIR_AREN.id, fallen: true, attachments: [] }}
      ></trials-avatar>
      <trials-stack
        viewer="A"
        .names=${{ B: 'Bea' }}
        .cards=${TEST_CARDS}
        .items=${STACK}
        priority="B"
      ></trials-stack>
      <trials-status
        viewer="A"
        .names=${{ B: 'Bea' }}
        .status=${{ round: 11, energy: { A: 10, B: 4 }, initiative: 'A', turn: 'B', passes: 1, firstPasser: 'A' }}
      ></trials-status>
    `);
    expect(await violations(el)).to.deep.equal([]);
  });
});
