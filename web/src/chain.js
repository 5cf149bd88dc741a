// The chain checks of package audit (audit/chain.go, the settlement rule of
// audit/match) and its anchor check (audit/anchor.go), over an Ethereum
// JSON-RPC URL.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concat, equalBytes, fromHex, hex, hex32, parseHash32, sameAddress, utf8 } from './bytes.js';
import { dealBallotDigest, dealDraw, dealDrawSeed, seatReceipt } from './audit.js';
import { recoverDigest, word } from './sig.js';
import { getJSON } from './fetch.js';

const selector = (sig) => hex(keccak_256(utf8(sig)).subarray(0, 4));
const topic = (sig) => hex32(keccak_256(utf8(sig)));

const DealResolved = topic('DealResolved(bytes32,bool,bytes32,uint8,address,uint256)');
const DealSettledByJurors = topic('DealSettledByJurors(bytes32,bool,bytes32,uint256,address[])');
const JurorFeesPaid = topic('JurorFeesPaid(bytes32,uint256,uint256,uint256,uint256)');
const JurorFeeClaimed = topic('JurorFeeClaimed(bytes32,address,uint256,bool,uint256)');
const RoundDecided = topic('RoundDecided(bytes32,uint8,bool,bytes32,uint256,address[],uint64)');
const RoundFeesPaid = topic('RoundFeesPaid(bytes32,uint8,uint256,uint256,uint256,uint256)');
const RoundFeeClaimed = topic('RoundFeeClaimed(bytes32,uint8,address,uint256,bool,uint256)');
const MethodQuorum = 1;

// RPC is a minimal JSON-RPC client.
export class RPC {
  constructor(url) {
    this.url = url;
    this.id = 0;
  }

  async call(method, params) {
    let resp;
    try {
      resp = await fetch(this.url, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'omit', cache: 'no-store',
        body: JSON.stringify({ jsonrpc: '2.0', id: ++this.id, method, params }),
      });
    } catch (e) {
      throw new Error(`${method}: ${e.message}`);
    }
    const body = await resp.json().catch(() => null);
    if (!body || body.error) throw new Error(`${method}: ${body?.error?.message ?? resp.status}`);
    return body.result;
  }

  async ethCall(to, data) {
    const out = await this.call('eth_call', [{ to, data: '0x' + data }, 'latest']);
    return fromHex(out);
  }
}

// Words of ABI-encoded return data.
const wordAt = (b, i) => b.subarray(32 * i, 32 * i + 32);
const uint = (w) => BigInt('0x' + (hex(w) || '0'));
const addr = (w) => '0x' + hex(w.subarray(12));

function addressList(b, offsetWord) {
  const off = Number(uint(wordAt(b, offsetWord))) / 32;
  const n = Number(uint(wordAt(b, off)));
  if (n > 4096) throw new Error('address list too long');
  return Array.from({ length: n }, (_, i) => addr(wordAt(b, off + 1 + i)));
}

const arg32 = (b) => hex(b);
const argAddr = (a) => hex(word(0)).slice(0, 24) + a.replace(/^0x/i, '').toLowerCase();

const statusNames = ['none', 'funded', 'submitted', 'released', 'refunded', 'decided'];
const Released = 3, Refunded = 4;

export async function getDeal(rpc, escrow, id) {
  const b = await rpc.ethCall(escrow, selector('getDeal(bytes32)') + arg32(id));
  // Deal{buyer, seller, token, amount, jurorFee, criteriaHash,
  // deliverableHash, verdictHash, seed, deadline, submittedAt, submitBlock,
  // panelSize, threshold, state, round}, one word each (an escrow built
  // before appeals has no round).
  if (b.length < 15 * 32) throw new Error('getDeal: short answer');
  const d = {
    buyer: addr(wordAt(b, 0)), seller: addr(wordAt(b, 1)), criteriaHash: wordAt(b, 5), deliverableHash: wordAt(b, 6), verdictHash: wordAt(b, 7), seed: wordAt(b, 8),
    submitBlock: Number(uint(wordAt(b, 11))), panelSize: Number(uint(wordAt(b, 12))), status: Number(uint(wordAt(b, 14))),
    round: b.length >= 16 * 32 ? Number(uint(wordAt(b, 15))) : 0,
  };
  if (d.status === 0) throw new Error(`deal not found: ${hex(id)}`);
  return d;
}

