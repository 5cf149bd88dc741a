package juror

import (
	"context"
	"errors"
	"net"
	"os"

	"github.com/arbitra-network/arbitra/verdict"
)

// Engine is the model a juror asks. Implementations must be safe for
// concurrent use and must return promptly once ctx is done: Decide does not
// abandon a call that ignores its context.
type Engine interface {
	// Name is the engine id reported in receipts, e.g. "builtin", "openai".
	Name() string
	// Model is the model id reported in receipts, e.g. "gpt-4o-mini".
	Model() string
	// Complete answers one chat turn. A failure should be an *EngineError
	// naming its abstention class; other errors are classified by
	// ClassifyError.
	Complete(ctx context.Context, req ChatRequest) (ChatResponse, error)
}

// Checker is an Engine that can confirm before its first judgement that it
// is configured to answer: its server reachable, its key accepted, its model
// served. Check must be safe for concurrent use with Complete.
type Checker interface {
	Check(ctx context.Context) error
}

// CheckEngine runs e's Check when e is a Checker and returns nil for an
// engine that needs no check (the builtin). A failure is an error whose
// ClassifyError class names the cause (auth_error, model_not_found, ...).
func CheckEngine(ctx context.Context, e Engine) error {
	if c, ok := e.(Checker); ok {
		return c.Check(ctx)
	}
	return nil
}

// ChatRequest is one system and one user message, as BuildPrompt renders
// them, with the sampling settings.
type ChatRequest struct {
	System      string
	User        string
	Temperature float64
	MaxTokens   int
	// Options are the request's options, in order, for engines that
	// constrain their output to them (a JSON schema enum).
	Options []string
}

// ChatResponse is an engine's raw reply.
type ChatResponse struct {
	Content string
	// Model is the model the server says it ran; it may be empty, and it is
	// informational only (receipts name Engine.Model).
	Model string
}

// EngineError is an engine failure together with its abstention class, one
// of the verdict.ErrClass* constants.
type EngineError struct {
	Class string
	Err   error
}

func (e *EngineError) Error() string {
	if e.Err == nil {
		return e.Class
	}
	return e.Class + ": " + e.Err.Error()
}

func (e *EngineError) Unwrap() error { return e.Err }

// ClassifyError maps an error to the abstention class recorded in a
// receipt, "" for nil. An *EngineError keeps its class when the class is one
// of the known ones; an expired or cancelled context and network timeouts
// are "timeout"; ErrUnparseableVote is "unparseable_vote"; anything else is
// "upstream_error".
func ClassifyError(err error) string {
	if err == nil {
		return ""
	}
	var ee *EngineError
	if errors.As(err, &ee) && knownClass(ee.Class) {
		return ee.Class
	}
	if errors.Is(err, ErrUnparseableVote) {
		return verdict.ErrClassUnparseable
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
		errors.Is(err, os.ErrDeadlineExceeded) {
		return verdict.ErrClassTimeout
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return verdict.ErrClassTimeout
	}
	return verdict.ErrClassUpstream
}

func knownClass(c string) bool {
	switch c {
	case verdict.ErrClassTimeout, verdict.ErrClassRateLimited, verdict.ErrClassUpstream,
		verdict.ErrClassRefused, verdict.ErrClassUnparseable, verdict.ErrClassInvalidOutput,
		verdict.ErrClassOverloaded, verdict.ErrClassAuth, verdict.ErrClassModelNotFound:
		return true
	}
	return false
}
