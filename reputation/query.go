package reputation

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"sort"
	"time"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ethereum/go-ethereum/common"
)

// SellerReputation is a seller's record as of AsOf.
type SellerReputation struct {
	Agent string `json:"agent"`
	// TotalJudged counts settled deals: successes + failures + undecided.
	TotalJudged int `json:"total_judged"`
	Successes   int `json:"successes"`
	// Failures includes FailuresToDeliver.
	Failures int `json:"failures"`
	// FailuresToDeliver counts deals refunded because the seller missed
	// the deadline.
	FailuresToDeliver int `json:"failures_to_deliver"`
	Undecided         int `json:"undecided"`
	// Pending counts deals judged or funded but not settled; they are not
	// in the totals.
	Pending int `json:"pending"`
	// SuccessRate and FailureRate are shares of TotalJudged; null when
	// nothing is settled.
	SuccessRate *float64 `json:"success_rate"`
	FailureRate *float64 `json:"failure_rate"`
	// Reliability is the success share with each deal weighted by
	// exp(-age/τ), age counted from its verdict's mint time.
	Reliability *float64 `json:"reliability"`
	// DecayTauHours is τ, in hours.
	DecayTauHours float64 `json:"decay_tau_hours"`
	// Categories breaks the record down by task category.
	Categories map[string]CategoryStats `json:"categories"`
	// History lists the deals, newest first.
	History []HistoryEntry `json:"history"`
	// HistoryTruncated says that older deals were left out.
	HistoryTruncated bool      `json:"history_truncated"`
	AsOf             time.Time `json:"as_of"`
}

// CategoryStats is a seller's record in one task category.
type CategoryStats struct {
	TotalJudged       int      `json:"total_judged"`
	Successes         int      `json:"successes"`
	Failures          int      `json:"failures"`
	FailuresToDeliver int      `json:"failures_to_deliver"`
	Undecided         int      `json:"undecided"`
	Pending           int      `json:"pending"`
	SuccessRate       *float64 `json:"success_rate"`
	FailureRate       *float64 `json:"failure_rate"`
	Reliability       *float64 `json:"reliability"`
}

// HistoryEntry is one deal of a seller.
type HistoryEntry struct {
	DealID string `json:"deal_id"`
	// Status is success, failure, undecided or pending.
	Status string `json:"status"`
	// Decision is the verdict's decision (PASS, FAIL or undecided); empty
	// for a deal that was never judged.
	Decision    string `json:"decision,omitempty"`
	VerdictID   string `json:"verdict_id,omitempty"`
	VerdictHash string `json:"verdict_hash,omitempty"`
	CID         string `json:"cid,omitempty"`
	// Time is when the verdict was minted (or, for a deal never judged,
	// when it was settled); the recency weight counts from it.
	Time     time.Time `json:"time"`
	Category string    `json:"category"`
	// Outcome is how the deal was settled, a settlement outcome; empty
	// while pending.
	Outcome        string     `json:"outcome,omitempty"`
	SettledAt      *time.Time `json:"settled_at,omitempty"`
	SettlementTx   string     `json:"settlement_tx,omitempty"`
	SettledVerdict string     `json:"settled_verdict_hash,omitempty"`
	// Weight is the deal's current recency weight, exp(-age/τ).
	Weight float64 `json:"weight"`
}

// JurorStats is a juror's record.
type JurorStats struct {
	Address string `json:"address"`
	// Served counts the juror's seats on minted verdicts.
	Served int `json:"served"`
	Voted  int `json:"voted"`
	// Agreed, Dissented and Tied split the votes: for the decision,
	// against it, or in an undecided verdict.
	Agreed    int `json:"agreed"`
	Dissented int `json:"dissented"`
	Tied      int `json:"tied"`
	// AgreementRate is Agreed / (Agreed + Dissented); null before any.
	AgreementRate *float64 `json:"agreement_rate"`
	Abstained     int      `json:"abstained"`
	// Abstentions counts abstentions by class (timeout, rate_limited, ...).
	Abstentions map[string]int `json:"abstentions"`
	// MedianLatencyMS is over the seats that returned a receipt.
	MedianLatencyMS *int64 `json:"median_latency_ms"`
	// Weight is the juror's current draw weight.
	Weight    int       `json:"weight"`
	FirstSeen time.Time `json:"first_seen"`
	LastSeen  time.Time `json:"last_seen"`
}

