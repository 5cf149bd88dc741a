package node

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"
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
// third dissents: the dissent reaches the escrow (in the settling call, or
// claimed after it when the verdict was minted before it came), and the
// escrow pays all three seats the same share and counts the deal as served
// by each.
func TestDealFeePaysTheDissentingSeatToo(t *testing.T) {
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, dissentingEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	ctx := context.Background()
	fee := big.NewInt(3_000_001)
	id := e.openDealWithFee(t, "dissent", goodWork, fee)
	v := e.judge(t, id, goodWork)
	dissenter := verdict.Address(crypto.PubkeyToAddress(JurorKey(2).PublicKey))
	i := slices.IndexFunc(v.Jurors, func(j api.JurorView) bool { return j.Juror == dissenter })
	if i < 0 || v.Decision != verdict.OptionPass || countOf(votesOf(v), verdict.OptionPass) != 2 ||
		v.Jurors[i].Vote != verdict.OptionFail && v.Jurors[i].ErrorClass != verdict.ErrClassNotAwaited {
		t.Fatalf("decision %s, votes %v; want PASS with the dissenter's seat FAIL or not awaited", v.Decision, votesOf(v))
	}
	dissent := v.Jurors[i].Vote
	view := e.waitDeal(t, id, "resolved")
	// The settling call carries the dissent when it came before the
	// threshold-th agreeing ballot; after the relay, its claim pays it (the
	// shares below). It never carries another seat's.
	if got := view.Settlement.Dissenters; len(got) > 1 || len(got) == 1 && dissent != verdict.OptionFail {
		t.Fatalf("settlement dissenters %v; the record's dissenting seat is %s", got, dissent)
	}
	share := new(big.Int).Div(fee, big.NewInt(3))
	for i := range engines {
		addr := crypto.PubkeyToAddress(JurorKey(i).PublicKey)
		await.Until(t, 30*time.Second, fmt.Sprintf("juror %d paid its share", i), func() bool {
			st, err := e.d.Escrow.Stake(ctx, addr)
			return err == nil && st.DealsServed == 1 && st.FeesEarned.Cmp(share) == 0
		})
	}
}
