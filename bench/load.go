package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	jsonv2 "github.com/go-json-experiment/json"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/verdict"
)

// LoadConfig drives a coordinator's API.
type LoadConfig struct {
	// URL is the coordinator's base URL (http://127.0.0.1:PORT).
	URL string
	// Concurrency is the number of requests in flight (default 1).
	Concurrency int
	// Count bounds the requests sent; Duration bounds the time in which
	// new requests start. At least one must be set; the run ends at
	// whichever comes first, after the requests in flight complete.
	Count    int
	Duration time.Duration
	// Panel is the jurors per verdict (default 5).
	Panel int
	// EvidenceItems and EvidenceBytes shape each request's evidence
	// (default 1 item of 1 KiB).
	EvidenceItems, EvidenceBytes int
	// TimeoutMS is each request's juror deadline (default 10 s).
	TimeoutMS int64
	// Rate, when positive, starts requests at this many per second (an
	// open loop) instead of back to back from Concurrency workers, which
	// then only caps the requests in flight. A request's latency counts
	// from when it was due, so waiting for the cap is not hidden.
	Rate float64
	// Rec, when set (in process), gives model and fan-out times to the
	// microsecond; otherwise the jurors' latency_ms from the view is used.
	Rec *Recorder
	// AllowAbstain counts a verdict decided with some seats abstaining
	// (a model that straggles or stays silent) as ok.
	AllowAbstain bool
	// Seq numbers the first request; questions carry SeqMarker and it.
	Seq uint64
	// Client may be nil.
	Client *http.Client

	api *api.Client // over Client, set by the defaults
}

// Sample is one request's outcome.
type Sample struct {
	Seq uint64
	// ID is the verdict's ID from the answer (empty without one).
	ID string
	// Start is when the request was sent and End when its answer was read.
	Start, End time.Time
	// Due is when an open loop scheduled the request (zero in a closed
	// loop). Start comes after it by the load generator's own lateness (a
	// timer fires up to a millisecond late on an idle runtime) and by any
	// wait for a free slot.
	Due time.Time
	// Err is empty for a minted verdict with a full panel that voted.
	Err string
	// Lost is set when no HTTP answer came back at all.
	Lost bool
	// Model is the slowest juror's model time.
	Model time.Duration
	// Limit is the model time of the seat whose vote made a majority of
	// the panel (the majority-th fastest voter): when the decision was
	// certain. HasLimit is false when fewer voted.
	Limit    time.Duration
	HasLimit bool
	// Trace is the in-process record (zero in target mode).
	Trace Trace
}

// Begin is where the request's latency starts: when it was due in an
// open loop, so that a queue in front of the network counts against it,
// and when it was sent otherwise.
func (s Sample) Begin() time.Time {
	if !s.Due.IsZero() {
		return s.Due
	}
	return s.Start
}

// LoadResult is what Load measured.
type LoadResult struct {
	Samples []Sample
	// Elapsed is from the first request's start to the last one's end.
	Elapsed time.Duration
}

var options = []string{"yes", "no"}

// filler is n bytes of plain text.
func filler(n int) string {
	const line = "The delivery lists every requirement and meets each one as stated. "
	if n <= 0 {
		return ""
	}
	return strings.Repeat(line, n/len(line)+1)[:n]
}

func (c *LoadConfig) defaults() error {
	if c.URL == "" {
		return errors.New("bench: no URL")
	}
	if c.Count <= 0 && c.Duration <= 0 {
		return errors.New("bench: a load needs a count or a duration")
	}
	if c.Rate < 0 {
		return errors.New("bench: rate must not be negative")
	}
	if c.Concurrency <= 0 {
		c.Concurrency = 1
	}
	if c.Panel <= 0 {
		c.Panel = 5
	}
	if c.EvidenceItems <= 0 {
		c.EvidenceItems = 1
	}
	if c.EvidenceBytes <= 0 {
		c.EvidenceBytes = 1 << 10
	}
	if c.TimeoutMS <= 0 {
		c.TimeoutMS = 10000
	}
	if c.Client == nil {
		c.Client = &http.Client{
			Transport: &http.Transport{MaxIdleConns: c.Concurrency, MaxIdleConnsPerHost: c.Concurrency, IdleConnTimeout: 30 * time.Second},
			Timeout:   time.Duration(c.TimeoutMS)*time.Millisecond + 30*time.Second,
		}
	}
	var err error
	c.api, err = api.NewClient(c.URL, c.Client)
	return err
}

