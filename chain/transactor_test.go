package chain_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
)

// TestTransactorConcurrentSends sends from one key in many goroutines: every
// transaction must get its own nonce and be mined.
func TestTransactorConcurrentSends(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{})
	minter := newParty(t, d, "seller")
	start, err := d.Client().NonceAt(ctx, minter.addr, nil)
	if err != nil {
		t.Fatal(err)
	}

	const workers, each = 8, 5
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	nonces := make(chan uint64, workers*each)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				r, err := minter.token.Mint(ctx, minter.addr, big.NewInt(int64(1+w*each+i)))
				if err != nil {
					errs <- err
					return
				}
				tx, _, err := d.Client().TransactionByHash(ctx, r.TxHash)
				if err != nil {
					errs <- err
					return
				}
				nonces <- tx.Nonce()
			}
		}()
	}
	wg.Wait()
	close(errs)
	close(nonces)
	for err := range errs {
		t.Fatal(err)
	}
	seen := map[uint64]bool{}
	for n := range nonces {
		if seen[n] {
			t.Fatalf("nonce %d used twice", n)
		}
		seen[n] = true
	}
	for n := start; n < start+workers*each; n++ {
		if !seen[n] {
			t.Fatalf("nonce %d missing; got %v", n, seen)
		}
	}
	// 1 + 2 + ... + 40
	bal, err := minter.token.BalanceOf(ctx, minter.addr)
	if err != nil || bal.Int64() != workers*each*(workers*each+1)/2 {
		t.Fatalf("balance %s, %v", bal, err)
	}
}

func TestTransactorSendsEtherAndDeploys(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{})
	tx, err := d.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	if tx.ChainID().Int64() != chain.DevnetChainID {
		t.Fatalf("chain id %s", tx.ChainID())
	}
	to := chain.DevAddress("nobody")
	r, err := tx.Send(ctx, &to, nil, big.NewInt(12345))
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("send ether: %v", err)
	}
	if bal, _ := d.Client().BalanceAt(ctx, to, nil); bal.Int64() != 12345 {
		t.Fatalf("balance %s", bal)
	}

	addr, r, err := chain.DeployMockUSDC(ctx, tx)
	if err != nil || r.ContractAddress != addr {
		t.Fatalf("deploy: %s %v", addr, err)
	}
	tok := chain.NewToken(d.Client(), addr, tx)
	if _, err := tok.Mint(ctx, to, big.NewInt(7)); err != nil {
		t.Fatal(err)
	}
	if bal, _ := tok.BalanceOf(ctx, to); bal.Int64() != 7 {
		t.Fatalf("token balance %s", bal)
	}
}

// TestTransactorLogsBeforeItBroadcasts: SendNoWaitLogged hands the signed
// transaction over before broadcasting it, sends nothing when that fails,
// and Rebroadcast of the stored bytes after they were mined reports the
// nonce consumed, sending nothing more.
func TestTransactorLogsBeforeItBroadcasts(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{})
	tx, err := d.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	to := chain.DevAddress("nobody")
	nonce, _ := d.Client().PendingNonceAt(ctx, tx.Address())
	refused := errors.New("the store is down")
	if _, err := tx.SendNoWaitLogged(ctx, &to, nil, big.NewInt(1), func(*types.Transaction) error { return refused }); !errors.Is(err, refused) {
		t.Fatalf("a failed log: %v", err)
	}
	if again, _ := d.Client().PendingNonceAt(ctx, tx.Address()); again != nonce {
		t.Fatalf("sent %d transactions without logging them", again-nonce)
	}
	var logged *types.Transaction
	sent, err := tx.SendNoWaitLogged(ctx, &to, nil, big.NewInt(1), func(s *types.Transaction) error { logged = s; return nil })
	if err != nil || logged == nil || logged.Hash() != sent.Hash() {
		t.Fatalf("logged %v, sent %v (%v)", logged, sent, err)
	}
	if _, err := tx.Wait(ctx, sent); err != nil {
		t.Fatal(err)
	}
	if consumed, err := tx.Rebroadcast(ctx, logged); err != nil || !consumed {
		t.Fatalf("rebroadcast of a mined transaction: consumed %v, %v", consumed, err)
	}
	if bal, _ := d.Client().BalanceAt(ctx, to, nil); bal.Int64() != 1 {
		t.Fatalf("balance %s, want one transfer", bal)
	}
}
