package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/verdict"
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
	// StatusDecided: on an escrow with an appeal window, ballots decided the
	// deal's current round; the funds wait for its window to close
	// (Finalize) or for its losing party to accept it (AcceptOutcome).
	StatusDecided
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
	case StatusDecided:
		return "decided"
	}
	return fmt.Sprintf("DealStatus(%d)", uint8(s))
}

// Open reports whether the escrow still holds the deal's funds.
func (s DealStatus) Open() bool {
	return s == StatusFunded || s == StatusSubmitted || s == StatusDecided
}

// DealState is a deal as the escrow stores it. Times are Unix seconds.
type DealState struct {
	ID     [32]byte
	Buyer  common.Address
	Seller common.Address
	Token  common.Address
	Amount *big.Int // what the escrow received beyond the juror fee, net of any transfer fee
	// JurorFee is shared by the panel's seats that vote when ballots settle
	// the deal, or goes back to the buyer on every other path.
	JurorFee        *big.Int
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	VerdictHash     [32]byte
	Deadline        uint64
	SubmittedAt     uint64
	// SubmitBlock is the block of the submission (0 before it); the panel
	// is drawn from the hash of the next block (see Escrow.Panel).
	SubmitBlock uint64
	// Seed is the draw's seed once DrawPanel or a settlement stored it.
	Seed [32]byte
	// PanelSize and Threshold are the panel the escrow had in force at the
	// submission: how many seats are drawn and how many ballots settle.
	PanelSize uint8
	Threshold uint8
	Status    DealStatus
	// Round is the deal's current round: 0 for the first panel, one more
	// per appeal (see Escrow.Round).
	Round uint8
}

// DealTerms are the arguments of CreateDeal. The buyer is the Transactor's
// account, which must have approved the escrow for Amount + JurorFee of Token.
type DealTerms struct {
	ID     [32]byte
	Seller common.Address
	Token  common.Address
	Amount *big.Int
	// JurorFee is escrowed with the price and split among the seats whose
	// ballots settle the deal; nil means none.
	JurorFee     *big.Int
	CriteriaHash [32]byte
	Deadline     uint64 // Unix seconds, after the block that creates the deal
}

// EscrowParams are the constructor arguments of ArbiterEscrow.
type EscrowParams struct {
	Owner common.Address
	// Oracle may settle deals with resolve; the zero address (the default)
	// deploys an escrow that only juror ballots and refunds settle.
	Oracle      common.Address
	GracePeriod uint64 // seconds after a submission before the buyer may reclaim
	// RegistryDelay is the seconds before a new juror bond is drawable and
	// before the owner's setPanel takes effect; more than zero.
	RegistryDelay uint64
	// StakeToken is the token jurors and coordinators bond in: the token the
	// deployment's deals are paid in.
	StakeToken common.Address
	// UnbondDelay is the seconds between an unbonding request and its
	// payout; more than GracePeriod.
	UnbondDelay uint64
	// AppealWindow is the seconds after a round's decision during which its
	// losing party may appeal; 0 (the default) pays ballots out at once and
	// allows no appeal. Otherwise GracePeriod + AppealWindow must be under
	// UnbondDelay, which bounds every round of a deal (docs/settlement.md).
	AppealWindow uint64
	// MinJurorStake and MinCoordinatorStake are the least bonds, in
	// StakeToken units; both more than zero.
	MinJurorStake       *big.Int
	MinCoordinatorStake *big.Int
	// Jurors are bonded with MinJurorStake each from the deployer's
	// StakeToken balance (DeployEscrow approves it) and drawable from the
	// deployment on, in this order.
	Jurors []common.Address
	// PanelSize seats are drawn per deal; QuorumThreshold of them settle it
	// and must be a strict majority of PanelSize.
	PanelSize       uint8
	QuorumThreshold uint8
	// CaseOpener may open cases (deals with no payment, already submitted)
	// with openCase: an ArbitraEvaluator (DeployEscrowWithEvaluator). Zero
	// (the default) disables openCase.
	CaseOpener common.Address
}

