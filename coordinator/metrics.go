package coordinator

import "github.com/arbitra-network/arbitra/verdict"

// Metrics hears how requests end, for the operator (metrics.Coordinator
// satisfies it). Finalized is called once for each request whose end is
// durable, concurrently, and must return at once.
type Metrics interface {
	// Finalized hears a request's status (StatusMinted or StatusFailed),
	// its outcome (the verdict's decision, or the failure's code) and the
	// panel's seats (nil for a queued request that never had a panel).
	Finalized(status, outcome string, seats []verdict.JurorVote)
}

type noMetrics struct{}

func (noMetrics) Finalized(string, string, []verdict.JurorVote) {}
