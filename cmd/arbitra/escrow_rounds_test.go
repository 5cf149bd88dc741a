package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/chaintest"
)

// runEscrowAs runs `arbitra escrow <args>` in process with label's devnet
// key in ARBITRA_PRIVATE_KEY.
func runEscrowAs(t *testing.T, label string, args ...string) (string, string, error) {
	t.Helper()
	t.Setenv(envPrivateKey, hex.EncodeToString(crypto.FromECDSA(chain.DevKey(label))))
	var out, errOut bytes.Buffer
	err := runEscrow(context.Background(), args, &out, &errOut)
	return out.String(), errOut.String(), err
}

// The parties of a deal decided FAIL by its first panel use `escrow
// appeal` and `escrow accept`: the buyer, who won, can neither appeal nor
// accept; the seller's appeal with a --max-fee under the price sends
// nothing; the seller's appeal pays the next round's fee and opens round
// 1; once five seats decide PASS, the seller cannot accept its own win and
// the buyer's acceptance pays the seller at once.
func TestEscrowAppealAndAcceptByTheLosingParty(t *testing.T) {
	ctx := context.Background()
	amount := big.NewInt(10_000_000)
	deal0 := chaintest.Open(t, "cli-juror", chain.DevnetConfig{PanelSize: 3, AppealWindow: 10 * time.Minute}, amount, big.NewInt(3_000))
	d, id, token := deal0.Dev, deal0.ID, deal0.Token
	rpc, err := d.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	buyer, _ := deal0.Client(t, "buyer")
	decide := deal0.Decide
	decide(t, 0, false, 2)
	conn := []string{"--rpc-url", rpc.URL(), "--escrow", d.EscrowAddress().Hex()}
	deal := common.Hash(id).Hex()

	for _, sub := range []string{"appeal", "accept"} {
		out, _, err := runEscrowAs(t, "buyer", sub, "--help")
		if err != nil || !strings.Contains(out, "Usage: arbitra escrow "+sub) || !strings.Contains(out, "the party the round went against") {
			t.Fatalf("escrow %s --help: %v\n%s", sub, err, out)
		}
		if _, _, err := runEscrowAs(t, "buyer", append(append([]string{sub}, conn...), deal)...); err == nil ||
			!strings.Contains(err.Error(), "only "+chain.DevAddress("seller").Hex()) {
			t.Fatalf("the winning buyer's %s: %v", sub, err)
		}
	}
	if _, _, err := runEscrowAs(t, "seller", append(append([]string{"appeal"}, conn...), "--max-fee", "0.004", deal)...); err == nil ||
		!strings.Contains(err.Error(), "more than --max-fee") {
		t.Fatalf("an appeal over --max-fee: %v", err)
	}
	if st, _ := buyer.Deal(ctx, id); st.Status != chain.StatusDecided {
		t.Fatalf("after a refused appeal the deal is %s", st.Status)
	}
	sellerTx, _ := d.Transactor(ctx, "seller")
	if _, err := token.WithTransactor(sellerTx).Mint(ctx, chain.DevAddress("seller"), big.NewInt(5_000)); err != nil {
		t.Fatal(err)
	}
	out, _, err := runEscrowAs(t, "seller", append(append([]string{"appeal"}, conn...), "--deal-id", deal, "--max-fee", "0.005")...)
	if err != nil || !strings.Contains(out, "round      1 (5 seats") || !strings.Contains(out, "fee        0.005 ") {
		t.Fatalf("the seller's appeal: %v\n%s", err, out)
	}
	if st, err := buyer.Deal(ctx, id); err != nil || st.Status != chain.StatusSubmitted || st.Round != 1 {
		t.Fatalf("after the appeal: %+v, %v", st, err)
	}
	if b, _ := token.BalanceOf(ctx, chain.DevAddress("seller")); b.Sign() != 0 {
		t.Fatalf("the seller kept %s of the fee", b)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	decide(t, 1, true, 3)
	if _, _, err := runEscrowAs(t, "seller", append(append([]string{"accept"}, conn...), deal)...); err == nil ||
		!strings.Contains(err.Error(), "only "+chain.DevAddress("buyer").Hex()) {
		t.Fatalf("the winning seller's acceptance: %v", err)
	}
	out, _, err = runEscrowAs(t, "buyer", append(append([]string{"accept"}, conn...), deal)...)
	if err != nil || !strings.Contains(out, "state      released") {
		t.Fatalf("the buyer's acceptance: %v\n%s", err, out)
	}
	if b, _ := token.BalanceOf(ctx, chain.DevAddress("seller")); b.Cmp(amount) != 0 {
		t.Fatalf("the seller holds %s after the acceptance, want %s", b, amount)
	}
}
