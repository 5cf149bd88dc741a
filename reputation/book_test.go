package reputation

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

var t0 = time.Date(2030, 6, 1, 12, 0, 0, 0, time.UTC)

const day = 24 * time.Hour

// clock is an injected, settable clock.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

// fixture is a book over a real pebble store, with the verdicts and
// settlements it was fed kept for a rebuild.
type fixture struct {
	t       testing.TB
	db      *store.DB
	book    *Book
	clock   *clock
	signer  verdict.Signer
	records []verdict.Record
	settled []Settlement
	seq     int
	// hashes are the latest minted verdict hash of each deal, which a
	// test's settlement of the deal names unless it names another.
	hashes map[string]string
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	return newFixtureWith(t, store.Options{Dir: t.TempDir()})
}

func newFixtureWith(t testing.TB, o store.Options) *fixture {
	t.Helper()
	db, err := store.Open(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	c := &clock{now: t0}
	b, err := New(Config{Store: db, Now: c.Now, Escrow: testEscrow, ChainID: testChainID})
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{t: t, db: db, book: b, clock: c, signer: verdict.NewKeySigner(identity.Derive("reputation-test/coordinator"))}
}

func juror(i int) string { return fmt.Sprintf("0x%040x", 0xa000+i) }

// seat is a juror's vote in a test verdict: "PASS", "FAIL" or an
// abstention class; latency 0 means the juror never answered.
type seatSpec struct {
	vote    string
	latency int64
}

func (f *fixture) mint(minted time.Time, deal *verdict.Deal, decision string, seats ...seatSpec) *coordinator.Minted {
	f.t.Helper()
	m := f.build(minted, deal, decision, seats...)
	f.add(m)
	return m
}

// add records a built verdict as its mint does.
func (f *fixture) add(m *coordinator.Minted) {
	f.t.Helper()
	if err := f.db.Update(func(tx *store.Txn) error { return f.book.RecordVerdict(tx, m) }); err != nil {
		f.t.Fatal(err)
	}
	sv := m.Verdict
	if d := sv.Verdict.Deal; d != nil {
		if f.hashes == nil {
			f.hashes = map[string]string{}
		}
		f.hashes[d.DealID.String()] = "0x" + sv.HashHex()
	}
	f.records = append(f.records, verdict.Record{Verdict: sv.Bytes, Signature: sv.Signature})
}

// build makes a signed verdict as a mint does, without recording it.
func (f *fixture) build(minted time.Time, deal *verdict.Deal, decision string, seats ...seatSpec) *coordinator.Minted {
	f.t.Helper()
	f.seq++
	v := verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: fmt.Sprintf("vrd_%032x", f.seq),
		Coordinator: verdict.Address(f.signer.Address()), QuestionFP: verdict.Fingerprint("q"),
		Options: []string{verdict.OptionPass, verdict.OptionFail}, Evidence: verdict.EvidenceContext([]verdict.Evidence{{Label: "x", Text: "y"}}),
		Decision: decision, Method: verdict.MethodMajorityV1, Deal: deal, TrustModel: verdict.TrustModel,
		CreatedAt: verdict.FormatTime(minted),
	}
	for i, s := range seats {
		jv := verdict.JurorVote{Juror: verdict.MustAddress(juror(i)), Vote: s.vote, LatencyMS: s.latency}
		if s.vote != verdict.OptionPass && s.vote != verdict.OptionFail {
			jv.Vote, jv.ErrorClass = verdict.VoteAbstain, s.vote
		}
		if s.latency > 0 {
			jv.ReceiptCID = verdict.CIDOf([]byte(fmt.Sprint(f.seq, i))).String()
		}
		v.Jurors = append(v.Jurors, jv)
	}
	sv, err := verdict.SignVerdict(v, f.signer)
	if err != nil {
		f.t.Fatal(err)
	}
	return &coordinator.Minted{Verdict: sv}
}

func (f *fixture) settle(s Settlement) {
	f.t.Helper()
	if s.VerdictHash == "" && (s.Outcome == OutcomeReleased || s.Outcome == OutcomeRejected) {
		s.VerdictHash = f.hashes[normalizeDealID(s.DealID)] // settled by the oracle with the deal's record
	}
	if err := f.book.RecordSettlement(s); err != nil {
		f.t.Fatal(err)
	}
	f.settled = append(f.settled, s)
}

