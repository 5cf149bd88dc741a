// The offline audit of a record (package audit: verdict.Audit and the seal
// of ipfs.Audit), check by check and under the same names as `arbitra audit`.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import {
  cidOf, concat, equalBytes, evidenceRoot, fingerprint, hex, hex32, isAddress0x, isHexAddress,
  parseHash32, sameAddress, utf8, cidForHash,
} from './bytes.js';
import { canonicalBytes, conform, decode, decodeStrict, DecodeError } from './canonical.js';
import { ballotDigest, recoverDigest, recoverText, word } from './sig.js';

export const MinPanel = 1, MaxPanel = 7, MaxCandidates = 1024, MaxWeight = 1000;

const fold = (s) => s.toLowerCase();

// requestId is verdict.RequestID of the verdict's own ID input.
export function requestId(v) {
  const input = conform({
    question_fp: v.question_fp, options: v.options, rubric_fp: v.rubric_fp, evidence: v.evidence,
    panel: v.draw ? v.draw.size : 0, min_votes: v.min_votes ?? 0, deal: v.deal ?? null, nonce: v.nonce,
  }, 'RequestIDInput');
  const sum = sha256(concat(utf8('arbitra/request-id/v1\x00'), canonicalBytes(input)));
  return 'vrd_' + hex(sum.subarray(0, 16));
}

// drawKey and selectPanel are the registry draw (verdict/panel.go).
function drawKey(id, address, weight) {
  weight = Math.min(Math.max(weight, 1), MaxWeight);
  const h = sha256(utf8('arbitra/draw/v1\x00' + id + '\x00' + fold(address)));
  return BigInt('0x' + hex(h.subarray(0, 8))) / BigInt(weight);
}

export function selectPanel(id, candidates, size) {
  const rs = candidates.map((c) => ({ c, key: drawKey(id, c.address, c.weight) }));
  rs.sort((a, b) => (a.key !== b.key ? (a.key < b.key ? -1 : 1) : fold(a.c.address) < fold(b.c.address) ? -1 : fold(a.c.address) > fold(b.c.address) ? 1 : 0));
  size = Math.min(size, rs.length);
  const panel = [], taken = new Set(), models = new Set();
  rs.forEach((r, i) => {
    if (panel.length < size && !models.has(r.c.model)) {
      models.add(r.c.model);
      taken.add(i);
      panel.push(r.c.address);
    }
  });
  rs.forEach((r, i) => {
    if (panel.length < size && !taken.has(i)) panel.push(r.c.address);
  });
  return panel;
}

// dealDraw is the escrow's draw (verdict/dealdraw.go): a partial
// Fisher-Yates shuffle in which seat i swaps with i + keccak256(seed, i) mod (n - i).
export function dealDraw(seed, candidates, size) {
  const c = candidates.slice();
  const n = c.length;
  size = Math.min(size, n);
  for (let i = 0; i < size; i++) {
    const m = BigInt('0x' + hex(keccak_256(concat(seed, word(i)))));
    const j = i + Number(m % BigInt(n - i));
    [c[i], c[j]] = [c[j], c[i]];
  }
  return c.slice(0, size);
}

// dealDrawSeed is keccak256(blockhash, dealId).
export const dealDrawSeed = (blockHash, dealId) => keccak_256(concat(blockHash, dealId));

export function drawSeats(d) {
  if (d.size < MinPanel || d.size > MaxPanel) throw new Error(`draw cannot be recomputed: size ${d.size} is not ${MinPanel} to ${MaxPanel}`);
  if (!d.candidates || d.candidates.length === 0 || d.candidates.length > MaxCandidates) throw new Error(`draw cannot be recomputed: needs 1 to ${MaxCandidates} candidates`);
  d.candidates.forEach((c, i) => {
    if (!isHexAddress(c.address)) throw new Error(`draw cannot be recomputed: candidates[${i}] is not an address`);
  });
  switch (d.source) {
    case 'registry':
      if (d.candidates.length < d.size) throw new Error(`draw cannot be recomputed: ${d.candidates.length} candidates for ${d.size} seats`);
      return selectPanel(d.seed, d.candidates, d.size);
    case 'escrow': {
      let seed;
      try {
        seed = parseHash32(d.seed);
      } catch {}
      if (!seed || !d.seed.startsWith('0x')) throw new Error('draw cannot be recomputed: seed is not 0x and 64 hex digits');
      const addrs = d.candidates.map((c) => '0x' + fold(c.address.replace(/^0[xX]/, '')));
      return dealDraw(seed, addrs, d.size);
    }
  }
  throw new Error(`draw cannot be recomputed: unknown source ${JSON.stringify(d.source)}`);
}

