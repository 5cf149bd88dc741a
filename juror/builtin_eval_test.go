package juror

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

// evalCase is one labelled deal of testdata/builtin-eval.json.
type evalCase struct {
	ID          string `json:"id"`
	Category    string `json:"category"`
	Source      string `json:"source"` // where the criteria sit: evidence, rubric or question
	Criteria    string `json:"criteria"`
	Deliverable string `json:"deliverable"`
	Want        string `json:"want"`
}

// evalRequest places a case's criteria where its source says, as a
// requester would.
func evalRequest(c evalCase) *verdict.Request {
	options := []string{verdict.OptionPass, verdict.OptionFail}
	work := verdict.Evidence{Label: "deliverable", Text: c.Deliverable}
	switch c.Source {
	case "rubric":
		return request("Does the deliverable meet the requester's criteria?", options, c.Criteria, work)
	case "question":
		return request(c.Criteria, options, "", work)
	default:
		return request("Does the deliverable meet every acceptance criterion?", options, "",
			verdict.Evidence{Label: "acceptance-criteria", Text: c.Criteria}, work)
	}
}

// minEvalAccuracy is the share of the evaluation set the default builtin
// must judge correctly.
const minEvalAccuracy = 0.90

// TestBuiltinEval judges every case of the evaluation set with the default
// builtin, logs the accuracy per category and fails under minEvalAccuracy
// overall. Run it with -v to see the table.
func TestBuiltinEval(t *testing.T) {
	raw, err := os.ReadFile("../testdata/builtin-eval.json")
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Cases []evalCase `json:"cases"`
	}
	if err := json.Unmarshal(raw, &set); err != nil {
		t.Fatal(err)
	}
	if len(set.Cases) < 60 {
		t.Fatalf("the evaluation set has %d cases, want at least 60", len(set.Cases))
	}
	type tally struct{ right, total int }
	per := map[string]*tally{}
	var right int
	var wrong []string
	for _, c := range set.Cases {
		if c.Want != verdict.OptionPass && c.Want != verdict.OptionFail {
			t.Fatalf("%s: label %q", c.ID, c.Want)
		}
		v := builtinVote(t, Builtin{}, evalRequest(c))
		if per[c.Category] == nil {
			per[c.Category] = &tally{}
		}
		per[c.Category].total++
		if v.Option == c.Want {
			per[c.Category].right++
			right++
			continue
		}
		wrong = append(wrong, fmt.Sprintf("%s: voted %s, labelled %s: %s", c.ID, v.Option, c.Want, v.Rationale))
	}
	cats := make([]string, 0, len(per))
	for c := range per {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-20s %7s %8s\n", "category", "cases", "correct")
	for _, c := range cats {
		p := per[c]
		fmt.Fprintf(&table, "%-20s %7d %7.1f%%\n", c, p.total, 100*float64(p.right)/float64(p.total))
	}
	overall := float64(right) / float64(len(set.Cases))
	fmt.Fprintf(&table, "%-20s %7d %7.1f%%", "overall", len(set.Cases), 100*overall)
	t.Log(table.String())
	for _, w := range wrong {
		t.Log(w)
	}
	if overall < minEvalAccuracy {
		t.Errorf("accuracy %.1f%%, want at least %.0f%%", 100*overall, 100*minEvalAccuracy)
	}
}