func dealID(n int) string { return fmt.Sprintf("0x%064x", n) }

// judge mints a verdict of a deal and settles the deal by the oracle with
// it when it is minted: released on PASS, rejected on FAIL, refunded for
// the resolution timeout when undecided.
func (f *fixture) judge(minted time.Time, deal *verdict.Deal, decision string, seats ...seatSpec) *coordinator.Minted {
	f.t.Helper()
	m := f.mint(minted, deal, decision, seats...)
	outcome := OutcomeResolutionTimeout
	switch decision {
	case verdict.OptionPass:
		outcome = OutcomeReleased
	case verdict.OptionFail:
		outcome = OutcomeRejected
	}
	f.settle(Settlement{DealID: deal.DealID.String(), Outcome: outcome, At: minted, TxHash: "0x" + m.Verdict.HashHex()})
	return m
}

// The escrow the test book counts on-chain deals of.
var (
	testEscrow  = verdict.MustAddress("0x00000000000000000000000000000000000000e5")
	testChainID = verdict.NewChainID(1337)
)

func onChain(n int, seller, category string) *verdict.Deal {
	return &verdict.Deal{ChainID: testChainID, Escrow: testEscrow, DealID: verdict.MustDealID(dealID(n)), Seller: testSeller(seller), Category: category}
}

// testSeller is the escrow address a test's seller name stands for (an
// address is itself): a record names its seller by the escrow's address.
func testSeller(name string) verdict.Address {
	if a, err := verdict.ParseAddress(strings.ToLower(name)); err == nil {
		return a
	}
	h := sha256.Sum256([]byte(name))
	return verdict.Address(h[:20])
}

// SellerAgent is the agent a test's seller name is kept under.
func SellerAgent(name string) string {
	if isHexAddress(name) {
		return name
	}
	return testSeller(name).String()
}

var unanimousPass = []seatSpec{{"PASS", 100}, {"PASS", 200}, {"PASS", 300}}
var unanimousFail = []seatSpec{{"FAIL", 100}, {"FAIL", 200}, {"FAIL", 300}}

func (f *fixture) seller(agent string) SellerReputation {
	f.t.Helper()
	r, err := f.book.Seller(SellerAgent(agent))
	if err != nil {
		f.t.Fatalf("Seller(%q): %v", agent, err)
	}
	return r
}

func near(a *float64, want float64) bool { return a != nil && math.Abs(*a-want) < 1e-4 }

func TestDecayByMintTime(t *testing.T) {
	f := newFixture(t)
	f.judge(t0.Add(-1*day), onChain(1, "agent-c", "coding"), "PASS", unanimousPass...)
	f.judge(t0.Add(-10*day), onChain(2, "agent-c", "coding"), "PASS", unanimousPass...)
	f.judge(t0.Add(-60*day), onChain(3, "agent-c", "coding"), "FAIL", unanimousFail...)

	w := func(age time.Duration) float64 { return math.Exp(-float64(age) / float64(DefaultTau)) }
	want := func(at time.Time) float64 {
		a, b, c := w(at.Sub(t0.Add(-1*day))), w(at.Sub(t0.Add(-10*day))), w(at.Sub(t0.Add(-60*day)))
		return (a + b) / (a + b + c)
	}
	r := f.seller("agent-c")
	if r.TotalJudged != 3 || r.Successes != 2 || r.Failures != 1 || r.Pending != 0 {
		t.Fatalf("counts: %+v", r)
	}
	if !near(r.SuccessRate, 2.0/3) || !near(r.FailureRate, 1.0/3) {
		t.Fatalf("rates %v %v", *r.SuccessRate, *r.FailureRate)
	}
	if !near(r.Reliability, want(t0)) {
		t.Fatalf("reliability %v, want %v", *r.Reliability, want(t0))
	}
	if r.DecayTauHours != 720 {
		t.Fatalf("tau %v hours", r.DecayTauHours)
	}
	if r.History[0].DealID != dealID(1) || r.History[2].DealID != dealID(3) || !near(&r.History[2].Weight, w(60*day)) {
		t.Fatalf("history newest first with weights: %+v", r.History)
	}

	// Exponential decay has no memory: as time passes with nothing new,
	// every weight shrinks by the same factor and reliability stays put.
	f.clock.now = t0.Add(30 * day)
	if r2 := f.seller("agent-c"); *r2.Reliability != *r.Reliability || !near(r2.Reliability, want(f.clock.now)) {
		t.Fatalf("reliability moved with the clock alone: %v, was %v", *r2.Reliability, *r.Reliability)
	}
	// A fresh failure outweighs the month-old successes; the plain rates
	// treat it as one deal among four.
	f.judge(f.clock.now.Add(-time.Hour), onChain(4, "agent-c", "coding"), "FAIL", unanimousFail...)
	a, b, c, d := w(31*day), w(40*day), w(90*day), w(time.Hour)
	r2 := f.seller("agent-c")
	if !near(r2.Reliability, (a+b)/(a+b+c+d)) || *r2.Reliability >= 0.5 || !near(r2.SuccessRate, 0.5) {
		t.Fatalf("reliability %v, want %v; success rate %v", *r2.Reliability, (a+b)/(a+b+c+d), *r2.SuccessRate)
	}

	// A shorter τ weighs the fresh failure even more.
	short, _ := New(Config{Store: f.db, Now: f.clock.Now, Tau: 7 * day})
	r3, _ := short.Seller(SellerAgent("agent-c"))
	if !(*r3.Reliability < *r2.Reliability) || r3.DecayTauHours != 168 {
		t.Fatalf("τ=7d reliability %v should be under τ=30d %v", *r3.Reliability, *r2.Reliability)
	}
}

