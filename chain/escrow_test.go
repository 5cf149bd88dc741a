package chain_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

var (
	_ chain.Backend = (*ethclient.Client)(nil)
	_ chain.Backend = (simulated.Client)(nil)

	contractsEscrowABI = contracts.NewArbiterEscrow()
)

func newDevnet(t *testing.T, cfg chain.DevnetConfig) *chain.Devnet {
	t.Helper()
	d, err := chain.NewDevnet(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("close devnet: %v", err)
		}
	})
	return d
}

// party is one devnet account with its clients.
type party struct {
	addr   common.Address
	tx     *chain.Transactor
	escrow *chain.Escrow
	token  *chain.Token
}

func newParty(t *testing.T, d *chain.Devnet, label string) *party {
	t.Helper()
	ctx := context.Background()
	tx, err := d.Transactor(ctx, label)
	if err != nil {
		t.Fatal(err)
	}
	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	return &party{addr: tx.Address(), tx: tx, escrow: e, token: chain.NewToken(d.Client(), d.TokenAddress(), tx)}
}

func jurorLabels(n int) ([]string, []common.Address) {
	var labels []string
	var addrs []common.Address
	for i := range n {
		l := fmt.Sprintf("juror-%d", i)
		labels = append(labels, l)
		addrs = append(addrs, chain.DevAddress(l))
	}
	return labels, addrs
}

func id32(s string) [32]byte { return crypto.Keccak256Hash([]byte(s)) }

func headTime(t *testing.T, d *chain.Devnet) uint64 {
	t.Helper()
	h, err := d.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return h.Time
}

