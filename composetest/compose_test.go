package composetest

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/BurntSushi/toml"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// network is what scripts/compose-init wrote to network.json.
type network struct {
	ChainID string `json:"chain_id"`
	Escrow  string `json:"escrow"`
	Token   string `json:"token"`
	Buyer   struct {
		Address, Key string
	} `json:"buyer"`
	Seller struct {
		Address, Key string
	} `json:"seller"`
	Coordinators []node `json:"coordinators"`
	Jurors       []node `json:"jurors"`
}

type node struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	PeerID  string `json:"peer_id"`
}

// harness reaches the compose network from the host.
type harness struct {
	t       *testing.T
	project string
	net     network
	netDir  string // the network volume on the host
	a, b    string // coordinator API URLs
	status  map[string]string
	eth     *ethclient.Client
	escrow  *chain.Escrow
	token   *chain.Token
	buyer   *chain.Transactor
	seller  *chain.Transactor

	// accepted are the verdicts a coordinator answered 200 or 202 for,
	// by ID, with the coordinator that accepted each and, once minted,
	// its hash: none may be lost.
	accepted map[string]acceptance
}

type acceptance struct{ base, hash string }

const (
	criteria = "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources\n"
	work     = "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix.\n"
)

// TestComposeNetwork runs against the compose network brought up by
// scripts/compose-test.sh: five jurors bootstrapped to coordinator A only
// serve coordinator B; both coordinators mint and settle deals; a juror cut
// off from the network abstains; A, killed while a deal it accepted waits
// for that juror, is served by its connected jurors within 30 s of its
// start, none of them restarted, and mints and settles the deal; the juror,
// reconnected, judges again; every verdict a coordinator accepted is
// minted; and B answers A's record and the same reputation as A.
func TestComposeNetwork(t *testing.T) {
	if os.Getenv("ARBITRA_COMPOSE_TEST") != "1" {
		t.Skip("runs against the compose network; scripts/compose-test.sh brings it up and sets ARBITRA_COMPOSE_TEST=1")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	h := newHarness(ctx, t)

	// The jurors' one bootstrap peer is coordinator A.
	var jurorCfg struct{ Bootstrap []string }
	if _, err := toml.DecodeFile(filepath.Join(h.netDir, "juror.toml"), &jurorCfg); err != nil {
		t.Fatal(err)
	}
	if len(jurorCfg.Bootstrap) != 1 || !strings.HasSuffix(jurorCfg.Bootstrap[0], "/p2p/"+h.net.Coordinators[0].PeerID) {
		t.Fatalf("the jurors bootstrap to %v, want coordinator A (%s) alone", jurorCfg.Bootstrap, h.net.Coordinators[0].PeerID)
	}

	t.Log("an agent asks coordinator B; every juror, bootstrapped to A only, judges")
	v := h.verdict(ctx, h.b, "Does the report include its revenue table?", 5, "")
	h.expectVotes(v, nil)

	t.Log("both coordinators mint and settle deals")
	h.deal(ctx, h.b, "deal via B", 0, nil)
	viaA := h.deal(ctx, h.a, "deal via A", 0, nil)

	t.Log("juror-5 is cut off by a partition: its seat abstains")
	cut := h.net.Jurors[len(h.net.Jurors)-1]
	connected := h.net.Jurors[:len(h.net.Jurors)-1]
	netName := h.project + "_default"
	h.podman(ctx, "network", "disconnect", netName, h.container(cut.Name))
	h.deal(ctx, h.b, "deal during the partition", 10_000, []string{cut.Address})

	t.Log("coordinator A is killed while a deal it accepted waits for the cut-off seat, and started again")
	jurorsStarted := h.jurorStarts(ctx)
	pending := h.openDeal(ctx, "deal pending at the kill")
	var accepted api.View
	status, raw := h.post(ctx, h.a+"/v1/verdicts", func() api.SubmitBody { b := h.dealRequest(pending, 15_000); b.Async = true; return b }(), &accepted)
	if status != http.StatusAccepted || accepted.Status != coord.StatusPending {
		t.Fatalf("asynchronous deal request at A: %d %s, want 202 pending", status, raw)
	}
	h.accepted[accepted.ID] = acceptance{base: h.a}
	h.podman(ctx, "kill", h.container("coordinator-a"))
	h.waitFor(ctx, 30*time.Second, "coordinator A down", func() (bool, string) {
		_, _, err := get(ctx, h.a+"/healthz")
		return err != nil, fmt.Sprint(err)
	})
	h.podman(ctx, "start", h.container("coordinator-a"))
	restarted := time.Now()
	h.waitFor(ctx, 30*time.Second, "the connected jurors reach the restarted coordinator A and it hears them", func() (bool, string) {
		for _, j := range connected {
			if ok, detail := h.jurorConnected(ctx, j.Name, h.net.Coordinators[0]); !ok {
				return false, j.Name + ": " + detail
			}
		}
		live, err := liveJurors(ctx, h.a)
		for _, j := range connected {
			if !slices.ContainsFunc(live, func(a string) bool { return strings.EqualFold(a, j.Address) }) {
				return false, fmt.Sprintf("coordinator A's live jurors %v (%v) lack %s", live, err, j.Name)
			}
		}
		return true, ""
	})
	v = h.verdict(ctx, h.a, "Does the report cite its data sources?", len(connected), "")
	h.expectVotes(v, nil)
	if took := time.Since(restarted); took > 30*time.Second {
		t.Fatalf("the jurors served the restarted coordinator A after %s, want within 30 s", took)
	}
	if now := h.jurorStarts(ctx); !reflect.DeepEqual(now, jurorsStarted) {
		t.Fatalf("jurors restarted: started %v, before the kill %v", now, jurorsStarted)
	}
	t.Logf("the jurors served the restarted coordinator A %s after its start", time.Since(restarted).Round(100*time.Millisecond))
	h.waitFor(ctx, time.Minute, "the deal accepted before the kill minted", func() (bool, string) {
		status, raw, err := getJSON(ctx, h.a+"/v1/verdicts/"+accepted.ID, &v)
		return err == nil && status == http.StatusOK && v.Status == coord.StatusMinted, fmt.Sprintf("%d %s (%v)", status, raw, err)
	})
	if v.Decision != verdict.OptionPass {
		t.Fatalf("the deal accepted before the kill: %+v", v)
	}
	// The jurors reach the restarted coordinator seconds apart, so the
	// first of them decide the deal and the rest may come after the
	// decided hold: such a seat is not awaited, which is the rule, not a
	// fault.
	h.expectDecided(v, cut.Address)
	h.released(ctx, "the deal accepted before the kill", pending)

	t.Log("the partition heals: juror-5 rejoins and judges again")
	h.podman(ctx, "network", "connect", "--alias", cut.Name, netName, h.container(cut.Name))
	h.waitFor(ctx, 60*time.Second, cut.Name+" connected to both coordinators", func() (bool, string) {
		return h.jurorConnected(ctx, cut.Name, h.net.Coordinators...)
	})
	// It serves each coordinator again once it has re-dialled it and the
	// gossip mesh has grafted it back: a verdict of all five at A, then
	// one at B, before B's deal.
	var rejoined api.View
	for _, base := range []string{h.a, h.b} {
		h.waitFor(ctx, 60*time.Second, cut.Name+" votes on a panel of all five at "+base, func() (bool, string) {
			var status int
			var raw []byte
			rejoined, status, raw = h.tryVerdict(ctx, base, "Is the appendix complete?", 5, fmt.Sprint(time.Now().UnixNano()))
			if status != http.StatusOK || rejoined.Status != coord.StatusMinted {
				// What each side sees: the juror's links, the coordinator's count.
				_, st, _ := get(ctx, h.status[cut.Name])
				_, ready, _ := get(ctx, base+"/readyz")
				return false, fmt.Sprintf("%d %s; %s status %s; %s/readyz %s", status, raw, cut.Name, st, base, ready)
			}
			h.accepted[rejoined.ID] = acceptance{base: base, hash: rejoined.Hash}
			for _, j := range rejoined.Jurors {
				if j.Juror.String() == strings.ToLower(cut.Address) {
					return j.Vote != verdict.VoteAbstain, fmt.Sprintf("%s voted %s (%s)", cut.Name, j.Vote, j.ErrorClass)
				}
			}
			return false, cut.Name + " was not drawn"
		})
	}
	h.expectVotes(rejoined, nil)
	h.deal(ctx, h.b, "deal after the partition", 0, nil)

	t.Log("nothing accepted is lost")
	h.waitFor(ctx, 60*time.Second, "every accepted verdict minted", func() (bool, string) {
		for id, acc := range h.accepted {
			var view api.View
			status, raw, err := getJSON(ctx, acc.base+"/v1/verdicts/"+id, &view)
			if err != nil || status != http.StatusOK || view.Status != coord.StatusMinted {
				return false, fmt.Sprintf("%s at %s: %d %s (%v)", id, acc.base, status, raw, err)
			}
			if acc.hash != "" && view.Hash != acc.hash {
				t.Fatalf("verdict %s at %s changed its hash: %s, minted as %s", id, acc.base, view.Hash, acc.hash)
			}
		}
		return true, ""
	})

	t.Run("B serves A's record and reputation", func(t *testing.T) {
		h.t = t
		recA := mustGet(ctx, t, h.a+"/v1/verdicts/"+viaA.ID+"/record")
		status, recB, err := get(ctx, h.b+"/v1/verdicts/"+viaA.ID+"/record")
		if err != nil || status != http.StatusOK || !bytes.Equal(recA, recB) {
			t.Errorf("B's record of A's verdict %s: %d %.200s (%v)", viaA.ID, status, recB, err)
		}
		blockA := mustGet(ctx, t, h.a+"/ipfs/"+viaA.CID, rawBlock)
		status, blockB, err := get(ctx, h.b+"/ipfs/"+viaA.CID, rawBlock)
		if err != nil || status != http.StatusOK || !bytes.Equal(blockA, blockB) {
			t.Errorf("B's gateway for A's record %s: %d (%v)", viaA.CID, status, err)
		}
		for _, path := range []string{"/v1/reputation/" + h.net.Seller.Address, "/v1/jurors/" + h.net.Jurors[0].Address} {
			var last string
			deadline := time.Now().Add(30 * time.Second)
			for {
				a, errA := reputation(ctx, h.a+path)
				b, errB := reputation(ctx, h.b+path)
				if errA == nil && errB == nil && reflect.DeepEqual(a, b) {
					break
				}
				last = fmt.Sprintf("A: %v (%v)\nB: %v (%v)", a, errA, b, errB)
				if time.Now().After(deadline) {
					t.Errorf("%s differs between the coordinators:\n%s", path, last)
					break
				}
				sleep(ctx, 500*time.Millisecond)
			}
		}
	})
}

func newHarness(ctx context.Context, t *testing.T) *harness {
	h := &harness{t: t, project: env("ARBITRA_COMPOSE_PROJECT", "arbitra"), accepted: map[string]acceptance{}}
	h.a = "http://127.0.0.1:" + env("ARBITRA_COORDINATOR_A_PORT", "8081")
	h.b = "http://127.0.0.1:" + env("ARBITRA_COORDINATOR_B_PORT", "8082")
	h.netDir = strings.TrimSpace(h.podman(ctx, "volume", "inspect", "--format", "{{.Mountpoint}}", h.project+"_network"))
	b, err := os.ReadFile(filepath.Join(h.netDir, "network.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &h.net); err != nil {
		t.Fatal(err)
	}
	if len(h.net.Coordinators) != 2 || len(h.net.Jurors) != 5 {
		t.Fatalf("network.json has %d coordinators and %d jurors, want 2 and 5", len(h.net.Coordinators), len(h.net.Jurors))
	}
	h.status = map[string]string{}
	for i, j := range h.net.Jurors {
		h.status[j.Name] = fmt.Sprintf("http://127.0.0.1:%s/status", env(fmt.Sprintf("ARBITRA_JUROR_%d_PORT", i+1), fmt.Sprint(9471+i)))
	}

	if h.eth, err = ethclient.DialContext(ctx, "http://127.0.0.1:"+env("ARBITRA_CHAIN_PORT", "8545")); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.eth.Close)
	tr := func(hexKey string) *chain.Transactor {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(hexKey, "0x"))
		if err != nil {
			t.Fatal(err)
		}
		return mustTransactor(ctx, t, h.eth, k)
	}
	h.buyer, h.seller = tr(h.net.Buyer.Key), tr(h.net.Seller.Key)
	if h.escrow, err = chain.NewEscrow(ctx, h.eth, common.HexToAddress(h.net.Escrow), nil); err != nil {
		t.Fatal(err)
	}
	h.token = chain.NewToken(h.eth, common.HexToAddress(h.net.Token), h.buyer)

	h.waitFor(ctx, 2*time.Minute, "both coordinators ready and every juror's status served", func() (bool, string) {
		for _, u := range append([]string{h.a + "/readyz", h.b + "/readyz"}, mapValues(h.status)...) {
			if status, raw, err := get(ctx, u); err != nil || status != http.StatusOK {
				return false, fmt.Sprintf("%s: %d %s (%v)", u, status, raw, err)
			}
		}
		return true, ""
	})
	return h
}

