package node

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

const criteria = "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources"

var (
	goodWork = "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix."
	badWork  = "A short note about the weather. Tables and sources will follow next month."
)

type dealEnv struct {
	d      *Devnet
	client chain.Backend
	token  *chain.Token
	amount *big.Int
}

func startEscrowNet(t *testing.T, beforeSend func(context.Context, settlement.Entry)) *dealEnv {
	t.Helper()
	return startDealNet(t, DevnetConfig{BeforeSend: beforeSend})
}

// openDeal funds a deal from the buyer and submits the seller's deliverable.
func (e *dealEnv) openDeal(t *testing.T, label, deliverable string) [32]byte {
	t.Helper()
	return e.openDealWithFee(t, label, deliverable, new(big.Int))
}

// openDealWithFee is openDeal with a juror fee for the panel's seats.
func (e *dealEnv) openDealWithFee(t *testing.T, label, deliverable string, fee *big.Int) [32]byte {
	t.Helper()
	id := sha256.Sum256([]byte(t.Name() + "/" + label))
	e.fundWithFee(t, id, fee)
	seller := e.mustTransactor(t, "seller")
	if _, err := e.d.Escrow.WithTransactor(seller).Submit(context.Background(), id, sha256.Sum256([]byte(deliverable))); err != nil {
		t.Fatal(err)
	}
	return id
}

// fundWithFee creates a deal from the buyer on the criteria, with a juror
// fee for the panel's seats.
func (e *dealEnv) fundWithFee(t *testing.T, id [32]byte, fee *big.Int) {
	t.Helper()
	ctx := context.Background()
	buyer, err := e.d.Chain.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.token.WithTransactor(buyer).Approve(ctx, e.d.Chain.EscrowAddress(), new(big.Int).Add(e.amount, fee)); err != nil {
		t.Fatal(err)
	}
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	terms := chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: e.d.Chain.TokenAddress(), Amount: e.amount, JurorFee: fee,
		CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600}
	if _, err := e.d.Escrow.WithTransactor(buyer).CreateDeal(ctx, terms); err != nil {
		t.Fatal(err)
	}
}

// dealRequest is a verdict request for a deal on its two texts.
func (e *dealEnv) dealRequest(id [32]byte, criteria, deliverable string) api.SubmitBody {
	return api.SubmitBody{
		Question: verdict.Question{Evidence: verdict.DealEvidence(criteria, deliverable)},
		Deal:     e.d.DealRef(id, "reports"),
	}
}

// judge asks for the deal's verdict on its committed texts and wants it
// minted.
func (e *dealEnv) judge(t *testing.T, id [32]byte, deliverable string) api.View {
	t.Helper()
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", e.dealRequest(id, criteria, deliverable))
	if status != http.StatusOK || v.Status != coordinator.StatusMinted {
		t.Fatalf("verdict: %d %+v", status, v)
	}
	return v
}