func TestEscrowClientFullLifecycle(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Oracle: chain.DevAddress("oracle"), Jurors: jurors, GracePeriod: 10 * time.Minute})
	buyer, seller, oracle := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "oracle")
	start, err := buyer.escrow.HeadNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}

	amount, fee := big.NewInt(25_000_000), big.NewInt(3_000)
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), new(big.Int).Add(new(big.Int).Mul(amount, big.NewInt(3)), fee)); err != nil {
		t.Fatal(err)
	}
	deadline := headTime(t, d) + 3600
	var receipts []*types.Receipt
	mustTx := func(r *types.Receipt, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("receipt status %d", r.Status)
		}
		receipts = append(receipts, r)
	}

	// Deal 1: oracle approves.
	one := id32("deal-1")
	mustTx(buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: one, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: amount, CriteriaHash: id32("criteria"), Deadline: deadline}))
	st, err := buyer.escrow.Deal(ctx, one)
	if err != nil {
		t.Fatal(err)
	}
	if st.Status != chain.StatusFunded || st.Buyer != buyer.addr || st.Seller != seller.addr || st.Amount.Cmp(amount) != 0 || st.Deadline != deadline || !st.Status.Open() {
		t.Fatalf("deal after create = %+v", st)
	}
	mustTx(seller.escrow.Submit(ctx, one, id32("work")))
	mustTx(oracle.escrow.Resolve(ctx, one, true, id32("verdict")))
	st, _ = buyer.escrow.Deal(ctx, one)
	if st.Status != chain.StatusReleased || st.VerdictHash != id32("verdict") || st.DeliverableHash != id32("work") || st.Status.Open() {
		t.Fatalf("deal after resolve = %+v", st)
	}
	if bal, _ := seller.token.BalanceOf(ctx, seller.addr); bal.Cmp(amount) != 0 {
		t.Fatalf("seller balance %s", bal)
	}

	// Deal 2: a quorum of jurors rejects, relayed by the seller of all
	// people; the seat left out relays its approving ballot later.
	two := id32("deal-2")
	mustTx(buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: two, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: amount, JurorFee: fee, CriteriaHash: id32("criteria"), Deadline: deadline}))
	mustTx(seller.escrow.Submit(ctx, two, id32("bad work")))
	if _, err := seller.escrow.Panel(ctx, two); !errors.Is(err, chain.ErrDrawPending) {
		t.Fatalf("Panel right after the submission: %v", err)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	panel, err := seller.escrow.Panel(ctx, two)
	if err != nil {
		t.Fatal(err)
	}
	root, err := seller.escrow.EvidenceRoot(ctx, two)
	if err != nil || root != verdict.DealEvidenceRoot(id32("criteria"), id32("bad work")) {
		t.Fatalf("EvidenceRoot = %x, %v", root, err)
	}
	st, err = seller.escrow.Deal(ctx, two)
	if err != nil || st.SubmitBlock == 0 || st.PanelSize != 3 || st.Threshold != 2 || len(panel.Seats) != 3 || panel.DrawBlock != st.SubmitBlock+1 {
		t.Fatalf("deal %+v, panel %+v (%v)", st, panel, err)
	}
	digest := seller.escrow.BallotDigest(two, root, false)
	var sigs [][]byte
	for _, seat := range panel.Seats[1:] {
		sig, err := chain.SignBallot(chain.DevKey(labels[slices.Index(jurors, seat)]), digest)
		if err != nil {
			t.Fatal(err)
		}
		sigs = append(sigs, sig)
	}
	mustTx(seller.escrow.ResolveByQuorum(ctx, two, false, sigs, nil))
	wantHash := chain.BallotsHash(two, root, false, chain.SeatMask(1, 2))
	if st, _ := buyer.escrow.Deal(ctx, two); st.Status != chain.StatusRefunded || st.VerdictHash != wantHash {
		t.Fatalf("deal 2 = %+v, want verdict hash %x", st, wantHash)
	}
	late, err := chain.SignBallot(chain.DevKey(labels[slices.Index(jurors, panel.Seats[0])]), seller.escrow.BallotDigest(two, root, true))
	if err != nil {
		t.Fatal(err)
	}
	mustTx(buyer.escrow.ClaimJurorFee(ctx, two, true, late))

	// Deal 3: the seller never delivers; the buyer takes the money back.
	three := id32("deal-3")
	mustTx(buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: three, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: amount, CriteriaHash: id32("criteria"), Deadline: headTime(t, d) + 60}))
	if _, err := buyer.escrow.Refund(ctx, three); !errors.Is(err, chain.ErrRefundNotAvailable) {
		t.Fatalf("early refund: %v", err)
	}
	if err := d.AdjustTime(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	mustTx(buyer.escrow.Refund(ctx, three))

	end, err := buyer.escrow.HeadNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	events, err := buyer.escrow.FilterEvents(ctx, start, end)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		kind chain.EventKind
		deal [32]byte
	}
	wants := []want{
		{chain.EventDealCreated, one}, {chain.EventDeliverableSubmitted, one}, {chain.EventDealResolved, one},
		{chain.EventDealCreated, two}, {chain.EventDeliverableSubmitted, two}, {chain.EventDealResolved, two}, {chain.EventJurorFeeClaimed, two},
		{chain.EventDealCreated, three}, {chain.EventDealRefunded, three},
	}
	if len(events) != len(wants) {
		t.Fatalf("%d events, want %d: %+v", len(events), len(wants), events)
	}
	for i, ev := range events {
		r := receipts[i]
		if ev.Kind != wants[i].kind || ev.DealID != wants[i].deal || ev.TxHash != r.TxHash || ev.BlockNumber != r.BlockNumber.Uint64() {
			t.Fatalf("event %d = %s %x in %s@%d, want %s %x in %s@%d", i, ev.Kind, ev.DealID[:4], ev.TxHash, ev.BlockNumber,
				wants[i].kind, wants[i].deal[:4], r.TxHash, r.BlockNumber)
		}
		if i > 0 && ev.BlockNumber <= events[i-1].BlockNumber {
			t.Fatalf("events out of order at %d", i)
		}
	}
	if c := events[0].Created; c == nil || c.Buyer != buyer.addr || c.Amount.Cmp(amount) != 0 || c.Deadline != deadline || c.Token != d.TokenAddress() {
		t.Fatalf("DealCreated payload %+v", c)
	}
	if s := events[1].Submitted; s == nil || s.DeliverableHash != id32("work") || s.SubmittedAt == 0 {
		t.Fatalf("DeliverableSubmitted payload %+v", s)
	}
	if r := events[2].Resolved; r == nil || !r.Approved || r.Method != chain.MethodOracle || r.Recipient != seller.addr || r.VerdictHash != id32("verdict") {
		t.Fatalf("DealResolved payload %+v", r)
	}
	if r := events[5].Resolved; r == nil || r.Approved || r.Method != chain.MethodQuorum || r.Recipient != buyer.addr ||
		r.VerdictHash != wantHash || r.Jurors == nil || r.Jurors.VerdictHash(two) != wantHash || r.Jurors.EvidenceRoot != root ||
		!slices.Equal(r.Jurors.Signers, panel.Seats[1:]) || r.Jurors.SeatMask.Cmp(chain.SeatMask(1, 2)) != 0 {
		t.Fatalf("quorum DealResolved payload %+v", r)
	}
	share := new(big.Int).Div(fee, big.NewInt(3))
	if f := events[5].Resolved.Fees; f == nil || f.SeatMask.Cmp(chain.SeatMask(1, 2)) != 0 || f.DissentMask.Sign() != 0 || f.PerSeat.Cmp(share) != 0 {
		t.Fatalf("JurorFeesPaid payload %+v", f)
	}
	if c := events[6].Claimed; c == nil || c.Juror != panel.Seats[0] || c.Seat != 0 || !c.Approved || c.Amount.Cmp(share) != 0 {
		t.Fatalf("JurorFeeClaimed payload %+v", c)
	}
	if events[2].Resolved.Jurors != nil || events[2].Resolved.Fees != nil {
		t.Fatal("the oracle's resolution carries ballots")
	}
	if r := events[8].Refunded; r == nil || r.Reason != chain.RefundNoSubmission || r.Amount.Cmp(amount) != 0 {
		t.Fatalf("DealRefunded payload %+v", r)
	}

	// A narrower range returns just what lies inside it.
	mid := events[3].BlockNumber
	part, err := buyer.escrow.FilterEvents(ctx, mid, mid)
	if err != nil || len(part) != 1 || part[0].DealID != two {
		t.Fatalf("FilterEvents(%d, %d) = %+v, %v", mid, mid, part, err)
	}
	if _, err := buyer.escrow.FilterEvents(ctx, 10, 9); !errors.Is(err, chain.ErrInvalidArgument) {
		t.Fatalf("reversed range: %v", err)
	}
}

