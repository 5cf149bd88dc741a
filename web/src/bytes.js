// Byte helpers: hex, UTF-8, base32 and the CIDs of arbitra's blocks.
import { sha256 } from '@noble/hashes/sha2.js';

const enc = new TextEncoder();

export const utf8 = (s) => enc.encode(s);

// decodeUTF8 replaces invalid sequences with U+FFFD, as Go's encoding/json
// reads a string's invalid bytes.
export const decodeUTF8 = (b) => new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(b);

export function hex(b) {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}

export function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function equalBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// fromHex parses hex digits, with or without 0x; it throws on odd length or
// a non-hex digit.
export function fromHex(s) {
  if (s.startsWith('0x') || s.startsWith('0X')) s = s.slice(2);
  if (s.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(s)) throw new Error('bad hex');
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(2 * i, 2 * i + 2), 16);
  return out;
}

// parseHash32 is verdict.ParseHash32: 64 hex digits, 0x optional.
export function parseHash32(s) {
  const t = s.startsWith('0x') || s.startsWith('0X') ? s.slice(2) : s;
  if (t.length !== 64) throw new Error(`want 32 bytes of hex, got ${t.length} characters`);
  return fromHex(t);
}

// isHexAddress is go-ethereum's common.IsHexAddress: 40 hex digits, 0x optional.
export function isHexAddress(s) {
  return typeof s === 'string' && /^(0[xX])?[0-9a-fA-F]{40}$/.test(s);
}

// isAddress is verdict.IsAddress's form: 0x and 40 hex digits.
export const isAddress0x = (s) => typeof s === 'string' && /^0[xX][0-9a-fA-F]{40}$/.test(s);

export const sameAddress = (a, b) => a !== '' && typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export const hex32 = (b) => '0x' + hex(b);

const b32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32(bytes) {
  let out = '', bits = 0, value = 0;
  for (const x of bytes) {
    value = (value << 8) | x;
    bits += 8;
    while (bits >= 5) {
      out += b32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += b32[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(s) {
  const out = [];
  let bits = 0, value = 0;
  for (const ch of s) {
    const i = b32.indexOf(ch);
    if (i < 0) throw new Error('bad base32');
    value = ((value << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

// The CID prefix of a block: CIDv1, dag-json (0x0129), sha2-256, 32 bytes.
const cidPrefix = new Uint8Array([0x01, 0xa9, 0x02, 0x12, 0x20]);

// cidForHash is verdict.CIDForHash, in base32 as go-cid writes a CIDv1.
export const cidForHash = (digest) => 'b' + base32(concat(cidPrefix, digest));

export const cidOf = (block) => cidForHash(sha256(block));

// hashFromCID returns the digest of a dag-json sha2-256 CIDv1 in base32, or
// throws.
export function hashFromCID(c) {
  if (typeof c !== 'string' || c[0] !== 'b') throw new Error(`${JSON.stringify(c)} is not a base32 CIDv1`);
  const b = fromBase32(c.slice(1));
  if (b.length !== 37 || !equalBytes(b.subarray(0, 5), cidPrefix)) throw new Error(`${c} is not a dag-json sha2-256 CIDv1`);
  return b.subarray(5);
}

export const fingerprint = (text) => hex(sha256(utf8(text)));

// evidenceRoot is verdict.EvidenceRoot: sha256 over the hex sha256 of each text.
export function evidenceRoot(texts) {
  return hex(sha256(utf8(texts.map(fingerprint).join(''))));
}
