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

func (unanimityV1) Decide(options []string, seats []JurorVote) (Outcome, error) {
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
	got, err := m.Decide([]string{"yes", "no"}, seats)
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
