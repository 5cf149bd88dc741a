//go:build !arbitra_juror

package node

import (
	"context"
	"crypto/sha256"
	b64 "encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

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

func startEscrowNet(t *testing.T, beforeSend func(settlement.Entry)) *dealEnv {
	t.Helper()
	return startDealNet(t, DevnetConfig{BeforeSend: beforeSend})
}

// openDeal funds a deal from the buyer and submits the seller's deliverable.
func (e *dealEnv) openDeal(t *testing.T, label, deliverable string) [32]byte {
	t.Helper()
	ctx := context.Background()
	id := sha256.Sum256([]byte(t.Name() + "/" + label))
	buyer, err := e.d.Chain.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.token.WithTransactor(buyer).Approve(ctx, e.d.Chain.EscrowAddress(), e.amount); err != nil {
		t.Fatal(err)
	}
	head, err := e.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	terms := chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: e.d.Chain.TokenAddress(), Amount: e.amount,
		CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600}
	if _, err := e.d.Escrow.WithTransactor(buyer).CreateDeal(ctx, terms); err != nil {
		t.Fatal(err)
	}
	seller, err := e.d.Chain.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.d.Escrow.WithTransactor(seller).Submit(ctx, id, sha256.Sum256([]byte(deliverable))); err != nil {
		t.Fatal(err)
	}
	return id
}

func (e *dealEnv) judge(t *testing.T, id [32]byte, deliverable string) coordinator.View {
	return e.judgePanel(t, id, deliverable, 0)
}

// judgePanel asks for the deal's verdict from a panel of the given size
// (0: the default) and wants it minted.
func (e *dealEnv) judgePanel(t *testing.T, id [32]byte, deliverable string, panel int) coordinator.View {
	t.Helper()
	body := coordinator.SubmitBody{Submission: coordinator.Submission{
		Question: verdict.Question{
			Question: "Does the deliverable meet every acceptance criterion?", Options: []string{verdict.OptionPass, verdict.OptionFail},
			Rubric: criteria, Evidence: []verdict.Evidence{{Label: "deliverable", Text: deliverable}},
		},
		Panel: panel, Deal: e.d.DealRef(id, "agent-seller", "reports"),
	}}
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", body)
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
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(e.d.Coordinator.URL() + "/v1/deals/" + settlement.DealIDHex(id))
		if err != nil {
			t.Fatal(err)
		}
		var v settlement.DealView
		_ = json.NewDecoder(resp.Body).Decode(&v)
		resp.Body.Close()
		if v.State == want && (!settled || (v.Settlement != nil && v.Settlement.State == settlement.StateConfirmed)) {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("deal never reached %s: %+v", want, v)
		}
		time.Sleep(100 * time.Millisecond)
	}
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
		raw, _ := b64.RawURLEncoding.DecodeString(v.Receipt)
		if sum := sha256.Sum256(raw); st.VerdictHash != sum || "0x"+v.Hash != settlement.DealIDHex(sum) {
			t.Fatalf("on-chain verdict hash %x, sha256 of the signed bytes %x", st.VerdictHash, sum)
		}
		last := view.Events[len(view.Events)-1]
		if last.Kind != "resolved" || last.Method != "oracle" || last.VerdictHash != "0x"+v.Hash || view.Settlement.TxHash != last.TxHash {
			t.Fatalf("indexed resolution %+v, settlement %+v", last, view.Settlement)
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

func TestQuorumSettlementWithoutTheOracle(t *testing.T) {
	release := make(chan struct{})
	// The oracle's settlement is held back for the whole test: only the
	// quorum path can move the funds.
	e := startEscrowNet(t, func(settlement.Entry) { <-release })
	t.Cleanup(func() { close(release) })
	ctx := context.Background()
	id := e.openDeal(t, "quorum", goodWork)
	v := e.judge(t, id, goodWork)
	if v.Decision != verdict.OptionPass {
		t.Fatalf("want PASS, got %s", v.Decision)
	}
	all, approved := ballots(t, e.d.Coordinator, v.ID)
	var sigs [][]byte // the approving ballots: the majority's
	for i, a := range approved {
		if a {
			sigs = append(sigs, all[i])
		}
	}
	if len(all) != 3 || len(sigs) < 2 {
		t.Fatalf("%d ballots, %d approving", len(all), len(sigs))
	}
	root, _ := verdict.ParseHash32(v.Evidence.Root)
	anyone, err := e.d.Chain.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	relayer := e.d.Escrow.WithTransactor(anyone)

	// A coordinator that signs the opposite outcome cannot use the jurors'
	// ballots for it, nor its own signature in their place.
	if _, err := relayer.ResolveByQuorum(ctx, id, false, sigs); err == nil {
		t.Fatal("ballots for PASS settled the deal as FAIL")
	}
	own, _ := e.d.Coordinator.Signer().SignDigest(e.d.Escrow.BallotDigest(id, root, false))
	if _, err := relayer.ResolveByQuorum(ctx, id, false, [][]byte{own, sigs[0]}); err == nil {
		t.Fatal("the coordinator's key counted as a juror ballot")
	}
	if _, err := relayer.ResolveByQuorum(ctx, id, true, sigs[:1]); err == nil {
		t.Fatal("one ballot settled a deal that needs two")
	}
	before := e.balance(t, chain.DevAddress("seller"))
	if _, err := relayer.ResolveByQuorum(ctx, id, true, sigs[:2]); err != nil {
		t.Fatalf("quorum settlement: %v", err)
	}
	if got := new(big.Int).Sub(e.balance(t, chain.DevAddress("seller")), before); got.Cmp(e.amount) != 0 {
		t.Fatalf("seller received %s", got)
	}
	view := e.waitDealState(t, id, "resolved", false)
	if last := view.Events[len(view.Events)-1]; last.Method != "quorum" || last.VerdictHash != "0x"+v.Hash {
		t.Fatalf("indexed %+v", last)
	}
}

// TestSettlementResumesAfterRestart stops the coordinator after the verdict
// is minted and before its settlement is sent, starts it again on the same
// data directory, and checks the deal is settled exactly once.
func TestSettlementResumesAfterRestart(t *testing.T) {
	reached := make(chan settlement.Entry, 1)
	release := make(chan struct{})
	var once sync.Once
	e := startEscrowNet(t, func(en settlement.Entry) {
		once.Do(func() { reached <- en })
		<-release
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
	done := make(chan error, 1)
	go func() { done <- e.d.Coordinator.Close() }()
	time.Sleep(100 * time.Millisecond)
	close(release)
	if err := <-done; err != nil {
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
	head, _ := e.client.BlockNumber(ctx)
	evs, err := e.d.Escrow.FilterEvents(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	resolved := 0
	for _, ev := range evs {
		if ev.DealID == id && ev.Kind == chain.EventDealResolved {
			resolved++
		}
	}
	if resolved != 1 {
		t.Fatalf("%d resolutions on chain, want exactly 1", resolved)
	}
	// A second restart finds nothing to do and sends nothing.
	if err := e.d.RestartCoordinator(ctx); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	if h2, _ := e.client.BlockNumber(ctx); h2 != head {
		t.Fatalf("a settled deal caused new transactions: head %d → %d", head, h2)
	}
}
