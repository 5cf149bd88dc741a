package membership_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/membership"
	"github.com/arbitra-network/arbitra/verdict"
)

// A Set follows the escrow's registry: it admits the registered jurors and
// nobody else, drops a juror once its removal takes effect on chain, and
// keeps its last read while the chain is unreachable.
func TestSetFollowsTheEscrowsJurors(t *testing.T) {
	ctx := context.Background()
	jurors := []common.Address{chain.DevAddress("member-0"), chain.DevAddress("member-1"), chain.DevAddress("member-2")}
	d, err := chain.NewDevnet(ctx, chain.DevnetConfig{Jurors: jurors, RegistryDelay: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.Close() })
	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), d.Owner())
	if err != nil {
		t.Fatal(err)
	}
	var down bool
	lister := func(ctx context.Context) ([]common.Address, error) {
		if down {
			return nil, errors.New("connection refused")
		}
		return e.ActiveJurors(ctx)
	}
	s := membership.New(membership.Config{Jurors: lister, Interval: time.Hour})
	if s.IsJuror(verdict.AddressString(jurors[0])) {
		t.Fatal("a Set that never read its registry admits a juror")
	}
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	for _, j := range jurors {
		if !s.IsJuror(verdict.AddressString(j)) || !s.IsJuror(j.Hex()) {
			t.Fatalf("registered juror %s not admitted", j)
		}
	}
	sybil := chain.DevAddress("sybil")
	for _, a := range []string{verdict.AddressString(sybil), "", "not-an-address", jurors[0].Hex()[2:]} {
		if s.IsJuror(a) {
			t.Fatalf("%q admitted", a)
		}
	}
	if s.IsCoordinator(verdict.AddressString(jurors[0])) || s.Allowed(verdict.AddressString(jurors[0])) {
		t.Fatal("a juror is taken for a coordinator")
	}

	// A removal applies after the registry delay, on the chain's clock.
	if _, err := e.RemoveJuror(ctx, jurors[1]); err != nil {
		t.Fatal(err)
	}
	if err := s.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if !s.IsJuror(verdict.AddressString(jurors[1])) {
		t.Fatal("a removal applied before the registry delay")
	}
	if err := d.AdjustTime(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := s.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if s.IsJuror(verdict.AddressString(jurors[1])) || !s.IsJuror(verdict.AddressString(jurors[0])) {
		t.Fatal("the removal did not apply once due")
	}
	if n, _ := s.Counts(); n != 2 {
		t.Fatalf("%d jurors, want 2", n)
	}

	down = true
	if err := s.Refresh(ctx); err == nil {
		t.Fatal("a failed read reported success")
	}
	if !s.IsJuror(verdict.AddressString(jurors[0])) {
		t.Fatal("a failed read emptied the set")
	}
	fresh := membership.New(membership.Config{Jurors: lister})
	if err := fresh.Start(ctx); err == nil {
		t.Fatal("a Set started against an unreachable chain")
	}
}
