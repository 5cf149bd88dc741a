package coordinator

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// loadRecord joins a record with its request and rationales kept under
// their own keys, and delivery erases the rationales.
func TestLoadRecordJoinsItsParts(t *testing.T) {
	db := testStore(t)
	sr := &verdict.SignedRequest{Request: verdict.Request{V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_split", Question: "Done?"}, Signature: "0xabc"}
	rats := []verdict.Rationale{{Juror: verdict.Address{19: 1}, Rationale: "because"}}
	full := Record{ID: "vrd_split", Status: StatusMinted, Request: sr, Rationales: rats}
	err := db.Update(func(tx *store.Txn) error {
		if err := putCore(tx, full); err != nil {
			return err
		}
		if err := tx.Put(requestKey(full.ID), sr); err != nil {
			return err
		}
		if err := tx.Put(rationalesKey(full.ID), rats); err != nil {
			return err
		}
		return tx.Put(archiveKey(full.ID), struct{}{}) // minted, not yet archived
	})
	if err != nil {
		t.Fatal(err)
	}
	var core Record
	if err := db.Get(recordKey(full.ID), &core); err != nil || core.Request != nil || core.Rationales != nil {
		t.Fatalf("putCore kept the request or rationales inline: %+v %v", core, err)
	}
	var rec *Record
	if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, full.ID); return err }); err != nil {
		t.Fatal(err)
	}
	if rec.Request == nil || rec.Request.Request.Question != "Done?" || !reflect.DeepEqual(rec.Rationales, rats) || rec.Delivered {
		t.Fatalf("%s: %+v", full.ID, rec)
	}
	svc := &Service{cfg: Config{Store: db}}
	if err := svc.MarkDelivered(rec, HolderRequester); err != nil {
		t.Fatal(err)
	}
	if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, full.ID); return err }); err != nil {
		t.Fatal(err)
	}
	if rec.Rationales != nil || !rec.Delivered || rec.Request == nil {
		t.Fatalf("%s after delivery: %+v", full.ID, rec)
	}
}

// A store gets the format marker on first use and keeps it; a store that
// names another format is refused with ErrStoreFormat, and left as it was.
func TestStoreFormatMarker(t *testing.T) {
	db := testStore(t)
	for range 2 {
		if err := checkStoreFormat(db); err != nil {
			t.Fatal(err)
		}
	}
	var f int
	if err := db.Get(formatKey, &f); err != nil || f != storeFormat {
		t.Fatalf("marker %d, %v", f, err)
	}
	if err := db.Update(func(tx *store.Txn) error { return tx.Put(formatKey, storeFormat+1) }); err != nil {
		t.Fatal(err)
	}
	if err := checkStoreFormat(db); !errors.Is(err, ErrStoreFormat) {
		t.Fatalf("another format: %v", err)
	}
	if err := db.Get(formatKey, &f); err != nil || f != storeFormat+1 {
		t.Fatalf("the refused store's marker is now %d, %v", f, err)
	}
}

// markArchived leaves a record as the mint wrote it when the archive
// pinned its verdict's seal and no content, and loadRecord reads it as
// archived under that seal; otherwise (content pinned, another seal, no
// archive) it rewrites the record, keeping a Publish made since the mint.
// Until the mark, the record reads as not archived.
func TestMarkArchived(t *testing.T) {
	db := testStore(t)
	signer := testSigner(t)
	mint := func(id string) (seal string) {
		t.Helper()
		sv, err := verdict.SignVerdict(verdict.Verdict{
			V: verdict.Version, Kind: verdict.KindVerdict, ID: id, Coordinator: verdict.MustAddress(strings.ToLower(signer.Address().Hex())),
			Options: []string{"yes", "no"}, Decision: "yes", Method: verdict.MethodMajorityV1, CreatedAt: "2026-09-06T10:12:05Z",
		}, signer)
		if err != nil {
			t.Fatal(err)
		}
		rec := Record{
			ID: id, Status: StatusMinted, CreatedAt: "2026-09-06T10:12:04Z", Verdict: sv.Bytes,
			Signature: sv.Signature, Hash: sv.HashHex(), CID: sv.CID(), Receipts: []string{"bafyr", ""}, MintedAt: "2026-09-06T10:12:05Z",
		}
		if err := db.Update(func(tx *store.Txn) error {
			if err := putCore(tx, rec); err != nil {
				return err
			}
			if err := tx.Put(requestKey(id), &verdict.SignedRequest{Signature: "0xdef"}); err != nil {
				return err
			}
			return tx.Put(archiveKey(id), struct{}{})
		}); err != nil {
			t.Fatal(err)
		}
		if seal, err = sealCIDOf(&sv); err != nil {
			t.Fatal(err)
		}
		return seal
	}
	raw := func(id string) string {
		t.Helper()
		var b json.RawMessage
		if err := db.Get(recordKey(id), &b); err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	load := func(id string) *Record {
		t.Helper()
		var rec *Record
		if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, id); return err }); err != nil {
			t.Fatal(err)
		}
		if rec.Request != nil && rec.Archived {
			t.Fatalf("%s: archived with its request", id)
		}
		return rec
	}
	mark := func(id, sealCID, contentCID string, implied bool) *Record {
		t.Helper()
		if err := db.Update(func(tx *store.Txn) error { return markArchived(tx, id, sealCID, contentCID, implied) }); err != nil {
			t.Fatal(err)
		}
		return load(id)
	}
	const a, b, c, d = "vrd_000000000000000000000000000000aa", "vrd_000000000000000000000000000000bb", "vrd_000000000000000000000000000000cc", "vrd_000000000000000000000000000000dd"

	seal := mint(a)
	if rec := load(a); rec.Archived || rec.SealCID != "" || rec.Request == nil {
		t.Fatalf("before the mark: %+v", rec)
	}
	before := raw(a)
	if rec := mark(a, seal, "", true); !rec.Archived || rec.SealCID != seal || rec.ContentCID != "" {
		t.Fatalf("implied mark: archived=%t seal=%q content=%q, want seal %s", rec.Archived, rec.SealCID, rec.ContentCID, seal)
	}
	if after := raw(a); after != before {
		t.Fatalf("implied mark rewrote the record:\n%s\n%s", before, after)
	}

	mint(b)
	if rec := mark(b, "bafyother", "bafycontent", false); !rec.Archived || rec.SealCID != "bafyother" || rec.ContentCID != "bafycontent" {
		t.Fatalf("rewritten mark: %+v", rec)
	}
	mint(c)
	if rec := mark(c, "", "", false); !rec.Archived || rec.SealCID != "" { // no archive configured
		t.Fatalf("mark without an archive: %+v", rec)
	}

	mint(d)
	if err := db.Update(func(tx *store.Txn) error { // a Publish between the mint and the archive
		var cur Record
		if err := tx.Get(recordKey(d), &cur); err != nil {
			return err
		}
		cur.Publish, cur.ContentCID = true, "bafypublished"
		return tx.Put(recordKey(d), &cur)
	}); err != nil {
		t.Fatal(err)
	}
	if rec := mark(d, "bafyseal", "", false); !rec.Publish || rec.ContentCID != "bafypublished" || !rec.Archived {
		t.Fatalf("publish lost: %+v", rec)
	}
	for _, id := range []string{a, b, c, d} {
		for _, k := range [][]byte{archiveKey(id), requestKey(id)} {
			if err := db.Get(k, new(json.RawMessage)); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("%s still stored after the mark (%v)", k, err)
			}
		}
	}
}

