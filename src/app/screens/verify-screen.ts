/**
 * `#/verify` (a dropped or picked file) and `#/verify/<id>` (a stored match), for any registered
 * game: the game its header names is loaded from the UI registry (src/app/games.ts; an unknown game
 * is an invalid file whose reason names the games this build knows), the verdict of
 * protocol/session `verifyMatch` is shown in plain words, and a replay slider
 * (src/app/match/replay.ts) shows the match after each message in the game's own table element,
 * as one seat sees it (a choice of seat): everything, hidden cards included, once the match is over
 * and both seats revealed; a spectator's view otherwise.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { theme } from '../../../components/theme.ts';
import '../../../components/parley-verify-page.ts';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { Verdict } from '../../../protocol/verify.ts';
import type { SeatNames } from '../../../components/display.ts';
import { displayText } from '../../../protocol/display-text.ts';
import { readMatchFile } from '../../../protocol/session/read-match-file.ts';
import { verifyMatch, type MatchVerdict } from '../../../protocol/session/verify-match.ts';
import { DEFAULT_GAME, loadGame, type LoadedGame } from '../games.ts';
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
      .seats {
        display: flex;
        gap: var(--p-gap);
        flex-wrap: wrap;
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
  @state() private game: LoadedGame | null = null;
  /** The seat whose view of the replay is shown. */
  @state() private seat = '';

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

  /** Shows `verdict` on `file` (null: unreadable, nothing to replay) of {@link game}. */
  private show(verdict: MatchVerdict, file: unknown): void {
    const { index, player, reason } = verdict;
    this.verdict = { verdict: verdict.verdict, index, player, reason };
    this.replay = null;
    if (file !== null && this.game) {
      try {
        const r = replayMatch(file, this.game.module);
        const players = (file as { header: { players: { seat: string; name: string }[] } }).header
          .players;
        // The names come from the file: shown through displayText, like every string of it.
        this.names = Object.fromEntries(
          players.map((p) => [p.seat, displayText(p.name)]),
        ) as SeatNames;
        this.seat = players[0]?.seat ?? '';
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
    this.game = null;
    this.names = {};
  }

  /**
   * Verifies a read file with the game its header names (the UI registry, src/app/games.ts): a
   * game this build does not know makes the file malformed, the reason naming the known games; a
   * header with no game id goes to the default game, whose verifier names what is malformed.
   */
  private async judge(file: unknown): Promise<void> {
    const gameId = (file as { header?: { game?: { id?: unknown } } } | null)?.header?.game?.id;
    let game: LoadedGame;
    try {
      game = await loadGame(typeof gameId === 'string' ? gameId : DEFAULT_GAME.id);
    } catch (e) {
      this.fail(new Error(`The file is a match of an ${(e as Error).message}.`));
      return;
    }
    this.game = game;
    this.show(await verifyMatch(file, game.module.lockstep), file);
  }

  private async check(name: string, file: unknown): Promise<void> {
    this.start(name);
    await this.judge(file);
  }

  /**
   * A dropped or picked file: read as docs/match-file.md, "Reading a file", says (strict UTF-8,
   * the strict JSON reader and its limits: `readMatchFile`), then verified and replayed.
   */
  private async onFile(e: CustomEvent<{ name: string; bytes: Uint8Array }>): Promise<void> {
    this.start(e.detail.name);
    // The page shows that it is reading before the verdict (a refusal comes at once, and the
    // verdict attribute must change even when it is the same verdict as the last file's).
    await this.updateComplete;
    try {
      const read = readMatchFile(e.detail.bytes);
      if (read.refused) this.show(read.refused, null);
      else await this.judge(read.file);
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

  /** The replayed state in the game's table, as the chosen seat sees it (no moves offered). */
  private renderState(s: unknown, r: Replay): TemplateResult {
    const game = this.game!;
    const seats = Object.keys(this.names);
    const note = r.omniscient
      ? 'Both players revealed their secrets: the replay shows every card.'
      : 'The secrets were not revealed: the replay shows public information only.';
    // Where the match is, in the game's words (nobody's side: "Ana: keep your opening hand, or
    // mulligan."), or how it ended ("Ana won: Bea's life reached 0.").
    const end = game.module.words.ending(s, null, this.names);
    const where = end
      ? `${end.headline}: ${end.reason}`
      : game.module.words.awaiting(s, null, this.names);
    const tag = unsafeStatic(game.ui.table);
    return html`<div class="replay" data-testid="replay">
      <p class="phase">${note}</p>
      <p class="where" data-testid="replay-where">${where}</p>
      ${r.end ? html`<p class="end" data-testid="replay-end">${displayText(r.end)}</p>` : nothing}
      <div class="seats" role="radiogroup" aria-label="Seen by">
        ${seats.map(
          (seat) =>
            html`<button
              type="button"
              role="radio"
              data-testid="replay-seat"
              aria-checked=${seat === this.seat ? 'true' : 'false'}
              @click=${() => (this.seat = seat)}
            >
              ${this.names[seat] ?? seat}
            </button>`,
        )}
      </div>
      ${staticHtml`<${tag}
        data-testid="replay-table"
        .state=${s}
        .seat=${this.seat}
        .seats=${seats}
        .names=${this.names}
        .legal=${[]}
        .log=${[]}
        .busy=${true}
        .deadline=${null}
        .notes=${null}
        .decks=${{}}
      ></${tag}>`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-verify-screen': ParleyVerifyScreen;
  }
}
