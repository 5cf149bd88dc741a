package mcpserver

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// Escrow is one escrow contract the server acts on, with the keys to act:
// the buyer's to fund deals and the seller's to submit deliverables. The
// keys are configuration (on the devnet, chain.DevKey accounts); agents
// never pass keys through the tools. Implementations must be safe for
// concurrent use.
type Escrow interface {
	// ChainID is the chain's ID, in decimal.
	ChainID() string
	// Address is the escrow contract's address.
	Address() common.Address
	// CreateDeal funds a deal from the buyer's account (approving the
	// token first when needed).
	CreateDeal(ctx context.Context, d NewDeal) (EscrowTx, error)
	// SubmitDeliverable records a deliverable hash from the seller's
	// account.
	SubmitDeliverable(ctx context.Context, dealID, deliverableHash [32]byte) (EscrowTx, error)
	// Appeal appeals the deal's decided round from the account of the
	// party it went against, paying the escrow's price for the next round
	// (approving the token first when needed), at most maxFee when set.
	Appeal(ctx context.Context, dealID [32]byte, maxFee *big.Int) (AppealTx, error)
	// AcceptOutcome accepts the deal's decided round from the account of
	// the party it went against: the funds move at once.
	AcceptOutcome(ctx context.Context, dealID [32]byte) (RoundTx, error)
}

// RoundTx is a mined transaction on a round of a deal.
type RoundTx struct {
	EscrowTx
	// Round is the round appealed to (Appeal) or accepted (AcceptOutcome).
	Round uint8
}

// AppealTx is a mined appeal.
type AppealTx struct {
	RoundTx
	Seats uint8
	Fee   *big.Int
}

// NewDeal is a deal to fund.
type NewDeal struct {
	ID     [32]byte
	Seller common.Address
	// Token is the ERC-20 to pay in; zero means the escrow's default.
	Token        common.Address
	Amount       *big.Int
	JurorFee     *big.Int // nil: none
	CriteriaHash [32]byte
	Deadline     time.Time
}

// EscrowTx is a mined escrow transaction.
type EscrowTx struct {
	TxHash string
	Block  uint64
	// From is the account that sent it.
	From string
	// Token is the token a deal was funded in.
	Token string
}

// CriteriaHash is the criteria hash create_escrow commits on chain for a
// list: sha256 of verdict.CriteriaText, as `arbitra escrow create` commits sha256 of
// a criteria file's exact bytes.
func CriteriaHash(criteria []string) ([32]byte, error) {
	if len(criteria) == 0 {
		return [32]byte{}, errors.New("no criteria")
	}
	return sha256.Sum256([]byte(verdict.CriteriaText(criteria))), nil
}

// DeliverableHash is the deliverable hash submit_deliverable records:
// sha256 of the text's exact UTF-8 bytes, which a verdict request for the
// deal carries as its evidence[1], label "deliverable".
func DeliverableHash(text string) ([32]byte, error) {
	if text == "" {
		return [32]byte{}, errors.New("empty deliverable")
	}
	return sha256.Sum256([]byte(text)), nil
}

// ChainEscrow is an Escrow over the chain package: one ArbiterEscrow, a
// default token, and the buyer's and seller's transactors (either may be
// nil, and the tool that needs it then fails with a clear message).
type ChainEscrow struct {
	backend chain.Backend
	escrow  *chain.Escrow
	token   common.Address
	buyer   *chain.Transactor
	seller  *chain.Transactor
}

// Contract is the escrow the tools act on, which verify_deal_verdict may
// trust (AuditSources.Escrow).
func (e *ChainEscrow) Contract() *chain.Escrow { return e.escrow }

// NewChainEscrow binds an escrow deployment to keys. token is the default
// payment token (it may be zero when every create_escrow names one).
func NewChainEscrow(ctx context.Context, backend chain.Backend, escrow, token common.Address, buyer, seller *chain.Transactor) (*ChainEscrow, error) {
	e, err := chain.NewEscrow(ctx, backend, escrow, nil)
	if err != nil {
		return nil, err
	}
	return &ChainEscrow{backend: backend, escrow: e, token: token, buyer: buyer, seller: seller}, nil
}

// ChainID implements Escrow.
func (c *ChainEscrow) ChainID() string { return c.escrow.ChainID().String() }

// Address implements Escrow.
func (c *ChainEscrow) Address() common.Address { return c.escrow.Address() }

