package juror

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Scripted engine identity.
const (
	ScriptName  = "script"
	ScriptModel = "script-v1"
)

// Script is a stand-in model that answers the calls with one prompt in the
// order they arrive with the votes it was given, and every call past the
// end with the last one, at once and with confidence 1. Shared by a
// network's jurors, it is a panel whose votes a demo or a network test
// fixes in advance: a deal's three seats voting FAIL and then its appeal's
// five, asked the same prompt, voting PASS (ParseScript("FAIL*3,PASS")).
// Each prompt counts its own calls, so that an engine check or another
// request takes no vote from the deal's. It says what it is in every
// receipt (engine "script"), keeps a counter per prompt for its life (it
// is for demos and tests, not long runs), and is safe for concurrent use.
type Script struct {
	votes []string
	mu    sync.Mutex
	calls map[[sha256.Size]byte]int // guarded by mu
	total int                       // guarded by mu
}

// NewScript returns a Script answering votes, which must not be empty.
func NewScript(votes []string) (*Script, error) {
	if len(votes) == 0 {
		return nil, fmt.Errorf("juror: a script needs at least one vote")
	}
	return &Script{votes: votes, calls: make(map[[sha256.Size]byte]int)}, nil
}

// ParseScript reads a comma-separated list of votes, each optionally
// repeated as VOTE*N: "FAIL*3,PASS" is FAIL, FAIL, FAIL, PASS.
func ParseScript(s string) ([]string, error) {
	var out []string
	for _, part := range strings.Split(s, ",") {
		vote, times, repeated := strings.Cut(strings.TrimSpace(part), "*")
		n := 1
		if repeated {
			var err error
			if n, err = strconv.Atoi(times); err != nil || n < 1 || n > 1000 {
				return nil, fmt.Errorf("juror: script entry %q: the count must be 1 to 1000", part)
			}
		}
		if vote == "" {
			return nil, fmt.Errorf("juror: script %q has an empty vote", s)
		}
		for range n {
			out = append(out, vote)
		}
	}
	return out, nil
}

// Name implements Engine.
func (s *Script) Name() string { return ScriptName }

// Model implements Engine.
func (s *Script) Model() string { return ScriptModel }

// Calls is how many calls the script has answered, over every prompt.
func (s *Script) Calls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total
}

// Complete implements Engine: the n-th call (from 0) with a prompt answers
// the n-th vote. A vote that is not among the request's options is
// answered all the same, so that a wrong script shows as the juror's
// invalid reply.
func (s *Script) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	if err := ctx.Err(); err != nil {
		return ChatResponse{}, err
	}
	key := sha256.Sum256([]byte(req.System + "\x00" + req.User))
	s.mu.Lock()
	n := s.calls[key]
	s.calls[key] = n + 1
	s.total++
	s.mu.Unlock()
	vote := s.votes[min(n, len(s.votes)-1)]
	b, err := json.Marshal(struct {
		Vote       string  `json:"vote"`
		Confidence float64 `json:"confidence"`
		Rationale  string  `json:"rationale"`
	}{vote, 1, fmt.Sprintf("scripted answer %d", n+1)})
	if err != nil {
		return ChatResponse{}, err
	}
	return ChatResponse{Content: string(b), Model: ScriptModel}, nil
}
