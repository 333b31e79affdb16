/**
 * The one escaping of untrusted text for display (docs/security.md, "Hostile match files"): every
 * string that came from a file (a game id, a seat name, a key, a reason quoting them) goes through
 * {@link displayText} before a terminal or a page shows it, so no byte of a file can move the
 * cursor, erase a line, change colours, or reorder what is shown around it.
 */

/**
 * What {@link displayText} escapes: C0 controls (U+0000–U+001F: NUL, tab, line feed, carriage
 * return, escape, …), DEL and the C1 controls (U+007F–U+009F: a terminal reads U+009B as CSI), the
 * line and paragraph separators (U+2028, U+2029), the Unicode bidirectional controls (U+061C,
 * U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: Unicode Standard Annex #9, "Explicit
 * Directional Formatting" and "Implicit Directional Marks"), and unpaired surrogates (no character:
 * a terminal shows U+FFFD).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udfff]/gu;

/**
 * `s` with every character {@link UNSAFE} matches written as `\uXXXX` (four lowercase hex digits),
 * everything else unchanged. The result holds no control, separator or bidi character, so a line
 * built from it stays one left-to-right line; and it is idempotent (`displayText(displayText(s))`
 * is `displayText(s)`), so text escaped at the source can safely be escaped again where it is
 * shown. A backslash is left as it is: the written form of an escaped character is readable, not
 * reversible.
 */
export function displayText(s: string): string {
  return s.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
