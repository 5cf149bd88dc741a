package node

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/jurornode"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// scrape fetches url and parses it as the Prometheus text format.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", url, resp.Status)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("%s is not Prometheus text: %v", url, err)
	}
	return fams
}

// sample returns the value of the series of family name whose labels
// include want, and whether there is one.
func sample(fams map[string]*dto.MetricFamily, name string, want map[string]string) (float64, bool) {
	f := fams[name]
	if f == nil {
		return 0, false
	}
next:
	for _, m := range f.GetMetric() {
		have := map[string]string{}
		for _, l := range m.GetLabel() {
			have[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if have[k] != v {
				continue next
			}
		}
		switch {
		case m.Counter != nil:
			return m.GetCounter().GetValue(), true
		case m.Gauge != nil:
			return m.GetGauge().GetValue(), true
		case m.Histogram != nil:
			return float64(m.GetHistogram().GetSampleCount()), true
		}
	}
	return 0, false
}

// TestMetricsAndJurorStatus mints a verdict with one abstention on a real
// coordinator and three jurors, then scrapes the coordinator's /metrics and
// the abstaining juror's /status and /metrics over HTTP.
func TestMetricsAndJurorStatus(t *testing.T) {
	coord := startCoordinator(t)
	tn := &testNet{coord: coord, script: map[string][]string{}, mu: new(sync.Mutex), gate: make(chan struct{})}
	acked := make(chan string, 8)
	for i := range 3 {
		cfg := &JurorConfig{Engine: &scriptEngine{idx: i, mu: tn.mu, script: tn.script, gate: tn.gate}, PresenceInterval: 200 * time.Millisecond}
		if i == 2 {
			cfg.StatusAddr = "127.0.0.1:0"
		}
		var trace func(string, string)
		if i == 2 {
			trace = func(id, step string) {
				if step == juror.StepReceiptAcked {
					acked <- id
				}
			}
		}
		tn.jurors = append(tn.jurors, startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror-" + string(rune('0'+i))),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(), Juror: cfg, Trace: trace,
		}))
	}
	waitJurors(t, coord, 3)
	statusJuror := tn.jurors[2]
	if tn.jurors[0].StatusAddr() != "" || statusJuror.StatusAddr() == "" {
		t.Fatalf("status endpoints: %q and %q, want only the third juror's", tn.jurors[0].StatusAddr(), statusJuror.StatusAddr())
	}

	before := scrape(t, coord.URL()+"/metrics")
	if v, ok := sample(before, "arbitra_coordinator_verdicts_total", map[string]string{"status": "minted"}); ok && v != 0 {
		t.Fatalf("a fresh coordinator counts %v minted verdicts", v)
	}

	status, v := tn.submit(t, "q-metrics", []string{"yes", "yes", "429"}, 10000)
	if status != http.StatusOK || v.Status != coordinator.StatusMinted || v.Decision != "yes" {
		t.Fatalf("status %d %s %s: %+v", status, v.Status, v.Decision, v.Failure)
	}
	select {
	case <-acked:
	case <-time.After(30 * time.Second):
		t.Fatal("the abstaining juror's receipt was never acknowledged")
	}

	fams := scrape(t, coord.URL()+"/metrics")
	for _, c := range []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"arbitra_coordinator_verdicts_total", map[string]string{"status": "minted", "outcome": "yes"}, 1},
		{"arbitra_coordinator_abstentions_total", map[string]string{"class": verdict.ErrClassRateLimited}, 1},
		{"arbitra_coordinator_juror_latency_seconds", nil, 3},
		{"arbitra_coordinator_requests_in_flight", nil, 0},
		{"arbitra_coordinator_queue_depth", map[string]string{"queue": "async"}, 0},
		{"arbitra_coordinator_live_jurors", nil, 3},
	} {
		got, ok := sample(fams, c.name, c.labels)
		if !ok || got != c.want {
			t.Errorf("%s%v = %v (present %t), want %v", c.name, c.labels, got, ok, c.want)
		}
	}
	if got, _ := sample(fams, "arbitra_gossip_peers", nil); got < 3 {
		t.Errorf("arbitra_gossip_peers = %v, want at least the 3 jurors", got)
	}

	resp, err := http.Get("http://" + statusJuror.StatusAddr() + "/status")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st jurornode.Status
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatalf("decode /status: %v", err)
	}
	if !strings.EqualFold(st.Address, statusJuror.Address()) || st.PeerID != statusJuror.Host.ID().String() || st.Engine != "script" || st.Model != "script-2" {
		t.Errorf("status names %s %s %s/%s, want %s %s script/script-2", st.Address, st.PeerID, st.Engine, st.Model, statusJuror.Address(), statusJuror.Host.ID())
	}
	if st.Judged != 1 || st.Abstentions[verdict.ErrClassRateLimited] != 1 || st.ReceiptsAcked != 1 || st.LastAckAt.IsZero() {
		t.Errorf("status counts judged %d abstentions %v acked %d at %v, want 1, 1 rate_limited, 1 and a time",
			st.Judged, st.Abstentions, st.ReceiptsAcked, st.LastAckAt)
	}
	if len(st.Coordinators) != 1 || !strings.EqualFold(st.Coordinators[0].Address, coord.Address()) ||
		st.Coordinators[0].PeerID != coord.Host.ID().String() || !st.Coordinators[0].Connected {
		t.Errorf("status coordinators %+v, want the one connected coordinator %s", st.Coordinators, coord.Address())
	}
	if st.Standing.Stake != nil || st.Standing.Note == "" {
		t.Errorf("standing %+v, want a null stake with its note", st.Standing)
	}

	jf := scrape(t, "http://"+statusJuror.StatusAddr()+"/metrics")
	for _, c := range []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"arbitra_juror_requests_judged_total", map[string]string{"vote": verdict.VoteAbstain}, 1},
		{"arbitra_juror_abstentions_total", map[string]string{"class": verdict.ErrClassRateLimited}, 1},
		{"arbitra_juror_receipts_total", map[string]string{"result": "acked"}, 1},
		{"arbitra_juror_model_latency_seconds", nil, 1},
	} {
		got, ok := sample(jf, c.name, c.labels)
		if !ok || got != c.want {
			t.Errorf("juror %s%v = %v (present %t), want %v", c.name, c.labels, got, ok, c.want)
		}
	}
	// Each node has its own registry: the juror's scrape holds none of
	// the coordinator's counters.
	if _, ok := jf["arbitra_coordinator_verdicts_total"]; ok {
		t.Error("the juror's /metrics carries the coordinator's verdicts")
	}
}
