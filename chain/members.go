package chain

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// ActiveJurors lists the jurors the escrow would draw from for a deal
// submitted in the head block: jurorsAt at the head block's timestamp,
// the chain's clock rather than this machine's.
func (e *Escrow) ActiveJurors(ctx context.Context) ([]common.Address, error) {
	head, err := e.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: head header: %w", err)
	}
	return e.JurorsAt(ctx, head.Time)
}
