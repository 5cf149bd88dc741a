package ipfs

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/go-cid"
)

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// The coordinator's node stores a record; a second node that knows only
// one name of it (verdict CID, seal CID, verdict hash, content CID) fetches
// it over bitswap and the seal protocol, and the audit passes.
func TestTwoNodesFetchOverBitswap(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	coord := newNode(t, Config{})
	ids, err := coord.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	if ids.Verdict != fx.sv.CID() || ids.Seal != verdict.CIDOf(fx.sealBlock(t)).String() || len(ids.Receipts) != 3 {
		t.Fatalf("record CIDs %+v", ids)
	}
	if _, err := coord.PutContent(ctx, fx.content); err != nil {
		t.Fatal(err)
	}

	refs := map[string]string{
		"verdict cid":  ids.Verdict,
		"seal cid":     ids.Seal,
		"verdict hash": "0x" + fx.sv.HashHex(),
	}
	for name, ref := range refs {
		t.Run(name, func(t *testing.T) {
			// A fresh auditor each time, so that nothing is cached.
			auditor := newNode(t, Config{})
			connect(t, auditor.Host(), coord.Host())
			f, err := Fetch(ctx, auditor, ref)
			if err != nil {
				t.Fatal(err)
			}
			rep := Audit(&f, verdict.AuditOptions{ExpectSigner: fx.coord.Address().Hex()})
			if !rep.OK() {
				t.Fatalf("audit failed: %v", failedChecks(rep))
			}
			var names []string
			for _, c := range rep.Checks {
				names = append(names, c.Name)
			}
			want := []string{"seal", "cid", "decode", "canonical", "signature", "request-id", "draw", "receipt[0]", "receipt[1]", "receipt[2]", "receipt[3]", "majority-v1", "content"}
			if !slices.Equal(names, want) {
				t.Fatalf("checks %v, want %v", names, want)
			}
			if rep.CID != ids.Verdict || rep.Verdict.Decision != verdict.OptionPass || rep.Verdict.Dissent != 1 {
				t.Fatalf("report %s %s dissent=%d", rep.CID, rep.Verdict.Decision, rep.Verdict.Dissent)
			}
		})
	}

	t.Run("FetchRecord", func(t *testing.T) {
		auditor := newNode(t, Config{})
		connect(t, auditor.Host(), coord.Host())
		rec, err := auditor.FetchRecord(ctx, ids.Seal)
		if err != nil {
			t.Fatal(err)
		}
		if rep := verdict.Audit(rec, verdict.AuditOptions{ExpectCID: ids.Verdict}); !rep.OK() {
			t.Fatalf("audit failed: %v", failedChecks(rep))
		}
		if rec.Content == nil || rec.Content.Question != fx.content.Question {
			t.Fatalf("content not fetched: %+v", rec.Content)
		}
	})
}

// Tampering with one byte of any block in the auditor's store makes the
// audit fail, naming the check that caught it.
func TestTamperedBlockFailsNamedCheck(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	coord := newNode(t, Config{})
	ids, err := coord.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	contentCID, err := coord.PutContent(ctx, fx.content)
	if err != nil {
		t.Fatal(err)
	}
	auditor := newNode(t, Config{})
	connect(t, auditor.Host(), coord.Host())

	// The receipt's check is named by its seat, and seats are in draw
	// order, which the fixture's fresh keys change from run to run.
	seat := slices.IndexFunc(fx.sv.Verdict.Jurors, func(j verdict.JurorVote) bool { return j.ReceiptCID == ids.Receipts[1] })
	if seat < 0 {
		t.Fatal("the receipt holds no seat")
	}
	targets := []struct {
		name, cid, check, ref string
	}{
		{"verdict", ids.Verdict, "cid", ids.Verdict},
		{"seal", ids.Seal, "seal", ids.Seal},
		{"receipt", ids.Receipts[1], fmt.Sprintf("receipt[%d]", seat), ids.Seal},
		{"content", contentCID, "content", ids.Verdict},
	}
	for _, tg := range targets {
		c, err := cid.Decode(tg.cid)
		if err != nil {
			t.Fatal(err)
		}
		orig, err := coord.Get(ctx, tg.cid)
		if err != nil {
			t.Fatal(err)
		}
		for _, pos := range []int{0, 1, len(orig) / 3, len(orig) / 2, len(orig) - 2, len(orig) - 1} {
			t.Run(fmt.Sprintf("%s byte %d", tg.name, pos), func(t *testing.T) {
				bad := slices.Clone(orig)
				bad[pos] ^= 0x01
				// Write the tampered bytes under the original CID.
				_ = auditor.bstore.DeleteBlock(ctx, c)
				if err := auditor.bstore.Put(ctx, newBlock(bad, c)); err != nil {
					t.Fatal(err)
				}
				defer func() { _ = auditor.bstore.DeleteBlock(ctx, c) }()
				f, err := Fetch(ctx, auditor, tg.ref)
				if errors.Is(err, ErrTampered) && strings.Contains(err.Error(), tg.check+":") {
					return // caught before the audit, naming the check
				}
				if err != nil {
					t.Fatal(err)
				}
				rep := Audit(&f, verdict.AuditOptions{})
				if rep.OK() {
					t.Fatal("audit passed a tampered block")
				}
				failed := failedChecks(rep)
				if !slices.ContainsFunc(failed, func(s string) bool { return strings.HasPrefix(s, tg.check+":") }) {
					t.Fatalf("failed checks %v do not name %q", failed, tg.check)
				}
			})
		}
	}
}

