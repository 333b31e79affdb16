/**
 * Trials of the Chosen on the shared card frame (components/trials/card-face.ts; rulebook:
 * "Avatars", "Equipment", "Abilities", "Card Subtypes", "Disciplines"): an Avatar's front and
 * Fallen side, Equipment with cost, Attack or Power, HP, subtypes and discipline bars named in
 * words, Abilities with their Instant and Ongoing marks, keyword chips, the figures now against
 * the printed ones, the full text at a legible size, a back with only its handle; the eight
 * discipline colours are far apart (ΔE*76 ≥ 30) and their ink passes 4.5:1.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/trials/card-face.ts';
import { trialsFace, typeLine, type TrialsCard } from '../../../components/trials/card-face.ts';
import { DISCIPLINES, DISCIPLINE_COLORS } from '../../../components/trials/display.ts';
import type { CardDef } from '../../../src/games/trials/cards/schema.ts';
import { BLESSING, FLARE, KATANA, SIR_AREN, TOWER_SHIELD, VESPER } from './cards.ts';

async function card(def: CardDef | null, extra: Partial<TrialsCard> = {}): Promise<TrialsCard> {
  const el = await fixture<TrialsCard>(html`<trials-card .card=${def}></trials-card>`);
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

const part = (el: TrialsCard, sel: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

function luminance(hex: string): number {
  const c = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}
/** CIELAB (D65) of a `#rrggbb` colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('Trials card faces', () => {
  it('draw an Avatar front: Attack, HP, text, discipline bar; no cost', async () => {
    const el = await card(SIR_AREN);
    expect(part(el, '.name')).to.equal('Sir Aren, Oathkeeper');
    expect(part(el, '.type')).to.equal('Avatar');
    expect(el.shadowRoot!.querySelector('.cost')).to.equal(null);
    expect(part(el, '.stat.atk')).to.equal('1');
    expect(part(el, '.stat.hp')).to.equal('16');
    // The figures carry the UI pack's icons, never a text symbol.
    const icon = (sel: string) => el.shadowRoot!.querySelector(sel)?.getAttribute('data-icon');
    expect([icon('.stat.atk .icon'), icon('.stat.hp .icon')]).to.deep.equal(['melee', 'health']);
    expect(part(el, '.text')).to.contain('E: Shield target Avatar.');
    expect(part(el, '.discipline')).to.equal('Chivalry');
    const label = el.shadowRoot!.querySelector('.card')!.getAttribute('aria-label')!;
    expect(label).to.equal('Sir Aren, Oathkeeper: Avatar; Attack 1, HP 16; Chivalry');
  });

  it('draw the Fallen side with its own figures, keywords and text', async () => {
    const el = await card(SIR_AREN, { fallen: true });
    expect(part(el, '.name')).to.equal('Sir Aren, Oathkeeper (Fallen)');
    expect(part(el, '.type')).to.equal('Avatar · Fallen');
    expect(part(el, '.stat.atk')).to.equal('2');
    expect(el.shadowRoot!.querySelector('.stat.hp')).to.equal(null);
    expect(part(el, '.chip')).to.equal('Guardian');
    expect(part(el, '.text')).to.equal('Your other Avatar has Guardian.');
  });

  it('draw Equipment: cost, Attack or Power, HP, subtypes, two discipline bars in words', async () => {
    const el = await card(KATANA);
    expect(part(el, '.cost')).to.equal('1');
    expect(part(el, '.type')).to.equal('Equipment · One-Handed Weapon');
    expect(part(el, '.stat.atk')).to.equal('1');
    expect(part(el, '.stat.hp')).to.equal('3');
    const bars = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.discipline')];
    expect(bars.map((b) => b.textContent!.trim())).to.deep.equal(['Chronomancy', 'Shadow']);
    const bg = bars.map((b) => getComputedStyle(b).backgroundColor);
    expect(bg[0]).to.not.equal(bg[1]);
    const shield = await card(TOWER_SHIELD);
    expect(part(shield, '.stat.power')).to.equal('Power 0');
    expect(shield.shadowRoot!.querySelector('.stat.atk')).to.equal(null);
    expect(part(shield, '.chip')).to.equal('Guardian');
    expect(part(shield, '.type')).to.equal('Equipment · Armor');
  });

  it('draw Abilities with their Instant and Ongoing marks', async () => {
    const flare = await card(FLARE);
    expect(part(flare, '.cost')).to.equal('1');
    expect(part(flare, '.type')).to.equal('Ability · Instant');
    expect(part(flare, '.chips')).to.equal('Instant');
    expect(flare.shadowRoot!.querySelector('.stat')).to.equal(null);
    const ongoing = await card(BLESSING);
    expect(part(ongoing, '.type')).to.equal('Ability · Ongoing');
    expect(part(ongoing, '.chips')).to.equal('Ongoing');
    expect(part(ongoing, '.stat.power')).to.equal('Power 1');
    expect(
      [...ongoing.shadowRoot!.querySelectorAll('.discipline')].map((b) => b.textContent!.trim()),
    ).to.deep.equal(['Chivalry', 'Divinity']);
  });

  it('show the figures now against the printed ones', () => {
    const face = trialsFace(VESPER, { figures: { attack: 4, hp: 9, maxHp: 15 } });
    const atk = face.stats.find((s) => s.key === 'atk')!;
    const hp = face.stats.find((s) => s.key === 'hp')!;
    expect([atk.value, atk.note, atk.tone]).to.deep.equal(['4', '(2)', 'up']);
    expect([hp.value, hp.note, hp.tone]).to.deep.equal(['9', '/15', 'down']);
    expect(face.label).to.contain('HP 9 of 15');
    expect(face.keywords.map((k) => k.label)).to.deep.equal(['Stealthy']);
    expect(typeLine(TOWER_SHIELD)).to.equal('Equipment · Armor');
  });

  it('keep the full text legible: 12 px or more', async () => {
    const el = await card(KATANA);
    const text = el.shadowRoot!.querySelector<HTMLElement>('.text')!;
    expect(parseFloat(getComputedStyle(text).fontSize)).to.be.at.least(12);
    const bar = el.shadowRoot!.querySelector<HTMLElement>('.discipline')!;
    expect(parseFloat(getComputedStyle(bar).fontSize)).to.be.at.least(10);
  });

  it('draw a back with only the handle: no id or name', async () => {
    const el = await card(KATANA, { faceDown: true, handle: 'A7' });
    const root = el.shadowRoot!.innerHTML;
    expect(root).not.to.contain(KATANA.id);
    expect(root).not.to.contain('Katana');
    const back = el.shadowRoot!.querySelector('.card.back')!;
    expect(back.getAttribute('aria-label')).to.equal('Face-down card A7');
    expect(back.textContent!.trim()).to.equal('A7');
  });

  it('give the eight disciplines colours far apart with ink at 4.5:1 or more', () => {
    expect(DISCIPLINES).to.have.length(8);
    const bgs = DISCIPLINES.map((d) => DISCIPLINE_COLORS[d].bg);
    for (const [i, a] of bgs.entries()) {
      for (const b of bgs.slice(i + 1)) {
        const [p, q] = [lab(a), lab(b)];
        const deltaE = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
        expect(deltaE, `${a} against ${b}`).to.be.at.least(30);
      }
    }
    for (const d of DISCIPLINES) {
      const c = DISCIPLINE_COLORS[d];
      expect(contrast(c.bg, c.ink), d).to.be.at.least(4.5);
    }
  });
});
