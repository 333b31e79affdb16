/**
 * A seeded virtual network (requirement "Transports"): a pair of endpoints whose frames are delayed,
 * reordered, duplicated and dropped by a seeded generator, on a virtual clock. Tests run whole
 * sessions on it deterministically: {@link VirtualNet.run} advances time event by event and, between
 * events, waits until every participant is idle (their async work, such as signature checks, has
 * settled). The net is also the sessions' {@link Clock}.
 */
import type { Clock } from '../session/clock.ts';
import { localPair, type LocalEnd, type LocalPair } from './local-end.ts';
import { seededRng } from '../seeded-rng.ts';

/** How hostile the network is. Probabilities are per frame. */
export interface NetConditions {
  /** Delay range in virtual ms (default 5..80): different delays reorder frames. */
  readonly minDelay?: number;
  readonly maxDelay?: number;
  /** Chance a frame is lost (default 0.05). */
  readonly drop?: number;
  /** Chance a frame arrives twice (default 0.05). */
  readonly duplicate?: number;
}

interface Timer {
  readonly at: number;
  readonly seq: number;
  readonly fn: () => void;
  cancelled: boolean;
}

/** A virtual network and clock; see the module comment. */
export class VirtualNet implements Clock {
  private time = 0;
  private seq = 0;
  private readonly timers: Timer[] = [];
  private readonly random: () => number;
  /** Frames carried, dropped and duplicated so far. */
  readonly stats = { sent: 0, dropped: 0, duplicated: 0 };

  constructor(
    seed: number,
    private readonly conditions: NetConditions = {},
  ) {
    this.random = seededRng(seed);
  }

  now(): number {
    return this.time;
  }

  setTimer(ms: number, fn: () => void): () => void {
    const t: Timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn, cancelled: false };
    this.timers.push(t);
    return () => {
      t.cancelled = true;
    };
  }

  /** A connected pair of endpoints on this net. */
  pair(): LocalPair {
    return localPair((to, frame) => this.carry(to, frame));
  }

  /** @internal Schedules delivery of `frame` to `to` under the net's conditions. */
  carry(to: LocalEnd, frame: string): void {
    const c = this.conditions;
    this.stats.sent++;
    if (this.random() < (c.drop ?? 0.05)) {
      this.stats.dropped++;
      return;
    }
    const copies = this.random() < (c.duplicate ?? 0.05) ? 2 : 1;
    if (copies === 2) this.stats.duplicated++;
    const lo = c.minDelay ?? 5;
    const hi = c.maxDelay ?? 80;
    for (let i = 0; i < copies; i++) {
      const delay = lo + Math.floor(this.random() * (hi - lo + 1));
      this.setTimer(delay, () => to.deliver(frame));
    }
  }

  /**
   * Runs events in time order until none is left (or `until` returns true, or `maxTime` passes),
   * awaiting `idle()` after each one so async work settles before time moves on.
   */
  async run(
    idle: () => Promise<void>,
    options: { until?: () => boolean; maxTime?: number; onTick?: () => void | Promise<void> } = {},
  ): Promise<void> {
    const max = options.maxTime ?? Number.POSITIVE_INFINITY;
    await idle();
    for (;;) {
      if (options.until?.()) return;
      let best = -1;
      for (let i = 0; i < this.timers.length; i++) {
        const t = this.timers[i]!;
        if (t.cancelled) continue;
        const b = this.timers[best];
        if (best < 0 || t.at < b!.at || (t.at === b!.at && t.seq < b!.seq)) best = i;
      }
      if (best < 0) return;
      const t = this.timers.splice(best, 1)[0]!;
      if (t.at > max) return;
      this.time = Math.max(this.time, t.at);
      t.fn();
      await idle();
      await options.onTick?.();
      if (this.timers.length > 512) this.compact();
    }
  }

  private compact(): void {
    const live = this.timers.filter((t) => !t.cancelled);
    this.timers.length = 0;
    this.timers.push(...live);
  }
}
