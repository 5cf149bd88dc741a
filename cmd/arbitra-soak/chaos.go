package main

import (
	"context"
	"fmt"
	"sync"
	"syscall"
	"time"
)

// plan is when the soak kills and pauses, as offsets from the start.
type plan struct {
	coordEvery, jurorEvery time.Duration
	pauseAt, pauseFor      time.Duration
	pauseJuror             int
}

// planFor scales the 30-minute schedule (the coordinator killed every 5
// minutes, a juror every 3, one juror paused for a minute) down to a
// shorter run, so that each happens at least once.
func planFor(d time.Duration, jurors int) plan {
	return plan{
		coordEvery: min(5*time.Minute, d*2/5),
		jurorEvery: min(3*time.Minute, d/4),
		pauseAt:    min(2*time.Minute, d/3),
		pauseFor:   min(time.Minute, d/6),
		pauseJuror: jurors - 1,
	}
}

// event is one thing the chaos did, with when and how long the victim
// took to be back.
type event struct {
	At   time.Duration
	What string
	Back time.Duration
	Err  string
}

type chaos struct {
	n     *network
	start time.Time

	mu     sync.Mutex
	events []event
}

func (c *chaos) note(e event) {
	c.mu.Lock()
	c.events = append(c.events, e)
	c.mu.Unlock()
	status := fmt.Sprintf("back in %v", e.Back.Round(time.Millisecond))
	if e.Err != "" {
		status = "FAILED: " + e.Err
	}
	fmt.Printf("  +%-8v %s, %s\n", e.At.Round(time.Second), e.What, status)
}

// run carries out p until until: every step at its time, one at a time.
func (c *chaos) run(ctx context.Context, p plan, until time.Time) {
	type step struct {
		at time.Time
		do func(ctx context.Context) event
	}
	var steps []step
	for t := p.coordEvery; p.coordEvery > 0 && c.start.Add(t).Before(until); t += p.coordEvery {
		steps = append(steps, step{c.start.Add(t), c.killCoordinator})
	}
	k := 0
	for t := p.jurorEvery; p.jurorEvery > 0 && c.start.Add(t).Before(until); t += p.jurorEvery {
		i := k % max(1, len(c.n.jurors)-1) // never the paused juror
		if i >= p.pauseJuror {
			i++
		}
		k++
		steps = append(steps, step{c.start.Add(t), func(ctx context.Context) event { return c.killJuror(ctx, i) }})
	}
	if p.pauseFor > 0 && c.start.Add(p.pauseAt+p.pauseFor).Before(until) {
		j := p.pauseJuror
		steps = append(steps,
			step{c.start.Add(p.pauseAt), func(context.Context) event { return c.signal(j, syscall.SIGSTOP, "paused") }},
			step{c.start.Add(p.pauseAt + p.pauseFor), func(context.Context) event { return c.signal(j, syscall.SIGCONT, "resumed") }})
	}
	// In time order; a step that comes due while another runs waits.
	for i := range steps {
		for j := i + 1; j < len(steps); j++ {
			if steps[j].at.Before(steps[i].at) {
				steps[i], steps[j] = steps[j], steps[i]
			}
		}
	}
	t := time.NewTimer(0)
	defer t.Stop()
	for _, s := range steps {
		t.Reset(time.Until(s.at))
		select {
		case <-t.C:
		case <-ctx.Done():
			return
		}
		c.note(s.do(ctx))
	}
}

func (c *chaos) killCoordinator(ctx context.Context) event {
	e := event{At: time.Since(c.start), What: "SIGKILL coordinator"}
	t0 := time.Now()
	if err := c.n.coord.kill(30 * time.Second); err != nil {
		e.Err = err.Error()
		return e
	}
	if err := c.n.restartCoordinator(ctx, false); err != nil {
		e.Err = err.Error()
		return e
	}
	if err := c.n.ready(ctx, 2*time.Minute); err != nil {
		e.Err = "restarted, " + err.Error()
	}
	e.Back = time.Since(t0)
	return e
}

func (c *chaos) killJuror(ctx context.Context, i int) event {
	j := c.n.jurors[i]
	e := event{At: time.Since(c.start), What: fmt.Sprintf("SIGKILL juror-%d", i)}
	t0 := time.Now()
	if err := j.kill(30 * time.Second); err != nil {
		e.Err = err.Error()
		return e
	}
	if err := j.start(); err != nil {
		e.Err = err.Error()
		return e
	}
	if _, err := j.expect("address ", time.Minute); err != nil {
		e.Err = err.Error()
	}
	e.Back = time.Since(t0)
	return e
}

func (c *chaos) signal(i int, sig syscall.Signal, what string) event {
	e := event{At: time.Since(c.start), What: fmt.Sprintf("%s juror-%d (%v)", what, i, sig)}
	if err := c.n.jurors[i].signal(sig); err != nil {
		e.Err = err.Error()
	}
	return e
}

// rssSample is the coordinator's resident set at one moment of one life.
type rssSample struct {
	life  int
	since time.Duration // since the life started
	bytes uint64
}

// sampleRSS reads the coordinator's RSS every second until ctx ends.
func sampleRSS(ctx context.Context, p *proc) []rssSample {
	var out []rssSample
	life, born := 0, time.Now()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return out
		case <-t.C:
		}
		p.mu.Lock()
		l := p.lives
		p.mu.Unlock()
		if l != life {
			life, born = l, time.Now()
		}
		if b := p.rss(); b > 0 {
			out = append(out, rssSample{life: life, since: time.Since(born), bytes: b})
		}
	}
}