func TestEscrowClientErrors(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Oracle: chain.DevAddress("oracle"), Jurors: jurors})
	buyer, seller, oracle := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "oracle")

	if _, err := buyer.escrow.Deal(ctx, id32("missing")); !errors.Is(err, chain.ErrDealNotFound) {
		t.Fatalf("Deal(missing): %v", err)
	}
	terms := chain.DealTerms{ID: id32("d"), Seller: seller.addr, Token: d.TokenAddress(), Amount: big.NewInt(1_000), Deadline: headTime(t, d) + 3600}

	_, err := buyer.escrow.CreateDeal(ctx, terms)
	var re *chain.RevertError
	if !errors.Is(err, chain.ErrTokenTransfer) || !errors.As(err, &re) || re.Name != "ERC20InsufficientAllowance" {
		t.Fatalf("create without allowance: %v", err)
	}
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), big.NewInt(10_000)); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.escrow.CreateDeal(ctx, terms); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.escrow.CreateDeal(ctx, terms); !errors.Is(err, chain.ErrDealExists) {
		t.Fatalf("duplicate create: %v", err)
	}
	past := terms
	past.ID, past.Deadline = id32("past"), 1
	if _, err := buyer.escrow.CreateDeal(ctx, past); !errors.Is(err, chain.ErrInvalidArgument) {
		t.Fatalf("past deadline: %v", err)
	}

	if _, err := oracle.escrow.Resolve(ctx, terms.ID, true, id32("v")); !errors.Is(err, chain.ErrWrongState) {
		t.Fatalf("resolve before submission: %v", err)
	}
	if _, err := buyer.escrow.Submit(ctx, terms.ID, id32("w")); !errors.Is(err, chain.ErrUnauthorized) {
		t.Fatalf("submit by buyer: %v", err)
	}
	if _, err := seller.escrow.Submit(ctx, terms.ID, id32("w")); err != nil {
		t.Fatal(err)
	}
	_, err = buyer.escrow.Resolve(ctx, terms.ID, false, id32("v"))
	if !errors.Is(err, chain.ErrUnauthorized) || !errors.Is(err, chain.ErrReverted) || !errors.As(err, &re) || re.Name != "NotOracle" || re.Args[0] != buyer.addr {
		t.Fatalf("resolve by buyer: %v", err)
	}

	root := verdict.DealEvidenceRoot(terms.CriteriaHash, id32("w"))
	one, _ := chain.SignBallot(chain.DevKey(labels[0]), buyer.escrow.BallotDigest(terms.ID, root, true))
	two, _ := chain.SignBallot(chain.DevKey(labels[1]), buyer.escrow.BallotDigest(terms.ID, root, true))
	// The submission's block is the head: the gas estimate cannot see its successor's hash.
	if _, err := buyer.escrow.ResolveByQuorum(ctx, terms.ID, true, [][]byte{one, two}, nil); !errors.Is(err, chain.ErrDrawPending) {
		t.Fatalf("ballots before the draw: %v", err)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.escrow.ResolveByQuorum(ctx, terms.ID, true, [][]byte{one}, nil); !errors.Is(err, chain.ErrQuorumNotReached) {
		t.Fatalf("one ballot: %v", err)
	}
	if _, err := buyer.escrow.ResolveByQuorum(ctx, terms.ID, true, [][]byte{one, one}, nil); !errors.Is(err, chain.ErrInvalidBallot) {
		t.Fatalf("duplicate ballot: %v", err)
	}
	stranger, _ := chain.SignBallot(chain.DevKey("stranger"), buyer.escrow.BallotDigest(terms.ID, root, true))
	_, err = buyer.escrow.ResolveByQuorum(ctx, terms.ID, true, [][]byte{one, stranger}, nil)
	if !errors.Is(err, chain.ErrInvalidBallot) || !errors.As(err, &re) || re.Name != "NotASeat" {
		t.Fatalf("a non-seat's ballot: %v", err)
	}

	if _, err := oracle.escrow.Resolve(ctx, terms.ID, true, id32("v")); err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.escrow.Resolve(ctx, terms.ID, true, id32("v")); !errors.Is(err, chain.ErrAlreadySettled) {
		t.Fatalf("second resolve: %v", err)
	}
	if _, err := buyer.escrow.Refund(ctx, terms.ID); !errors.Is(err, chain.ErrAlreadySettled) {
		t.Fatalf("refund after resolve: %v", err)
	}

	readOnly, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readOnly.Refund(ctx, terms.ID); !errors.Is(err, chain.ErrNoTransactor) {
		t.Fatalf("read-only refund: %v", err)
	}
	if st, err := readOnly.Deal(ctx, terms.ID); err != nil || st.Status != chain.StatusReleased {
		t.Fatalf("read-only Deal: %+v %v", st, err)
	}
	if _, err := chain.NewEscrow(ctx, d.Client(), seller.addr, nil); !errors.Is(err, chain.ErrNoContract) {
		t.Fatalf("escrow at an account: %v", err)
	}
}

