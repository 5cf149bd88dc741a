package juror

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// ErrUnparseableVote is wrapped by every ParseVote error; ClassifyError maps
// it to "unparseable_vote".
var ErrUnparseableVote = errors.New("juror: unparseable vote")

// Reading limits: a reply is at most MaxTokens long in practice, so these
// only bound the work a hostile or broken server can cause.
const (
	maxReplyScan   = 64 << 10 // bytes of a reply searched for a JSON object
	maxObjectTries = 64       // '{' positions tried as the start of an object
)

// Vote is a juror's reading of its engine's reply.
type Vote struct {
	Option     string  // exactly one of the request's options
	Confidence float64 // in [0, 1], four decimals
	Rationale  string  // at most verdict.MaxRationaleChars characters
}

// ParseVote reads a reply leniently. It first cuts the reply to its final
// answer (FinalAnswer): reasoning blocks such as <think>…</think> and
// <reasoning>…</reasoning> are never read as the vote. In the final answer,
// the first JSON object that has a "vote" member is used, wherever it sits
// (inside a code fence, after prose); its vote names an option
// case-insensitively, or by its 1-based index as a number or a numeric
// string, option text taking precedence. Without such an object, the answer
// counts when it simply is an option or an index (markdown emphasis such as
// **FAIL** removed), when a line says "Vote: <option>" (or Verdict, Decision,
// Answer), or when its first line is an option and reasons follow
// ("FAIL\n\nbecause…", "**PASS** – …"); the rest is then the rationale.
// Confidence is clamped to [0, 1] (missing or unreadable is 0; "0.8" and
// "80%" are read), and the rationale is cut to verdict.MaxRationaleChars.
// Any other reply is an error wrapping ErrUnparseableVote.
func ParseVote(options []string, reply string) (Vote, error) {
	answer := FinalAnswer(reply)
	if len(answer) > maxReplyScan {
		answer = answer[:maxReplyScan]
	}
	if seg, ok := afterFinalMarker(answer); ok {
		if v, ok, err := readAnswer(options, seg); ok {
			return v, err
		}
	}
	if v, ok, err := readAnswer(options, answer); ok {
		return v, err
	}
	return Vote{}, fmt.Errorf("%w: no vote object and not an option in %s", ErrUnparseableVote, snippet(answer))
}

// readAnswer reads one answer in the order ParseVote documents; ok is false
// when it holds no vote at all.
func readAnswer(options []string, answer string) (v Vote, ok bool, err error) {
	if obj, found := firstVoteObject(answer); found {
		v, err = voteFromObject(options, obj)
		return v, true, err
	}
	for _, s := range []string{answer, stripEmphasis(answer)} {
		if opt, found := matchVoteText(options, s); found {
			return Vote{Option: opt}, true, nil
		}
	}
	if v, found := labeledVote(options, answer); found {
		return v, true, nil
	}
	if v, found := leadingVote(options, answer); found {
		return v, true, nil
	}
	return Vote{}, false, nil
}

// finalMarker introduces the answer a model settled on after a draft.
const finalMarker = "final answer"

// afterFinalMarker returns the text after the last "Final answer" in an
// answer, without the colon or emphasis that follow the marker.
func afterFinalMarker(answer string) (string, bool) {
	i := strings.LastIndex(asciiLower(answer), finalMarker)
	if i < 0 {
		return "", false
	}
	return strings.TrimLeft(answer[i+len(finalMarker):], " \t*_:#-–—"), true
}

// firstVoteObject returns the members of the first decodable JSON object in
// s that has a "vote" member (compared case-insensitively).
func firstVoteObject(s string) (map[string]json.RawMessage, bool) {
	for tries, i := 0, 0; tries < maxObjectTries; tries++ {
		j := strings.IndexByte(s[i:], '{')
		if j < 0 {
			return nil, false
		}
		i += j
		var obj map[string]json.RawMessage
		if json.NewDecoder(strings.NewReader(s[i:])).Decode(&obj) == nil {
			if _, ok := member(obj, "vote"); ok {
				return obj, true
			}
		}
		i++
	}
	return nil, false
}

