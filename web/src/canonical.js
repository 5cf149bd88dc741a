// The canonical encoding of records (verdict/canonical.go): a block is
// decoded into its Go type, which keeps only the type's fields and drops
// the empty omitempty ones, and re-encoded as RFC 8785 JSON. A block is
// canonical when the re-encoding gives back its exact bytes.
import { decodeUTF8, utf8 } from './bytes.js';

// Field types: 's' string, 'i' integer, 'f' number, 'b' bool, ['s'] a list
// of strings, [T] a list of T, an object a struct; '?' after a name: omitempty.
const Context = { count: 'i', root: 's' };
const Candidate = { address: 's', model: 's', weight: 'i' };
const Deal = { chain_id: 's', escrow: 's', deal_id: 's', 'seller?': 's', 'category?': 's', 'round?': 'i', 'previous?': 's' };
const Draw = {
  source: 's', seed: 's', candidates: [Candidate], size: 'i',
  'chain_id?': 's', 'escrow?': 's', 'block?': 'i',
};
const JurorVote = {
  juror: 's', 'model?': 's', 'engine?': 's', vote: 's', confidence: 'f',
  'rationale_fp?': 's', 'error_class?': 's', latency_ms: 'i', 'receipt_cid?': 's',
};
const Ballot = { approved: 'b', signature: 's' };
const Evidence = { label: 's', text: 's' };
const Rationale = { juror: 's', rationale: 's' };
const AckedReceipt = { request_id: 's', juror: 's', receipt_cid: 's' };

export const Schemas = {
  Verdict: {
    v: 'i', kind: 's', id: 's', coordinator: 's', question_fp: 's', options: ['s'],
    'rubric_fp?': 's', evidence: Context, jurors: [JurorVote], decision: 's',
    unanimous: 'b', dissent: 'i', method: 's', 'quorum?': 'i', 'reason?': 's',
    'deal?': Deal, 'min_votes?': 'i', 'nonce?': 's', 'draw?': Draw,
    trust_model: 's', created_at: 's',
  },
  Receipt: {
    v: 'i', kind: 's', request_id: 's', juror: 's', peer_id: 's', model: 's', engine: 's',
    context: Context, prompt_fp: 's', response_fp: 's', 'rationale_fp?': 's', vote: 's',
    confidence: 'f', 'error_class?': 's', latency_ms: 'i', 'ballot?': Ballot,
    created_at: 's', 'signature?': 's',
  },
  Seal: { v: 'i', kind: 's', verdict_cid: 's', signer: 's', signature: 's' },
  Content: {
    v: 'i', kind: 's', verdict_cid: 's', question: 's', options: ['s'], 'rubric?': 's',
    'evidence?': [Evidence], 'rationales?': [Rationale],
  },
  Ack: { v: 'i', kind: 's', coordinator: 's', receipts: [AckedReceipt], 'signature?': 's' },
  RequestIDInput: {
    question_fp: 's', options: ['s'], 'rubric_fp?': 's', evidence: Context, panel: 'i',
    min_votes: 'i', 'deal?': Deal, 'nonce?': 's',
  },
};

// DecodeError is a block that does not decode into its Go type.
export class DecodeError extends Error {}

const typeName = (t) => (typeof t === 'string' ? { s: 'string', i: 'integer', f: 'number', b: 'bool' }[t] : Array.isArray(t) ? 'list' : 'object');

// project decodes the parsed JSON value x into type t as encoding/json
// does, returning the value its re-encoding writes (null for a nil list or
// pointer, the zero value for an absent field).
function project(x, t, path) {
  const bad = () => new DecodeError(`${path || 'value'}: cannot decode ${x instanceof Num ? 'number' : Array.isArray(x) ? 'array' : typeof x} as ${typeName(t)}`);
  if (typeof t === 'string') {
    const zero = { s: '', i: 0, f: 0, b: false }[t];
    if (x === null || x === undefined) return zero;
    switch (t) {
      case 's':
        if (typeof x !== 'string') throw bad();
        return x;
      case 'b':
        if (typeof x !== 'boolean') throw bad();
        return x;
      case 'i':
        if (!(x instanceof Num) || !x.int || !Number.isSafeInteger(x.value)) throw bad();
        return x.value === 0 ? 0 : x.value;
      case 'f':
        if (!(x instanceof Num) || !Number.isFinite(x.value)) throw bad();
        return x.value;
    }
  }
  if (Array.isArray(t)) {
    if (x === null || x === undefined) return null;
    if (!Array.isArray(x)) throw bad();
    return x.map((e, i) => project(e, t[0], `${path}[${i}]`));
  }
  if (x === null || x === undefined) return null;
  if (typeof x !== 'object' || Array.isArray(x) || x instanceof Num) throw bad();
  const out = {};
  for (const [k, ft] of Object.entries(t)) {
    const omit = k.endsWith('?');
    const name = omit ? k.slice(0, -1) : k;
    // encoding/json matches keys case-insensitively; an exact key wins.
    let v = x[name];
    if (v === undefined) {
      const alt = Object.keys(x).find((key) => key.toLowerCase() === name.toLowerCase());
      if (alt !== undefined) v = x[alt];
    }
    const p = project(v, ft, path ? `${path}.${name}` : name);
    if (omit && (p === null || p === '' || p === 0 || p === false || (Array.isArray(p) && p.length === 0))) continue;
    out[name] = p;
  }
  return out;
}

