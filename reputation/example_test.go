package reputation_test

import (
	"fmt"
	"os"
	"time"

	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/store"
)

// A deal the seller never delivered on counts as a failure to deliver once
// the buyer takes the refund.
func ExampleBook_Seller() {
	dir, _ := os.MkdirTemp("", "reputation-example")
	defer os.RemoveAll(dir)
	db, _ := store.Open(store.Options{Dir: dir})
	defer db.Close()

	now := time.Date(2030, 1, 31, 0, 0, 0, 0, time.UTC)
	book, _ := reputation.New(reputation.Config{Store: db, Now: func() time.Time { return now }})
	_ = book.RecordSettlement(reputation.Settlement{
		DealID:  "0x00000000000000000000000000000000000000000000000000000000000000aa",
		Outcome: reputation.OutcomeNoSubmission,
		Seller:  "agent-b",
		At:      now.Add(-30 * 24 * time.Hour),
	})
	r, _ := book.Seller("agent-b")
	fmt.Println(r.TotalJudged, r.Failures, r.FailuresToDeliver, *r.SuccessRate)
	fmt.Printf("%s weighs %.4f after one τ\n", r.History[0].Status, r.History[0].Weight)
	// Output:
	// 1 1 1 0
	// failure weighs 0.3679 after one τ
}
