package main

import (
	"context"
	"io"
	"os"

	"github.com/arbitra-network/arbitra/internal/cli"
)

// commands are the full build's commands; cmd/arbitra-juror has the
// juror's alone (juror without its escrow, keys, healthcheck).
func commands() []command {
	return []command{
		{Name: "demo", Summary: "run the hiring story end to end on the embedded default network", Run: runDemo},
		{Name: "devnet", Summary: "run a coordinator and three jurors in one process on loopback", Run: runDevnet},
		{Name: "coordinator", Summary: "run a coordinator node (HTTP API, gossip, minting)", Run: runCoordinator},
		cli.Juror(&cli.JurorChain{Escrow: jurorEscrow, Stake: jurorStakeCommands}),
		{Name: "submit", Summary: "send a verdict request file to a coordinator and print the verdict", Run: runSubmit},
		{Name: "verify", Summary: "verify a saved verdict record offline", Run: runVerify},
		{Name: "audit", Summary: "fetch a record from IPFS by CID or verdict hash and check it", Run: runAudit},
		cli.Keys,
		cli.Healthcheck,
		{Name: "escrow", Summary: "deploy an escrow; fund, deliver, refund or show a deal as buyer or seller", Run: runEscrow},
		{Name: "job", Summary: "create, deliver, open, settle or show an ERC-8183 job judged by arbitra; register an ERC-8004 agent, request and read its validation", Run: runJob},
		{Name: "mcp", Summary: "serve the Model Context Protocol over stdio, backed by a coordinator", Run: func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			return runMCP(ctx, args, os.Stdin, stdout, stderr)
		}},
	}
}
