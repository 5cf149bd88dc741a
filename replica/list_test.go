package replica

import (
	"fmt"
	"testing"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// The records a coordinator lists come in pages of PageSize, in hash
// order, each page after the cursor the last one ended at, so that a
// catch-up reads every record once.
func TestListPagesEveryRecordOnce(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	r := &Replicator{cfg: Config{Store: db}}
	const n = PageSize + 44
	want := map[string]bool{}
	for i := range n {
		c := verdict.CIDOf([]byte(fmt.Sprint("record ", i))).String()
		want[c] = true
		if err := r.index(Entry{ID: fmt.Sprintf("vrd_%032x", i), CID: c, Minter: "0x00000000000000000000000000000000000000aa"}); err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	after, pages := "", 0
	for {
		p, err := r.page(after)
		if err != nil {
			t.Fatal(err)
		}
		pages++
		if len(p.Records) > PageSize {
			t.Fatalf("a page of %d records", len(p.Records))
		}
		for _, l := range p.Records {
			if seen[l.CID] || !want[l.CID] {
				t.Fatalf("record %s listed twice or never indexed", l.CID)
			}
			seen[l.CID] = true
		}
		if p.Next == "" {
			break
		}
		if p.Next <= after || pages > 3 {
			t.Fatalf("cursor %q does not advance past %q", p.Next, after)
		}
		after = p.Next
	}
	if len(seen) != n || pages != 2 {
		t.Fatalf("listed %d of %d records in %d pages", len(seen), n, pages)
	}
}

func FuzzListRequest(f *testing.F) {
	f.Add([]byte(`{"after":"00ff"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var req ListRequest
		if verdict.UnmarshalStrict(b, &req) == nil && isHexOrEmpty(req.After) && len(req.After) > 64 {
			t.Fatalf("accepted a cursor of %d characters", len(req.After))
		}
	})
}
