package verdict

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoVotes means every juror abstained: there is nothing to decide and
// nothing may be signed.
var ErrNoVotes = errors.New("verdict: every juror abstained")

// Outcome is the result of a decision method (Method) over a panel's votes.
type Outcome struct {
	Decision  string         `json:"decision"`
	Unanimous bool           `json:"unanimous"`
	Dissent   int            `json:"dissent"`
	Voted     int            `json:"voted"`
	Counts    map[string]int `json:"counts"`
	// Reason explains an undecided outcome that a quorum forced.
	Reason string `json:"reason,omitempty"`
}

// Quorum is the fewest cast votes a request's decision needs: the
// requester's MinVotes, and for a request that names a deal at least a
// majority of its seats, so that money never moves on one vote of five.
// It is 0 when the seed's rule (one vote) applies.
func Quorum(req *Request) int {
	q := req.MinVotes
	if req.Deal != nil {
		q = max(q, len(req.Panel)/2+1)
	}
	if q <= 1 {
		return 0
	}
	return q
}

// applyQuorum turns out undecided when fewer than quorum votes were cast.
func applyQuorum(out Outcome, seats, quorum int) Outcome {
	if out.Voted >= quorum {
		return out
	}
	out.Decision, out.Unanimous, out.Dissent = DecisionUndecided, false, out.Voted
	out.Reason = fmt.Sprintf("%d of %d seats voted; the quorum is %d", out.Voted, seats, quorum)
	return out
}

// MajorityV1 applies the majority-v1 rule: the option with the most
// non-abstain votes wins; a tie among the leaders is "undecided", never a
// coin flip. Unanimous is true when every juror who voted agreed
// (abstentions do not break it). Dissent counts the votes not cast for the
// winner; with no winner, every vote is dissent. Votes are matched to
// options case-insensitively; a vote that names no option counts as an
// abstention. It returns ErrNoVotes when nobody voted.
func MajorityV1(options []string, votes []string) (Outcome, error) {
	out := Outcome{Counts: make(map[string]int, len(options))}
	for _, v := range votes {
		opt, ok := MatchOption(options, v)
		if !ok {
			continue
		}
		out.Counts[opt]++
		out.Voted++
	}
	if out.Voted == 0 {
		return out, ErrNoVotes
	}
	best, leaders := 0, 0
	for _, o := range options {
		switch c := out.Counts[o]; {
		case c > best:
			best, leaders, out.Decision = c, 1, o
		case c == best && c > 0:
			leaders++
		}
	}
	if leaders > 1 {
		out.Decision = DecisionUndecided
		out.Dissent = out.Voted
		return out, nil
	}
	out.Dissent = out.Voted - best
	out.Unanimous = out.Dissent == 0
	return out, nil
}

// MatchOption returns the option a vote names, compared case-insensitively
// after trimming spaces. "abstain" matches nothing.
func MatchOption(options []string, vote string) (string, bool) {
	v := strings.TrimSpace(vote)
	if v == "" || strings.EqualFold(v, VoteAbstain) {
		return "", false
	}
	for _, o := range options {
		if strings.EqualFold(o, v) {
			return o, true
		}
	}
	return "", false
}
