package chain_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
)

// A buyer funds a deal on a Devnet, the seller delivers, and two of the
// three drawn jurors approve; anyone may relay their ballots, and the events
// tell the story afterwards.
func Example() {
	ctx := context.Background()
	jurorKeys := map[common.Address]string{}
	var jurors []common.Address
	for _, label := range []string{"juror-a", "juror-b", "juror-c"} {
		jurorKeys[chain.DevAddress(label)] = label
		jurors = append(jurors, chain.DevAddress(label))
	}
	devnet, err := chain.NewDevnet(ctx, chain.DevnetConfig{Jurors: jurors})
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

	head, _ := devnet.Client().HeaderByNumber(ctx, nil)
	dealID := crypto.Keccak256Hash([]byte("example deal"))
	amount := big.NewInt(10_000_000) // 10 USDC
	if _, err := usdc.Approve(ctx, devnet.EscrowAddress(), amount); err != nil {
		log.Fatal(err)
	}
	if _, err := buyer.CreateDeal(ctx, chain.DealTerms{
		ID: dealID, Seller: chain.DevAddress("seller"), Token: devnet.TokenAddress(),
		Amount: amount, CriteriaHash: sha256.Sum256([]byte("criteria")), Deadline: head.Time + 3600,
	}); err != nil {
		log.Fatal(err)
	}
	if _, err := seller.Submit(ctx, dealID, sha256.Sum256([]byte("the work"))); err != nil {
		log.Fatal(err)
	}
	// The panel is drawn from the hash of the block after the submission.
	_, err = seller.Panel(ctx, dealID)
	fmt.Println("drawn at once:", !errors.Is(err, chain.ErrDrawPending))
	if err := devnet.Mine(2); err != nil {
		log.Fatal(err)
	}
	panel, err := seller.Panel(ctx, dealID)
	if err != nil {
		log.Fatal(err)
	}
	root, _ := seller.EvidenceRoot(ctx, dealID)
	var ballots [][]byte
	for _, seat := range panel.Seats[:2] {
		sig, _ := chain.SignBallot(chain.DevKey(jurorKeys[seat]), seller.BallotDigest(dealID, root, true))
		ballots = append(ballots, sig)
	}
	if _, err := seller.ResolveByQuorum(ctx, dealID, true, ballots, nil); err != nil {
		log.Fatal(err)
	}
	_, err = seller.ResolveByQuorum(ctx, dealID, true, ballots, nil)
	fmt.Println("settling twice:", errors.Is(err, chain.ErrAlreadySettled))

	st, _ := buyer.Deal(ctx, dealID)
	fmt.Println("status:", st.Status)
	fmt.Println("verdict hash is the ballots':", st.VerdictHash == chain.BallotsHash(dealID, root, true, chain.SeatMask(0, 1)))
	last, _ := buyer.HeadNumber(ctx)
	events, _ := buyer.FilterEvents(ctx, 0, last)
	for _, ev := range events {
		fmt.Println(ev.Kind)
	}
	r := events[2].Resolved
	fmt.Printf("settled by juror quorum %d of %d\n", len(r.Jurors.Signers), len(panel.Seats))
	bal, _ := usdc.BalanceOf(ctx, chain.DevAddress("seller"))
	fmt.Println("seller USDC units:", bal)
	// Output:
	// drawn at once: false
	// settling twice: true
	// status: released
	// verdict hash is the ballots': true
	// DealCreated
	// DeliverableSubmitted
	// DealResolved
	// settled by juror quorum 2 of 3
	// seller USDC units: 10000000
}