// readSettled is the deal, the DealResolved event of its settlement (with
// its DealSettledByJurors and JurorFeesPaid events, logged in the same
// transaction) and the late ballots claimed after it (JurorFeeClaimed).
export async function readSettled(rpc, escrow, id) {
  const st = await getDeal(rpc, escrow, id);
  if (st.verdictHash.every((x) => x === 0)) throw new Error(`the deal is ${statusNames[st.status] ?? st.status}: no verdict recorded on chain`);
  const head = Number(BigInt(await rpc.call('eth_blockNumber', [])));
  const logs = await rpc.call('eth_getLogs', [{
    address: escrow, fromBlock: '0x' + st.submitBlock.toString(16), toBlock: '0x' + head.toString(16),
    topics: [[DealResolved, DealSettledByJurors, JurorFeesPaid, JurorFeeClaimed], hex32(id)],
  }]);
  const jurors = new Map(), fees = new Map(), claims = [];
  let ev = null;
  for (const l of logs) {
    const b = fromHex(l.data);
    switch (l.topics[0]) {
      case DealSettledByJurors:
        jurors.set(l.transactionHash, {
          approved: uint(wordAt(b, 0)) === 1n, root: wordAt(b, 1), seatMask: uint(wordAt(b, 2)), signers: addressList(b, 3),
        });
        break;
      case JurorFeesPaid:
        fees.set(l.transactionHash, { seatMask: uint(wordAt(b, 0)), dissentMask: uint(wordAt(b, 1)) });
        break;
      case JurorFeeClaimed:
        claims.push({ juror: addr(fromHex(l.topics[2])), seat: uint(wordAt(b, 0)), approved: uint(wordAt(b, 1)) === 1n });
        break;
      case DealResolved:
        ev ??= { block: Number(BigInt(l.blockNumber)), tx: l.transactionHash, approved: uint(wordAt(b, 0)) === 1n, method: Number(uint(wordAt(b, 2))) };
        break;
    }
  }
  if (!ev) throw new Error(`no DealResolved event in blocks ${st.submitBlock} to ${head}`);
  ev.jurors = jurors.get(ev.tx) ?? null;
  ev.fees = fees.get(ev.tx) ?? null;
  if (ev.method === MethodQuorum && !ev.jurors) throw new Error(`settled by ballots in tx ${ev.tx} without its DealSettledByJurors event`);
  if (ev.method === MethodQuorum && !ev.fees) throw new Error(`settled by ballots in tx ${ev.tx} without its JurorFeesPaid event`);
  return { id, state: st, event: ev, claims };
}

// appealWindow is the escrow's appeal window in seconds: 0 for one
// without, or built before appeals (as audit reads a failed Config).
async function appealWindow(rpc, escrow) {
  try {
    return uint(wordAt(await rpc.ethCall(escrow, selector('appealWindow()')), 0));
  } catch {
    return 0n;
  }
}

