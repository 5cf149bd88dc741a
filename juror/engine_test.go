package juror

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

// netTimeout is a net.Error that timed out.
type netTimeout struct{}

func (netTimeout) Error() string   { return "i/o timeout" }
func (netTimeout) Timeout() bool   { return true }
func (netTimeout) Temporary() bool { return true }

var _ net.Error = netTimeout{}

func TestClassifyError(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"nil", nil, ""},
		{"engine class", &EngineError{Class: verdict.ErrClassRateLimited, Err: errors.New("429")}, verdict.ErrClassRateLimited},
		{"wrapped engine class", fmt.Errorf("call: %w", &EngineError{Class: verdict.ErrClassOverloaded}), verdict.ErrClassOverloaded},
		{"engine class beats its cause", &EngineError{Class: verdict.ErrClassRefused, Err: context.DeadlineExceeded}, verdict.ErrClassRefused},
		{"unknown engine class", &EngineError{Class: "cosmic_rays", Err: errors.New("?")}, verdict.ErrClassUpstream},
		{"unknown class over a deadline", &EngineError{Class: "", Err: context.DeadlineExceeded}, verdict.ErrClassTimeout},
		{"context deadline", fmt.Errorf("post: %w", context.DeadlineExceeded), verdict.ErrClassTimeout},
		{"context cancelled", context.Canceled, verdict.ErrClassTimeout},
		{"os deadline", os.ErrDeadlineExceeded, verdict.ErrClassTimeout},
		{"net timeout", &net.OpError{Op: "read", Err: netTimeout{}}, verdict.ErrClassTimeout},
		{"unparseable vote", fmt.Errorf("%w: prose", ErrUnparseableVote), verdict.ErrClassUnparseable},
		{"anything else", errors.New("connection reset by peer"), verdict.ErrClassUpstream},
	}
	for _, tc := range tests {
		if got := ClassifyError(tc.err); got != tc.want {
			t.Errorf("%s: ClassifyError(%v) = %q, want %q", tc.name, tc.err, got, tc.want)
		}
	}
}

func TestEngineErrorMessage(t *testing.T) {
	err := &EngineError{Class: verdict.ErrClassRefused, Err: errors.New("openai: HTTP 403")}
	if got := err.Error(); got != "refused: openai: HTTP 403" {
		t.Errorf("Error() = %q", got)
	}
	if !errors.Is(err, err.Err) {
		t.Error("EngineError does not unwrap to its cause")
	}
}
