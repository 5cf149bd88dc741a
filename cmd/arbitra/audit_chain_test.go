package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/json"
	"math/big"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

const (
	auditCriteria = "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources"
	auditWork     = "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix."
)

var chainChecksNames = []string{"chain-deal", "chain-evidence", "chain-draw", "chain"}

// createDeal funds a deal from the devnet's buyer on criteria and submits
// the seller's deliverable.
func createDeal(t *testing.T, c *chain.Devnet, e *chain.Escrow, label, criteria, deliverable string) [32]byte {
	t.Helper()
	return createPaidDeal(t, c, e, label, criteria, deliverable, new(big.Int))
}

// createPaidDeal is createDeal with a juror fee, which the escrow shares
// among the seats whose ballots it is given.
func createPaidDeal(t *testing.T, c *chain.Devnet, e *chain.Escrow, label, criteria, deliverable string, fee *big.Int) [32]byte {
	t.Helper()
	ctx := context.Background()
	id := sha256.Sum256([]byte(t.Name() + "/" + label))
	buyer, err := c.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	amount := big.NewInt(250_000_000)
	if _, err := chain.NewToken(c.Client(), c.TokenAddress(), buyer).Approve(ctx, c.EscrowAddress(), new(big.Int).Add(amount, fee)); err != nil {
		t.Fatal(err)
	}
	head, err := c.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.WithTransactor(buyer).CreateDeal(ctx, chain.DealTerms{ID: id, Seller: chain.DevAddress("seller"), Token: c.TokenAddress(),
		Amount: amount, JurorFee: fee, CriteriaHash: sha256.Sum256([]byte(criteria)), Deadline: head.Time + 3600}); err != nil {
		t.Fatal(err)
	}
	seller, err := c.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.WithTransactor(seller).Submit(ctx, id, sha256.Sum256([]byte(deliverable))); err != nil {
		t.Fatal(err)
	}
	return id
}

// judgeAndSettle asks the devnet's coordinator for the deal's verdict on
// the deliverable (auditWork unless given) and waits until its settlement
// by the panel's ballots is confirmed.
func judgeAndSettle(t *testing.T, d *node.Devnet, id [32]byte, work ...string) api.View {
	t.Helper()
	body, _ := json.Marshal(api.SubmitBody{
		Question: verdict.Question{Evidence: verdict.DealEvidence(auditCriteria, append(work, auditWork)[0])},
		Deal:     d.DealRef(id, "reports"),
	})
	resp, err := http.Post(d.Coordinator.URL()+"/v1/verdicts", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var v api.View
	err = json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || v.Status != coord.StatusMinted {
		t.Fatalf("verdict: %d %v %+v", resp.StatusCode, err, v)
	}
	var e settlement.Entry
	await.Until(t, 30*time.Second, "the deal's settlement", func() bool {
		st, err := d.Escrow.Deal(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		var eerr error
		e, eerr = d.Coordinator.Outbox.Get(id)
		return !st.Status.Open() && eerr == nil && e.State == settlement.StateConfirmed
	})
	if e.Method != settlement.MethodQuorum {
		t.Fatalf("settled by %s, want the ballots", e.Method)
	}
	return v
}

// jurorKeys are the devnet jurors' keys by address: a test plays the
// jurors to sign receipts of records a coordinator could forge with them.
func jurorKeys(n int) map[common.Address]*ecdsa.PrivateKey {
	out := map[common.Address]*ecdsa.PrivateKey{}
	for i := range n {
		k := node.JurorKey(i)
		out[crypto.PubkeyToAddress(k.PublicKey)] = k
	}
	return out
}

// resign rewrites a record (forge) and saves it as a record file.
func resign(t *testing.T, rec verdict.Record, mutate func(v *verdict.Verdict, receipts map[int]*verdict.Receipt)) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "record.json")
	if err := writeRecordFile(p, forge(t, rec, mutate)); err != nil {
		t.Fatal(err)
	}
	return p
}

