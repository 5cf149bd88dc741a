package metrics

import (
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/prometheus/client_golang/prometheus"
)

// Juror counts what a juror does; it satisfies juror.Metrics, and keeps
// the totals its status endpoint reports (Snapshot).
type Juror struct {
	judged      *prometheus.CounterVec
	refused     *prometheus.CounterVec
	latency     prometheus.Histogram
	abstentions *prometheus.CounterVec
	receipts    *prometheus.CounterVec

	now func() time.Time

	mu    sync.Mutex
	stats JurorStats
}

// JurorStats are a juror's totals since it started.
type JurorStats struct {
	Judged         int64            `json:"requests_judged"`
	Refused        map[string]int64 `json:"requests_refused"`
	Abstentions    map[string]int64 `json:"abstentions"`
	ReceiptsAcked  int64            `json:"receipts_acked"`
	ReceiptsFailed int64            `json:"receipts_failed"`
	// LastAckAt is when a coordinator last acknowledged a receipt; zero
	// before the first.
	LastAckAt time.Time `json:"last_receipt_acked_at"`
	// Coordinators are those whose requests this juror judged, by address;
	// the status endpoint adds those it is or was connected to.
	Coordinators []CoordinatorSeen `json:"coordinators"`

	coordinators map[string]*CoordinatorSeen
}

// CoordinatorSeen is a coordinator a juror has judged for or connected to.
type CoordinatorSeen struct {
	Address       string    `json:"address"`
	PeerID        string    `json:"peer_id"`
	Judged        int64     `json:"requests_judged"`
	LastRequestAt time.Time `json:"last_request_at"`
	// Connected and Served are filled in by the status endpoint: the host
	// is connected to it now, and the juror's policy serves it.
	Connected bool `json:"connected"`
	Served    bool `json:"served"`
}

// NewJuror registers a juror's counters in r; now may be nil (time.Now).
func NewJuror(r *Registry, now func() time.Time) *Juror {
	if now == nil {
		now = time.Now
	}
	j := &Juror{
		judged: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "juror", Name: "requests_judged_total",
			Help: "Requests judged, by vote (an option, or ABSTAIN).",
		}, []string{"vote"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "juror", Name: "requests_refused_total",
			Help: "Requests on this juror's panel that it did not judge or answer, by reason.",
		}, []string{"reason"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: Namespace, Subsystem: "juror", Name: "model_latency_seconds",
			Help: "Time the engine took to answer, abstentions included.", Buckets: latencyBuckets,
		}),
		abstentions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "juror", Name: "abstentions_total",
			Help: "Judgements that abstained, by error class.",
		}, []string{"class"}),
		receipts: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: Namespace, Subsystem: "juror", Name: "receipts_total",
			Help: "Receipts delivered to their coordinator, by result: acked, or failed (not delivered or not acknowledged).",
		}, []string{"result"}),
		now: now,
		stats: JurorStats{
			Refused: map[string]int64{}, Abstentions: map[string]int64{},
			coordinators: map[string]*CoordinatorSeen{},
		},
	}
	r.reg.MustRegister(j.judged, j.refused, j.latency, j.abstentions, j.receipts)
	return j
}

// Refused counts a request the juror let go, with its reason.
func (j *Juror) Refused(reason string) {
	j.refused.WithLabelValues(reason).Inc()
	j.mu.Lock()
	j.stats.Refused[reason]++
	j.mu.Unlock()
}

// Judged counts one judgement for the coordinator at address (peer
// coordinatorPeer): its vote, its abstention class (empty for a vote) and
// the model's latency.
func (j *Juror) Judged(coordinator verdict.Address, coordinatorPeer, vote, errorClass string, latency time.Duration) {
	j.judged.WithLabelValues(vote).Inc()
	j.latency.Observe(latency.Seconds())
	if errorClass != "" {
		j.abstentions.WithLabelValues(errorClass).Inc()
	}
	key := coordinator.String()
	j.mu.Lock()
	defer j.mu.Unlock()
	j.stats.Judged++
	if errorClass != "" {
		j.stats.Abstentions[errorClass]++
	}
	c := j.stats.coordinators[key]
	if c == nil {
		c = &CoordinatorSeen{Address: key}
		j.stats.coordinators[key] = c
	}
	c.PeerID, c.LastRequestAt = coordinatorPeer, j.now().UTC()
	c.Judged++
}

// ReceiptDelivered counts a receipt's delivery: acknowledged by its
// coordinator, or not.
func (j *Juror) ReceiptDelivered(acked bool) {
	result := "failed"
	if acked {
		result = "acked"
	}
	j.receipts.WithLabelValues(result).Inc()
	j.mu.Lock()
	defer j.mu.Unlock()
	if acked {
		j.stats.ReceiptsAcked++
		j.stats.LastAckAt = j.now().UTC()
	} else {
		j.stats.ReceiptsFailed++
	}
}

// Snapshot returns a copy of the totals, coordinators sorted by address.
func (j *Juror) Snapshot() JurorStats {
	j.mu.Lock()
	defer j.mu.Unlock()
	s := j.stats
	s.Refused, s.Abstentions = maps.Clone(s.Refused), maps.Clone(s.Abstentions)
	s.Coordinators = make([]CoordinatorSeen, 0, len(s.coordinators))
	for _, k := range slices.Sorted(maps.Keys(s.coordinators)) {
		s.Coordinators = append(s.Coordinators, *s.coordinators[k])
	}
	s.coordinators = nil
	return s
}