// Load sends verdict requests (POST /v1/verdicts, waiting for the verdict),
// from Concurrency workers or at Rate per second, until Count requests were
// sent or Duration has passed, and returns every sample.
func Load(ctx context.Context, cfg LoadConfig) (LoadResult, error) {
	if err := cfg.defaults(); err != nil {
		return LoadResult{}, err
	}
	evidence := make([]verdict.Evidence, cfg.EvidenceItems)
	for i := range evidence {
		evidence[i] = verdict.Evidence{Label: fmt.Sprintf("doc-%d", i), Text: fmt.Sprintf("%d: %s", i, filler(cfg.EvidenceBytes))}
	}
	deadline := time.Time{}
	if cfg.Duration > 0 {
		deadline = time.Now().Add(cfg.Duration)
	}
	var samples []Sample
	if cfg.Rate > 0 {
		samples = openLoop(ctx, &cfg, deadline, evidence)
	} else {
		samples = closedLoop(ctx, &cfg, deadline, evidence)
	}
	res := LoadResult{Samples: samples}
	var first, last time.Time
	for _, s := range samples {
		if first.IsZero() || s.Begin().Before(first) {
			first = s.Begin()
		}
		if s.End.After(last) {
			last = s.End
		}
	}
	res.Elapsed = last.Sub(first)
	return res, ctx.Err()
}

// closedLoop runs Concurrency workers, each sending its next request as
// soon as the previous one is answered, until Count requests or the
// deadline.
func closedLoop(ctx context.Context, cfg *LoadConfig, deadline time.Time, evidence []verdict.Evidence) []Sample {
	var (
		next    atomic.Int64
		mu      sync.Mutex
		samples []Sample
		wg      sync.WaitGroup
	)
	for range cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local []Sample
			defer func() {
				mu.Lock()
				samples = append(samples, local...)
				mu.Unlock()
			}()
			for ctx.Err() == nil {
				i := next.Add(1) - 1
				if cfg.Count > 0 && i >= int64(cfg.Count) {
					return
				}
				if !deadline.IsZero() && time.Now().After(deadline) {
					return
				}
				local = append(local, one(ctx, cfg, cfg.Seq+uint64(i), evidence))
			}
		}()
	}
	wg.Wait()
	return samples
}

// openLoop starts request i at start + i/Rate, with at most Concurrency in
// flight, until Count requests or the deadline, and waits for them all.
func openLoop(ctx context.Context, cfg *LoadConfig, deadline time.Time, evidence []verdict.Evidence) []Sample {
	var (
		mu      sync.Mutex
		samples []Sample
		wg      sync.WaitGroup
	)
	interval := time.Duration(float64(time.Second) / cfg.Rate)
	slots := make(chan struct{}, cfg.Concurrency)
	start := time.Now()
	t := time.NewTimer(0)
	defer t.Stop()
	for i := int64(0); cfg.Count <= 0 || i < int64(cfg.Count); i++ {
		due := start.Add(time.Duration(i) * interval)
		if !deadline.IsZero() && due.After(deadline) {
			break
		}
		t.Reset(time.Until(due))
		select {
		case <-t.C:
		case <-ctx.Done():
		}
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := one(ctx, cfg, cfg.Seq+uint64(i), evidence)
			<-slots
			s.Due = due
			mu.Lock()
			samples = append(samples, s)
			mu.Unlock()
		}()
	}
	wg.Wait()
	return samples
}

