package main

import (
	"bytes"
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestJurorLinksNoCoordinator checks what this binary is for: it links none
// of the coordinator's packages, its archive, its store, the chain client
// or the simulated chain, so that a juror's process neither maps their code
// nor runs their start-up.
func TestJurorLinksNoCoordinator(t *testing.T) {
	const mod = "github.com/arbitra-network/arbitra/"
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	banned := []string{
		mod + "coordinator", mod + "node", mod + "ipfs", mod + "chain", mod + "settlement", mod + "reputation",
		mod + "anchor", mod + "replica", mod + "membership", mod + "mcpserver", mod + "store", mod + "web", mod + "bench",
		"github.com/ipfs/boxo", "github.com/ethereum/go-ethereum/ethclient", "github.com/ethereum/go-ethereum/accounts/abi/bind",
		"github.com/dgraph-io/badger", "github.com/cockroachdb/pebble",
	}
	for _, dep := range deps {
		for _, b := range banned {
			if dep == b || strings.HasPrefix(dep, b+"/") {
				t.Errorf("arbitra-juror depends on %s", dep)
			}
		}
	}
	for _, want := range []string{mod + "juror", mod + "p2p", mod + "jurornode"} {
		if !slices.Contains(deps, want) {
			t.Errorf("arbitra-juror does not link %s", want)
		}
	}
}

// TestJurorCommands runs the binary's dispatch as an operator meets it:
// help lists the juror's commands only, and a full-build command or a
// stake subcommand is refused with where to find it.
func TestJurorCommands(t *testing.T) {
	ctx := context.Background()
	var help bytes.Buffer
	if err := program().Run(ctx, []string{"help"}, &help, &help); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"juror", "keys", "healthcheck"} {
		if !strings.Contains(help.String(), "  "+c+" ") {
			t.Errorf("help does not list %s:\n%s", c, help.String())
		}
	}
	for _, c := range []string{"coordinator", "demo", "escrow"} {
		if strings.Contains(help.String(), "  "+c+" ") {
			t.Errorf("help lists %s:\n%s", c, help.String())
		}
		err := program().Run(ctx, []string{c}, &help, &help)
		if err == nil || !strings.Contains(err.Error(), "full arbitra binary") {
			t.Errorf("%s: %v, want a refusal naming the full binary", c, err)
		}
	}
	for _, args := range [][]string{{"juror", "bond"}, {"juror", "--escrow", "0x00000000000000000000000000000000000000e1", "--rpc-url", "http://127.0.0.1:1", "--datadir", t.TempDir()}} {
		err := program().Run(ctx, args, &help, &help)
		if err == nil || !strings.Contains(err.Error(), "full arbitra binary") {
			t.Errorf("%v: %v, want a refusal naming the full binary", args, err)
		}
	}
}