// TestRevertOfMinedTransactionIsDecoded covers a transaction that passed gas
// estimation but reverted once mined: the receipt comes back with the reason.
func TestRevertOfMinedTransactionIsDecoded(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{})
	buyer := newParty(t, d, "buyer")
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), big.NewInt(100)); err != nil {
		t.Fatal(err)
	}
	id := id32("deal")
	if _, err := buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: d.TokenAddress(),
		Amount: big.NewInt(100), Deadline: headTime(t, d) + 3600}); err != nil {
		t.Fatal(err)
	}

	// Sign a refund by hand with a fixed gas limit, skipping estimation, as
	// if the state had changed between estimate and inclusion.
	key := chain.DevKey("buyer")
	nonce, err := d.Client().PendingNonceAt(ctx, buyer.addr)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr := d.EscrowAddress()
	data := refundCalldata(t, id)
	tx := types.MustSignNewTx(key, types.LatestSignerForChainID(d.ChainID()), &types.DynamicFeeTx{
		ChainID: d.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
		Gas: 200_000, To: &escrowAddr, Data: data,
	})
	if err := d.Client().SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := buyer.tx.Wait(ctx, tx)
	if r == nil || r.Status != types.ReceiptStatusFailed {
		t.Fatalf("receipt %+v", r)
	}
	var re *chain.RevertError
	if !errors.Is(err, chain.ErrRefundNotAvailable) || !errors.As(err, &re) || re.Name != "RefundNotAvailable" {
		t.Fatalf("err = %v", err)
	}

	// The Transactor's cached nonce is now stale; it notices and recovers.
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), big.NewInt(5)); err != nil {
		t.Fatalf("send after a foreign transaction from the same key: %v", err)
	}
	if a, _ := buyer.token.Allowance(ctx, buyer.addr, d.EscrowAddress()); a.Int64() != 5 {
		t.Fatalf("allowance %s", a)
	}
}

