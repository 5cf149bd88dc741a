package reputation

import "time"

// CompatReputation is the answer of GET /api/reputation/{agent}, in the
// field names of the seed API.
type CompatReputation struct {
	Agent                      string                    `json:"agent"`
	TotalJudged                int                       `json:"totalJudged"`
	Successes                  int                       `json:"successes"`
	Failures                   int                       `json:"failures"`
	FailuresToDeliver          int                       `json:"failuresToDeliver"`
	Undecided                  int                       `json:"undecided"`
	Pending                    int                       `json:"pending"`
	SuccessRate                float64                   `json:"successRate"`
	FailureRate                float64                   `json:"failureRate"`
	RecencyWeightedReliability float64                   `json:"recencyWeightedReliability"`
	DecayTauHours              float64                   `json:"decayTauHours"`
	Categories                 map[string]CompatCategory `json:"categories"`
	History                    []CompatHistoryEntry      `json:"history"`
	AsOf                       time.Time                 `json:"asOf"`
}

// CompatCategory is one task category in the seed's field names.
type CompatCategory struct {
	TotalJudged int     `json:"totalJudged"`
	Successes   int     `json:"successes"`
	Failures    int     `json:"failures"`
	Undecided   int     `json:"undecided"`
	SuccessRate float64 `json:"successRate"`
}

// CompatHistoryEntry is one deal in the seed's field names.
type CompatHistoryEntry struct {
	DealID       string     `json:"dealId"`
	Verdict      string     `json:"verdict,omitempty"`
	Status       string     `json:"status"`
	VerdictHash  string     `json:"verdictHash,omitempty"`
	CID          string     `json:"cid,omitempty"`
	Timestamp    time.Time  `json:"timestamp"`
	TaskCategory string     `json:"taskCategory"`
	Outcome      string     `json:"outcome,omitempty"`
	SettledAt    *time.Time `json:"settledAt,omitempty"`
}

// Compat renders a seller's reputation in the seed API's field names.
func Compat(r *SellerReputation) CompatReputation {
	out := CompatReputation{
		Agent: r.Agent, TotalJudged: r.TotalJudged, Successes: r.Successes, Failures: r.Failures,
		FailuresToDeliver: r.FailuresToDeliver, Undecided: r.Undecided, Pending: r.Pending,
		SuccessRate: deref(r.SuccessRate), FailureRate: deref(r.FailureRate),
		RecencyWeightedReliability: deref(r.Reliability), DecayTauHours: r.DecayTauHours,
		Categories: make(map[string]CompatCategory, len(r.Categories)), AsOf: r.AsOf,
		History: make([]CompatHistoryEntry, 0, len(r.History)),
	}
	for c, s := range r.Categories {
		out.Categories[c] = CompatCategory{
			TotalJudged: s.TotalJudged, Successes: s.Successes, Failures: s.Failures,
			Undecided: s.Undecided, SuccessRate: deref(s.SuccessRate),
		}
	}
	for _, h := range r.History {
		out.History = append(out.History, CompatHistoryEntry{
			DealID: h.DealID, Verdict: h.Decision, Status: h.Status, VerdictHash: h.VerdictHash, CID: h.CID,
			Timestamp: h.Time, TaskCategory: h.Category, Outcome: h.Outcome, SettledAt: h.SettledAt,
		})
	}
	return out
}

func deref(p *float64) float64 {
	if p == nil {
		return 0
	}
	return *p
}
