package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestDealSettledByThePanelAcrossProcesses plays a whole deal with separate
// processes against the JSON-RPC chain of `arbitra devnet`: the escrow is
// deployed with no oracle, three jurors bond with `arbitra juror bond`, a
// coordinator and the three jurors run on their own keys, the buyer funds and the seller
// delivers with `arbitra escrow`. A verdict request whose deliverable or
// criteria is not the committed text is refused with 409 and moves
// nothing; the committed texts are judged and the deal is paid out by the
// drawn seats' ballots; asking again answers the same verdict and sends
// nothing to the chain.
func TestDealSettledByThePanelAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cn := startChainNet(t, ctx, bin, 3)
	cli, eth, rpcURL, chainID, escrowAddr := cn.cli, cn.eth, cn.rpcURL, cn.chainID, cn.escrow
	tokenAddr, buyer, seller := cn.token, cn.buyer, cn.seller
	escrow, err := chain.NewEscrow(ctx, eth, common.HexToAddress(escrowAddr), nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err := escrow.Config(ctx); err != nil || cfg.Oracle != (common.Address{}) || cfg.JurorCount != 3 || cfg.PanelSize != 3 {
		t.Fatalf("escrow %+v (%v), want no oracle and three bonded jurors on a 3-seat panel", cfg, err)
	}
	listen, base := cn.coordinator(t, bin, 3)
	for i := range cn.jurors {
		cn.juror(t, bin, i, listen)
	}

	criteria := "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources\n"
	work := "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix.\n"
	criteriaFile, workFile := filepath.Join(dir, "criteria.txt"), filepath.Join(dir, "work.txt")
	if err := os.WriteFile(criteriaFile, []byte(criteria), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(workFile, []byte(work), 0o644); err != nil {
		t.Fatal(err)
	}
	conn := []string{"--rpc-url", rpcURL, "--escrow", escrowAddr}
	created := cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + buyer.key}, append(append([]string{"escrow", "create"}, conn...),
		"--seller", seller.addr.Hex(), "--token", tokenAddr.Hex(), "--amount", "40", "--criteria-file", criteriaFile, "--deadline", "1h")...)
	dealHex := field(t, created, "deal_id")
	dealID, err := parseDealIDFlag(dealHex)
	if err != nil {
		t.Fatal(err)
	}
	amount := big.NewInt(40_000_000)
	cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + seller.key}, append(append([]string{"escrow", "submit"}, conn...),
		"--deal-id", dealHex, "--deliverable-file", workFile)...)

	// The panel is drawn from the hash of the block after the submission,
	// which the escrow reads once one more block is mined; the devnet mines
	// only on demand.
	cn.mine(t, ctx, 2)
	var shown dealView
	if err := json.Unmarshal([]byte(cli.ok(nil, append(append([]string{"escrow", "show"}, conn...), dealHex)...)), &shown); err != nil {
		t.Fatal(err)
	}
	if shown.State != "submitted" || shown.Panel == nil || len(shown.Panel.Seats) != 3 {
		t.Fatalf("deal before judging: %+v, panel %+v", shown, shown.Panel)
	}

	ctxReady, cancelReady := context.WithTimeout(ctx, time.Minute)
	waitReady(ctxReady, t, base)
	cancelReady()

	request := func(criteria, deliverable string) map[string]any {
		// deal is a map[string]string that attackers edit.
		return map[string]any{
			"evidence": []map[string]string{{"label": verdict.DealCriteriaLabel, "text": criteria}, {"label": verdict.DealDeliverableLabel, "text": deliverable}},
			"deal":     map[string]string{"chain_id": chainID, "escrow": strings.ToLower(escrowAddr), "deal_id": dealHex},
		}
	}
	head, err := eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, criteria, deliverable, field string
	}{
		{"the seller's made-up deliverable", criteria, "The report is complete and meets every criterion.", "evidence[1].text"},
		{"made-up criteria", "Acceptance criteria:\n- Anything delivered\n", work, "evidence[0].text"},
	} {
		status, raw := postVerdict(t, base, request(c.criteria, c.deliverable))
		var apiErr api.Error
		_ = json.Unmarshal(raw, &apiErr)
		if status != http.StatusConflict || apiErr.Field != c.field || apiErr.Code != coord.RefuseMismatch {
			t.Fatalf("%s: %d %s, want 409 %s %s", c.name, status, raw, c.field, coord.RefuseMismatch)
		}
	}
	// Attackers holding the committed texts, each refused before any
	// juror is asked or any attempt is spent.
	bystander := common.HexToAddress("0x00000000000000000000000000000000000000b5")
	impostorKey, _ := crypto.GenerateKey()
	for _, c := range []struct {
		name   string
		edit   func(map[string]any)
		status int
		field  string
	}{
		{"a buyer burning the deal's attempts with a 1 ms deadline", func(m map[string]any) { m["timeout_ms"] = 1 }, http.StatusBadRequest, "timeout_ms"},
		{"a stranger crediting the deal to a bystander", func(m map[string]any) { m["deal"].(map[string]string)["seller"] = verdict.AddressString(bystander) },
			http.StatusConflict, "deal.seller"},
		{"a stranger publishing the parties' texts", func(m map[string]any) { m["publish"] = true }, http.StatusForbidden, "publish"},
		{"a stranger taking the deal's ID with an off-chain body", func(m map[string]any) {
			m["deal"] = map[string]string{"chain_id": "0", "escrow": verdict.AddressString(common.Address{}), "deal_id": dealHex}
		}, http.StatusBadRequest, "deal.chain_id"},
		{"a stranger writing a seller's reputation with a made-up deal", func(m map[string]any) {
			m["deal"].(map[string]string)["deal_id"] = verdict.Hex32([32]byte{0xde, 0xad})
		}, http.StatusConflict, "deal.deal_id"},
		{"a stranger proving itself with its own key", func(m map[string]any) {
			coord, deal := partyDeal(ctx, t, base, dealID)
			m["party"], _ = verdict.SignParty(verdict.NewKeySigner(impostorKey), coord, deal, time.Now())
		}, http.StatusForbidden, "party.address"},
	} {
		t.Run(c.name, func(t *testing.T) {
			body := request(criteria, work)
			c.edit(body)
			status, raw := postVerdict(t, base, body)
			var apiErr api.Error
			_ = json.Unmarshal(raw, &apiErr)
			if status != c.status || apiErr.Field != c.field {
				t.Fatalf("%d %s, want %d naming %s", status, raw, c.status, c.field)
			}
		})
	}
	if h, _ := eth.BlockNumber(ctx); h != head {
		t.Fatalf("refused requests moved the chain: head %d → %d", head, h)
	}
	if err := json.Unmarshal([]byte(cli.ok(nil, append(append([]string{"escrow", "show"}, conn...), dealHex)...)), &shown); err != nil {
		t.Fatal(err)
	}
	if shown.State != "submitted" || shown.VerdictHash != (common.Hash{}).Hex() {
		t.Fatalf("deal after the refused requests: %+v", shown)
	}

	sellerBefore, err := chain.NewToken(eth, tokenAddr, nil).BalanceOf(ctx, seller.addr)
	if err != nil {
		t.Fatal(err)
	}
	status, raw := postVerdict(t, base, request(criteria, work))
	var v api.View
	if err := json.Unmarshal(raw, &v); err != nil || status != http.StatusOK || v.Status != coord.StatusMinted || v.Decision != verdict.OptionPass {
		t.Fatalf("verdict on the committed texts: %d %s", status, raw)
	}
	if len(v.Jurors) != 3 {
		t.Fatalf("verdict seats %+v, want the three drawn", v.Jurors)
	}
	for i, j := range v.Jurors {
		if !strings.EqualFold(j.Juror.String(), shown.Panel.Seats[i]) {
			t.Fatalf("verdict seat %d is %s, the escrow drew %s", i, j.Juror, shown.Panel.Seats[i])
		}
	}

	st := waitDealStatus(ctx, t, escrow, dealID, chain.StatusReleased)
	settledHead, err := eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	resolutions := dealResolutions(ctx, t, escrow, dealID, settledHead)
	if len(resolutions) != 1 {
		t.Fatalf("%d resolutions on chain, want one", len(resolutions))
	}
	res := resolutions[0].Resolved
	if res.Method != chain.MethodQuorum || !res.Approved || res.Jurors == nil || res.Recipient != seller.addr {
		t.Fatalf("resolution %+v, want a release to the seller by the jurors' ballots", res)
	}
	var seats []int
	for _, signer := range res.Jurors.Signers {
		i := slices.IndexFunc(v.Jurors, func(j api.JurorView) bool { return j.Juror == verdict.Address(signer) })
		if i < 0 || slices.Contains(seats, i) {
			t.Fatalf("signer %s is not a seat of the verdict %+v, or signed twice", signer, v.Jurors)
		}
		if v.Jurors[i].Vote != verdict.OptionPass {
			t.Fatalf("seat %d (%s) voted %s, yet its ballot released the deal", i, signer, v.Jurors[i].Vote)
		}
		seats = append(seats, i)
	}
	if len(seats) < 2 {
		t.Fatalf("settled by %d ballots, the escrow's threshold is 2", len(seats))
	}
	mask := chain.SeatMask(seats...)
	root, _ := verdict.ParseHash32(v.Evidence.Root)
	if onChain := verdict.DealEvidenceRoot(st.CriteriaHash, st.DeliverableHash); root != onChain || res.Jurors.EvidenceRoot != onChain {
		t.Fatalf("evidence roots: verdict %x, ballots %x, deal %x", root, res.Jurors.EvidenceRoot, onChain)
	}
	if res.Jurors.SeatMask.Cmp(mask) != 0 || st.VerdictHash != chain.BallotsHash(dealID, root, true, mask) {
		t.Fatalf("on-chain seat mask %s and verdict hash %x, the signers' seats %v", res.Jurors.SeatMask, st.VerdictHash, seats)
	}
	sellerAfter, err := chain.NewToken(eth, tokenAddr, nil).BalanceOf(ctx, seller.addr)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(sellerAfter, sellerBefore); got.Cmp(amount) != 0 {
		t.Fatalf("seller received %s, want %s", got, amount)
	}

	// Anyone asking again gets the first verdict; the chain does not move.
	status, raw = postVerdict(t, base, request(criteria, work))
	var again api.View
	if err := json.Unmarshal(raw, &again); err != nil || status != http.StatusOK || again.ID != v.ID || again.Hash != v.Hash {
		t.Fatalf("second request: %d %s, want verdict %s", status, raw, v.ID)
	}
	if again.RequesterToken != "" {
		t.Fatal("a second request was given the first requester's token")
	}
	if h, _ := eth.BlockNumber(ctx); h != settledHead {
		t.Fatalf("the second request moved the chain: head %d → %d", settledHead, h)
	}
	if n := len(dealResolutions(ctx, t, escrow, dealID, settledHead)); n != 1 {
		t.Fatalf("%d resolutions after the second request", n)
	}
	// So does a buyer asking with `arbitra submit --deal-id` and the two
	// files, the coordinator filling in its escrow.
	var viaCLI api.View
	out := cli.ok(nil, "submit", "--coordinator", base, "--deal-id", dealHex, "--criteria-file", criteriaFile, "--deliverable-file", workFile)
	if err := json.Unmarshal([]byte(out), &viaCLI); err != nil || viaCLI.ID != v.ID || viaCLI.Decision != verdict.OptionPass {
		t.Fatalf("arbitra submit --deal-id: %v\n%s", err, out)
	}
	if h, _ := eth.BlockNumber(ctx); h != settledHead {
		t.Fatalf("arbitra submit --deal-id moved the chain: head %d → %d", settledHead, h)
	}
	if viaCLI.RequesterToken != "" {
		t.Fatal("arbitra submit --deal-id without --as-party was given a token")
	}

	// The buyer proves itself with its key and gets its own token and the
	// rationales, though it asks last.
	var asBuyer api.View
	out = cli.ok([]string{"ARBITRA_PRIVATE_KEY=" + buyer.key}, "submit", "--coordinator", base, "--deal-id", dealHex,
		"--criteria-file", criteriaFile, "--deliverable-file", workFile, "--as-party")
	if err := json.Unmarshal([]byte(out), &asBuyer); err != nil || asBuyer.ID != v.ID || asBuyer.RequesterToken == "" ||
		!slices.ContainsFunc(asBuyer.Jurors, func(j api.JurorView) bool { return j.Rationale != "" }) {
		t.Fatalf("arbitra submit --as-party as the buyer: %v\n%s", err, out)
	}

	// The record credits the escrow's seller, and reputation counts the
	// deal for it alone, once the escrow's events are indexed: the
	// indexer stays 2 blocks behind the head, which the devnet mines on
	// demand.
	if v.Deal == nil || v.Deal.Seller != verdict.Address(seller.addr) {
		t.Fatalf("the record's deal %+v, want the escrow's seller %s", v.Deal, seller.addr)
	}
	c, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		TotalJudged int `json:"total_judged"`
		Successes   int `json:"successes"`
	}
	cn.mine(t, ctx, 2)
	await.Until(t, time.Minute, "the seller's reputation to count the deal", func() bool {
		_, err := c.Do(ctx, http.MethodGet, "/v1/reputation/"+verdict.AddressString(seller.addr), "", nil, &rep)
		return err == nil && rep.Successes == 1
	})
	if _, err := c.Do(ctx, http.MethodGet, "/v1/reputation/"+verdict.AddressString(bystander), "", nil, &rep); err != nil || rep.TotalJudged != 0 {
		t.Fatalf("the bystander's reputation: %+v (%v), want none", rep, err)
	}
}

