import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-game-log.ts';
import { describeEvent, type ParleyGameLog } from '../../components/parley-game-log.ts';
import type { MatchEvent } from '../../src/games/paragons/match/types.ts';

const EVENTS: MatchEvent[] = [
  { type: 'classes', classes: { A: 'warrior', B: 'warrior' }, conflict: true },
  { type: 'rps', round: 1, choices: { A: 'rock', B: 'paper' }, winner: 'B' },
  { type: 'picked', seat: 'B', card: 'g-skyreach-roc' },
  { type: 'game-start', game: 1 },
  { type: 'turn', seat: 'A', round: 1 },
  { type: 'drew', seat: 'A', count: 5 },
  { type: 'chain', item: 1, controller: 'A', kind: 'mercenary', card: 'l-ogre-bruiser' },
  { type: 'resolved', item: 1 },
  { type: 'entered', seat: 'A', space: 'F2', card: 'l-ogre-bruiser' },
  { type: 'chain', item: 2, controller: 'B', kind: 'hide' },
  { type: 'chain', item: 3, controller: 'B', kind: 'attack' },
  { type: 'damage', seat: 'A', space: 'F2', amount: 3 },
  { type: 'damage', seat: 'B', amount: 5 },
  { type: 'destroyed', seat: 'B', space: 'F1', card: 'l-tavern-brawler' },
  { type: 'won', seat: 'B' },
  { type: 'match-over', winner: 'B' },
];

describe('<parley-game-log>', () => {
  it('describes events in words from the viewer side', () => {
    const names = { B: 'Bea' };
    const words = EVENTS.map((e) => describeEvent(e, 'A', names));
    expect(words).to.deep.equal([
      'Classes revealed (you: Warrior, Bea: Warrior) — the same class: rock-paper-scissors decides.',
      'Rock-paper-scissors round 1 (you: rock, Bea: paper): Bea wins.',
      'Bea picks Skyreach Roc.',
      'Game 1 begins.',
      'Round 1: your turn.',
      'You draw 5 cards.',
      'You play Ogre Bruiser.',
      'Chain item 1 resolves.',
      'Ogre Bruiser enters your F2.',
      'Bea hides a card.',
      'Bea attacks.',
      '3 damage to your F2.',
      'Bea takes 5 damage.',
      "Bea's Tavern Brawler (F1) is destroyed.",
      'Bea wins the game!',
      'Match over: Bea wins the match!',
    ]);
    expect(describeEvent({ type: 'won', seat: 'A' }, 'A', names)).to.equal('You win the game!');
    expect(
      describeEvent({ type: 'chain', item: 4, controller: 'B', kind: 'defend' }, 'A', names),
    ).to.equal('Bea defends.');
    expect(describeEvent({ type: 'turn', seat: 'B', round: 2 }, null, {})).to.equal(
      "Round 2: Player B's turn.",
    );
  });

  it('renders a live log limited to the most recent entries', async () => {
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log viewer="A" limit="5" .events=${EVENTS}></parley-game-log>`,
    );
    const ol = el.shadowRoot!.querySelector('ol')!;
    expect(ol.getAttribute('role')).to.equal('log');
    expect(ol.getAttribute('aria-live')).to.equal('polite');
    expect(ol.querySelectorAll('li').length).to.equal(5);
    expect(ol.getAttribute('start')).to.equal(String(EVENTS.length - 4));
    expect(ol.lastElementChild!.textContent!.trim()).to.equal(
      'Match over: your opponent wins the match!',
    );
  });

  it('is focusable and scrolls with the keyboard', async () => {
    const events = Array.from({ length: 60 }, (_, i) => ({
      type: 'drew' as const,
      seat: 'A' as const,
      count: i,
    }));
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log viewer="A" .events=${events}></parley-game-log>`,
    );
    const ol = el.shadowRoot!.querySelector('ol')!;
    expect(ol.scrollTop).to.be.greaterThan(0);
    ol.focus();
    expect(el.shadowRoot!.activeElement).to.equal(ol);
    ol.style.scrollBehavior = 'auto';
    await sendKeys({ press: 'Home' });
    await new Promise((r) => setTimeout(r, 200));
    expect(ol.scrollTop).to.equal(0);
  });
});
