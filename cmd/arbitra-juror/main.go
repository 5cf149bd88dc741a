// Command arbitra-juror runs an arbitra juror on a machine that only
// judges: the juror, keys and healthcheck commands of arbitra, with the
// same flags, environment variables and --config file, and none of the
// coordinator, IPFS archive, store or chain client, so that an idle juror
// stays small (docs/performance.md). Bonding on an escrow (juror bond and
// the rest) and serving the coordinators bonded there (--escrow) need the
// chain client: the full arbitra binary has them.
package main

import "github.com/arbitra-network/arbitra/internal/cli"

func program() cli.Program {
	return cli.Program{
		Name: "arbitra-juror", Summary: "an arbitra juror: judges the requests of the coordinators it serves",
		Commands:  []cli.Command{cli.Juror(nil), cli.Keys, cli.Healthcheck},
		Elsewhere: []string{"demo", "devnet", "coordinator", "submit", "verify", "audit", "escrow", "mcp"},
		Where:     "the full arbitra binary",
	}
}

func main() { program().Main() }
