// The verdict page: fetches a record through a trustless gateway and
// re-checks it in the visitor's browser. Everything fetched is shown with
// textContent only, never as markup.
import { audit, checkAck, readAcks } from './audit.js';
import { anchorCheck, chainChecks, roundFate, RPC } from './chain.js';
import { fetchRecord, Gateway, resolve } from './fetch.js';
import { cidForHash, fromHex, isAddress0x } from './bytes.js';
import { jobChecks, jobStatus, parseJobRef, readJob, Zero } from './job.js';

const $ = (id) => document.getElementById(id);

function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('data-')) e.setAttribute(k, v);
    else e[k] = v;
  }
  for (const c of children) e.append(c);
  return e;
}

// params reads the page's address: /v/{ref}?gateway=&rpc=&escrow=&signer=&anchor=,
// and for an ERC-8183 job /?job={contract}:{id}&evaluator=&rpc= (the ref,
// when given, names the record of the job's case).
function params() {
  const u = new URL(location.href);
  const m = u.pathname.match(/^\/v\/([^/]+)$/);
  const q = (k) => (u.searchParams.get(k) ?? '').trim();
  return {
    ref: m ? decodeURIComponent(m[1]) : '', gateway: q('gateway'), rpc: q('rpc'), escrow: q('escrow'), anchor: q('anchor'), signer: q('signer'),
    job: q('job'), evaluator: q('evaluator'),
  };
}

function setState(state, text) {
  document.body.dataset.state = state;
  $('status').textContent = text;
}

const label = { true: 'pass', false: 'fail', null: 'not run' };

// why says in a phrase what each check establishes (docs/verifying.md has
// the long form); receipt[i] checks share one phrase.
const why = {
  seal: 'the blocks the gateway served hash to the CIDs that name them',
  cid: "the verdict's CID is the hash of its bytes",
  decode: 'the record parses as a verdict of this protocol',
  canonical: 'the signed bytes are the one canonical encoding',
  signature: 'the coordinator named in the verdict signed exactly these bytes',
  'request-id': 'the request ID is the hash of what was asked, so nothing was swapped',
  draw: 'the recorded draw, which nobody chose, gives exactly these seats',
  receipt: 'this seat signed its own vote on the same evidence root',
  'majority-v1': 'the decision is what majority-v1 gives from the seats\' votes',
  content: 'the published question, evidence and rationales match their fingerprints',
  deal: 'the verdict judges the deal you named',
  'chain-deal': 'the escrow holds this deal, settled, on the chain the record names',
  'chain-evidence': 'the record judged the texts the deal committed to on chain',
  'chain-draw': "the escrow's own draw gave these seats",
  chain: 'the escrow settled with this record\'s ballots (or its hash, by the oracle)',
  'round-link': "the record judges the deal's next round and names the record of the round before",
  anchor: 'the coordinator anchored this verdict hash on chain',
  censorship: 'a receipt the coordinator acknowledged is in the record',
  'job-evaluator': 'the job names the evaluator you trust, whose case on its escrow it is',
  'job-evidence': "the case commits the job's description and deliverable, between its client and provider",
  'job-outcome': 'the job ended as its case was finally decided, with the verdict hash as reason',
  case: "the job's case has a record to check",
};

function showCheck(c) {
  const li = el('li', { class: 'check', 'data-check': c.name, 'data-ok': String(c.ok) },
    el('span', { class: 'mark', textContent: label[c.ok] }),
    el('span', { class: 'name', textContent: c.name }, el('span', { class: 'why', textContent: why[c.name.replace(/\[\d+\]$/, '')] ?? '' })),
    el('span', { class: 'detail', textContent: c.detail }));
  $('checks').append(li);
}

// showDecision leads with what the panel decided and how each seat voted.
function showDecision(v) {
  const jurors = v.jurors ?? [];
  $('decision-value').textContent = v.decision;
  const votes = jurors.filter((j) => v.options?.includes(j.vote)).length;
  $('decision-tally').textContent = `(${votes} of ${jurors.length} seats voted${v.dissent ? `, ${v.dissent} against` : ''}${v.unanimous ? ', unanimous' : ''})`;
  const body = $('votes').querySelector('tbody');
  body.replaceChildren();
  jurors.forEach((j, i) => {
    const vote = j.error_class ? `${j.vote} (${j.error_class})` : j.vote;
    body.append(el('tr', { 'data-vote': j.vote }, el('td', { textContent: String(i) }), el('td', { textContent: j.juror }),
      el('td', { textContent: j.model ?? '' }), el('td', { textContent: vote })));
  });
  $('decision').hidden = false;
}