// Seller returns an agent's record: an empty one (no deals, null rates)
// when no deal names the agent yet, since an agent with no history is a
// fact a buyer weighs, not an error. It fails with a *verdict.FieldError
// for a malformed name.
func (b *Book) Seller(agent string) (SellerReputation, error) {
	if err := ValidateAgent(agent); err != nil {
		return SellerReputation{}, err
	}
	a := NormalizeAgent(agent)
	var entries []dealEntry
	err := b.st.View(func(tx *store.Txn) error {
		var ids []string
		p := sellerPrefix(a)
		if err := tx.Scan(p, func(k, _ []byte) error {
			ids = append(ids, string(bytes.TrimPrefix(k, p)))
			return nil
		}); err != nil {
			return err
		}
		for _, id := range ids {
			var e dealEntry
			if err := tx.Get(dealKey(id), &e); err != nil {
				return err
			}
			entries = append(entries, e)
		}
		return nil
	})
	if err != nil {
		return SellerReputation{}, err
	}
	return b.summarize(a, entries), nil
}

type tally struct {
	judged, successes, failures, toDeliver, undecided, pending int
	wSum, wSuccess                                             float64
}

func (t *tally) add(status, outcome string, w float64) {
	switch status {
	case StatusPending:
		t.pending++
		return
	case StatusSuccess:
		t.successes++
		t.wSuccess += w
	case StatusFailure:
		t.failures++
		if outcome == OutcomeNoSubmission {
			t.toDeliver++
		}
	case StatusUndecided:
		t.undecided++
	}
	t.judged++
	t.wSum += w
}

func (t *tally) rates() (success, failure, reliability *float64) {
	if t.judged == 0 {
		return nil, nil, nil
	}
	s := round4(float64(t.successes) / float64(t.judged))
	f := round4(float64(t.failures) / float64(t.judged))
	var r *float64
	if t.wSum > 0 {
		r = ptr(round4(t.wSuccess / t.wSum))
	}
	return &s, &f, r
}

func (b *Book) summarize(agent string, entries []dealEntry) SellerReputation {
	now := b.now().UTC()
	out := SellerReputation{
		Agent: agent, Categories: map[string]CategoryStats{}, AsOf: now,
		DecayTauHours: round4(b.tau.Hours()),
	}
	var all tally
	cats := map[string]*tally{}
	history := make([]HistoryEntry, 0, len(entries))
	for i := range entries {
		h := b.classify(&entries[i], now)
		all.add(h.Status, h.Outcome, h.Weight)
		t := cats[h.Category]
		if t == nil {
			t = &tally{}
			cats[h.Category] = t
		}
		t.add(h.Status, h.Outcome, h.Weight)
		history = append(history, h)
	}
	out.TotalJudged, out.Successes, out.Failures = all.judged, all.successes, all.failures
	out.FailuresToDeliver, out.Undecided, out.Pending = all.toDeliver, all.undecided, all.pending
	out.SuccessRate, out.FailureRate, out.Reliability = all.rates()
	for c, t := range cats {
		cs := CategoryStats{
			TotalJudged: t.judged, Successes: t.successes, Failures: t.failures,
			FailuresToDeliver: t.toDeliver, Undecided: t.undecided, Pending: t.pending,
		}
		cs.SuccessRate, cs.FailureRate, cs.Reliability = t.rates()
		out.Categories[c] = cs
	}
	sort.Slice(history, func(i, j int) bool {
		if !history[i].Time.Equal(history[j].Time) {
			return history[i].Time.After(history[j].Time)
		}
		return history[i].DealID < history[j].DealID
	})
	if len(history) > b.historyLimit {
		history, out.HistoryTruncated = history[:b.historyLimit], true
	}
	out.History = history
	return out
}

