package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/chain/gethtest"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestCoordinatorKilledBeforeSettlement runs against a real `geth --dev`
// node over JSON-RPC: it deploys an escrow without an oracle whose one
// registered juror is the juror process, funds and submits a deal, has a
// coordinator process mint the verdict on the deal's committed texts and
// kills it (SIGKILL) at once, while the settlement by the juror's ballot is
// at most sent and not yet mined (blocks come every 2 s). The restarted
// coordinator settles the deal exactly once, and its indexer reports the
// whole lifecycle from the chain.
func TestCoordinatorKilledBeforeSettlement(t *testing.T) {
	rpcURL, client := gethtest.Start(t, 2)
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	dir := t.TempDir()

	coordKey, jurorKey := chain.DevKey("crash-coordinator"), chain.DevKey("crash-juror")
	if err := identity.Save(filepath.Join(dir, "c"), coordKey, ""); err != nil {
		t.Fatal(err)
	}
	if err := identity.Save(filepath.Join(dir, "j"), jurorKey, ""); err != nil {
		t.Fatal(err)
	}
	coordAddr, jurorAddr := crypto.PubkeyToAddress(coordKey.PublicKey), crypto.PubkeyToAddress(jurorKey.PublicKey)
	gethtest.Fund(ctx, t, client, chain.DevAddress("crash-deployer"), chain.DevAddress("crash-buyer"), chain.DevAddress("crash-seller"), coordAddr)
	tr := func(label string) *chain.Transactor {
		x, err := chain.NewTransactor(ctx, client, chain.DevKey(label), chain.WithPollInterval(100*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	deployer, buyer, seller := tr("crash-deployer"), tr("crash-buyer"), tr("crash-seller")
	tokenAddr, tokenReceipt, err := chain.DeployMockUSDC(ctx, deployer)
	if err != nil {
		t.Fatal(err)
	}
	stake := big.NewInt(100_000_000)
	if _, err := chain.NewToken(client, tokenAddr, deployer).Mint(ctx, deployer.Address(), stake); err != nil {
		t.Fatal(err)
	}
	escrowAddr, _, err := chain.DeployEscrow(ctx, deployer, chain.EscrowParams{Owner: deployer.Address(), GracePeriod: 3600, RegistryDelay: 60,
		StakeToken: tokenAddr, UnbondDelay: 7200, MinJurorStake: stake, MinCoordinatorStake: stake,
		Jurors: []common.Address{jurorAddr}, PanelSize: 1, QuorumThreshold: 1})
	if err != nil {
		t.Fatal(err)
	}
	escrow, err := chain.NewEscrow(ctx, client, escrowAddr, buyer)
	if err != nil {
		t.Fatal(err)
	}
	token := chain.NewToken(client, tokenAddr, buyer)
	amount := big.NewInt(75_000_000)
	if _, err := token.Mint(ctx, buyer.Address(), amount); err != nil {
		t.Fatal(err)
	}
	if _, err := token.Approve(ctx, escrowAddr, amount); err != nil {
		t.Fatal(err)
	}
	head, _ := client.HeaderByNumber(ctx, nil)
	dealID := sha256.Sum256([]byte("crash-deal"))
	criteria := "Acceptance criteria:\n- The package includes a unit test suite\n- The public API is documented"
	work := "The package includes a unit test suite covering every function, and the public API is documented."
	if _, err := escrow.CreateDeal(ctx, chain.DealTerms{ID: dealID, Seller: seller.Address(), Token: tokenAddr, Amount: amount,
		CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600}); err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WithTransactor(seller).Submit(ctx, dealID, sha256.Sum256([]byte(work))); err != nil {
		t.Fatal(err)
	}

	httpAddr := fmt.Sprintf("127.0.0.1:%d", gethtest.FreePort(t))
	base := "http://" + httpAddr
	coordArgs := []string{"coordinator", "--datadir", filepath.Join(dir, "c"), "--listen", "/ip4/127.0.0.1/tcp/0",
		"--http-addr", httpAddr, "--rpc-url", rpcURL, "--escrow", escrowAddr.Hex(), "--confirmations", "0",
		"--from-block", fmt.Sprint(tokenReceipt.BlockNumber.Uint64())}
	cp := startProc(t, bin, "coordinator-1", coordArgs...)
	cp.expect(t, "address")
	cp.expect(t, "peer")
	listen := cp.expect(t, "listen")
	j := startProc(t, bin, "juror", "juror", "--datadir", filepath.Join(dir, "j"), "--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", listen)
	if got := common.HexToAddress(j.expect(t, "address")); got != jurorAddr {
		t.Fatalf("juror runs as %s, registered %s", got, jurorAddr)
	}
	waitReady(ctx, t, base)

	// The deal's own texts; the panel, the question and the threshold are
	// the escrow's.
	body, _ := json.Marshal(api.SubmitBody{
		Question: verdict.Question{Evidence: verdict.DealEvidence(criteria, work)},
		Deal:     &verdict.Deal{ChainID: verdict.NewChainID(1337), Escrow: verdict.Address(escrowAddr), DealID: dealID},
	})
	resp, err := http.Post(base+"/v1/verdicts", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var v api.View
	_ = json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	// Kill the coordinator the moment the verdict is minted.
	if err := cp.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cp.cmd.Wait()
	if v.Status != coord.StatusMinted || v.Decision != "PASS" {
		t.Fatalf("verdict: %+v", v)
	}
	st, err := escrow.Deal(ctx, dealID)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("deal on chain when the coordinator died: %s", st.Status)

	restarted := startProc(t, bin, "coordinator-2", coordArgs...)
	restarted.expect(t, "address")
	var view settlement.DealView
	for {
		r, err := http.Get(base + "/v1/deals/" + settlement.DealIDHex(dealID))
		if err == nil {
			view = settlement.DealView{}
			_ = json.NewDecoder(r.Body).Decode(&view)
			r.Body.Close()
			if view.State == "resolved" && view.Settlement != nil && view.Settlement.State == settlement.StateConfirmed {
				break
			}
		}
		if ctx.Err() != nil {
			t.Fatalf("never settled: %+v, settlement %+v", view, view.Settlement)
		}
		time.Sleep(250 * time.Millisecond)
	}
	kinds := []string{}
	for _, e := range view.Events {
		kinds = append(kinds, e.Kind)
	}
	if strings.Join(kinds, ",") != "created,submitted,resolved" {
		t.Fatalf("indexed lifecycle %v", kinds)
	}
	if view.Settlement.Method != settlement.MethodQuorum {
		t.Fatalf("settled by %q, want the juror quorum", view.Settlement.Method)
	}
	last, _ := client.BlockNumber(ctx)
	evs, err := escrow.FilterEvents(ctx, 0, last)
	if err != nil {
		t.Fatal(err)
	}
	resolved := 0
	for _, ev := range evs {
		if ev.DealID == dealID && ev.Kind == chain.EventDealResolved {
			resolved++
		}
	}
	if resolved != 1 {
		t.Fatalf("%d resolutions on chain, want exactly one", resolved)
	}
	if bal, _ := token.BalanceOf(ctx, seller.Address()); bal.Cmp(amount) != 0 {
		t.Fatalf("seller holds %s, want %s", bal, amount)
	}
	// The escrow recorded the hash of the one seat's ballot over the deal's
	// evidence root, not anything the coordinator chose.
	st, _ = escrow.Deal(ctx, dealID)
	root, _ := verdict.ParseHash32(v.Evidence.Root)
	if onChain := verdict.DealEvidenceRoot(st.CriteriaHash, st.DeliverableHash); root != onChain {
		t.Fatalf("the verdict's evidence root %x is not the deal's %x", root, onChain)
	}
	if want := chain.BallotsHash(dealID, root, true, chain.SeatMask(0)); st.VerdictHash != want {
		t.Fatalf("on-chain verdict hash %x, the seat's ballot hash %x", st.VerdictHash, want)
	}
	if len(v.Jurors) != 1 || v.Jurors[0].Juror != verdict.Address(jurorAddr) {
		t.Fatalf("verdict seats %+v, want the one registered juror %s", v.Jurors, jurorAddr)
	}
	for _, ev := range evs {
		if ev.DealID == dealID && ev.Kind == chain.EventDealResolved {
			if r := ev.Resolved; r.Method != chain.MethodQuorum || r.Jurors == nil || len(r.Jurors.Signers) != 1 || r.Jurors.Signers[0] != jurorAddr {
				t.Fatalf("resolution %+v, want one by the juror's ballot", r)
			}
		}
	}
}

func waitReady(ctx context.Context, t *testing.T, base string) {
	t.Helper()
	for {
		r, err := http.Get(base + "/readyz")
		if err == nil {
			r.Body.Close()
			if r.StatusCode == http.StatusOK {
				return
			}
		}
		if ctx.Err() != nil {
			t.Fatal("coordinator never ready")
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// TestQueuedSubmissionSurvivesKill queues an asynchronous submission at a
// coordinator process (its only juror's one judgement slot is held by a
// model that takes a minute), kills the coordinator (SIGKILL) right after
// the 202, and starts it again on the same data directory with a fresh
// juror: the queued submission, which the 202 promised was on disk, is
// drawn and minted by the new juror, and the pending one is resumed.
func TestQueuedSubmissionSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()

	engine := startProc(t, buildPackage(t, "../arbitra-bench"), "engine", "--serve-engine", "127.0.0.1:0", "--delay", "60s")
	engineURL, model := engine.expect(t, "engine"), engine.expect(t, "model")
	httpAddr := fmt.Sprintf("127.0.0.1:%d", gethtest.FreePort(t))
	base := "http://" + httpAddr
	coordArgs := []string{"coordinator", "--datadir", filepath.Join(dir, "c"), "--listen", "/ip4/127.0.0.1/tcp/0",
		"--http-addr", httpAddr, "--slot-wait", "60s"}
	cp := startProc(t, bin, "coordinator-1", coordArgs...)
	cp.expect(t, "address")
	cp.expect(t, "peer")
	listen := cp.expect(t, "listen")
	slow := startProc(t, bin, "juror-slow", "juror", "--datadir", filepath.Join(dir, "j1"), "--listen", "/ip4/127.0.0.1/tcp/0",
		"--bootstrap", listen, "--capacity", "1", "--engine", "openai", "--openai-url", engineURL, "--model", model)
	slow.expect(t, "address")
	waitReady(ctx, t, base)

	submit := func(q string) api.View {
		t.Helper()
		body, _ := json.Marshal(api.SubmitBody{Async: true, Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: q}}},
			Panel: 1, TimeoutMS: 120_000,
		})
		resp, err := http.Post(base+"/v1/verdicts", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var v api.View
		if err := json.NewDecoder(resp.Body).Decode(&v); err != nil || resp.StatusCode != http.StatusAccepted {
			t.Fatalf("submit %s: %d %+v (%v)", q, resp.StatusCode, v, err)
		}
		return v
	}
	first := submit("Is the first delivery complete?")
	if first.Status != coord.StatusPending {
		t.Fatalf("first submission %s, want pending", first.Status)
	}
	queued := submit("Is the second delivery complete?")
	if queued.Status != coord.StatusQueued {
		t.Fatalf("second submission %s, want queued behind the held slot", queued.Status)
	}
	if err := cp.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cp.cmd.Wait()

	restarted := startProc(t, bin, "coordinator-2", coordArgs...)
	restarted.expect(t, "address")
	restarted.expect(t, "peer")
	listen = restarted.expect(t, "listen")
	fresh := startProc(t, bin, "juror-fresh", "juror", "--datadir", filepath.Join(dir, "j2"), "--listen", "/ip4/127.0.0.1/tcp/0",
		"--bootstrap", listen)
	freshAddr := fresh.expect(t, "address")
	// The pending submission, also answered 202 before the kill, is
	// resumed (its juror's minute is not up yet).
	waitReady(ctx, t, base)
	if r, err := http.Get(base + "/v1/verdicts/" + first.ID); err != nil {
		t.Fatal(err)
	} else {
		var v api.View
		err := json.NewDecoder(r.Body).Decode(&v)
		r.Body.Close()
		if err != nil || v.Status != coord.StatusPending {
			t.Fatalf("pending submission after the kill: %d %+v (%v)", r.StatusCode, v, err)
		}
	}
	for {
		r, err := http.Get(base + "/v1/verdicts/" + queued.ID)
		if err == nil {
			var v api.View
			_ = json.NewDecoder(r.Body).Decode(&v)
			r.Body.Close()
			if v.Status == coord.StatusMinted {
				if len(v.Jurors) != 1 || !strings.EqualFold(v.Jurors[0].Juror.String(), freshAddr) {
					t.Fatalf("minted by %+v, want the fresh juror %s", v.Jurors, freshAddr)
				}
				return
			}
			if v.Status != coord.StatusQueued && v.Status != coord.StatusPending {
				t.Fatalf("queued submission after the kill: %+v", v)
			}
		}
		if ctx.Err() != nil {
			t.Fatal("the queued submission was never minted after the restart")
		}
		time.Sleep(200 * time.Millisecond)
	}
}
