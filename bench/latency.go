package bench

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"time"
)

// z99 is the standard normal's 99th percentile.
const z99 = 2.3263478740408408

// Fate is what a model does with one call.
type Fate uint8

// The fates of a call.
const (
	// Answers after Draw.Delay.
	Answers Fate = iota
	// Straggles: answers Draw.Delay after the request's deadline, when
	// nobody waits any more.
	Straggles
	// Silent: never answers.
	Silent
)

func (f Fate) String() string {
	switch f {
	case Answers:
		return "answers"
	case Straggles:
		return "straggles"
	case Silent:
		return "silent"
	}
	return fmt.Sprintf("Fate(%d)", uint8(f))
}

// LatencyModel is a model server's answer time: a share of calls never
// answers (Silent), a share answers only after the request's deadline
// (Stragglers), and the rest answer after a lognormal time given by its
// median and 99th percentile. The zero value answers at once. A draw is a
// pure function of the seed and the call's key, so that a run repeats
// whatever order its calls come in.
type LatencyModel struct {
	P50, P99   time.Duration
	Stragglers float64
	Silent     float64
	Seed       uint64
}

// Validate reports a model that cannot be drawn from.
func (m LatencyModel) Validate() error {
	switch {
	case m.P50 < 0 || m.P99 < 0:
		return errors.New("bench: negative latency")
	case m.P99 != 0 && m.P99 < m.P50:
		return fmt.Errorf("bench: latency p99 %v under p50 %v", m.P99, m.P50)
	case m.Stragglers < 0 || m.Silent < 0 || m.Stragglers+m.Silent > 1:
		return fmt.Errorf("bench: shares of stragglers %g and silent %g must be in [0,1] together", m.Stragglers, m.Silent)
	}
	return nil
}

// Zero reports a model that answers every call at once.
func (m LatencyModel) Zero() bool {
	return m.P50 == 0 && m.P99 == 0 && m.Stragglers == 0 && m.Silent == 0
}

// sigma is the lognormal's shape: ln(p99/p50) / z99; 0 without a p99.
func (m LatencyModel) sigma() float64 {
	if m.P50 <= 0 || m.P99 <= m.P50 {
		return 0
	}
	return math.Log(float64(m.P99)/float64(m.P50)) / z99
}

// Draw is one call's fate and delay: for Answers, the time to the answer;
// for Straggles, how long after the deadline it comes; 0 for Silent.
type Draw struct {
	Fate  Fate
	Delay time.Duration
}

// DrawFor is the draw for a call with this key.
func (m LatencyModel) DrawFor(key uint64) Draw {
	r := rand.New(rand.NewPCG(m.Seed, key))
	u := r.Float64()
	delay := m.lognormal(r.NormFloat64())
	switch {
	case u < m.Silent:
		return Draw{Fate: Silent}
	case u < m.Silent+m.Stragglers:
		return Draw{Fate: Straggles, Delay: delay}
	}
	return Draw{Fate: Answers, Delay: delay}
}

// lognormal is P50·exp(σz), capped at an hour so that a far tail cannot
// overflow a Duration.
func (m LatencyModel) lognormal(z float64) time.Duration {
	if m.P50 <= 0 {
		return 0
	}
	d := float64(m.P50) * math.Exp(m.sigma()*z)
	return time.Duration(min(d, float64(time.Hour)))
}

// String names the model, for engine model IDs and reports.
func (m LatencyModel) String() string {
	if m.Zero() {
		return "instant"
	}
	s := fmt.Sprintf("lognormal-p50-%s-p99-%s", m.P50, max(m.P99, m.P50))
	if m.Stragglers > 0 {
		s += fmt.Sprintf("-straggle-%g", m.Stragglers)
	}
	if m.Silent > 0 {
		s += fmt.Sprintf("-silent-%g", m.Silent)
	}
	return s
}

// CallKey is the key of a call: its prompt and the juror that makes it, so
// that the jurors of one panel draw apart and a call asked again draws the
// same.
func CallKey(juror int, prompt string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(prompt))
	return h.Sum64() ^ uint64(juror+1)*0x9e3779b97f4a7c15
}