// readRound is audit.readRound: a decided round r of the deal (roundOf)
// with the events of its decision (RoundDecided, its RoundFeesPaid) and
// of the fees claimed for it (RoundFeeClaimed).
async function readRound(rpc, escrow, id, r) {
  const st = await getDeal(rpc, escrow, id);
  if (r > st.round) throw new Error(`the record judges round ${r}, the deal has rounds 0 to ${st.round}`);
  // roundOf returns Round{seed, verdictHash, payer, drawBlock, seats,
  // threshold, nextSeats, approved, fee, decidedAt} and the round's fee
  // shares, one word each.
  const b = await rpc.ethCall(escrow, selector('roundOf(bytes32,uint8)') + arg32(id) + hex(word(r)));
  if (b.length < 10 * 32) throw new Error('roundOf: short answer');
  const rd = {
    number: r, seed: wordAt(b, 0), verdictHash: wordAt(b, 1), drawBlock: Number(uint(wordAt(b, 3))), seats: Number(uint(wordAt(b, 4))),
    approved: uint(wordAt(b, 7)) === 1n, decidedAt: uint(wordAt(b, 9)),
  };
  if (rd.decidedAt === 0n) throw new Error(`round ${r} of the deal is not decided on chain`);
  const head = Number(BigInt(await rpc.call('eth_blockNumber', [])));
  const logs = await rpc.call('eth_getLogs', [{
    address: escrow, fromBlock: '0x' + st.submitBlock.toString(16), toBlock: '0x' + head.toString(16),
    topics: [[RoundDecided, RoundFeesPaid, RoundFeeClaimed], hex32(id)],
  }]);
  const fees = new Map(), claims = [];
  let dec = null;
  for (const l of logs) {
    const b = fromHex(l.data);
    if (Number(uint(wordAt(b, 0))) !== r) continue;
    switch (l.topics[0]) {
      case RoundDecided:
        dec ??= { tx: l.transactionHash, approved: uint(wordAt(b, 1)) === 1n, verdictHash: wordAt(b, 2), seatMask: uint(wordAt(b, 3)), signers: addressList(b, 4) };
        break;
      case RoundFeesPaid:
        fees.set(l.transactionHash, { seatMask: uint(wordAt(b, 1)), dissentMask: uint(wordAt(b, 2)) });
        break;
      case RoundFeeClaimed:
        claims.push({ juror: addr(fromHex(l.topics[2])), seat: uint(wordAt(b, 1)), approved: uint(wordAt(b, 2)) === 1n });
        break;
    }
  }
  if (!dec) throw new Error(`no RoundDecided event of round ${r} in blocks ${st.submitBlock} to ${head}`);
  dec.fees = fees.get(dec.tx) ?? null;
  if (!dec.fees) throw new Error(`round ${r} decided without its RoundFeesPaid event`);
  if (!equalBytes(dec.verdictHash, rd.verdictHash) || dec.approved !== rd.approved) throw new Error(`round ${r}'s RoundDecided event contradicts the round the escrow holds`);
  return { id, state: st, round: rd, decided: dec, claims };
}

// roundFate is audit.roundFate: what became of a decided round.
export function roundFate(st, rd) {
  const outcome = rd.approved ? 'PASS' : 'FAIL';
  if (st.round > rd.number) return outcome + ', then appealed';
  if (st.status === Released || st.status === Refunded) return outcome + ', which the deal was paid out by';
  return outcome + ', its appeal window open or unfinalized';
}

// ballotSeats is verdict.BallotSeats: the seats whose receipts hold a
// valid ballot for approved, over the record's own deal and evidence root.
function ballotSeats(f, v, approved) {
  let digest;
  try {
    digest = dealBallotDigest(v.deal, v.evidence.root, approved);
  } catch {
    return [];
  }
  const seats = [];
  v.jurors.forEach((j, i) => {
    const rc = seatReceipt(f, j);
    if (!rc || !rc.ballot || rc.ballot.approved !== approved || !sameAddress(rc.juror, j.juror)) return;
    try {
      if (sameAddress(recoverDigest(digest, rc.ballot.signature), j.juror)) seats.push(i);
    } catch {}
  });
  return seats;
}

const seatList = (seats) => `[${seats.join(' ')}]`;
const mask0x = (m) => '0x' + m.toString(16);

// seatName names seat i of a record by its juror, or says the record has
// no such seat (match.seatName).
const seatName = (r, i) => (i >= BigInt(r.jurors.length) ? `seat ${i} (not one of the record's ${r.jurors.length})` : `seat ${i} (${r.jurors[Number(i)]})`);

