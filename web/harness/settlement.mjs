// Reads testdata/settlement-vectors.json (path as the argument) and prints,
// for each case, whether the page's settlementCheck (src/chain.js) finds
// the record (the case's own, else the file's) is the one the settlement
// settled with, and why. The Go test web/settlement_test.go compares it
// with audit.CheckSettled, phrase for phrase.
import { readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { settlementCheck } from '../src/chain.js';
import { fromHex, hex } from '../src/bytes.js';

const b64 = (s) => Uint8Array.from(Buffer.from(s, 'base64'));
const vec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const out = vec.cases.map((c) => {
  const rec = c.record ?? vec.record;
  const verdict = b64(rec.verdict);
  const f = { verdict, receipts: new Map(Object.entries(rec.receipts).map(([k, b]) => [k, b64(b)])) };
  const v = JSON.parse(new TextDecoder().decode(verdict));
  const st = c.settlement;
  const s = { id: fromHex(st.deal_id), state: { status: st.status, verdictHash: fromHex(st.verdict_hash) }, event: null, claims: [] };
  if (st.method) {
    const j = st.jurors && { approved: st.jurors.approved, root: fromHex(st.jurors.root), seatMask: BigInt(st.jurors.seat_mask), signers: st.jurors.signers };
    const fees = st.fees && { seatMask: BigInt(st.fees.seat_mask), dissentMask: BigInt(st.fees.dissent_mask) };
    s.event = { approved: st.approved, method: st.method === 'quorum' ? 1 : 0, jurors: j, fees };
    s.claims = (st.claims ?? []).map((k) => ({ juror: k.juror, seat: BigInt(k.seat), approved: k.approved }));
  }
  try {
    return { ok: true, detail: settlementCheck(f, v, hex(sha256(verdict)), s, fromHex(vec.root)) };
  } catch (e) {
    return { ok: false, detail: e.message };
  }
});
process.stdout.write(JSON.stringify(out));
