// Package chaintest opens a deal on a devnet escrow for the tests of the
// packages that act on one (settlement, the CLI, MCP): five jurors bonded
// under devnet labels, the deal funded by the buyer with a juror fee,
// submitted by the seller and drawn, and a round decided by its drawn
// seats' ballots signed with their devnet keys. The devnet is closed when
// the test ends.
//
// Its ERC-8183 jobs: JobDeal is such a devnet whose escrow has an
// ArbitraEvaluator and a job contract (DevnetConfig.EvaluatorFee);
// FundJob, SubmitJob and OpenCase take a job to its case on any chain;
// Deal.DecideCase decides a case as Decide does a deal. RegisterAgent and
// RequestValidation act on the ERC-8004 registries of chain.Registries.
package chaintest

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/arbitra-network/arbitra/chain"
)

// Deal is a devnet and the test's deal on its escrow.
type Deal struct {
	Dev *chain.Devnet
	// Labels are the jurors' devnet labels, in registry order.
	Labels      []string
	Token       *chain.Token // read-only
	ID, Root    [32]byte
	Amount, Fee *big.Int
}

// Open starts the devnet of cfg, its Jurors the five labelled prefix-0 to
// prefix-4, and opens the deal named by the test for amount and fee.
func Open(t testing.TB, prefix string, cfg chain.DevnetConfig, amount, fee *big.Int) *Deal {
	t.Helper()
	ctx := context.Background()
	d := start(t, prefix, cfg)
	dev := d.Dev
	d.ID, d.Amount, d.Fee = sha256.Sum256([]byte(t.Name())), amount, fee
	buyer, buyerTx := d.Client(t, "buyer")
	if _, err := d.Token.WithTransactor(buyerTx).Approve(ctx, dev.EscrowAddress(), new(big.Int).Add(amount, fee)); err != nil {
		t.Fatal(err)
	}
	head, err := dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.CreateDeal(ctx, chain.DealTerms{ID: d.ID, Seller: chain.DevAddress("seller"), Token: dev.TokenAddress(),
		Amount: amount, JurorFee: fee, CriteriaHash: d.ID, Deadline: head.Time + 3600}); err != nil {
		t.Fatal(err)
	}
	seller, _ := d.Client(t, "seller")
	if _, err := seller.Submit(ctx, d.ID, sha256.Sum256([]byte("work"))); err != nil {
		t.Fatal(err)
	}
	if err := dev.Mine(2); err != nil { // the draw reads the block after the submission
		t.Fatal(err)
	}
	if d.Root, err = buyer.EvidenceRoot(ctx, d.ID); err != nil {
		t.Fatal(err)
	}
	return d
}

// start runs the devnet of cfg with the five jurors labelled prefix-0 to prefix-4.
func start(t testing.TB, prefix string, cfg chain.DevnetConfig) *Deal {
	t.Helper()
	for i := range 5 {
		cfg.Jurors = append(cfg.Jurors, chain.DevAddress(fmt.Sprintf("%s-%d", prefix, i)))
	}
	dev, err := chain.NewDevnet(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	d := &Deal{Dev: dev, Token: chain.NewToken(dev.Client(), dev.TokenAddress(), nil)}
	for i := range 5 {
		d.Labels = append(d.Labels, fmt.Sprintf("%s-%d", prefix, i))
	}
	return d
}

// Transactor is a transactor of the devnet account label.
func (d *Deal) Transactor(t testing.TB, label string) *chain.Transactor {
	t.Helper()
	tx, err := d.Dev.Transactor(context.Background(), label)
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// Client is the escrow and a transactor of the devnet account label.
func (d *Deal) Client(t testing.TB, label string) (*chain.Escrow, *chain.Transactor) {
	t.Helper()
	tx := d.Transactor(t, label)
	e, err := chain.NewEscrow(context.Background(), d.Dev.Client(), d.Dev.EscrowAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	return e, tx
}

// Decide has the first n seats of the deal's round, as drawn, sign a
// ballot for approved with their devnet keys, and relays them from the
// buyer's account.
func (d *Deal) Decide(t testing.TB, round uint8, approved bool, n int) {
	t.Helper()
	ctx := context.Background()
	e, _ := d.Client(t, "buyer")
	p, err := e.RoundPanel(ctx, d.ID, round)
	if err != nil {
		t.Fatal(err)
	}
	var sigs [][]byte
	for _, s := range p.Seats[:n] {
		i := slices.IndexFunc(d.Labels, func(l string) bool { return chain.DevAddress(l) == s })
		if i < 0 {
			t.Fatalf("seat %s is none of the devnet's jurors", s)
		}
		sig, err := chain.SignBallot(chain.DevKey(d.Labels[i]), e.RoundBallotDigest(d.ID, d.Root, round, approved))
		if err != nil {
			t.Fatal(err)
		}
		sigs = append(sigs, sig)
	}
	if _, err := e.ResolveByQuorum(ctx, d.ID, approved, sigs, nil); err != nil {
		t.Fatal(err)
	}
}
