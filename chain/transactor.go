package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// DefaultPollInterval is how often a Transactor asks for a receipt while it
// waits for a transaction to be mined.
const DefaultPollInterval = 250 * time.Millisecond

// Transactor signs and sends transactions from one private key. It assigns
// nonces itself, so one Transactor per key must be shared by everything that
// sends from that key; it is safe for concurrent use.
type Transactor struct {
	backend Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	signer  types.Signer
	poll    time.Duration

	mu        sync.Mutex // guards the fields below and orders sends
	nonce     uint64
	haveNonce bool
}

// TransactorOption configures a Transactor.
type TransactorOption func(*Transactor)

// WithPollInterval sets how often the Transactor polls for receipts
// (DefaultPollInterval if unset or not positive).
func WithPollInterval(d time.Duration) TransactorOption {
	return func(t *Transactor) {
		if d > 0 {
			t.poll = d
		}
	}
}

// NewTransactor returns a Transactor for key on the chain behind backend,
// whose chain ID it reads once.
func NewTransactor(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, opts ...TransactorOption) (*Transactor, error) {
	if key == nil {
		return nil, errors.New("chain: nil private key")
	}
	chainID, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: read chain id: %w", err)
	}
	t := &Transactor{
		backend: backend,
		key:     key,
		from:    crypto.PubkeyToAddress(key.PublicKey),
		chainID: chainID,
		signer:  types.LatestSignerForChainID(chainID),
		poll:    DefaultPollInterval,
	}
	for _, o := range opts {
		o(t)
	}
	return t, nil
}

// Address is the account the Transactor sends from.
func (t *Transactor) Address() common.Address { return t.from }

// ChainID is the chain the Transactor signs for.
func (t *Transactor) ChainID() *big.Int { return new(big.Int).Set(t.chainID) }

// Send estimates gas for the call, signs and sends it, and waits until it is
// mined or ctx ends. to == nil creates a contract. A call the EVM would revert
// fails before sending, with a *RevertError. A transaction that is mined but
// reverted returns its receipt together with a *RevertError.
func (t *Transactor) Send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	tx, err := t.SendNoWait(ctx, to, data, value)
	if err != nil {
		return nil, err
	}
	return t.Wait(ctx, tx)
}

// SendNoWait is Send without waiting for the receipt.
func (t *Transactor) SendNoWait(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Transaction, error) {
	return t.SendNoWaitLogged(ctx, to, data, value, nil)
}

// SendNoWaitLogged is SendNoWait that hands the signed transaction to
// logSigned before it is broadcast (nothing is sent if logSigned fails):
// a sender that must never send a call twice stores the signed bytes
// there, and after a crash broadcasts those same bytes again (Rebroadcast)
// instead of signing a second transaction.
func (t *Transactor) SendNoWaitLogged(ctx context.Context, to *common.Address, data []byte, value *big.Int,
	logSigned func(*types.Transaction) error) (*types.Transaction, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: t.from, To: to, Data: data, Value: value}
	gas, err := t.backend.EstimateGas(ctx, msg)
	if err != nil {
		return nil, callError("chain: estimate gas", err)
	}
	// Headroom for state or block time moving between estimate and inclusion.
	gas += gas / 5

	head, err := t.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: read head: %w", err)
	}
	tip, err := t.backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain: suggest tip: %w", err)
	}

	var price *big.Int
	if head.BaseFee == nil {
		if price, err = t.backend.SuggestGasPrice(ctx); err != nil {
			return nil, fmt.Errorf("chain: suggest gas price: %w", err)
		}
	}

	t.mu.Lock()
	defer t.mu.Unlock()
	// Two rounds: if the node says the nonce is used (another sender shares
	// the key, or a reply was lost), read it again and retry once.
	for round := 0; ; round++ {
		if !t.haveNonce {
			n, err := t.backend.PendingNonceAt(ctx, t.from)
			if err != nil {
				return nil, fmt.Errorf("chain: read nonce: %w", err)
			}
			t.nonce, t.haveNonce = n, true
		}
		var inner types.TxData
		if price != nil {
			inner = &types.LegacyTx{Nonce: t.nonce, GasPrice: price, Gas: gas, To: to, Value: value, Data: data}
		} else {
			feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
			inner = &types.DynamicFeeTx{ChainID: t.chainID, Nonce: t.nonce, GasTipCap: tip, GasFeeCap: feeCap,
				Gas: gas, To: to, Value: value, Data: data}
		}
		tx, err := types.SignNewTx(t.key, t.signer, inner)
		if err != nil {
			return nil, fmt.Errorf("chain: sign: %w", err)
		}
		if logSigned != nil {
			if err := logSigned(tx); err != nil {
				return nil, err
			}
		}
		err = t.backend.SendTransaction(ctx, tx)
		if err == nil {
			t.nonce++
			return tx, nil
		}
		// Whatever failed, the node's view of the nonce is the one to trust next.
		t.haveNonce = false
		if round > 0 || !isNonceTooLow(err) {
			return nil, fmt.Errorf("chain: send transaction: %w", err)
		}
	}
}

