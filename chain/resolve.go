package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// ResolveNoWait sends the oracle's resolve and returns the signed
// transaction without waiting, so that a caller can record its hash durably
// before the receipt exists (see package settlement).
func (e *Escrow) ResolveNoWait(ctx context.Context, dealID [32]byte, approved bool, verdictHash [32]byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "resolve", escrowABI.PackResolve(dealID, approved, verdictHash))
}

// ResolveByQuorumNoWait sends resolveByQuorum (see ResolveByQuorum) and
// returns the signed transaction without waiting, like ResolveNoWait.
func (e *Escrow) ResolveByQuorumNoWait(ctx context.Context, dealID [32]byte, approved bool, signatures, dissents [][]byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "resolveByQuorum", escrowABI.PackResolveByQuorum(dealID, approved, signatures, dissents))
}

// sendNoWait is send without waiting for the receipt.
func (e *Escrow) sendNoWait(ctx context.Context, method string, data []byte) (*types.Transaction, error) {
	if e.tx == nil {
		return nil, fmt.Errorf("%s: %w", method, ErrNoTransactor)
	}
	tx, err := e.tx.SendNoWait(ctx, &e.address, data, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	return tx, nil
}

// Wait waits for a transaction sent by this client's transactor; a
// reverted transaction returns its receipt and a *RevertError.
func (e *Escrow) Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	if e.tx == nil {
		return nil, ErrNoTransactor
	}
	return e.tx.Wait(ctx, tx)
}

// Receipt returns the receipt of a mined transaction, or ethereum.NotFound.
func (e *Escrow) Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return e.backend.TransactionReceipt(ctx, hash)
}

// Backend is the node connection the client reads from.
func (e *Escrow) Backend() Backend { return e.backend }

// Transactor is the account the escrow client sends from (nil: a reader).
func (e *Escrow) Transactor() *Transactor { return e.tx }

// BlockTime returns the timestamp (Unix seconds) of a block.
func (e *Escrow) BlockTime(ctx context.Context, number uint64) (uint64, error) {
	h, err := e.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(number))
	if err != nil {
		return 0, fmt.Errorf("chain: header %d: %w", number, err)
	}
	return h.Time, nil
}
