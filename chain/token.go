package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Token is a client of an ERC-20 token (Mint only works on MockUSDC). Reads
// need only the backend; Approve and Mint send from the Transactor. Safe for
// concurrent use.
type Token struct {
	backend Backend
	address common.Address
	tx      *Transactor
	bound   *bind.BoundContract
}

// NewToken returns a client for the token at address; tx may be nil for reads only.
func NewToken(backend Backend, address common.Address, tx *Transactor) *Token {
	return &Token{backend: backend, address: address, tx: tx, bound: tokenABI.Instance(backend, address)}
}

// WithTransactor returns a client of the same token that sends from tx.
func (t *Token) WithTransactor(tx *Transactor) *Token {
	c := *t
	c.tx = tx
	return &c
}

// Address is the token's address.
func (t *Token) Address() common.Address { return t.address }

// Approve lets spender (normally the escrow) pull up to amount from the Transactor's account.
func (t *Token) Approve(ctx context.Context, spender common.Address, amount *big.Int) (*types.Receipt, error) {
	return t.send(ctx, "approve", tokenABI.PackApprove(spender, amount))
}

// Mint creates amount tokens for to. Only test tokens such as MockUSDC have it.
func (t *Token) Mint(ctx context.Context, to common.Address, amount *big.Int) (*types.Receipt, error) {
	return t.send(ctx, "mint", tokenABI.PackMint(to, amount))
}

// Transfer sends amount from the Transactor's account to to.
func (t *Token) Transfer(ctx context.Context, to common.Address, amount *big.Int) (*types.Receipt, error) {
	return t.send(ctx, "transfer", tokenABI.PackTransfer(to, amount))
}

// BalanceOf reads owner's balance in base units.
func (t *Token) BalanceOf(ctx context.Context, owner common.Address) (*big.Int, error) {
	return call(ctx, t.bound, nil, "balanceOf", tokenABI.PackBalanceOf(owner), tokenABI.UnpackBalanceOf)
}

// Allowance reads how much spender may still pull from owner.
func (t *Token) Allowance(ctx context.Context, owner, spender common.Address) (*big.Int, error) {
	return call(ctx, t.bound, nil, "allowance", tokenABI.PackAllowance(owner, spender), tokenABI.UnpackAllowance)
}

func (t *Token) send(ctx context.Context, method string, data []byte) (*types.Receipt, error) {
	if t.tx == nil {
		return nil, fmt.Errorf("%s: %w", method, ErrNoTransactor)
	}
	r, err := t.tx.Send(ctx, &t.address, data, nil)
	if err != nil {
		return r, fmt.Errorf("%s: %w", method, err)
	}
	return r, nil
}