func refundCalldata(t *testing.T, id [32]byte) []byte {
	t.Helper()
	return contractsEscrowABI.PackRefund(id)
}

func TestWaitStopsWithContext(t *testing.T) {
	d := newDevnet(t, chain.DevnetConfig{})
	buyer := newParty(t, d, "buyer")
	// A transaction that was never sent is never mined.
	to := common.Address{1}
	tx := types.MustSignNewTx(chain.DevKey("buyer"), types.LatestSignerForChainID(d.ChainID()), &types.DynamicFeeTx{
		ChainID: d.ChainID(), Nonce: 999, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(1), Gas: 21_000, To: &to,
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := buyer.tx.Wait(ctx, tx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Wait = %v, want context.Canceled", err)
	}
}

func TestEscrowWithoutOracle(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(5)
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, PanelSize: 3})
	buyer, seller, oracle := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "oracle")
	cfg, err := buyer.escrow.Config(ctx)
	if err != nil || cfg.Oracle != (common.Address{}) || cfg.PanelSize != 3 || cfg.QuorumThreshold != 2 || cfg.JurorCount != 5 {
		t.Fatalf("config %+v (%v)", cfg, err)
	}
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), big.NewInt(100)); err != nil {
		t.Fatal(err)
	}
	id := id32("no-oracle")
	if _, err := buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: big.NewInt(100), CriteriaHash: id32("c"), Deadline: headTime(t, d) + 3600}); err != nil {
		t.Fatal(err)
	}
	if _, err := seller.escrow.Submit(ctx, id, id32("w")); err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.escrow.Resolve(ctx, id, true, id32("v")); !errors.Is(err, chain.ErrOracleDisabled) {
		t.Fatalf("resolve without an oracle: %v", err)
	}
	snap, err := buyer.escrow.Snapshot(ctx, id)
	if err != nil || !slices.Equal(snap, jurors) {
		t.Fatalf("snapshot %v (%v)", snap, err)
	}
	if err := d.Mine(1); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.escrow.Panel(ctx, id); !errors.Is(err, chain.ErrDrawPending) {
		t.Fatalf("Panel one block after the submission: %v", err)
	}
	if err := d.Mine(1); err != nil {
		t.Fatal(err)
	}
	// The panel is verdict.DealDraw of the snapshot, seeded by the draw block's hash.
	panel, err := buyer.escrow.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := buyer.escrow.Deal(ctx, id)
	block := st.SubmitBlock + 1
	hd, err := d.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	if err != nil || panel.DrawBlock != block || panel.Seed != verdict.DealDrawSeed(hd.Hash(), id) ||
		!slices.Equal(panel.Seats, verdict.DealDraw(panel.Seed, snap, 3)) {
		t.Fatalf("panel %+v, draw block %d (%v)", panel, block, err)
	}
	root, err := buyer.escrow.EvidenceRoot(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var sigs [][]byte
	for _, seat := range []common.Address{panel.Seats[2], panel.Seats[0]} {
		sig, _ := chain.SignBallot(chain.DevKey(labels[slices.Index(jurors, seat)]), buyer.escrow.BallotDigest(id, root, true))
		sigs = append(sigs, sig)
	}
	tx, err := oracle.escrow.ResolveByQuorumNoWait(ctx, id, true, sigs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.escrow.Wait(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if st, _ := buyer.escrow.Deal(ctx, id); st.Status != chain.StatusReleased || st.VerdictHash != chain.BallotsHash(id, root, true, chain.SeatMask(0, 2)) {
		t.Fatalf("deal %+v", st)
	}
}

// TestStakedRegistry bonds a newcomer, unbonds a juror and changes the
// panel through the client, and reads every change back.
func TestStakedRegistry(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, RegistryDelay: 30 * time.Second, GracePeriod: time.Minute,
		Accounts: []string{"newcomer", "coord"}})
	owner, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), d.Owner())
	if err != nil {
		t.Fatal(err)
	}
	min := chain.DefaultDevnetMinStake
	newcomer, leaver, coord := newParty(t, d, "newcomer"), newParty(t, d, labels[0]), newParty(t, d, "coord")
	for _, p := range []*party{newcomer, coord} {
		if _, err := chain.NewToken(d.Client(), d.TokenAddress(), d.Owner()).Mint(ctx, p.addr, new(big.Int).Mul(min, big.NewInt(2))); err != nil {
			t.Fatal(err)
		}
		if _, err := p.token.Approve(ctx, d.EscrowAddress(), new(big.Int).Mul(min, big.NewInt(2))); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := newcomer.escrow.Bond(ctx, new(big.Int).Sub(min, big.NewInt(1))); !errors.Is(err, chain.ErrStakeBelowMinimum) {
		t.Fatalf("a bond under the minimum: %v", err)
	}
	if _, err := newcomer.escrow.Bond(ctx, min); err != nil {
		t.Fatal(err)
	}
	if _, err := leaver.escrow.RequestUnbond(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := owner.SetPanel(ctx, 1, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := owner.SetPanel(ctx, 4, 2); !errors.Is(err, chain.ErrInvalidArgument) {
		t.Fatalf("a threshold that is no majority: %v", err)
	}
	if _, err := leaver.escrow.Withdraw(ctx); !errors.Is(err, chain.ErrUnbondLocked) {
		t.Fatalf("a withdrawal before the delay: %v", err)
	}
	if _, err := leaver.escrow.Bond(ctx, min); !errors.Is(err, chain.ErrUnbondPending) {
		t.Fatalf("a bond with an unbonding pending: %v", err)
	}
	st, err := owner.Stake(ctx, leaver.addr)
	if err != nil || st.Bonded.Sign() != 0 || st.Unbonding.Cmp(min) != 0 || st.HasEntry || st.ReleaseAt == 0 || st.FeesEarned.Sign() != 0 {
		t.Fatalf("leaver's stake %+v (%v)", st, err)
	}
	if ok, err := owner.IsBondedJuror(ctx, newcomer.addr); err != nil || !ok {
		t.Fatalf("newcomer bonded: %v %v", ok, err)
	}
	cfg, err := owner.Config(ctx)
	if err != nil || cfg.RegistryDelay != 30 || cfg.UnbondDelay != 120 || cfg.StakeToken != d.TokenAddress() || cfg.MinJurorStake.Cmp(min) != 0 ||
		cfg.PanelSize != 3 || cfg.NextPanelSize != 1 || cfg.NextQuorumThreshold != 1 || cfg.NextPanelAt == 0 || cfg.JurorCount != 2 {
		t.Fatalf("config before the delay %+v (%v)", cfg, err)
	}
	if err := d.AdjustTime(31 * time.Second); err != nil {
		t.Fatal(err)
	}
	now := headTime(t, d)
	active, err := owner.JurorsAt(ctx, now)
	if err != nil || !slices.Equal(active, []common.Address{jurors[1], jurors[2], newcomer.addr}) {
		t.Fatalf("JurorsAt(now) = %v (%v)", active, err)
	}
	if cfg, _ := owner.Config(ctx); cfg.PanelSize != 1 || cfg.QuorumThreshold != 1 {
		t.Fatalf("config after the delay %+v", cfg)
	}
	if err := d.AdjustTime(time.Duration(st.ReleaseAt-now) * time.Second); err != nil {
		t.Fatal(err)
	}
	before, _ := leaver.token.BalanceOf(ctx, leaver.addr)
	if _, err := leaver.escrow.Withdraw(ctx); err != nil {
		t.Fatal(err)
	}
	if after, _ := leaver.token.BalanceOf(ctx, leaver.addr); new(big.Int).Sub(after, before).Cmp(min) != 0 {
		t.Fatalf("withdrew %s", new(big.Int).Sub(after, before))
	}
	if _, err := leaver.escrow.Withdraw(ctx); !errors.Is(err, chain.ErrNothingToWithdraw) {
		t.Fatalf("a second withdrawal: %v", err)
	}

	if ok, _ := owner.IsBondedCoordinator(ctx, coord.addr); ok {
		t.Fatal("coordinator bonded before bonding")
	}
	if _, err := coord.escrow.BondCoordinator(ctx, min); err != nil {
		t.Fatal(err)
	}
	if ok, err := owner.IsBondedCoordinator(ctx, coord.addr); err != nil || !ok {
		t.Fatalf("coordinator not bonded: %v", err)
	}
	if _, err := coord.escrow.RequestCoordinatorUnbond(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, _ := owner.IsBondedCoordinator(ctx, coord.addr); ok {
		t.Fatal("coordinator bonded after its unbonding request")
	}
	if cs, err := owner.CoordinatorStake(ctx, coord.addr); err != nil || cs.Unbonding.Cmp(min) != 0 {
		t.Fatalf("coordinator stake %+v (%v)", cs, err)
	}
	if _, err := coord.escrow.WithdrawCoordinator(ctx); !errors.Is(err, chain.ErrUnbondLocked) {
		t.Fatalf("coordinator withdrawal before the delay: %v", err)
	}
}

// submitDeal has the buyer fund a deal with a juror fee and the seller
// submit its deliverable.
func submitDeal(t *testing.T, d *chain.Devnet, buyer, seller *party, id [32]byte, amount, fee *big.Int) {
	t.Helper()
	ctx := context.Background()
	if _, err := buyer.token.Approve(ctx, d.EscrowAddress(), new(big.Int).Add(amount, fee)); err != nil {
		t.Fatal(err)
	}
	if _, err := buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: seller.addr, Token: d.TokenAddress(), Amount: amount,
		JurorFee: fee, CriteriaHash: id32("c"), Deadline: headTime(t, d) + 3600}); err != nil {
		t.Fatal(err)
	}
	if _, err := seller.escrow.Submit(ctx, id, id32("w")); err != nil {
		t.Fatal(err)
	}
}

// TestSlashEquivocationThroughTheClient submits a juror's two opposite
// ballots, and a refused proof, through the Go API.
func TestSlashEquivocationThroughTheClient(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, Accounts: []string{"reporter"}})
	buyer, seller, reporter := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "reporter")
	id, fee := id32("slash-deal"), big.NewInt(30_000)
	submitDeal(t, d, buyer, seller, id, big.NewInt(1_000_000), fee)
	if st, err := buyer.escrow.Deal(ctx, id); err != nil || st.JurorFee.Cmp(fee) != 0 {
		t.Fatalf("deal %+v (%v)", st, err)
	}
	root, err := buyer.escrow.EvidenceRoot(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	key := chain.DevKey(labels[1])
	sign := func(approved bool) chain.SignedBallot {
		sig, err := chain.SignBallot(key, buyer.escrow.BallotDigest(id, root, approved))
		if err != nil {
			t.Fatal(err)
		}
		return chain.SignedBallot{Approved: approved, Signature: sig}
	}
	if _, err := reporter.escrow.SlashEquivocation(ctx, id, sign(true), sign(true)); !errors.Is(err, chain.ErrInvalidProof) {
		t.Fatalf("same vote: %v", err)
	}
	if _, err := reporter.escrow.SlashEquivocation(ctx, id, sign(true), sign(false)); err != nil {
		t.Fatal(err)
	}
	if _, err := reporter.escrow.SlashEquivocation(ctx, id, sign(false), sign(true)); !errors.Is(err, chain.ErrProofUsed) {
		t.Fatalf("proof used twice: %v", err)
	}
	st, err := reporter.escrow.Stake(ctx, jurors[1])
	if err != nil || st.Slashes != 1 || st.HasEntry || st.Bonded.Sign() != 0 {
		t.Fatalf("slashed stake %+v (%v)", st, err)
	}
	got, _ := reporter.token.BalanceOf(ctx, reporter.addr)
	if want := new(big.Int).Div(chain.DefaultDevnetMinStake, big.NewInt(4)); got.Cmp(want) != 0 {
		t.Fatalf("reporter got %s, want %s", got, want)
	}
}

