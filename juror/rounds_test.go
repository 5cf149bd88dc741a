package juror

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// roundRequest is dealRequest asked of round's panel: an appeal round
// names the previous round's record.
func roundRequest(round uint8, ev ...verdict.Evidence) *verdict.Request {
	r := dealRequest(ev...)
	r.Deal.Round = round
	if round > 0 {
		r.Deal.Previous = verdict.CIDForHash(sha256.Sum256([]byte{round - 1})).String()
	}
	return r
}

// A coordinator that asks a juror twice in one appeal round, hoping for
// the other answer the second time, gets the first vote and the first
// ballot again, from the book even after a restart: one round, one ballot.
func TestCoordinatorAskingTwiceInOneRoundGetsOneBallot(t *testing.T) {
	dir := t.TempDir()
	signer := newSigner(t)
	juror := verdict.Address(signer.Address())
	ev := verdict.Evidence{Label: "deliverable", Text: "The report."}
	book, err := OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	req := roundRequest(1, ev)
	first, _ := (&Judge{Engine: &scripted{reply: `{"vote":"PASS","confidence":0.6,"rationale":"all there"}`}, Signer: signer, Ballots: book}).Decide(context.Background(), req)
	if err := first.CheckAgainst(req, juror); err != nil || first.Vote != verdict.OptionPass {
		t.Fatalf("round 1: %s, %v", first.Vote, err)
	}
	book.Close()
	book, err = OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	again := roundRequest(1, ev)
	again.ID, again.Nonce = "vrd_fedcba9876543210fedcba9876543210", "attempt-2"
	fail := &scripted{reply: `{"vote":"FAIL","confidence":0.9,"rationale":"missing"}`}
	rc, _ := (&Judge{Engine: fail, Signer: signer, Ballots: book}).Decide(context.Background(), again)
	if err := rc.CheckAgainst(again, juror); err != nil {
		t.Fatal(err)
	}
	if rc.Vote != verdict.OptionPass || rc.Ballot.Signature != first.Ballot.Signature || len(fail.requests()) != 0 {
		t.Fatalf("asked again in round 1: %s with ballot %s after %d model calls, want the first ballot %s",
			rc.Vote, rc.Ballot.Signature, len(fail.requests()), first.Ballot.Signature)
	}
}

