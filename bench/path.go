package bench

import (
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/juror"
)

// A verdict's path, as the in-process nodes report it (node.Config.Trace)
// with --timeline: each step's time after the load generator sent the
// request. A step that every panel juror passes, or that every receipt
// passes at the coordinator, is given for the first and the last of them.
// The probe takes a clock reading and a locked append per step, about 15
// per verdict: small next to a verdict, though not nothing.

// pathStep is a step of the path and whether it comes once per juror.
type pathStep struct {
	name     string
	perJuror bool
}

// pathSteps is the order the path is reported in: the order a request
// normally passes the steps (the coordinator's publish returns while the
// jurors already validate, so neighbours may overlap).
var pathSteps = []pathStep{
	{coordinator.StepRequestSigned, false},
	{coordinator.StepRequestGossiped, false},
	{juror.StepRequestDelivered, true},
	{juror.StepReceiptSigned, true},
	{juror.StepReceiptSent, true},
	{coordinator.StepReceiptReceived, true},
	{coordinator.StepReceiptChecked, true},
	{coordinator.StepVerdictSigned, false},
	{coordinator.StepVerdictDurable, false},
	{coordinator.StepAnswerReady, false},
	{StepAnswerRead, false},
	{juror.StepReceiptAcked, true},
}

// StepAnswerRead is the last step: the load generator has read the whole
// answer (the end of the end-to-end latency).
const StepAnswerRead = "answer read by the load generator"

// maxPathRequests bounds the requests a PathRecorder keeps (about a
// kilobyte each); later ones are not recorded.
const maxPathRequests = 50_000

// PathRecorder keeps the steps the nodes report, by request ID. It is safe
// for concurrent use.
type PathRecorder struct {
	mu     sync.Mutex
	events map[string][]pathEvent
}

type pathEvent struct {
	step string
	at   time.Time
}

// NewPathRecorder returns an empty recorder.
func NewPathRecorder() *PathRecorder {
	return &PathRecorder{events: make(map[string][]pathEvent)}
}

// Record is a node.Config.Trace: it notes that request id passed step now.
func (p *PathRecorder) Record(id, step string) {
	at := time.Now()
	p.mu.Lock()
	defer p.mu.Unlock()
	ev, ok := p.events[id]
	if !ok && len(p.events) >= maxPathRequests {
		return
	}
	p.events[id] = append(ev, pathEvent{step, at})
}

// offsets returns, for one answered request, each step's times after the
// client sent it, in the order the steps were reported.
func (p *PathRecorder) offsets(s Sample) map[string][]time.Duration {
	p.mu.Lock()
	ev := p.events[s.ID]
	p.mu.Unlock()
	if len(ev) == 0 {
		return nil
	}
	out := make(map[string][]time.Duration, len(pathSteps))
	for _, e := range ev {
		out[e.step] = append(out[e.step], e.at.Sub(s.Start))
	}
	out[StepAnswerRead] = []time.Duration{s.End.Sub(s.Start)}
	return out
}

// settle waits, until deadline at most, for the steps that follow the
// answer: a verdict's receipts are acknowledged after its answer is
// written, so when the load ends the last verdicts' acks may still be on
// their way. It returns once each answered request among samples has
// reported panel acknowledged receipts.
func (p *PathRecorder) settle(samples []Sample, panel int, deadline time.Time) {
	for {
		pending := false
		p.mu.Lock()
		for _, s := range samples {
			if s.Lost || s.Err != "" || s.ID == "" {
				continue
			}
			acked := 0
			for _, e := range p.events[s.ID] {
				if e.step == juror.StepReceiptAcked {
					acked++
				}
			}
			if acked < panel {
				pending = true
				break
			}
		}
		p.mu.Unlock()
		if !pending || time.Now().After(deadline) {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// PathStep is one step of Report.Path: when the measured verdicts passed
// it, in milliseconds after the client sent the request. For a step each
// juror (or each receipt) passes, First is the first of them and Last the
// last; otherwise Last is absent. N counts the verdicts that reported the
// step.
type PathStep struct {
	Step     string   `json:"step"`
	PerJuror bool     `json:"per_juror,omitempty"`
	N        int      `json:"n"`
	First    Summary  `json:"first_ms"`
	Last     *Summary `json:"last_ms,omitempty"`
}

// path summarizes the recorded steps of the minted verdicts among samples.
func (p *PathRecorder) path(samples []Sample) []PathStep {
	first := make(map[string][]time.Duration, len(pathSteps))
	last := make(map[string][]time.Duration, len(pathSteps))
	for _, s := range samples {
		if s.Lost || s.Err != "" || s.ID == "" {
			continue
		}
		for step, ts := range p.offsets(s) {
			lo, hi := ts[0], ts[0]
			for _, t := range ts[1:] {
				lo, hi = min(lo, t), max(hi, t)
			}
			first[step] = append(first[step], lo)
			last[step] = append(last[step], hi)
		}
	}
	var out []PathStep
	for _, st := range pathSteps {
		if len(first[st.name]) == 0 {
			continue
		}
		ps := PathStep{Step: st.name, PerJuror: st.perJuror, N: len(first[st.name]), First: Summarize(first[st.name])}
		if st.perJuror {
			l := Summarize(last[st.name])
			ps.Last = &l
		}
		out = append(out, ps)
	}
	return out
}
