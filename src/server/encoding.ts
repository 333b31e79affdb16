/**
 * Content negotiation of `Accept-Encoding` (RFC 9110 §12.5.3) for the precompressed files the
 * build writes next to each text asset (`x.js.br`, `x.js.gz`: vite-plugin-compression2 in
 * vite.config.ts). Pure: {@link chooseEncoding} only reads the header and the list of codings on
 * disk.
 */

/** The content codings the server can send, in its own order of preference (smallest first). */
export const CODINGS = ['br', 'gzip'] as const;

/** A content coding the server has precompressed files for. */
export type Coding = (typeof CODINGS)[number];

/** The file suffix of each coding's precompressed file. */
export const SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

/** One `coding;q=…` entry of an `Accept-Encoding` value (coding lower-case, q in [0, 1]). */
export interface AcceptEntry {
  readonly coding: string;
  readonly q: number;
}

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Parses an `Accept-Encoding` value into its entries. An entry with a malformed weight is dropped
 * (it states nothing the server can rely on); `x-gzip` counts as `gzip` (RFC 9110 §8.4.1.3).
 */
export function parseAcceptEncoding(value: string): AcceptEntry[] {
  const out: AcceptEntry[] = [];
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    let ok = true;
    for (const p of params) {
      const eq = p.indexOf('=');
      if (eq < 0 || p.slice(0, eq).trim().toLowerCase() !== 'q') continue;
      const w = p.slice(eq + 1).trim();
      if (QVALUE.test(w)) q = Number(w);
      else ok = false;
    }
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    if (ok) out.push({ coding, q });
  }
  return out;
}

/** The weight a parsed header gives `coding`: its own entry, else `*`'s, else `fallback`. */
function weight(entries: readonly AcceptEntry[], coding: string, fallback: number): number {
  const own = entries.filter((e) => e.coding === coding);
  if (own.length > 0) return Math.max(...own.map((e) => e.q));
  const star = entries.filter((e) => e.coding === '*');
  if (star.length > 0) return Math.max(...star.map((e) => e.q));
  return fallback;
}

/**
 * The coding to send for a request with `acceptEncoding` (the raw header; undefined when absent)
 * when precompressed files exist for `available`; null = send the file as it is (identity).
 *
 * - No header: identity (a client that says nothing gets bytes anyone can read).
 * - A coding is acceptable when its weight (its own entry, else `*`'s) is above 0; the highest
 *   weight wins, ties going to the server's order ({@link CODINGS}: brotli before gzip).
 * - Identity is chosen over an acceptable coding only when the client weighs it higher (its own
 *   entry, else `*`'s). When no acceptable coding is available the file goes out as it is, even
 *   if the client excluded identity (`identity;q=0`): every client can read it, and a 406 for a
 *   static asset helps nobody.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding | null {
  if (acceptEncoding === undefined) return null;
  const entries = parseAcceptEncoding(acceptEncoding);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weight(entries, coding, 0);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  if (best === null) return null;
  // Identity competes only with the weight the client gave it (its entry, else `*`'s); unnamed,
  // it is the last resort, never preferred over a coding the client asked for.
  return weight(entries, 'identity', 0) > bestQ ? null : best;
}
