package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// DealStatus is the state of a deal in the escrow.
type DealStatus uint8

// The deal states, numbered as in the contract.
const (
	StatusNone DealStatus = iota
	StatusFunded
	StatusSubmitted
	StatusReleased
	StatusRefunded
)

func (s DealStatus) String() string {
	switch s {
	case StatusNone:
		return "none"
	case StatusFunded:
		return "funded"
	case StatusSubmitted:
		return "submitted"
	case StatusReleased:
		return "released"
	case StatusRefunded:
		return "refunded"
	}
	return fmt.Sprintf("DealStatus(%d)", uint8(s))
}

// Open reports whether the escrow still holds the deal's funds.
func (s DealStatus) Open() bool { return s == StatusFunded || s == StatusSubmitted }

// DealState is a deal as the escrow stores it. Times are Unix seconds.
type DealState struct {
	ID              [32]byte
	Buyer           common.Address
	Seller          common.Address
	Token           common.Address
	Amount          *big.Int // what the escrow received, net of any transfer fee
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	VerdictHash     [32]byte
	Deadline        uint64
	SubmittedAt     uint64
	Status          DealStatus
}

// DealTerms are the arguments of CreateDeal. The buyer is the Transactor's
// account, which must have approved the escrow for Amount of Token.
type DealTerms struct {
	ID           [32]byte
	Seller       common.Address
	Token        common.Address
	Amount       *big.Int
	CriteriaHash [32]byte
	Deadline     uint64 // Unix seconds, after the block that creates the deal
}

// EscrowParams are the constructor arguments of ArbiterEscrow.
type EscrowParams struct {
	Owner           common.Address
	Oracle          common.Address
	GracePeriod     uint64 // seconds after a submission before the buyer may reclaim
	QuorumThreshold uint8
}

// EscrowConfig is the escrow's current configuration.
type EscrowConfig struct {
	Owner           common.Address
	PendingOwner    common.Address
	Oracle          common.Address
	GracePeriod     uint64
	QuorumThreshold uint8
	JurorCount      uint64
}

// Escrow is a client of one ArbiterEscrow deployment. Reads need only the
// backend; state-changing methods send from the Transactor and fail with
// ErrNoTransactor without one. Safe for concurrent use.
type Escrow struct {
	backend Backend
	address common.Address
	chainID *big.Int
	tx      *Transactor
	bound   *bind.BoundContract
}

// NewEscrow returns a client for the escrow at address. tx may be nil for a
// read-only client. It fails with ErrNoContract if address holds no code.
func NewEscrow(ctx context.Context, backend Backend, address common.Address, tx *Transactor) (*Escrow, error) {
	code, err := backend.CodeAt(ctx, address, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: read code at %s: %w", address, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoContract, address)
	}
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: read chain id: %w", err)
	}
	return &Escrow{
		backend: backend,
		address: address,
		chainID: chainID,
		tx:      tx,
		bound:   escrowABI.Instance(backend, address),
	}, nil
}

// WithTransactor returns a client of the same escrow that sends from tx.
func (e *Escrow) WithTransactor(tx *Transactor) *Escrow {
	c := *e
	c.tx = tx
	return &c
}

// Address is the escrow's address.
func (e *Escrow) Address() common.Address { return e.address }

// ChainID is the ID of the chain the escrow lives on.
func (e *Escrow) ChainID() *big.Int { return new(big.Int).Set(e.chainID) }

// BallotDigest is the digest jurors sign for a ballot on this escrow.
func (e *Escrow) BallotDigest(dealID, evidenceRoot [32]byte, approved bool) [32]byte {
	return BallotDigest(e.chainID, e.address, dealID, evidenceRoot, approved)
}

// CreateDeal funds a new deal from the Transactor's account (the buyer).
func (e *Escrow) CreateDeal(ctx context.Context, terms DealTerms) (*types.Receipt, error) {
	if terms.Amount == nil {
		return nil, fmt.Errorf("%w: nil amount", ErrInvalidArgument)
	}
	return e.send(ctx, "createDeal", escrowABI.PackCreateDeal(terms.ID, terms.Seller, terms.Token,
		terms.Amount, terms.CriteriaHash, terms.Deadline))
}

// Submit records the seller's deliverable hash.
func (e *Escrow) Submit(ctx context.Context, dealID, deliverableHash [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "submitDeliverable", escrowABI.PackSubmitDeliverable(dealID, deliverableHash))
}

// Resolve settles a submitted deal as the oracle: approved pays the seller,
// otherwise the buyer is refunded.
func (e *Escrow) Resolve(ctx context.Context, dealID [32]byte, approved bool, verdictHash [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "resolve", escrowABI.PackResolve(dealID, approved, verdictHash))
}

