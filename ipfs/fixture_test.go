package ipfs

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

// fixture is a real minted record: a coordinator and three jurors with
// their own keys, signed receipts with EIP-712 ballots on a deal, a fourth
// seat that timed out, the majority-v1 outcome and the signed verdict.
type fixture struct {
	coord    *verdict.KeySigner
	sv       verdict.SignedVerdict
	receipts [][]byte
	content  verdict.Content
}

func newSigner(t testing.TB) *verdict.KeySigner {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return verdict.NewKeySigner(k)
}

func randHex(t testing.TB, n int) string {
	t.Helper()
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

func newFixture(t testing.TB) fixture {
	t.Helper()
	coord := newSigner(t)
	question := "Does the delivered report meet the specification?"
	evidence := []verdict.Evidence{
		{Label: "specification", Text: "A 2-page report on the Q3 numbers, with one chart."},
		{Label: "delivery", Text: "Report attached: two pages, a chart of Q3 revenue. \"Quoted\" and ünïcode."},
	}
	ctxt := verdict.EvidenceContext(evidence)
	options := []string{verdict.OptionPass, verdict.OptionFail}
	deal := &verdict.Deal{ChainID: "31337", Escrow: "0x" + randHex(t, 20), DealID: "0x" + randHex(t, 32)}
	id := "vrd_" + randHex(t, 16)
	now := verdict.FormatTime(time.Unix(1767225600, 0))

	votes := []string{verdict.OptionPass, verdict.OptionPass, verdict.OptionFail}
	var f fixture
	f.coord = coord
	var seats []verdict.JurorVote
	var rationales []verdict.Rationale
	for i, vote := range votes {
		j := newSigner(t)
		rationale := "Juror " + string(rune('A'+i)) + ": the report " + strings.ToLower(vote) + "es the spec."
		ballotDigest, err := verdict.DealBallotDigest(deal, ctxt.Root, vote == verdict.OptionPass)
		if err != nil {
			t.Fatal(err)
		}
		bsig, err := j.SignDigest(ballotDigest)
		if err != nil {
			t.Fatal(err)
		}
		rc := verdict.Receipt{
			V: verdict.Version, Kind: verdict.KindReceipt, RequestID: id,
			Juror: verdict.AddressString(j.Address()), PeerID: "12D3KooWjuror" + string(rune('A'+i)),
			Model: "model-" + string(rune('a'+i)), Engine: "test", Context: ctxt,
			PromptFP: verdict.Fingerprint("prompt"), ResponseFP: verdict.Fingerprint("response " + vote),
			RationaleFP: verdict.Fingerprint(rationale), Vote: vote, Confidence: 0.8125,
			LatencyMS: int64(1200 + i), Ballot: &verdict.Ballot{Approved: vote == verdict.OptionPass, Signature: hexutil.Encode(bsig)},
			CreatedAt: now,
		}
		if err := rc.Sign(j); err != nil {
			t.Fatal(err)
		}
		block, err := rc.Block()
		if err != nil {
			t.Fatal(err)
		}
		f.receipts = append(f.receipts, block)
		seats = append(seats, verdict.JurorVote{
			Juror: rc.Juror, Model: rc.Model, Engine: rc.Engine, Vote: vote, Confidence: rc.Confidence,
			RationaleFP: rc.RationaleFP, LatencyMS: rc.LatencyMS, ReceiptCID: verdict.CIDOf(block).String(),
		})
		rationales = append(rationales, verdict.Rationale{Juror: rc.Juror, Rationale: rationale})
	}
	// A fourth juror never answered.
	seats = append(seats, verdict.JurorVote{
		Juror: verdict.AddressString(newSigner(t).Address()), Vote: verdict.VoteAbstain,
		ErrorClass: verdict.ErrClassTimeout, LatencyMS: 30000,
	})
	all := make([]string, len(seats))
	for i, s := range seats {
		all[i] = s.Vote
	}
	out, err := verdict.MajorityV1(options, all)
	if err != nil {
		t.Fatal(err)
	}
	v := verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: id, Coordinator: verdict.AddressString(coord.Address()),
		QuestionFP: verdict.Fingerprint(question), Options: options, Evidence: ctxt, Jurors: seats,
		Decision: out.Decision, Unanimous: out.Unanimous, Dissent: out.Dissent, Method: verdict.MethodMajorityV1,
		Deal: deal, TrustModel: verdict.TrustModel, CreatedAt: now,
	}
	if f.sv, err = verdict.SignVerdict(v, coord); err != nil {
		t.Fatal(err)
	}
	f.content = verdict.Content{
		V: verdict.Version, Kind: verdict.KindContent, VerdictCID: f.sv.CID(),
		Question: question, Options: options, Evidence: evidence, Rationales: rationales,
	}
	return f
}

func (f fixture) record() verdict.Record {
	rec := verdict.Record{Verdict: f.sv.Bytes, Signature: f.sv.Signature, Receipts: map[string][]byte{}}
	for _, b := range f.receipts {
		rec.Receipts[verdict.CIDOf(b).String()] = b
	}
	return rec
}

func (f fixture) sealBlock(t testing.TB) []byte {
	t.Helper()
	b, err := verdict.Canonical(f.sv.Seal())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// newHost starts a libp2p host on loopback TCP, closed with the test.
func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// newNode starts a Node on its own host and temp dir, closed with the test
// (before its host).
func newNode(t testing.TB, cfg Config) *Node {
	t.Helper()
	if cfg.Host == nil {
		cfg.Host = newHost(t)
	}
	if cfg.Dir == "" {
		cfg.Dir = t.TempDir()
	}
	n, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := n.Close(); err != nil {
			t.Errorf("close node: %v", err)
		}
	})
	return n
}

func connect(t testing.TB, from, to host.Host) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := from.Connect(ctx, peer.AddrInfo{ID: to.ID(), Addrs: to.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

func failedChecks(rep verdict.Report) []string {
	var out []string
	for _, c := range rep.Checks {
		if !c.OK {
			out = append(out, c.Name+": "+c.Detail)
		}
	}
	return out
}