// forge rewrites a record: mutate changes the verdict and its receipts (by
// seat), the outcome is recomputed and another coordinator key signs it.
func forge(t *testing.T, rec verdict.Record, mutate func(v *verdict.Verdict, receipts map[int]*verdict.Receipt)) verdict.Record {
	t.Helper()
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	receipts := map[int]*verdict.Receipt{}
	for i, j := range v.Jurors {
		if rc, ok := verdict.SeatReceipt(rec, j); ok {
			receipts[i] = &rc
		}
	}
	mutate(&v, receipts)
	if id, err := verdict.RequestID(v.RequestIDInput()); err == nil && id != v.ID {
		v.ID = id // content changed: the jurors answer the request it derives
		for _, rc := range receipts {
			rc.RequestID, rc.Signature = id, ""
		}
	}
	keys := jurorKeys(5)
	out := verdict.Record{Receipts: map[string][]byte{}}
	for i, rc := range receipts {
		if rc.Signature == "" {
			if err := rc.Sign(verdict.NewKeySigner(keys[rc.Juror.Common()])); err != nil {
				t.Fatal(err)
			}
		}
		block, err := rc.Block()
		if err != nil {
			t.Fatal(err)
		}
		c := verdict.CIDOf(block).String()
		out.Receipts[c] = block
		j := &v.Jurors[i]
		j.ReceiptCID, j.Vote, j.Confidence, j.ErrorClass = c, rc.Vote, rc.Confidence, rc.ErrorClass
	}
	m, err := verdict.LookupMethod(v.Method)
	if err != nil {
		t.Fatal(err)
	}
	o, err := m.Decide(v.Options, v.Jurors, v.Quorum)
	if err != nil {
		t.Fatal(err)
	}
	v.Decision, v.Unanimous, v.Dissent, v.Reason = o.Decision, o.Unanimous, o.Dissent, o.Reason
	by := ipfstest.NewSigner(t)
	v.Coordinator = verdict.Address(by.Address())
	sv, err := verdict.SignVerdict(v, by)
	if err != nil {
		t.Fatal(err)
	}
	out.Verdict, out.Signature = sv.Bytes, sv.Signature
	return out
}

// revote makes a seat's receipt vote otherwise, with a ballot its juror
// signs over the deal for that vote.
func revote(t *testing.T, v *verdict.Verdict, rc *verdict.Receipt, vote string, keys map[common.Address]*ecdsa.PrivateKey) {
	t.Helper()
	key := keys[rc.Juror.Common()]
	digest, err := verdict.DealBallotDigest(v.Deal, v.Evidence.Root, vote == verdict.OptionPass)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := verdict.NewKeySigner(key).SignDigest(digest)
	if err != nil {
		t.Fatal(err)
	}
	rc.Vote, rc.Signature = vote, ""
	rc.Ballot = &verdict.Ballot{Approved: vote == verdict.OptionPass, Signature: hexutil.Encode(sig)}
}

// redraw gives the record another draw and puts its seats in that draw's
// order, so that the record's own draw check still passes.
func redraw(t *testing.T, v *verdict.Verdict, receipts map[int]*verdict.Receipt, change func(*verdict.Draw)) {
	t.Helper()
	d := *v.Draw
	d.Candidates = slices.Clone(d.Candidates)
	change(&d)
	seats, err := d.Seats()
	if err != nil {
		t.Fatal(err)
	}
	old := slices.Clone(v.Jurors)
	oldReceipts := map[int]*verdict.Receipt{}
	for i, rc := range receipts {
		oldReceipts[i] = rc
		delete(receipts, i)
	}
	v.Jurors = v.Jurors[:0]
	for i, a := range seats {
		k := slices.IndexFunc(old, func(j verdict.JurorVote) bool { return j.Juror == a })
		if k < 0 {
			t.Fatalf("seat %s of the new draw was not on the panel", a)
		}
		v.Jurors = append(v.Jurors, old[k])
		if rc, ok := oldReceipts[k]; ok {
			receipts[i] = rc
		}
	}
	v.Draw = &d
}