func mustTransactor(ctx context.Context, t *testing.T, eth *ethclient.Client, k *ecdsa.PrivateKey) *chain.Transactor {
	x, err := chain.NewTransactor(ctx, eth, k, chain.WithPollInterval(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// container is the podman-compose 1.0 name of a service's container.
func (h *harness) container(service string) string { return h.project + "_" + service + "_1" }

func (h *harness) podman(ctx context.Context, args ...string) string {
	h.t.Helper()
	out, err := exec.CommandContext(ctx, "podman", args...).CombinedOutput()
	if err != nil {
		h.t.Fatalf("podman %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// jurorStarts is when each juror's container last started.
func (h *harness) jurorStarts(ctx context.Context) map[string]string {
	out := map[string]string{}
	for _, j := range h.net.Jurors {
		out[j.Name] = strings.TrimSpace(h.podman(ctx, "inspect", "--format", "{{.State.StartedAt}} restarts={{.RestartCount}}", h.container(j.Name)))
	}
	return out
}

// peerLink is a coordinator in a juror's /status.
type peerLink struct {
	Address   string `json:"address"`
	Connected bool   `json:"connected"`
}

// jurorConnected says whether a juror's host is connected to each of
// coords, by its own /status (which lists the coordinators it judged for).
func (h *harness) jurorConnected(ctx context.Context, name string, coords ...node) (bool, string) {
	var st struct {
		Coordinators []peerLink `json:"coordinators"`
	}
	status, raw, err := getJSON(ctx, h.status[name], &st)
	if err != nil || status != http.StatusOK {
		return false, fmt.Sprintf("%d %s (%v)", status, raw, err)
	}
	for _, c := range coords {
		i := slices.IndexFunc(st.Coordinators, func(x peerLink) bool { return strings.EqualFold(x.Address, c.Address) })
		if i < 0 || !st.Coordinators[i].Connected {
			return false, string(raw)
		}
	}
	return true, ""
}

func (h *harness) submission(question string, panel int, nonce string) api.SubmitBody {
	return api.SubmitBody{
		Question: verdict.Question{Question: question, Options: []string{"PASS", "FAIL"}, Rubric: criteria,
			Evidence: []verdict.Evidence{{Label: "deliverable", Text: work}}},
		Panel: panel, Nonce: nonce, TimeoutMS: 10_000,
	}
}

// tryVerdict asks base for a verdict and waits for the answer.
func (h *harness) tryVerdict(ctx context.Context, base, question string, panel int, nonce string) (api.View, int, []byte) {
	h.t.Helper()
	var v api.View
	status, raw := h.post(ctx, base+"/v1/verdicts", h.submission(question, panel, nonce), &v)
	return v, status, raw
}

// verdict asks base for a verdict, which must be minted.
func (h *harness) verdict(ctx context.Context, base, question string, panel int, nonce string) api.View {
	h.t.Helper()
	v, status, raw := h.tryVerdict(ctx, base, question, panel, nonce)
	if status != http.StatusOK || v.Status != coord.StatusMinted {
		h.t.Fatalf("verdict at %s: %d %s", base, status, raw)
	}
	h.accepted[v.ID] = acceptance{base: base, hash: v.Hash}
	return v
}

// expectVotes checks that every seat voted except those of abstainers,
// which abstained because their receipt never came: by the deadline, or
// before it once the other seats had decided.
func (h *harness) expectVotes(v api.View, abstainers []string) {
	h.t.Helper()
	for _, j := range v.Jurors {
		cut := slices.ContainsFunc(abstainers, func(a string) bool { return strings.EqualFold(a, j.Juror.String()) })
		switch {
		case cut && (j.Vote != verdict.VoteAbstain || j.ErrorClass != verdict.ErrClassTimeout && j.ErrorClass != verdict.ErrClassNotAwaited):
			h.t.Fatalf("verdict %s: the cut-off juror %s voted %s (%s), want an abstention by timeout or not awaited", v.ID, j.Juror, j.Vote, j.ErrorClass)
		case !cut && j.Vote == verdict.VoteAbstain:
			h.t.Fatalf("verdict %s: juror %s abstained (%s)", v.ID, j.Juror, j.ErrorClass)
		}
	}
}

// expectDecided checks a deal's record minted once its majority agreed:
// the cut-off seat abstained, every other seat voted or was not awaited,
// and the PASS votes reach the deal's threshold.
func (h *harness) expectDecided(v api.View, cut string) {
	h.t.Helper()
	pass := 0
	for _, j := range v.Jurors {
		switch {
		case strings.EqualFold(cut, j.Juror.String()):
			if j.Vote != verdict.VoteAbstain {
				h.t.Fatalf("verdict %s: the cut-off juror %s voted %s", v.ID, j.Juror, j.Vote)
			}
		case j.Vote == verdict.VoteAbstain && j.ErrorClass != verdict.ErrClassNotAwaited:
			h.t.Fatalf("verdict %s: juror %s abstained (%s), want a vote or not_awaited", v.ID, j.Juror, j.ErrorClass)
		case j.Vote == verdict.OptionPass:
			pass++
		}
	}
	if want := len(v.Jurors)/2 + 1; pass < want {
		h.t.Fatalf("verdict %s: %d PASS votes, want the deal's threshold %d", v.ID, pass, want)
	}
}

// openDeal has the buyer fund a deal and the seller deliver.
func (h *harness) openDeal(ctx context.Context, label string) [32]byte {
	h.t.Helper()
	id := sha256.Sum256(fmt.Appendf(nil, "%s/%s/%d", h.project, label, time.Now().UnixNano()))
	amount := big.NewInt(40_000_000)
	head, err := h.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		h.t.Fatal(err)
	}
	if _, err := h.token.Approve(ctx, h.escrow.Address(), amount); err != nil {
		h.t.Fatalf("%s: approve: %v", label, err)
	}
	if _, err := h.escrow.WithTransactor(h.buyer).CreateDeal(ctx, chain.DealTerms{
		ID: id, Seller: h.seller.Address(), Token: h.token.Address(), Amount: amount,
		CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600,
	}); err != nil {
		h.t.Fatalf("%s: create: %v", label, err)
	}
	if _, err := h.escrow.WithTransactor(h.seller).Submit(ctx, id, sha256.Sum256([]byte(work))); err != nil {
		h.t.Fatalf("%s: submit: %v", label, err)
	}
	return id
}

// dealRequest asks for the verdict of deal id on its committed texts.
func (h *harness) dealRequest(id [32]byte, timeoutMS int64) api.SubmitBody {
	chainID, escrow := h.escrow.Names()
	return api.SubmitBody{
		Question: verdict.Question{Evidence: []verdict.Evidence{
			{Label: verdict.DealCriteriaLabel, Text: criteria}, {Label: verdict.DealDeliverableLabel, Text: work}}},
		Deal:      &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: id},
		TimeoutMS: timeoutMS,
	}
}

// deal plays a deal through base: the buyer funds it, the seller delivers,
// an agent asks base for the verdict on the committed texts, and the
// panel's ballots release it to the seller. Every registered juror sits
// on its panel; abstainers must abstain.
func (h *harness) deal(ctx context.Context, base, label string, timeoutMS int64, abstainers []string) api.View {
	h.t.Helper()
	id := h.openDeal(ctx, label)
	var v api.View
	status, raw := h.post(ctx, base+"/v1/verdicts", h.dealRequest(id, timeoutMS), &v)
	if status != http.StatusOK || v.Status != coord.StatusMinted || v.Decision != verdict.OptionPass {
		h.t.Fatalf("%s at %s: %d %s", label, base, status, raw)
	}
	h.accepted[v.ID] = acceptance{base: base, hash: v.Hash}
	if len(v.Jurors) != len(h.net.Jurors) {
		h.t.Fatalf("%s: %d seats, want every registered juror", label, len(v.Jurors))
	}
	h.expectVotes(v, abstainers)
	h.released(ctx, label, id)
	return v
}

// released waits until the deal is paid out to the seller.
func (h *harness) released(ctx context.Context, label string, id [32]byte) {
	h.t.Helper()
	h.waitFor(ctx, time.Minute, label+" released to the seller", func() (bool, string) {
		st, err := h.escrow.Deal(ctx, id)
		return err == nil && st.Status == chain.StatusReleased, fmt.Sprintf("%+v (%v)", st, err)
	})
}

func (h *harness) post(ctx context.Context, url string, body, into any) (int, []byte) {
	h.t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		h.t.Fatal(err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		h.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatalf("POST %s: %v", url, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	_ = json.Unmarshal(raw, into) // the status and raw body say what went wrong
	return resp.StatusCode, raw
}

// waitFor polls cond until it holds, for at most d.
func (h *harness) waitFor(ctx context.Context, d time.Duration, what string, cond func() (bool, string)) {
	h.t.Helper()
	deadline := time.Now().Add(d)
	for {
		ok, detail := cond()
		if ok {
			return
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			h.t.Fatalf("%s: not within %s: %s", what, d, detail)
		}
		sleep(ctx, 250*time.Millisecond)
	}
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

// rawBlock is what a trustless gateway answers a block in.
const rawBlock = "application/vnd.ipld.raw"

// get answers the status and body of a GET; accept, when given, is the
// Accept header.
func get(ctx context.Context, url string, accept ...string) (int, []byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, nil, err
	}
	for _, a := range accept {
		req.Header.Add("Accept", a)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return resp.StatusCode, raw, err
}

func getJSON(ctx context.Context, url string, into any) (int, []byte, error) {
	status, raw, err := get(ctx, url)
	if err == nil && status == http.StatusOK {
		err = json.Unmarshal(raw, into)
	}
	return status, raw, err
}

func mustGet(ctx context.Context, t *testing.T, url string, accept ...string) []byte {
	t.Helper()
	status, raw, err := get(ctx, url, accept...)
	if err != nil || status != http.StatusOK {
		t.Fatalf("GET %s: %d %.200s (%v)", url, status, raw, err)
	}
	return raw
}

// liveJurors are the addresses in a coordinator's registry of live jurors.
func liveJurors(ctx context.Context, base string) ([]string, error) {
	var live struct {
		Jurors []struct {
			Address string `json:"address"`
		} `json:"jurors"`
	}
	status, raw, err := getJSON(ctx, base+"/v1/jurors", &live)
	if err == nil && status != http.StatusOK {
		err = fmt.Errorf("%d %s", status, raw)
	}
	out := make([]string, len(live.Jurors))
	for i, j := range live.Jurors {
		out[i] = j.Address
	}
	return out, err
}

// reputation reads a reputation answer without the fields that depend on
// the moment it is computed (as_of, and reliability, which decays with age).
func reputation(ctx context.Context, url string) (map[string]any, error) {
	var m map[string]any
	status, raw, err := getJSON(ctx, url, &m)
	if err == nil && status != http.StatusOK {
		return nil, fmt.Errorf("%d %s", status, raw)
	}
	dropMoment(m)
	return m, err
}

func dropMoment(v any) {
	switch x := v.(type) {
	case map[string]any:
		delete(x, "as_of")
		delete(x, "reliability")
		for _, e := range x {
			dropMoment(e)
		}
	case []any:
		for _, e := range x {
			dropMoment(e)
		}
	}
}

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func mapValues(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
