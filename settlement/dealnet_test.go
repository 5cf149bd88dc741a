package settlement

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
)

// dealNet is a devnet escrow with five labelled jurors and one deal on it,
// funded by the buyer with a juror fee, submitted by the seller and drawn:
// what the fee and the round tests start from.
type dealNet struct {
	dev     *chain.Devnet
	escrow  *chain.Escrow // the coordinator's client
	seller  *chain.Escrow
	sellerT *chain.Transactor
	token   *chain.Token
	id      [32]byte
	root    [32]byte
	label   map[common.Address]string
	amount  *big.Int
	fee     *big.Int
}

// newDealNet starts the devnet of cfg (its Jurors named prefix-0 to
// prefix-4, a "coordinator" account added) and opens the deal, named
// by the test, for amount and fee.
func newDealNet(t *testing.T, prefix string, cfg chain.DevnetConfig, amount, fee *big.Int) *dealNet {
	t.Helper()
	ctx := context.Background()
	label := map[common.Address]string{}
	for i := range 5 {
		l := fmt.Sprintf("%s-%d", prefix, i)
		cfg.Jurors = append(cfg.Jurors, chain.DevAddress(l))
		label[chain.DevAddress(l)] = l
	}
	cfg.Accounts = append(cfg.Accounts, "coordinator")
	dev, err := chain.NewDevnet(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	client := func(name string) (*chain.Escrow, *chain.Transactor) {
		tx, err := dev.Transactor(ctx, name)
		if err != nil {
			t.Fatal(err)
		}
		e, err := chain.NewEscrow(ctx, dev.Client(), dev.EscrowAddress(), tx)
		if err != nil {
			t.Fatal(err)
		}
		return e, tx
	}
	n := &dealNet{dev: dev, label: label, token: chain.NewToken(dev.Client(), dev.TokenAddress(), nil),
		id: sha256.Sum256([]byte(t.Name())), amount: amount, fee: fee}
	n.escrow, _ = client("coordinator")
	n.seller, n.sellerT = client("seller")
	buyer, buyerTx := client("buyer")
	if _, err := n.token.WithTransactor(buyerTx).Approve(ctx, dev.EscrowAddress(), new(big.Int).Add(n.amount, n.fee)); err != nil {
		t.Fatal(err)
	}
	head, err := dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.CreateDeal(ctx, chain.DealTerms{ID: n.id, Seller: chain.DevAddress("seller"), Token: dev.TokenAddress(),
		Amount: n.amount, JurorFee: n.fee, CriteriaHash: n.id, Deadline: head.Time + 600}); err != nil {
		t.Fatal(err)
	}
	if _, err := n.seller.Submit(ctx, n.id, sha256.Sum256([]byte("work"))); err != nil {
		t.Fatal(err)
	}
	if err := dev.Mine(2); err != nil { // the draw reads the block after the submission
		t.Fatal(err)
	}
	if n.root, err = n.escrow.EvidenceRoot(ctx, n.id); err != nil {
		t.Fatal(err)
	}
	return n
}
