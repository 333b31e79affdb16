/**
 * The legal actions an Authority table is given, sorted into the controls a person reads: the
 * commands of each card in hand, the market and general recruits, the end of the command phase,
 * the strike's targets by row, the choices of an ability, the market removal, and the faction
 * pick. Nothing here decides legality: every control is one action of the list, as it was given
 * (docs/rules/authority.md, "Windows"). Also the commands given so far this turn, read from the log.
 */
import type { MatchAction, MatchEvent } from '../../src/games/authority/match/types.ts';
import type { Action, CommandType, GameState } from '../../src/games/authority/types.ts';
import { cardDef } from '../../src/games/authority/module/words.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** The legal actions by the control that offers them. */
export interface Controls {
  /** Card id → the commands (and unmask moves) of that card in hand. */
  readonly commands: ReadonlyMap<string, readonly Of<CommandType | 'unmask'>[]>;
  /** Card id → its recruit from the market or the generals. */
  readonly buys: ReadonlyMap<string, Of<'buy'>>;
  readonly end: Of<'end'> | null;
  /** Strikes at a Monarch. */
  readonly monarch: readonly Of<'strike'>[];
  /** Row → the strikes at that row (each an order of named defenders). */
  readonly rows: ReadonlyMap<number, readonly Of<'strike'>[]>;
  readonly choices: readonly Of<'choose'>[];
  readonly decline: Of<'decline'> | null;
  readonly culls: readonly Of<'cull'>[];
  readonly keep: Of<'keep'> | null;
  readonly picks: readonly Extract<MatchAction, { type: 'faction-pick' }>[];
  /** Anything else the list holds (shown as plain buttons, so every legal action is reachable). */
  readonly other: readonly unknown[];
}

const COMMANDS: ReadonlySet<string> = new Set([
  'attack',
  'defend',
  'recruit',
  'post',
  'ability',
  'unmask',
]);

function typeOf(a: unknown): string | null {
  if (typeof a !== 'object' || a === null) return null;
  const t = (a as { type?: unknown }).type;
  return typeof t === 'string' ? t : null;
}

/** Sorts `legal` into {@link Controls}; each action lands in exactly one place. */
export function controlsOf(legal: readonly unknown[]): Controls {
  const commands = new Map<string, Of<CommandType | 'unmask'>[]>();
  const buys = new Map<string, Of<'buy'>>();
  const rows = new Map<number, Of<'strike'>[]>();
  const monarch: Of<'strike'>[] = [];
  const choices: Of<'choose'>[] = [];
  const culls: Of<'cull'>[] = [];
  const picks: Extract<MatchAction, { type: 'faction-pick' }>[] = [];
  const other: unknown[] = [];
  let end: Of<'end'> | null = null;
  let decline: Of<'decline'> | null = null;
  let keep: Of<'keep'> | null = null;
  for (const raw of legal) {
    const t = typeOf(raw);
    const a = raw as MatchAction;
    if (t !== null && COMMANDS.has(t)) {
      const c = a as Of<CommandType | 'unmask'>;
      const list = commands.get(c.card) ?? [];
      list.push(c);
      commands.set(c.card, list);
    } else if (a.type === 'buy' && !buys.has(a.card)) buys.set(a.card, a);
    else if (a.type === 'end' && !end) end = a;
    else if (a.type === 'strike' && a.monarch) monarch.push(a);
    else if (a.type === 'strike' && typeof a.row === 'number') {
      const list = rows.get(a.row) ?? [];
      list.push(a);
      rows.set(a.row, list);
    } else if (a.type === 'choose') choices.push(a);
    else if (a.type === 'decline' && !decline) decline = a;
    else if (a.type === 'cull') culls.push(a);
    else if (a.type === 'keep' && !keep) keep = a;
    else if (a.type === 'faction-pick') picks.push(a);
    else other.push(raw);
  }
  return { commands, buys, end, monarch, rows, choices, decline, culls, keep, picks, other };
}

