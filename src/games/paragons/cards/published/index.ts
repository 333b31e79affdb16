/**
 * Every published card set version, oldest first (docs/cards.md, "Versions").
 * Written by `npm run cards:publish`.
 */
import type { CardSetData } from '../versions.ts';
import { CARD_SET_1_1_0 } from './v1.1.0.ts';
import { CARD_SET_1_2_0 } from './v1.2.0.ts';

/** The published versions, oldest first. */
export const PUBLISHED_CARD_SETS: readonly CardSetData[] = [CARD_SET_1_1_0, CARD_SET_1_2_0];
