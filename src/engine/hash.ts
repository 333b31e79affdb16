/**
 * The public state hash: SHA-256 over the RFC 8785 canonical JSON of a game's public state. Both
 * peers compare it after every message (fairness protocol: "stateHash is the hash of the canonical
 * public state").
 */
import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Canonical JSON (RFC 8785) of a JSON value. */
export function canonicalJson(value: unknown): string {
  const s = canonicalize(value);
  if (s === undefined) return 'null';
  return s;
}

/** Hex SHA-256 of the canonical JSON of `value`. */
export function hashCanonical(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
