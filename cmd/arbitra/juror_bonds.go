package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/jurornode"
	"github.com/arbitra-network/arbitra/verdict"
)

// jurorEscrow is what a juror takes from the escrow it bonded on: the
// policy of serving the coordinators bonded there, read through rpcURL and
// cached (chain.CoordinatorBonds), and a reader of its own standing. The
// cache's reads run until ctx ends; stop waits for them.
func jurorEscrow(ctx context.Context, rpcURL, escrow string, self common.Address, log *slog.Logger) (
	_ juror.CoordinatorPolicy, standing func(context.Context) (jurornode.Standing, error), stop func(), err error) {
	client, e, err := dialEscrow(ctx, rpcURL, escrow)
	if err != nil {
		return nil, nil, nil, err
	}
	bonds := chain.NewCoordinatorBonds(chain.CoordinatorBondsConfig{Escrow: e})
	var loop worker.Loop
	loop.Start(func(ctx context.Context) { _ = bonds.Run(ctx) })
	log.Info("serving the coordinators bonded on the escrow", "escrow", escrow)
	standing = func(ctx context.Context) (jurornode.Standing, error) {
		st, err := e.Stake(ctx, self)
		if err != nil {
			return jurornode.Standing{}, err
		}
		bonded, unbonding, fees := st.Bonded.String(), st.Unbonding.String(), st.FeesEarned.String()
		out := jurornode.Standing{Escrow: verdict.AddressString(e.Address()), Stake: &bonded, Unbonding: &unbonding, Fees: &fees,
			DealsServed: &st.DealsServed, Slashes: &st.Slashes}
		if st.ReleaseAt != 0 {
			at := time.Unix(int64(st.ReleaseAt), 0).UTC()
			out.ReleaseAt = &at
		}
		return out, nil
	}
	return bonds, standing, func() { loop.Close(); client.Close() }, nil
}