// classify turns a deal entry into its history line: status, the time its
// age counts from, and its recency weight at now.
func (b *Book) classify(e *dealEntry, now time.Time) HistoryEntry {
	h := HistoryEntry{DealID: e.DealID, Status: StatusPending, Category: e.Category}
	if h.Category == "" {
		h.Category = Uncategorized
	}
	if v := e.Verdict; v != nil {
		h.Decision, h.VerdictID, h.VerdictHash, h.CID, h.Time = v.Decision, v.ID, v.Hash, v.CID, v.MintedAt
	}
	switch s := e.Settlement; {
	case s != nil:
		h.Outcome, h.SettlementTx, h.SettledVerdict = s.Outcome, s.TxHash, s.VerdictHash
		at := s.At
		h.SettledAt = &at
		if e.Verdict == nil {
			h.Time = s.At
		}
		switch s.Outcome {
		case OutcomeReleased:
			h.Status = StatusSuccess
		case OutcomeRejected, OutcomeNoSubmission:
			h.Status = StatusFailure
		case OutcomeResolutionTimeout:
			h.Status = StatusUndecided
		}
	}
	h.Weight = round4(b.weightAt(h.Time, now))
	return h
}

// weightAt is exp(-age/τ); a time in the future weighs 1.
func (b *Book) weightAt(t, now time.Time) float64 {
	age := now.Sub(t)
	if age <= 0 {
		return 1
	}
	return math.Exp(-float64(age) / float64(b.tau))
}

// Juror returns a juror's record. It fails with ErrUnknownJuror when the
// juror never served on a minted verdict and with a *verdict.FieldError
// for a malformed address.
func (b *Book) Juror(addr string) (JurorStats, error) {
	if err := ValidateJuror(addr); err != nil {
		return JurorStats{}, err
	}
	a := verdict.AddressString(common.HexToAddress(addr)) // parsed once: ValidateJuror takes any case
	var c jurorCounters
	var latencies []int64
	var first, last time.Time
	err := b.st.View(func(tx *store.Txn) error {
		if err := tx.Get(jurorKey(a), &c); err != nil {
			return err
		}
		return tx.Scan(seatPrefix(a), func(_, v []byte) error {
			var s seat
			if err := json.Unmarshal(v, &s); err != nil {
				return err
			}
			if first.IsZero() || s.MintedAt.Before(first) {
				first = s.MintedAt
			}
			if s.MintedAt.After(last) {
				last = s.MintedAt
			}
			if s.Receipt {
				latencies = append(latencies, s.LatencyMS)
			}
			return nil
		})
	})
	if errors.Is(err, store.ErrNotFound) {
		return JurorStats{}, ErrUnknownJuror
	}
	if err != nil {
		return JurorStats{}, err
	}
	out := JurorStats{
		Address: a, Served: c.Served, Voted: c.Voted, Agreed: c.Agreed, Dissented: c.Dissented, Tied: c.Tied,
		Abstained: c.Abstained, Abstentions: c.Abstentions, Weight: weightOf(&c), FirstSeen: first.UTC(), LastSeen: last.UTC(),
	}
	if out.Abstentions == nil {
		out.Abstentions = map[string]int{}
	}
	if n := c.Agreed + c.Dissented; n > 0 {
		out.AgreementRate = ptr(round4(float64(c.Agreed) / float64(n)))
	}
	if n := len(latencies); n > 0 {
		sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
		m := latencies[n/2]
		if n%2 == 0 {
			m = (latencies[n/2-1] + latencies[n/2]) / 2
		}
		out.MedianLatencyMS = &m
	}
	return out, nil
}

// PriorWeight is the draw weight of a juror without a record.
const PriorWeight = verdict.MaxWeight * priorVoted / priorSeats

// Weight implements coordinator.Weigher: the juror's draw weight in
// MinWeight..verdict.MaxWeight from its stored counters (see the package
// documentation). A juror without a record, or a store error, gives
// PriorWeight. juror is the address's canonical text (verdict.Address's
// String), as the coordinator's registry passes it. It is safe for
// concurrent use.
func (b *Book) Weight(juror string) int {
	var c jurorCounters
	err := b.st.View(func(tx *store.Txn) error { return tx.Get(jurorKey(juror), &c) })
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			b.log.Warn("juror weight unreadable; using the prior", "juror", juror, "err", err)
		}
		return PriorWeight
	}
	return weightOf(&c)
}

func weightOf(c *jurorCounters) int {
	// Only abstentions lower a weight: a dissenting vote is a vote, and
	// weighing agreement would teach correlated models to herd.
	w := verdict.MaxWeight * (c.Voted + priorVoted) / (c.Served + priorSeats)
	return min(max(w, MinWeight), verdict.MaxWeight)
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

func ptr[T any](v T) *T { return &v }