// answer is the part of a api.View that the load generator checks;
// the rest of the answer (the signed verdict, CIDs, rationales) is skipped
// rather than decoded, so that the client's share of the CPU stays small.
type answer struct {
	ID        string       `json:"id"`
	Status    string       `json:"status"`
	Decision  string       `json:"decision"`
	Unanimous bool         `json:"unanimous"`
	Failure   *api.Failure `json:"failure"`
	Jurors    []struct {
		Juror      string `json:"juror"`
		Vote       string `json:"vote"`
		ErrorClass string `json:"error_class"`
		LatencyMS  int64  `json:"latency_ms"`
	} `json:"jurors"`
}

// one sends one request and classifies the answer.
func one(ctx context.Context, cfg *LoadConfig, seq uint64, evidence []verdict.Evidence) Sample {
	body, _ := json.Marshal(api.SubmitBody{
		Question: verdict.Question{
			Question: fmt.Sprintf("%s%d Does the delivery meet the specification?", SeqMarker, seq),
			Options:  options, Evidence: evidence,
		},
		Panel: cfg.Panel, TimeoutMS: cfg.TimeoutMS,
	})
	s := Sample{Seq: seq, Start: time.Now()}
	var raw []byte
	status, err := cfg.api.Do(ctx, http.MethodPost, "/v1/verdicts", "", json.RawMessage(body), &raw, viewStatuses...)
	s.End = time.Now()
	if cfg.Rec != nil {
		s.Trace = cfg.Rec.Take(seq)
		s.Model = s.Trace.Model()
	}
	var se *api.StatusError
	if errors.As(err, &se) {
		s.Err = fmt.Sprintf("HTTP %d: %s", status, se.Body.Error)
		return s
	}
	if err != nil {
		s.Err, s.Lost = err.Error(), true
		return s
	}
	// The answer is the whole verdict view; encoding/json/v2 skips the
	// members answer does not hold at a fraction of encoding/json's cost,
	// which the load generator would otherwise add to every sample.
	var v answer
	if err := jsonv2.Unmarshal(raw, &v); err != nil {
		s.Err = fmt.Sprintf("HTTP %d: undecodable answer: %v", status, err)
		return s
	}
	s.ID = v.ID
	switch {
	case status != http.StatusOK && v.Failure != nil:
		s.Err = fmt.Sprintf("HTTP %d: %s: %s", status, v.Failure.Code, v.Failure.Message)
	case status != http.StatusOK:
		s.Err = fmt.Sprintf("HTTP %d: %s", status, strings.TrimSpace(string(raw[:min(len(raw), 200)])))
	case v.Status != api.StatusMinted:
		s.Err = "status " + v.Status
	case len(v.Jurors) != cfg.Panel:
		s.Err = fmt.Sprintf("%d seats, want %d", len(v.Jurors), cfg.Panel)
	case v.Decision != options[0] || !v.Unanimous && !cfg.AllowAbstain:
		s.Err = fmt.Sprintf("decision %q unanimous=%t", v.Decision, v.Unanimous)
	}
	var viewModel int64
	var voted []time.Duration
	for _, j := range v.Jurors {
		abstained := j.ErrorClass != "" || j.Vote == verdict.VoteAbstain
		if s.Err == "" && (abstained && !cfg.AllowAbstain || !abstained && j.Vote != options[0]) {
			s.Err = fmt.Sprintf("juror %s: %s %s", j.Juror, j.Vote, j.ErrorClass)
		}
		viewModel = max(viewModel, j.LatencyMS)
		if !abstained {
			voted = append(voted, time.Duration(j.LatencyMS)*time.Millisecond)
		}
	}
	if cfg.Rec == nil {
		s.Model = time.Duration(viewModel) * time.Millisecond
	} else {
		voted = voted[:0]
		for _, c := range s.Trace.Calls {
			voted = append(voted, c.End.Sub(c.Start))
		}
	}
	slices.Sort(voted)
	if k := cfg.Panel/2 + 1; len(voted) >= k {
		s.Limit, s.HasLimit = voted[k-1], true
	}
	return s
}

// viewStatuses are the answers that carry a verdict view: minted, pending,
// every juror abstained, overloaded or failed.
var viewStatuses = []int{http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusInternalServerError}
