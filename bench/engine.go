package bench

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/juror"
)

// Engine names reported in receipts.
const (
	InstantName = "bench-instant"
	DelayName   = "bench-delay"
	LatencyName = "bench-latency"
)

// SeqMarker prefixes the sequence number the load generator writes into
// each question, so that engines and probes can tell requests apart
// without decoding them.
const SeqMarker = "bench-seq="

// Engine is a juror.Engine that answers at once (Delay 0), after Delay,
// or as Latency draws, always voting for the first option with confidence
// 1. It is honest about what it is: its name is "bench-instant",
// "bench-delay" or "bench-latency". When Rec is set it records each call
// that answered in time, its start and end, under the request's sequence
// number. It waits on timers and its context, and is safe for concurrent
// use.
type Engine struct {
	// Delay is the fixed model time; 0 answers instantly. Latency, when
	// not zero, replaces it.
	Delay   time.Duration
	Latency LatencyModel
	// Deadline is when a straggler's lateness counts from, for a call whose
	// context has no deadline (a model server does not learn the juror's):
	// that long after the call started. Default juror.DefaultTimeout.
	Deadline time.Duration
	// Juror is the index reported to Rec, and part of each call's draw.
	Juror int
	// Rec may be nil.
	Rec *Recorder
}

var _ juror.Engine = (*Engine)(nil)

// Name implements juror.Engine.
func (e *Engine) Name() string {
	if !e.Latency.Zero() {
		return LatencyName
	}
	if e.Delay > 0 {
		return DelayName
	}
	return InstantName
}

// Model implements juror.Engine.
func (e *Engine) Model() string {
	if !e.Latency.Zero() {
		return "bench-" + e.Latency.String()
	}
	if e.Delay > 0 {
		return fmt.Sprintf("bench-delay-%s", e.Delay)
	}
	return "bench-instant-v1"
}

// Complete implements juror.Engine.
func (e *Engine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	start := time.Now()
	if err := e.wait(ctx, start, req.User); err != nil {
		return juror.ChatResponse{}, err
	}
	vote := ""
	if len(req.Options) > 0 {
		vote = req.Options[0]
	}
	content := Reply(vote)
	if e.Rec != nil {
		if seq, ok := ParseSeq(req.User); ok {
			e.Rec.Call(seq, e.Juror, start, time.Now())
		}
	}
	return juror.ChatResponse{Content: content, Model: e.Model()}, nil
}

// wait holds the call for its model time: a timer, or the context's end
// for a call that never answers.
func (e *Engine) wait(ctx context.Context, start time.Time, prompt string) error {
	d := Draw{Delay: e.Delay}
	if !e.Latency.Zero() {
		d = e.Latency.DrawFor(CallKey(e.Juror, prompt))
	}
	until := start.Add(d.Delay)
	switch d.Fate {
	case Silent:
		<-ctx.Done()
		return ctx.Err()
	case Straggles:
		deadline, ok := ctx.Deadline()
		if !ok {
			deadline = start.Add(cmp.Or(e.Deadline, juror.DefaultTimeout))
		}
		until = deadline.Add(d.Delay)
	}
	if !until.After(start) {
		return nil
	}
	t := time.NewTimer(until.Sub(start))
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Reply is the bench engines' answer for a vote.
func Reply(vote string) string {
	b, _ := json.Marshal(struct {
		Vote       string  `json:"vote"`
		Confidence float64 `json:"confidence"`
		Rationale  string  `json:"rationale"`
	}{vote, 1, "ok"})
	return string(b)
}

// ParseSeq finds SeqMarker and the decimal number after it in s.
func ParseSeq(s string) (uint64, bool) {
	i := strings.Index(s, SeqMarker)
	if i < 0 {
		return 0, false
	}
	s = s[i+len(SeqMarker):]
	j := 0
	for j < len(s) && j < 20 && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	n, err := strconv.ParseUint(s[:j], 10, 64)
	return n, err == nil
}

// ParseSeqBytes is ParseSeq over bytes (a gossiped message).
func ParseSeqBytes(b []byte) (uint64, bool) {
	i := indexBytes(b, SeqMarker)
	if i < 0 {
		return 0, false
	}
	b = b[i+len(SeqMarker):]
	var n uint64
	j := 0
	for ; j < len(b) && j < 19 && b[j] >= '0' && b[j] <= '9'; j++ {
		n = n*10 + uint64(b[j]-'0')
	}
	return n, j > 0
}

// indexBytes is strings.Index over bytes, without copying b to a string.
func indexBytes(b []byte, sub string) int {
	for i := 0; i+len(sub) <= len(b); i++ {
		if b[i] == sub[0] && string(b[i:i+len(sub)]) == sub {
			return i
		}
	}
	return -1
}

// Call is one engine call.
type Call struct {
	Juror      int
	Start, End time.Time
}

// Trace is what the recorder knows about one request.
type Trace struct {
	// Published is when the coordinator published the request (zero when
	// no probe saw it).
	Published time.Time
	Calls     []Call
}

// Recorder keeps engine calls and publish times by sequence number, in
// memory, until Take removes them. It is safe for concurrent use.
type Recorder struct {
	mu     sync.Mutex
	traces map[uint64]*Trace
}

// NewRecorder returns an empty recorder.
func NewRecorder() *Recorder { return &Recorder{traces: make(map[uint64]*Trace)} }

func (r *Recorder) trace(seq uint64) *Trace {
	t := r.traces[seq]
	if t == nil {
		t = &Trace{}
		r.traces[seq] = t
	}
	return t
}

// Call records one engine call.
func (r *Recorder) Call(seq uint64, juror int, start, end time.Time) {
	r.mu.Lock()
	t := r.trace(seq)
	t.Calls = append(t.Calls, Call{Juror: juror, Start: start, End: end})
	r.mu.Unlock()
}

// Published records when a request was published; the first time wins.
func (r *Recorder) Published(seq uint64, at time.Time) {
	r.mu.Lock()
	if t := r.trace(seq); t.Published.IsZero() {
		t.Published = at
	}
	r.mu.Unlock()
}

// Take removes and returns what was recorded for seq.
func (r *Recorder) Take(seq uint64) Trace {
	r.mu.Lock()
	defer r.mu.Unlock()
	t := r.traces[seq]
	delete(r.traces, seq)
	if t == nil {
		return Trace{}
	}
	return *t
}

// Model is the slowest call's duration (the panel waits for it).
func (t Trace) Model() time.Duration {
	var m time.Duration
	for _, c := range t.Calls {
		m = max(m, c.End.Sub(c.Start))
	}
	return m
}

// Fanout is the time from publish to the last call's start; ok is false
// without a publish time or calls.
func (t Trace) Fanout() (time.Duration, bool) {
	if t.Published.IsZero() || len(t.Calls) == 0 {
		return 0, false
	}
	var last time.Time
	for _, c := range t.Calls {
		if c.Start.After(last) {
			last = c.Start
		}
	}
	return last.Sub(t.Published), true
}
