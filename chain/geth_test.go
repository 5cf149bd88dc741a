package chain_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/chain/gethtest"
)

// TestGethDevNode runs the client against a real `geth --dev` node over
// JSON-RPC: fund accounts from the dev account, deploy, create, submit,
// resolve, and read the events back.
func TestGethDevNode(t *testing.T) {
	url, client := gethtest.Start(t, 1)
	_ = url
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	labels := []string{"geth-deployer", "geth-buyer", "geth-seller", "geth-oracle"}
	var addrs []common.Address
	for _, l := range labels {
		addrs = append(addrs, chain.DevAddress(l))
	}
	gethtest.Fund(ctx, t, client, addrs...)

	tx := func(label string) *chain.Transactor {
		t.Helper()
		tr, err := chain.NewTransactor(ctx, client, chain.DevKey(label), chain.WithPollInterval(100*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	deployer, buyerTx, sellerTx, oracleTx := tx(labels[0]), tx(labels[1]), tx(labels[2]), tx(labels[3])

	tokenAddr, tokenReceipt, err := chain.DeployMockUSDC(ctx, deployer)
	if err != nil {
		t.Fatal(err)
	}
	stake := big.NewInt(100_000_000)
	if _, err := chain.NewToken(client, tokenAddr, deployer).Mint(ctx, deployer.Address(), stake); err != nil {
		t.Fatal(err)
	}
	escrowAddr, _, err := chain.DeployEscrow(ctx, deployer, chain.EscrowParams{
		Owner: deployer.Address(), Oracle: oracleTx.Address(), GracePeriod: 3600, RegistryDelay: 60,
		StakeToken: tokenAddr, UnbondDelay: 7200, MinJurorStake: stake, MinCoordinatorStake: stake,
		Jurors: []common.Address{chain.DevAddress("geth-juror")}, PanelSize: 1, QuorumThreshold: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	buyerEscrow, err := chain.NewEscrow(ctx, client, escrowAddr, buyerTx)
	if err != nil {
		t.Fatal(err)
	}
	buyerToken := chain.NewToken(client, tokenAddr, buyerTx)
	amount := big.NewInt(42_000_000)
	if _, err := buyerToken.Mint(ctx, buyerTx.Address(), amount); err != nil {
		t.Fatal(err)
	}
	if _, err := buyerToken.Approve(ctx, escrowAddr, amount); err != nil {
		t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := id32("geth-deal")
	created, err := buyerEscrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: sellerTx.Address(), Token: tokenAddr,
		Amount: amount, CriteriaHash: id32("criteria"), Deadline: head.Time + 3600})
	if err != nil {
		t.Fatal(err)
	}
	submitted, err := buyerEscrow.WithTransactor(sellerTx).Submit(ctx, id, id32("deliverable"))
	if err != nil {
		t.Fatal(err)
	}
	oracleEscrow := buyerEscrow.WithTransactor(oracleTx)
	resolved, err := oracleEscrow.Resolve(ctx, id, true, id32("verdict"))
	if err != nil {
		t.Fatal(err)
	}

	st, err := buyerEscrow.Deal(ctx, id)
	if err != nil || st.Status != chain.StatusReleased || st.VerdictHash != id32("verdict") {
		t.Fatalf("deal %+v, %v", st, err)
	}
	if bal, err := buyerToken.BalanceOf(ctx, sellerTx.Address()); err != nil || bal.Cmp(amount) != 0 {
		t.Fatalf("seller balance %s, %v", bal, err)
	}
	// Custom errors survive the JSON-RPC round trip.
	if _, err := oracleEscrow.Resolve(ctx, id, true, id32("verdict")); !errors.Is(err, chain.ErrAlreadySettled) {
		t.Fatalf("second resolve over JSON-RPC: %v", err)
	}

	last, err := buyerEscrow.HeadNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	events, err := buyerEscrow.FilterEvents(ctx, tokenReceipt.BlockNumber.Uint64(), last)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		kind chain.EventKind
		r    *types.Receipt
	}{{chain.EventDealCreated, created}, {chain.EventDeliverableSubmitted, submitted}, {chain.EventDealResolved, resolved}}
	if len(events) != len(want) {
		t.Fatalf("%d events: %+v", len(events), events)
	}
	for i, ev := range events {
		if ev.Kind != want[i].kind || ev.DealID != id || ev.TxHash != want[i].r.TxHash || ev.BlockNumber != want[i].r.BlockNumber.Uint64() {
			t.Fatalf("event %d: %s in %s@%d, want %s in %s", i, ev.Kind, ev.TxHash, ev.BlockNumber, want[i].kind, want[i].r.TxHash)
		}
	}
	if r := events[2].Resolved; !r.Approved || r.Recipient != sellerTx.Address() || r.Amount.Cmp(amount) != 0 {
		t.Fatalf("DealResolved %+v", r)
	}
}

// startGeth runs geth --dev on free loopback ports until the test ends.
