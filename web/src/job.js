// The audit of an ERC-8183 job (audit/job.go): the job, read from its
// contract's getJob, and its case, read through the evaluator the visitor
// trusts (caseIdOf, caseOf) and on that evaluator's escrow; and the three
// job checks, under the same names and phrase for phrase as CheckJob. The
// case's record is then checked as a deal's, every round.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, hex, hex32, utf8 } from './bytes.js';
import { getDeal, readSettled } from './chain.js';
import { word } from './sig.js';

const selector = (sig) => hex(keccak_256(utf8(sig)).subarray(0, 4));
const topic = (sig) => hex32(keccak_256(utf8(sig)));
const wordAt = (b, i) => b.subarray(32 * i, 32 * i + 32);
const uint = (w) => BigInt('0x' + (hex(w) || '0'));
const addr = (w) => '0x' + hex(w.subarray(12));
const argAddr = (a) => '0'.repeat(24) + a.replace(/^0x/i, '').toLowerCase();

const JobCompleted = topic('JobCompleted(uint256,address,bytes32)');
const JobRejected = topic('JobRejected(uint256,address,bytes32)');
const JobExpired = topic('JobExpired(uint256)');

export const Zero = '0x' + '0'.repeat(40);
const Zero32 = '0x' + '0'.repeat(64);

// Job statuses as ERC-8183 numbers them (chain.JobStatus), deal statuses
// as the escrow does (chain.DealStatus).
const Completed = 3, Rejected = 4, Expired = 5;
const jobStatusNames = ['open', 'funded', 'submitted', 'completed', 'rejected', 'expired'];
const dealStatusNames = ['none', 'funded', 'submitted', 'released', 'refunded', 'decided'];
const Released = 3, Refunded = 4;
export const jobStatus = (s) => jobStatusNames[s] ?? `job status ${s}`;
const dealStatus = (s) => dealStatusNames[s] ?? `DealStatus(${s})`;

// parseJobRef reads contract:id, as `arbitra audit --job` takes it.
export function parseJobRef(ref) {
  const m = /^(0x[0-9a-fA-F]{40}):([0-9]+)$/.exec(ref.trim());
  if (!m || BigInt(m[2]) <= 0n) throw new Error(`the job ${JSON.stringify(ref)} must be <job contract address>:<job id>, such as 0x5FbD…0aa3:7`);
  return { contract: m[1].toLowerCase(), id: BigInt(m[2]) };
}

async function hasCode(rpc, a) {
  const code = await rpc.call('eth_getCode', [a, 'latest']);
  return !!code && code !== '0x';
}

