package main

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestAppealedDealOverturnedByTheLargerPanelAcrossProcesses plays an
// appeal with separate processes on the JSON-RPC chain of `arbitra
// devnet`: an escrow with a one-hour appeal window and panels of three,
// five bonded `arbitra-juror` processes whose openai engines ask one model
// server (`arbitra-bench --serve-engine --votes FAIL*3,PASS`: the first
// panel's three calls fail the deal, every call after passes it), and a
// coordinator. The three seats decide FAIL; the seller appeals with
// `arbitra escrow appeal`; the coordinator has the five seats the appeal
// drew judge round 1, whose record names round 0's, and they decide PASS;
// the seller is paid only once the window has closed, by the coordinator's
// finalize. `arbitra audit` passes both rounds against the escrow, from
// the coordinator and from saved record files, and fails naming
// round-link when round 1's record, signed again by the coordinator's own
// key, names another round 0.
func TestAppealedDealOverturnedByTheLargerPanelAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binaries")
	}
	bin := buildBinary(t)
	jurorBin := buildPackage(t, "../arbitra-juror")
	benchBin := buildPackage(t, "../arbitra-bench")
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	const window = time.Hour
	cn := startChainNet(t, ctx, bin, 5, "--panel", "3", "--appeal-window", window.String())
	cli, eth, escrowAddr, seller := cn.cli, cn.eth, cn.escrow, cn.seller
	escrow, err := chain.NewEscrow(ctx, eth, common.HexToAddress(escrowAddr), nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err := escrow.Config(ctx); err != nil || cfg.AppealWindow != uint64(window/time.Second) || cfg.PanelSize != 3 || cfg.JurorCount != 5 {
		t.Fatalf("escrow %+v (%v), want a one-hour appeal window and panels of three of five jurors", cfg, err)
	}

	engine := startProc(t, benchBin, "engine", "--serve-engine", "127.0.0.1:0", "--votes", "FAIL*3,PASS")
	engineURL, model := engine.expect(t, "engine"), engine.expect(t, "model")
	if model != juror.ScriptModel {
		t.Fatalf("the engine serves %q", model)
	}
	// The devnet never reorganizes: the coordinator reads its events at the head.
	listen, base := cn.coordinator(t, bin, 5, "--confirmations", "0")
	for i := range cn.jurors {
		cn.juror(t, jurorBin, i, listen, "--engine", "openai", "--openai-url", engineURL, "--model", model)
	}

	criteria := "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources\n"
	work := "The revenue table for 2025 is in section two; the audited filings it draws on are cited in the appendix.\n"
	criteriaFile, workFile := filepath.Join(dir, "criteria.txt"), filepath.Join(dir, "work.txt")
	for f, text := range map[string]string{criteriaFile: criteria, workFile: work} {
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	conn := []string{"--rpc-url", cn.rpcURL, "--escrow", escrowAddr}
	created := cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + cn.buyer.key}, append(append([]string{"escrow", "create"}, conn...),
		"--seller", seller.addr.Hex(), "--token", cn.token.Hex(), "--amount", "40", "--juror-fee", "3",
		"--criteria-file", criteriaFile, "--deadline", "1h")...)
	dealHex := field(t, created, "deal_id")
	id, err := parseDealIDFlag(dealHex)
	if err != nil {
		t.Fatal(err)
	}
	cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + seller.key}, append(append([]string{"escrow", "submit"}, conn...),
		"--deal-id", dealHex, "--deliverable-file", workFile)...)
	cn.mine(t, ctx, 2) // round 0's draw reads the block after the submission
	ctxReady, cancelReady := context.WithTimeout(ctx, time.Minute)
	waitReady(ctxReady, t, base)
	cancelReady()

	// Round 0: three seats, FAIL.
	status, raw := postVerdict(t, base, map[string]any{
		"evidence": verdict.DealEvidence(criteria, work),
		"deal":     map[string]string{"chain_id": cn.chainID, "escrow": strings.ToLower(escrowAddr), "deal_id": dealHex},
	})
	var v0 api.View
	if err := json.Unmarshal(raw, &v0); err != nil || status != http.StatusOK || v0.Status != coord.StatusMinted || v0.Decision != verdict.OptionFail {
		t.Fatalf("round 0: %d %s", status, raw)
	}
	if len(v0.Jurors) != 3 || v0.Deal == nil || v0.Deal.Round != 0 {
		t.Fatalf("round 0 judged by %d seats, deal %+v", len(v0.Jurors), v0.Deal)
	}
	waitDealStatus(ctx, t, escrow, id, chain.StatusDecided)
	if r0, err := escrow.Round(ctx, id, 0); err != nil || !r0.Decided() || r0.Approved {
		t.Fatalf("round 0 on chain: %+v (%v), want decided FAIL", r0, err)
	}

	// The seller, whom round 0 went against, appeals with its own key,
	// paying round 1's fee: the first round's price per seat for five.
	fee := big.NewInt(5_000_000)
	if _, err := chain.NewToken(eth, cn.token, cn.payer).Transfer(ctx, seller.addr, fee); err != nil {
		t.Fatal(err)
	}
	appealed := cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + seller.key}, append(append([]string{"escrow", "appeal"}, conn...), dealHex)...)
	if field(t, appealed, "round") != "1" || !strings.Contains(appealed, "(5 seats") {
		t.Fatalf("arbitra escrow appeal:\n%s", appealed)
	}
	cn.mine(t, ctx, 2) // round 1's draw reads the block after the appeal
	p1, err := escrow.RoundPanel(ctx, id, 1)
	if err != nil || len(p1.Seats) != 5 {
		t.Fatalf("round 1's panel %+v (%v), want five seats", p1, err)
	}

	// Round 1: the coordinator, watching the escrow, has the five drawn
	// seats judge it, and settles their PASS.
	await.UntilCtx(t, ctx, "round 1 decided on chain", func() bool {
		r1, err := escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	})
	if r1, err := escrow.Round(ctx, id, 1); err != nil || !r1.Approved {
		t.Fatalf("round 1 on chain: %+v (%v), want PASS", r1, err)
	}
	c, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	var deal settlement.DealView
	if _, err := c.Do(ctx, http.MethodGet, "/v1/deals/"+dealHex, "", nil, &deal); err != nil || len(deal.Rounds) != 1 {
		t.Fatalf("the coordinator's deal view: %+v (%v), want round 1's settlement", deal, err)
	}
	v1, err := c.Verdict(ctx, deal.Rounds[0].VerdictID, api.ViewOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var seats []common.Address
	for _, j := range v1.Jurors {
		seats = append(seats, j.Juror.Common())
	}
	if v1.Decision != verdict.OptionPass || v1.Deal == nil || v1.Deal.Round != 1 || v1.Deal.Previous != v0.CID || !slices.Equal(seats, p1.Seats) {
		t.Fatalf("round 1's record: %s, deal %+v, seats %v; want PASS by the drawn %v, naming round 0's record %s",
			v1.Decision, v1.Deal, seats, p1.Seats, v0.CID)
	}

	// Nothing is paid while round 1 may still be appealed.
	tokens := chain.NewToken(eth, cn.token, nil)
	before, err := tokens.BalanceOf(ctx, seller.addr)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := escrow.Deal(ctx, id); err != nil || st.Status != chain.StatusDecided {
		t.Fatalf("the deal inside round 1's window: %+v (%v), want decided, unpaid", st, err)
	}
	var moved uint64
	if err := eth.Client().CallContext(ctx, &moved, "evm_increaseTime", int64(window/time.Second)+1); err != nil {
		t.Fatal(err)
	}
	waitDealStatus(ctx, t, escrow, id, chain.StatusReleased)
	after, err := tokens.BalanceOf(ctx, seller.addr)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(after, before); got.Cmp(big.NewInt(40_000_000)) != 0 {
		t.Fatalf("the seller received %s after the window, want the 40 escrowed", got)
	}
	await.UntilCtx(t, ctx, "the coordinator's finalize to be recorded", func() bool {
		_, err := c.Do(ctx, http.MethodGet, "/v1/deals/"+dealHex, "", nil, &deal)
		return err == nil && len(deal.Rounds) == 1 && deal.Rounds[0].Finalize != nil && deal.Rounds[0].Finalize.TxHash != ""
	})

	// The audit walks both rounds against the escrow, as the coordinator
	// names them.
	out := cli.ok(nil, append(append([]string{"audit"}, conn...), "--gateway", base, "--deal", dealHex)...)
	if !strings.Contains(out, "PASS  all 2 rounds") || strings.Count(out, "ok    round-link ") != 2 {
		t.Fatalf("audit of the appealed deal:\n%s", out)
	}
	// And from the record files an auditor saved, one per round.
	files := make([]string, 2)
	for i, ref := range []string{v0.CID, v1.CID} {
		files[i] = filepath.Join(dir, "round-"+string(rune('0'+i))+".json")
		cli.ok(nil, "audit", "--gateway", base, "--signer", cn.coordAddr.Hex(), "--save", files[i], ref)
	}
	roundsAudit := func(round1 string) []string {
		return append(append([]string{"audit"}, conn...), "--record", files[0], "--record", round1, "--deal", dealHex)
	}
	if out := cli.ok(nil, roundsAudit(files[1])...); !strings.Contains(out, "PASS  all 2 rounds") {
		t.Fatalf("audit of the saved rounds:\n%s", out)
	}

	// Round 0's record alone does not stand for a deal in round 1.
	only0 := append(append([]string{"audit"}, conn...), "--record", files[0], "--deal", dealHex)
	if out, errOut, err := cli.run(nil, only0...); err == nil || !strings.Contains(errOut, "give one --record per round, 2 in all, not 1") {
		t.Fatalf("audit of round 0's record alone: %v\nstdout:\n%s\nstderr:\n%s", err, out, errOut)
	}

	// Round 1's record, made to name another round 0 and signed again by
	// the coordinator's key, fails round-link.
	raw, err = os.ReadFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	var rec verdict.Record
	var v verdict.Verdict
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	d := *v.Deal
	d.Previous = verdict.CIDForHash(verdict.Hash([]byte("another round 0"))).String()
	v.Deal = &d
	pass, err := identity.ReadPassphraseFile(cn.passFile)
	if err != nil {
		t.Fatal(err)
	}
	key, err := identity.Load(cn.coordDir, pass)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := verdict.SignVerdict(v, verdict.NewKeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	rec.Verdict, rec.Signature = sv.Bytes, sv.Signature
	altered := filepath.Join(dir, "round-1-altered.json")
	if err := writeRecordFile(altered, rec); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := cli.run(nil, roundsAudit(altered)...)
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 || !regexp.MustCompile(`(?m)^FAIL  round 1: .*round-link`).MatchString(out) {
		t.Fatalf("audit of an altered round link: %v\nstdout:\n%s\nstderr:\n%s", err, out, errOut)
	}
	if !strings.Contains(out, "FAIL  round-link ") {
		t.Fatalf("the failed check is not printed:\n%s", out)
	}
}