// A relayer settles with the threshold of ballots; the seat it left out is
// paid by a claim anyone relays, once, and FeeShares follows each step.
func TestClaimJurorFeeThroughTheClient(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, Accounts: []string{"relayer"}})
	buyer, seller, relayer := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "relayer")
	id := id32("claim-deal")
	submitDeal(t, d, buyer, seller, id, big.NewInt(1_000_000), big.NewInt(30_001))
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	panel, err := buyer.escrow.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	root, _ := buyer.escrow.EvidenceRoot(ctx, id)
	ballot := func(seat int, approved bool) []byte {
		sig, err := chain.SignBallot(chain.DevKey(labels[slices.Index(jurors, panel.Seats[seat])]), buyer.escrow.BallotDigest(id, root, approved))
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}
	if f, err := buyer.escrow.FeeShares(ctx, id); err != nil || f.Unpaid != 0 || f.Share.Sign() != 0 {
		t.Fatalf("fee shares before the settlement: %+v (%v)", f, err)
	}
	if _, err := seller.escrow.ResolveByQuorum(ctx, id, true, [][]byte{ballot(0, true), ballot(1, true)}, nil); err != nil {
		t.Fatal(err)
	}
	share := big.NewInt(10_000)
	f, err := buyer.escrow.FeeShares(ctx, id)
	if err != nil || f.Unpaid != 1 || f.Share.Cmp(share) != 0 || !f.Paid(0) || !f.Paid(1) || f.Paid(2) {
		t.Fatalf("fee shares after the settlement: %+v (%v)", f, err)
	}
	if _, err := relayer.escrow.ClaimJurorFee(ctx, id, true, ballot(1, true)); !errors.Is(err, chain.ErrFeeAlreadyPaid) {
		t.Fatalf("a claim for a seat paid: %v", err)
	}
	tx, err := relayer.escrow.ClaimJurorFeeNoWait(ctx, id, false, ballot(2, false))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := relayer.escrow.Wait(ctx, tx); err != nil {
		t.Fatal(err)
	}
	if got, _ := buyer.escrow.FeesEarned(ctx, panel.Seats[2], d.TokenAddress()); got.Cmp(share) != 0 {
		t.Fatalf("the dissenting seat earned %s, want %s", got, share)
	}
	if f, err := buyer.escrow.FeeShares(ctx, id); err != nil || f.Unpaid != 0 || f.PaidMask.Sign() != 0 {
		t.Fatalf("fee shares once every seat is paid: %+v (%v)", f, err)
	}
	if _, err := relayer.escrow.ClaimJurorFee(ctx, id, false, ballot(2, false)); !errors.Is(err, chain.ErrNothingToClaim) {
		t.Fatalf("a claim once every seat is paid: %v", err)
	}
}