// readJob is audit.ReadJob: the job, its case through the evaluator and
// the case's deal on the evaluator's escrow, with when its last decision
// became final and the job contract's event that ended the job. The job
// case is plain data (addresses and hashes as lowercase 0x hex, the ids as
// decimal strings), the shape jobChecks reads.
export async function readJob(rpc, evaluator, jobContract, jobId) {
  evaluator = evaluator.toLowerCase();
  if (!(await hasCode(rpc, evaluator))) throw new Error(`the evaluator: no contract at ${evaluator}`);
  const escrow = addr(wordAt(await rpc.ethCall(evaluator, selector('escrow()')), 0));
  if (!(await hasCode(rpc, escrow))) throw new Error(`the evaluator's escrow: no contract at ${escrow}`);
  if (!(await hasCode(rpc, jobContract))) throw new Error(`the job contract: no contract at ${jobContract}`);
  const idArg = hex(word(jobId));
  const b = await rpc.ethCall(jobContract, selector('getJob(uint256)') + idArg);
  // getJob returns Job{client, provider, evaluator, description, budget,
  // expiredAt, status, hook, deliverable}, a tuple behind an offset.
  const t = Number(uint(wordAt(b, 0))) / 32;
  if (b.length < 32 * (t + 9)) throw new Error('getJob: short answer');
  const descAt = 32 * t + Number(uint(wordAt(b, t + 3)));
  const descLen = Number(uint(b.subarray(descAt, descAt + 32)));
  if (descAt + 32 + descLen > b.length) throw new Error('getJob: short description');
  const job = {
    client: addr(wordAt(b, t)), provider: addr(wordAt(b, t + 1)), evaluator: addr(wordAt(b, t + 2)),
    description: new TextDecoder().decode(b.subarray(descAt + 32, descAt + 32 + descLen)),
    budget: uint(wordAt(b, t + 4)).toString(), expiredAt: Number(uint(wordAt(b, t + 5))), status: Number(uint(wordAt(b, t + 6))),
    deliverable: hex32(wordAt(b, t + 8)),
  };
  const caseId = hex32(wordAt(await rpc.ethCall(evaluator, selector('caseIdOf(address,uint256)') + argAddr(jobContract) + idArg), 0));
  const c = await rpc.ethCall(evaluator, selector('caseOf(bytes32)') + caseId.slice(2));
  const jc = {
    evaluator, escrow, jobContract: jobContract.toLowerCase(), jobId: jobId.toString(), job, caseId,
    case: { jobContract: addr(wordAt(c, 0)), settled: uint(wordAt(c, 1)) === 1n, jobId: uint(wordAt(c, 2)).toString() },
    deal: { status: 0, criteriaHash: Zero32, deliverableHash: Zero32, buyer: Zero, seller: Zero, verdictHash: Zero32, round: 0, submitBlock: 0 },
    finalAt: 0, end: null,
  };
  if (jc.case.jobContract !== Zero) {
    const d = await getDeal(rpc, escrow, fromHex(caseId));
    jc.deal = {
      status: d.status, criteriaHash: hex32(d.criteriaHash), deliverableHash: hex32(d.deliverableHash), buyer: d.buyer, seller: d.seller,
      verdictHash: hex32(d.verdictHash), round: d.round, submitBlock: d.submitBlock,
    };
    jc.finalAt = await finalAt(rpc, jc);
  }
  const logs = await rpc.call('eth_getLogs', [{
    address: jc.jobContract, fromBlock: '0x' + jc.deal.submitBlock.toString(16), toBlock: 'latest',
    topics: [[JobCompleted, JobRejected, JobExpired], '0x' + idArg],
  }]);
  if (logs.length > 0) {
    const l = logs[0]; // a job ends once
    const end = { status: Expired, by: Zero, reason: Zero32, blockNumber: Number(BigInt(l.blockNumber)) };
    if (l.topics[0] === JobCompleted || l.topics[0] === JobRejected) {
      end.status = l.topics[0] === JobCompleted ? Completed : Rejected;
      end.by = addr(fromHex(l.topics[2]));
      end.reason = hex32(fromHex(l.data).subarray(0, 32));
    }
    jc.end = end;
  }
  return jc;
}

// finalAt is JobCase.FinalAt: when the case's last round's appeal window
// closed, or, on an escrow without one, its settlement's block time; 0
// while no decision was made.
async function finalAt(rpc, jc) {
  const id = jc.caseId.slice(2);
  let window = 0n;
  try {
    window = uint(wordAt(await rpc.ethCall(jc.escrow, selector('appealWindow()')), 0));
  } catch {}
  const rd = await rpc.ethCall(jc.escrow, selector('roundOf(bytes32,uint8)') + id + hex(word(jc.deal.round)));
  const decidedAt = rd.length >= 10 * 32 ? uint(wordAt(rd, 9)) : 0n;
  if (decidedAt !== 0n) return Number(decidedAt + window);
  if (!decided(jc).ok || jc.deal.round > 0) return 0;
  const s = await readSettled(rpc, jc.escrow, fromHex(jc.caseId));
  const blk = await rpc.call('eth_getBlockByNumber', ['0x' + s.event.block.toString(16), false]);
  return Number(BigInt(blk.timestamp));
}

// decided is JobCase.Decided: the case's final outcome, if the escrow
// paid it out on a decision (released: PASS; refunded with a verdict: FAIL).
function decided(jc) {
  if (jc.deal.status === Released) return { approved: true, ok: true };
  if (jc.deal.status === Refunded && jc.deal.verdictHash !== Zero32) return { approved: false, ok: true };
  return { approved: false, ok: false };
}

