package node

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/verdict"
)

// dissentingEngine votes FAIL on every deal.
type dissentingEngine struct{}

func (dissentingEngine) Name() string  { return "dissenting" }
func (dissentingEngine) Model() string { return "dissenting-v1" }
func (dissentingEngine) Complete(context.Context, juror.ChatRequest) (juror.ChatResponse, error) {
	return juror.ChatResponse{Content: `{"vote":"` + verdict.OptionFail + `","confidence":0.9,"rationale":"not convinced"}`}, nil
}

// A deal with a juror fee, judged PASS by two seats of three while the
// third dissents: the coordinator's settlement carries the dissent, and the
// escrow pays all three seats the same share and counts the deal as served
// by each.
func TestDealFeePaysTheDissentingSeatToo(t *testing.T) {
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, dissentingEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	ctx := context.Background()
	id := sha256.Sum256([]byte(t.Name()))
	fee := big.NewInt(3_000_001)
	e.fundWithFee(t, id, fee)
	if _, err := e.d.Escrow.WithTransactor(e.mustTransactor(t, "seller")).Submit(ctx, id, sha256.Sum256([]byte(goodWork))); err != nil {
		t.Fatal(err)
	}
	v := e.judge(t, id, goodWork)
	if v.Decision != verdict.OptionPass || countOf(votesOf(v), verdict.OptionFail) != 1 {
		t.Fatalf("decision %s, votes %v; want PASS with one FAIL", v.Decision, votesOf(v))
	}
	view := e.waitDeal(t, id, "resolved")
	if got := view.Settlement.Dissenters; len(got) != 1 {
		t.Fatalf("settlement dissenters %v", got)
	}
	share := new(big.Int).Div(fee, big.NewInt(3))
	for i := range engines {
		addr := crypto.PubkeyToAddress(JurorKey(i).PublicKey)
		st, err := e.d.Escrow.Stake(ctx, addr)
		if err != nil {
			t.Fatal(err)
		}
		if st.DealsServed != 1 || st.FeesEarned.Cmp(share) != 0 {
			t.Fatalf("juror %d: served %d, fees %s; want 1 and %s", i, st.DealsServed, st.FeesEarned, share)
		}
	}
}
