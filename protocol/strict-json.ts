/**
 * A strict JSON reader for untrusted files (docs/match-file.md, "Reading a file"): one reading of
 * one text, in bounded memory and time. It reads RFC 8259 JSON exactly as `JSON.parse` does
 * (ECMA-262 §25.5.1, whose grammar is RFC 8259's: the same values, the same numbers, `__proto__` an
 * ordinary own key), and refuses, with a labelled {@link ProtocolError} naming the place, what
 * `JSON.parse` would read in a way other readers might not:
 *
 * - a key that appears twice in one object (RFC 8259 §4: "the behavior of software that receives
 *   such an object is unpredictable"; `JSON.parse` keeps the last, other readers the first or
 *   both) — `malformed-json`, naming the key and its JSON path;
 * - a string holding a lone surrogate, raw or as a `\u` escape (§8.2: "unpredictable") —
 *   `malformed-string`;
 * - with {@link JsonLimits.integersOnly}, any number but a plain safe integer (`-?(0|[1-9][0-9]*)`,
 *   not `-0`): fractions, exponents and integers beyond 2^53 − 1 read differently in readers that
 *   keep exact numbers — `non-canonical`;
 * - whatever exceeds a limit ({@link JsonLimits}: nesting depth, number of values, items of one
 *   array or object, length of one string or number, items of the arrays a caller names) —
 *   `out-of-range`, refused the moment the limit is crossed, so memory and time stay proportional
 *   to the limits, not to the text.
 *
 * Whitespace is RFC 8259's four characters only; a byte order mark is refused like `JSON.parse`
 * refuses it. {@link decodeUtf8} turns bytes into text without repairing anything.
 */
import { isWellFormedString } from './bytes.ts';
import { fail } from './errors.ts';

/** The bounds a reader enforces (see the module comment); each refusal names the one crossed. */
export interface JsonLimits {
  /** Containers nested inside each other: the top value is at depth 1. */
  readonly maxDepth: number;
  /** Values in the whole text, containers, keys excluded, included. */
  readonly maxValues: number;
  /** Items of one array or members of one object. */
  readonly maxItems: number;
  /** UTF-16 units of one string or key (after unescaping), and characters of one number. */
  readonly maxStringLength: number;
  /** Refuse every number but a plain safe integer (see the module comment). */
  readonly integersOnly?: boolean;
  /**
   * Tighter bounds for named arrays: called when an array opens at `path` (keys and indices from
   * the top); returns its bound and what its items are called in the refusal ("messages").
   */
  readonly itemsAt?: (path: readonly (string | number)[]) => ItemBound | undefined;
}

/** A bound on the items of one array, named for the refusal. */
export interface ItemBound {
  readonly max: number;
  readonly what: string;
}

const fmt = (n: number): string => n.toLocaleString('en-US');

/**
 * A JSON path for messages: `$`, `.key` for plain keys, `["key"]` otherwise, `[i]`; a path of more
 * than 10 steps shows its first 5 and last 4 around `…`.
 */
export function jsonPath(path: readonly (string | number)[]): string {
  const step = (p: string | number): string =>
    typeof p === 'number'
      ? `[${p}]`
      : /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(p)
        ? `.${p}`
        : `[${quoteKey(p)}]`;
  if (path.length > 10) {
    const skipped = path.length - 9;
    return `$${path.slice(0, 5).map(step).join('')}…(${skipped} more)…${path.slice(-4).map(step).join('')}`;
  }
  return `$${path.map(step).join('')}`;
}

/** A key as it appears in a message: JSON-quoted, cut after 40 units. */
function quoteKey(key: string): string {
  return JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
}

const fatalDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text of UTF-8 `bytes`, or a `malformed-string` refusal naming the first byte that is not
 * well-formed UTF-8 (RFC 3629: overlong forms, encoded surrogates, code points past U+10FFFF and
 * cut sequences included); nothing is replaced with U+FFFD. A byte order mark is kept (and
 * {@link readJson} then refuses it).
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return fatalDecoder.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    fail('malformed-string', `the file is not valid UTF-8 (byte ${fmt(at)} is not)`);
  }
}

/**
 * The offset of the first byte of `bytes` that does not belong to a well-formed UTF-8 sequence
 * (RFC 3629 §4, the table of well-formed byte sequences), or -1 when all are well-formed.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) n = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      n = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      n = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < lo || c > hi : c < 0x80 || c > 0xbf) return i;
    }
    i += n + 1;
  }
  return -1;
}

/** Reads UTF-8 `bytes` as JSON: {@link decodeUtf8}, then {@link readJson}. */
export function readJsonBytes(bytes: Uint8Array, limits: JsonLimits): unknown {
  return readJson(decodeUtf8(bytes), limits);
}

/**
 * The value of JSON `text` as `JSON.parse(text)` gives it, or a labelled refusal (see the module
 * comment). Never recurses deeper than `limits.maxDepth`, never holds more than
 * `limits.maxValues` values.
 */
export function readJson(text: string, limits: JsonLimits): unknown {
  return new Reader(text, limits).document();
}