function checkDraw(v) {
  const d = v.draw;
  if (!d) throw new Error('panel is not the draw for this request: the verdict carries no draw');
  if (d.source === 'registry' && d.seed !== v.id) throw new Error(`a registry draw is seeded by the request ID ${v.id}, not ${JSON.stringify(d.seed)}`);
  if (d.source === 'escrow' && (!v.deal || d.chain_id !== v.deal.chain_id || fold(d.escrow) !== fold(v.deal.escrow))) {
    throw new Error("an escrow draw must name the verdict's deal chain and escrow");
  }
  const seats = drawSeats(d);
  const jurors = v.jurors ?? [];
  if (seats.length !== jurors.length) throw new Error(`the draw gives ${seats.length} seats, the verdict has ${jurors.length}`);
  seats.forEach((s, i) => {
    if (fold(s) !== fold(jurors[i].juror)) throw new Error(`seat ${i} is ${s} in the draw, ${v.jurors[i].juror} in the verdict`);
  });
}

// matchOption is verdict.MatchOption.
export function matchOption(options, vote) {
  const v = vote.trim();
  if (v === '' || fold(v) === 'abstain') return null;
  return options.find((o) => fold(o) === fold(v)) ?? null;
}

// majorityV1 is the majority-v1 method with the verdict's quorum.
export function majorityV1(options, seats, quorum) {
  const counts = new Map();
  let voted = 0;
  for (const s of seats) {
    const o = matchOption(options, s.vote);
    if (o === null) continue;
    counts.set(o, (counts.get(o) ?? 0) + 1);
    voted++;
  }
  if (voted === 0) throw new Error('verdict: every juror abstained');
  let best = 0, leaders = 0, decision = '';
  for (const o of options) {
    const c = counts.get(o) ?? 0;
    if (c > best) [best, leaders, decision] = [c, 1, o];
    else if (c === best && c > 0) leaders++;
  }
  let out;
  if (leaders > 1) out = { decision: 'undecided', unanimous: false, dissent: voted, reason: '' };
  else out = { decision, unanimous: voted - best === 0, dissent: voted - best, reason: '' };
  if (voted < quorum) {
    out = { decision: 'undecided', unanimous: false, dissent: voted, reason: `${voted} of ${seats.length} seats voted; the quorum is ${quorum}` };
  }
  return out;
}

const methods = { 'majority-v1': majorityV1 };

const clampConfidence = (c) => (c < 0 ? 0 : c > 1 ? 1 : Math.round(c * 10000) / 10000);

// dealBallotDigest is verdict.DealBallotDigest.
export function dealBallotDigest(deal, root, approved) {
  if (!/^[0-9]+$/.test(deal.chain_id)) throw new Error('deal.chain_id: not a decimal integer');
  if (!isHexAddress(deal.escrow)) throw new Error('deal.escrow: not an address');
  return ballotDigest(BigInt(deal.chain_id), deal.escrow.replace(/^0[xX]/, ''), parseHash32(deal.deal_id), parseHash32(root), approved, deal.round ?? 0);
}

function checkVote(rc, options, deal, root) {
  if (rc.vote !== 'abstain') {
    const o = matchOption(options, rc.vote);
    if (o === null || o !== rc.vote) throw new Error(`receipt does not match the request: vote ${JSON.stringify(rc.vote)} is not an option`);
  }
  if (!deal || rc.vote === 'abstain') {
    if (rc.ballot) throw new Error('receipt does not match the request: unexpected ballot');
    return;
  }
  if (!rc.ballot) throw new Error('receipt does not match the request: deal vote without a ballot');
  if (rc.ballot.approved !== (rc.vote === 'PASS')) throw new Error('receipt does not match the request: ballot contradicts the vote');
  const got = recoverDigest(dealBallotDigest(deal, root, rc.ballot.approved), rc.ballot.signature);
  if (!sameAddress(got, rc.juror)) throw new Error(`ballot signed by ${got}`);
}

// receiptSigningBytes is the canonical receipt without its signature.
function receiptSigningBytes(rc) {
  const { signature, ...rest } = rc;
  return canonicalBytes(rest);
}