// holds names the outcome approved stands for and whether seat i of r
// holds a valid ballot for it (match.holds).
const holds = (r, i, approved) => [approved ? 'PASS' : 'FAIL', (approved ? r.pass : r.fail).some((k) => BigInt(k) === i)];

// matchCheck is match.Check, the one rule whether a record is the one a
// settlement settled with, phrase for phrase: on the oracle path the
// recorded hash is the record's and the deal went the way it decides; on
// the ballot path every signer holds a seat whose receipt holds a valid
// ballot for the settled vote, their seats are the logged mask, those
// ballots hash to the recorded verdict hash, and every seat the escrow
// paid for another ballot (a dissent, a late ballot claimed) holds a valid
// ballot for that ballot's outcome.
function matchCheck(r, s) {
  const decision = s.approved ? 'PASS' : 'FAIL', ballots = s.approved ? r.pass : r.fail;
  if (!equalBytes(r.dealId, s.dealId)) throw new Error(`the record judges deal ${hex32(r.dealId)}, the settlement is of deal ${hex32(s.dealId)}`);
  if (!s.byBallots) {
    if (hex(s.verdictHash) !== r.hash) throw new Error(`the oracle settled deal ${hex32(s.dealId)} with verdict hash 0x${hex(s.verdictHash)}, not this record's 0x${r.hash}`);
    if (r.decision !== decision) throw new Error(`the oracle settled deal ${hex32(s.dealId)} ${decision} with this record's hash, but the record decides ${r.decision}`);
    return `settled ${decision} by the escrow's oracle with this record's hash`;
  }
  if (r.decision !== decision) throw new Error(`the deal settled ${decision}, the record decides ${r.decision}`);
  if (s.signers.length === 0) throw new Error('the settlement by ballots names no signer');
  const seats = [];
  for (const signer of s.signers.map((a) => a.toLowerCase())) {
    const i = r.jurors.indexOf(signer);
    if (i < 0) throw new Error(`signer ${signer} settled the deal but holds no seat in the record`);
    if (!ballots.includes(i)) throw new Error(`signer ${signer} (seat ${i}) settled the deal ${decision}, but the record holds no valid ballot of it for ${decision}: its ballots are not the ones that settled the deal`);
    seats.push(i);
  }
  const mask = seats.reduce((m, i) => m | (1n << BigInt(i)), 0n);
  if (s.seatMask !== null && mask !== s.seatMask) throw new Error(`the signers hold seats ${seatList(seats)} (mask ${mask0x(mask)}) in the record, the escrow logged mask ${mask0x(s.seatMask)}`);
  const h = roundBallotsHash(r.dealId, r.root, r.round, s.approved, mask);
  if (!equalBytes(h, s.verdictHash)) throw new Error(`the ballots hash to 0x${hex(h)}, the escrow recorded 0x${hex(s.verdictHash)}`);
  let detail = `settled ${decision} by the ballots of seats ${seatList(seats)} (${seats.length} of ${r.jurors.length}), verdict hash 0x${hex(s.verdictHash)}`;
  const dissent = [];
  for (let i = 0n; s.dissentMask !== null && s.dissentMask >> i !== 0n; i++) {
    if (((s.dissentMask >> i) & 1n) === 0n) continue;
    const [other, ok] = holds(r, i, !s.approved);
    if (!ok) throw new Error(`the escrow paid ${seatName(r, i)} for a dissenting ballot for ${other} (JurorFeesPaid dissent mask ${mask0x(s.dissentMask)}), but the record holds no valid ballot of it for ${other}`);
    dissent.push(i);
  }
  if (dissent.length > 0) detail += `, the dissent of seats ${seatList(dissent)} paid`;
  const late = [];
  for (const c of s.claimed) {
    const [vote, ok] = holds(r, c.seat, c.approved), juror = c.juror.toLowerCase();
    const paid = `the escrow paid ${juror} as seat ${c.seat} for a late ballot for ${vote} (JurorFeeClaimed)`;
    if (c.seat >= BigInt(r.jurors.length)) throw new Error(`${paid}, but the record has ${r.jurors.length} seats`);
    if (r.jurors[Number(c.seat)] !== juror) throw new Error(`${paid}, but the record's seat ${c.seat} is ${r.jurors[Number(c.seat)]}`);
    if (!ok && !r.notAwaited.includes(Number(c.seat))) throw new Error(`the escrow paid ${seatName(r, c.seat)} for a late ballot for ${vote} (JurorFeeClaimed), but the record holds no valid ballot of it for ${vote}`);
    late.push(c.seat);
  }
  if (late.length > 0) detail += `, the late ballots of seats ${seatList(late)} paid`;
  return detail;
}