// TestCoordinatorBondsCache asks a cache that its owner runs about a
// coordinator before and after it bonds and after it asks to unbond.
func TestCoordinatorBondsCache(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	d := newDevnet(t, chain.DevnetConfig{Accounts: []string{"coord"}})
	coord := newParty(t, d, "coord")
	reader, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	updates := make(chan bool, 16)
	bonds := chain.NewCoordinatorBonds(chain.CoordinatorBondsConfig{Escrow: reader, MaxAge: time.Hour,
		OnUpdate: func(a common.Address, bonded bool) {
			if a == coord.addr {
				updates <- bonded
			}
		}})
	done := make(chan error, 1)
	go func() { done <- bonds.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Errorf("Run: %v", err)
		}
	}()

	if bonds.Allowed(coord.addr.Hex()) || bonds.Allowed("not an address") {
		t.Fatal("an address never read is allowed")
	}
	if bonded := <-updates; bonded {
		t.Fatal("read as bonded before bonding")
	}
	min := chain.DefaultDevnetMinStake
	if _, err := chain.NewToken(d.Client(), d.TokenAddress(), d.Owner()).Mint(ctx, coord.addr, min); err != nil {
		t.Fatal(err)
	}
	if _, err := coord.token.Approve(ctx, d.EscrowAddress(), min); err != nil {
		t.Fatal(err)
	}
	if _, err := coord.escrow.BondCoordinator(ctx, min); err != nil {
		t.Fatal(err)
	}
	// The cached answer stands until it is refreshed.
	if bonds.Allowed(coord.addr.Hex()) {
		t.Fatal("the cache changed without a read")
	}
	if ok, err := bonds.Refresh(ctx, coord.addr); err != nil || !ok || !bonds.Allowed(strings.ToLower(coord.addr.Hex())) {
		t.Fatalf("after the bond and a refresh: %v %v", ok, err)
	}
	if _, err := coord.escrow.RequestCoordinatorUnbond(ctx); err != nil {
		t.Fatal(err)
	}
	if ok, err := bonds.Refresh(ctx, coord.addr); err != nil || ok || bonds.Allowed(coord.addr.Hex()) {
		t.Fatalf("after the unbonding request: %v %v", ok, err)
	}
}