// EscrowConfig is the escrow's configuration at the head block.
type EscrowConfig struct {
	Owner         common.Address
	PendingOwner  common.Address
	Oracle        common.Address // zero: the escrow has no oracle
	GracePeriod   uint64
	RegistryDelay uint64
	UnbondDelay   uint64
	AppealWindow  uint64 // 0: no appeals
	StakeToken    common.Address
	// MinJurorStake and MinCoordinatorStake are in StakeToken units.
	MinJurorStake       *big.Int
	MinCoordinatorStake *big.Int
	// PanelSize and QuorumThreshold are in force for deals submitted now.
	PanelSize       uint8
	QuorumThreshold uint8
	// NextPanelSize and NextQuorumThreshold apply to deals submitted from
	// NextPanelAt (Unix seconds) on; NextPanelAt is 0 when none is scheduled.
	NextPanelSize       uint8
	NextQuorumThreshold uint8
	NextPanelAt         uint64
	JurorCount          uint64 // jurors active now
}

// Panel is a deal's drawn panel: the seats in canonical order, the seed
// (verdict.DealDrawSeed of the draw block's hash and the deal ID) and the
// draw block.
type Panel struct {
	Seats     []common.Address
	Seed      [32]byte
	DrawBlock uint64
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

// Names is the chain and escrow as a verdict's deal names them; a chain ID
// beyond 64 bits (which no chain uses) is no chain ID, matching no deal.
func (e *Escrow) Names() (verdict.ChainID, verdict.Address) {
	id, _ := verdict.ChainIDOf(e.chainID)
	return id, verdict.Address(e.address)
}

// BallotDigest is the digest jurors sign for a ballot on this escrow.
func (e *Escrow) BallotDigest(dealID, evidenceRoot [32]byte, approved bool) [32]byte {
	return BallotDigest(e.chainID, e.address, dealID, evidenceRoot, approved)
}

// CreateDeal funds a new deal from the Transactor's account (the buyer).
func (e *Escrow) CreateDeal(ctx context.Context, terms DealTerms) (*types.Receipt, error) {
	if terms.Amount == nil {
		return nil, fmt.Errorf("%w: nil amount", ErrInvalidArgument)
	}
	fee := terms.JurorFee
	if fee == nil {
		fee = new(big.Int)
	}
	return e.send(ctx, "createDeal", escrowABI.PackCreateDeal(terms.ID, terms.Seller, terms.Token,
		terms.Amount, fee, terms.CriteriaHash, terms.Deadline))
}

// Submit records the seller's deliverable hash.
func (e *Escrow) Submit(ctx context.Context, dealID, deliverableHash [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "submitDeliverable", escrowABI.PackSubmitDeliverable(dealID, deliverableHash))
}

// Resolve settles a submitted deal as the oracle: approved pays the seller,
// otherwise the buyer is refunded. An escrow without an oracle refuses it
// with ErrOracleDisabled.
func (e *Escrow) Resolve(ctx context.Context, dealID [32]byte, approved bool, verdictHash [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "resolve", escrowABI.PackResolve(dealID, approved, verdictHash))
}

// ResolveByQuorum settles a submitted deal with ballots of its panel's
// seats, each a signature over BallotDigest(dealID, EvidenceRoot(dealID),
// approved), at least the deal's Threshold of them, every one from a
// distinct seat. dissents (may be nil) are ballots of other seats for the
// other outcome: they do not count toward the threshold, but their seats
// share the juror fee with the signatures'. Any account may send it; the
// escrow records BallotsHash(dealID, root, approved, seat mask of
// signatures) as the verdict hash.
func (e *Escrow) ResolveByQuorum(ctx context.Context, dealID [32]byte, approved bool, signatures, dissents [][]byte) (*types.Receipt, error) {
	return e.send(ctx, "resolveByQuorum", escrowABI.PackResolveByQuorum(dealID, approved, signatures, dissents))
}

// Refund returns the funds to the buyer after a missed deadline or an
// unresolved grace period.
func (e *Escrow) Refund(ctx context.Context, dealID [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "refund", escrowABI.PackRefund(dealID))
}

// SetPanel schedules the panel size and threshold of deals submitted from
// now + RegistryDelay on (owner only).
func (e *Escrow) SetPanel(ctx context.Context, size, threshold uint8) (*types.Receipt, error) {
	return e.send(ctx, "setPanel", escrowABI.PackSetPanel(size, threshold))
}

// Deal reads a deal. It fails with ErrDealNotFound for an unknown ID.
func (e *Escrow) Deal(ctx context.Context, dealID [32]byte) (DealState, error) {
	return e.dealAt(ctx, nil, dealID)
}

// dealAt is Deal at a block (nil: the head).
func (e *Escrow) dealAt(ctx context.Context, block *big.Int, dealID [32]byte) (DealState, error) {
	d, err := call(ctx, e.bound, block, "getDeal", escrowABI.PackGetDeal(dealID), escrowABI.UnpackGetDeal)
	if err != nil {
		return DealState{}, err
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
		JurorFee:        d.JurorFee,
		CriteriaHash:    d.CriteriaHash,
		DeliverableHash: d.DeliverableHash,
		VerdictHash:     d.VerdictHash,
		Deadline:        d.Deadline,
		SubmittedAt:     d.SubmittedAt,
		SubmitBlock:     d.SubmitBlock,
		Seed:            d.Seed,
		PanelSize:       d.PanelSize,
		Threshold:       d.Threshold,
		Status:          DealStatus(d.State),
		Round:           d.Round,
	}, nil
}

// Panel reads a submitted deal's first panel (panelOf, round 0): the stored
// draw, or a preview of the one the next DrawPanel or settlement stores.
// The draw block is the one after the submission, and a call at the head
// sees its hash once the head is two blocks past the submission; until then
// Panel fails with an error matching ErrDrawPending, and once that hash aged
// out of a draw nobody fixed, with ErrDrawExpired. RoundPanel reads an
// appeal round's.
func (e *Escrow) Panel(ctx context.Context, dealID [32]byte) (Panel, error) {
	p, err := call(ctx, e.bound, nil, "panelOf", escrowABI.PackPanelOf(dealID), escrowABI.UnpackPanelOf)
	if err != nil {
		return Panel{}, err
	}
	return Panel{Seats: p.Seats, Seed: p.Seed, DrawBlock: p.DrawBlock.Uint64()}, nil
}

// DrawPanel fixes the draw of a submitted deal's current round for good
// (drawPanel), so that it no longer depends on anyone settling within 256
// blocks; a draw already fixed is left as it is.
func (e *Escrow) DrawPanel(ctx context.Context, dealID [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "drawPanel", escrowABI.PackDrawPanel(dealID))
}

// DrawPanelNoWait sends drawPanel (see DrawPanel) without waiting.
func (e *Escrow) DrawPanelNoWait(ctx context.Context, dealID [32]byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "drawPanel", escrowABI.PackDrawPanel(dealID))
}