// Num is a number as the document writes it: encoding/json decodes only a
// literal without fraction or exponent into an integer field.
class Num {
  constructor(literal) {
    this.value = Number(literal);
    this.int = /^-?\d+$/.test(literal);
  }
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const numberToken = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const stringToken = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;

// parse reads a JSON document as encoding/json does: numbers keep their
// literal's form (Num), lone surrogate escapes stand for U+FFFD, the last
// of duplicate keys wins, and nothing but whitespace may follow.
function parse(text) {
  let i = 0;
  const fail = (what) => {
    throw new DecodeError(`invalid JSON at offset ${i} (${what})`);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const token = (re, what) => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) fail(what);
    i += m[0].length;
    return m[0];
  };
  const str = () => JSON.parse(token(stringToken, 'string')).replace(loneSurrogate, '\ufffd');
  const value = () => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i++;
      const o = Object.create(null);
      space();
      if (text[i] === '}') {
        i++;
        return o;
      }
      for (;;) {
        space();
        const k = str();
        space();
        if (text[i++] !== ':') fail('after object key');
        o[k] = value();
        space();
        const c = text[i++];
        if (c === '}') return o;
        if (c !== ',') fail('after object key:value pair');
      }
    }
    if (ch === '[') {
      i++;
      const a = [];
      space();
      if (text[i] === ']') {
        i++;
        return a;
      }
      for (;;) {
        a.push(value());
        space();
        const c = text[i++];
        if (c === ']') return a;
        if (c !== ',') fail('after array element');
      }
    }
    if (ch === '"') return str();
    for (const [lit, v] of [['true', true], ['false', false], ['null', null]]) {
      if (text.startsWith(lit, i)) {
        i += lit.length;
        return v;
      }
    }
    return new Num(token(numberToken, 'looking for the beginning of a value'));
  };
  const v = value();
  space();
  if (i !== text.length) fail('after top-level value');
  return v;
}

// decodeStrict is decode that also refuses a member the type does not
// have, as verdict.UnmarshalStrict does.
export function decodeStrict(bytes, schema) {
  const parsed = parse(decodeUTF8(bytes));
  const known = new Set(Object.keys(Schemas[schema]).map((k) => k.replace(/\?$/, '')));
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const k of Object.keys(parsed)) if (!known.has(k)) throw new DecodeError(`unknown member ${JSON.stringify(k)}`);
  }
  return decode(bytes, schema);
}

// decode parses a block's bytes into the Go type named by schema; it throws
// DecodeError when encoding/json would refuse them.
export function decode(bytes, schema) {
  let parsed;
  try {
    parsed = parse(decodeUTF8(bytes));
  } catch (e) {
    throw e instanceof DecodeError ? e : new DecodeError(e.message);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new DecodeError('not a JSON object');
  return project(parsed, Schemas[schema], '');
}

// conform is value as encoding/json would re-encode it after decoding it
// into the Go type named by schema.
export const conform = (value, schema) => project(parse(JSON.stringify(value)), Schemas[schema], '');

// jcs writes a value as RFC 8785 JSON: keys sorted by UTF-16 code units,
// numbers as ECMAScript writes them, no whitespace.
export function jcs(x) {
  if (x === null) return 'null';
  switch (typeof x) {
    case 'boolean':
      return x ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(x)) throw new Error('non-finite number');
      return Object.is(x, -0) ? '0' : String(x);
    case 'string':
      return JSON.stringify(x);
  }
  if (Array.isArray(x)) return '[' + x.map(jcs).join(',') + ']';
  const keys = Object.keys(x).filter((k) => x[k] !== undefined).sort();
  for (const k of keys) if (k === '/') throw new Error('reserved map key "/"');
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + jcs(x[k])).join(',') + '}';
}

// canonicalBytes is the canonical encoding of a projected value.
export const canonicalBytes = (value) => utf8(jcs(value));
