/**
 * Wiring a stored match into a running {@link MatchController} (docs/app.md, "How each match kind
 * is wired"):
 *
 * - **bot**: both seats' sessions in this page, joined by an in-memory transport pair
 *   (protocol/transport/memory.ts); the bot's seat (./roles.ts) is driven by the bot worker
 *   (./bot.ts). No network.
 * - **local** (pass-and-play): the same two sessions, both human; the screen shows the seat that
 *   must decide, behind a hand-off screen.
 * - **friend**: one session over PeerJS (./net.ts), its signaling server found by `plan`
 *   (src/app/signaling.ts; default: the settings' server as configured).
 *
 * Sessions are opened with `Session.open` from the IndexedDB store, so this is also how a reload
 * resumes: the transcript is replayed, then the transports reattach and the reliable channel's
 * hello exchanges the last index and resends what is missing.
 */
import { memoryPair } from '../../../protocol/transport/memory.ts';
import type { Settings } from '../../../components/events.ts';
import type { GameModule } from '../../engine/module.ts';
import type { MatchRecord } from '../records.ts';
import type { SignalingPlan } from '../signaling.ts';
import { driveBot } from './bot.ts';
import { MatchController } from './controller.ts';
import { openSeat, secretsOf } from './setup.ts';

/** Starts a stored match of `game` (the registry's module of its game); see the module comment. */
export async function startMatch(
  record: MatchRecord,
  game: GameModule,
  settings: Settings,
  plan?: SignalingPlan,
): Promise<MatchController> {
  if (record.kind === 'friend') {
    const { startFriend } = await import('./net.ts');
    return startFriend(record, settings, game, plan ? { plan } : {});
  }
  // the seats this device plays, in header order; the bot's is not a human's
  const seats = Object.keys(record.seats).sort();
  const humans = seats.filter((s) => s !== record.bot?.seat);
  const c = new MatchController(record, humans, game);
  // an in-memory transport pairs two sessions
  if (seats.length !== 2)
    throw new Error(`a match on this device pairs two seats, not ${seats.length}`);
  const [first, second] = seats as [string, string];
  const a = await openSeat(record, first, game, c.logStep(first));
  const b = await openSeat(record, second, game, c.logStep(second));
  const link = memoryPair();
  c.addSession(first, a);
  c.addSession(second, b);
  if (record.kind === 'bot' && record.bot) {
    const seat = record.bot.seat;
    const session = seat === first ? a : b;
    const bot = driveBot(session, seat, secretsOf(record, seat), record.bot.level, game);
    c.onClose.push(() => bot.stop());
  }
  a.attach(link.a);
  b.attach(link.b);
  c.onClose.push(() => {
    link.a.close();
    link.b.close();
  });
  return c;
}
