// Reads testdata/settlement-vectors.json (path as the argument) and prints,
// for each case, whether the page's settlementCheck (src/chain.js) finds
// the record is the one the settlement settled with, and why. The Go test
// web/differential_test.go compares it with audit.CheckSettled.
import { readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { settlementCheck } from '../src/chain.js';
import { fromHex, hex } from '../src/bytes.js';

const b64 = (s) => Uint8Array.from(Buffer.from(s, 'base64'));
const vec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const verdict = b64(vec.record.verdict);
const f = { verdict, receipts: new Map(Object.entries(vec.record.receipts).map(([k, b]) => [k, b64(b)])) };
const v = JSON.parse(new TextDecoder().decode(verdict));
const out = vec.cases.map((c) => {
  const st = c.settlement;
  const s = { id: fromHex(st.deal_id), state: { status: st.status, verdictHash: fromHex(st.verdict_hash) }, event: null };
  if (st.method) {
    const j = st.jurors && { approved: st.jurors.approved, root: fromHex(st.jurors.root), seatMask: BigInt(st.jurors.seat_mask), signers: st.jurors.signers };
    s.event = { approved: st.approved, method: st.method === 'quorum' ? 1 : 0, jurors: j };
  }
  try {
    return { ok: true, detail: settlementCheck(f, v, hex(sha256(verdict)), s, fromHex(vec.root), BigInt(vec.chain_id), vec.escrow) };
  } catch (e) {
    return { ok: false, detail: e.message };
  }
});
process.stdout.write(JSON.stringify(out));
