/**
 * A player's name as every form takes it (the first-visit panel, the lobby's name field, the
 * settings form) and as stored settings keep it: one rule, so a name one form accepts is a name
 * the others and the stored settings keep (docs/app.md, "Settings"). Pure.
 */

/** The longest name, in UTF-16 units (the settings' own count, so a stored name reads back). */
export const NAME_MAX = 32;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;

/**
 * A typed name checked: trimmed, inner runs of white space made one space, 1 to {@link NAME_MAX}
 * UTF-16 units, no control characters. Empty input is `{ name: null }` (no name given).
 *
 * @example
 * checkName('  Ana  Lee ') // { name: 'Ana Lee' }
 * checkName('A\u0007na')   // { error: 'Use letters, not symbols.' }
 */
export function checkName(raw: string): { name: string | null } | { error: string } {
  const name = raw.replace(/\s+/gu, ' ').trim();
  if (name.length === 0) return { name: null };
  if (new RegExp(CONTROL.source, 'u').test(name)) return { error: 'Use letters, not symbols.' };
  if (name.length > NAME_MAX) return { error: `At most ${NAME_MAX} characters.` };
  return { name };
}

/**
 * A stored name as the forms would have taken it: control characters removed and white space
 * collapsed. Settings saved before every form refused control characters still load (nothing a
 * player saved is lost); the name is kept without them.
 */
export function storedName(name: string): string {
  return name.replace(CONTROL, '').replace(/\s+/gu, ' ').trim();
}
