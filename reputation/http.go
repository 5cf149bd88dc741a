package reputation

import (
	"errors"
	"net/http"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// Routes served by the book's HTTP handler.
const (
	RouteSeller       = "GET /v1/reputation/{agent}"
	RouteJuror        = "GET /v1/jurors/{address}"
	RouteCompatSeller = "GET /api/reputation/{agent}"
)

// Register adds the book's routes through handle, such as
// (*coordinator.API).Handle.
func Register(handle func(pattern string, h http.Handler), b *Book) {
	handle(RouteSeller, http.HandlerFunc(b.serveSeller))
	handle(RouteJuror, http.HandlerFunc(b.serveJuror))
	handle(RouteCompatSeller, http.HandlerFunc(b.serveCompatSeller))
}

// Handler serves the book's routes on their own: GET /v1/reputation/{agent},
// GET /v1/jurors/{address} and GET /api/reputation/{agent}. Errors are
// coordinator.APIError JSON: 400 for a malformed agent or address, 404 for
// a juror that served no verdict (an agent with no deals has an empty
// reputation).
func Handler(b *Book) http.Handler {
	mux := http.NewServeMux()
	Register(mux.Handle, b)
	return mux
}

func (b *Book) serveSeller(w http.ResponseWriter, r *http.Request) {
	rep, ok := b.lookupSeller(w, r)
	if ok {
		coordinator.WriteJSON(w, http.StatusOK, rep)
	}
}

func (b *Book) serveCompatSeller(w http.ResponseWriter, r *http.Request) {
	rep, ok := b.lookupSeller(w, r)
	if ok {
		coordinator.WriteJSON(w, http.StatusOK, compatOf(&rep))
	}
}

func (b *Book) lookupSeller(w http.ResponseWriter, r *http.Request) (SellerReputation, bool) {
	agent := r.PathValue("agent")
	rep, err := b.Seller(agent)
	if err != nil {
		writeLookupError(w, err, "agent", "")
		return rep, false
	}
	return rep, true
}

func (b *Book) serveJuror(w http.ResponseWriter, r *http.Request) {
	addr := r.PathValue("address")
	st, err := b.Juror(addr)
	if err != nil {
		writeLookupError(w, err, "address", "no verdicts served by juror "+addr)
		return
	}
	coordinator.WriteJSON(w, http.StatusOK, st)
}

func writeLookupError(w http.ResponseWriter, err error, field, notFound string) {
	var fe *verdict.FieldError
	switch {
	case errors.As(err, &fe):
		coordinator.WriteError(w, http.StatusBadRequest, &coordinator.APIError{Error: fe.Error(), Field: field, Code: "invalid"})
	case errors.Is(err, ErrUnknownJuror):
		coordinator.WriteError(w, http.StatusNotFound, &coordinator.APIError{Error: notFound, Field: field, Code: "not_found"})
	default:
		coordinator.WriteError(w, http.StatusInternalServerError, &coordinator.APIError{Error: err.Error()})
	}
}

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

func compatOf(r *SellerReputation) CompatReputation {
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
