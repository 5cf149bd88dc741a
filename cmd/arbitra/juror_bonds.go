//go:build !arbitra_juror

package main

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/juror"
)

// bondedCoordinators is the policy of serving the coordinators bonded on
// an escrow, read through rpcURL and cached (chain.CoordinatorBonds). Its
// reads run until ctx ends; stop waits for them.
func bondedCoordinators(ctx context.Context, rpcURL, escrow string, log *slog.Logger) (_ juror.CoordinatorPolicy, stop func(), err error) {
	if !isAddress(escrow) {
		return nil, nil, fmt.Errorf("--escrow: %q is not an address", escrow)
	}
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, nil, fmt.Errorf("--rpc-url: %w", err)
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(escrow), nil)
	if err != nil {
		client.Close()
		return nil, nil, fmt.Errorf("--escrow: %w", err)
	}
	bonds := chain.NewCoordinatorBonds(chain.CoordinatorBondsConfig{Escrow: e})
	rctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = bonds.Run(rctx)
	}()
	log.Info("serving the coordinators bonded on the escrow", "escrow", escrow)
	return bonds, func() { cancel(); <-done; client.Close() }, nil
}
