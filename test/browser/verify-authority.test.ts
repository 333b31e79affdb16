/**
 * The verify page (src/app/screens/verify-screen.ts) judges and replays an Authority match file
 * with Authority's own table (the UI registry, src/app/games.ts): a whole match played by two
 * random-move sessions in the page is picked as a file, judged `fair` by the game its header
 * names, and its replay shows the authority table, at the last step (the board, the match over)
 * and at the first (the faction choice).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/app/screens/verify-screen.ts';
import type { ParleyVerifyScreen } from '../../src/app/screens/verify-screen.ts';
import { MemoryStore, Session, type MatchFile } from '../../protocol/session/index.ts';
import { memoryPair } from '../../protocol/transport/memory.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { duelSetup, randomDriver } from '../../src/cli/duel.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { requireGame } from '../../src/games/index.ts';
import { deep } from './deep.ts';

/** A whole match of `game` between two random-move sessions in this page; its match file. */
async function playMatch(game: GameModule, seed: number): Promise<MatchFile> {
  const { header, secretKeys, secrets } = duelSetup(seed, game.testing.quickOptions, 1024, game);
  const open = (seat: 'A' | 'B') =>
    Session.open<unknown, unknown>({
      game: game.lockstep,
      header,
      seat,
      secretKey: secretKeys[seat]!,
      secrets: secrets[seat]!,
      store: new MemoryStore(),
    });
  const s = { A: await open('A'), B: await open('B') };
  const link = memoryPair();
  s.A.attach(link.a);
  s.B.attach(link.b);
  const bots = { A: randomDriver(game)(secrets.A!), B: randomDriver(game)(secrets.B!) };
  const rngs = { A: seededRng(seed * 2 + 1), B: seededRng(seed * 2 + 2) };
  for (let i = 0; i < 10_000 && !(s.A.finished && s.B.finished); i++) {
    for (const seat of ['A', 'B'] as const)
      if (s[seat].canAct()) await s[seat].act(bots[seat].decide(s[seat].state, rngs[seat]));
    await Promise.all([s.A.whenIdle(), s.B.whenIdle()]);
    await new Promise<void>((r) => setTimeout(r, 0));
  }
  const file = s.A.matchFile();
  s.A.close();
  s.B.close();
  link.a.close();
  link.b.close();
  return file;
}

describe('the verify page with an Authority match file', () => {
  it('judges it fair and replays it with the Authority table', async () => {
    const game = requireGame('authority');
    const file = await playMatch(game, 3);
    const el = await fixture<ParleyVerifyScreen>(
      html`<parley-verify-screen></parley-verify-screen>`,
    );
    const page = el.shadowRoot!.querySelector<HTMLElement>('parley-verify-page')!;
    const input = page.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([JSON.stringify(file)], 'authority-3.json'));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => page.getAttribute('data-verdict') === 'fair', 'fair', {
      timeout: 60000,
    });
    await waitUntil(() => deep(el, 'authority-table'), 'the Authority table', { timeout: 10000 });
    expect(deep(el, 'parley-board')).to.equal(null);
    // The replay opens at the end: the match over, on the board.
    // In the game's words, nobody's side: who won and why (never a bare "Phase: over").
    expect(deep(el, '[data-testid="replay-where"]')!.textContent).to.match(
      /^bot [AB] won: bot [AB]’s Monarch reached 0 HP\.$|^bot [AB] won: The turn limit/,
    );
    expect(deep(el, '[data-testid="replay"]')!.textContent).not.to.contain('Phase:');
    await waitUntil(() => deep(el, '[data-testid="pyramid-mine"]'), 'the board', {
      timeout: 10000,
    });
    // The first step: the faction choice, before the first turn.
    const slider = page.shadowRoot!.querySelector<HTMLInputElement>('input[type="range"]')!;
    slider.value = '0';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(
      () =>
        deep(el, '[data-testid="replay"]')?.textContent?.includes(
          'choose your faction (in secret)',
        ),
      'the first step',
      { timeout: 10000 },
    );
    await waitUntil(() => deep(el, '[data-testid="pregame"]'), 'the faction choice', {
      timeout: 10000,
    });
  });
});