// member looks a key up exactly, then case-insensitively in sorted key
// order, so that the result never depends on map iteration.
func member(obj map[string]json.RawMessage, key string) (json.RawMessage, bool) {
	if v, ok := obj[key]; ok {
		return v, true
	}
	var keys []string
	for k := range obj {
		if strings.EqualFold(k, key) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return nil, false
	}
	sort.Strings(keys)
	return obj[keys[0]], true
}

func voteFromObject(options []string, obj map[string]json.RawMessage) (Vote, error) {
	raw, _ := member(obj, "vote")
	opt, ok := voteOption(options, raw)
	if !ok {
		return Vote{}, fmt.Errorf("%w: vote %s is not an option", ErrUnparseableVote, snippet(string(raw)))
	}
	v := Vote{Option: opt}
	if raw, ok := member(obj, "confidence"); ok {
		v.Confidence = readConfidence(raw)
	}
	if raw, ok := member(obj, "rationale"); ok {
		var r string
		if json.Unmarshal(raw, &r) == nil {
			v.Rationale = verdict.TruncateRunes(strings.TrimSpace(r), verdict.MaxRationaleChars)
		}
	}
	return v, nil
}

func voteOption(options []string, raw json.RawMessage) (string, bool) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return matchVoteText(options, s)
	}
	var n float64
	if json.Unmarshal(raw, &n) == nil && n == math.Trunc(n) && n >= 1 && n <= float64(len(options)) {
		return byIndex(options, int(n))
	}
	return "", false
}

// byIndex returns the k-th option, counting from 1, unless that option could
// not be a vote (blank, or "abstain") in a malformed option list.
func byIndex(options []string, k int) (string, bool) {
	opt := options[k-1]
	if strings.TrimSpace(opt) == "" || strings.EqualFold(strings.TrimSpace(opt), verdict.VoteAbstain) {
		return "", false
	}
	return opt, true
}

// matchVoteText matches a vote given as text: an option, then the same with
// surrounding quotes or a trailing full stop removed, then a 1-based index.
func matchVoteText(options []string, s string) (string, bool) {
	if opt, ok := verdict.MatchOption(options, s); ok {
		return opt, true
	}
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(s, ".")
	for _, q := range []string{`"`, "'", "`"} {
		if len(s) >= 2 && strings.HasPrefix(s, q) && strings.HasSuffix(s, q) {
			s = strings.TrimSpace(s[1 : len(s)-1])
			break
		}
	}
	if opt, ok := verdict.MatchOption(options, s); ok {
		return opt, true
	}
	if k, err := strconv.Atoi(s); err == nil && k >= 1 && k <= len(options) {
		return byIndex(options, k)
	}
	return "", false
}

// readConfidence reads a number or a numeric string ("0.8", "80%"); anything
// else, and any non-finite value, is 0.
func readConfidence(raw json.RawMessage) float64 {
	var f float64
	if json.Unmarshal(raw, &f) != nil {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return 0
		}
		s = strings.TrimSpace(s)
		scale := 1.0
		if t, ok := strings.CutSuffix(s, "%"); ok {
			s, scale = strings.TrimSpace(t), 100
		}
		var err error
		if f, err = strconv.ParseFloat(s, 64); err != nil {
			return 0
		}
		f /= scale
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return 0
	}
	return verdict.ClampConfidence(f)
}

// snippet shortens untrusted text for an error message.
func snippet(s string) string {
	const n = 80
	s = strings.ToValidUTF8(s, "\uFFFD")
	if t := verdict.TruncateRunes(s, n); t != s {
		return strconv.Quote(t + "…")
	}
	return strconv.Quote(s)
}
