// Reads records as JSON on stdin ([{verdict, signature, receipts: {cid:
// block}, acks: [ack JSON]}], blocks in base64) and prints, for each, the checks the page's
// audit gives (name and outcome), leaving out the seal, which a record
// handed over whole has none of. The Go test web/differential_test.go
// compares them with verdict.Audit's.
import { audit, checkAck, readAcks } from '../src/audit.js';
import { cidOf } from '../src/bytes.js';

const b64 = (s) => Uint8Array.from(Buffer.from(s, 'base64'));
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = JSON.parse(input).map((r) => {
  const verdict = b64(r.verdict);
  const f = {
    verdict, signature: r.signature,
    receipts: new Map(Object.entries(r.receipts ?? {}).map(([c, b]) => [c, b64(b)])),
    cids: { verdict: cidOf(verdict), seal: '', content: '', receipts: [] },
    notes: [], content: null, contentErr: '', sealBlock: null, sealErr: '',
  };
  const rep = audit(f);
  for (const text of r.acks ?? []) {
    for (const a of readAcks(text, rep.verdict?.id)) {
      const c = { name: 'censorship', ok: true, detail: '' };
      try {
        c.detail = checkAck(rep.verdict, a);
      } catch (e) {
        [c.ok, c.detail] = [false, e.message];
      }
      rep.checks.push(c);
    }
  }
  return rep.checks.filter((c) => c.name !== 'seal').map((c) => ({ name: c.name, ok: c.ok, detail: c.detail }));
});
process.stdout.write(JSON.stringify(out));
