package verdict

import (
	"errors"
	"fmt"
	"sync"
)

// Method is a decision rule: it decides a panel's outcome from the
// request's options and the panel's seats, in panel order (a seat that
// never answered reads abstain). A verdict names its rule in its method
// field; the coordinator that mints it and every auditor look the rule up
// by that name, so a rule's Decide must be deterministic and must depend
// on nothing but its arguments. Implementations must be safe for
// concurrent use and comparable (a struct value, typically empty).
type Method interface {
	// Name is the verdict's method field, versioned like "majority-v1".
	Name() string
	// Decide returns the outcome, or ErrNoVotes when there is nothing to
	// decide and no verdict may be signed. quorum is the fewest cast votes
	// that may decide (the verdict's quorum field; 0 or 1: any vote).
	Decide(options []string, seats []JurorVote, quorum int) (Outcome, error)
}

// DefaultMethod is the rule a coordinator mints with unless told otherwise.
const DefaultMethod = MethodMajorityV1

// Errors of the method registry.
var (
	ErrUnknownMethod    = errors.New("verdict: unknown decision method")
	ErrMethodRegistered = errors.New("verdict: another decision method has this name")
)

// methods is the registry: majority-v1 and whatever RegisterMethod added.
var methods = struct {
	sync.RWMutex
	byName map[string]Method
}{byName: map[string]Method{MethodMajorityV1: majorityV1{}}}

// RegisterMethod makes m known to LookupMethod, so that mint and audit can
// use it. Registering the same method again is a no-op; another method
// under a name already taken, or an empty name, is refused.
func RegisterMethod(m Method) error {
	name := m.Name()
	if name == "" {
		return fmt.Errorf("%w: empty name", ErrUnknownMethod)
	}
	methods.Lock()
	defer methods.Unlock()
	if old, ok := methods.byName[name]; ok {
		if old != m {
			return fmt.Errorf("%w: %q", ErrMethodRegistered, name)
		}
		return nil
	}
	methods.byName[name] = m
	return nil
}

// LookupMethod returns the rule a verdict's method field names.
func LookupMethod(name string) (Method, error) {
	methods.RLock()
	m, ok := methods.byName[name]
	methods.RUnlock()
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownMethod, name)
	}
	return m, nil
}

// majorityV1 is MajorityV1 as a Method.
type majorityV1 struct{}

func (majorityV1) Name() string { return MethodMajorityV1 }

func (majorityV1) Decide(options []string, seats []JurorVote, quorum int) (Outcome, error) {
	votes := make([]string, len(seats))
	for i, s := range seats {
		votes[i] = s.Vote
	}
	out, err := MajorityV1(options, votes)
	if err != nil {
		return out, err
	}
	return applyQuorum(out, len(seats), quorum), nil
}
