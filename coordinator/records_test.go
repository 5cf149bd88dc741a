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

// loadRecord joins a record with its request and rationales kept under
// their own keys, and reads a record of the earlier layout, with both
// inline, the same way.
func TestLoadRecordJoinsBothLayouts(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	sr := &verdict.SignedRequest{Request: verdict.Request{V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_split", Question: "Done?"}, Signature: "0xabc"}
	rats := []verdict.Rationale{{Juror: "0x1", Rationale: "because"}}
	full := Record{ID: "vrd_split", Status: StatusMinted, Request: sr, Rationales: rats}
	err = db.Update(func(tx *store.Txn) error {
		if err := putCore(tx, full); err != nil {
			return err
		}
		if err := tx.Put(requestKey(full.ID), sr); err != nil {
			return err
		}
		if err := tx.Put(rationalesKey(full.ID), rats); err != nil {
			return err
		}
		legacy := full
		legacy.ID = "vrd_inline"
		return tx.Put(recordKey(legacy.ID), &legacy)
	})
	if err != nil {
		t.Fatal(err)
	}
	var core Record
	if err := db.Get(recordKey(full.ID), &core); err != nil || core.Request != nil || core.Rationales != nil {
		t.Fatalf("putCore kept the request or rationales inline: %+v %v", core, err)
	}
	for _, c := range []struct {
		id     string
		inline bool
	}{{"vrd_split", false}, {"vrd_inline", true}} {
		var rec *Record
		if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, c.id); return err }); err != nil {
			t.Fatal(err)
		}
		if rec.Request == nil || rec.Request.Request.Question != "Done?" || !reflect.DeepEqual(rec.Rationales, rats) || rec.inline != c.inline || rec.Delivered {
			t.Fatalf("%s: %+v", c.id, rec)
		}
		// Delivery erases the rationales in either layout.
		svc := &Service{cfg: Config{Store: db}}
		if err := svc.MarkDelivered(rec); err != nil {
			t.Fatal(err)
		}
		if err := db.View(func(tx *store.Txn) (err error) { rec, err = loadRecord(tx, c.id); return err }); err != nil {
			t.Fatal(err)
		}
		if rec.Rationales != nil || !rec.Delivered || rec.Request == nil {
			t.Fatalf("%s after delivery: %+v", c.id, rec)
		}
	}
}
