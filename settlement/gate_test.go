package settlement

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// A panel slower than 256 blocks (25 s on a devnet that mines a block per
// transaction, under load): the draw is stored when the coordinator takes
// the deal's request to judge (DealPanel.StoreDraw), so the decided deal still settles by its ballots once the draw
// block's hash is gone, instead of being left nothing but the refund. The
// same deal without the gate keeps only the refund.
func TestPanelSlowerThanTheDrawWindowStillSettles(t *testing.T) {
	ctx := context.Background()
	for _, admitted := range []bool{true, false} {
		name := "admitted by the gate"
		if !admitted {
			name = "never admitted"
		}
		t.Run(name, func(t *testing.T) {
			n := newFeeNet(t)
			if admitted {
				chainID, escrow := n.escrow.Names()
				d := &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: verdict.DealID(n.id)}
				p, err := NewGate(GateConfig{Escrow: n.escrow}).Admit(ctx, d, []verdict.Evidence{{Text: t.Name()}, {Text: "work"}})
				if err != nil {
					t.Fatal(err)
				}
				if p.StoreDraw == nil {
					t.Fatal("the gate offers no StoreDraw for a deal whose draw nobody stored")
				}
				p.StoreDraw(ctx) // what the coordinator calls when it takes the request
				if p, err = NewGate(GateConfig{Escrow: n.escrow}).Admit(ctx, d, []verdict.Evidence{{Text: t.Name()}, {Text: "work"}}); err != nil || p.StoreDraw != nil {
					t.Fatalf("admitted again after the draw is stored: StoreDraw set %v, %v; want none", p != nil && p.StoreDraw != nil, err)
				}
			}
			if err := n.dev.Mine(300); err != nil {
				t.Fatal(err)
			}
			sigs := [][]byte{
				hexutil.MustDecode(n.ballot(t, 0, true).Signature),
				hexutil.MustDecode(n.ballot(t, 1, true).Signature),
				hexutil.MustDecode(n.ballot(t, 2, true).Signature),
			}
			_, err := n.escrow.ResolveByQuorum(ctx, n.id, true, sigs, nil)
			switch {
			case admitted && err != nil:
				t.Fatalf("settling 300 blocks after a stored draw: %v", err)
			case !admitted && !errors.Is(err, chain.ErrDrawExpired):
				t.Fatalf("settling 300 blocks after a draw nobody stored: %v, want ErrDrawExpired", err)
			}
		})
	}
}
