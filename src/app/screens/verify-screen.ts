/**
 * `#/verify` (a dropped or picked file) and `#/verify/<id>` (a stored match): the verdict of
 * protocol/session `verifyMatch` in plain words, and a replay slider (src/app/match/replay.ts) that
 * shows the board after each message — everything, hidden cards included, once the match is over
 * and both seats revealed; a spectator's view otherwise.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import '../../../components/parley-verify-page.ts';
import '../../../components/parley-board.ts';
import '../../../components/parley-hand.ts';
import '../../../components/parley-player-panel.ts';
import type { Verdict } from '../../../protocol/verify.ts';
import type { SeatNames } from '../../../components/display.ts';
import { displayText } from '../../../protocol/display-text.ts';
import { verifyMatchBytes } from '../../../protocol/session/read-match-file.ts';
import { verifyMatch, type MatchVerdict } from '../../../protocol/session/verify-match.ts';
import { PARAGONS_LOCKSTEP } from '../../games/paragons/session/adapter.ts';
import type { MatchState } from '../../games/paragons/match/types.ts';
import { storedMatchFile } from '../match/files.ts';
import { replayMatch, type Replay } from '../match/replay.ts';

/** See the module comment. */
@customElement('parley-verify-screen')
export class ParleyVerifyScreen extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .replay {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
        margin-top: var(--p-gap);
      }
      .phase {
        color: var(--p-muted);
      }
    `,
  ];

  /** A stored match to verify (null: wait for a file). */
  @property({ attribute: false }) matchId: string | null = null;

  @state() private fileName = '';
  @state() private busy = false;
  @state() private verdict: Verdict | null = null;
  @state() private names: SeatNames = {};
  @state() private replay: Replay | null = null;
  @state() private step = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.matchId) void this.openStored(this.matchId);
  }

  private async openStored(id: string): Promise<void> {
    this.busy = true;
    try {
      const f = await storedMatchFile(id);
      if (!f) throw new Error('This match has no transcript on this device yet.');
      await this.check(`match ${displayText(id)}`, f);
    } catch (e) {
      this.fail(e);
    }
  }

  private fail(e: unknown): void {
    this.show(
      {
        verdict: 'malformed',
        index: null,
        player: null,
        reason: e instanceof Error ? e.message : String(e),
      },
      null,
    );
  }

  /** Shows `verdict` on `file` (null: unreadable, nothing to replay). */
  private show(verdict: MatchVerdict, file: unknown): void {
    const { index, player, reason } = verdict;
    this.verdict = { verdict: verdict.verdict, index, player, reason };
    this.replay = null;
    if (file !== null) {
      try {
        const r = replayMatch(file);
        const players = (file as { header: { players: { seat: string; name: string }[] } }).header
          .players;
        // The names come from the file: shown through displayText, like every string of it.
        this.names = Object.fromEntries(
          players.map((p) => [p.seat, displayText(p.name)]),
        ) as SeatNames;
        this.replay = r;
        this.step = r.steps.length - 1;
      } catch {
        this.replay = null;
      }
    }
    this.busy = false;
  }

  private start(name: string): void {
    this.fileName = name;
    this.busy = true;
    this.verdict = null;
    this.replay = null;
    this.names = {};
  }

  private async check(name: string, file: unknown): Promise<void> {
    this.start(name);
    this.show(await verifyMatch(file, PARAGONS_LOCKSTEP), file);
  }

  /**
   * A dropped or picked file: read as docs/match-file.md, "Reading a file", says (strict UTF-8,
   * the strict JSON reader and its limits: `verifyMatchBytes`), then verified and replayed.
   */
  private async onFile(e: CustomEvent<{ name: string; bytes: Uint8Array }>): Promise<void> {
    this.start(e.detail.name);
    try {
      const { verdict, file } = await verifyMatchBytes(e.detail.bytes, PARAGONS_LOCKSTEP);
      this.show(verdict, file === undefined ? null : file);
    } catch (err) {
      this.fail(err);
    }
  }

  override render(): TemplateResult {
    const r = this.replay;
    const at = r?.steps[Math.min(this.step, (r?.steps.length ?? 1) - 1)];
    return html`<parley-verify-page
      data-testid="verify"
      data-verdict=${this.verdict?.verdict ?? (this.busy ? 'pending' : 'none')}
      .fileName=${this.fileName}
      .busy=${this.busy}
      .verdict=${this.verdict}
      .names=${this.names}
      .steps=${r ? r.steps.length - 1 : 0}
      .step=${this.step}
      .stepLabel=${at?.label ?? ''}
      @file-load=${this.onFile}
      @file-refused=${(e: CustomEvent<{ name: string; reason: string }>) => {
        this.fileName = e.detail.name;
        this.fail(new Error(e.detail.reason));
      }}
      @step-change=${(e: CustomEvent<{ step: number }>) => (this.step = e.detail.step)}
    >
      ${r && at ? this.renderState(at.state, r) : nothing}
    </parley-verify-page>`;
  }

  private renderState(s: MatchState, r: Replay): TemplateResult {
    const g = s.game;
    const note = r.omniscient
      ? 'Both players revealed their secrets: the replay shows every card.'
      : 'The secrets were not revealed: the replay shows public information only.';
    return html`<div class="replay" data-testid="replay">
      <p class="phase">
        ${note} Phase: ${s.phase}${s.winner ? ` · winner ${this.names[s.winner] ?? s.winner}` : ''}.
      </p>
      ${r.end ? html`<p class="end" data-testid="replay-end">${displayText(r.end)}</p>` : nothing}
      ${
        g
          ? (['B', 'A'] as const).map(
              (seat) =>
                html`<parley-player-panel
                    .seat=${seat}
                    .name=${this.names[seat] ?? seat}
                    .cls=${g.players[seat].class}
                    .life=${g.players[seat].life}
                    .mana=${g.players[seat].mana}
                    .round=${g.round}
                    .active=${g.turn === seat}
                    .deckCount=${g.players[seat].deck.size}
                    .handCount=${g.players[seat].hand.length}
                    .hiddenCount=${g.players[seat].hidden.length}
                    .discardCount=${g.players[seat].discard.length}
                  ></parley-player-panel>
                  <parley-board
                    .seat=${seat}
                    .opponent=${seat === 'B'}
                    .name=${this.names[seat] ?? seat}
                    .board=${g.players[seat].board}
                    .enchantments=${g.players[seat].enchantments}
                  ></parley-board>
                  ${
                    r.omniscient
                      ? html`<parley-hand
                          .cards=${g.players[seat].hand}
                          .count=${g.players[seat].hand.length}
                          .name=${this.names[seat] ?? seat}
                        ></parley-hand>`
                      : nothing
                  }`,
            )
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-verify-screen': ParleyVerifyScreen;
  }
}
