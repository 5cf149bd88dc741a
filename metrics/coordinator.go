package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/arbitra-network/arbitra/verdict"
)

// Coordinator counts what a coordinator decides; it satisfies
// coordinator.Metrics.
type Coordinator struct {
	verdicts    *prometheus.CounterVec
	latency     prometheus.Histogram
	abstentions *prometheus.CounterVec
}

// NewCoordinator registers a coordinator's counters in r.
func NewCoordinator(r *Registry) *Coordinator {
	c := &Coordinator{
		verdicts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "coordinator", Name: "verdicts_total",
			Help: "Requests finished, by status (minted or failed) and outcome (the decision, or the failure's code).",
		}, []string{"status", "outcome"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Subsystem: "coordinator", Name: "juror_latency_seconds",
			Help:    "Model latency each received receipt reports, over the panels of finished requests.",
			Buckets: latencyBuckets,
		}),
		abstentions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "coordinator", Name: "abstentions_total",
			Help: "Panel seats that abstained, by error class (timeout for a juror whose receipt never came).",
		}, []string{"class"}),
	}
	r.reg.MustRegister(c.verdicts, c.latency, c.abstentions)
	return c
}

// Finalized counts a finished request and its panel's seats.
func (c *Coordinator) Finalized(status, outcome string, seats []verdict.JurorVote) {
	c.verdicts.WithLabelValues(status, outcome).Inc()
	for _, s := range seats {
		if s.ReceiptCID != "" {
			c.latency.Observe((time.Duration(s.LatencyMS) * time.Millisecond).Seconds())
		}
		if s.Vote == verdict.VoteAbstain {
			class := s.ErrorClass
			if class == "" {
				class = "unknown"
			}
			c.abstentions.WithLabelValues(class).Inc()
		}
	}
}
