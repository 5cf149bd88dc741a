package metrics_test

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/verdict"
)

func scrapeText(t *testing.T, r *metrics.Registry) string {
	t.Helper()
	rec := httptest.NewRecorder()
	r.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	b, _ := io.ReadAll(rec.Result().Body)
	return string(b)
}

// TestRegistriesApart: two registries in one process count apart, and the
// same names register in each without a clash.
func TestRegistriesApart(t *testing.T) {
	a, b := metrics.NewRegistry(), metrics.NewRegistry()
	ca, _ := metrics.NewCoordinator(a), metrics.NewCoordinator(b)
	ca.Finalized("minted", "PASS", []verdict.JurorVote{
		{Vote: "PASS", LatencyMS: 40, ReceiptCID: "b1"},
		{Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout},
	})
	ta, tb := scrapeText(t, a), scrapeText(t, b)
	for _, want := range []string{
		`arbitra_coordinator_verdicts_total{outcome="PASS",status="minted"} 1`,
		`arbitra_coordinator_abstentions_total{class="timeout"} 1`,
		`arbitra_coordinator_juror_latency_seconds_count 1`,
	} {
		if !strings.Contains(ta, want) {
			t.Errorf("first registry lacks %s", want)
		}
		if strings.Contains(tb, want) {
			t.Errorf("second registry has the first's %s", want)
		}
	}
}

// TestGaugesByLabel reads the function at each scrape, and an error from
// it reaches the scraper instead of a stale value.
func TestGaugesByLabel(t *testing.T) {
	r := metrics.NewRegistry()
	var fail bool
	n := 0.0
	r.GaugesByLabel("things", "Things by kind.", "kind", func() (map[string]float64, error) {
		if fail {
			return nil, errors.New("store closed")
		}
		n++
		return map[string]float64{"a": n}, nil
	})
	if !strings.Contains(scrapeText(t, r), `arbitra_things{kind="a"} 1`) {
		t.Fatal("first scrape")
	}
	if !strings.Contains(scrapeText(t, r), `arbitra_things{kind="a"} 2`) {
		t.Fatal("second scrape did not read the function again")
	}
	fail = true
	rec := httptest.NewRecorder()
	r.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if body := rec.Body.String(); strings.Contains(body, "arbitra_things{") || !strings.Contains(body, "go_goroutines") {
		t.Fatalf("a failing gauge: status %d, body has it or lost the rest:\n%.300s", rec.Code, body)
	}
}

// TestJurorSnapshot: the status totals follow the counters, per
// coordinator, and a snapshot is a copy.
func TestJurorSnapshot(t *testing.T) {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	j := metrics.NewJuror(metrics.NewRegistry(), func() time.Time { return now })
	ab, cd := verdict.MustAddress("0x"+strings.Repeat("ab", 20)), verdict.MustAddress("0x"+strings.Repeat("cd", 20))
	j.Judged(ab, "peerA", "yes", "", time.Second)
	j.Judged(ab, "peerA", verdict.VoteAbstain, verdict.ErrClassRateLimited, time.Second)
	j.Judged(cd, "peerC", "no", "", time.Second)
	j.Refused("expired")
	j.ReceiptDelivered(true)
	j.ReceiptDelivered(false)
	s := j.Snapshot()
	if s.Judged != 3 || s.Abstentions[verdict.ErrClassRateLimited] != 1 || s.Refused["expired"] != 1 ||
		s.ReceiptsAcked != 1 || s.ReceiptsFailed != 1 || !s.LastAckAt.Equal(now) {
		t.Fatalf("snapshot %+v", s)
	}
	if len(s.Coordinators) != 2 || s.Coordinators[0].Address != ab.String() || s.Coordinators[0].Judged != 2 || s.Coordinators[1].PeerID != "peerC" {
		t.Fatalf("coordinators %+v", s.Coordinators)
	}
	s.Abstentions["x"] = 9
	s.Coordinators[0].Judged = 99
	if again := j.Snapshot(); again.Abstentions["x"] != 0 || again.Coordinators[0].Judged != 2 {
		t.Fatal("a snapshot shares state with the juror")
	}
}
