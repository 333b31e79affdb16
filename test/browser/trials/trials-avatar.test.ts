/**
 * `<trials-avatar>` (components/trials/trials-avatar.ts; rulebook: "Avatars", "Fallen", "Card
 * Subtypes", "Exhaust", "Shielded / Shield Counters"): the Avatar front or Fallen side, its HP
 * now over its maximum, shield, counters, Stealthy and Guardian; a 45° tilt when exhausted; the
 * attachments grouped by slot with their own HP, tilt and shield; `select-card` from a click and
 * from the keys; legal targets marked in words.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../components/trials/trials-avatar.ts';
import type { TrialsAvatar } from '../../../components/trials/trials-avatar.ts';
import type { AvatarView } from '../../../components/trials/view.ts';
import { BLESSING, KATANA, SIR_AREN, TEST_CARDS, TOWER_SHIELD, VESPER } from './cards.ts';

const AREN_VIEW: AvatarView = {
  instance: 'A-av1',
  cardId: SIR_AREN.id,
  seat: 'A',
  fallen: false,
  exhausted: true,
  hp: 12,
  maxHp: 17,
  shield: true,
  counters: { hp: 1 },
  keywords: ['guardian'],
  attachments: [
    { instance: 'A-c1', cardId: KATANA.id, exhausted: false, hp: 2, shield: false },
    { instance: 'A-c2', cardId: 'tr-chivalry-1', exhausted: true, shield: true },
    { instance: 'A-c3', cardId: TOWER_SHIELD.id, exhausted: false, shield: false },
    { instance: 'A-c4', cardId: BLESSING.id, exhausted: false, shield: false, hp: 1 },
  ],
};

async function column(avatar: AvatarView, extra: Partial<TrialsAvatar> = {}) {
  const el = await fixture<TrialsAvatar>(
    html`<trials-avatar
      reduced-motion
      viewer="A"
      .names=${{ B: 'Bea' }}
      .cards=${TEST_CARDS}
      .avatar=${avatar}
    ></trials-avatar>`,
  );
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

const at = (el: TrialsAvatar, instance: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[data-instance="${instance}"]`)!;
const buttonOf = (el: TrialsAvatar, instance: string) =>
  at(el, instance).querySelector<HTMLButtonElement>('button')!;

describe('<trials-avatar>', () => {
  it('draws the Avatar with its HP now and maximum, shield, counters, marks and tilt', async () => {
    const el = await column(AREN_VIEW);
    const av = at(el, 'A-av1');
    expect(av.classList.contains('exhausted')).to.equal(true);
    const box = av.querySelector<HTMLElement>('.tilt-box')!;
    const m = new DOMMatrix(getComputedStyle(box).transform);
    // rotate(45deg) scale(s): a = d = s·cos 45°, b = s·sin 45°
    expect(Math.abs(Math.atan2(m.b, m.a) * (180 / Math.PI) - 45)).to.be.below(0.01);
    const hp = av.querySelector('.stat.hp')!.textContent!.replace(/\s+/g, '');
    expect(hp).to.contain('12/17');
    const label = buttonOf(el, 'A-av1').getAttribute('aria-label')!;
    expect(label).to.contain('Sir Aren, Oathkeeper');
    expect(label).to.contain('Exhausted');
    expect(label).to.contain('Shield Counter');
    expect(label).to.contain('1 HP counter');
    expect(label).to.contain('Guardian');
    expect(label).to.contain('Chivalry');
    const marks = [...av.querySelectorAll<HTMLElement>('.mark')].map((x) => x.dataset['mark']);
    expect(marks).to.include.members(['shield', 'counter', 'guardian', 'exhausted']);
    expect(el.shadowRoot!.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal(
      'Your Avatar Sir Aren, Oathkeeper',
    );
  });

  it('groups the attachments by slot, each with its own HP, tilt and shield', async () => {
    const el = await column(AREN_VIEW);
    const slot = (g: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[data-slot="${g}"] [data-instance]`)].map(
        (x) => x.dataset['instance'],
      );
    expect(slot('hands')).to.deep.equal(['A-c1', 'A-c2']);
    expect(slot('armor')).to.deep.equal(['A-c3']);
    expect(slot('accessory')).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[data-slot="accessory"]')!.textContent).to.contain(
      'Empty',
    );
    expect(slot('ongoing')).to.deep.equal(['A-c4']);
    const katana = at(el, 'A-c1');
    expect(katana.classList.contains('exhausted')).to.equal(false);
    expect(katana.querySelector('.stat.hp')!.textContent!.replace(/\s+/g, '')).to.contain('2/3');
    const second = at(el, 'A-c2');
    expect(second.classList.contains('exhausted')).to.equal(true);
    expect(second.querySelector('[data-mark="shield"]')).to.not.equal(null);
    expect(buttonOf(el, 'A-c2').getAttribute('aria-label')).to.contain('Shield Counter');
    expect(buttonOf(el, 'A-c3').getAttribute('aria-label')).to.contain('Ready');
  });

  it('shows the Fallen side of a fallen Avatar', async () => {
    const el = await column({
      ...AREN_VIEW,
      fallen: true,
      exhausted: false,
      hp: undefined,
      maxHp: undefined,
      keywords: undefined,
      shield: false,
      counters: {},
      attachments: [],
    } as AvatarView);
    const av = at(el, 'A-av1');
    expect(av.querySelector('.name')!.textContent).to.contain('(Fallen)');
    expect(av.querySelector('.stat.hp')).to.equal(null);
    expect(av.querySelector('[data-mark="fallen"]')).to.not.equal(null);
    // the Fallen side's printed Guardian
    expect(av.querySelector('[data-mark="guardian"]')).to.not.equal(null);
    expect(av.querySelector('.text')!.getAttribute('data-text')).to.contain('other Avatar');
  });

  it('emits select-card from a click and from the keys, and marks legal targets', async () => {
    const el = await column(
      { ...AREN_VIEW, seat: 'B', cardId: VESPER.id },
      { targets: ['A-c1', 'A-av1'] },
    );
    expect(el.shadowRoot!.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal(
      "Bea's Avatar Vesper, Hour Thief",
    );
    const targets = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-target]')].map(
      (x) => x.dataset['instance'],
    );
    expect(targets).to.deep.equal(['A-av1', 'A-c1']);
    expect(buttonOf(el, 'A-c1').getAttribute('aria-label')).to.contain('A legal target');
    expect(buttonOf(el, 'A-c3').getAttribute('aria-label')).not.to.contain('target');
    setTimeout(() => buttonOf(el, 'A-c1').click());
    const ev = await oneEvent(el, 'select-card');
    expect(ev.detail).to.deep.equal({ instance: 'A-c1', cardId: KATANA.id });
    buttonOf(el, 'A-av1').focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(buttonOf(el, 'A-c2'));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const ev2 = await oneEvent(el, 'select-card');
    expect(ev2.detail.instance).to.equal('A-c2');
    el.selected = 'A-c2';
    await el.updateComplete;
    expect(buttonOf(el, 'A-c2').getAttribute('aria-pressed')).to.equal('true');
  });

  it('turns motion off with the reduced-motion attribute or the user preference', async () => {
    const el = await column(AREN_VIEW);
    const box = () => at(el, 'A-av1').querySelector<HTMLElement>('.tilt-box')!;
    expect(getComputedStyle(box()).transitionDuration).to.match(/^0s/);
    el.reducedMotion = false;
    await el.updateComplete;
    expect(getComputedStyle(box()).transitionDuration).to.match(/^0\.18s/);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(box()).transitionDuration).to.match(/^0s/);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
