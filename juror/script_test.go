package juror

import (
	"context"
	"slices"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

func TestParseScript(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"PASS", []string{"PASS"}},
		{"FAIL*3,PASS", []string{"FAIL", "FAIL", "FAIL", "PASS"}},
		{" yes , no*2", []string{"yes", "no", "no"}},
	} {
		got, err := ParseScript(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("ParseScript(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "PASS,", "FAIL*0", "FAIL*x", "*3", "PASS*1001"} {
		if got, err := ParseScript(bad); err == nil {
			t.Errorf("ParseScript(%q) = %q, want an error", bad, got)
		}
	}
	if _, err := NewScript(nil); err == nil {
		t.Error("NewScript(nil) made an engine with nothing to answer")
	}
}

// TestScriptAnswersCallsInOrder has jurors sharing one Script judge a
// deal's round 0 and then its appeal round: each receipt passes the
// coordinator's checks and votes as the script says, in the order of the
// calls with the deal's prompt, the last vote answering every call past
// the end; an engine check, another prompt, takes none of the deal's votes.
func TestScriptAnswersCallsInOrder(t *testing.T) {
	votes, err := ParseScript("FAIL*2,PASS")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewScript(votes)
	if err != nil {
		t.Fatal(err)
	}
	judge := func(round uint8) string {
		req := dealRequest(
			verdict.Evidence{Label: verdict.DealCriteriaLabel, Text: criteria},
			verdict.Evidence{Label: verdict.DealDeliverableLabel, Text: lineExport},
		)
		req.Deal.Round = round
		signer := newSigner(t)
		rc, _ := (&Judge{Engine: s, Signer: signer}).Decide(context.Background(), req)
		if err := rc.CheckAgainst(req, verdict.Address(signer.Address())); err != nil {
			t.Fatalf("round %d: CheckAgainst: %v", round, err)
		}
		if rc.Engine != ScriptName || rc.Model != ScriptModel {
			t.Fatalf("receipt names engine %q, model %q", rc.Engine, rc.Model)
		}
		return rc.Vote
	}
	var got []string
	for _, round := range []uint8{0, 0, 1, 1, 1} {
		got = append(got, judge(round))
		if _, err := s.Complete(context.Background(), ChatRequest{System: "Health check.", User: "Reply with OK."}); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"FAIL", "FAIL", "PASS", "PASS", "PASS"}; !slices.Equal(got, want) || s.Calls() != 10 {
		t.Fatalf("votes %q after %d calls, want %q", got, s.Calls(), want)
	}
}