func TestAgeCountsFromMintNotSettlement(t *testing.T) {
	f := newFixture(t)
	old := t0.Add(-40 * day)
	f.mint(old, onChain(1, "agent-x", "coding"), "PASS", unanimousPass...)
	f.mint(t0.Add(-2*day), onChain(2, "agent-x", "coding"), "FAIL", unanimousFail...)
	if r := f.seller("agent-x"); r.TotalJudged != 0 || r.Pending != 2 || r.Reliability != nil {
		t.Fatalf("unsettled deals must not count: %+v", r)
	}
	// Both settle today; the first deal still weighs by its 40-day-old
	// verdict.
	f.settle(Settlement{DealID: dealID(1), Outcome: OutcomeReleased, At: t0.Add(-time.Hour), TxHash: "0x01"})
	f.settle(Settlement{DealID: dealID(2), Outcome: OutcomeRejected, At: t0.Add(-time.Hour), TxHash: "0x02"})
	r := f.seller("agent-x")
	a, b := math.Exp(-40.0/30), math.Exp(-2.0/30)
	if !near(r.Reliability, a/(a+b)) {
		t.Fatalf("reliability %v, want %v (age from mint)", *r.Reliability, a/(a+b))
	}
	h := r.History[1]
	if h.DealID != dealID(1) || !h.Time.Equal(old) || h.SettledAt == nil || !h.SettledAt.Equal(t0.Add(-time.Hour)) || h.Outcome != OutcomeReleased {
		t.Fatalf("history entry %+v", h)
	}
}

func TestCategories(t *testing.T) {
	f := newFixture(t)
	f.judge(t0.Add(-day), onChain(1, "agent-c", "Coding"), "PASS", unanimousPass...)
	f.judge(t0.Add(-day), onChain(2, "agent-c", " coding "), "PASS", unanimousPass...)
	f.judge(t0.Add(-day), onChain(3, "agent-c", "research"), "FAIL", unanimousFail...)
	f.judge(t0.Add(-day), onChain(4, "agent-c", ""), "PASS", unanimousPass...)
	r := f.seller("agent-c")
	if len(r.Categories) != 3 {
		t.Fatalf("categories %v", r.Categories)
	}
	c := r.Categories["coding"]
	if c.TotalJudged != 2 || c.Successes != 2 || !near(c.SuccessRate, 1) || !near(c.Reliability, 1) {
		t.Fatalf("coding %+v", c)
	}
	if c := r.Categories["research"]; c.Failures != 1 || !near(c.FailureRate, 1) || !near(c.Reliability, 0) {
		t.Fatalf("research %+v", c)
	}
	if c := r.Categories[Uncategorized]; c.Successes != 1 {
		t.Fatalf("uncategorized %+v", c)
	}
	for _, h := range r.History {
		if h.Category == "" || h.Category != strings.ToLower(strings.TrimSpace(h.Category)) {
			t.Fatalf("category not normalized: %+v", h)
		}
	}
}