function checkSeat(j, v, receipts, byJuror) {
  if (!j.receipt_cid) {
    const c = byJuror.get(fold(j.juror));
    if (c) throw new Error(`seat recorded as ${j.vote} ${j.error_class}, but the record holds its receipt ${c}`);
    // A seat with no receipt missed the deadline or was not awaited once the verdict was decided.
    if (j.vote !== 'abstain' || (j.error_class !== 'timeout' && j.error_class !== 'not_awaited')) throw new Error('seat without a receipt must be a timeout or not_awaited abstention');
    return `no receipt: a ${j.error_class} abstention`;
  }
  const block = receipts.get(j.receipt_cid);
  if (!block) throw new Error(`receipt block ${j.receipt_cid} is missing`);
  const got = cidOf(block);
  if (got !== j.receipt_cid) throw new Error(`receipt block hashes to ${got}, not ${j.receipt_cid}`);
  const rc = decode(block, 'Receipt');
  if (!equalBytes(canonicalBytes(rc), block)) throw new Error('receipt block is not canonical');
  if (rc.v !== 1 || rc.kind !== 'receipt') throw new Error('verdict: wrong version or kind');
  if (!isHexAddress(rc.juror)) throw new Error('juror: not an address');
  if (rc.confidence !== clampConfidence(rc.confidence)) throw new Error('confidence: must lie in [0,1] with at most four decimals');
  if ((rc.vote === 'abstain') !== (rc.error_class !== '' && rc.error_class !== undefined)) throw new Error('error_class: is set exactly when the vote is abstain');
  const signer = recoverText(receiptSigningBytes(rc), rc.signature ?? '');
  if (!isAddress0x(rc.juror) || fold(signer) !== fold(rc.juror)) throw new Error(`signature does not recover the expected signer: recovered ${signer}, want ${rc.juror}`);
  const ctx = v.evidence;
  if (rc.request_id !== v.id) throw new Error(`receipt does not match the request: receipt is for ${rc.request_id}`);
  if (fold(rc.juror) !== fold(j.juror)) throw new Error(`receipt does not match the request: receipt signed by ${rc.juror}`);
  if (rc.context.count !== ctx.count || rc.context.root !== ctx.root) throw new Error(`context does not match the evidence: receipt root ${rc.context.root}, verdict root ${ctx.root}`);
  const same = (a, b) => (a ?? '') === (b ?? '');
  if (!same(rc.vote, j.vote) || rc.confidence !== j.confidence || !same(rc.error_class, j.error_class) || !same(rc.rationale_fp, j.rationale_fp) ||
    !same(rc.model, j.model) || !same(rc.engine, j.engine) || rc.latency_ms !== j.latency_ms) {
    throw new Error("receipt does not match the request: the verdict misreports this juror's receipt");
  }
  checkVote(rc, v.options ?? [], v.deal, ctx.root);
  return `${j.juror} signed ${j.vote}${rc.ballot ? ' and its ballot' : ''} on evidence root ${ctx.root.slice(0, 12)}…`;
}

function checkContent(c, v, verdictCID) {
  if (c.v !== 1 || c.kind !== 'verdict-content' || c.verdict_cid !== verdictCID) throw new Error('content block does not name this verdict');
  if (fingerprint(c.question) !== v.question_fp) throw new Error('question does not match question_fp');
  if ((c.rubric ?? '') === '' ? (v.rubric_fp ?? '') !== '' : (v.rubric_fp ?? '') === '' || fingerprint(c.rubric) !== v.rubric_fp) throw new Error('rubric does not match rubric_fp');
  const co = c.options ?? [], vo = v.options ?? [];
  if (co.length !== vo.length || co.some((o, i) => o !== vo[i])) throw new Error('options differ');
  const ev = c.evidence ?? [];
  if (ev.length > 0 && (ev.length !== v.evidence.count || evidenceRoot(ev.map((e) => e.text)) !== v.evidence.root)) {
    throw new Error('context does not match the evidence: published evidence recomputes to another root');
  }
  for (const r of c.rationales ?? []) {
    const j = (v.jurors ?? []).find((x) => fold(x.juror) === fold(r.juror));
    if (!j) throw new Error(`juror ${r.juror} is not on the panel`);
    if (!j.rationale_fp || fingerprint(r.rationale) !== j.rationale_fp) throw new Error(`rationale of ${r.juror} does not match its rationale_fp`);
  }
}

// checkSeal is ipfs.CheckSeal, with the signer the signature recovers.
function checkSeal(f, signer) {
  if (!f.sealBlock) throw new Error(f.sealErr || 'no seal block');
  const got = cidOf(f.sealBlock);
  if (f.cids.seal && got !== f.cids.seal) throw new Error(`seal block hashes to ${got}, not ${f.cids.seal}`);
  const s = decode(f.sealBlock, 'Seal');
  if (s.v !== 1 || s.kind !== 'verdict-seal') throw new Error('verdict: wrong version or kind');
  if (!equalBytes(canonicalBytes(s), f.sealBlock)) throw new Error('seal block is not canonical');
  if (s.verdict_cid !== f.cids.verdict) throw new Error(`seal names ${s.verdict_cid}, not ${f.cids.verdict}`);
  if (signer && !sameAddress(s.signer, signer)) throw new Error(`seal names signer ${s.signer}, signature recovers ${signer}`);
  return got;
}