// partyDeal is what a party's proof names for deal id at the coordinator
// at base: its address, and the deal on its escrow.
func partyDeal(ctx context.Context, t *testing.T, base string, id [32]byte) (verdict.Address, *verdict.Deal) {
	t.Helper()
	c, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Signer(ctx)
	if err != nil {
		t.Fatal(err)
	}
	coord, deal, err := s.PartyDeal(&verdict.Deal{DealID: verdict.DealID(id)})
	if err != nil {
		t.Fatal(err)
	}
	return coord, deal
}

// postVerdict posts a verdict request and returns the status and body.
func postVerdict(t *testing.T, base string, body any) (int, []byte) {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Post(base+"/v1/verdicts", "application/json", bytes.NewReader(b))
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

// waitDealStatus polls the escrow until the deal is in state want.
func waitDealStatus(ctx context.Context, t *testing.T, e *chain.Escrow, id [32]byte, want chain.DealStatus) chain.DealState {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		st, err := e.Deal(ctx, id)
		if err == nil && st.Status == want {
			return st
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			t.Fatalf("deal never %s: %+v (%v)", want, st, err)
		}
	}
}

// dealResolutions are the deal's DealResolved events up to block last.
func dealResolutions(ctx context.Context, t *testing.T, e *chain.Escrow, id [32]byte, last uint64) []chain.Event {
	t.Helper()
	evs, err := e.FilterEvents(ctx, 0, last)
	if err != nil {
		t.Fatal(err)
	}
	var out []chain.Event
	for _, ev := range evs {
		if ev.DealID == id && ev.Kind == chain.EventDealResolved {
			out = append(out, ev)
		}
	}
	return out
}
