package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
)

var anchorABI = contracts.NewVerdictAnchor()

// Anchored is one Anchored event of a VerdictAnchor with where it was logged.
type Anchored struct {
	Coordinator common.Address
	BatchID     uint64
	Root        [32]byte
	Count       uint32
	BlockNumber uint64
	TxHash      common.Hash
}

// Anchor is a client of one VerdictAnchor deployment. Reads need only the
// backend; AnchorNoWait sends from the Transactor and fails with
// ErrNoTransactor without one. Safe for concurrent use.
type Anchor struct {
	backend Backend
	address common.Address
	tx      *Transactor
	bound   *bind.BoundContract
}

// DeployAnchor deploys a VerdictAnchor from tx's account and waits for it.
func DeployAnchor(ctx context.Context, tx *Transactor) (common.Address, *types.Receipt, error) {
	return deploy(ctx, tx, "VerdictAnchor", common.FromHex(contracts.VerdictAnchorMetaData.Bin))
}

// NewAnchor returns a client for the anchor contract at address; tx may be
// nil for a read-only client. It fails with ErrNoContract if address holds
// no code.
func NewAnchor(ctx context.Context, backend Backend, address common.Address, tx *Transactor) (*Anchor, error) {
	code, err := backend.CodeAt(ctx, address, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: read code at %s: %w", address, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoContract, address)
	}
	return &Anchor{backend: backend, address: address, tx: tx, bound: anchorABI.Instance(backend, address)}, nil
}

// Address is the contract's address.
func (a *Anchor) Address() common.Address { return a.address }

// Sender is the account batches are anchored from (zero without a Transactor).
func (a *Anchor) Sender() common.Address {
	if a.tx == nil {
		return common.Address{}
	}
	return a.tx.Address()
}

// AnchorNoWait sends the sender's batch batchID (which must be its last
// anchored batch plus one) without waiting for the receipt.
func (a *Anchor) AnchorNoWait(ctx context.Context, batchID uint64, root [32]byte, count uint32) (*types.Transaction, error) {
	if a.tx == nil {
		return nil, fmt.Errorf("anchor: %w", ErrNoTransactor)
	}
	tx, err := a.tx.SendNoWait(ctx, &a.address, anchorABI.PackAnchor(batchID, root, count), nil)
	if err != nil {
		return nil, fmt.Errorf("anchor: %w", err)
	}
	return tx, nil
}

// Wait waits for tx's receipt; a reverted transaction fails with a *RevertError.
func (a *Anchor) Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	if a.tx == nil {
		return nil, fmt.Errorf("anchor: %w", ErrNoTransactor)
	}
	return a.tx.Wait(ctx, tx)
}

// Receipt returns a mined transaction's receipt (ethereum.NotFound if none).
func (a *Anchor) Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return a.backend.TransactionReceipt(ctx, hash)
}

// LastBatch is the number of coordinator's last anchored batch (0 if none).
func (a *Anchor) LastBatch(ctx context.Context, coordinator common.Address) (uint64, error) {
	return call(ctx, a.bound, nil, "lastBatch", anchorABI.PackLastBatch(coordinator), anchorABI.UnpackLastBatch)
}

// RootOf is the root of coordinator's batch batchID (zero if not anchored).
func (a *Anchor) RootOf(ctx context.Context, coordinator common.Address, batchID uint64) ([32]byte, error) {
	return call(ctx, a.bound, nil, "rootOf", anchorABI.PackRootOf(coordinator, batchID), anchorABI.UnpackRootOf)
}

// Events lists Anchored events in blocks [from, to] (to nil: the head), of
// coordinator if it is not zero and of batchID if it is not zero, in log order.
func (a *Anchor) Events(ctx context.Context, from uint64, to *uint64, coordinator common.Address, batchID uint64) ([]Anchored, error) {
	ev := anchorABI.GetABI().Events["Anchored"]
	topics := [][]common.Hash{{ev.ID}, nil, nil}
	if coordinator != (common.Address{}) {
		topics[1] = []common.Hash{common.BytesToHash(coordinator.Bytes())}
	}
	if batchID != 0 {
		topics[2] = []common.Hash{common.BigToHash(new(big.Int).SetUint64(batchID))}
	}
	q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{a.address}, Topics: topics}
	if to != nil {
		q.ToBlock = new(big.Int).SetUint64(*to)
	}
	logs, err := a.backend.FilterLogs(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("chain: filter anchor logs: %w", err)
	}
	out := make([]Anchored, 0, len(logs))
	for i := range logs {
		e, err := anchorABI.UnpackAnchoredEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("chain: decode Anchored at block %d: %w", logs[i].BlockNumber, err)
		}
		out = append(out, Anchored{Coordinator: e.Coordinator, BatchID: e.BatchId, Root: e.Root, Count: e.Count,
			BlockNumber: logs[i].BlockNumber, TxHash: logs[i].TxHash})
	}
	return out, nil
}