const enum C {
  Tab = 0x09,
  Lf = 0x0a,
  Cr = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Comma = 0x2c,
  Minus = 0x2d,
  Dot = 0x2e,
  Zero = 0x30,
  Nine = 0x39,
  Colon = 0x3a,
  OpenBracket = 0x5b,
  Backslash = 0x5c,
  CloseBracket = 0x5d,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class Reader {
  private pos = 0;
  private values = 0;
  /** Keys and indices from the top to the value being read. */
  private readonly path: (string | number)[] = [];

  constructor(
    private readonly text: string,
    private readonly limits: JsonLimits,
  ) {}

  document(): unknown {
    this.space();
    const v = this.value(0);
    this.space();
    if (this.pos < this.text.length) this.unexpected('after the JSON value');
    return v;
  }

  /** Line and column (1-based, in UTF-16 units) of `pos`. */
  private where(): string {
    let line = 1;
    let lineStart = 0;
    for (
      let i = this.text.indexOf('\n');
      i !== -1 && i < this.pos;
      i = this.text.indexOf('\n', i + 1)
    ) {
      line++;
      lineStart = i + 1;
    }
    return `line ${fmt(line)}, column ${fmt(this.pos - lineStart + 1)}`;
  }

  private syntax(what: string): never {
    fail('malformed-json', `${what} at ${this.where()} (in ${jsonPath(this.path)})`);
  }

  private unexpected(context: string): never {
    if (this.pos >= this.text.length) this.syntax(`the text ends ${context}`);
    const c = String.fromCodePoint(this.text.codePointAt(this.pos)!);
    this.syntax(`unexpected ${JSON.stringify(c)} ${context}`);
  }

  private space(): void {
    const t = this.text;
    let p = this.pos;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === C.Space || c === C.Lf || c === C.Cr || c === C.Tab) p++;
      else break;
    }
    this.pos = p;
  }

  private count(): void {
    if (++this.values > this.limits.maxValues) {
      fail(
        'out-of-range',
        `the file holds more than ${fmt(this.limits.maxValues)} values (at ${jsonPath(this.path)})`,
      );
    }
  }

  private value(depth: number): unknown {
    this.count();
    const c = this.text.charCodeAt(this.pos);
    if (c === C.OpenBrace) return this.object(depth + 1);
    if (c === C.OpenBracket) return this.array(depth + 1);
    if (c === C.Quote) return this.string();
    if (c === C.Minus || (c >= C.Zero && c <= C.Nine)) return this.number();
    if (this.literal('true')) return true;
    if (this.literal('false')) return false;
    if (this.literal('null')) return null;
    return this.unexpected('where a value belongs');
  }

  private literal(word: string): boolean {
    if (!this.text.startsWith(word, this.pos)) return false;
    this.pos += word.length;
    return true;
  }

  private enter(depth: number): void {
    if (depth > this.limits.maxDepth) {
      fail('out-of-range', `${jsonPath(this.path)} nests deeper than ${this.limits.maxDepth}`);
    }
  }

  /** Refuses a container whose `items` pass its bound; `inArray`: the path ends with an index. */
  private tooMany(items: number, bound: ItemBound | undefined, inArray: boolean): void {
    const over = bound !== undefined && items > bound.max;
    if (!over && items <= this.limits.maxItems) return;
    const where = jsonPath(inArray ? this.path.slice(0, -1) : this.path);
    const [max, what] = over ? [bound.max, bound.what] : [this.limits.maxItems, 'items'];
    fail('out-of-range', `${where} has more than ${fmt(max)} ${what}`);
  }

  private array(depth: number): unknown[] {
    this.enter(depth);
    const bound = this.limits.itemsAt?.(this.path);
    this.pos++;
    const out: unknown[] = [];
    this.space();
    if (this.text.charCodeAt(this.pos) === C.CloseBracket) {
      this.pos++;
      return out;
    }
    const path = this.path;
    path.push(0);
    for (;;) {
      path[path.length - 1] = out.length;
      this.tooMany(out.length + 1, bound, true);
      this.space();
      out.push(this.value(depth));
      this.space();
      const c = this.text.charCodeAt(this.pos);
      if (c === C.Comma) this.pos++;
      else if (c === C.CloseBracket) break;
      else this.unexpected('after an array item (a comma or "]" belongs there)');
    }
    this.pos++;
    path.pop();
    return out;
  }

  private object(depth: number): Record<string, unknown> {
    this.enter(depth);
    this.pos++;
    const out: Record<string, unknown> = {};
    this.space();
    if (this.text.charCodeAt(this.pos) === C.CloseBrace) {
      this.pos++;
      return out;
    }
    const path = this.path;
    let members = 0;
    for (;;) {
      this.tooMany(++members, undefined, false);
      this.space();
      if (this.text.charCodeAt(this.pos) !== C.Quote) this.unexpected('where a key belongs');
      const keyAt = this.pos;
      const key = this.string();
      if (Object.hasOwn(out, key)) {
        this.pos = keyAt;
        const where = `${jsonPath(this.path)} at ${this.where()}`;
        fail(
          'malformed-json',
          `duplicate key ${quoteKey(key)} in ${where}: a key may appear only once`,
        );
      }
      this.space();
      if (this.text.charCodeAt(this.pos) !== C.Colon)
        this.unexpected('after a key (":" belongs there)');
      this.pos++;
      this.space();
      path.push(key);
      const v = this.value(depth);
      path.pop();
      if (key === '__proto__') {
        Object.defineProperty(out, key, {
          value: v,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      } else out[key] = v;
      this.space();
      const c = this.text.charCodeAt(this.pos);
      if (c === C.Comma) this.pos++;
      else if (c === C.CloseBrace) break;
      else this.unexpected('after an object member (a comma or "}" belongs there)');
    }
    this.pos++;
    return out;
  }

  private long(what: string): never {
    const max = fmt(this.limits.maxStringLength);
    fail('out-of-range', `${what} at ${jsonPath(this.path)} is longer than ${max} characters`);
  }

  /** A string starting at the opening quote; leaves `pos` after the closing one. */
  private string(): string {
    const t = this.text;
    const max = this.limits.maxStringLength;
    const start = this.pos + 1;
    let p = start;
    // Fast path: no escape, no surrogate.
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === C.Quote) {
        this.pos = p + 1;
        return t.slice(start, p);
      }
      if (c === C.Backslash || (c >= 0xd800 && c <= 0xdfff) || c < 0x20 || Number.isNaN(c)) break;
      if (++p - start > max) this.long('a string');
    }
    let out = t.slice(start, p);
    let surrogates = false;
    for (;;) {
      if (out.length > max) this.long('a string');
      const c = t.charCodeAt(p);
      if (Number.isNaN(c)) {
        this.pos = p;
        this.syntax('the text ends inside a string');
      }
      if (c === C.Quote) break;
      if (c < 0x20) {
        this.pos = p;
        this.syntax(`a raw control character U+${hex4(c)} in a string (it must be escaped)`);
      }
      if (c === C.Backslash) {
        const e = t[p + 1];
        if (e === 'u') {
          const digits = t.slice(p + 2, p + 6);
          if (!/^[0-9A-Fa-f]{4}$/.test(digits)) {
            this.pos = p;
            this.syntax('a \\u escape without four hex digits');
          }
          const unit = parseInt(digits, 16);
          if (unit >= 0xd800 && unit <= 0xdfff) surrogates = true;
          out += String.fromCharCode(unit);
          p += 6;
        } else if (e !== undefined && Object.hasOwn(ESCAPES, e)) {
          out += ESCAPES[e]!;
          p += 2;
        } else {
          this.pos = p;
          this.syntax('an unknown escape in a string');
        }
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) surrogates = true;
      out += t[p]!;
      p++;
    }
    this.pos = p + 1;
    if (surrogates && !isWellFormedString(out)) {
      fail('malformed-string', `a string at ${jsonPath(this.path)} holds a lone surrogate`);
    }
    return out;
  }

  /** A number token, checked against RFC 8259's grammar (and integersOnly). */
  private number(): number {
    const t = this.text;
    const start = this.pos;
    let p = start;
    if (t.charCodeAt(p) === C.Minus) p++;
    const first = t.charCodeAt(p);
    if (first === C.Zero) p++;
    else if (first > C.Zero && first <= C.Nine) p = this.digits(start, p);
    else {
      this.pos = p;
      this.unexpected('in a number (a digit belongs there)');
    }
    let plain = true;
    if (t.charCodeAt(p) === C.Dot) {
      plain = false;
      const from = ++p;
      p = this.digits(start, p);
      if (p === from) {
        this.pos = p;
        this.unexpected('in a number (a digit belongs after ".")');
      }
    }
    const e = t.charCodeAt(p);
    if (e === 0x65 || e === 0x45) {
      plain = false;
      const sign = t.charCodeAt(++p);
      if (sign === 0x2b || sign === C.Minus) p++;
      const from = p;
      p = this.digits(start, p);
      if (p === from) {
        this.pos = p;
        this.unexpected('in a number (a digit belongs in the exponent)');
      }
    }
    this.pos = p;
    if (p - start > this.limits.maxStringLength) this.long('a number');
    const token = t.slice(start, p);
    const n = Number(token);
    if (this.limits.integersOnly && (!plain || !Number.isSafeInteger(n) || Object.is(n, -0))) {
      const where = `a number at ${jsonPath(this.path)}`;
      if (!plain)
        fail('non-canonical', `${where} is ${token}: only integers written plainly belong here`);
      if (!Number.isSafeInteger(n)) fail('non-canonical', `${where} is not a safe integer`);
      fail('non-canonical', `${where} is -0`);
    }
    return n;
  }

  /** The end of the digits from `p` (a number token started at `start`; bounded in length). */
  private digits(start: number, p: number): number {
    const t = this.text;
    let c = t.charCodeAt(p);
    while (c >= C.Zero && c <= C.Nine) {
      if (++p - start > this.limits.maxStringLength) this.long('a number');
      c = t.charCodeAt(p);
    }
    return p;
  }
}

function hex4(c: number): string {
  return c.toString(16).toUpperCase().padStart(4, '0');
}
