import { describe, expect, it } from 'vitest';
import { secretChoiceWords } from '../../src/engine/match/secret-choice-words.ts';

describe('secretChoiceWords (the status words of a secret choice)', () => {
  it('names the five windows with the prefix and says the noun in each', () => {
    const w = secretChoiceWords('faction', 'faction');
    expect(Object.keys(w).sort()).toEqual([
      'faction-commit',
      'faction-open',
      'faction-pick',
      'rps-commit',
      'rps-open',
    ]);
    expect(w['faction-commit']?.mine).toBe('Your move: choose your faction (in secret).');
    expect(w['faction-commit']?.theirs('Bea')).toBe('Bea is choosing a faction in secret.');
    expect(w['faction-open']?.theirs('Bea')).toBe('Opening Bea’s sealed faction…');
    expect(w['rps-commit']?.mine).toContain('same faction');
    expect(w['faction-pick']?.theirs('Bea')).toBe(
      'Bea lost rock, paper, scissors and is picking another faction.',
    );
  });

  it('keeps the noun and the window prefix apart', () => {
    const w = secretChoiceWords('preference', 'initiative');
    expect(w['initiative-commit']?.mine).toBe('Your move: choose your preference (in secret).');
    expect(w['preference-commit']).toBeUndefined();
  });
});
