// Signatures: EIP-191 text signatures and raw digests over secp256k1, and
// Ethereum addresses (verdict/sign.go).
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concat, fromHex, hex, utf8 } from './bytes.js';

// textDigest is the EIP-191 personal_sign digest of msg.
export const textDigest = (msg) => keccak_256(concat(utf8('\x19Ethereum Signed Message:\n' + msg.length), msg));

// decodeSignature parses 0x and 65 bytes of hex whose last byte is the
// recovery ID (0 or 1, or 27 or 28), as verdict.decodeSignature does.
export function decodeSignature(sigHex) {
  if (typeof sigHex !== 'string' || !/^0[xX]([0-9a-fA-F]{2})*$/.test(sigHex)) throw new Error('verdict: malformed signature');
  const sig = fromHex(sigHex);
  if (sig.length !== 65) throw new Error('verdict: malformed signature');
  let v = sig[64];
  if (v === 27 || v === 28) v -= 27;
  else if (v !== 0 && v !== 1) throw new Error('verdict: malformed signature');
  return { rs: sig.subarray(0, 64), v };
}

// addressOfKey is the address of a 65-byte uncompressed public key.
export const addressOfKey = (pub) => '0x' + hex(keccak_256(pub.subarray(1)).subarray(12));

// recoverDigest returns the lower-case address that signed digest.
export function recoverDigest(digest, sigHex) {
  const { rs, v } = decodeSignature(sigHex);
  let pub;
  try {
    pub = secp256k1.Signature.fromBytes(concat(new Uint8Array([v]), rs), 'recovered').recoverPublicKey(digest).toBytes(false);
  } catch (e) {
    throw new Error(`verdict: malformed signature: ${e.message}`);
  }
  return addressOfKey(pub);
}

export const recoverText = (msg, sigHex) => recoverDigest(textDigest(msg), sigHex);

// halfN is half the curve order: a ballot with a higher s is refused, as
// the escrow refuses it.
const halfN = secp256k1.Point.CURVE().n / 2n;

// recoverBallotSigner is chain.RecoverBallotSigner: 65 bytes, v 27 or 28,
// low s.
export function recoverBallotSigner(digest, sigHex) {
  const sig = fromHex(sigHex);
  if (sig.length !== 65) throw new Error(`invalid ballot: signature is ${sig.length} bytes, want 65`);
  if (sig[64] !== 27 && sig[64] !== 28) throw new Error(`invalid ballot: v = ${sig[64]}, want 27 or 28`);
  if (BigInt('0x' + hex(sig.subarray(32, 64))) > halfN) throw new Error('invalid ballot: high s');
  return recoverDigest(digest, '0x' + hex(sig));
}

// word is a 32-byte big-endian ABI word of a non-negative integer.
export function word(n) {
  const out = new Uint8Array(32);
  let x = BigInt(n);
  for (let i = 31; i >= 0 && x > 0n; i--) {
    out[i] = Number(x & 255n);
    x >>= 8n;
  }
  return out;
}

const kh = (s) => keccak_256(utf8(s));

// ballotDigest is the escrow's EIP-712 digest of a ballot in a round of a
// deal (verdict.RoundBallotDigest): Ballot for round 0, AppealBallot with
// the round after, so that no ballot of one round counts in another.
export function ballotDigest(chainId, escrow, dealId, evidenceRoot, approved, round = 0) {
  const domain = keccak_256(concat(
    kh('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
    kh('ArbiterEscrow'), kh('2'), word(chainId), concat(new Uint8Array(12), fromHex(escrow)),
  ));
  const structHash = round === 0
    ? keccak_256(concat(kh('Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved)'), dealId, evidenceRoot, word(approved ? 1 : 0)))
    : keccak_256(concat(kh('AppealBallot(bytes32 dealId,bytes32 evidenceRoot,uint8 round,bool approved)'),
      dealId, evidenceRoot, word(round), word(approved ? 1 : 0)));
  return keccak_256(concat(new Uint8Array([0x19, 0x01]), domain, structHash));
}
