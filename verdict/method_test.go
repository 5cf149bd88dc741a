package verdict

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
)

// unanimityV1 is a second decision rule, defined by this file alone: the
// option every voter chose, or undecided.
type unanimityV1 struct{}

func (unanimityV1) Name() string { return "unanimity-test-v1" }

func (unanimityV1) Decide(options []string, seats []JurorVote, _ int) (Outcome, error) {
	out := Outcome{Counts: map[string]int{}}
	for _, s := range seats {
		if opt, ok := MatchOption(options, s.Vote); ok {
			out.Counts[opt]++
			out.Voted++
		}
	}
	if out.Voted == 0 {
		return out, ErrNoVotes
	}
	out.Decision, out.Dissent = DecisionUndecided, out.Voted
	for opt, n := range out.Counts {
		if n == out.Voted {
			out.Decision, out.Unanimous, out.Dissent = opt, true, 0
		}
	}
	return out, nil
}

// goldenRecord is the record of the golden vectors, minted before the
// decision rule became a Method: its verdict, signature and receipt block.
func goldenRecord(t *testing.T) Record {
	t.Helper()
	raw, err := os.ReadFile(vectorsFile)
	if err != nil {
		t.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	return Record{Verdict: []byte(v.Canonical), Signature: v.Signature, Receipts: map[string][]byte{v.ReceiptCID: []byte(v.ReceiptBlock)}}
}

// checkNamed returns the report's check called name.
func checkNamed(t *testing.T, rep Report, name string) Check {
	t.Helper()
	for _, c := range rep.Checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no check %q in %+v", name, rep.Checks)
	return Check{}
}

func TestMethodRegistry(t *testing.T) {
	m, err := LookupMethod(DefaultMethod)
	if err != nil || m.Name() != MethodMajorityV1 {
		t.Fatalf("default method: %v, %v", m, err)
	}
	if _, err := LookupMethod("majority-v2"); !errors.Is(err, ErrUnknownMethod) {
		t.Fatalf("unknown method: %v", err)
	}
	if err := RegisterMethod(unanimityV1{}); err != nil {
		t.Fatal(err)
	}
	if err := RegisterMethod(unanimityV1{}); err != nil {
		t.Fatalf("registering the same method again: %v", err)
	}
	if err := RegisterMethod(impostor{}); !errors.Is(err, ErrMethodRegistered) {
		t.Fatalf("another method under majority-v1: %v", err)
	}
	if m, _ := LookupMethod(MethodMajorityV1); m != (majorityV1{}) {
		t.Fatalf("majority-v1 was replaced by %T", m)
	}
}

// impostor claims majority-v1's name.
type impostor struct{ unanimityV1 }

func (impostor) Name() string { return MethodMajorityV1 }

// The majority-v1 Method decides exactly as MajorityV1 over the seats'
// votes, and the golden record, minted before the seam, still audits with
// its check named for the method.
func TestMajorityV1MethodAuditsTheGoldenRecord(t *testing.T) {
	rep := Audit(goldenRecord(t), AuditOptions{})
	if !rep.OK() {
		t.Fatalf("the golden record fails its audit: %+v", rep.Checks)
	}
	if c := checkNamed(t, rep, MethodMajorityV1); !c.OK {
		t.Fatalf("majority-v1 check: %+v", c)
	}
	m, _ := LookupMethod(MethodMajorityV1)
	seats := []JurorVote{{Vote: "yes"}, {Vote: "No"}, {Vote: VoteAbstain}, {Vote: "YES"}}
	got, err := m.Decide([]string{"yes", "no"}, seats, 0)
	want, werr := MajorityV1([]string{"yes", "no"}, []string{"yes", "No", VoteAbstain, "YES"})
	if err != werr || got.Decision != want.Decision || got.Dissent != want.Dissent || got.Unanimous != want.Unanimous || got.Voted != want.Voted {
		t.Fatalf("Method %+v %v, MajorityV1 %+v %v", got, err, want, werr)
	}
}

// A verdict that names another registered method is audited by that
// method, under a check of its name; one that names no known method fails
// the "method" check.
func TestAuditLooksUpTheVerdictsMethod(t *testing.T) {
	if err := RegisterMethod(unanimityV1{}); err != nil {
		t.Fatal(err)
	}
	s := goldenKey()
	golden := goldenRecord(t)
	var v Verdict
	if err := json.Unmarshal(golden.Verdict, &v); err != nil {
		t.Fatal(err)
	}
	sign := func(v Verdict) Record {
		sv, err := SignVerdict(v, s)
		if err != nil {
			t.Fatal(err)
		}
		return Record{Verdict: sv.Bytes, Signature: sv.Signature, Receipts: golden.Receipts}
	}

	v.Method = unanimityV1{}.Name()
	if rep := Audit(sign(v), AuditOptions{}); !rep.OK() || !checkNamed(t, rep, v.Method).OK {
		t.Fatalf("a unanimity verdict: %+v", rep.Checks)
	}
	v.Dissent = 1
	if c := checkNamed(t, Audit(sign(v), AuditOptions{}), v.Method); c.OK || !strings.Contains(c.Detail, "recomputed") {
		t.Fatalf("a misreported unanimity verdict: %+v", c)
	}
	v.Dissent, v.Method = 0, "plurality-v7"
	rep := Audit(sign(v), AuditOptions{})
	if f, failed := rep.Failed(); !failed || f.Name != "method" || !strings.Contains(f.Detail, `unknown decision method: "plurality-v7"`) {
		t.Fatalf("an unknown method: %+v", rep.Checks)
	}
}

// A quorum makes too few cast votes undecided, with the reason stated; a
// deal needs a majority of its seats whatever the requester asked; and an
// auditor recomputes both from the verdict alone.
func TestQuorum(t *testing.T) {
	m, _ := LookupMethod(MethodMajorityV1)
	opts := []string{OptionPass, OptionFail}
	oneOfFive := []JurorVote{{Vote: OptionPass}, {Vote: VoteAbstain}, {Vote: VoteAbstain}, {Vote: VoteAbstain}, {Vote: VoteAbstain}}
	for _, tc := range []struct {
		quorum   int
		decision string
		reason   string
	}{
		{0, OptionPass, ""},
		{1, OptionPass, ""},
		{3, DecisionUndecided, "1 of 5 seats voted; the quorum is 3"},
	} {
		out, err := m.Decide(opts, oneOfFive, tc.quorum)
		if err != nil || out.Decision != tc.decision || out.Reason != tc.reason {
			t.Fatalf("quorum %d: %+v %v, want %s %q", tc.quorum, out, err, tc.decision, tc.reason)
		}
		if tc.reason != "" && (out.Unanimous || out.Dissent != 1) {
			t.Fatalf("quorum %d: an undecided outcome is not unanimous and counts every vote as dissent: %+v", tc.quorum, out)
		}
	}
	three := func(o Outcome, err error) Outcome {
		if err != nil {
			t.Fatal(err)
		}
		return o
	}(m.Decide(opts, []JurorVote{{Vote: OptionPass}, {Vote: OptionPass}, {Vote: OptionFail}, {Vote: VoteAbstain}, {Vote: VoteAbstain}}, 3))
	if three.Decision != OptionPass || three.Reason != "" {
		t.Fatalf("three of five votes with a quorum of three: %+v", three)
	}

	panel := []Address{{1}, {2}, {3}, {4}, {5}}
	deal := &Deal{ChainID: NewChainID(1337), Escrow: MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"), DealID: MustDealID("0x" + strings.Repeat("ab", 32))}
	for _, tc := range []struct {
		req  Request
		want int
	}{
		{Request{Panel: panel}, 0},
		{Request{Panel: panel, MinVotes: 1}, 0},
		{Request{Panel: panel, MinVotes: 2}, 2},
		{Request{Panel: panel, Deal: deal}, 3},
		{Request{Panel: panel, Deal: deal, MinVotes: 2}, 3},
		{Request{Panel: panel, Deal: deal, MinVotes: 5}, 5},
		{Request{Panel: panel[:1], Deal: deal}, 0},
	} {
		if got := Quorum(&tc.req); got != tc.want {
			t.Errorf("Quorum(panel %d, deal %t, min_votes %d) = %d, want %d", len(tc.req.Panel), tc.req.Deal != nil, tc.req.MinVotes, got, tc.want)
		}
	}

	// A coordinator that signs a decided outcome below its own quorum, or
	// drops the reason, fails the audit.
	s := goldenKey()
	var v Verdict
	if err := json.Unmarshal(goldenRecord(t).Verdict, &v); err != nil {
		t.Fatal(err)
	}
	audit := func(v Verdict) Check {
		sv, err := SignVerdict(v, s)
		if err != nil {
			t.Fatal(err)
		}
		rep := Audit(Record{Verdict: sv.Bytes, Signature: sv.Signature, Receipts: goldenRecord(t).Receipts}, AuditOptions{})
		return checkNamed(t, rep, MethodMajorityV1)
	}
	v.Quorum = 2 // the golden verdict has one vote of two seats
	if c := audit(v); c.OK {
		t.Fatalf("a PASS below its quorum passed the audit: %+v", c)
	}
	v.Decision, v.Unanimous, v.Dissent = DecisionUndecided, false, 1
	if c := audit(v); c.OK {
		t.Fatalf("an undecided verdict without its reason passed the audit: %+v", c)
	}
	v.Reason = "1 of 2 seats voted; the quorum is 2"
	if c := audit(v); !c.OK {
		t.Fatalf("an honest undecided verdict failed the audit: %+v", c)
	}
}
