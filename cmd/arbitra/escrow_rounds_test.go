package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
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
	var labels []string
	var jurors []common.Address
	for i := range 5 {
		labels = append(labels, fmt.Sprintf("cli-juror-%d", i))
		jurors = append(jurors, chain.DevAddress(labels[i]))
	}
	d, err := chain.NewDevnet(ctx, chain.DevnetConfig{Jurors: jurors, PanelSize: 3, AppealWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	rpc, err := d.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	as := func(label string) *chain.Escrow {
		tx, err := d.Transactor(ctx, label)
		if err != nil {
			t.Fatal(err)
		}
		e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), tx)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	buyer, seller := as("buyer"), as("seller")
	token := chain.NewToken(d.Client(), d.TokenAddress(), nil)
	amount, fee := big.NewInt(10_000_000), big.NewInt(3_000)
	buyerTx, _ := d.Transactor(ctx, "buyer")
	if _, err := token.WithTransactor(buyerTx).Approve(ctx, d.EscrowAddress(), new(big.Int).Add(amount, fee)); err != nil {
		t.Fatal(err)
	}
	head, _ := d.Client().HeaderByNumber(ctx, nil)
	id := sha256.Sum256([]byte(t.Name()))
	if _, err := buyer.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: d.TokenAddress(), Amount: amount,
		JurorFee: fee, CriteriaHash: sha256.Sum256([]byte("criteria")), Deadline: head.Time + 3600}); err != nil {
		t.Fatal(err)
	}
	if _, err := seller.Submit(ctx, id, sha256.Sum256([]byte("work"))); err != nil {
		t.Fatal(err)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	root, _ := buyer.EvidenceRoot(ctx, id)
	decide := func(round uint8, approved bool, n int) {
		t.Helper()
		p, err := buyer.RoundPanel(ctx, id, round)
		if err != nil {
			t.Fatal(err)
		}
		var sigs [][]byte
		for _, s := range p.Seats[:n] {
			for i, j := range jurors {
				if j == s {
					sig, _ := chain.SignBallot(chain.DevKey(labels[i]), buyer.RoundBallotDigest(id, root, round, approved))
					sigs = append(sigs, sig)
				}
			}
		}
		if _, err := buyer.ResolveByQuorum(ctx, id, approved, sigs, nil); err != nil {
			t.Fatal(err)
		}
	}
	decide(0, false, 2)
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
	decide(1, true, 3)
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