/** One unit's command this turn, as the log tells it. */
export interface GivenCommand {
  readonly card: string;
  readonly command: CommandType | 'unmask';
  /** Attack: the damage it dealt and where (null row: the Monarch); recruit: authority gained. */
  readonly amount: number | null;
  readonly row: number | null;
}

/**
 * The commands `seat` has given in its current turn, oldest first: the log's `command` events
 * after its last `turn` event, each with the strike or authority that followed it.
 */
export function commandsThisTurn(log: readonly unknown[], seat: string): GivenCommand[] {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as MatchEvent;
    if (typeOf(e) === 'turn') {
      if ((e as Extract<MatchEvent, { type: 'turn' }>).seat === seat) start = i;
      break;
    }
  }
  if (start < 0) return [];
  const out: GivenCommand[] = [];
  for (let i = start + 1; i < log.length; i++) {
    const e = log[i] as MatchEvent;
    if (typeOf(e) !== 'command') continue;
    const c = e as Extract<MatchEvent, { type: 'command' }>;
    if (c.seat !== seat) continue;
    let amount: number | null = null;
    let row: number | null = null;
    for (let j = i + 1; j < log.length; j++) {
      const f = log[j] as MatchEvent;
      if (typeOf(f) === 'command') break;
      if (c.command === 'attack' && f.type === 'strike' && f.card === c.card) {
        amount = f.power;
        row = f.row;
        break;
      }
      if (c.command === 'recruit' && f.type === 'authority' && f.seat === seat) {
        amount = f.n;
        break;
      }
    }
    out.push({ card: c.card, command: c.command, amount, row });
  }
  return out;
}

/** The words of a given command (rulebook: attack, defend, recruit; spies; Discard abilities). */
export function givenWords(c: GivenCommand, row: number | null): string {
  switch (c.command) {
    case 'attack':
      return c.amount === null
        ? 'attack (choosing where to strike)'
        : `attack: ${c.amount} damage to ${c.row === null ? 'the Monarch' : `row ${c.row}`}`;
    case 'defend':
      return row === null ? 'defend' : `defend on row ${row}`;
    case 'recruit':
      return `recruit: +${c.amount ?? cardDef(c.card)?.power ?? 0} authority`;
    case 'post':
      return 'to the general zone';
    case 'ability':
      return 'special: Discard ability';
    case 'unmask':
      return 'special: unmask a spy';
  }
}

/**
 * The rows the defend commands of `seat` this turn took: each one matched, newest first, to the
 * newest defender of its card not matched yet (defenders get increasing uids as they are placed).
 */
export function defendRows(
  g: GameState,
  seat: string,
  given: readonly GivenCommand[],
): (number | null)[] {
  const placed = (g.players[seat]?.rows ?? [])
    .flatMap((r, row) => r.flatMap((d) => (d ? [{ row, d }] : [])))
    .sort((a, b) => b.d.uid - a.d.uid);
  const used = new Set<number>();
  const out: (number | null)[] = given.map(() => null);
  for (let i = given.length - 1; i >= 0; i--) {
    const c = given[i]!;
    if (c.command !== 'defend') continue;
    const hit = placed.find((x) => x.d.card === c.card && !used.has(x.d.uid));
    if (hit) {
      used.add(hit.d.uid);
      out[i] = hit.row;
    }
  }
  return out;
}

/**
 * A control's accessible name that starts with the words it shows, then the details (WCAG 2.2,
 * 2.5.3 Label in Name; docs/ui.md, "Accessibility": names start with the visible text), so a
 * speech-input user can say what they see. When the details already start with those words they
 * are the name as they are.
 */
export function labelInName(visible: string, detail: string): string {
  const shown = visible.trim();
  return detail.toLowerCase().startsWith(shown.toLowerCase()) ? detail : `${shown}: ${detail}`;
}
