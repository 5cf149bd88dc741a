package chaintest

import (
	"context"
	"crypto/ecdsa"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// Minted is a record minted by MintRecord: the signed verdict, its
// receipts by CID, and the seats' ballots in seat order.
type Minted struct {
	Verdict  verdict.SignedVerdict
	Receipts map[string][]byte
	Ballots  [][]byte
}

// Record is the minted record as an auditor reads it.
func (m Minted) Record() verdict.Record {
	return verdict.Record{Verdict: m.Verdict.Bytes, Signature: m.Verdict.Signature, Receipts: m.Receipts}
}

// MintRecord is the record a coordinator mints for deal id of e when every
// seat the escrow drew, played by its key in keys, votes PASS with its
// ballot on the deal's two texts: the escrow's draw, the receipts, the
// verdict signed by coordinator.
func MintRecord(t testing.TB, e *chain.Escrow, id [32]byte, criteria, work string,
	keys map[common.Address]*ecdsa.PrivateKey, coordinator *verdict.KeySigner) Minted {
	t.Helper()
	ctx := context.Background()
	st, err := e.Deal(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	panel, err := e.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	snapshot, err := e.Snapshot(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	deal := &verdict.Deal{ChainID: verdict.NewChainID(e.ChainID().Uint64()), Escrow: verdict.Address(e.Address()), DealID: id}
	draw := verdict.EscrowDraw(deal.ChainID, deal.Escrow, panel.DrawBlock, panel.Seed, snapshot, int(st.PanelSize))
	q := verdict.Question{Evidence: verdict.DealEvidence(criteria, work)}
	if err := verdict.NormalizeDealQuestion(&q); err != nil {
		t.Fatal(err)
	}
	ctxt := verdict.EvidenceContext(q.Evidence)
	reqID, err := verdict.RequestID(verdict.RequestIDInputOf(&q, draw.Size, 0, deal, ""))
	if err != nil {
		t.Fatal(err)
	}
	digest, err := verdict.DealBallotDigest(deal, ctxt.Root, true)
	if err != nil {
		t.Fatal(err)
	}
	now := verdict.FormatTime(time.Now())
	m := Minted{Receipts: map[string][]byte{}}
	var seats []verdict.JurorVote
	for _, a := range panel.Seats {
		key, ok := keys[a]
		if !ok {
			t.Fatalf("seat %s has no key here", a)
		}
		signer := verdict.NewKeySigner(key)
		sig, err := signer.SignDigest(digest)
		if err != nil {
			t.Fatal(err)
		}
		m.Ballots = append(m.Ballots, sig)
		rc := verdict.Receipt{V: verdict.Version, Kind: verdict.KindReceipt, RequestID: reqID, Juror: verdict.Address(a),
			PeerID: "12D3KooWjuror", Model: "builtin", Engine: "builtin", Context: ctxt, Vote: verdict.OptionPass,
			PromptFP: verdict.Fingerprint("prompt"), ResponseFP: verdict.Fingerprint("PASS"), Confidence: 0.9, LatencyMS: 5, CreatedAt: now,
			Ballot: &verdict.Ballot{Approved: true, Signature: hexutil.Encode(sig)}}
		if err := rc.Sign(signer); err != nil {
			t.Fatal(err)
		}
		block, err := rc.Block()
		if err != nil {
			t.Fatal(err)
		}
		c := verdict.CIDOf(block).String()
		m.Receipts[c] = block
		seats = append(seats, verdict.JurorVote{Juror: rc.Juror, Model: rc.Model, Engine: rc.Engine, Vote: rc.Vote,
			Confidence: rc.Confidence, LatencyMS: rc.LatencyMS, ReceiptCID: c})
	}
	method, err := verdict.LookupMethod(verdict.MethodMajorityV1)
	if err != nil {
		t.Fatal(err)
	}
	out, err := method.Decide(q.Options, seats, 0)
	if err != nil {
		t.Fatal(err)
	}
	v := verdict.Verdict{V: verdict.Version, Kind: verdict.KindVerdict, ID: reqID, Coordinator: verdict.Address(coordinator.Address()),
		QuestionFP: verdict.Fingerprint(q.Question), Options: q.Options, RubricFP: verdict.Fingerprint(q.Rubric), Evidence: ctxt,
		Jurors: seats, Decision: out.Decision, Unanimous: out.Unanimous, Dissent: out.Dissent, Method: verdict.MethodMajorityV1,
		Deal: deal, Draw: draw, TrustModel: verdict.TrustModel, CreatedAt: now}
	if m.Verdict, err = verdict.SignVerdict(v, coordinator); err != nil {
		t.Fatal(err)
	}
	return m
}

// DevKeys are the devnet keys of labels, by address.
func DevKeys(labels ...string) map[common.Address]*ecdsa.PrivateKey {
	keys := make(map[common.Address]*ecdsa.PrivateKey, len(labels))
	for _, l := range labels {
		keys[chain.DevAddress(l)] = chain.DevKey(l)
	}
	return keys
}
