package settlement

import (
	"context"
	"crypto/sha256"
	"errors"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// feeNet is a devnet escrow whose deals draw all five of its jurors and
// settle with three ballots, and one submitted deal on it with a juror fee
// that five seats do not divide.
type feeNet struct {
	*dealNet
	seats []common.Address // in seat order
}

func newFeeNet(t *testing.T) *feeNet {
	t.Helper()
	n := &feeNet{dealNet: newDealNet(t, "fee-juror", chain.DevnetConfig{PanelSize: 5, QuorumThreshold: 3, Accounts: []string{"stranger"}},
		big.NewInt(7_000_000), big.NewInt(5_000_003))}
	p, err := n.escrow.Panel(context.Background(), n.id)
	if err != nil {
		t.Fatal(err)
	}
	n.seats = p.Seats
	return n
}

// ballot is the ballot of the seat at index seat, as a receipt carries it.
func (n *feeNet) ballot(t *testing.T, seat int, approved bool) *verdict.Ballot {
	t.Helper()
	return n.signed(t, n.label[n.seats[seat]], approved)
}

func (n *feeNet) signed(t *testing.T, label string, approved bool) *verdict.Ballot {
	t.Helper()
	sig, err := chain.SignBallot(chain.DevKey(label), n.escrow.BallotDigest(n.id, n.root, approved))
	if err != nil {
		t.Fatal(err)
	}
	return &verdict.Ballot{Approved: approved, Signature: hexutil.Encode(sig)}
}

// mint writes the deal's settlement entry as the coordinator's mint does:
// a PASS verdict with a receipt for each seat in votes (seat index to vote).
func (n *feeNet) mint(t *testing.T, db *store.DB, out *Outbox, votes map[int]string) {
	t.Helper()
	chainID, escrow := n.escrow.Names()
	m := &coordinator.Minted{
		Request: &verdict.SignedRequest{Request: verdict.Request{MinVotes: 3}},
		Verdict: verdict.SignedVerdict{Hash: sha256.Sum256([]byte("verdict")), Verdict: verdict.Verdict{ID: "verdict-1",
			Decision: verdict.OptionPass, Deal: &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: verdict.DealID(n.id)}}},
	}
	m.Receipts = n.receipts(t, votes)
	if err := db.Update(func(tx *store.Txn) error { return out.MintHook(tx, m) }); err != nil {
		t.Fatal(err)
	}
}

// receipts are the seats' receipts in seat order, each with its ballot,
// for the seats in votes (seat index to vote).
func (n *feeNet) receipts(t *testing.T, votes map[int]string) []verdict.Receipt {
	t.Helper()
	var out []verdict.Receipt
	for seat := range n.seats {
		if vote, ok := votes[seat]; ok {
			out = append(out, verdict.Receipt{Juror: verdict.Address(n.seats[seat]), Vote: vote,
				Ballot: n.ballot(t, seat, vote == verdict.OptionPass)})
		}
	}
	return out
}