func TestAuditDealSettledByBallots(t *testing.T) {
	d, err := node.StartDevnet(context.Background(), node.DevnetConfig{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	deps := auditDeps{escrow: d.Escrow}
	id := createDeal(t, d.Chain, d.Escrow, "audited", auditCriteria, auditWork)
	v := judgeAndSettle(t, d, id)
	deal := verdict.Hex32(id)
	gw := d.Coordinator.URL()

	// By deal ID, the coordinator names the record and the chain checks it;
	// the escrow pins it, with no --signer.
	file := filepath.Join(t.TempDir(), "record.json")
	out, err := auditCLI(t, deps, "--gateway", gw, "--save", file, "--deal", deal)
	wantPass(t, out, err, chainChecksNames)
	if !strings.Contains(out, "pinned by the escrow: escrow "+verdict.AddressString(d.Chain.EscrowAddress())+" drew these seats") {
		t.Fatalf("the result does not say the escrow pins it:\n%s", out)
	}
	t.Logf("arbitra audit --deal:\n%s", out)
	// A deal of the pinned escrow is recognised without --deal; a record
	// audited by its CID is checked against its deal too.
	out, err = auditCLI(t, deps, "--gateway", gw, deal)
	wantPass(t, out, err, chainChecksNames)
	out, err = auditCLI(t, deps, "--gateway", gw, v.CID)
	wantPass(t, out, err, chainChecksNames)
	out, err = auditCLI(t, deps, "--record", file, "--deal", deal)
	wantPass(t, out, err, chainChecksNames)
	// Without a pinned escrow the chain checks run against the one the
	// record names, which pins nothing.
	out, err = auditCLI(t, auditDeps{backend: d.Chain.Client()}, "--record", file)
	wantUnpinned(t, out, err)
	for _, c := range chainChecksNames {
		if !strings.Contains(out, "ok    "+c+" ") {
			t.Errorf("no passing %s in\n%s", c, out)
		}
	}
	// verify takes the escrow as its pin the same way.
	if out, err := verifyWith(t, deps, file); err != nil || !strings.Contains(out, "PASS  all ") {
		t.Fatalf("verify with the escrow: %v\n%s", err, out)
	}
	// The same over the devnet's JSON-RPC, from the flags alone.
	rpcSrv, err := d.Chain.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpcSrv.Close() })
	escrowFlag := verdict.AddressString(d.Chain.EscrowAddress())
	out, err = auditCLI(t, auditDeps{}, "--rpc-url", rpcSrv.URL(), "--escrow", escrowFlag, "--gateway", gw, deal)
	wantPass(t, out, err, chainChecksNames)
	if out, err := verify(t, "--rpc-url", rpcSrv.URL(), "--escrow", escrowFlag, file); err != nil || !strings.Contains(out, "pinned by the escrow") {
		t.Fatalf("verify --rpc-url --escrow: %v\n%s", err, out)
	}
	if out, err := verify(t, file); exitStatus(err) != 2 {
		t.Fatalf("verify without a pin: %v\n%s", err, out)
	}

	raw, err := readRecordFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec := raw.Record
	var settling []int // the seats whose ballots settled the deal
	{
		s, err := audit.ReadSettled(context.Background(), d.Escrow, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range s.Event.Resolved.Jurors.Signers {
			settling = append(settling, slices.IndexFunc(v.Jurors, func(j api.JurorView) bool { return j.Juror == verdict.Address(a) }))
		}
		if len(settling) < 2 || slices.Contains(settling, -1) {
			t.Fatalf("settling seats %v", settling)
		}
	}
	for _, tc := range []struct {
		name, check string
		mutate      func(*verdict.Verdict, map[int]*verdict.Receipt)
	}{
		{"a settling seat's receipt dropped", "chain", func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
			s := settling[0]
			delete(r, s)
			v.Jurors[s] = verdict.JurorVote{Juror: v.Jurors[s].Juror, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}
		}},
		{"the jurors' ballots for the other vote", "chain", func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
			for _, rc := range r {
				revote(t, v, rc, verdict.OptionFail, jurorKeys(5))
			}
		}},
		{"other evidence", "chain-evidence", func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
			v.Evidence = verdict.EvidenceContext(verdict.DealEvidence(auditCriteria, "Another deliverable."))
			for _, rc := range r {
				rc.Context = v.Evidence
				revote(t, v, rc, rc.Vote, jurorKeys(5))
			}
		}},
		{"another seed", "chain-draw", func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
			redraw(t, v, r, func(d *verdict.Draw) { d.Seed = verdict.Hex32(sha256.Sum256([]byte("another block"))) })
		}},
		{"other candidates", "chain-draw", func(v *verdict.Verdict, r map[int]*verdict.Receipt) {
			redraw(t, v, r, func(d *verdict.Draw) { slices.Reverse(d.Candidates) })
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := resign(t, rec, tc.mutate)
			// The record alone is consistent: only the chain shows the lie.
			out, err := auditCLI(t, auditDeps{}, "--record", bad)
			wantUnpinned(t, out, err)
			out, err = auditCLI(t, deps, "--record", bad, "--deal", deal)
			wantFail(t, out, err, tc.check)
			if strings.Contains(out, "pinned by the escrow") {
				t.Fatalf("a failing record is reported pinned:\n%s", out)
			}
		})
	}

	// A deal without a verdict has nothing to audit; once settled, another
	// deal's record does not audit as its own.
	other := createDeal(t, d.Chain, d.Escrow, "other", auditCriteria, auditWork)
	out, err = auditCLI(t, deps, "--record", file, "--deal", verdict.Hex32(other))
	if err == nil || !strings.Contains(err.Error(), "no verdict") {
		t.Fatalf("an unsettled deal audited: %v\n%s", err, out)
	}
	judgeAndSettle(t, d, other)
	out, err = auditCLI(t, deps, "--record", file, "--deal", verdict.Hex32(other))
	wantFail(t, out, err, "chain-deal")
}

