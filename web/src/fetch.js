// Fetching a record through a trustless gateway (ipfs/fetch.go): raw
// blocks by CID and the seal from the record locator. Nothing fetched is
// trusted; the audit checks every byte.
import { cidForHash, cidOf, equalBytes, hashFromCID, parseHash32 } from './bytes.js';
import { canonicalBytes, decode } from './canonical.js';

export const MaxBlockSize = 1 << 20;
const MaxJSON = 8 << 20;

export class NotFound extends Error {}

const trim = (u) => u.replace(/\/+$/, '');

async function get(url, accept, limit) {
  let resp;
  try {
    resp = await fetch(url, { headers: { Accept: accept }, credentials: 'omit', cache: 'no-store', redirect: 'error' });
  } catch (e) {
    throw new Error(`GET ${url}: ${e.message}`);
  }
  const body = new Uint8Array(await resp.arrayBuffer());
  if (body.length > limit) throw new Error(`GET ${url}: answer exceeds ${limit} bytes`);
  return { status: resp.status, type: resp.headers.get('Content-Type') ?? '', body };
}

// getJSON answers the decoded JSON body and the status.
export async function getJSON(url) {
  const r = await get(url, 'application/json', MaxJSON);
  let json = null;
  try {
    json = JSON.parse(new TextDecoder().decode(r.body));
  } catch {}
  return { status: r.status, json };
}

// Gateway is a trustless gateway: GET /ipfs/{cid}?format=raw and the seal
// route /arbitra/seal/{cid}.
export class Gateway {
  constructor(base) {
    this.base = trim(base);
  }

  async block(c) {
    const r = await get(`${this.base}/ipfs/${c}?format=raw`, 'application/vnd.ipld.raw', MaxBlockSize);
    if (r.status === 404) throw new NotFound(`the gateway has no block ${c}`);
    if (r.status !== 200) throw new Error(`the gateway answers ${r.status} for block ${c}`);
    if (r.type.split(';')[0].trim() !== 'application/vnd.ipld.raw') throw new Error(`the gateway answered ${JSON.stringify(r.type)} for a raw block`);
    return r.body;
  }

  async locate(vc) {
    const { status, json } = await getJSON(`${this.base}/arbitra/seal/${vc}`);
    if (json && json.error === 'not found') throw new NotFound(`no record of verdict ${vc}`);
    if (status !== 200 || !json || json.error) throw new Error(`seal answer: ${json?.error ?? status}`);
    if (json.verdict !== vc) throw new Error(`seal answer is about ${json.verdict}, not ${vc}`);
    let seal;
    try {
      seal = Uint8Array.from(atob(json.seal_block), (ch) => ch.charCodeAt(0));
    } catch {
      throw new Error('seal answer: the seal block is not base64');
    }
    return { seal: json.seal ?? '', content: json.content ?? '', sealBlock: seal };
  }
}

// resolve turns what the visitor named into a verdict CID: a CID, a verdict
// hash, a request ID (vrd_…, through the coordinator's view) or a deal ID
// (through GET /v1/deals/{id}, which names the record the coordinator
// settled with, an appealed deal's last round's; the chain checks then
// decide whether it is that record).
// A 32-byte hex value is taken as a verdict hash unless the gateway has no
// such block and the coordinator knows a deal of that ID.
export async function resolve(ref, gw, coordinator) {
  ref = ref.trim();
  if (/^vrd_[0-9a-f]{32}$/.test(ref)) {
    const { status, json } = await getJSON(`${trim(coordinator)}/v1/verdicts/${ref}`);
    if (status !== 200 || !json?.cid) throw new Error(`the coordinator has no minted verdict ${ref} (${status})`);
    return { cid: json.cid, via: `request ${ref}` };
  }
  let h;
  try {
    h = parseHash32(ref);
  } catch {}
  if (!h) {
    hashFromCID(ref);
    return { cid: ref, via: 'CID' };
  }
  const c = cidForHash(h);
  try {
    await gw.block(c);
    return { cid: c, via: 'verdict hash' };
  } catch (e) {
    if (!(e instanceof NotFound)) throw e;
  }
  const id = '0x' + ref.replace(/^0[xX]/, '').toLowerCase();
  const { status, json } = await getJSON(`${trim(coordinator)}/v1/deals/${id}`);
  if (status !== 200 || !json?.settlement?.verdict_hash) {
    throw new Error(`${ref} is neither a verdict hash the gateway holds nor a deal the coordinator settled`);
  }
  const last = json.rounds?.length ? json.rounds[json.rounds.length - 1] : json.settlement;
  return { cid: cidForHash(parseHash32(last.verdict_hash)), via: `deal ${id}`, deal: id };
}

