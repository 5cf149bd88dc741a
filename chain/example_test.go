package chain_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"math/big"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
)

// A buyer funds a deal on a Devnet, the seller delivers, and the oracle
// approves; the events tell the story afterwards.
func Example() {
	ctx := context.Background()
	devnet, err := chain.NewDevnet(ctx, chain.DevnetConfig{})
	if err != nil {
		log.Fatal(err)
	}
	defer devnet.Close()

	client := func(label string) (*chain.Escrow, *chain.Token) {
		tx, err := devnet.Transactor(ctx, label)
		if err != nil {
			log.Fatal(err)
		}
		escrow, err := chain.NewEscrow(ctx, devnet.Client(), devnet.EscrowAddress(), tx)
		if err != nil {
			log.Fatal(err)
		}
		return escrow, chain.NewToken(devnet.Client(), devnet.TokenAddress(), tx)
	}
	buyer, usdc := client("buyer")
	seller, _ := client("seller")
	oracle, _ := client("oracle")

	head, _ := devnet.Client().HeaderByNumber(ctx, nil)
	dealID := crypto.Keccak256Hash([]byte("example deal"))
	amount := big.NewInt(10_000_000) // 10 USDC
	if _, err := usdc.Approve(ctx, devnet.EscrowAddress(), amount); err != nil {
		log.Fatal(err)
	}
	if _, err := buyer.CreateDeal(ctx, chain.DealTerms{
		ID: dealID, Seller: chain.DevAddress("seller"), Token: devnet.TokenAddress(),
		Amount: amount, CriteriaHash: crypto.Keccak256Hash([]byte("criteria")), Deadline: head.Time + 3600,
	}); err != nil {
		log.Fatal(err)
	}
	if _, err := seller.Submit(ctx, dealID, crypto.Keccak256Hash([]byte("the work"))); err != nil {
		log.Fatal(err)
	}
	if _, err := oracle.Resolve(ctx, dealID, true, crypto.Keccak256Hash([]byte("verdict"))); err != nil {
		log.Fatal(err)
	}
	_, err = oracle.Resolve(ctx, dealID, true, crypto.Keccak256Hash([]byte("verdict")))
	fmt.Println("resolving twice:", errors.Is(err, chain.ErrAlreadySettled))

	st, _ := buyer.Deal(ctx, dealID)
	fmt.Println("status:", st.Status)
	last, _ := buyer.HeadNumber(ctx)
	events, _ := buyer.FilterEvents(ctx, 0, last)
	for _, ev := range events {
		fmt.Println(ev.Kind)
	}
	bal, _ := usdc.BalanceOf(ctx, chain.DevAddress("seller"))
	fmt.Println("seller USDC units:", bal)
	// Output:
	// resolving twice: true
	// status: released
	// DealCreated
	// DeliverableSubmitted
	// DealResolved
	// seller USDC units: 10000000
}
