package node

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/verdict"
)

// gatedEngine is a model that answers like the builtin engine once its
// gate opens, or abstains when the juror's deadline comes first.
type gatedEngine struct{ gate <-chan struct{} }

func (gatedEngine) Name() string  { return "gated" }
func (gatedEngine) Model() string { return "gated-v1" }
func (g gatedEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	select {
	case <-g.gate:
		return juror.Builtin{}.Complete(ctx, req)
	case <-ctx.Done():
		return juror.ChatResponse{}, ctx.Err()
	}
}

// TestStragglersDoNotHoldADealBack: on a 3-of-5 deal with a juror fee, two
// seats' models hang. The verdict is minted once three seats agree, long
// before the deadline, with the two marked not awaited, and the deal
// settles on those three ballots. When the two models answer, their
// ballots still reach the escrow through the coordinator and each seat is
// paid its share; the record, which did not await them, still passes the
// chain check with their late ballots claimed.
func TestStragglersDoNotHoldADealBack(t *testing.T) {
	gate := make(chan struct{})
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, gatedEngine{gate}, gatedEngine{gate}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	ctx := context.Background()
	fee := big.NewInt(5_000_000)
	id := e.openDealWithFee(t, "stragglers", goodWork, fee)

	body := e.dealRequest(id, criteria, goodWork)
	body.TimeoutMS = (2 * time.Minute).Milliseconds()
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", body)
	if status != 200 || v.Decision != verdict.OptionPass {
		t.Fatalf("verdict: %d %+v", status, v)
	}
	var waited, notAwaited int
	for _, j := range v.Jurors {
		switch {
		case j.Vote == verdict.OptionPass:
			waited++
		case j.Vote == verdict.VoteAbstain && j.ErrorClass == verdict.ErrClassNotAwaited:
			notAwaited++
		}
	}
	if waited != 3 || notAwaited != 2 {
		t.Fatalf("seats %+v: want 3 PASS and 2 not awaited", v.Jurors)
	}
	e.waitDeal(t, id, "resolved")

	close(gate) // the stragglers answer, after the settlement
	share := new(big.Int).Div(fee, big.NewInt(5))
	await.Until(t, time.Minute, "every seat paid its share", func() bool {
		for i := range engines {
			st, err := e.d.Escrow.Stake(ctx, crypto.PubkeyToAddress(JurorKey(i).PublicKey))
			if err != nil || st.FeesEarned.Cmp(share) != 0 {
				return false
			}
		}
		return true
	})

	s, err := audit.ReadSettled(ctx, e.d.Escrow, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Claims) != 2 {
		t.Fatalf("%d late ballots claimed on chain, want 2", len(s.Claims))
	}
	rec, err := e.d.Coordinator.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	var minted verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &minted); err != nil {
		t.Fatal(err)
	}
	root, _ := verdict.ParseHash32(minted.Evidence.Root)
	if detail, err := audit.CheckSettled(s, rec, &minted, root); err != nil {
		t.Fatalf("the record against the escrow: %v", err)
	} else {
		t.Log(detail)
	}
}