// roundBallotsHash is verdict.RoundBallotsHash: what an escrow records
// when ballots decide a round, the round in the hash from round 1 on.
function roundBallotsHash(dealId, root, round, approved, mask) {
  const a = word(approved ? 1 : 0);
  return keccak_256(round === 0 ? concat(dealId, root, a, word(mask)) : concat(dealId, root, word(round), a, word(mask)));
}

// settlementCheck is the "chain" check over a settlement read from the
// escrow, whose evidenceRootOf the deal is root (audit.CheckSettled): the
// settlement is consistent with the deal, and matchCheck finds the record
// is the one it settled with, every seat the escrow paid included.
export function settlementCheck(f, v, hash, s, root) {
  const ev = s.event;
  if (!ev || s.state.verdictHash.every((x) => x === 0)) throw new Error(`the deal is ${statusNames[s.state.status] ?? s.state.status}: no verdict recorded on chain`);
  const ms = {
    dealId: s.id, approved: ev.approved, verdictHash: s.state.verdictHash, byBallots: ev.method === MethodQuorum,
    signers: [], seatMask: null, dissentMask: null, claimed: [],
  };
  if (ms.byBallots) {
    const j = ev.jurors;
    if (!j) throw new Error('settled by ballots without its DealSettledByJurors event');
    if (!root) throw new Error('needs the evidence root');
    if (j.approved !== ev.approved || !equalBytes(j.root, root)) throw new Error(`the DealSettledByJurors event (approved=${j.approved}, root ${hex(j.root)}) contradicts the deal`);
    const fp = ev.fees;
    if (!fp) throw new Error('settled by ballots without its JurorFeesPaid event');
    if (fp.seatMask !== j.seatMask) throw new Error(`the JurorFeesPaid event (seat mask ${mask0x(fp.seatMask)}) contradicts the DealSettledByJurors event (seat mask ${mask0x(j.seatMask)})`);
    ms.signers = j.signers;
    ms.seatMask = j.seatMask;
    ms.dissentMask = fp.dissentMask;
    ms.claimed = s.claims ?? [];
  }
  return matchCheck(recordOf(f, v, hash), ms);
}

// recordOf is match.RecordOf: what the rule reads of a record.
function recordOf(f, v, hash) {
  if (!v.deal) throw new Error('the verdict names no deal');
  let root;
  try {
    root = parseHash32(v.evidence.root);
  } catch (e) {
    throw new Error(`evidence root: ${e.message}`);
  }
  return {
    hash, decision: v.decision, dealId: parseHash32(v.deal.deal_id), round: v.deal.round ?? 0, root, jurors: v.jurors.map((j) => j.juror.toLowerCase()),
    pass: ballotSeats(f, v, true), fail: ballotSeats(f, v, false),
    notAwaited: v.jurors.flatMap((j, i) => (j.vote === 'abstain' && j.error_class === 'not_awaited' ? [i] : [])),
  };
}