function showSummary(rep, f, via, jobRows = []) {
  const v = rep.verdict;
  const rows = [...jobRows];
  if (f) rows.push(['verdict', f.cids.verdict], ['hash', '0x' + rep.hash], ['named by', via]);
  if (v) {
    rows.push(['request', v.id]);
    if (v.deal) rows.push(['deal', `${v.deal.deal_id} on chain ${v.deal.chain_id}, escrow ${v.deal.escrow}`]);
    if (rep.signer) rows.push(['signed by', rep.signer]);
    rows.push(['content', f.content ? `published: ${f.cids.content}` : 'not published']);
  }
  const dl = $('summary');
  dl.replaceChildren();
  for (const [k, val] of rows) dl.append(el('dt', { textContent: k }), el('dd', { textContent: val }));
  if (v?.trust_model) $('trust-model').textContent = v.trust_model;
  for (const n of f?.notes ?? []) $('notes').append(el('li', { textContent: n }));
}

// runJob is audit --job: it reads the job and its case through the
// evaluator the visitor trusts, then checks the case's record as a deal's
// on the evaluator's escrow (run), the job checks first. A job without a
// case, or whose case has no record to check, fails with the job checks
// shown.
async function runJob(p) {
  const j = parseJobRef(p.job);
  if (!isAddress0x(p.evaluator)) throw new Error(`a job needs the evaluator you trust: ${JSON.stringify(p.evaluator)} is not an address`);
  if (!p.rpc) throw new Error("a job needs a JSON-RPC URL to read it from its chain");
  setState('running', `Reading job ${j.id} of ${j.contract}…`);
  const jc = await readJob(new RPC(p.rpc), p.evaluator, j.contract, j.id);
  if (p.escrow && p.escrow.toLowerCase() !== jc.escrow) throw new Error(`the escrow ${p.escrow} is not the escrow of evaluator ${jc.evaluator} (${jc.escrow})`);
  const job = {
    checks: jobChecks(jc),
    rows: [['job', `${jc.jobId} of ${jc.jobContract}, ${jobStatus(jc.job.status)}`], ['evaluator', jc.evaluator], ['case', `${jc.caseId} on escrow ${jc.escrow}`]],
  };
  const caseOnly = (detail) => {
    const rep = { checks: [...job.checks, { name: 'case', ok: false, detail }] };
    showSummary(rep, null, '', job.rows);
    rep.checks.forEach(showCheck);
    summarize(rep, '');
  };
  if (jc.case.jobContract === Zero) return caseOnly('the job has no case');
  try {
    await run({ ...p, escrow: jc.escrow, ref: p.ref || jc.caseId }, { ...job, caseId: jc.caseId });
  } catch (e) {
    if (!e.caseRecord) throw e;
    caseOnly(`case ${jc.caseId}: ${e.message}`);
  }
}

async function run(p, job = null) {
  const self = location.origin;
  const gw = new Gateway(p.gateway || self);
  const coordinator = p.gateway || self;
  const rpc = p.rpc ? new RPC(p.rpc) : null;
  if (p.escrow && !isAddress0x(p.escrow)) throw new Error(`the escrow ${JSON.stringify(p.escrow)} is not an address`);
  if (p.anchor && !isAddress0x(p.anchor)) throw new Error(`the anchor contract ${JSON.stringify(p.anchor)} is not an address`);
  if (p.signer && !isAddress0x(p.signer)) throw new Error(`the signer ${JSON.stringify(p.signer)} is not an address`);
  setState('running', `Fetching ${p.ref} from ${gw.base}…`);
  let r, f;
  try {
    r = await resolve(p.ref, gw, coordinator);
    f = await fetchRecord(gw, r.cid);
  } catch (e) {
    if (job) e.caseRecord = true; // the job's case has no record to check
    throw e;
  }
  setState('running', 'Checking the record…');
  const rep = audit(f, { expectSigner: p.signer });
  let pinned = '', earlier = [];
  const v = rep.verdict;
  if (job) rep.checks.unshift(...job.checks);
  if (v?.deal && rpc) {
    const out = await chainChecks(rpc, p.escrow.toLowerCase(), f, rep, job ? job.caseId : r.deal);
    rep.checks.push(...out.checks);
    pinned = out.pinned;
    if (out.round || (v.deal.round ?? 0) > 0) {
      setState('running', 'Checking the rounds before…');
      earlier = await walkRounds(gw, rpc, p, { f, rep, round: out.round });
    }
  } else if (v?.deal) {
    rep.checks.push({ name: 'chain', ok: null, detail: "give a JSON-RPC URL to check the deal's settlement on chain" });
  } else if (r.deal || job) {
    rep.checks.push({ name: 'chain-deal', ok: false, detail: `the record does not judge deal ${job ? job.caseId : r.deal}` });
  }
  if (v && rep.hash) {
    try {
      rep.checks.push(await anchorCheck(coordinator, rpc, p.anchor, rep));
    } catch (e) {
      rep.checks.push({ name: 'anchor', ok: false, detail: e.message });
    }
  }
  if (v) showDecision(v);
  showSummary(rep, f, r.via, job?.rows);
  if (earlier.length > 0) showRounds(earlier);
  rep.checks.forEach(showCheck);
  const failedRounds = earlier.slice(0, -1).filter((x) => x.rep.checks.some((c) => c.ok === false)).map((x) => x.number);
  summarize(rep, failedRounds.length ? '' : pinned, failedRounds);
  if (v) offerAcks(rep, pinned, failedRounds);
}