// ResolveByQuorum settles a submitted deal with juror ballots, each a
// signature over BallotDigest(dealID, evidenceRoot, approved). Any account may send it.
func (e *Escrow) ResolveByQuorum(ctx context.Context, dealID, evidenceRoot [32]byte, approved bool, verdictHash [32]byte, signatures [][]byte) (*types.Receipt, error) {
	return e.send(ctx, "resolveByQuorum", escrowABI.PackResolveByQuorum(dealID, evidenceRoot, approved, verdictHash, signatures))
}

// Refund returns the funds to the buyer after a missed deadline or an
// unresolved grace period.
func (e *Escrow) Refund(ctx context.Context, dealID [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "refund", escrowABI.PackRefund(dealID))
}

// SetJuror registers or removes a juror (owner only).
func (e *Escrow) SetJuror(ctx context.Context, juror common.Address, registered bool) (*types.Receipt, error) {
	return e.send(ctx, "setJuror", escrowABI.PackSetJuror(juror, registered))
}

// SetQuorumThreshold changes how many juror ballots settle a deal (owner only).
func (e *Escrow) SetQuorumThreshold(ctx context.Context, threshold uint8) (*types.Receipt, error) {
	return e.send(ctx, "setQuorumThreshold", escrowABI.PackSetQuorumThreshold(threshold))
}

// SetOracle replaces the oracle (owner only).
func (e *Escrow) SetOracle(ctx context.Context, oracle common.Address) (*types.Receipt, error) {
	return e.send(ctx, "setOracle", escrowABI.PackSetOracle(oracle))
}

// Deal reads a deal. It fails with ErrDealNotFound for an unknown ID.
func (e *Escrow) Deal(ctx context.Context, dealID [32]byte) (DealState, error) {
	d, err := bind.Call(e.bound, &bind.CallOpts{Context: ctx}, escrowABI.PackGetDeal(dealID), escrowABI.UnpackGetDeal)
	if err != nil {
		return DealState{}, callError("chain: getDeal", err)
	}
	if DealStatus(d.State) == StatusNone {
		return DealState{}, fmt.Errorf("%w: %x", ErrDealNotFound, dealID)
	}
	return DealState{
		ID:              dealID,
		Buyer:           d.Buyer,
		Seller:          d.Seller,
		Token:           d.Token,
		Amount:          d.Amount,
		CriteriaHash:    d.CriteriaHash,
		DeliverableHash: d.DeliverableHash,
		VerdictHash:     d.VerdictHash,
		Deadline:        d.Deadline,
		SubmittedAt:     d.SubmittedAt,
		Status:          DealStatus(d.State),
	}, nil
}

// IsJuror reports whether account is a registered juror.
func (e *Escrow) IsJuror(ctx context.Context, account common.Address) (bool, error) {
	ok, err := bind.Call(e.bound, &bind.CallOpts{Context: ctx}, escrowABI.PackIsJuror(account), escrowABI.UnpackIsJuror)
	if err != nil {
		return false, callError("chain: isJuror", err)
	}
	return ok, nil
}

// Config reads the escrow's configuration, all of it at the same block.
func (e *Escrow) Config(ctx context.Context) (EscrowConfig, error) {
	var c EscrowConfig
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return c, err
	}
	opts := &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(head)}
	if c.Owner, err = bind.Call(e.bound, opts, escrowABI.PackOwner(), escrowABI.UnpackOwner); err != nil {
		return c, callError("chain: owner", err)
	}
	if c.PendingOwner, err = bind.Call(e.bound, opts, escrowABI.PackPendingOwner(), escrowABI.UnpackPendingOwner); err != nil {
		return c, callError("chain: pendingOwner", err)
	}
	if c.Oracle, err = bind.Call(e.bound, opts, escrowABI.PackOracle(), escrowABI.UnpackOracle); err != nil {
		return c, callError("chain: oracle", err)
	}
	if c.GracePeriod, err = bind.Call(e.bound, opts, escrowABI.PackGracePeriod(), escrowABI.UnpackGracePeriod); err != nil {
		return c, callError("chain: gracePeriod", err)
	}
	if c.QuorumThreshold, err = bind.Call(e.bound, opts, escrowABI.PackQuorumThreshold(), escrowABI.UnpackQuorumThreshold); err != nil {
		return c, callError("chain: quorumThreshold", err)
	}
	count, err := bind.Call(e.bound, opts, escrowABI.PackJurorCount(), escrowABI.UnpackJurorCount)
	if err != nil {
		return c, callError("chain: jurorCount", err)
	}
	c.JurorCount = count.Uint64()
	return c, nil
}

// HeadNumber is the number of the chain's latest block.
func (e *Escrow) HeadNumber(ctx context.Context) (uint64, error) {
	n, err := e.backend.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("chain: block number: %w", err)
	}
	return n, nil
}

func (e *Escrow) send(ctx context.Context, method string, data []byte) (*types.Receipt, error) {
	if e.tx == nil {
		return nil, fmt.Errorf("%s: %w", method, ErrNoTransactor)
	}
	r, err := e.tx.Send(ctx, &e.address, data, nil)
	if err != nil {
		return r, fmt.Errorf("%s: %w", method, err)
	}
	return r, nil
}
