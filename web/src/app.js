// The verdict page: fetches a record through a trustless gateway and
// re-checks it in the visitor's browser. Everything fetched is shown with
// textContent only, never as markup.
import { audit, checkAck, readAcks } from './audit.js';
import { anchorCheck, chainChecks, RPC } from './chain.js';
import { fetchRecord, Gateway, resolve } from './fetch.js';
import { isAddress0x } from './bytes.js';

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

// params reads the page's address: /v/{ref}?gateway=&rpc=&escrow=&signer=&anchor=.
function params() {
  const u = new URL(location.href);
  const m = u.pathname.match(/^\/v\/([^/]+)$/);
  const q = (k) => (u.searchParams.get(k) ?? '').trim();
  return { ref: m ? decodeURIComponent(m[1]) : '', gateway: q('gateway'), rpc: q('rpc'), escrow: q('escrow'), anchor: q('anchor'), signer: q('signer') };
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
  anchor: 'the coordinator anchored this verdict hash on chain',
  censorship: 'a receipt the coordinator acknowledged is in the record',
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

function showSummary(rep, f, via) {
  const v = rep.verdict;
  const rows = [['verdict', f.cids.verdict], ['hash', '0x' + rep.hash], ['named by', via]];
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
  for (const n of f.notes) $('notes').append(el('li', { textContent: n }));
}

async function run(p) {
  const self = location.origin;
  const gw = new Gateway(p.gateway || self);
  const coordinator = p.gateway || self;
  const rpc = p.rpc ? new RPC(p.rpc) : null;
  if (p.escrow && !isAddress0x(p.escrow)) throw new Error(`the escrow ${JSON.stringify(p.escrow)} is not an address`);
  if (p.anchor && !isAddress0x(p.anchor)) throw new Error(`the anchor contract ${JSON.stringify(p.anchor)} is not an address`);
  if (p.signer && !isAddress0x(p.signer)) throw new Error(`the signer ${JSON.stringify(p.signer)} is not an address`);
  setState('running', `Fetching ${p.ref} from ${gw.base}…`);
  const r = await resolve(p.ref, gw, coordinator);
  const f = await fetchRecord(gw, r.cid);
  setState('running', 'Checking the record…');
  const rep = audit(f, { expectSigner: p.signer });
  let pinned = '';
  const v = rep.verdict;
  if (v?.deal && rpc) {
    const out = await chainChecks(rpc, p.escrow.toLowerCase(), f, rep, r.deal);
    rep.checks.push(...out.checks);
    pinned = out.pinned;
  } else if (v?.deal) {
    rep.checks.push({ name: 'chain', ok: null, detail: "give a JSON-RPC URL to check the deal's settlement on chain" });
  } else if (r.deal) {
    rep.checks.push({ name: 'chain-deal', ok: false, detail: `the record does not judge deal ${r.deal}` });
  }
  if (v && rep.hash) {
    try {
      rep.checks.push(await anchorCheck(coordinator, rpc, p.anchor, rep));
    } catch (e) {
      rep.checks.push({ name: 'anchor', ok: false, detail: e.message });
    }
  }
  if (v) showDecision(v);
  showSummary(rep, f, r.via);
  rep.checks.forEach(showCheck);
  summarize(rep, pinned);
  if (v) offerAcks(rep, pinned);
}

// summarize states the result, as audit.Report.Result does: fail when a
// check that ran failed, else pass when the signer or the escrow pins the
// record, else unpinned; checks not run count for neither.
function summarize(rep, pinned) {
  const failed = rep.checks.filter((c) => c.ok === false);
  const skipped = rep.checks.filter((c) => c.ok === null);
  const passed = rep.checks.length - failed.length - skipped.length;
  document.body.dataset.result = failed.length > 0 ? 'fail' : rep.pinned || pinned ? 'pass' : 'unpinned';
  if (failed.length > 0) {
    setState('fail', `Failed: ${failed.length} of ${rep.checks.length} checks (${failed.map((c) => c.name).join(', ')}). Do not rely on this verdict.`);
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
function offerAcks(rep, pinned) {
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
    summarize(rep, pinned);
    document.body.dataset.acks = 'done';
  });
}

function initForm(p) {
  const form = $('form');
  for (const k of ['ref', 'gateway', 'rpc', 'escrow', 'anchor', 'signer']) $(k).value = p[k];
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const ref = $('ref').value.trim();
    if (!ref) {
      $('ref').focus();
      return;
    }
    const q = new URLSearchParams();
    for (const k of ['gateway', 'rpc', 'escrow', 'signer', 'anchor']) if ($(k).value.trim()) q.set(k, $(k).value.trim());
    const qs = q.toString();
    location.assign(`/v/${encodeURIComponent(ref)}${qs ? '?' + qs : ''}`);
  });
}

const p = params();
initForm(p);
if (p.ref) {
  $('results').hidden = false;
  run(p).catch((e) => setState('error', `Could not check ${p.ref}: ${e.message}`));
} else {
  document.querySelector('.skip').hidden = true;
  setState('idle', 'Name a verdict to check it.');
}
