/**
 * The Royal Soldiers (rulebook: "Game content": Squire 12, Man-at-arms 12, Knight 8, Kingsguard 4):
 * every player's starting deck of 3 Squires, 3 Men-at-arms and 2 Knights, and the Kingsguard on
 * defence row 0 (rulebook: "Game setup > Player"). They are never in the market. Powers follow the
 * ranks (docs/cards.md, "Authority").
 */
import type { CardDef } from './schema.ts';

export const ROYAL_CARDS: readonly CardDef[] = [
  {
    id: 'rs-squire',
    name: 'Squire',
    faction: 'royal',
    kind: 'unit',
    copies: 12,
    power: 1,
    cost: 1,
    abilities: [],
    text: 'No abilities.',
  },
  {
    id: 'rs-man-at-arms',
    name: 'Man-at-arms',
    faction: 'royal',
    kind: 'unit',
    copies: 12,
    power: 2,
    cost: 2,
    abilities: [],
    text: 'No abilities.',
  },
  {
    id: 'rs-knight',
    name: 'Knight',
    faction: 'royal',
    kind: 'unit',
    copies: 8,
    power: 3,
    cost: 3,
    abilities: [],
    text: 'No abilities.',
  },
  {
    id: 'rs-kingsguard',
    name: 'Kingsguard',
    faction: 'royal',
    kind: 'unit',
    copies: 4,
    power: 5,
    cost: 4,
    abilities: [],
    text: 'Starts the game on defence row 0. No abilities.',
  },
];