// chainChecks are chain-deal, chain-evidence, chain-draw and chain. pinned
// names what pins the record when every one passes against the escrow
// the visitor named. On an escrow with an appeal window the record is
// checked against the round it judged (audit.roundChecks), and round is
// that round as the escrow holds it, with the deal (null otherwise).
export async function chainChecks(rpc, pinnedEscrow, f, rep, wantDeal) {
  const v = { ...rep.verdict, jurors: rep.verdict.jurors ?? [] };
  const checks = [];
  const add = async (name, fn) => {
    try {
      checks.push({ name, ok: true, detail: (await fn()) ?? '' });
      return true;
    } catch (e) {
      checks.push({ name, ok: false, detail: e.message });
      return false;
    }
  };
  let s, escrow, chainId, byRound = false;
  const r = v.deal?.round ?? 0;
  const ok = await add('chain-deal', async () => {
    const d = v.deal;
    if (wantDeal && d.deal_id.toLowerCase() !== wantDeal) throw new Error(`the record does not judge deal ${wantDeal}`);
    const id = parseHash32(d.deal_id);
    escrow = (pinnedEscrow || d.escrow).toLowerCase();
    if (!/^0x[0-9a-f]{40}$/.test(escrow)) throw new Error(`the record's escrow ${JSON.stringify(d.escrow)} is not an address`);
    const code = await rpc.call('eth_getCode', [escrow, 'latest']);
    if (!code || code === '0x') throw new Error(`no contract at ${escrow}`);
    chainId = BigInt(await rpc.call('eth_chainId', []));
    if (d.escrow.toLowerCase() !== escrow) throw new Error(`the record names escrow ${d.escrow}, not ${escrow}`);
    if (d.chain_id !== chainId.toString()) throw new Error(`the record names chain ${d.chain_id}, the RPC serves chain ${chainId}`);
    // On an escrow with an appeal window each round is decided on its own.
    if ((await appealWindow(rpc, escrow)) > 0n || r > 0) {
      byRound = true;
      s = await readRound(rpc, escrow, id, r);
      return `deal ${d.deal_id} of escrow ${d.escrow}, round ${r} decided ${roundFate(s.state, s.round)}`;
    }
    s = await readSettled(rpc, escrow, id);
    return `deal ${d.deal_id} of escrow ${d.escrow}, settled in block ${s.event.block}`;
  });
  if (!ok) return { checks, pinned: '', round: null };
  let root;
  await add('chain-evidence', async () => {
    root = (await rpc.ethCall(escrow, selector('evidenceRootOf(bytes32)') + arg32(s.id))).subarray(0, 32);
    const want = sha256(utf8(hex(s.state.criteriaHash) + hex(s.state.deliverableHash)));
    if (!equalBytes(want, root)) throw new Error(`the escrow's evidenceRootOf ${hex(root)} is not the root of its commitments ${hex(want)}`);
    if (v.evidence.root !== hex(root) || v.evidence.count !== 2) {
      throw new Error(`the record judged evidence root ${v.evidence.root} (${v.evidence.count} items), the deal commits to ${hex(root)}: a record of other evidence`);
    }
    return "the record judged the deal's committed criteria and deliverable";
  });
  await add('chain-draw', async () => {
    const d = v.draw;
    if (byRound) {
      await checkDrawOf(rpc, escrow, s.id, v, s.round.drawBlock, s.round.seed, s.round.seats);
      return `round ${r}'s seed of block ${d.block ?? 0}, ${s.round.seats} seats of the deal's ${d.candidates.length} candidates`;
    }
    const b = d?.source === 'escrow' ? (d.block ?? 0) : s.state.submitBlock + 1;
    if (b !== s.state.submitBlock + 1) throw new Error(`draw block ${b}, but a deal submitted in block ${s.state.submitBlock} is drawn from block ${s.state.submitBlock + 1} only`);
    await checkDrawOf(rpc, escrow, s.id, v, s.state.submitBlock + 1, s.state.seed, s.state.panelSize);
    return `seed of block ${b}, ${d.candidates.length} candidates of the deal's snapshot`;
  });
  if (byRound) {
    await add('chain', async () => {
      const dec = s.decided;
      const ms = {
        dealId: s.id, approved: s.round.approved, verdictHash: s.round.verdictHash, byBallots: true,
        signers: dec.signers, seatMask: dec.seatMask, dissentMask: dec.fees.dissentMask, claimed: s.claims,
      };
      return `round ${r}: ${matchCheck(recordOf(f, v, rep.hash), ms)}`;
    });
    const round = { ...s.round, state: s.state };
    if (checks.some((c) => !c.ok) || !pinnedEscrow) return { checks, pinned: '', round };
    return { checks, pinned: `escrow ${escrow} drew round ${r}'s seats and decided it with their ballots`, round };
  }
  await add('chain', async () => {
    const detail = settlementCheck(f, v, rep.hash, s, root);
    if (s.event.method === MethodQuorum) return detail;
    const oracle = addr((await rpc.ethCall(escrow, selector('oracle()'))).subarray(0, 32));
    return `the escrow's oracle ${oracle} settled the deal ${v.decision} with this record's hash`;
  });
  if (checks.some((c) => !c.ok) || !pinnedEscrow) return { checks, pinned: '', round: null };
  return {
    checks, round: null,
    pinned: s.event.method === MethodQuorum ? `escrow ${escrow} drew these seats and settled with their ballots` : `escrow ${escrow} settled with this record's hash from its oracle`,
  };
}