// audit checks a fetched record (see fetch.js) and returns its report:
// {cid, hash, signer, verdict, checks: [{name, ok, detail}]}. Every check
// is reported, so that the first failure names what is wrong.
// opt.expectSigner, when set, is the coordinator address the visitor
// trusts: the signature check then also requires it, and it pins the record.
export function audit(f, opt = {}) {
  const rep = { checks: [], signer: '', verdict: null, pinned: !!opt.expectSigner };
  const add = (name, fn) => {
    try {
      const detail = fn();
      rep.checks.push({ name, ok: true, detail: detail ?? '' });
      return true;
    } catch (e) {
      rep.checks.push({ name, ok: false, detail: e.message });
      return false;
    }
  };
  const bytes = f.verdict;
  const sum = sha256(bytes);
  rep.hash = hex(sum);
  rep.cid = cidForHash(sum);
  add('cid', () => {
    if (f.cids.verdict && f.cids.verdict !== rep.cid) throw new Error(`bytes hash to ${rep.cid}, not ${f.cids.verdict}`);
    return `${rep.cid}: sha256 ${rep.hash.slice(0, 16)}…`;
  });
  const finish = () => {
    if (f.contentErr) rep.checks.push({ name: 'content', ok: false, detail: f.contentErr });
    const seal = { name: 'seal', ok: true, detail: '' };
    try {
      seal.detail = checkSeal(f, rep.signer);
    } catch (e) {
      seal.ok = false;
      seal.detail = e.message;
    }
    rep.checks.unshift(seal);
    return rep;
  };
  let v;
  if (!add('decode', () => {
    v = decode(bytes, 'Verdict');
    if (v.v !== 1 || v.kind !== 'verdict') throw new DecodeError('verdict: wrong version or kind');
    return 'verdict v1';
  })) return finish();
  rep.verdict = v;
  add('canonical', () => {
    if (!equalBytes(canonicalBytes(v), bytes)) throw new Error('bytes are not the canonical encoding of their content');
    return 'RFC 8785: the bytes re-encode to themselves';
  });
  add('signature', () => {
    rep.signer = recoverText(bytes, f.signature ?? '');
    if (!sameAddress(rep.signer, v.coordinator)) throw new Error(`signature does not recover the expected signer: recovered ${rep.signer}, verdict names ${v.coordinator}`);
    if (opt.expectSigner && !sameAddress(rep.signer, opt.expectSigner)) throw new Error(`signature does not recover the expected signer: recovered ${rep.signer}, expected ${opt.expectSigner}`);
    return 'EIP-191, signed by ' + rep.signer;
  });
  add('request-id', () => {
    const id = requestId(v);
    if (id !== v.id) throw new Error(`the content recomputes to ${id}, the verdict says ${v.id}`);
    return `${v.id}, derived from the content`;
  });
  add('draw', () => {
    checkDraw(v);
    return `${(v.jurors ?? []).length} of ${v.draw.candidates.length} ${v.draw.source} candidates, seats in draw order`;
  });
  const byJuror = new Map();
  for (const [c, block] of f.receipts) {
    try {
      const rc = decode(block, 'Receipt');
      if (rc.request_id === v.id) byJuror.set(fold(rc.juror), c);
    } catch {}
  }
  (v.jurors ?? []).forEach((j, i) => add(`receipt[${i}]`, () => checkSeat(j, v, f.receipts, byJuror)));
  const m = methods[v.method];
  add(m ? v.method : 'method', () => {
    if (!m) throw new Error(`verdict: unknown decision method ${JSON.stringify(v.method)}`);
    const out = m(v.options ?? [], v.jurors ?? [], v.quorum ?? 0);
    if (out.decision !== v.decision || out.unanimous !== v.unanimous || out.dissent !== v.dissent || out.reason !== (v.reason ?? '')) {
      throw new Error(`recomputed ${out.decision} unanimous=${out.unanimous} dissent=${out.dissent} "${out.reason}", record says ${v.decision} unanimous=${v.unanimous} dissent=${v.dissent} "${v.reason ?? ''}"`);
    }
    return `${v.decision}, unanimous=${v.unanimous}, dissent=${v.dissent}`;
  });
  if (f.content) {
    add('content', () => {
      checkContent(f.content, v, rep.cid);
      return 'question, evidence and rationales match their fingerprints';
    });
  }
  return finish();
}