// fetchRecord is ipfs.Fetch over a gateway: it returns an error only when
// the verdict block itself cannot be had.
export async function fetchRecord(gw, ref) {
  const f = { cids: { verdict: '', seal: '', content: '', receipts: [] }, receipts: new Map(), notes: [], content: null, contentErr: '', sealBlock: null, sealErr: '', signature: '' };
  hashFromCID(ref);
  const first = await gw.block(ref);
  let head = {};
  try {
    head = JSON.parse(new TextDecoder().decode(first)) ?? {};
  } catch {}
  let vc = ref, verdictBytes = first, contentBytes = null;
  if (head.kind === 'verdict-seal' || head.kind === 'verdict-content') {
    const got = cidOf(first);
    const check = head.kind === 'verdict-seal' ? 'seal' : 'content';
    if (got !== ref) throw new Error(`tampered block: ${check}: block ${ref} hashes to ${got}`);
    vc = head.verdict_cid;
    hashFromCID(vc);
    verdictBytes = await gw.block(vc);
    if (check === 'seal') [f.sealBlock, f.cids.seal] = [first, ref];
    else [contentBytes, f.cids.content] = [first, ref];
  }
  f.cids.verdict = vc;
  f.verdict = verdictBytes;
  try {
    const info = await gw.locate(vc);
    if (!f.sealBlock) [f.sealBlock, f.cids.seal] = [info.sealBlock, info.seal];
    if (!f.cids.content) f.cids.content = info.content;
  } catch (e) {
    if (!f.sealBlock) f.sealErr = `no seal for ${vc}: ${e.message}`;
  }
  if (f.sealBlock) {
    try {
      f.signature = JSON.parse(new TextDecoder().decode(f.sealBlock)).signature ?? '';
    } catch {}
  }
  if (cidOf(verdictBytes) !== vc) {
    f.notes.push('the verdict block does not hash to its CID: its receipts were not fetched');
  } else {
    let v = null;
    try {
      v = decode(verdictBytes, 'Verdict');
    } catch {}
    for (const j of v?.jurors ?? []) {
      if (!j.receipt_cid) continue;
      f.cids.receipts.push(j.receipt_cid);
      try {
        hashFromCID(j.receipt_cid);
        f.receipts.set(j.receipt_cid, await gw.block(j.receipt_cid));
      } catch (e) {
        f.notes.push(`receipt ${j.receipt_cid} of ${j.juror}: ${e.message}`);
      }
    }
  }
  if (f.cids.content && !contentBytes) {
    try {
      contentBytes = await gw.block(f.cids.content);
    } catch (e) {
      f.notes.push(`content ${f.cids.content}: ${e.message}`);
    }
  }
  if (contentBytes) {
    const got = cidOf(contentBytes);
    if (got !== f.cids.content) f.contentErr = `content block hashes to ${got}, not ${f.cids.content}`;
    else {
      try {
        const c = decode(contentBytes, 'Content');
        if (!equalBytes(canonicalBytes(c), contentBytes)) f.contentErr = `content block ${f.cids.content} is not canonical`;
        else f.content = c;
      } catch (e) {
        f.contentErr = `content block ${f.cids.content}: ${e.message}`;
      }
    }
  }
  return f;
}
