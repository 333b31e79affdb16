/**
 * Attaching a card to an Avatar and the slot limits (rulebook: "One-Handed", "Two-Handed",
 * "Armor", "Accessory", "Ongoing"; digest A5-6): two One-Handed or one Two-Handed, one Armor, one
 * Accessory, any number of Ongoing. A card that does not fit forces detachments, which go to the
 * discard pile as destroyed; when one of two One-Handed cards must go, the controller chooses.
 */
import type { CardDb } from './carddb.ts';
import { defOf } from './carddb.ts';
import type { CardDef } from './cards/schema.ts';
import { destroyAttachment } from './damage.ts';
import type { Rt } from './runtime.ts';
import { firstReadySubtypes } from './stats.ts';
import type { Avatar, TSeat } from './types.ts';

/** True when `def` stays in play attached (Equipment, Ongoing Ability). */
export function isAttachable(def: CardDef): boolean {
  if (def.kind === 'equipment') return true;
  return def.kind === 'ability' && def.subtypes.includes('ongoing');
}

/**
 * What attaching `def` to `avatar` detaches: `forced` must go; one of `choose` must go too (the
 * controller's choice) when it is not empty.
 */
export function slotConflicts(
  db: CardDb,
  avatar: Avatar,
  def: CardDef,
): { forced: string[]; choose: string[] } {
  if (def.kind === 'avatar') return { forced: [], choose: [] };
  const has = (id: string, st: string): boolean =>
    (defOf(db, id) as { subtypes?: readonly string[] }).subtypes?.includes(st) ?? false;
  const subs = def.subtypes;
  const forced = new Set<string>();
  for (const a of avatar.attachments) {
    if (subs.includes('two-handed') && (has(a.card, 'one-handed') || has(a.card, 'two-handed')))
      forced.add(a.id);
    if (subs.includes('one-handed') && has(a.card, 'two-handed')) forced.add(a.id);
    if (subs.includes('armor') && has(a.card, 'armor')) forced.add(a.id);
    if (subs.includes('accessory') && has(a.card, 'accessory')) forced.add(a.id);
  }
  let choose: string[] = [];
  if (subs.includes('one-handed')) {
    const left = avatar.attachments.filter((a) => !forced.has(a.id) && has(a.card, 'one-handed'));
    if (left.length >= 2) choose = left.map((a) => a.id);
  }
  return { forced: [...forced], choose };
}

/**
 * Attaches card `card` (handle `h`) to `avatar` of `seat`: detaches what the slots force (and
 * `detach`, or else the oldest, when one of two One-Handed cards must go), then attaches it
 * exhausted, or ready when a `first-ready` static of the Avatar applies (Sir Aren).
 */
export function attachCard(
  rt: Rt,
  seat: TSeat,
  avatar: Avatar,
  h: string,
  card: string,
  detach?: string,
): void {
  const def = defOf(rt.db, card);
  const { forced, choose } = slotConflicts(rt.db, avatar, def);
  const gone = [...forced];
  if (choose.length > 0)
    gone.push(detach !== undefined && choose.includes(detach) ? detach : choose[0]!);
  for (const id of gone) {
    const att = avatar.attachments.find((a) => a.id === id);
    if (att) destroyAttachment(rt, { seat, avatar, att });
  }
  let exhausted = true;
  if (def.kind !== 'avatar')
    for (const st of firstReadySubtypes(rt.db, avatar))
      if (def.subtypes.includes(st) && !avatar.firstReadyUsed.includes(st)) {
        avatar.firstReadyUsed.push(st);
        exhausted = false;
      }
  avatar.attachments.push({
    id: h,
    card,
    exhausted,
    damage: 0,
    shield: false,
    counters: { attack: 0, hp: 0 },
    boost: 0,
  });
}