func TestRefundsAndUndecided(t *testing.T) {
	f := newFixture(t)
	seller := "0x00000000000000000000000000000000000000AB"
	f.mint(t0.Add(-5*day), onChain(1, seller, "coding"), "PASS", unanimousPass...)
	f.mint(t0.Add(-5*day), onChain(2, seller, "coding"), "FAIL", unanimousFail...)
	f.mint(t0.Add(-5*day), onChain(4, seller, "coding"), verdict.DecisionUndecided, seatSpec{"PASS", 1}, seatSpec{"FAIL", 1})
	f.mint(t0.Add(-5*day), onChain(5, seller, "coding"), "PASS", unanimousPass...)
	f.judge(t0.Add(-5*day), onChain(6, seller, "writing"), verdict.DecisionUndecided, seatSpec{"PASS", 1}, seatSpec{"FAIL", 1})

	f.settle(Settlement{DealID: dealID(1), Outcome: OutcomeReleased, At: t0.Add(-4 * day), TxHash: "0x1"})
	f.settle(Settlement{DealID: dealID(2), Outcome: OutcomeRejected, At: t0.Add(-4 * day), TxHash: "0x2"})
	// Deal 3 was never delivered, so never judged: the refund alone names
	// the seller (from DealCreated).
	f.settle(Settlement{DealID: dealID(3), Outcome: OutcomeNoSubmission, Seller: strings.ToLower(seller), At: t0.Add(-3 * day), TxHash: "0x3"})
	// The tie on deal 4 could not be resolved; the buyer took the
	// resolution-timeout refund.
	f.settle(Settlement{DealID: dealID(4), Outcome: OutcomeResolutionTimeout, At: t0.Add(-2 * day), TxHash: "0x4"})
	// Deal 5 is judged but not settled yet.

	r := f.seller("0X" + strings.ToUpper(seller[2:]))
	if r.Agent != strings.ToLower(seller) {
		t.Fatalf("agent %q", r.Agent)
	}
	if r.TotalJudged != 5 || r.Successes != 1 || r.Failures != 2 || r.FailuresToDeliver != 1 || r.Undecided != 2 || r.Pending != 1 {
		t.Fatalf("counts: total %d success %d failure %d to-deliver %d undecided %d pending %d",
			r.TotalJudged, r.Successes, r.Failures, r.FailuresToDeliver, r.Undecided, r.Pending)
	}
	if !near(r.SuccessRate, 0.2) || !near(r.FailureRate, 0.4) {
		t.Fatalf("rates %v %v", *r.SuccessRate, *r.FailureRate)
	}
	byDeal := map[string]HistoryEntry{}
	for _, h := range r.History {
		byDeal[h.DealID] = h
	}
	if h := byDeal[dealID(3)]; h.Status != StatusFailure || h.Decision != "" || h.Outcome != OutcomeNoSubmission || !h.Time.Equal(t0.Add(-3*day)) {
		t.Fatalf("missed deadline: %+v", h)
	}
	if h := byDeal[dealID(4)]; h.Status != StatusUndecided || h.Decision != verdict.DecisionUndecided {
		t.Fatalf("tie refunded: %+v", h)
	}
	if h := byDeal[dealID(5)]; h.Status != StatusPending || h.Outcome != "" || h.SettledAt != nil {
		t.Fatalf("unsettled: %+v", h)
	}
	if h := byDeal[dealID(6)]; h.Status != StatusUndecided || h.Outcome != OutcomeResolutionTimeout {
		t.Fatalf("a tie refunded at once: %+v", h)
	}
	if c := r.Categories["coding"]; c.FailuresToDeliver != 0 || c.Pending != 1 || c.Undecided != 1 {
		t.Fatalf("coding %+v", c)
	}
	if c := r.Categories[Uncategorized]; c.FailuresToDeliver != 1 {
		t.Fatalf("the refunded, never judged deal has no category: %+v", r.Categories)
	}

	// A settlement seen twice, or a later one for the same deal, changes
	// nothing.
	f.settle(Settlement{DealID: dealID(1), Outcome: OutcomeReleased, At: t0.Add(-4 * day), TxHash: "0x1"})
	f.settle(Settlement{DealID: strings.ToUpper(dealID(1)[2:]), Outcome: OutcomeRejected, At: t0.Add(-day), TxHash: "0x9"})
	if r2 := f.seller(seller); r2.Successes != 1 || r2.Failures != 2 {
		t.Fatalf("replayed settlement counted: %+v", r2)
	}
}

