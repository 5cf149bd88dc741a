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

// ParseVote reads a reply leniently. The first JSON object in the reply that
// has a "vote" member is used, wherever it sits (inside a code fence, after
// prose); its vote names an option case-insensitively, or by its 1-based
// index as a number or a numeric string, option text taking precedence. A
// reply with no such object counts when it simply is an option or an index.
// Confidence is clamped to [0, 1] (missing or unreadable is 0; "0.8" and
// "80%" are read), and the rationale is cut to verdict.MaxRationaleChars.
// Any other reply is an error wrapping ErrUnparseableVote.
func ParseVote(options []string, reply string) (Vote, error) {
	if obj, ok := firstVoteObject(reply); ok {
		return voteFromObject(options, obj)
	}
	if opt, ok := matchVoteText(options, reply); ok {
		return Vote{Option: opt}, nil
	}
	return Vote{}, fmt.Errorf("%w: no vote object and not an option", ErrUnparseableVote)
}

// firstVoteObject returns the members of the first decodable JSON object in
// s that has a "vote" member (compared case-insensitively).
func firstVoteObject(s string) (map[string]json.RawMessage, bool) {
	if len(s) > maxReplyScan {
		s = s[:maxReplyScan]
	}
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