// EvidenceRoot is the evidence root every ballot on a submitted deal signs:
// verdict.DealEvidenceRoot of its criteria and deliverable hashes.
func (e *Escrow) EvidenceRoot(ctx context.Context, dealID [32]byte) ([32]byte, error) {
	return call(ctx, e.bound, nil, "evidenceRootOf", escrowABI.PackEvidenceRootOf(dealID), escrowABI.UnpackEvidenceRootOf)
}

// Snapshot is the candidates of a submitted deal's draw: the jurors active at
// its submission, in registration order.
func (e *Escrow) Snapshot(ctx context.Context, dealID [32]byte) ([]common.Address, error) {
	return call(ctx, e.bound, nil, "snapshotOf", escrowABI.PackSnapshotOf(dealID), escrowABI.UnpackSnapshotOf)
}

// JurorsAt lists the jurors active at a Unix time, in registration order;
// times up to now + RegistryDelay are final.
func (e *Escrow) JurorsAt(ctx context.Context, timestamp uint64) ([]common.Address, error) {
	return call(ctx, e.bound, nil, "jurorsAt", escrowABI.PackJurorsAt(new(big.Int).SetUint64(timestamp)), escrowABI.UnpackJurorsAt)
}

// IsJuror reports whether account is a juror active at the head block.
func (e *Escrow) IsJuror(ctx context.Context, account common.Address) (bool, error) {
	return call(ctx, e.bound, nil, "isJuror", escrowABI.PackIsJuror(account), escrowABI.UnpackIsJuror)
}