func TestUnknownAndMalformed(t *testing.T) {
	f := newFixture(t)
	f.mint(t0, nil, "yes") // a verdict that is no deal names no seller
	if r, err := f.book.Seller("nobody"); err != nil || r.TotalJudged != 0 || len(r.History) != 0 || r.SuccessRate != nil {
		t.Fatalf("an agent with no deals: %+v (%v), want an empty reputation", r, err)
	}
	var fe *verdict.FieldError
	for _, bad := range []string{"", "  ", "a\x00b", strings.Repeat("x", 201)} {
		if _, err := f.book.Seller(bad); !errors.As(err, &fe) {
			t.Fatalf("Seller(%q) = %v, want a field error", bad, err)
		}
	}
	if _, err := f.book.Juror(juror(9)); !errors.Is(err, ErrUnknownJuror) {
		t.Fatalf("unknown juror: %v", err)
	}
	for _, bad := range []string{"0x12", "abc", juror(1)[2:], "0x" + strings.Repeat("g", 40)} {
		if _, err := f.book.Juror(bad); !errors.As(err, &fe) {
			t.Fatalf("Juror(%q) = %v, want a field error", bad, err)
		}
	}
	for _, s := range []Settlement{
		{DealID: "deal-1", Outcome: OutcomeReleased, At: t0},
		{DealID: dealID(1), Outcome: "paid", At: t0},
		{DealID: dealID(1), Outcome: OutcomeReleased},
	} {
		if err := f.book.RecordSettlement(s); !errors.As(err, &fe) {
			t.Fatalf("RecordSettlement(%+v) = %v", s, err)
		}
	}
}

func TestJurorStatsAndWeight(t *testing.T) {
	f := newFixture(t)
	if w := f.book.Weight(juror(0)); w != PriorWeight || PriorWeight != 750 {
		t.Fatalf("a new juror weighs %d", w)
	}
	// Seats: 0 agrees, 1 dissents, 2 times out (no receipt), 3 is rate
	// limited (receipt), 4 agrees.
	f.mint(t0.Add(-2*day), nil, "PASS", seatSpec{"PASS", 100}, seatSpec{"FAIL", 900}, seatSpec{verdict.ErrClassTimeout, 0},
		seatSpec{verdict.ErrClassRateLimited, 40}, seatSpec{"PASS", 300})
	// A tie: 0 and 1 vote, 2 times out again.
	f.mint(t0.Add(-day), nil, verdict.DecisionUndecided, seatSpec{"PASS", 500}, seatSpec{"FAIL", 700}, seatSpec{verdict.ErrClassTimeout, 0})

	j0, err := f.book.Juror("0X" + strings.ToUpper(juror(0)[2:]))
	if err != nil {
		t.Fatal(err)
	}
	if j0.Served != 2 || j0.Voted != 2 || j0.Agreed != 1 || j0.Tied != 1 || j0.Dissented != 0 || !near(j0.AgreementRate, 1) {
		t.Fatalf("juror 0: %+v", j0)
	}
	if j0.MedianLatencyMS == nil || *j0.MedianLatencyMS != 300 || !j0.FirstSeen.Equal(t0.Add(-2*day)) || !j0.LastSeen.Equal(t0.Add(-day)) {
		t.Fatalf("juror 0 latency/times: %+v", j0)
	}
	// (2 voted + 3)*1000/(2 served + 4) = 833
	if j0.Weight != 833 || f.book.Weight(juror(0)) != 833 {
		t.Fatalf("juror 0 weight %d", j0.Weight)
	}
	j1, _ := f.book.Juror(juror(1))
	// Dissent is not misconduct: juror 1 weighs what juror 0 does.
	if j1.Dissented != 1 || j1.Tied != 1 || !near(j1.AgreementRate, 0) || *j1.MedianLatencyMS != 800 || j1.Weight != 833 {
		t.Fatalf("juror 1: %+v", j1)
	}
	j2, _ := f.book.Juror(juror(2))
	if j2.Abstained != 2 || j2.Abstentions[verdict.ErrClassTimeout] != 2 || j2.MedianLatencyMS != nil || j2.AgreementRate != nil || j2.Weight != 500 {
		t.Fatalf("juror 2: %+v", j2)
	}
	j3, _ := f.book.Juror(juror(3))
	if j3.Abstentions[verdict.ErrClassRateLimited] != 1 || *j3.MedianLatencyMS != 40 {
		t.Fatalf("juror 3: %+v", j3)
	}

	// A juror that keeps abstaining sinks to MinWeight and stays there.
	for range 60 {
		f.mint(t0, nil, "PASS", seatSpec{"PASS", 1}, seatSpec{"PASS", 1}, seatSpec{verdict.ErrClassTimeout, 0})
	}
	if w := f.book.Weight(juror(2)); w != MinWeight {
		t.Fatalf("juror 2 weight %d, want %d", w, MinWeight)
	}
	// 62 votes in 62 seats: (62+3)*1000/(62+4)
	if w := f.book.Weight(juror(0)); w != 984 {
		t.Fatalf("juror 0 (agrees or ties) weight %d", w)
	}
}