// Every single-byte change to any block of a record fails the audit. This
// runs verdict.Audit and CheckSeal directly on every byte of every block.
func TestEveryByteTamperedFails(t *testing.T) {
	fx := newFixture(t)
	seal := fx.sealBlock(t)
	base := Fetched{Record: fx.record(), CIDs: RecordCIDs{Verdict: fx.sv.CID(), Seal: verdict.CIDOf(seal).String()}, SealBlock: seal}
	if rep := Audit(&base, verdict.AuditOptions{}); !rep.OK() {
		t.Fatalf("untampered audit failed: %v", failedChecks(rep))
	}
	flip := func(b []byte, i int) []byte { b = slices.Clone(b); b[i] ^= 0x20; return b }
	for i := range fx.sv.Bytes {
		f := base
		f.Record.Verdict = flip(fx.sv.Bytes, i)
		if rep := Audit(&f, verdict.AuditOptions{}); rep.OK() {
			t.Fatalf("verdict byte %d: audit passed", i)
		}
	}
	for i := range seal {
		f := base
		f.SealBlock = flip(seal, i)
		if rep := Audit(&f, verdict.AuditOptions{}); rep.OK() {
			t.Fatalf("seal byte %d: audit passed", i)
		}
	}
	for k, r := range fx.record().Receipts {
		for i := range r {
			f := base
			f.Record.Receipts = maps(base.Record.Receipts)
			f.Record.Receipts[k] = flip(r, i)
			if rep := Audit(&f, verdict.AuditOptions{}); rep.OK() {
				t.Fatalf("receipt %s byte %d: audit passed", k, i)
			}
		}
	}
}

func maps(m map[string][]byte) map[string][]byte {
	out := make(map[string][]byte, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func TestPutRecordRefusesWhatFailsItsAudit(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	n := newNode(t, Config{})

	bad := fx.sv
	bad.Signature = newFixture(t).sv.Signature
	if _, err := n.PutRecord(ctx, bad, fx.receipts); !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), "signature") {
		t.Fatalf("bad signature: %v", err)
	}
	missing := "the seat of the third receipt" // seats are in draw order
	for i, j := range fx.sv.Verdict.Jurors {
		if j.ReceiptCID == verdict.CIDOf(fx.receipts[2]).String() {
			missing = fmt.Sprintf("receipt[%d]", i)
		}
	}
	if _, err := n.PutRecord(ctx, fx.sv, fx.receipts[:2]); !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("missing receipt: %v", err)
	}
	if _, err := n.PutContent(ctx, fx.content); !errors.Is(err, ErrNotFound) {
		t.Fatalf("content of an unknown verdict: %v", err)
	}
	// Extra blocks that the verdict does not reference are ignored.
	ids, err := n.PutRecord(ctx, fx.sv, append(fx.receipts, []byte(`{"stray":true}`)))
	if err != nil {
		t.Fatal(err)
	}
	if has, _ := n.Has(ctx, verdict.CIDOf([]byte(`{"stray":true}`)).String()); has {
		t.Fatal("stray block stored")
	}
	wrong := fx.content
	wrong.Evidence = slices.Clone(wrong.Evidence)
	wrong.Evidence[0].Text += "!"
	if _, err := n.PutContent(ctx, wrong); !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), "content") {
		t.Fatalf("content that does not match: %v", err)
	}
	// Idempotent.
	again, err := n.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil || !slices.Equal(again.Receipts, ids.Receipts) || again.Seal != ids.Seal {
		t.Fatalf("second PutRecord: %+v %v", again, err)
	}
	if err := n.RemoveContent(ctx, ids.Verdict); err != nil {
		t.Fatalf("unpublish unpublished: %v", err)
	}
	other := newFixture(t)
	if err := n.RemoveContent(ctx, other.sv.CID()); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unpublish unknown: %v", err)
	}
}

