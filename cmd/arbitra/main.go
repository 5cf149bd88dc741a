// Command arbitra runs arbitra nodes (coordinators and jurors), submits
// verdict requests, and verifies and audits the records they produce.
//
// Run `arbitra help` for the commands and `arbitra <command> --help` for
// each command's flags. Every flag can also be set from the environment as
// ARBITRA_<FLAG>, upper case with dashes as underscores (--http-addr is
// ARBITRA_HTTP_ADDR), and from a TOML file given with --config (or
// ARBITRA_CONFIG) whose keys are the flag names. A flag on the command line
// wins over the environment, which wins over the file, which wins over the
// flag's default.
//
// A machine that only judges runs cmd/arbitra-juror, which shares the
// juror's commands with this one (internal/cli) and links none of the rest.
package main

import (
	"context"
	"io"

	"github.com/arbitra-network/arbitra/internal/cli"
	"github.com/arbitra-network/arbitra/verdict"
)

// The flag plumbing lives in internal/cli, shared with cmd/arbitra-juror;
// these names keep the commands of this package short.
type (
	command     = cli.Command
	listFlag    = cli.ListFlag
	logFlags    = cli.LogFlags
	netFlags    = cli.NetFlags
	engineFlags = cli.EngineFlags
)

var (
	newFlagSet = cli.NewFlagSet
	parseFlags = cli.ParseFlags
	helpOK     = cli.HelpOK
)

func program() cli.Program {
	return cli.Program{Name: "arbitra", Summary: "a peer-to-peer juror network: signed verdicts, IPFS records, escrow settlement", Commands: commands()}
}

func main() { program().Main() }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return program().Run(ctx, args, stdout, stderr)
}

// isAddress says whether a human's address parses: 0x and 40 hex digits in
// one letter case, or mixed case with its EIP-55 checksum.
func isAddress(s string) bool {
	_, err := verdict.ParseAddressTyped(s)
	return err == nil
}
