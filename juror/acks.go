package juror

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/arbitra-network/arbitra/verdict"
)

// MaxKeptAcks bounds the acks a juror keeps in memory; the oldest go
// first. Those written to ServiceConfig.AckDir stay on disk.
const MaxKeptAcks = 4096

// errBadAck is why an ack is not kept: it does not acknowledge this
// receipt for this request by its coordinator.
var errBadAck = errors.New("juror: the coordinator's ack does not acknowledge this receipt")

// ackBook keeps the coordinators' signed receipt acks: the juror's proof
// that a coordinator held its receipt, which `arbitra audit --ack` checks a
// record against. It is safe for concurrent use.
type ackBook struct {
	dir string // empty: memory only

	mu    sync.Mutex
	byID  map[string]verdict.Ack // by request ID
	order []string               // request IDs, oldest first
}

func newAckBook(dir string) *ackBook {
	return &ackBook{dir: dir, byID: make(map[string]verdict.Ack)}
}

// checkAck verifies that ack is req's coordinator's signature over the
// block of rc, the receipt this juror sent.
func checkAck(ack *verdict.Ack, req *verdict.Request, rc *verdict.Receipt) error {
	if ack == nil {
		return fmt.Errorf("%w: none was sent", errBadAck)
	}
	block, err := rc.Block()
	if err != nil {
		return err
	}
	switch {
	case ack.RequestID != req.ID, !verdict.SameAddress(ack.Juror, rc.Juror),
		!verdict.SameAddress(ack.Coordinator, req.Coordinator), ack.ReceiptCID != verdict.CIDOf(block).String():
		return errBadAck
	}
	if err := ack.Verify(); err != nil {
		return fmt.Errorf("%w: %v", errBadAck, err)
	}
	return nil
}

// keep records a checked ack, in memory and, with a directory, as
// <request ID>.json (written whole, then renamed into place).
func (b *ackBook) keep(ack verdict.Ack) error {
	b.mu.Lock()
	if _, ok := b.byID[ack.RequestID]; !ok {
		b.order = append(b.order, ack.RequestID)
		if len(b.order) > MaxKeptAcks {
			delete(b.byID, b.order[0])
			b.order = b.order[1:]
		}
	}
	b.byID[ack.RequestID] = ack
	b.mu.Unlock()
	if b.dir == "" {
		return nil
	}
	raw, err := json.MarshalIndent(ack, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(b.dir, 0o700); err != nil {
		return fmt.Errorf("juror: ack directory: %w", err)
	}
	path := filepath.Join(b.dir, ack.RequestID+".json")
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(raw, '\n'), 0o600); err != nil {
		return fmt.Errorf("juror: write ack: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("juror: write ack: %w", err)
	}
	return nil
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
