/**
 * The types Paragons' bot hooks work with (src/engine/bot-hooks.ts `BotTypes`): the match around
 * the Game Phase as the seat view holds it, and the Game Phase as the state the bots search.
 */
import type { Rps } from '../../../../protocol/index.ts';
import type { BotTypes } from '../../../engine/bot-hooks.ts';
import type { ClassId } from '../cards/schema.ts';
import type { MatchAction, MatchOptions, MatchState } from '../match/types.ts';
import type { Action, GameState } from '../types.ts';

/** The choices a Paragons bot commits to with its seat's secrets before they become moves. */
export type ParagonsChoice =
  /** `class-commit` and `class-pick`: the class to commit to or to pick. */
  | { readonly kind: 'class'; readonly choice: ClassId }
  /** `rps-commit`: the throw to commit to. */
  | { readonly kind: 'rps'; readonly choice: Rps }
  /** `deck` and `swap`: the 30-card list to commit to (for `swap`, a new list or `keep`). */
  | { readonly kind: 'deck'; readonly cards: readonly string[] };

/** Paragons in the bots' terms. */
export interface ParagonsBotTypes extends BotTypes {
  readonly match: MatchState;
  readonly move: MatchAction;
  readonly state: GameState;
  readonly action: Action;
  readonly choice: ParagonsChoice;
  readonly options: MatchOptions;
}