// checkDrawOf is audit.checkDrawOf: it recomputes a round's panel from the
// chain alone, drawn from the hash of drawBlock, size seats of the deal's
// snapshot, with the seed the escrow stored (zero while none is).
async function checkDrawOf(rpc, escrow, id, v, drawBlock, stored, size) {
  const d = v.draw;
  if (!d || d.source !== 'escrow') throw new Error(`a deal's record must carry the escrow's draw, this one has ${d ? 'a ' + d.source + ' draw' : 'none'}`);
  const b = d.block ?? 0;
  if (b !== drawBlock) throw new Error(`draw block ${b}, but the round is drawn from block ${drawBlock} only`);
  const blk = await rpc.call('eth_getBlockByNumber', ['0x' + b.toString(16), false]);
  if (!blk?.hash) throw new Error(`no header of draw block ${b}`);
  const seed = dealDrawSeed(parseHash32(blk.hash), id);
  if (d.seed.toLowerCase() !== hex32(seed)) throw new Error(`the record's seed ${d.seed} is not ${hex32(seed)}, the seed of block ${b}'s hash`);
  if (stored.some((x) => x !== 0) && hex32(stored) !== hex32(seed)) throw new Error(`the escrow stored seed ${hex32(stored)}, not ${hex32(seed)}`);
  const snapshot = addressList(await rpc.ethCall(escrow, selector('snapshotOf(bytes32)') + arg32(id)), 0);
  if (snapshot.length !== d.candidates.length) throw new Error(`the record has ${d.candidates.length} candidates, the deal's snapshot ${snapshot.length}`);
  snapshot.forEach((a, i) => {
    if (d.candidates[i].address.toLowerCase() !== a) throw new Error(`candidate ${i} is ${d.candidates[i].address} in the record, ${a} in the deal's snapshot`);
  });
  if (d.size !== size) throw new Error(`the record draws ${d.size} seats, the deal ${size}`);
  const seats = dealDraw(seed, snapshot, size);
  if (seats.length !== v.jurors.length) throw new Error(`the escrow draws ${seats.length} seats, the record has ${v.jurors.length}`);
  seats.forEach((a, i) => {
    if (v.jurors[i].juror.toLowerCase() !== a) throw new Error(`seat ${i} is ${a} on chain, ${v.jurors[i].juror} in the record`);
  });
}

// Merkle tree of a batch (anchor/merkle.go).
const leafHash = (h) => keccak_256(concat(new Uint8Array([0]), h));
const nodeHash = (l, r) => keccak_256(concat(new Uint8Array([1]), l, r));

