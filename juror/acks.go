package juror

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/arbitra-network/arbitra/verdict"
)

// MaxKeptAcks bounds the acks a juror keeps in memory; the oldest go
// first. Those written to ServiceConfig.AckDir stay on disk.
const MaxKeptAcks = 4096

// AckLogName is the file in ServiceConfig.AckDir the acks are appended to,
// one JSON object a line; at MaxAckLogBytes it becomes AckLogName + ".1"
// (replacing the one before) and a new log starts.
const (
	AckLogName     = "acks.jsonl"
	MaxAckLogBytes = 64 << 20
)

// errBadAck is why an ack is not kept: it does not acknowledge this
// receipt for this request by its coordinator.
var errBadAck = errors.New("juror: the coordinator's ack does not acknowledge this receipt")

// ackBook keeps the coordinators' signed receipt acks: the juror's proof
// that a coordinator held its receipt, which `arbitra audit --ack` checks a
// record against. One ack may cover receipts of several requests: it is
// kept under each, and written to the log again only when another ack came
// in between. It is safe for concurrent use.
type ackBook struct {
	mu       sync.Mutex
	byID     map[string]verdict.Ack   // by request ID
	order    []string                 // request IDs, oldest first
	verified []verdict.Ack            // the last acks whose signature checked, newest last
	checking map[string]*checking     // verifications under way, by signature
	verify   func(*verdict.Ack) error // (*verdict.Ack).Verify; tests count the calls
	log      *jsonLog                 // AckLogName; nil: memory only
	lastSig  string                   // the signature of the ack written last
}

// maxVerified bounds the acks remembered as verified: an ack of several of
// this juror's receipts reaches it once for each.
const maxVerified = 8

// checking is one verification of an ack's signature that the checks of
// the juror's other receipts in the same ack wait for: they arrive
// together, and each would otherwise recover the same signature.
type checking struct {
	ack  verdict.Ack
	done chan struct{}
	err  error // set before done is closed
}

func newAckBook(dir string) *ackBook {
	b := &ackBook{byID: make(map[string]verdict.Ack), checking: make(map[string]*checking),
		verify: (*verdict.Ack).Verify}
	if dir != "" {
		b.log = &jsonLog{path: filepath.Join(dir, AckLogName), what: "ack log", max: MaxAckLogBytes}
	}
	return b
}

// check verifies that ack is req's coordinator's signature over a set of
// receipts that holds the block of rc, the receipt this juror sent. An ack
// equal to one verified a moment ago is not verified again.
func (b *ackBook) check(ack *verdict.Ack, req *verdict.Request, rc *verdict.Receipt) error {
	if ack == nil {
		return fmt.Errorf("%w: none was sent", errBadAck)
	}
	block, err := rc.Block()
	if err != nil {
		return err
	}
	if ack.Coordinator != req.Coordinator || !ack.Covers(req.ID, rc.Juror, verdict.CIDOf(block).String()) {
		return errBadAck
	}
	b.mu.Lock()
	for i := range b.verified {
		if b.verified[i].Equal(ack) {
			b.mu.Unlock()
			return nil
		}
	}
	if c := b.checking[ack.Signature]; c != nil && c.ack.Equal(ack) {
		b.mu.Unlock()
		<-c.done
		return c.err
	}
	c := &checking{ack: *ack, done: make(chan struct{})}
	b.checking[ack.Signature] = c
	b.mu.Unlock()
	if err := b.verify(ack); err != nil {
		c.err = fmt.Errorf("%w: %v", errBadAck, err)
	}
	b.mu.Lock()
	if b.checking[ack.Signature] == c {
		delete(b.checking, ack.Signature)
	}
	if c.err == nil {
		if len(b.verified) == maxVerified {
			b.verified = append(b.verified[:0], b.verified[1:]...)
		}
		b.verified = append(b.verified, *ack)
	}
	b.mu.Unlock()
	close(c.done)
	return c.err
}

// keep records a checked ack of this juror's receipt for request id, in
// memory and, with a directory, as AckLogName.
func (b *ackBook) keep(id string, ack verdict.Ack) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.byID[id]; !ok {
		b.order = append(b.order, id)
		if len(b.order) > MaxKeptAcks {
			delete(b.byID, b.order[0])
			b.order = b.order[1:]
		}
	}
	b.byID[id] = ack
	if b.log == nil || ack.Signature == b.lastSig {
		return nil
	}
	// One append to one open file: a file an ack would cost a juror more
	// than judging an instant model does.
	if err := b.log.append(ack); err != nil {
		return err
	}
	b.lastSig = ack.Signature
	return nil
}

// close closes the ack log.
func (b *ackBook) close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.log.close()
}

func (b *ackBook) get(requestID string) (verdict.Ack, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	a, ok := b.byID[requestID]
	return a, ok
}

func (b *ackBook) all() []verdict.Ack {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]verdict.Ack, 0, len(b.order))
	for _, id := range b.order {
		out = append(out, b.byID[id])
	}
	return out
}

// Ack returns the coordinator's signed ack of this juror's receipt for a
// request, if the juror keeps it (the last MaxKeptAcks in memory). Saved as
// JSON it is the file `arbitra audit --ack` reads; a node can serve it.
func (s *Service) Ack(requestID string) (verdict.Ack, bool) {
	return s.acks.get(strings.TrimSpace(requestID))
}

// Acks returns the acks the juror keeps in memory, oldest first.
func (s *Service) Acks() []verdict.Ack { return s.acks.all() }