// verifyWith runs `arbitra verify` with the audit's dependencies.
func verifyWith(t *testing.T, deps auditDeps, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err := verifyDeps(context.Background(), args, &out, &errOut, deps)
	return out.String() + errOut.String(), err
}

// mintDealRecord is the record a coordinator mints for a deal on the
// audit's texts whose seats, played here by their keys, all vote PASS.
func mintDealRecord(t *testing.T, e *chain.Escrow, id [32]byte, keys map[common.Address]*ecdsa.PrivateKey, coordinator *verdict.KeySigner) verdict.Record {
	t.Helper()
	return chaintest.MintRecord(t, e, id, auditCriteria, auditWork, keys, coordinator).Record()
}

// On an escrow deployed with an oracle, a deal the oracle settled with a
// record's hash audits against that record, pinned by the oracle; a deal it
// settled with another hash does not.
func TestAuditDealSettledByTheOracle(t *testing.T) {
	ctx := context.Background()
	keys := jurorKeys(3)
	var jurors []common.Address
	for i := range 3 {
		jurors = append(jurors, crypto.PubkeyToAddress(node.JurorKey(i).PublicKey))
	}
	c, err := chain.NewDevnet(ctx, chain.DevnetConfig{Oracle: chain.DevAddress("oracle"), Jurors: jurors})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	e, err := chain.NewEscrow(ctx, c.Client(), c.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	oracle, err := c.Transactor(ctx, "oracle")
	if err != nil {
		t.Fatal(err)
	}
	coordinator := ipfstest.NewSigner(t)
	deps := auditDeps{escrow: e}
	settle := func(label string, approved bool, hash func(verdict.Record) [32]byte) (string, [32]byte) {
		id := createDeal(t, c, e, label, auditCriteria, auditWork)
		if err := c.Mine(2); err != nil {
			t.Fatal(err)
		}
		rec := mintDealRecord(t, e, id, keys, coordinator)
		if _, err := e.WithTransactor(oracle).Resolve(ctx, id, approved, hash(rec)); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(t.TempDir(), "record.json")
		if err := writeRecordFile(p, rec); err != nil {
			t.Fatal(err)
		}
		return p, id
	}

	file, id := settle("honest", true, func(r verdict.Record) [32]byte { return verdict.Hash(r.Verdict) })
	out, err := auditCLI(t, deps, "--record", file, "--deal", verdict.Hex32(id))
	wantPass(t, out, err, chainChecksNames)
	if !strings.Contains(out, "settled with this record's hash from its oracle") || !strings.Contains(out, strings.ToLower(chain.DevAddress("oracle").Hex())) {
		t.Fatalf("the oracle pin is not named:\n%s", out)
	}

	file, id = settle("other hash", true, func(verdict.Record) [32]byte { return sha256.Sum256([]byte("another record")) })
	out, err = auditCLI(t, deps, "--record", file, "--deal", verdict.Hex32(id))
	wantFail(t, out, err, "chain")
	if !strings.Contains(out, "not this record's") {
		t.Fatalf("the failure does not say the hash differs:\n%s", out)
	}

	// The oracle names a PASS record and refunds the buyer.
	file, id = settle("other way", false, func(r verdict.Record) [32]byte { return verdict.Hash(r.Verdict) })
	out, err = auditCLI(t, deps, "--record", file, "--deal", verdict.Hex32(id))
	wantFail(t, out, err, "chain")
	if !strings.Contains(out, "settled deal") || !strings.Contains(out, "the record decides PASS") {
		t.Fatalf("the failure does not say the outcome differs:\n%s", out)
	}
}