const outcome = (approved) => (approved ? 'PASS' : 'FAIL');
const unixTime = (s) => new Date(s * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const criteriaHash = (description) => hex32(sha256(utf8(description)));

// jobChecks is audit.CheckJob: job-evaluator, job-evidence and job-outcome.
export function jobChecks(jc) {
  const checks = [];
  const add = (name, fn, okDetail) => {
    try {
      const d = fn();
      checks.push({ name, ok: true, detail: okDetail ?? d });
    } catch (e) {
      checks.push({ name, ok: false, detail: e.message });
    }
  };
  add('job-evaluator', () => checkJobEvaluator(jc),
    `job ${jc.jobId} of ${jc.jobContract} names evaluator ${jc.evaluator}, whose case ${jc.caseId} on escrow ${jc.escrow || '(unknown)'} it is`);
  add('job-evidence', () => checkJobEvidence(jc), "the case commits sha256 of the job's description and its deliverable, client as buyer, provider as seller");
  add('job-outcome', () => checkJobOutcome(jc));
  return checks;
}

function checkJobEvaluator(jc) {
  const c = jc.case;
  if (jc.job.evaluator !== jc.evaluator) throw new Error(`the job names evaluator ${jc.job.evaluator}, not ${jc.evaluator}: arbitra's panel does not decide it`);
  if (c.jobContract === Zero) throw new Error(`the evaluator opened no case ${jc.caseId} for the job`);
  if (c.jobContract !== jc.jobContract || c.jobId === null || c.jobId !== jc.jobId) throw new Error(`case ${jc.caseId} is job ${c.jobId ?? '<nil>'} of ${c.jobContract}, not this job`);
  if (jc.deal.status === 0) throw new Error(`the escrow holds no deal ${jc.caseId}`);
}

function checkJobEvidence(jc) {
  const d = jc.deal, j = jc.job;
  if (jc.case.jobContract === Zero) throw new Error("no case: nothing commits the job's evidence");
  const want = criteriaHash(j.description);
  if (d.criteriaHash !== want) throw new Error(`the case's criteria hash ${d.criteriaHash} is not sha256 of the job's description ${want}`);
  if (d.deliverableHash !== j.deliverable) throw new Error(`the case's deliverable hash ${d.deliverableHash} is not the job's deliverable ${j.deliverable}`);
  if (d.buyer !== j.client || d.seller !== j.provider) throw new Error(`the case is between ${d.buyer} and ${d.seller}, the job between client ${j.client} and provider ${j.provider}`);
}

function checkJobOutcome(jc) {
  const j = jc.job, end = jc.end, st = jobStatus(j.status);
  const { approved, ok } = decided(jc);
  switch (j.status) {
    case Completed:
    case Rejected:
      if (!end || end.status !== j.status) throw new Error(`the job is ${st} without its Job${j.status === Completed ? 'Completed' : 'Rejected'} event`);
      if (end.by !== jc.evaluator) throw new Error(`the job was ${st} by ${end.by}, not by the evaluator`);
      if (!ok) throw new Error(`the job is ${st}, but its case is ${dealStatus(jc.deal.status)} with no final outcome`);
      if (approved !== (j.status === Completed)) throw new Error(`the job is ${st}, but its case was decided ${outcome(approved)}`);
      if (end.reason !== jc.deal.verdictHash) throw new Error(`the job's reason ${end.reason} is not its case's verdict hash ${jc.deal.verdictHash}`);
      if (!jc.case.settled) throw new Error('the evaluator has not settled the case, yet the job ended by it');
      return `${st} in block ${end.blockNumber} as its case decided (${outcome(approved)}, round ${jc.deal.round}), reason = the verdict hash ${end.reason}`;
    case Expired:
      if (jc.finalAt !== 0 && jc.finalAt < j.expiredAt) {
        throw new Error(`the job expired at ${unixTime(j.expiredAt)}, but its case's decision was final at ${unixTime(jc.finalAt)}, before it: the evaluator did not settle in time`);
      }
      return `expired at ${unixTime(j.expiredAt)} with no final decision before it; the budget went back to the client`;
  }
  if (ok) throw new Error(`the job is ${st}, its case final (${outcome(approved)}): settle it`);
  throw new Error(`the job is ${st}: it has not ended`);
}