func TestRecordVerdictIdempotent(t *testing.T) {
	f := newFixture(t)
	m := f.judge(t0, onChain(1, "agent-c", "coding"), "PASS", unanimousPass...)
	for range 2 {
		if err := f.db.Update(func(tx *store.Txn) error { return f.book.RecordVerdict(tx, m) }); err != nil {
			t.Fatal(err)
		}
	}
	if r := f.seller("agent-c"); r.TotalJudged != 1 {
		t.Fatalf("counted %d times", r.TotalJudged)
	}
	if j, _ := f.book.Juror(juror(0)); j.Served != 1 {
		t.Fatalf("seat counted %d times", j.Served)
	}
}

// snapshot reads everything the book answers for the given agents and
// jurors, as JSON.
func (f *fixture) snapshot(agents []string, jurors int) string {
	f.t.Helper()
	out := map[string]any{}
	for _, a := range agents {
		r, err := f.book.Seller(a)
		if err != nil {
			f.t.Fatalf("Seller(%s): %v", a, err)
		}
		out["seller/"+a] = r
	}
	for i := range jurors {
		j, err := f.book.Juror(juror(i))
		if err != nil {
			f.t.Fatalf("Juror(%d): %v", i, err)
		}
		out[fmt.Sprint("juror/", i)] = j
		out[fmt.Sprint("weight/", i)] = f.book.Weight(juror(i))
	}
	b, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		f.t.Fatal(err)
	}
	return string(b)
}