// checkAck is verdict.CheckAck: every receipt a coordinator acknowledged
// for the verdict's request must sit at its juror's seat, else the record
// censored it.
export function checkAck(v, a) {
  if (a.v !== 1 || a.kind !== 'receipt-ack') throw new Error('ack: verdict: wrong version or kind');
  if (!isHexAddress(a.coordinator)) throw new Error('ack: coordinator: not an address');
  const rs = a.receipts ?? [];
  if (rs.length === 0 || rs.length > maxAckedReceipts) throw new Error(`ack: receipts: needs 1 to ${maxAckedReceipts} receipts`);
  rs.forEach((r, i) => {
    if (!/^vrd_[0-9a-f]{32}$/.test(r.request_id)) throw new Error(`ack: receipts[${i}].request_id: id: must be vrd_ followed by 32 lower-case hex characters`);
    if (!isHexAddress(r.juror) || r.juror.toLowerCase() !== r.juror) throw new Error(`ack: receipts[${i}].juror: not a lower-case address`);
    if (!r.receipt_cid) throw new Error(`ack: receipts[${i}].receipt_cid: is required`);
    if (i > 0 && compareAcked(rs[i - 1], r) >= 0) throw new Error('ack: receipts: must be sorted by request and juror, each once');
  });
  const { signature, ...unsigned } = a;
  const got = recoverText(canonicalBytes(unsigned), signature ?? '');
  if (!isAddress0x(a.coordinator) || fold(got) !== fold(a.coordinator)) throw new Error(`ack: signature does not recover the expected signer: recovered ${got}, want ${a.coordinator}`);
  if (!sameAddress(a.coordinator, v.coordinator)) throw new Error(`ack is signed by ${a.coordinator}, the verdict by ${v.coordinator}`);
  const mine = rs.filter((r) => r.request_id === v.id);
  if (mine.length === 0) throw new Error(`ack acknowledges no receipt for request ${v.id}`);
  const jurors = v.jurors ?? [];
  for (const r of mine) {
    const i = jurors.findIndex((j) => fold(j.juror) === fold(r.juror));
    if (i < 0) throw new Error(`an acknowledged receipt is not in the record: ${r.juror}, whose receipt ${r.receipt_cid} the coordinator acknowledged, has no seat`);
    const j = jurors[i];
    if ((j.receipt_cid ?? '') !== r.receipt_cid) {
      const had = j.receipt_cid || `no receipt (${j.vote} ${j.error_class ?? ''})`;
      throw new Error(`an acknowledged receipt is not in the record: seat ${i} (${r.juror}) records ${had}, the coordinator acknowledged receipt ${r.receipt_cid}`);
    }
  }
  const parts = mine.map((r) => `receipt ${r.receipt_cid} of ${r.juror}`);
  return parts.length === 1 ? `${parts[0]} is at its seat` : `${parts.join(', ')} are at their seats`;
}

// maxAckedReceipts is verdict.MaxAckedReceipts.
const maxAckedReceipts = 16;

// compareAcked orders an ack's receipts as Go's strings.Compare does on
// ASCII: by request, then juror.
function compareAcked(a, b) {
  if (a.request_id !== b.request_id) return a.request_id < b.request_id ? -1 : 1;
  if (a.juror !== b.juror) return a.juror < b.juror ? -1 : 1;
  return 0;
}

// readAcks reads an ack file a juror kept: one ack as JSON, or its log of
// one JSON ack a line, of which only the acks of request id count.
export function readAcks(text, id) {
  try {
    return [decodeStrict(utf8(text), 'Ack')];
  } catch {}
  const lines = text.trim().split('\n');
  return lines.map((line, n) => {
    try {
      return decodeStrict(utf8(line), 'Ack');
    } catch (e) {
      throw new Error(`line ${n + 1}: ${e.message}`);
    }
  }).filter((a) => (a.receipts ?? []).some((r) => r.request_id === id));
}

// seatReceipt is verdict.SeatReceipt: the receipt a seat names, when its
// block hashes to the seat's CID.
export function seatReceipt(f, j) {
  const block = j.receipt_cid ? f.receipts.get(j.receipt_cid) : undefined;
  if (!block || cidOf(block) !== j.receipt_cid) return null;
  try {
    return decode(block, 'Receipt');
  } catch {
    return null;
  }
}

export { hex32 };
