//go:build arbitra_juror

package main

import (
	"context"
	"errors"
	"io"
)

// commands are the juror build's: the juror node, its key and the
// container health check. The tag arbitra_juror leaves out the
// coordinator, the IPFS archive, the chain client and the commands built
// on them, so that a juror's process links half the packages and runs none
// of the others' start-up.
func commands() []command {
	return []command{
		{"juror", "run a juror node", runJuror},
		{"keys", "create or show the node key (keys new | keys show)", runKeys},
		{"healthcheck", "exit 0 when a URL answers 200 (a container's health check)", runHealthcheck},
	}
}

// notInThisBuild are the full build's other commands, named so that asking
// for one says where it is.
var notInThisBuild = []string{"demo", "devnet", "coordinator", "submit", "verify", "audit", "escrow", "mcp"}

// jurorStakeCommands refuse in this build: bonding needs the chain client.
var jurorStakeCommands = func() map[string]func(context.Context, []string, io.Writer, io.Writer) error {
	refuse := func(context.Context, []string, io.Writer, io.Writer) error {
		return errors.New("juror bond, unbond, withdraw and status are in the full build of arbitra (without the arbitra_juror tag)")
	}
	return map[string]func(context.Context, []string, io.Writer, io.Writer) error{
		"bond": refuse, "unbond": refuse, "withdraw": refuse, "status": refuse,
	}
}()