// CreateDeal implements Escrow: approve, then createDeal, from the buyer.
func (c *ChainEscrow) CreateDeal(ctx context.Context, d NewDeal) (EscrowTx, error) {
	if c.buyer == nil {
		return EscrowTx{}, errors.New("no buyer key is configured for this escrow")
	}
	token := d.Token
	if token == (common.Address{}) {
		token = c.token
	}
	if token == (common.Address{}) {
		return EscrowTx{}, errors.New("no token given and no default token configured")
	}
	if d.Deadline.Unix() <= 0 {
		return EscrowTx{}, errors.New("deadline must be after 1970")
	}
	total := new(big.Int).Set(d.Amount)
	if d.JurorFee != nil {
		total.Add(total, d.JurorFee)
	}
	if _, err := chain.NewToken(c.backend, token, c.buyer).Approve(ctx, c.escrow.Address(), total); err != nil {
		return EscrowTx{}, fmt.Errorf("approve %s for the escrow: %w", token.Hex(), err)
	}
	r, err := c.escrow.WithTransactor(c.buyer).CreateDeal(ctx, chain.DealTerms{
		ID: d.ID, Seller: d.Seller, Token: token, Amount: d.Amount, JurorFee: d.JurorFee, CriteriaHash: d.CriteriaHash,
		Deadline: uint64(d.Deadline.Unix()),
	})
	if err != nil {
		return EscrowTx{}, err
	}
	return txOf(r, c.buyer, token), nil
}

// SubmitDeliverable implements Escrow, from the seller.
func (c *ChainEscrow) SubmitDeliverable(ctx context.Context, dealID, deliverableHash [32]byte) (EscrowTx, error) {
	if c.seller == nil {
		return EscrowTx{}, errors.New("no seller key is configured for this escrow")
	}
	r, err := c.escrow.WithTransactor(c.seller).Submit(ctx, dealID, deliverableHash)
	if err != nil {
		return EscrowTx{}, err
	}
	return txOf(r, c.seller, common.Address{}), nil
}

func txOf(r *types.Receipt, from *chain.Transactor, token common.Address) EscrowTx {
	tx := EscrowTx{TxHash: r.TxHash.Hex(), From: verdict.AddressString(from.Address())}
	if r.BlockNumber != nil {
		tx.Block = r.BlockNumber.Uint64()
	}
	if token != (common.Address{}) {
		tx.Token = verdict.AddressString(token)
	}
	return tx
}

// loserKey returns the deal's decided round and the transactor of the
// party it went against, which must be one this server holds.
func (c *ChainEscrow) loserKey(ctx context.Context, dealID [32]byte) (chain.DealState, chain.Round, *chain.Transactor, error) {
	st, rounds, err := c.escrow.Rounds(ctx, dealID)
	if err != nil {
		return st, chain.Round{}, nil, err
	}
	if st.Status != chain.StatusDecided {
		return st, chain.Round{}, nil, fmt.Errorf("the deal is %s: only a decided round, on an escrow with an appeal window, can be appealed or accepted", st.Status)
	}
	rd := rounds[len(rounds)-1]
	loser := chain.LosingParty(st, rd)
	for _, tx := range []*chain.Transactor{c.buyer, c.seller} {
		if tx != nil && tx.Address() == loser {
			return st, rd, tx, nil
		}
	}
	return st, rd, nil, fmt.Errorf("round %d went against %s, whose key this server does not hold: only that party may appeal or accept it", rd.Number, verdict.AddressString(loser))
}

// Appeal implements Escrow.
func (c *ChainEscrow) Appeal(ctx context.Context, dealID [32]byte, maxFee *big.Int) (AppealTx, error) {
	st, rd, tx, err := c.loserKey(ctx, dealID)
	if err != nil {
		return AppealTx{}, err
	}
	seats, fee, err := c.escrow.AppealCost(ctx, dealID)
	switch {
	case err != nil:
		return AppealTx{}, err
	case seats == 0:
		return AppealTx{}, fmt.Errorf("round %d is the deal's last: %w", rd.Number, chain.ErrNoMoreAppeals)
	case maxFee != nil && fee.Cmp(maxFee) > 0:
		return AppealTx{}, fmt.Errorf("the appeal costs %s base units, more than max_fee %s", fee, maxFee)
	}
	token := chain.NewToken(c.backend, st.Token, tx)
	allowance, err := token.Allowance(ctx, tx.Address(), c.escrow.Address())
	if err != nil {
		return AppealTx{}, err
	}
	if allowance.Cmp(fee) < 0 {
		if _, err := token.Approve(ctx, c.escrow.Address(), fee); err != nil {
			return AppealTx{}, fmt.Errorf("approve the appeal fee: %w", err)
		}
	}
	r, err := c.escrow.WithTransactor(tx).Appeal(ctx, dealID, fee)
	if err != nil {
		return AppealTx{}, err
	}
	return AppealTx{RoundTx: RoundTx{EscrowTx: txOf(r, tx, st.Token), Round: rd.Number + 1}, Seats: seats, Fee: fee}, nil
}

// AcceptOutcome implements Escrow.
func (c *ChainEscrow) AcceptOutcome(ctx context.Context, dealID [32]byte) (RoundTx, error) {
	_, rd, tx, err := c.loserKey(ctx, dealID)
	if err != nil {
		return RoundTx{}, err
	}
	r, err := c.escrow.WithTransactor(tx).AcceptOutcome(ctx, dealID)
	if err != nil {
		return RoundTx{}, err
	}
	return RoundTx{EscrowTx: txOf(r, tx, common.Address{}), Round: rd.Number}, nil
}
