/**
 * The building block of the games' own cheats (a module's `testing.cheats`, src/engine/module.ts;
 * run by test/cheats/game-cheats.test.ts): a modified client's session that rewrites one body it
 * signs. The session signs and links the rewritten body as its own (docs/protocol.md, "Cheats and
 * how they are caught"), so the cheat reaches the other seat as a well-formed, signed message.
 */
import type { Body, JsonValue } from '../../protocol/index.ts';
import type { Tamper } from '../../protocol/session/index.ts';
import type { ShownCard } from './module.ts';

/** A plain, editable copy of a body. */
export type EditableBody = Record<string, JsonValue>;

/**
 * A tamper rewriting the first outgoing body matching `when` with `change`; `hit` is the rewritten
 * body (null until it fires), so a test finds the message that committed the cheat.
 */
export function rewriteOnce<S, A>(
  when: (b: Body) => boolean,
  change: (b: EditableBody) => EditableBody,
): Tamper<S, A> & { hit: Body | null } {
  const t: Tamper<S, A> & { hit: Body | null } = {
    hit: null,
    body(b) {
      if (t.hit !== null || !when(b)) return b;
      t.hit = change(JSON.parse(JSON.stringify(b)) as EditableBody);
      return t.hit;
    },
  };
  return t;
}

type JsonRecord = { readonly [key: string]: JsonValue };

function isRecord(v: JsonValue | undefined): v is JsonRecord {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The `type` of a body's move, if it carries one. */
export function moveTypeOf(b: Body): unknown {
  const m = b.move;
  return isRecord(m) ? m.type : undefined;
}

/** The shown-card hook of a game whose moves name the card they show in one string field. */
export function cardField(field: string, another: (card: string) => string): ShownCard {
  return {
    card(move: JsonValue): string | null {
      if (!isRecord(move)) return null;
      const v = move[field];
      return typeof v === 'string' ? v : null;
    },
    withCard(move: JsonValue, card: string): JsonValue {
      if (!isRecord(move)) return move;
      return { ...move, [field]: card };
    },
    another,
  };
}
