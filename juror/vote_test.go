package juror

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/arbitra-network/arbitra/verdict"
)

func TestParseVote(t *testing.T) {
	yesNo := []string{"yes", "no"}
	passFail := []string{"PASS", "FAIL"}
	numeric := []string{"2", "1", "3"}
	long := strings.Repeat("é", 700)
	tests := []struct {
		name    string
		options []string
		reply   string
		want    Vote
		err     bool
	}{
		{name: "plain object", options: yesNo, reply: `{"vote":"yes","confidence":0.86,"rationale":"Primary document."}`,
			want: Vote{Option: "yes", Confidence: 0.86, Rationale: "Primary document."}},
		{name: "case-insensitive vote", options: passFail, reply: `{"vote":"pass","confidence":1}`,
			want: Vote{Option: "PASS", Confidence: 1}},
		{name: "json code fence", options: yesNo, reply: "```json\n{\"vote\": \"No\", \"confidence\": 0.55}\n```",
			want: Vote{Option: "no", Confidence: 0.55}},
		{name: "surrounding prose", options: yesNo, reply: "Having read the evidence, my answer is {\"vote\": \"yes\", \"confidence\": 0.7, \"rationale\": \"ok\"}. Thanks!",
			want: Vote{Option: "yes", Confidence: 0.7, Rationale: "ok"}},
		{name: "braces in prose before the object", options: yesNo, reply: "Set {a, b} is empty; {\"vote\":\"no\"}",
			want: Vote{Option: "no"}},
		{name: "first vote object wins", options: yesNo, reply: `{"vote":"no","confidence":0.6} {"vote":"yes","confidence":0.9}`,
			want: Vote{Option: "no", Confidence: 0.6}},
		{name: "object without vote is skipped", options: yesNo, reply: `schema {"type":"object"} then {"vote":"yes"}`,
			want: Vote{Option: "yes"}},
		{name: "nested vote object", options: yesNo, reply: `{"result": {"vote": "yes", "confidence": 0.5}}`,
			want: Vote{Option: "yes", Confidence: 0.5}},
		{name: "capitalised keys", options: yesNo, reply: `{"Vote":"YES","Confidence":"0.8","Rationale":"r"}`,
			want: Vote{Option: "yes", Confidence: 0.8, Rationale: "r"}},
		{name: "index as number", options: passFail, reply: `{"vote":2,"confidence":0.9}`,
			want: Vote{Option: "FAIL", Confidence: 0.9}},
		{name: "index as numeric string", options: passFail, reply: `{"vote":"1"}`,
			want: Vote{Option: "PASS"}},
		{name: "option text beats index", options: numeric, reply: `{"vote":"1"}`,
			want: Vote{Option: "1"}},
		{name: "numeric index when no option matches", options: numeric, reply: `{"vote":3.0}`,
			want: Vote{Option: "3"}},
		{name: "quoted vote", options: passFail, reply: `{"vote":"\"FAIL\"."}`,
			want: Vote{Option: "FAIL"}},
		{name: "confidence string", options: yesNo, reply: `{"vote":"yes","confidence":"0.8"}`,
			want: Vote{Option: "yes", Confidence: 0.8}},
		{name: "confidence percent", options: yesNo, reply: `{"vote":"yes","confidence":"85%"}`,
			want: Vote{Option: "yes", Confidence: 0.85}},
		{name: "confidence clamped high", options: yesNo, reply: `{"vote":"yes","confidence":85}`,
			want: Vote{Option: "yes", Confidence: 1}},
		{name: "confidence clamped low", options: yesNo, reply: `{"vote":"yes","confidence":-0.2}`,
			want: Vote{Option: "yes", Confidence: 0}},
		{name: "confidence rounded", options: yesNo, reply: `{"vote":"yes","confidence":0.123456}`,
			want: Vote{Option: "yes", Confidence: 0.1235}},
		{name: "confidence missing", options: yesNo, reply: `{"vote":"yes","rationale":"r"}`,
			want: Vote{Option: "yes", Rationale: "r"}},
		{name: "confidence not a number", options: yesNo, reply: `{"vote":"yes","confidence":"high"}`,
			want: Vote{Option: "yes"}},
		{name: "confidence infinite", options: yesNo, reply: `{"vote":"yes","confidence":"Inf"}`,
			want: Vote{Option: "yes"}},
		{name: "rationale truncated", options: yesNo, reply: `{"vote":"yes","rationale":"` + long + `"}`,
			want: Vote{Option: "yes", Rationale: strings.Repeat("é", verdict.MaxRationaleChars)}},
		{name: "rationale not a string", options: yesNo, reply: `{"vote":"yes","rationale":["a"]}`,
			want: Vote{Option: "yes"}},
		{name: "bare option", options: passFail, reply: "  fail\n", want: Vote{Option: "FAIL"}},
		{name: "bare quoted option", options: passFail, reply: `"PASS"`, want: Vote{Option: "PASS"}},
		{name: "bare option with full stop", options: yesNo, reply: "Yes.", want: Vote{Option: "yes"}},
		{name: "bare index", options: passFail, reply: "2", want: Vote{Option: "FAIL"}},

		// Reasoning is never the vote; the final answer is.
		{name: "think block holds a draft", options: passFail,
			reply: "<think>The tests are missing, so {\"vote\": \"FAIL\"}... no, they are in the appendix.</think>{\"vote\": \"PASS\", \"confidence\": 0.8}",
			want:  Vote{Option: "PASS", Confidence: 0.8}},
		{name: "reasoning block, upper-case tags", options: passFail,
			reply: "<REASONING>Vote: FAIL</REASONING>\n\n**PASS**", want: Vote{Option: "PASS"}},
		{name: "thinking block then prose", options: yesNo,
			reply: "<thinking>{\"vote\":\"yes\"}</thinking>\nVote: no\nThe notice is dated after June.",
			want:  Vote{Option: "no", Rationale: "The notice is dated after June."}},
		{name: "closing tag only, opened by the template", options: passFail,
			reply: "draft: {\"vote\":\"FAIL\"}\n</think>\n{\"vote\":\"PASS\"}", want: Vote{Option: "PASS"}},
		{name: "harmony final channel", options: passFail,
			reply: "<|channel|>analysis<|message|>{\"vote\":\"PASS\"}<|end|><|start|>assistant<|channel|>final<|message|>{\"vote\":\"FAIL\"}<|return|>",
			want:  Vote{Option: "FAIL"}},
		{name: "final answer after a draft", options: passFail,
			reply: "Draft: {\"vote\":\"PASS\"}\nOn reflection criterion 3 is unmet.\nFinal answer: {\"vote\":\"FAIL\",\"confidence\":0.7}",
			want:  Vote{Option: "FAIL", Confidence: 0.7}},
		// Markdown and line forms.
		{name: "bold bare vote", options: passFail, reply: "**FAIL**", want: Vote{Option: "FAIL"}},
		{name: "code-span bare vote", options: passFail, reply: "`pass`", want: Vote{Option: "PASS"}},
		{name: "heading bare vote", options: passFail, reply: "## FAIL\n", want: Vote{Option: "FAIL", Rationale: ""}},
		{name: "vote line", options: passFail, reply: "Vote: FAIL\nConfidence: 0.75\nThe README is missing.",
			want: Vote{Option: "FAIL", Confidence: 0.75, Rationale: "The README is missing."}},
		{name: "bold vote label", options: passFail, reply: "**Vote:** **PASS**\n\nAll four criteria are met.",
			want: Vote{Option: "PASS", Rationale: "All four criteria are met."}},
		{name: "verdict line with trailing reason", options: passFail, reply: "- Verdict - FAIL, criterion 3 unmet",
			want: Vote{Option: "FAIL"}},
		{name: "labeled index", options: passFail, reply: "Answer: 2", want: Vote{Option: "FAIL"}},
		{name: "longest option at a label", options: []string{"Vendor A", "Vendor AB"}, reply: "Decision: Vendor AB (cheaper)",
			want: Vote{Option: "Vendor AB"}},
		{name: "vote then reasons", options: passFail, reply: "FAIL\n\nbecause the deliverable does not cite its sources.",
			want: Vote{Option: "FAIL", Rationale: "because the deliverable does not cite its sources."}},
		{name: "bold vote then reasons on the line", options: passFail, reply: "**PASS** – every criterion is met.",
			want: Vote{Option: "PASS", Rationale: "every criterion is met."}},

		{name: "only reasoning", options: passFail, reply: "<think>{\"vote\":\"PASS\"}</think>", err: true},
		{name: "unclosed reasoning", options: passFail, reply: "<think>Vote: PASS because", err: true},
		{name: "label with no option", options: passFail, reply: "Vote: undecided", err: true},
		{name: "option word inside a sentence", options: yesNo, reply: "No evidence shows the shipment cleared.", err: true},
		{name: "label prefix of a longer word", options: passFail, reply: "Answer: Passable work", err: true},
		{name: "empty", options: yesNo, reply: "", err: true},
		{name: "prose", options: yesNo, reply: "I believe the answer is yes.", err: true},
		{name: "vote not an option", options: yesNo, reply: `{"vote":"maybe","confidence":0.9}`, err: true},
		{name: "vote abstain", options: yesNo, reply: `{"vote":"abstain"}`, err: true},
		{name: "index out of range", options: passFail, reply: `{"vote":3}`, err: true},
		{name: "index zero", options: passFail, reply: "0", err: true},
		{name: "fractional index", options: passFail, reply: `{"vote":1.5}`, err: true},
		{name: "vote is a bool", options: yesNo, reply: `{"vote":true}`, err: true},
		{name: "first vote object decides", options: yesNo, reply: `{"vote":"perhaps"} {"vote":"yes"}`, err: true},
		{name: "unclosed object", options: yesNo, reply: `{"vote":"yes"`, err: true},
		{name: "single quotes", options: yesNo, reply: `{'vote': 'yes'}`, err: true},
		{name: "bare option inside a sentence", options: yesNo, reply: "yes, I think", err: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseVote(tc.options, tc.reply)
			if tc.err {
				if err == nil {
					t.Fatalf("ParseVote(%q) = %+v, want an error", tc.reply, got)
				}
				if !errors.Is(err, ErrUnparseableVote) || ClassifyError(err) != verdict.ErrClassUnparseable {
					t.Errorf("error %v does not classify as unparseable_vote", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseVote(%q): %v", tc.reply, err)
			}
			if got != tc.want {
				t.Errorf("ParseVote(%q)\n got %+v\nwant %+v", tc.reply, got, tc.want)
			}
		})
	}
}

func TestParseVoteBoundsWork(t *testing.T) {
	// A hostile reply of unclosed objects must not cost quadratic time; the
	// vote object after the scanned prefix is not read.
	reply := strings.Repeat(`{"a":"`, 200_000) + `{"vote":"yes"}`
	if _, err := ParseVote([]string{"yes", "no"}, reply); err == nil {
		t.Error("a vote beyond the scanned prefix was read")
	}
}

func FuzzParseVote(f *testing.F) {
	f.Add(`{"vote":"PASS","confidence":0.9,"rationale":"ok"}`, "PASS\nFAIL")
	f.Add("```json\n{\"vote\": 2, \"confidence\": \"85%\"}\n```", "PASS\nFAIL")
	f.Add(`{"Vote":"1","confidence":1e308}`, "2\n1")
	f.Add("yes.", "yes\nno\nunclear")
	f.Add(`{"vote":"x","confidence":"NaN"} {"vote":"y"}`, "x\n\nX")
	f.Add("{{{{\"vote\":", "a")
	f.Add("<think>{\"vote\":\"FAIL\"}</think>{\"vote\":\"PASS\"}", "PASS\nFAIL")
	f.Add("<reasoning>x<think>y</reasoning>Vote: **FAIL**", "PASS\nFAIL")
	f.Add("draft</think>\nFAIL\n\nbecause", "PASS\nFAIL")
	f.Add("**Vote:** yes\nConfidence: 80%", "yes\nno")
	f.Add("<|channel|>final<|message|>Final answer: 1<|end|>", "a\nb")
	f.Add("__PASS__ - ok", "PASS\nFAIL")
	f.Fuzz(func(t *testing.T, reply, optionLines string) {
		options := strings.Split(optionLines, "\n")
		v, err := ParseVote(options, reply)
		if again, err2 := ParseVote(options, reply); again != v || (err == nil) != (err2 == nil) {
			t.Fatalf("not deterministic: %+v, %v then %+v, %v", v, err, again, err2)
		}
		if !strings.ContainsAny(reply, "<>|") {
			// Text inside a reasoning block is never a vote.
			if hidden, herr := ParseVote(options, "<think>"+reply+"</think>"); herr == nil {
				t.Fatalf("vote %q read from inside a think block", hidden.Option)
			}
		}
		if err != nil {
			if !errors.Is(err, ErrUnparseableVote) {
				t.Fatalf("error %v does not wrap ErrUnparseableVote", err)
			}
			return
		}
		if !slices.Contains(options, v.Option) || strings.TrimSpace(v.Option) == "" || strings.EqualFold(v.Option, verdict.VoteAbstain) {
			t.Fatalf("vote %q is not one of %q", v.Option, options)
		}
		if v.Confidence < 0 || v.Confidence > 1 || v.Confidence != verdict.ClampConfidence(v.Confidence) {
			t.Fatalf("confidence %v outside [0,1] or not clamped", v.Confidence)
		}
		if utf8.RuneCountInString(v.Rationale) > verdict.MaxRationaleChars {
			t.Fatalf("rationale has %d characters", utf8.RuneCountInString(v.Rationale))
		}
	})
}