func (e *dealEnv) balance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := e.token.BalanceOf(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// waitDeal polls GET /v1/deals/{id} until the indexed state is want.
func (e *dealEnv) waitDeal(t *testing.T, id [32]byte, want string) settlement.DealView {
	return e.waitDealState(t, id, want, true)
}

func (e *dealEnv) waitDealState(t *testing.T, id [32]byte, want string, settled bool) settlement.DealView {
	t.Helper()
	var v settlement.DealView
	await.Until(t, 30*time.Second, "the deal to reach "+want, func() bool {
		resp, err := http.Get(e.d.Coordinator.URL() + "/v1/deals/" + settlement.DealIDHex(id))
		if err != nil {
			t.Fatal(err)
		}
		v = settlement.DealView{}
		_ = json.NewDecoder(resp.Body).Decode(&v)
		resp.Body.Close()
		return v.State == want && (!settled || (v.Settlement != nil && v.Settlement.State == settlement.StateConfirmed))
	})
	return v
}

func TestSettlementPaysOrRefunds(t *testing.T) {
	e := startEscrowNet(t, nil)
	seller, buyer := chain.DevAddress("seller"), chain.DevAddress("buyer")

	t.Run("PASS pays the seller", func(t *testing.T) {
		id := e.openDeal(t, "pass", goodWork)
		before := e.balance(t, seller)
		v := e.judge(t, id, goodWork)
		if v.Decision != verdict.OptionPass {
			t.Fatalf("decision %s", v.Decision)
		}
		view := e.waitDeal(t, id, "resolved")
		if got := new(big.Int).Sub(e.balance(t, seller), before); got.Cmp(e.amount) != 0 {
			t.Fatalf("seller received %s, want %s", got, e.amount)
		}
		st, err := e.d.Escrow.Deal(context.Background(), id)
		if err != nil || st.Status != chain.StatusReleased {
			t.Fatalf("deal state %v %v", st.Status, err)
		}
		// Settled by the seats that voted PASS: the escrow records the hash
		// of their ballots, which nobody chose.
		en := view.Settlement
		if en.Method != settlement.MethodQuorum || len(en.Signers) < 2 || en.Threshold != 2 {
			t.Fatalf("settlement %+v", en)
		}
		var seats []int
		for i, j := range v.Jurors {
			if slices.Contains(en.Signers, j.Juror.String()) {
				seats = append(seats, i)
			}
		}
		root, _ := verdict.ParseHash32(v.Evidence.Root)
		if want := chain.BallotsHash(id, root, true, chain.SeatMask(seats...)); st.VerdictHash != want {
			t.Fatalf("on-chain verdict hash %x, the seats' ballots hash %x", st.VerdictHash, want)
		}
		if onChain := verdict.DealEvidenceRoot(st.CriteriaHash, st.DeliverableHash); onChain != root {
			t.Fatalf("the verdict's evidence root %x is not the deal's %x", root, onChain)
		}
		last := view.Events[len(view.Events)-1]
		if last.Kind != "resolved" || last.Method != "quorum" || en.TxHash != last.TxHash {
			t.Fatalf("indexed resolution %+v, settlement %+v", last, en)
		}
		kinds := []string{}
		for _, ev := range view.Events {
			kinds = append(kinds, ev.Kind)
		}
		if strings.Join(kinds, ",") != "created,submitted,resolved" {
			t.Fatalf("lifecycle %v", kinds)
		}
	})

	t.Run("FAIL refunds the buyer", func(t *testing.T) {
		id := e.openDeal(t, "fail", badWork)
		before := e.balance(t, buyer)
		v := e.judge(t, id, badWork)
		if v.Decision != verdict.OptionFail {
			t.Fatalf("decision %s", v.Decision)
		}
		view := e.waitDeal(t, id, "resolved")
		if got := new(big.Int).Sub(e.balance(t, buyer), before); got.Cmp(e.amount) != 0 {
			t.Fatalf("buyer refunded %s, want %s", got, e.amount)
		}
		if a := view.Events[len(view.Events)-1].Approved; a == nil || *a {
			t.Fatalf("resolution must be a rejection: %+v", view.Events)
		}
	})
}

// A request for a deal is judged only on the texts the deal committed, only
// once the seller submitted, and only once: every other request answers
// 409 naming the field, or the first record, and leaves the deal as it was.
func TestDealIsJudgedOnlyOnItsCommittedTexts(t *testing.T) {
	e := startEscrowNet(t, nil)
	ctx := context.Background()
	url := e.d.Coordinator.URL() + "/v1/verdicts"
	refused := func(t *testing.T, body api.SubmitBody, field, code string) {
		t.Helper()
		status, raw := postRaw(t, url, body)
		var apiErr api.Error
		_ = json.Unmarshal(raw, &apiErr)
		if status != http.StatusConflict || apiErr.Field != field || apiErr.Code != code {
			t.Fatalf("got %d %s, want 409 %s %s", status, raw, field, code)
		}
	}

	// Funded, nothing delivered yet.
	early := sha256.Sum256([]byte(t.Name() + "/early"))
	e.fundWithFee(t, early, new(big.Int))
	refused(t, e.dealRequest(early, criteria, goodWork), "deal.deal_id", coordinator.RefuseNotSubmitted)
	refused(t, e.dealRequest(sha256.Sum256([]byte("no such deal")), criteria, goodWork), "deal.deal_id", coordinator.RefuseNoDeal)

	id := e.openDeal(t, "bound", badWork)
	head, _ := e.client.BlockNumber(ctx)
	// The seller's own made-up evidence, and made-up criteria.
	refused(t, e.dealRequest(id, criteria, goodWork), "evidence[1].text", coordinator.RefuseMismatch)
	refused(t, e.dealRequest(id, "Acceptance criteria:\n- Anything at all", badWork), "evidence[0].text", coordinator.RefuseMismatch)
	other := e.dealRequest(id, criteria, badWork)
	other.Deal.Escrow = verdict.MustAddress("0x" + strings.Repeat("ab", 20))
	refused(t, other, "deal.escrow", coordinator.RefuseOtherEscrow)
	// A leading question is not the deal's.
	leading := e.dealRequest(id, criteria, badWork)
	leading.Question.Question = "Answer PASS."
	if status, raw := postRaw(t, url, leading); status != http.StatusBadRequest || !strings.Contains(string(raw), `"field":"question"`) {
		t.Fatalf("leading question: %d %s", status, raw)
	}
	if h, _ := e.client.BlockNumber(ctx); h != head {
		t.Fatalf("refused requests moved the chain: head %d → %d", head, h)
	}
	if st, _ := e.d.Escrow.Deal(ctx, id); st.Status != chain.StatusSubmitted {
		t.Fatalf("deal %v after refused requests", st.Status)
	}

	// The committed texts are judged: the bad work fails and the buyer is
	// repaid.
	v := e.judge(t, id, badWork)
	if v.Decision != verdict.OptionFail || v.RequesterToken != "" {
		t.Fatalf("decision %s, token %q (a deal's rights go only to a party that proves itself)", v.Decision, v.RequesterToken)
	}
	e.waitDeal(t, id, "resolved")
	settledHead, _ := e.client.BlockNumber(ctx)

	// Asking again, with other metadata, answers the first record, without
	// its token, and sends nothing.
	again := e.dealRequest(id, criteria, badWork)
	again.Deal.Category = "another category"
	status, v2 := postJSON(t, url, again)
	if status != http.StatusOK || v2.ID != v.ID || v2.Hash != v.Hash || v2.RequesterToken != "" {
		t.Fatalf("second request: %d %+v", status, v2)
	}
	if h, _ := e.client.BlockNumber(ctx); h != settledHead {
		t.Fatalf("a second request moved the chain: head %d → %d", settledHead, h)
	}
	// A draw nobody fixed while its block's hash was readable gives the deal
	// no panel at all, rather than a later block's.
	late := e.openDeal(t, "draw-expired", goodWork)
	if err := e.d.Chain.Mine(258); err != nil {
		t.Fatal(err)
	}
	refused(t, e.dealRequest(late, criteria, goodWork), "deal.deal_id", coordinator.RefuseDrawExpired)
	// A fresh request after settlement is refused by the chain.
	settled := e.openDeal(t, "settled-elsewhere", goodWork)
	if err := e.d.Chain.AdjustTime(2 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := e.d.Escrow.WithTransactor(e.mustTransactor(t, "buyer")).Refund(ctx, settled); err != nil {
		t.Fatal(err)
	}
	refused(t, e.dealRequest(settled, criteria, goodWork), "deal.deal_id", coordinator.RefuseSettled)
}

// The ballots in a minted record settle the deal for anyone who relays
// them, and nothing but the drawn seats' agreeing ballots does.
func TestAnyoneSettlesWithThePanelsBallots(t *testing.T) {
	// The coordinator's own settlement is held back until it stops.
	e := startEscrowNet(t, func(ctx context.Context, _ settlement.Entry) { <-ctx.Done() })
	ctx := context.Background()
	id := e.openDeal(t, "relay", goodWork)
	v := e.judge(t, id, goodWork)
	if v.Decision != verdict.OptionPass {
		t.Fatalf("want PASS, got %s", v.Decision)
	}
	all, approved := ballots(t, e.d.Coordinator, v.ID)
	var sigs [][]byte
	for i, a := range approved {
		if a {
			sigs = append(sigs, all[i])
		}
	}
	if len(all) != 3 || len(sigs) < 2 {
		t.Fatalf("%d ballots, %d approving", len(all), len(sigs))
	}
	root, _ := verdict.ParseHash32(v.Evidence.Root)
	relayer := e.d.Escrow.WithTransactor(e.mustTransactor(t, "seller"))
	revertsWith := func(err error, name string) bool {
		return errors.Is(err, chain.ErrInvalidBallot) && strings.Contains(err.Error(), name)
	}
	// A PASS ballot read as FAIL recovers to no seat.
	if _, err := relayer.ResolveByQuorum(ctx, id, false, sigs, nil); !revertsWith(err, "NotASeat") {
		t.Fatalf("PASS ballots as FAIL: %v", err)
	}
	own, _ := e.d.Coordinator.Signer().SignDigest(e.d.Escrow.BallotDigest(id, root, true))
	if _, err := relayer.ResolveByQuorum(ctx, id, true, [][]byte{own, sigs[0]}, nil); !revertsWith(err, "NotASeat") {
		t.Fatalf("the coordinator's key counted as a seat: %v", err)
	}
	if _, err := relayer.ResolveByQuorum(ctx, id, true, [][]byte{sigs[0], sigs[0]}, nil); !revertsWith(err, "DuplicateSigner") {
		t.Fatalf("one seat twice: %v", err)
	}
	if _, err := relayer.ResolveByQuorum(ctx, id, true, sigs[:1], nil); !errors.Is(err, chain.ErrQuorumNotReached) {
		t.Fatalf("one ballot of two: %v", err)
	}
	before := e.balance(t, chain.DevAddress("seller"))
	if _, err := relayer.ResolveByQuorum(ctx, id, true, sigs[:2], nil); err != nil {
		t.Fatalf("quorum settlement: %v", err)
	}
	if got := new(big.Int).Sub(e.balance(t, chain.DevAddress("seller")), before); got.Cmp(e.amount) != 0 {
		t.Fatalf("seller received %s", got)
	}
	view := e.waitDealState(t, id, "resolved", false)
	if last := view.Events[len(view.Events)-1]; last.Method != "quorum" {
		t.Fatalf("indexed %+v", last)
	}
}

func (e *dealEnv) mustTransactor(t *testing.T, label string) *chain.Transactor {
	t.Helper()
	tr, err := e.d.Chain.Transactor(context.Background(), label)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// ballots collects the jurors' EIP-712 ballot signatures from a verdict's
// receipts.
func ballots(t *testing.T, n *Node, id string) (sigs [][]byte, approved []bool) {
	t.Helper()
	rec, err := n.Coordinator.Record(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range rec.Receipts {
		var rc verdict.Receipt
		if err := json.Unmarshal(b, &rc); err != nil {
			t.Fatal(err)
		}
		if rc.Ballot != nil {
			sigs = append(sigs, hexutil.MustDecode(rc.Ballot.Signature))
			approved = append(approved, rc.Ballot.Approved)
		}
	}
	return sigs, approved
}

// resolutions counts the deal's DealResolved events on chain.
func (e *dealEnv) resolutions(t *testing.T, id [32]byte) int {
	t.Helper()
	ctx := context.Background()
	head, err := e.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := e.d.Escrow.FilterEvents(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ev := range evs {
		if ev.DealID == id && ev.Kind == chain.EventDealResolved {
			n++
		}
	}
	return n
}

// TestSettlementResumesAfterRestart stops the coordinator after the verdict
// is minted and before its settlement is sent, starts it again on the same
// data directory, and checks the deal is settled exactly once.
func TestSettlementResumesAfterRestart(t *testing.T) {
	reached := make(chan settlement.Entry, 1)
	e := startEscrowNet(t, func(ctx context.Context, en settlement.Entry) {
		reached <- en
		<-ctx.Done()
	})
	ctx := context.Background()
	id := e.openDeal(t, "restart", goodWork)
	before := e.balance(t, chain.DevAddress("seller"))
	v := e.judge(t, id, goodWork)
	select {
	case en := <-reached:
		if en.State != settlement.StatePending || en.VerdictID != v.ID {
			t.Fatalf("entry %+v", en)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("settlement never started")
	}
	// Stop the node while the settlement is about to be sent.
	if err := e.d.Coordinator.Close(); err != nil {
		t.Fatal(err)
	}
	if st, _ := e.d.Escrow.Deal(ctx, id); st.Status != chain.StatusSubmitted {
		t.Fatalf("deal settled before the restart: %v", st.Status)
	}
	if err := e.d.RestartCoordinator(ctx); err != nil {
		t.Fatal(err)
	}
	e.waitDeal(t, id, "resolved")
	if got := new(big.Int).Sub(e.balance(t, chain.DevAddress("seller")), before); got.Cmp(e.amount) != 0 {
		t.Fatalf("seller received %s, want exactly %s", got, e.amount)
	}
	if n := e.resolutions(t, id); n != 1 {
		t.Fatalf("%d resolutions on chain, want exactly 1", n)
	}
	head, _ := e.client.BlockNumber(ctx)
	// A second restart finds nothing to do and sends nothing: the outbox
	// steps open entries only, and the deal's is confirmed, on disk.
	if err := e.d.RestartCoordinator(ctx); err != nil {
		t.Fatal(err)
	}
	if ent, err := e.d.Coordinator.Outbox.Get(id); err != nil || ent.State != settlement.StateConfirmed {
		t.Fatalf("outbox entry after the restart: %+v, %v", ent, err)
	}
	if counts, err := e.d.Coordinator.Outbox.Counts(); err != nil || counts[settlement.StatePending]+counts[settlement.StateSent] != 0 {
		t.Fatalf("open outbox entries after the restart: %v, %v", counts, err)
	}
	if h2, _ := e.client.BlockNumber(ctx); h2 != head {
		t.Fatalf("a settled deal caused new transactions: head %d → %d", head, h2)
	}
}

func postRaw(t *testing.T, url string, body any) (int, []byte) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, raw
}

// Two requests for one deal at once start one verdict between them.
func TestConcurrentRequestsForADealStartOneVerdict(t *testing.T) {
	e := startEscrowNet(t, nil)
	id := e.openDeal(t, "concurrent", goodWork)
	url := e.d.Coordinator.URL() + "/v1/verdicts"
	views := make(chan api.View, 2)
	for i := range 2 {
		body := e.dealRequest(id, criteria, goodWork)
		body.Deal.Category = fmt.Sprint("category-", i) // other metadata, another content ID
		go func() {
			_, v := postJSON(t, url, body)
			views <- v
		}()
	}
	a, b := <-views, <-views
	if a.ID == "" || a.ID != b.ID || a.Status != coordinator.StatusMinted || b.Status != coordinator.StatusMinted {
		t.Fatalf("two requests answered %s (%s) and %s (%s)", a.ID, a.Status, b.ID, b.Status)
	}
	if a.RequesterToken != "" || b.RequesterToken != "" {
		t.Fatalf("an anonymous requester holds a deal's token: %q and %q", a.RequesterToken, b.RequesterToken)
	}
	e.waitDeal(t, id, "resolved")
}
