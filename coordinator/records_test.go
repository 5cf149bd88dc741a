package coordinator

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// A bookkeeping update through storedRecord leaves the request it did not
// decode exactly as it was, and erasing it erases it.
func TestStoredRecordKeepsTheRequest(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ev := []verdict.Evidence{{Label: "spec", Text: "a \"quoted\" <b>text</b> \u2028 é"}}
	sr := &verdict.SignedRequest{Request: verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_0123456789abcdef0123456789abcdef",
		Question: "Done?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
	}, Signature: "0xabc"}
	key := recordKey(sr.Request.ID)
	orig := Record{ID: sr.Request.ID, Status: StatusMinted, Request: sr, Rationales: []verdict.Rationale{{Juror: "0x1", Rationale: "r"}}}
	if err := db.Put(key, &orig); err != nil {
		t.Fatal(err)
	}
	update := func(fn func(*storedRecord)) Record {
		t.Helper()
		err := db.Update(func(tx *store.Txn) error {
			var rec storedRecord
			if err := tx.Get(key, &rec); err != nil {
				return err
			}
			fn(&rec)
			return tx.Put(key, &rec)
		})
		if err != nil {
			t.Fatal(err)
		}
		var got Record
		if err := db.Get(key, &got); err != nil {
			t.Fatal(err)
		}
		return got
	}
	got := update(func(r *storedRecord) { r.Delivered, r.Rationales = true, nil })
	if !got.Delivered || got.Rationales != nil {
		t.Fatalf("update lost: %+v", got)
	}
	if !reflect.DeepEqual(got.Request, orig.Request) {
		a, _ := json.Marshal(got.Request)
		b, _ := json.Marshal(orig.Request)
		t.Fatalf("request changed:\n%s\n%s", a, b)
	}
	if got = update(func(r *storedRecord) { r.Archived, r.Request = true, nil }); got.Request != nil || !got.Archived {
		t.Fatalf("request not erased: %+v", got)
	}
}