// balances reads the token balances of the buyer, the seller, the escrow
// and the seats, in that order.
func (n *feeNet) balances(t *testing.T) []*big.Int {
	t.Helper()
	var out []*big.Int
	for _, a := range append([]common.Address{chain.DevAddress("buyer"), chain.DevAddress("seller"), n.dev.EscrowAddress()}, n.seats...) {
		b, err := n.token.BalanceOf(context.Background(), a)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// claims counts the JurorFeeClaimed events of the deal, by seat index.
func (n *feeNet) claims(t *testing.T) map[uint64]int {
	t.Helper()
	abi := contracts.NewArbiterEscrow()
	logs, err := n.dev.Client().FilterLogs(context.Background(), ethereum.FilterQuery{Addresses: []common.Address{n.dev.EscrowAddress()},
		Topics: [][]common.Hash{{abi.GetABI().Events[contracts.ArbiterEscrowJurorFeeClaimedEventName].ID}, {n.id}}})
	if err != nil {
		t.Fatal(err)
	}
	out := map[uint64]int{}
	for i := range logs {
		ev, err := abi.UnpackJurorFeeClaimedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		out[ev.Seat.Uint64()]++
	}
	return out
}

func (n *feeNet) head(t *testing.T) uint64 {
	t.Helper()
	h, err := n.escrow.HeadNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func openDB(t *testing.T, dir string) *store.DB {
	t.Helper()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func waitFor[T any](t *testing.T, ch <-chan T, what string) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(30 * time.Second):
		t.Fatalf("waited 30 s for %s", what)
		return *new(T)
	}
}

// Crash points of crashingEscrow: the outbox dies after a claim is sent and
// before it records it, or after it records it and before the receipt.
const (
	crashBeforeRecord  = "before record"
	crashBeforeReceipt = "before receipt"
)

// crashingEscrow is the coordinator's escrow client, which dies at the
// first claim at its crash point: it reports on crashed and blocks until
// the outbox's context ends, as a killed process never returns.
type crashingEscrow struct {
	*chain.Escrow
	point   string
	crashed chan struct{}
	claimed bool
}

func (c *crashingEscrow) ClaimJurorFeeNoWait(ctx context.Context, id [32]byte, approved bool, sig []byte) (*types.Transaction, error) {
	tx, err := c.Escrow.ClaimJurorFeeNoWait(ctx, id, approved, sig)
	if err == nil && c.point == crashBeforeRecord {
		return nil, c.die(ctx)
	}
	c.claimed = c.claimed || err == nil
	return tx, err
}

func (c *crashingEscrow) Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	if c.claimed && c.point == crashBeforeReceipt {
		return nil, c.die(ctx)
	}
	return c.Escrow.Receipt(ctx, hash)
}

func (c *crashingEscrow) die(ctx context.Context) error {
	close(c.crashed)
	<-ctx.Done()
	return ctx.Err()
}

// The seller, who sees the PASS ballots, front-runs the coordinator's
// settlement with exactly the threshold of them, leaving out the fourth
// agreeing seat and the dissenting one. The coordinator's outbox finds the
// deal settled and relays both left-out ballots by claimJurorFee, crashing
// twice along the way (once after a claim is sent and before it is
// recorded, once after a claim is recorded and before its receipt) and
// restarting over the same store: every seat ends paid its share once, the
// buyer gets only the division's remainder, and the escrow refuses a
// second claim.
func TestFrontRunnerSettlingWithTheThresholdLeavesNoSeatUnpaid(t *testing.T) {
	ctx := context.Background()
	n := newFeeNet(t)
	dir := t.TempDir()
	db := openDB(t, dir)
	start := func(escrow Escrow, hook func(context.Context, Entry)) (*Outbox, <-chan Entry) {
		relayed := make(chan Entry, 8)
		out := NewOutbox(OutboxConfig{Store: db, Escrow: escrow, BeforeSend: hook, Logger: slog.New(slog.DiscardHandler),
			OnFeesRelayed: func(e Entry) { relayed <- e }})
		out.Start()
		return out, relayed
	}
	n.mint(t, db, NewOutbox(OutboxConfig{Store: db, Escrow: n.escrow}), map[int]string{
		0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionPass, 3: verdict.OptionPass, 4: verdict.OptionFail})
	before := n.balances(t)
	share := new(big.Int).Div(n.fee, big.NewInt(5))

	// First run: the seller's settlement lands just before the
	// coordinator's; the outbox claims seat 3's fee and dies before it
	// records the claim.
	frontRun := make(chan error, 1)
	crash := &crashingEscrow{Escrow: n.escrow, point: crashBeforeRecord, crashed: make(chan struct{})}
	out, _ := start(crash, func(_ context.Context, e Entry) {
		if e.Fees == nil {
			_, err := n.seller.ResolveByQuorum(ctx, n.id, true, [][]byte{
				hexutil.MustDecode(e.Ballots[0]), hexutil.MustDecode(e.Ballots[1]), hexutil.MustDecode(e.Ballots[2])}, nil)
			frontRun <- err
		}
	})
	if err := waitFor(t, frontRun, "the front-run"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, crash.crashed, "the first crash")
	out.Close()
	db.Close()
	owed, err := n.escrow.FeeShares(ctx, n.id)
	if err != nil || owed.Unpaid != 1 || !owed.Paid(3) || owed.Paid(4) || owed.Share.Cmp(share) != 0 {
		t.Fatalf("fee shares after the first run: %+v, %v; want seat 3 paid and seat 4 owed %s", owed, err, share)
	}
	if _, err := n.escrow.ClaimJurorFee(ctx, n.id, true, hexutil.MustDecode(n.ballot(t, 3, true).Signature)); !errors.Is(err, chain.ErrFeeAlreadyPaid) {
		t.Fatalf("a second claim of seat 3: %v, want ErrFeeAlreadyPaid", err)
	}

	// Second run: the paid mask says seat 3 is paid; the outbox claims seat
	// 4's fee, records the claim and dies before it sees the receipt.
	db = openDB(t, dir)
	crash = &crashingEscrow{Escrow: n.escrow, point: crashBeforeReceipt, crashed: make(chan struct{})}
	out, _ = start(crash, nil)
	waitFor(t, crash.crashed, "the second crash")
	out.Close()
	db.Close()

	// Third run: the escrow's paid mask says nobody is owed; nothing is sent.
	db = openDB(t, dir)
	defer db.Close()
	head := n.head(t)
	out, relayed := start(n.escrow, nil)
	e := waitFor(t, relayed, "the fees relayed")
	out.Close()
	if e.State != StateConfirmed || !e.AlreadySettled || e.Fees.State != FeesDone || e.Fees.Error != "" {
		t.Fatalf("entry after the restarts: %+v, fees %+v", e, e.Fees)
	}
	if got := n.head(t); got != head {
		t.Fatalf("the last run sent %d transactions, want none", got-head)
	}
	if got := n.claims(t); len(got) != 2 || got[3] != 1 || got[4] != 1 {
		t.Fatalf("claims by seat %v, want one each for seats 3 and 4", got)
	}
	if _, err := n.escrow.ClaimJurorFee(ctx, n.id, false, hexutil.MustDecode(n.ballot(t, 4, false).Signature)); !errors.Is(err, chain.ErrNothingToClaim) {
		t.Fatalf("a second claim of seat 4: %v, want ErrNothingToClaim", err)
	}

	after := n.balances(t)
	gain := func(i int) *big.Int { return new(big.Int).Sub(after[i], before[i]) }
	remainder := new(big.Int).Sub(n.fee, new(big.Int).Mul(share, big.NewInt(5)))
	if gain(0).Cmp(remainder) != 0 || gain(1).Cmp(n.amount) != 0 {
		t.Fatalf("buyer got %s, seller %s; want the remainder %s and the price %s", gain(0), gain(1), remainder, n.amount)
	}
	for i := range n.seats {
		if g := gain(3 + i); g.Cmp(share) != 0 {
			t.Fatalf("seat %d got %s, want its share %s", i, g, share)
		}
	}
	if out := new(big.Int).Neg(gain(2)); out.Cmp(new(big.Int).Add(n.amount, n.fee)) != 0 {
		t.Fatalf("the escrow paid out %s, want the price and the whole fee, %s", out, new(big.Int).Add(n.amount, n.fee))
	}
}

// A seat's ballot that reaches the coordinator after the verdict is minted
// is relayed once the deal is settled, so long as it is a seat's, held
// once, and the ballot window is open.
func TestLateSeatIsPaidAfterTheSettlement(t *testing.T) {
	ctx := context.Background()
	n := newFeeNet(t)
	db := openDB(t, t.TempDir())
	defer db.Close()
	relayed := make(chan Entry, 8)
	out := NewOutbox(OutboxConfig{Store: db, Escrow: n.escrow, Logger: slog.New(slog.DiscardHandler),
		OnFeesRelayed: func(e Entry) { relayed <- e }})
	// Seats 3 and 4 miss the verdict; the coordinator settles with the
	// other three.
	n.mint(t, db, out, map[int]string{0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionPass})
	out.Start()
	defer out.Close()
	if e := waitFor(t, relayed, "the settlement's fees"); e.AlreadySettled || e.Fees.Attempts != 0 {
		t.Fatalf("entry after its own settlement: %+v, fees %+v", e, e.Fees)
	}

	add := func(label string, approved bool) {
		t.Helper()
		if err := out.AddBallot(verdict.DealID(n.id), verdict.Address(chain.DevAddress(label)), *n.signed(t, label, approved)); err != nil {
			t.Fatal(err)
		}
	}
	if err := out.AddBallot(verdict.DealID(sha256.Sum256([]byte("no such deal"))), verdict.Address{}, *n.ballot(t, 3, true)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a ballot for a deal without an entry: %v", err)
	}
	if err := out.AddBallot(verdict.DealID(n.id), verdict.Address{}, verdict.Ballot{Signature: "0xzz"}); err == nil {
		t.Fatal("a malformed signature was taken")
	}
	// Seat 3 dissents late; seat 0, held already, sends another ballot; a
	// stranger's ballot is no seat's.
	add(n.label[n.seats[3]], false)
	add(n.label[n.seats[0]], false)
	add("stranger", true)
	var e Entry
	for len(e.Late) < 2 {
		e = waitFor(t, relayed, "the late ballots relayed")
	}
	if len(e.Late) != 2 || e.Fees.Attempts != 1 || !strings.Contains(e.Fees.Error, strings.ToLower(chain.DevAddress("stranger").Hex())) {
		t.Fatalf("entry after the late ballots: late %+v, fees %+v", e.Late, e.Fees)
	}
	owed, err := n.escrow.FeeShares(ctx, n.id)
	if err != nil || owed.Unpaid != 1 || !owed.Paid(3) || owed.Paid(4) {
		t.Fatalf("fee shares: %+v, %v; want only seat 4 unpaid", owed, err)
	}

	// Past the ballot window, a late seat is not paid, and the outbox stops.
	if err := n.dev.AdjustTime(3 * chain.DefaultDevnetGracePeriod); err != nil {
		t.Fatal(err)
	}
	head := n.head(t)
	add(n.label[n.seats[4]], true)
	e = waitFor(t, relayed, "the ballot after the window")
	if !strings.Contains(e.Fees.Error, "BallotWindowClosed") || n.head(t) != head {
		t.Fatalf("fees after the window: %+v; head %d → %d", e.Fees, head, n.head(t))
	}
	if got := n.claims(t); len(got) != 1 || got[3] != 1 || !slices.Contains(e.Late, Ballot{Juror: verdict.Address(n.seats[4]).String(), Approved: true, Signature: n.ballot(t, 4, true).Signature}) {
		t.Fatalf("claims by seat %v, late %+v", got, e.Late)
	}
}
