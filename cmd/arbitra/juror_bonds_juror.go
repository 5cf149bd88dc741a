//go:build arbitra_juror

package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/node"
)

// jurorEscrow needs the chain client, which this build leaves out.
func jurorEscrow(context.Context, string, string, common.Address, *slog.Logger) (
	juror.CoordinatorPolicy, func(context.Context) (node.Standing, error), func(), error) {
	return nil, nil, nil, errors.New("--escrow: serving the coordinators bonded on an escrow needs the full build of arbitra " +
		"(without the arbitra_juror tag); this build serves --coordinators and its --bootstrap peers")
}