// walkRounds is audit.Walk from the record shown, the deal's round r:
// it fetches the records of rounds r-1 to 0 by the CIDs each names as its
// previous, checks each as the shown one (offline, then against the
// escrow), and adds round-link to every one. It returns the rounds, round
// 0 first, the shown one last.
async function walkRounds(gw, rpc, p, shown) {
  const rounds = [{ ...shown, number: shown.rep.verdict.deal.round ?? 0 }];
  for (let prev = shown.rep.verdict.deal.previous; prev && rounds.length < MaxRounds;) {
    const number = rounds[0].number - 1;
    let f;
    try {
      f = await fetchRecord(gw, prev);
    } catch (e) {
      shown.rep.checks.push({ name: 'round-link', ok: false, detail: `round ${number}'s record ${prev}: ${e.message}` });
      return [];
    }
    const rep = audit(f, { expectSigner: p.signer });
    const out = rep.verdict?.deal ? await chainChecks(rpc, p.escrow.toLowerCase(), f, rep) : { checks: [], round: null };
    rep.checks.push(...out.checks);
    rounds.unshift({ f, rep, round: out.round, number });
    prev = rep.verdict?.deal?.previous;
  }
  rounds.forEach((x, i) => {
    const c = { name: 'round-link', ok: true, detail: i === 0 ? "round 0, the deal's first panel" : `round ${i} names round ${i - 1}'s record` };
    try {
      roundLink(rounds, i);
    } catch (e) {
      c.ok = false;
      c.detail = e.message;
    }
    x.rep.checks.push(c);
  });
  return rounds;
}

// MaxRounds is verdict.MaxRounds: a deal's first panel and three appeals.
const MaxRounds = 4;

// roundLink is audit.roundLink: record i judges round i of the deal of
// record 0 and names record i-1 by its CID.
function roundLink(rounds, i) {
  const deal = (x) => {
    if (!x.rep.verdict) throw new Error('decode: the record is not a verdict');
    if (!x.rep.verdict.deal) throw new Error('the record names no deal');
    return x.rep.verdict.deal;
  };
  const v = deal(rounds[i]), first = deal(rounds[0]);
  if (v.deal_id !== first.deal_id || v.escrow !== first.escrow || v.chain_id !== first.chain_id) throw new Error(`the record judges deal ${v.deal_id}, round 0's deal ${first.deal_id}`);
  if ((v.round ?? 0) !== i) throw new Error(`the record judges round ${v.round ?? 0}, not ${i}`);
  if (i === 0) return;
  const prev = cidForHash(fromHex(rounds[i - 1].rep.hash));
  if (v.previous !== prev) throw new Error(`the record names ${v.previous} as round ${i - 1}'s record, which is ${prev}`);
}

// showRounds lists the deal's rounds up to the one shown, each with its
// decision, what became of it on chain and its checks, and says which
// round decided the deal, as arbitra audit does.
function showRounds(rounds) {
  const ol = $('rounds');
  ol.replaceChildren();
  let decided = '';
  for (const x of rounds) {
    const v = x.rep.verdict, failed = x.rep.checks.filter((c) => c.ok === false).map((c) => c.name);
    const fate = x.round ? roundFate(x.round.state, x.round) : 'not read from the escrow';
    if (x.round && /paid out by$/.test(fate)) decided = `Round ${x.number} decided the deal: ${fate}.`;
    const result = failed.length ? `failed: ${failed.join(', ')}` : `all ${x.rep.checks.length} checks passed`;
    ol.append(el('li', { 'data-round': String(x.number), 'data-ok': String(failed.length === 0) },
      `round ${x.number}: ${v?.decision ?? '?'} by ${v?.jurors?.length ?? 0} seats, ${fate}; record ${cidForHash(fromHex(x.rep.hash))}; ${result}`));
  }
  const last = rounds[rounds.length - 1];
  $('rounds-decided').textContent = decided || (last.round?.state.round > last.number
    ? `The deal went on to round ${last.round.state.round}: name that round's record to check it.`
    : `No round has paid the deal out yet; round ${last.number} stands unless appealed.`);
  $('rounds-section').hidden = false;
}