// PutMinted skips the receipts' audit but stores exactly what PutRecord
// stores, and still refuses a wrong signature, a wrong hash or a receipt
// the verdict names that is missing.
func TestPutMintedStoresWhatPutRecordStores(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	minted, audited := newNode(t, Config{}), newNode(t, Config{})

	bad := fx.sv
	bad.Signature = newFixture(t).sv.Signature
	if _, err := minted.PutMinted(ctx, bad, fx.receipts); !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), "signature") {
		t.Fatalf("bad signature: %v", err)
	}
	if _, err := minted.PutMinted(ctx, fx.sv, fx.receipts[:2]); !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), "missing") {
		t.Fatalf("missing receipt: %v", err)
	}
	badHash := fx.sv
	badHash.Hash[0] ^= 1
	if _, err := minted.PutMinted(ctx, badHash, fx.receipts); !errors.Is(err, ErrInvalidRecord) {
		t.Fatalf("bad hash: %v", err)
	}
	got, err := minted.PutMinted(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	want, err := audited.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	if got.Verdict != want.Verdict || got.Seal != want.Seal || !slices.Equal(got.Receipts, want.Receipts) {
		t.Fatalf("PutMinted %+v, PutRecord %+v", got, want)
	}
	rec, err := minted.FetchRecord(ctx, got.Verdict)
	if err != nil {
		t.Fatal(err)
	}
	if rep := verdict.Audit(rec, verdict.AuditOptions{ExpectCID: got.Verdict}); !rep.OK() {
		t.Fatalf("stored record fails its audit: %+v", rep)
	}
}

// Records put concurrently are each answered with their own CIDs, and
// every record is pinned and indexed once its put returns, as opening the
// database again from the same directory shows.
func TestConcurrentPutsDurable(t *testing.T) {
	ctx := testCtx(t)
	dir := t.TempDir()
	h := newHost(t)
	db := openTestDB(t, dir)
	n, err := New(ctx, Config{Datastore: db.ds, Host: h})
	if err != nil {
		t.Fatal(err)
	}
	const records = 24
	fxs := make([]fixture, records)
	for i := range fxs {
		fxs[i] = newFixture(t)
	}
	got := make([]RecordCIDs, records)
	errs := make(chan error, records)
	for i, fx := range fxs {
		go func() {
			var err error
			got[i], err = n.PutMinted(ctx, fx.sv, fx.receipts)
			errs <- err
		}()
	}
	for range records {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := New(ctx, Config{Datastore: openTestDB(t, dir).ds, Host: h})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = again.Close() })
	for i, fx := range fxs {
		if got[i].Verdict != fx.sv.CID() || len(got[i].Receipts) != len(fx.receipts) {
			t.Fatalf("record %d answered with %+v, want verdict %s", i, got[i], fx.sv.CID())
		}
		info, err := again.Lookup(ctx, got[i].Verdict)
		if err != nil || info.Seal != got[i].Seal {
			t.Fatalf("record %d after restart: %+v %v", i, info, err)
		}
		for _, c := range append([]string{got[i].Verdict, got[i].Seal}, got[i].Receipts...) {
			if ok, err := again.Pinned(ctx, c); err != nil || !ok {
				t.Fatalf("record %d: block %s not pinned after restart (%v)", i, c, err)
			}
		}
	}
}