func TestRebuildAfterDeletingReputation(t *testing.T) {
	f := newFixture(t)
	if need, err := f.book.NeedsRebuild(); err != nil || !need {
		t.Fatalf("a new store needs a rebuild: %v %v", need, err)
	}
	if _, err := f.book.Rebuild(context.Background(), nil, nil); err != nil {
		t.Fatal(err)
	}
	if need, _ := f.book.NeedsRebuild(); need {
		t.Fatal("rebuilt store still needs a rebuild")
	}

	rng := rand.New(rand.NewPCG(1, 2))
	agents := []string{"agent-b", "agent-c", "0x00000000000000000000000000000000000000ab"}
	cats := []string{"coding", "research", ""}
	decisions := []string{"PASS", "FAIL", verdict.DecisionUndecided}
	n := 0
	for i := range 30 {
		n++
		at := t0.Add(-time.Duration(rng.IntN(90*24)) * time.Hour)
		agent, cat := agents[rng.IntN(len(agents))], cats[rng.IntN(len(cats))]
		dec := decisions[rng.IntN(len(decisions))]
		seats := []seatSpec{{"PASS", int64(10 + i)}, {"FAIL", int64(20 + i)}, {verdict.ErrClassTimeout, 0}, {"PASS", 5}}
		if i%2 == 0 {
			f.judge(at, onChain(n, agent, cat), dec, seats...)
			continue
		}
		f.mint(at, onChain(n, agent, cat), dec, seats...)
		switch i % 5 {
		case 1:
			f.settle(Settlement{DealID: dealID(n), Outcome: OutcomeReleased, At: at.Add(time.Hour), TxHash: fmt.Sprint("0x", n)})
		case 3:
			f.settle(Settlement{DealID: dealID(n), Outcome: OutcomeRejected, At: at.Add(time.Hour), TxHash: fmt.Sprint("0x", n)})
		case 4:
			f.settle(Settlement{DealID: dealID(n), Outcome: OutcomeResolutionTimeout, At: at.Add(time.Hour), TxHash: fmt.Sprint("0x", n)})
		}
	}
	// A deal judged twice: the record the escrow settled with counts.
	f.mint(t0.Add(-3*day), onChain(2, "agent-b", "coding"), "FAIL", unanimousFail...)
	f.judge(t0.Add(-2*day), onChain(2, "agent-b", "coding"), "PASS", unanimousPass...)
	// Never judged, refunded for the missed deadline.
	f.settle(Settlement{DealID: dealID(1000), Outcome: OutcomeNoSubmission, Seller: SellerAgent("agent-c"), At: t0.Add(-day), TxHash: "0xdead"})
	// Settled before its verdict arrives (indexer ahead of the mint).
	late := f.build(t0.Add(-2*day), onChain(1001, "agent-b", "coding"), "PASS", unanimousPass...)
	f.settle(Settlement{DealID: dealID(1001), Outcome: OutcomeReleased, Seller: "0x00000000000000000000000000000000000000cd", At: t0.Add(-day), TxHash: "0xbeef",
		VerdictHash: "0x" + late.Verdict.HashHex()})
	f.add(late)

	before := f.snapshot(agents, 4)
	if r, err := f.book.Seller("0x00000000000000000000000000000000000000cd"); err != nil || len(r.History) != 1 || r.History[0].DealID != dealID(1001) {
		t.Fatalf("a deal counts for the seller its escrow names, whatever a record says: %+v (%v)", r, err)
	}

	// Lose the reputation data.
	var keys [][]byte
	if err := f.db.Scan([]byte("rep/"), func(k, _ []byte) error {
		keys = append(keys, append([]byte(nil), k...))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := f.db.Update(func(tx *store.Txn) error {
		for _, k := range keys {
			if err := tx.Delete(k); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if need, _ := f.book.NeedsRebuild(); !need {
		t.Fatal("deleted data must need a rebuild")
	}
	if r, err := f.book.Seller(SellerAgent("agent-b")); err != nil || len(r.History) != 0 {
		t.Fatalf("data still there: %+v (%v)", r, err)
	}

	// Replay in another order than the one they happened in.
	rng.Shuffle(len(f.records), func(i, j int) { f.records[i], f.records[j] = f.records[j], f.records[i] })
	rng.Shuffle(len(f.settled), func(i, j int) { f.settled[i], f.settled[j] = f.settled[j], f.settled[i] })
	bad := verdict.Record{Verdict: []byte("{")}
	st, err := f.book.Rebuild(context.Background(),
		func(yield func(verdict.Record) error) error {
			for _, r := range append(f.records, bad) {
				if err := yield(r); err != nil {
					return err
				}
			}
			return nil
		},
		settlementSource(f.settled))
	if err != nil {
		t.Fatal(err)
	}
	if st.Verdicts != len(f.records) || st.Settlements != len(f.settled) || st.Skipped != 1 {
		t.Fatalf("rebuild stats %+v, want %d verdicts, %d settlements, 1 skipped", st, len(f.records), len(f.settled))
	}
	after := f.snapshot(agents, 4)
	if before != after {
		t.Fatalf("rebuild differs\nbefore: %s\nafter: %s", before, after)
	}

	// Rebuilding over live data gives the same again.
	if _, err := f.book.Rebuild(context.Background(), sliceSource(f.records), settlementSource(f.settled)); err != nil {
		t.Fatal(err)
	}
	if again := f.snapshot(agents, 4); again != before {
		t.Fatalf("second rebuild differs:\n%s", again)
	}
}

func settlementSource(ss []Settlement) SettlementSource {
	return func(yield func(Settlement) error) error {
		for _, s := range ss {
			if err := yield(s); err != nil {
				return err
			}
		}
		return nil
	}
}

func sliceSource(recs []verdict.Record) RecordSource {
	return func(yield func(verdict.Record) error) error {
		for _, r := range recs {
			if err := yield(r); err != nil {
				return err
			}
		}
		return nil
	}
}

func TestRebuildStopsOnCancel(t *testing.T) {
	f := newFixture(t)
	for i := range 3 {
		f.judge(t0, onChain(i+1, "agent-c", "coding"), "PASS", unanimousPass...)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := f.book.Rebuild(ctx, sliceSource(f.records), nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled rebuild: %v", err)
	}
}

func TestOutcomeMapping(t *testing.T) {
	if ResolvedOutcome(true) != OutcomeReleased || ResolvedOutcome(false) != OutcomeRejected {
		t.Fatal("resolved")
	}
	if o, err := RefundOutcome(1); err != nil || o != OutcomeNoSubmission {
		t.Fatal("reason 1")
	}
	if o, err := RefundOutcome(2); err != nil || o != OutcomeResolutionTimeout {
		t.Fatal("reason 2")
	}
	if _, err := RefundOutcome(3); err == nil {
		t.Fatal("reason 3")
	}
}

// The weights steer the panel draw towards reliable jurors, and the draw is
// recomputable from the candidate list the weights were written into.
func TestWeightsSteerARecomputableDraw(t *testing.T) {
	f := newFixture(t)
	// juror 0 always agrees, juror 1 always times out, juror 2 is new.
	for range 30 {
		f.mint(t0, nil, "PASS", seatSpec{"PASS", 10}, seatSpec{verdict.ErrClassTimeout, 0})
	}
	cands := []verdict.Candidate{
		{Address: verdict.MustAddress(juror(0)), Model: "m", Weight: f.book.Weight(juror(0))},
		{Address: verdict.MustAddress(juror(1)), Model: "m", Weight: f.book.Weight(juror(1))},
		{Address: verdict.MustAddress(juror(2)), Model: "m", Weight: f.book.Weight(juror(2))},
	}
	if !(cands[0].Weight > cands[2].Weight && cands[2].Weight > cands[1].Weight) {
		t.Fatalf("weights %+v", cands)
	}
	drawn := map[string]int{}
	for i := range 600 {
		id := fmt.Sprintf("vrd_%032x", i)
		p := verdict.SelectPanel(id, cands, 1)
		if again := verdict.SelectPanel(id, cands, 1); again[0] != p[0] {
			t.Fatal("the draw is not recomputable")
		}
		drawn[p[0].String()]++
	}
	if !(drawn[juror(0)] > drawn[juror(2)] && drawn[juror(2)] > drawn[juror(1)]) {
		t.Fatalf("draws %v for weights %d/%d/%d", drawn, cands[0].Weight, cands[1].Weight, cands[2].Weight)
	}
}

// The oracle's key may settle a deal with a record's hash and against its
// decision; that settlement is not the record's, and it counts for the
// seller neither way: no record here backs the outcome the chain recorded.
func TestOracleSettlementAgainstItsRecordIsNotItsOutcome(t *testing.T) {
	f := newFixture(t)
	f.mint(t0.Add(-2*day), onChain(1, "agent-o", "coding"), "PASS", unanimousPass...)
	f.mint(t0.Add(-2*day), onChain(2, "agent-o", "coding"), "PASS", unanimousPass...)
	f.settle(Settlement{DealID: dealID(1), Outcome: OutcomeRejected, At: t0.Add(-day), TxHash: "0x01"})
	f.settle(Settlement{DealID: dealID(2), Outcome: OutcomeReleased, At: t0.Add(-day), TxHash: "0x02"})
	if r := f.seller("agent-o"); r.TotalJudged != 1 || r.Successes != 1 || r.Failures != 0 {
		t.Fatalf("a PASS record refunded by the oracle beside one released counts as %+v", r)
	}
}