// Rebroadcast sends a transaction signed before (by SendNoWaitLogged)
// again, as it is. It reports consumed when the node refuses it because
// its nonce is used: then it is mined already (its receipt says so) or can
// never be.
func (t *Transactor) Rebroadcast(ctx context.Context, tx *types.Transaction) (consumed bool, err error) {
	err = t.backend.SendTransaction(ctx, tx)
	switch {
	case err == nil:
		return false, nil
	case isNonceTooLow(err):
		return true, nil
	case strings.Contains(strings.ToLower(err.Error()), "already known"):
		return false, nil
	}
	return false, fmt.Errorf("chain: rebroadcast %s: %w", tx.Hash(), err)
}

// isNonceTooLow recognises the node's answer for a nonce already used. Nodes
// report it as a plain message, over JSON-RPC too.
func isNonceTooLow(err error) bool {
	return errors.Is(err, core.ErrNonceTooLow) || strings.Contains(err.Error(), core.ErrNonceTooLow.Error())
}

// Wait polls for the receipt of tx until it is mined or ctx ends. If the
// transaction reverted it replays the call at its block to decode the reason
// and returns the receipt with a *RevertError.
func (t *Transactor) Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	r, err := waitReceipt(ctx, t.backend, tx.Hash(), t.poll)
	if err != nil {
		return nil, err
	}
	if r.Status == types.ReceiptStatusSuccessful {
		return r, nil
	}
	msg := ethereum.CallMsg{From: t.from, To: tx.To(), Data: tx.Data(), Value: tx.Value(), Gas: tx.Gas()}
	_, callErr := t.backend.CallContract(ctx, msg, r.BlockNumber)
	re := asRevert(callErr)
	if re == nil {
		// The replay passed (or failed for another reason), e.g. the
		// transaction ran out of gas; all that is known is the revert.
		re = &RevertError{}
	}
	return r, fmt.Errorf("chain: transaction %s reverted: %w", tx.Hash(), re)
}

func waitReceipt(ctx context.Context, b Backend, hash common.Hash, poll time.Duration) (*types.Receipt, error) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	var lastErr error
	for {
		select {
		case <-ctx.Done():
			if lastErr != nil && !errors.Is(lastErr, ethereum.NotFound) {
				return nil, fmt.Errorf("chain: wait for %s: %w (last error: %v)", hash, ctx.Err(), lastErr)
			}
			return nil, fmt.Errorf("chain: wait for %s: %w", hash, ctx.Err())
		case <-timer.C:
		}
		r, err := b.TransactionReceipt(ctx, hash)
		if err == nil {
			return r, nil
		}
		// Not found yet, or the node is still indexing: keep polling.
		lastErr = err
		timer.Reset(poll)
	}
}
