// The page's checks against the golden vectors of testdata/vectors.json,
// which the Go implementation is tested against too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { audit, requestId } from '../src/audit.js';
import { cidOf, evidenceRoot, fromHex, hex, hex32, utf8 } from '../src/bytes.js';
import { canonicalBytes, conform, decode, jcs } from '../src/canonical.js';
import { ballotDigest, recoverDigest, recoverText } from '../src/sig.js';
import { batchPath, verifyPath } from '../src/chain.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const vec = JSON.parse(readFileSync(new URL('../../testdata/vectors.json', import.meta.url), 'utf8'));

function record(verdictBytes) {
  return {
    verdict: verdictBytes, signature: vec.verdict_signature,
    receipts: new Map([[vec.receipt_cid, utf8(vec.receipt_block)]]),
    cids: { verdict: vec.verdict_cid, seal: '', content: '', receipts: [vec.receipt_cid] },
    notes: [], content: null, contentErr: '', sealBlock: null, sealErr: '',
  };
}

test('evidence root, request ID and CIDs', () => {
  assert.equal(evidenceRoot(vec.evidence.map((e) => e.text)), vec.evidence_root);
  assert.equal(requestId(vec.verdict), vec.request_id);
  assert.equal(jcs(conform(JSON.parse(vec.request_id_input), 'RequestIDInput')), vec.request_id_input);
  assert.equal(cidOf(utf8(vec.verdict_canonical_bytes)), vec.verdict_cid);
  assert.equal(cidOf(utf8(vec.receipt_block)), vec.receipt_cid);
});

test('canonical encodings', () => {
  assert.equal(jcs(conform(vec.verdict, 'Verdict')), vec.verdict_canonical_bytes);
  assert.equal(jcs(conform(vec.receipt, 'Receipt')), vec.receipt_block);
  const { signature, ...unsigned } = decode(utf8(vec.receipt_block), 'Receipt');
  assert.equal(new TextDecoder().decode(canonicalBytes(unsigned)), vec.receipt_signing_bytes);
  for (const [input, want] of vec.canonical_numbers) assert.equal(jcs(JSON.parse(input)), want, input);
});

test('signatures and the ballot digest', () => {
  assert.equal(recoverText(utf8(vec.verdict_canonical_bytes), vec.verdict_signature), vec.signer);
  const b = vec.ballot;
  const d = ballotDigest(BigInt(b.chain_id), b.escrow.slice(2), fromHex(b.deal_id), fromHex(b.evidence_root), b.approved);
  assert.equal(hex32(d), b.digest);
  assert.equal(recoverDigest(d, b.signature), vec.signer);
});

test('the audit passes the vector record and names a tampered byte', () => {
  const rep = audit(record(utf8(vec.verdict_canonical_bytes)));
  const failed = rep.checks.filter((c) => !c.ok).map((c) => c.name);
  assert.deepEqual(failed, ['seal'], JSON.stringify(rep.checks, null, 1)); // the vectors have no seal block
  assert.equal(rep.signer, vec.signer);

  const tampered = vec.verdict_canonical_bytes.replace('"dissent":0', '"dissent":1');
  assert.notEqual(tampered, vec.verdict_canonical_bytes);
  const bad = audit(record(utf8(tampered)));
  const names = bad.checks.filter((c) => !c.ok).map((c) => c.name);
  for (const n of ['cid', 'signature', 'majority-v1']) assert.ok(names.includes(n), names.join(','));

  const spaced = audit(record(utf8(JSON.stringify(vec.verdict, null, 1))));
  assert.ok(spaced.checks.find((c) => c.name === 'canonical' && !c.ok));
});

test('merkle paths of every leaf', () => {
  for (const n of [1, 2, 3, 5, 8]) {
    const hashes = Array.from({ length: n }, (_, i) => keccak_256(new Uint8Array([i])));
    for (let i = 0; i < n; i++) {
      const { path, root } = batchPath(hashes, i);
      verifyPath(hashes[i], i, n, path, root);
      assert.throws(() => verifyPath(keccak_256(new Uint8Array([255])), i, n, path, root), /does not verify/);
      if (n > 1) assert.throws(() => verifyPath(hashes[i], (i + 1) % n, n, path, root), /does not verify/);
    }
  }
});