// A juror that voted in round 0 is asked again when the deal is appealed,
// and judges round 1 anew: its two ballots sign different digests (round
// 0's Ballot, round 1's AppealBallot), and each verifies only in its own
// round.
func TestDecideSignsOneBallotPerRound(t *testing.T) {
	signer := newSigner(t)
	juror := verdict.Address(signer.Address())
	book, err := OpenBallotBook(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	ev := verdict.Evidence{Label: "deliverable", Text: "The report."}
	r0, r1 := roundRequest(0, ev), roundRequest(1, ev)
	fail := &scripted{reply: `{"vote":"FAIL","confidence":0.9,"rationale":"missing"}`}
	pass := &scripted{reply: `{"vote":"PASS","confidence":0.6,"rationale":"all there"}`}
	b0, _ := (&Judge{Engine: fail, Signer: signer, Ballots: book}).Decide(context.Background(), r0)
	b1, _ := (&Judge{Engine: pass, Signer: signer, Ballots: book}).Decide(context.Background(), r1)
	if b0.Vote != verdict.OptionFail || b1.Vote != verdict.OptionPass || len(pass.requests()) != 1 {
		t.Fatalf("round 0 %s, round 1 %s after %d calls: round 1 was not judged anew", b0.Vote, b1.Vote, len(pass.requests()))
	}
	for _, c := range []struct {
		rc  verdict.Receipt
		req *verdict.Request
	}{{b0, r0}, {b1, r1}} {
		if err := c.rc.CheckAgainst(c.req, juror); err != nil {
			t.Fatalf("round %d: %v", c.req.Deal.Round, err)
		}
	}
	d0, _ := verdict.DealBallotDigest(r0.Deal, r0.Context.Root, false)
	d1, _ := verdict.DealBallotDigest(r1.Deal, r1.Context.Root, true)
	root, _ := verdict.ParseHash32(r1.Context.Root)
	want1 := chain.RoundBallotDigest(r1.Deal.ChainID.Big(), r1.Deal.Escrow.Common(), r1.Deal.DealID, root, 1, true)
	if d0 == d1 || d1 != want1 {
		t.Fatalf("round digests: round 0 %x, round 1 %x, the escrow's round 1 %x", d0, d1, want1)
	}
	// The round-1 ballot is no round-0 ballot for the same vote.
	same, _ := verdict.DealBallotDigest(r0.Deal, r0.Context.Root, true)
	if got, err := verdict.RecoverDigest(same, b1.Ballot.Signature); err == nil && verdict.Address(got) == juror {
		t.Fatal("the round-1 ballot verifies as a round-0 ballot")
	}
}

// The escrow takes the ballots jurors sign in an appeal round: a deal
// decided FAIL by round 0's seats is appealed by the seller, and the same
// jurors, asked in round 1, sign ballots resolveByQuorum counts for round
// 1. A reporter that shows a juror's round-0 FAIL and round-1 PASS as
// equivocation is refused (RoundsDiffer): a new vote in a new round is no
// offence.
func TestReporterSlashingAVoteChangedInAnAppealIsRefused(t *testing.T) {
	ctx := context.Background()
	labels := []string{"juror-0", "juror-1", "juror-2", "juror-3", "juror-4"}
	var jurors []common.Address
	for _, l := range labels {
		jurors = append(jurors, chain.DevAddress(l))
	}
	d, err := chain.NewDevnet(ctx, chain.DevnetConfig{Jurors: jurors, PanelSize: 3, GracePeriod: time.Hour,
		AppealWindow: 10 * time.Minute, Accounts: []string{"seller", "relayer"}})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	escrowAs := func(label string) (*chain.Escrow, *chain.Token) {
		tx, err := d.Transactor(ctx, label)
		if err != nil {
			t.Fatal(err)
		}
		e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), tx)
		if err != nil {
			t.Fatal(err)
		}
		return e, chain.NewToken(d.Client(), d.TokenAddress(), tx)
	}
	buyer, buyerToken := escrowAs("buyer")
	seller, sellerToken := escrowAs("seller")
	relayer, _ := escrowAs("relayer")
	must := func(_ any, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}

	criteria, deliverable := "- a report", "The report."
	amount := big.NewInt(1_000_000)
	id := [32]byte(sha256.Sum256([]byte("appealed deal")))
	must(buyerToken.Approve(ctx, d.EscrowAddress(), amount))
	head, err := d.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	must(buyer.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: d.TokenAddress(), Amount: amount,
		CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600}))
	must(seller.Submit(ctx, id, sha256.Sum256([]byte(deliverable))))
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}

	ev := verdict.DealEvidence(criteria, deliverable)
	chainID, escrow := relayer.Names()
	ask := func(round uint8, seats []common.Address, reply string, books map[common.Address]*BallotBook) map[common.Address]verdict.Receipt {
		t.Helper()
		req := request(verdict.DealQuestion, []string{verdict.OptionPass, verdict.OptionFail}, verdict.DealRubric, ev...)
		req.Deal = &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: verdict.DealID(id), Round: round}
		if round > 0 {
			req.Deal.Previous = verdict.CIDForHash(sha256.Sum256([]byte("round 0 record"))).String()
		}
		out := make(map[common.Address]verdict.Receipt)
		for _, s := range seats {
			key := chain.DevKey(labels[slices.Index(jurors, s)])
			rc, _ := (&Judge{Engine: &scripted{reply: reply}, Signer: verdict.NewKeySigner(key), Ballots: books[s]}).Decide(ctx, req)
			if err := rc.CheckAgainst(req, verdict.Address(s)); err != nil {
				t.Fatalf("round %d seat %s: %v", round, s, err)
			}
			out[s] = rc
		}
		return out
	}
	sigs := func(rcs map[common.Address]verdict.Receipt, seats []common.Address) [][]byte {
		var out [][]byte
		for _, s := range seats {
			out = append(out, hexutil.MustDecode(rcs[s].Ballot.Signature))
		}
		return out
	}
	books := make(map[common.Address]*BallotBook)
	for _, j := range jurors {
		b, err := OpenBallotBook("")
		if err != nil {
			t.Fatal(err)
		}
		books[j] = b
	}

	p0, err := relayer.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	round0 := ask(0, p0.Seats, `{"vote":"FAIL","confidence":0.8,"rationale":"missing"}`, books)
	must(relayer.ResolveByQuorum(ctx, id, false, sigs(round0, p0.Seats[:2]), nil))

	_, cost, err := seller.AppealCost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	must(sellerToken.Approve(ctx, d.EscrowAddress(), cost))
	must(seller.Appeal(ctx, id, cost))
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	p1, err := relayer.RoundPanel(ctx, id, 1)
	if err != nil || len(p1.Seats) != 5 {
		t.Fatalf("round 1 panel %+v, %v", p1, err)
	}
	round1 := ask(1, p1.Seats, `{"vote":"PASS","confidence":0.7,"rationale":"all there"}`, books)
	must(relayer.ResolveByQuorum(ctx, id, true, sigs(round1, p1.Seats[:3]), nil))
	r1, err := relayer.Round(ctx, id, 1)
	if err != nil || !r1.Decided() || !r1.Approved {
		t.Fatalf("round 1 = %+v, %v: the escrow did not take the round-1 ballots", r1, err)
	}

	j := p0.Seats[0]
	a := chain.SignedBallot{Approved: false, Signature: sigs(round0, []common.Address{j})[0], Round: 0}
	b := chain.SignedBallot{Approved: true, Signature: sigs(round1, []common.Address{j})[0], Round: 1}
	_, err = relayer.SlashEquivocation(ctx, id, a, b)
	if re := (*chain.RevertError)(nil); !errors.As(err, &re) || re.Name != "RoundsDiffer" {
		t.Fatalf("slashing a round-0 FAIL with a round-1 PASS: %v, want RoundsDiffer", err)
	}
}