// batchPath is the sibling hashes from leaf index up to the root and the root.
export function batchPath(hashes, index) {
  let level = hashes.map(leafHash);
  const path = [];
  let i = index;
  while (level.length > 1) {
    if ((i ^ 1) < level.length) path.push(level[i ^ 1]);
    const next = [];
    for (let k = 0; k < level.length; k += 2) next.push(k + 1 === level.length ? level[k] : nodeHash(level[k], level[k + 1]));
    level = next;
    i >>= 1;
  }
  return { path, root: level[0] };
}

// verifyPath is anchor.VerifyPath.
export function verifyPath(h, index, count, path, root) {
  if (count < 1 || index < 0 || index >= count) throw new Error(`inclusion proof does not verify: index ${index} of ${count}`);
  let x = leafHash(h), used = 0;
  for (let n = count; n > 1; n = Math.ceil(n / 2)) {
    if ((index ^ 1) < n) {
      if (used === path.length) throw new Error('inclusion proof does not verify: path too short');
      x = index % 2 === 0 ? nodeHash(x, path[used]) : nodeHash(path[used], x);
      used++;
    }
    index >>= 1;
  }
  if (used !== path.length) throw new Error('inclusion proof does not verify: path too long');
  if (!equalBytes(x, root)) throw new Error(`inclusion proof does not verify: root ${hex(root)}, computed ${hex(x)}`);
}

// anchorCheck is the anchor check: the coordinator's batch that holds the
// verdict hash, the proof recomputed here from the batch's hashes and, with
// an RPC URL, checked against the root the contract holds for the signer.
// A check whose ok is null was not run to the end: the verdict awaits its
// batch, or the root was not read from a chain.
export async function anchorCheck(coordinator, rpc, anchorAddr, rep) {
  const hash = '0x' + rep.hash;
  const { status, json } = await getJSON(`${coordinator.replace(/\/+$/, '')}/v1/anchors/${hash}`);
  if (status === 404 && json?.code === 'awaiting') return { name: 'anchor', ok: null, detail: 'awaiting anchor: the verdict hash is queued for the next batch' };
  if (status === 404) return { name: 'anchor', ok: null, detail: 'not anchored: the coordinator holds no batch for this verdict' };
  if (status !== 200 || !json) throw new Error(`the coordinator has no batch for the verdict: ${status} ${json?.error ?? ''}`);
  const b = json;
  const hashes = (b.hashes ?? []).map(parseHash32);
  const index = hashes.findIndex((h) => hex32(h) === hash);
  if (index < 0) throw new Error(`inclusion proof does not verify: verdict hash ${hash} is not in batch ${b.id}`);
  const { path, root } = batchPath(hashes, index);
  if (!rpc) {
    verifyPath(parseHash32(hash), index, hashes.length, path, parseHash32(b.root));
    return { name: 'anchor', ok: null, detail: `leaf ${index} of ${hashes.length} in batch ${b.id} leads to root ${b.root} (${b.state}); give an RPC URL to check the root on chain` };
  }
  const contract = (anchorAddr || b.contract || '').toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(contract)) throw new Error(`no anchor contract to read (${JSON.stringify(b.contract)})`);
  const signer = rep.verdict.coordinator.toLowerCase();
  const onChain = (await rpc.ethCall(contract, selector('rootOf(address,uint64)') + argAddr(signer) + hex(word(b.id)))).subarray(0, 32);
  if (onChain.every((x) => x === 0)) throw new Error(`batch ${b.id} of ${signer} is not anchored on ${contract}`);
  if (!equalBytes(onChain, root)) throw new Error(`inclusion proof does not verify: batch ${b.id} root ${hex32(root)}, the contract holds ${hex32(onChain)}`);
  verifyPath(parseHash32(hash), index, hashes.length, path, onChain);
  const whose = anchorAddr ? '' : ' (the contract the coordinator names)';
  return { name: 'anchor', ok: true, detail: `leaf ${index} of ${hashes.length} in batch ${b.id}, root ${hex32(onChain)}, anchored by the signer on ${contract}${whose}` };
}

export { sameAddress };