// summarize states the result, as audit.Report.Result does: fail when a
// check that ran failed, else pass when the signer or the escrow pins the
// record, else unpinned; checks not run count for neither.
function summarize(rep, pinned, failedRounds = []) {
  const failed = rep.checks.filter((c) => c.ok === false);
  const skipped = rep.checks.filter((c) => c.ok === null);
  const passed = rep.checks.length - failed.length - skipped.length;
  const fails = failed.length > 0 || failedRounds.length > 0;
  document.body.dataset.result = fails ? 'fail' : rep.pinned || pinned ? 'pass' : 'unpinned';
  if (fails) {
    const what = [];
    if (failed.length > 0) what.push(`${failed.length} of ${rep.checks.length} checks (${failed.map((c) => c.name).join(', ')})`);
    if (failedRounds.length > 0) what.push(`the checks of round ${failedRounds.join(', ')} of the deal (listed under Rounds)`);
    setState('fail', `Failed: ${what.join('; ')}. Do not rely on this verdict.`);
    return;
  }
  const rest = skipped.length ? `; ${skipped.length} not run (${skipped.map((c) => c.name).join(', ')})` : '';
  let pin = ' The signer is not pinned: the record is consistent, and anyone could have signed it; name the coordinator you trust, or for a deal the escrow you trust, to pin it.';
  if (rep.pinned) pin = ` Pinned: signed by ${rep.signer}, the coordinator you named.`;
  else if (pinned) pin = ` Pinned by the escrow: ${pinned}.`;
  setState(skipped.length ? 'partial' : 'pass', `All ${passed} checks passed${rest}.${pin}`);
}

// offerAcks lets a juror check the record against the receipt acks it
// kept (censorship): the files are read here and go nowhere.
function offerAcks(rep, pinned, failedRounds) {
  const input = $('acks');
  $('acks-section').hidden = false;
  input.addEventListener('change', async () => {
    document.body.dataset.acks = 'reading';
    for (const file of input.files) {
      let acks;
      try {
        acks = readAcks(await file.text(), rep.verdict.id);
      } catch (e) {
        acks = null;
        const c = { name: 'censorship', ok: false, detail: `${file.name}: ${e.message}` };
        rep.checks.push(c);
        showCheck(c);
      }
      for (const a of acks ?? []) {
        const c = { name: 'censorship', ok: true, detail: '' };
        try {
          c.detail = checkAck(rep.verdict, a);
        } catch (e) {
          c.ok = false;
          c.detail = e.message;
        }
        rep.checks.push(c);
        showCheck(c);
      }
      if (acks && acks.length === 0) $('notes').append(el('li', { textContent: `${file.name} holds no ack of request ${rep.verdict.id}` }));
    }
    summarize(rep, pinned, failedRounds);
    document.body.dataset.acks = 'done';
  });
}

function initForm(p) {
  const form = $('form');
  for (const k of ['ref', 'gateway', 'rpc', 'escrow', 'anchor', 'signer', 'job', 'evaluator']) $(k).value = p[k];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const ref = $('ref').value.trim(), job = $('job').value.trim();
    if (!ref && !job) {
      $('ref').focus();
      return;
    }
    const q = new URLSearchParams();
    for (const k of ['job', 'evaluator', 'gateway', 'rpc', 'escrow', 'signer', 'anchor']) if ($(k).value.trim()) q.set(k, $(k).value.trim());
    const qs = q.toString();
    location.assign(`${ref ? '/v/' + encodeURIComponent(ref) : '/'}${qs ? '?' + qs : ''}`);
  });
}

const p = params();
initForm(p);
if (p.job) {
  $('results').hidden = false;
  runJob(p).catch((e) => setState('error', `Could not check job ${p.job}: ${e.message}`));
} else if (p.ref) {
  $('results').hidden = false;
  run(p).catch((e) => setState('error', `Could not check ${p.ref}: ${e.message}`));
} else {
  document.querySelector('.skip').hidden = true;
  setState('idle', 'Name a verdict to check it.');
}
