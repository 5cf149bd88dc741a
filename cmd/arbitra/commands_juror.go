//go:build arbitra_juror

package main

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
