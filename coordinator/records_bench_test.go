package coordinator

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// BenchmarkMarkArchived is the archive's bookkeeping write of one minted
// record on a real store: the deletes alone when the record implies its
// seal, or the record read back, decoded and rewritten. The record carries
// a verdict of the size a 5-juror panel signs.
func BenchmarkMarkArchived(b *testing.B) {
	db, err := store.Open(store.Options{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { db.Close() })
	receipts := make([]string, 5)
	for i := range receipts {
		receipts[i] = fmt.Sprintf("bafkreih%052d", i)
	}
	for _, implied := range []bool{true, false} {
		name := "rewritten"
		if implied {
			name = "implied"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				b.StopTimer()
				n++
				id := fmt.Sprintf("vrd_%032x", n)
				rec := Record{
					ID: id, Status: StatusMinted, CreatedAt: "2026-09-06T10:12:04Z",
					Verdict:   []byte(`{"kind":"verdict","pad":"` + base64.StdEncoding.EncodeToString([]byte(strings.Repeat("v", 2000))) + `"}`),
					Signature: "0x" + strings.Repeat("ab", 65), Hash: strings.Repeat("cd", 32), CID: "bafkreig" + strings.Repeat("e", 52),
					Receipts: receipts, MintedAt: "2026-09-06T10:12:05Z", Request: &verdict.SignedRequest{},
				}
				if err := db.Update(func(tx *store.Txn) error { return putCore(tx, rec) }); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				if err := db.Update(func(tx *store.Txn) error { return markArchived(tx, id, "bafyseal", "", implied) }); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
