package chain_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
)

func TestAnchorClient(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{Accounts: []string{"coordinator", "other"}})
	tx, err := d.Transactor(ctx, "coordinator")
	if err != nil {
		t.Fatal(err)
	}
	a, err := chain.NewAnchor(ctx, d.Client(), d.AnchorAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	other, err := d.Transactor(ctx, "other")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := chain.NewAnchor(ctx, d.Client(), d.AnchorAddress(), other)
	roots := [][32]byte{[32]byte(crypto.Keccak256([]byte("one"))), [32]byte(crypto.Keccak256([]byte("two")))}
	send := func(c *chain.Anchor, id uint64, root [32]byte) error {
		sent, err := c.AnchorNoWait(ctx, id, root, 7)
		if err != nil {
			return err
		}
		_, err = c.Wait(ctx, sent)
		return err
	}
	for i, r := range roots {
		if err := send(a, uint64(i+1), r); err != nil {
			t.Fatal(err)
		}
	}
	if err := send(b, 1, roots[1]); err != nil {
		t.Fatal(err)
	}
	var re *chain.RevertError
	if err := send(a, 2, roots[0]); !errors.As(err, &re) || re.Name != "BatchOutOfOrder" {
		t.Fatalf("resending batch 2: %v", err)
	}
	if last, err := a.LastBatch(ctx, a.Sender()); err != nil || last != 2 {
		t.Fatalf("last batch %d %v", last, err)
	}
	if r, err := a.RootOf(ctx, a.Sender(), 1); err != nil || r != roots[0] {
		t.Fatalf("root of 1: %x %v", r, err)
	}
	all, err := a.Events(ctx, 0, nil, [20]byte{}, 0)
	if err != nil || len(all) != 3 {
		t.Fatalf("all events: %+v %v", all, err)
	}
	mine, err := a.Events(ctx, 0, nil, a.Sender(), 2)
	if err != nil || len(mine) != 1 || mine[0].Root != roots[1] || mine[0].Coordinator != a.Sender() || mine[0].Count != 7 || mine[0].BlockNumber == 0 {
		t.Fatalf("batch 2 of the coordinator: %+v %v", mine, err)
	}
	if r, err := a.Receipt(ctx, mine[0].TxHash); err != nil || r.BlockNumber.Uint64() != mine[0].BlockNumber {
		t.Fatalf("receipt of the anchor: %v", err)
	}
	ro, _ := chain.NewAnchor(ctx, d.Client(), d.AnchorAddress(), nil)
	if _, err := ro.AnchorNoWait(ctx, 1, roots[0], 1); !errors.Is(err, chain.ErrNoTransactor) {
		t.Fatalf("read-only client sent: %v", err)
	}
	if _, err := chain.NewAnchor(ctx, d.Client(), chain.DevAddress("nobody"), nil); !errors.Is(err, chain.ErrNoContract) {
		t.Fatalf("no contract: %v", err)
	}
}
