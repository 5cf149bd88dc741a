package worker

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// Close cancels the running function and returns only once it has
// returned; a Loop never started closes at once, and twice is harmless.
func TestLoopCloseWaits(t *testing.T) {
	var idle Loop
	idle.Close()

	var l Loop
	started, returned := make(chan struct{}), false
	l.Start(func(ctx context.Context) {
		close(started)
		<-ctx.Done()
		returned = true
	})
	<-started
	l.Close()
	if !returned {
		t.Fatal("Close returned before the loop did")
	}
	l.Close()
}

// Close runs what was added last first, joins the errors with their names,
// and does nothing the second time.
func TestClosersReverseOnce(t *testing.T) {
	var c Closers
	var order []string
	for _, name := range []string{"store", "host", "juror"} {
		c.Add(name, func() error {
			order = append(order, name)
			if name == "host" {
				return errors.New("refused")
			}
			return nil
		})
	}
	err := c.Close()
	if got := strings.Join(order, ","); got != "juror,host,store" {
		t.Fatalf("closed in order %s, want juror,host,store", got)
	}
	if err == nil || err.Error() != "host: refused" {
		t.Fatalf("Close: %v, want host: refused", err)
	}
	if err := c.Close(); err != nil || len(order) != 3 {
		t.Fatalf("second Close: %v, %d calls", err, len(order))
	}
}