// Config reads the escrow's configuration, all of it at the same block.
func (e *Escrow) Config(ctx context.Context) (EscrowConfig, error) {
	var c EscrowConfig
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return c, err
	}
	block := new(big.Int).SetUint64(head)
	if c.Owner, err = call(ctx, e.bound, block, "owner", escrowABI.PackOwner(), escrowABI.UnpackOwner); err != nil {
		return c, err
	}
	if c.PendingOwner, err = call(ctx, e.bound, block, "pendingOwner", escrowABI.PackPendingOwner(), escrowABI.UnpackPendingOwner); err != nil {
		return c, err
	}
	if c.Oracle, err = call(ctx, e.bound, block, "oracle", escrowABI.PackOracle(), escrowABI.UnpackOracle); err != nil {
		return c, err
	}
	if c.GracePeriod, err = call(ctx, e.bound, block, "gracePeriod", escrowABI.PackGracePeriod(), escrowABI.UnpackGracePeriod); err != nil {
		return c, err
	}
	if c.RegistryDelay, err = call(ctx, e.bound, block, "registryDelay", escrowABI.PackRegistryDelay(), escrowABI.UnpackRegistryDelay); err != nil {
		return c, err
	}
	if c.UnbondDelay, err = call(ctx, e.bound, block, "unbondDelay", escrowABI.PackUnbondDelay(), escrowABI.UnpackUnbondDelay); err != nil {
		return c, err
	}
	if c.AppealWindow, err = call(ctx, e.bound, block, "appealWindow", escrowABI.PackAppealWindow(), escrowABI.UnpackAppealWindow); err != nil {
		return c, err
	}
	if c.StakeToken, err = call(ctx, e.bound, block, "stakeToken", escrowABI.PackStakeToken(), escrowABI.UnpackStakeToken); err != nil {
		return c, err
	}
	if c.MinJurorStake, err = call(ctx, e.bound, block, "minJurorStake", escrowABI.PackMinJurorStake(), escrowABI.UnpackMinJurorStake); err != nil {
		return c, err
	}
	if c.MinCoordinatorStake, err = call(ctx, e.bound, block, "minCoordinatorStake", escrowABI.PackMinCoordinatorStake(), escrowABI.UnpackMinCoordinatorStake); err != nil {
		return c, err
	}
	if c.PanelSize, err = call(ctx, e.bound, block, "panelSize", escrowABI.PackPanelSize(), escrowABI.UnpackPanelSize); err != nil {
		return c, err
	}
	if c.QuorumThreshold, err = call(ctx, e.bound, block, "quorumThreshold", escrowABI.PackQuorumThreshold(), escrowABI.UnpackQuorumThreshold); err != nil {
		return c, err
	}
	next, err := call(ctx, e.bound, block, "pendingPanel", escrowABI.PackPendingPanel(), escrowABI.UnpackPendingPanel)
	if err != nil {
		return c, err
	}
	c.NextPanelSize, c.NextQuorumThreshold, c.NextPanelAt = next.Size, next.Threshold, next.EffectiveAt.Uint64()
	count, err := call(ctx, e.bound, block, "jurorCount", escrowABI.PackJurorCount(), escrowABI.UnpackJurorCount)
	if err != nil {
		return c, err
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
