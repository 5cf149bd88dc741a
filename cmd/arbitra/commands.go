//go:build !arbitra_juror

package main

import (
	"context"
	"io"
	"os"
)

// commands are the full build's commands. A build with the arbitra_juror
// tag has only the juror's (commands_juror.go).
func commands() []command {
	return []command{
		{"demo", "run the hiring story end to end on the embedded default network", runDemo},
		{"devnet", "run a coordinator and three jurors in one process on loopback", runDevnet},
		{"coordinator", "run a coordinator node (HTTP API, gossip, minting)", runCoordinator},
		{"juror", "run a juror node", runJuror},
		{"submit", "send a verdict request file to a coordinator and print the verdict", runSubmit},
		{"verify", "verify a saved verdict record offline", runVerify},
		{"audit", "fetch a record from IPFS by CID or verdict hash and check it", runAudit},
		{"keys", "create or show the node key (keys new | keys show)", runKeys},
		{"healthcheck", "exit 0 when a URL answers 200 (a container's health check)", runHealthcheck},
		{"escrow", "deploy an escrow; fund, deliver, refund or show a deal as buyer or seller", runEscrow},
		{"mcp", "serve the Model Context Protocol over stdio, backed by a coordinator", func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return runMCP(ctx, args, os.Stdin, stdout, stderr)
		}},
	}
}

// notInThisBuild names the commands a smaller build leaves out; the full
// build has them all.
var notInThisBuild []string
