/**
 * `#/history`: the matches stored on this device with their verdicts (`parley-history`). Opening an
 * unfinished match continues it; a finished one opens its verification and replay. Export
 * downloads the match file rebuilt from the stored transcript; delete removes the record and the
 * transcript. Records that fail validation (another version, another tab's broken write) are
 * counted and can be deleted, never crash the list.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import '../../../components/parley-history.ts';
import type { HistoryEntry } from '../../../components/parley-history.ts';
import { describeOptions, othersOf, seatsOf } from '../../engine/module.ts';
import { DEFAULT_GAME, gameEntry } from '../games.ts';
import { deleteRecord, listRecords, type MatchRecord, type SeatId } from '../records.ts';
import { navigate } from '../router.ts';
import { deleteEntries } from '../store-idb.ts';
import { downloadMatchFile, storedMatchFile } from '../match/files.ts';
import { withheldBy } from '../match/outcome.ts';
import { seatOfRole } from '../match/roles.ts';

/** A stored match as a history entry (from the point of view of the seat played here). */
export function historyEntry(r: MatchRecord): HistoryEntry {
  const mine = seatOfRole(r.kind === 'friend' && r.net ? r.net.role : 'host');
  const seats = r.header ? seatsOf(r.header) : Object.keys(r.names).sort();
  const others = othersOf(seats, mine);
  const opponent =
    r.kind === 'local'
      ? 'Pass-and-play'
      : others.length === 0
        ? 'nobody yet'
        : others.map((s) => r.names[s] ?? s).join(', ');
  const o = r.outcome;
  // The seat whose final reveal (the proof of its hidden cards) never came is never the winner,
  // in records of older versions too (src/app/match/outcome.ts `endWinner`).
  const withheld = o ? (o.withheld ?? withheldBy(o.verdict)) : null;
  const winner = o?.winner === withheld ? null : (o?.winner ?? null);
  const result: HistoryEntry['result'] = !o
    ? 'unfinished'
    : winner === null
      ? 'none'
      : r.kind === 'local'
        ? 'none'
        : winner === mine
          ? 'won'
          : 'lost';
  const entry = gameEntry(r.game);
  const described = describeOptions(entry?.fields ?? [], r.options);
  // The default game's matches read as its options alone ("Best of 1 · Draft"), others name it.
  const format =
    r.game === DEFAULT_GAME.id
      ? described
      : [entry?.title ?? r.game, described].filter((x) => x !== '').join(' · ');
  const kind = r.kind === 'bot' ? ' · vs bot' : r.kind === 'local' ? ' · pass-and-play' : '';
  const v = o?.verdict ?? null;
  const name = (seat: SeatId): string => r.names[seat] ?? `Player ${seat}`;
  const note =
    withheld === null
      ? undefined
      : r.kind !== 'local' && withheld === mine
        ? 'You did not send your final reveal, the proof of your hidden cards: not counted as a win for you.'
        : `${name(withheld)} did not send the final reveal, the proof of ${name(withheld)}’s hidden cards: not counted as a win for ${name(withheld)}.`;
  return {
    id: r.id,
    date: r.created,
    opponent,
    result,
    format: `${format}${kind}`,
    verdict: v ? { verdict: v.verdict, index: v.index, player: v.player, reason: v.reason } : null,
    ...(note ? { note } : {}),
  };
}

/** See the module comment. */
@customElement('parley-history-screen')
export class ParleyHistoryScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .error {
        border-color: var(--p-bad);
        margin-bottom: var(--p-gap);
      }
    `,
  ];

  @state() private records: MatchRecord[] = [];
  @state() private unreadable: string[] = [];
  @state() private error: string | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    try {
      const { records, unreadable } = await listRecords();
      this.records = records;
      this.unreadable = unreadable;
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  private async removeMatches(ids: readonly string[]): Promise<void> {
    try {
      for (const id of ids) {
        await deleteRecord(id);
        await deleteEntries(id);
      }
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
    await this.refresh();
  }

  private async exportOne(id: string): Promise<void> {
    try {
      const f = await storedMatchFile(id);
      if (!f) throw new Error('This match has no transcript yet.');
      downloadMatchFile(f);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  override render(): TemplateResult {
    return html`${
        this.error
          ? html`<p class="panel error" role="alert" data-testid="error-message">${this.error}</p>`
          : nothing
      }
      ${
        this.unreadable.length > 0
          ? html`<div class="panel error" role="alert" data-testid="history-unreadable">
              ${this.unreadable.length} saved ${this.unreadable.length === 1 ? 'match' : 'matches'}
              could not be read (saved by another version of Parley?).
              <button type="button" @click=${() => void this.removeMatches(this.unreadable)}>
                Delete ${this.unreadable.length === 1 ? 'it' : 'them'}
              </button>
            </div>`
          : nothing
      }
      <parley-history
        data-testid="history"
        .entries=${this.records.map(historyEntry)}
        @history-open=${(e: CustomEvent<{ id: string }>) => {
          const r = this.records.find((x) => x.id === e.detail.id);
          navigate(
            r?.outcome ? { name: 'verify', id: e.detail.id } : { name: 'match', id: e.detail.id },
          );
        }}
        @history-export=${(e: CustomEvent<{ id: string }>) => void this.exportOne(e.detail.id)}
        @history-delete=${(e: CustomEvent<{ id: string }>) => void this.removeMatches([e.detail.id])}
      ></parley-history>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-history-screen': ParleyHistoryScreen;
  }
}