// Publishing pins the content; unpublishing deletes it, and from then on no
// peer can fetch it over bitswap. GC keeps records and drops the rest, and
// pins survive a restart.
func TestPublishUnpublishGCRestart(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	dir := t.TempDir()
	h := newHost(t)
	db := openTestDB(t, dir)
	n, err := New(ctx, Config{Datastore: db.ds, Host: h})
	if err != nil {
		t.Fatal(err)
	}
	ids, err := n.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	cc, err := n.PutContent(ctx, fx.content)
	if err != nil {
		t.Fatal(err)
	}
	if info, err := n.Lookup(ctx, ids.Verdict); err != nil || info.Content != cc {
		t.Fatalf("lookup after publish: %+v %v", info, err)
	}
	if again, err := n.PutContent(ctx, fx.content); err != nil || again != cc {
		t.Fatalf("publish again: %s %v", again, err)
	}
	// A re-put record keeps its content published.
	if again, err := n.PutRecord(ctx, fx.sv, fx.receipts); err != nil || again.Content != cc {
		t.Fatalf("re-put record: %+v %v", again, err)
	}

	auditor := newNode(t, Config{})
	connect(t, auditor.Host(), h)
	if _, err := auditor.Get(ctx, cc); err != nil {
		t.Fatalf("published content over bitswap: %v", err)
	}
	if err := n.RemoveContent(ctx, ids.Verdict); err != nil {
		t.Fatal(err)
	}
	if has, _ := n.Has(ctx, cc); has {
		t.Fatal("unpublished content still stored")
	}
	if info, _ := n.Lookup(ctx, ids.Verdict); info.Content != "" {
		t.Fatalf("lookup still names content %s", info.Content)
	}
	other := newNode(t, Config{})
	connect(t, other.Host(), h)
	short, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if _, err := other.Get(short, cc); err == nil {
		t.Fatal("unpublished content fetched over bitswap")
	}

	// A cached, unpinned block: served to nobody, dropped by GC.
	stray := []byte(`{"cached":"from an audit"}`)
	sc := verdict.CIDOf(stray)
	if err := n.bstore.Put(ctx, newBlock(stray, sc)); err != nil {
		t.Fatal(err)
	}
	short2, cancel2 := context.WithTimeout(ctx, 2*time.Second)
	defer cancel2()
	if _, err := other.Get(short2, sc.String()); err == nil {
		t.Fatal("unpinned block served over bitswap")
	}
	removed, err := n.GC(ctx)
	if err != nil || removed != 1 {
		t.Fatalf("gc removed %d: %v", removed, err)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if err := n.Close(); err != nil {
		t.Fatalf("second close: %v", err)
	}
	if _, err := n.Get(ctx, ids.Verdict); !errors.Is(err, ErrClosed) {
		t.Fatalf("get after close: %v", err)
	}

	// Reopen on the same directory and host.
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	n, err = New(ctx, Config{Datastore: openTestDB(t, dir).ds, Host: h})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if removed, err := n.GC(ctx); err != nil || removed != 0 {
		t.Fatalf("gc after restart removed %d: %v", removed, err)
	}
	for _, c := range append([]string{ids.Verdict, ids.Seal}, ids.Receipts...) {
		if ok, err := n.Pinned(ctx, c); err != nil || !ok {
			t.Fatalf("%s not pinned after restart: %v", c, err)
		}
	}
	rec, err := n.FetchRecord(ctx, ids.Verdict)
	if err != nil {
		t.Fatal(err)
	}
	if rep := verdict.Audit(rec, verdict.AuditOptions{}); !rep.OK() || rec.Content != nil {
		t.Fatalf("after restart: %v content=%v", failedChecks(rep), rec.Content != nil)
	}
}

func TestSealProtocol(t *testing.T) {
	ctx := testCtx(t)
	fx := newFixture(t)
	coord := newNode(t, Config{})
	ids, err := coord.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	h := newHost(t)
	connect(t, h, coord.Host())
	vc, _ := cid.Decode(ids.Verdict)
	info, err := RequestSeal(ctx, h, coord.Host().ID(), vc)
	if err != nil {
		t.Fatal(err)
	}
	if info.Seal != ids.Seal || string(info.SealBlock) != string(fx.sealBlock(t)) || !slices.Equal(info.Receipts, ids.Receipts) {
		t.Fatalf("seal answer %+v", info)
	}
	unknown := verdict.CIDForHash(verdict.Hash([]byte("nothing")))
	if _, err := RequestSeal(ctx, h, coord.Host().ID(), unknown); !errors.Is(err, ErrNotFound) {
		t.Fatalf("unknown verdict: %v", err)
	}
	// After Close the protocol is gone from the host.
	if err := coord.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := RequestSeal(ctx, h, coord.Host().ID(), vc); err == nil {
		t.Fatal("seal protocol still answers after Close")
	}
}

func TestParseRef(t *testing.T) {
	fx := newFixture(t)
	for _, s := range []string{fx.sv.CID(), fx.sv.HashHex(), "0x" + fx.sv.HashHex(), " " + fx.sv.CID() + "\n"} {
		c, err := ParseRef(s)
		if err != nil || c.String() != fx.sv.CID() {
			t.Errorf("ParseRef(%q) = %s, %v", s, c, err)
		}
	}
	for _, s := range []string{"", "0x1234", "bafy-not-a-cid"} {
		if _, err := ParseRef(s); err == nil {
			t.Errorf("ParseRef(%q) accepted", s)
		}
	}
}