// A stored receipt keeps its block byte for byte, HTML characters and line
// separators included (encoding/json would escape them).
func TestStoredReceiptKeepsItsBlock(t *testing.T) {
	db := testStore(t)
	signer := testSigner(t)
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: "vrd_0123456789abcdef0123456789abcdef",
		Juror: verdict.MustAddress(strings.ToLower(signer.Address().Hex())), Model: "m <b>&amp;</b> \u2028\u2029 é",
		Vote: "yes", ErrorClass: "", RationaleFP: "sha256:00",
	}
	if err := rc.Sign(signer); err != nil {
		t.Fatal(err)
	}
	block, err := rc.Block()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(block), "<b>&amp;</b> \u2028") {
		t.Fatalf("block does not carry the characters under test: %s", block)
	}
	want := StoredReceipt{Block: block, Rationale: "a \"quoted\" <why> \u2028 \x01"}
	k := []byte("coord/receipt/x")
	if err := db.Update(func(tx *store.Txn) error { return tx.PutRaw(k, want.encode()) }); err != nil {
		t.Fatal(err)
	}
	var got StoredReceipt
	if err := db.Get(k, &got); err != nil {
		t.Fatal(err)
	}
	if string(got.Block) != string(block) || got.Rationale != want.Rationale {
		t.Fatalf("read back as %q / %q", got.Block, got.Rationale)
	}
	if verdict.CIDOf(got.Block) != verdict.CIDOf(block) {
		t.Fatal("CID changed")
	}
	// Neither a receipt without its block nor encoding/json's base64 form
	// of one is read.
	b64, err := json.Marshal(&want)
	if err != nil {
		t.Fatal(err)
	}
	for _, raw := range [][]byte{[]byte(`{"rationale":"r"}`), b64} {
		var sr StoredReceipt
		if err := json.Unmarshal(raw, &sr); err == nil {
			t.Fatalf("a stored receipt without its inline block was accepted: %s", raw)
		}
	}
}

// A receipt written on its own after its request was finalized (its ack
// waited out receiptHold while the mint committed) does not replace the
// block-only row the mint wrote: the rationale it carries stays gone.
func TestLoneReceiptAfterTheMintIsNotWritten(t *testing.T) {
	db := testStore(t)
	const id = "vrd_0123456789abcdef0123456789abcdef"
	juror := verdict.Address{19: 0xab}
	sr := &StoredReceipt{Block: []byte(`{"v":1}`), Rationale: "private"}
	read := func() StoredReceipt {
		t.Helper()
		var got StoredReceipt
		if err := db.Get(receiptKey(id, juror.String()), &got); err != nil {
			t.Fatal(err)
		}
		return got
	}
	// In flight: written whole, for a resumption.
	if err := db.Update(func(tx *store.Txn) error { return tx.Put(inflightKey(id), struct{}{}) }); err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *store.Txn) error { return putLoneReceipt(tx, id, juror, sr) }); err != nil {
		t.Fatal(err)
	}
	if got := read(); got.Rationale != "private" {
		t.Fatalf("in flight: %+v", got)
	}
	// The mint: the in-flight key goes, the receipt stays as its block.
	if err := db.Update(func(tx *store.Txn) error {
		if err := putReceipts(tx, id, map[verdict.Address]*StoredReceipt{juror: sr}); err != nil {
			return err
		}
		return tx.Delete(inflightKey(id))
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *store.Txn) error { return putLoneReceipt(tx, id, juror, sr) }); err != nil {
		t.Fatal(err)
	}
	if got := read(); got.Rationale != "" || string(got.Block) != `{"v":1}` {
		t.Fatalf("after the mint: %+v", got)
	}
}

// testStore opens a store in a temporary directory, closed when the
// test ends.
func testStore(t *testing.T) *store.DB {
	t.Helper()
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// testSigner signs with a fresh key.
func testSigner(t *testing.T) *verdict.KeySigner {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return verdict.NewKeySigner(key)
}
