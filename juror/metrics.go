package juror

import (
	"time"

	"github.com/arbitra-network/arbitra/verdict"
)

// Metrics hears what a juror does, for its operator (metrics.Juror
// satisfies it). Methods are called concurrently on the request path and
// must return at once.
type Metrics interface {
	// Refused hears a request on this juror's panel that it let go, with
	// one of the Refused constants as reason.
	Refused(reason string)
	// Judged hears one judgement for the coordinator at address
	// coordinator (peer coordinatorPeer): the vote (an option or
	// verdict.VoteAbstain), the abstention's class (empty for a vote) and
	// the model's latency.
	Judged(coordinator verdict.Address, coordinatorPeer, vote, errorClass string, latency time.Duration)
	// ReceiptDelivered hears whether the coordinator acknowledged a
	// receipt.
	ReceiptDelivered(acked bool)
}

// Reasons a juror lets a request on its panel go, as Metrics.Refused
// hears them.
const (
	RefusedInvalid  = "invalid"  // the request did not decode or check
	RefusedExpired  = "expired"  // its deadline passed while it waited for a judgement slot
	RefusedUnsigned = "unsigned" // the signer failed, so the receipt was not sent
	RefusedDeadline = "deadline" // its deadline lay beyond MaxDeadline
	RefusedInflight = "inflight" // its coordinator was at its in-flight cap
	RefusedBackoff  = "backoff"  // its coordinator was backed off for unacknowledged receipts
	// RefusedUnserved counts requests, on any juror's panel, signed by a
	// coordinator this juror does not serve (CoordinatorPolicy): they are
	// ignored at the gossip edge and never relayed.
	RefusedUnserved = "unserved"
)

type noMetrics struct{}

func (noMetrics) Refused(string)                                                {}
func (noMetrics) Judged(verdict.Address, string, string, string, time.Duration) {}
func (noMetrics) ReceiptDelivered(bool)                                         {}
