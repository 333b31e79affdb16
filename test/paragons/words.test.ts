/**
 * Paragons' log words (src/games/paragons/module/words.ts): every event in words from the viewer's
 * side, as the game log shows them.
 */
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../src/games/paragons/match/types.ts';
import { describeEvent, logLine } from '../../src/games/paragons/module/words.ts';

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

describe('Paragons log words', () => {
  it('describes events in words from the viewer side', () => {
    const names = { B: 'Bea' };
    const words = EVENTS.map((e) => describeEvent(e, 'A', names));
    expect(words).toEqual([
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
    expect(describeEvent({ type: 'won', seat: 'A' }, 'A', names)).toBe('You win the game!');
    expect(
      describeEvent({ type: 'chain', item: 4, controller: 'B', kind: 'defend' }, 'A', names),
    ).toBe('Bea defends.');
    expect(describeEvent({ type: 'turn', seat: 'B', round: 2 }, null, {})).toBe(
      "Round 2: Player B's turn.",
    );
  });

  it('opens a paragraph at a new turn or game', () => {
    expect(logLine({ type: 'turn', seat: 'A', round: 1 }, 'A', {}).emphasis).toBe(true);
    expect(logLine({ type: 'drew', seat: 'A', count: 1 }, 'A', {}).emphasis).toBeUndefined();
  });
});
