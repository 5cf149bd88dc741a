package main

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// A juror given --escrow serves the coordinators bonded there, read over
// JSON-RPC, and no coordinator that is not; the two flags go together.
func TestJurorServesBondedCoordinators(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	d, err := chain.NewDevnet(ctx, chain.DevnetConfig{Accounts: []string{"bonded-coordinator"}, Jurors: []common.Address{chain.DevAddress("juror-0")}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	rpc, err := d.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	tx, err := d.Transactor(ctx, "bonded-coordinator")
	if err != nil {
		t.Fatal(err)
	}
	stake := chain.DefaultDevnetMinStake
	if _, err := chain.NewToken(d.Client(), d.TokenAddress(), d.Owner()).Mint(ctx, tx.Address(), stake); err != nil {
		t.Fatal(err)
	}
	if _, err := chain.NewToken(d.Client(), d.TokenAddress(), tx).Approve(ctx, d.EscrowAddress(), stake); err != nil {
		t.Fatal(err)
	}
	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.BondCoordinator(ctx, stake); err != nil {
		t.Fatal(err)
	}

	policy, standing, stop, err := jurorEscrow(ctx, rpc.URL(), d.EscrowAddress().Hex(), chain.DevAddress("juror-0"), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	bonded, stranger := verdict.AddressString(tx.Address()), verdict.AddressString(chain.DevAddress("stranger"))
	// The first ask queues the read; the answer follows it.
	for !policy.Allowed(bonded) {
		select {
		case <-ctx.Done():
			t.Fatal("the bonded coordinator was never allowed")
		case <-time.After(20 * time.Millisecond):
		}
	}
	if policy.Allowed(stranger) {
		t.Fatal("a coordinator without a bond is allowed")
	}
	// The standing of a juror the devnet bonded: the minimum, no fees yet.
	st, err := standing(ctx)
	if err != nil || st.Stake == nil || *st.Stake != stake.String() || *st.Fees != "0" || st.Escrow != verdict.AddressString(d.EscrowAddress()) {
		t.Fatalf("standing %+v, %v", st, err)
	}

	for _, args := range [][]string{
		{"--escrow", d.EscrowAddress().Hex()},
		{"--rpc-url", rpc.URL()},
		{"--escrow", "0x1234", "--rpc-url", rpc.URL()},
	} {
		err := run(ctx, append([]string{"juror", "--datadir", t.TempDir()}, args...), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--escrow") {
			t.Fatalf("juror %v: %v", args, err)
		}
	}
}
