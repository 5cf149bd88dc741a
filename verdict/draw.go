package verdict

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Draw sources: where a panel's candidates and seed come from.
const (
	// DrawRegistry is an ordinary request's draw: the coordinator's live
	// registry (the candidates with a free judgement slot, with their
	// weights), seeded by the request ID, drawn with SelectPanel.
	DrawRegistry = "registry"
	// DrawEscrow is a deal's draw as the escrow computes it: the registry
	// snapshot at submission, seeded by DealDrawSeed, drawn with DealDraw.
	DrawEscrow = "escrow"
)

// ErrDraw is wrapped by every draw that cannot be recomputed.
var ErrDraw = errors.New("verdict: draw cannot be recomputed")

// Draw is everything needed to recompute a panel: its source, seed,
// candidates in the order the source gave them, and size. An escrow draw
// also names the chain, the escrow and the draw block whose hash the seed
// derives from, which an auditor with an RPC client can check.
type Draw struct {
	Source     string      `json:"source"`
	Seed       string      `json:"seed"`
	Candidates []Candidate `json:"candidates"`
	Size       int         `json:"size"`
	ChainID    ChainID     `json:"chain_id,omitzero"`
	Escrow     Address     `json:"escrow,omitzero"`
	Block      uint64      `json:"block,omitempty"`
}

// RegistryDraw is the draw of an ordinary request: SelectPanel over
// candidates, seeded by the request ID.
func RegistryDraw(requestID string, candidates []Candidate, size int) *Draw {
	return &Draw{Source: DrawRegistry, Seed: requestID, Candidates: candidates, Size: size}
}

// EscrowDraw is the draw of a deal as the escrow made it: seed, the
// registry snapshot of the deal (in registry order), the deal's panel size
// and the draw block. Candidates carry addresses only.
func EscrowDraw(chainID ChainID, escrow Address, block uint64, seed [32]byte, snapshot []common.Address, size int) *Draw {
	cs := make([]Candidate, len(snapshot))
	for i, a := range snapshot {
		cs[i] = Candidate{Address: Address(a)}
	}
	return &Draw{
		Source: DrawEscrow, Seed: Hex32(seed), Candidates: cs, Size: size,
		ChainID: chainID, Escrow: escrow, Block: block,
	}
}

// Hex32 is a 32-byte value as 0x and 64 lower-case hex digits.
func Hex32(b [32]byte) string { return "0x" + hex.EncodeToString(b[:]) }

// Seats recomputes the draw: the seat addresses in draw order, which is
// the canonical seat order of the request and its verdict.
func (d *Draw) Seats() ([]Address, error) {
	if d.Size < MinPanel || d.Size > MaxPanel {
		return nil, fmt.Errorf("%w: size %d is not %d to %d", ErrDraw, d.Size, MinPanel, MaxPanel)
	}
	if len(d.Candidates) == 0 || len(d.Candidates) > MaxCandidates {
		return nil, fmt.Errorf("%w: needs 1 to %d candidates", ErrDraw, MaxCandidates)
	}
	switch d.Source {
	case DrawRegistry:
		if len(d.Candidates) < d.Size {
			return nil, fmt.Errorf("%w: %d candidates for %d seats", ErrDraw, len(d.Candidates), d.Size)
		}
		return SelectPanel(d.Seed, d.Candidates, d.Size), nil
	case DrawEscrow:
		seed, err := ParseHash32(d.Seed)
		if err != nil || !strings.HasPrefix(d.Seed, "0x") {
			return nil, fmt.Errorf("%w: seed is not 0x and 64 hex digits", ErrDraw)
		}
		addrs := make([]common.Address, len(d.Candidates))
		for i, c := range d.Candidates {
			addrs[i] = c.Address.Common()
		}
		seats := DealDraw(seed, addrs, d.Size)
		out := make([]Address, len(seats))
		for i, a := range seats {
			out[i] = Address(a)
		}
		return out, nil
	}
	return nil, fmt.Errorf("%w: unknown source %q", ErrDraw, d.Source)
}

// checkDraw verifies that the verdict's seats are its draw, in draw order:
// the draw recomputes, a registry draw is seeded by the request ID, an
// escrow draw names the verdict's deal.
func checkDraw(v *Verdict) error {
	d := v.Draw
	if d == nil {
		return fmt.Errorf("%w: the verdict carries no draw", ErrPanelDraw)
	}
	switch d.Source {
	case DrawRegistry:
		if d.Seed != v.ID {
			return fmt.Errorf("%w: a registry draw is seeded by the request ID %s, not %q", ErrPanelDraw, v.ID, d.Seed)
		}
	case DrawEscrow:
		if v.Deal == nil || d.ChainID != v.Deal.ChainID || d.Escrow != v.Deal.Escrow {
			return fmt.Errorf("%w: an escrow draw must name the verdict's deal chain and escrow", ErrPanelDraw)
		}
	}
	seats, err := d.Seats()
	if err != nil {
		return err
	}
	if len(seats) != len(v.Jurors) {
		return fmt.Errorf("%w: the draw gives %d seats, the verdict has %d", ErrPanelDraw, len(seats), len(v.Jurors))
	}
	for i := range seats {
		if seats[i] != v.Jurors[i].Juror {
			return fmt.Errorf("%w: seat %d is %s in the draw, %s in the verdict", ErrPanelDraw, i, seats[i], v.Jurors[i].Juror)
		}
	}
	return nil
}
