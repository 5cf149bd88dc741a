// Package ipfstest mints real verdict records for tests: fresh keys,
// signed receipts and a signed verdict, exactly as a coordinator mints them.
package ipfstest

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Record is a real minted record: a coordinator and four drawn jurors with
// their own keys, signed receipts of three with EIP-712 ballots on a deal
// (PASS, PASS, FAIL), a fourth seat that timed out, seats in draw order, the majority-v1 outcome, the
// signed verdict and its content.
type Record struct {
	Coordinator *verdict.KeySigner
	Verdict     verdict.SignedVerdict
	Receipts    [][]byte // receipt blocks, in panel order
	Content     verdict.Content
}

// NewSigner returns a signer over a fresh secp256k1 key.
func NewSigner(t testing.TB) *verdict.KeySigner {
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

// NewRecord mints a fresh record with fresh keys.
func NewRecord(t testing.TB) Record {
	t.Helper()
	coord := NewSigner(t)
	question := "Does the delivered report meet the specification?"
	evidence := []verdict.Evidence{
		{Label: "specification", Text: "A 2-page report on the Q3 numbers, with one chart."},
		{Label: "delivery", Text: "Report attached: two pages, a chart of Q3 revenue. \"Quoted\" and ünïcode."},
	}
	ctxt := verdict.EvidenceContext(evidence)
	options := []string{verdict.OptionPass, verdict.OptionFail}
	deal := &verdict.Deal{ChainID: verdict.NewChainID(31337), Escrow: verdict.MustAddress("0x" + randHex(t, 20)), DealID: verdict.MustDealID("0x" + randHex(t, 32))}
	now := verdict.FormatTime(time.Unix(1767225600, 0))
	id, err := verdict.RequestID(verdict.RequestIDInputOf(&verdict.Question{Question: question, Options: options, Evidence: evidence}, 4, 0, deal, ""))
	if err != nil {
		t.Fatal(err)
	}

	// Four jurors are drawn from four candidates; the fourth never answers.
	votes := []string{verdict.OptionPass, verdict.OptionPass, verdict.OptionFail}
	jurors := make([]*verdict.KeySigner, 4)
	cands := make([]verdict.Candidate, 4)
	for i := range jurors {
		jurors[i] = NewSigner(t)
		cands[i] = verdict.Candidate{Address: verdict.Address(jurors[i].Address()), Model: "model-" + string(rune('a'+i)), Weight: verdict.MaxWeight}
	}
	slices.SortFunc(cands, func(a, b verdict.Candidate) int { return bytes.Compare(a.Address[:], b.Address[:]) })
	draw := verdict.RegistryDraw(id, cands, 4)
	order, err := draw.Seats()
	if err != nil {
		t.Fatal(err)
	}
	var f Record
	f.Coordinator = coord
	bySeat := make(map[verdict.Address]verdict.JurorVote)
	blocks := make(map[verdict.Address][]byte)
	var rationales []verdict.Rationale
	for i, vote := range votes {
		j := jurors[i]
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
			Juror: verdict.Address(j.Address()), PeerID: "12D3KooWjuror" + string(rune('A'+i)),
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
		blocks[rc.Juror] = block
		bySeat[rc.Juror] = (verdict.JurorVote{
			Juror: rc.Juror, Model: rc.Model, Engine: rc.Engine, Vote: vote, Confidence: rc.Confidence,
			RationaleFP: rc.RationaleFP, LatencyMS: rc.LatencyMS, ReceiptCID: verdict.CIDOf(block).String(),
		})
		rationales = append(rationales, verdict.Rationale{Juror: rc.Juror, Rationale: rationale})
	}
	absent := verdict.Address(jurors[3].Address())
	bySeat[absent] = verdict.JurorVote{Juror: absent, Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout, LatencyMS: 30000}
	var seats []verdict.JurorVote
	for _, a := range order {
		seats = append(seats, bySeat[a])
		if b, ok := blocks[a]; ok {
			f.Receipts = append(f.Receipts, b)
		}
	}
	all := make([]string, len(seats))
	for i, s := range seats {
		all[i] = s.Vote
	}
	out, err := verdict.MajorityV1(options, all)
	if err != nil {
		t.Fatal(err)
	}
	v := verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: id, Coordinator: verdict.Address(coord.Address()),
		QuestionFP: verdict.Fingerprint(question), Options: options, Evidence: ctxt, Jurors: seats,
		Decision: out.Decision, Unanimous: out.Unanimous, Dissent: out.Dissent, Method: verdict.MethodMajorityV1,
		Deal: deal, Draw: draw, TrustModel: verdict.TrustModel, CreatedAt: now,
	}
	if f.Verdict, err = verdict.SignVerdict(v, coord); err != nil {
		t.Fatal(err)
	}
	f.Content = verdict.Content{
		V: verdict.Version, Kind: verdict.KindContent, VerdictCID: f.Verdict.CID(),
		Question: question, Options: options, Evidence: evidence, Rationales: rationales,
	}
	return f
}

// Record is the record as an auditor assembles it.
func (f Record) Record() verdict.Record {
	rec := verdict.Record{Verdict: f.Verdict.Bytes, Signature: f.Verdict.Signature, Receipts: map[string][]byte{}}
	for _, b := range f.Receipts {
		rec.Receipts[verdict.CIDOf(b).String()] = b
	}
	return rec
}

// SealBlock is the record's seal block.
func (f Record) SealBlock(t testing.TB) []byte {
	t.Helper()
	b, err := verdict.Canonical(f.Verdict.Seal())
	if err != nil {
		t.Fatal(err)
	}
	return b
}
