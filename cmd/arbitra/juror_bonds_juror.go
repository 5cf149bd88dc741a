//go:build arbitra_juror

package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/arbitra-network/arbitra/juror"
)

// bondedCoordinators needs the chain client, which this build leaves out.
func bondedCoordinators(context.Context, string, string, *slog.Logger) (juror.CoordinatorPolicy, func(), error) {
	return nil, nil, errors.New("--escrow: serving the coordinators bonded on an escrow needs the full build of arbitra " +
		"(without the arbitra_juror tag); this build serves --coordinators and its --bootstrap peers")
}
