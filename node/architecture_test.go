package node

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestArchitecture enforces the import rules that keep each room of the
// house to itself: the domain and the infrastructure know no role, the
// roles know neither each other nor the composition root, and only the
// command and the bench harness compose nodes.
func TestArchitecture(t *testing.T) {
	const mod = "github.com/arbitra-network/arbitra/"
	rules := map[string][]string{
		"verdict":     {"*"},
		"store":       {"*"},
		"identity":    {"*"},
		"p2p":         {"juror", "coordinator", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "store"},
		"juror":       {"coordinator", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "store", "cmd"},
		"coordinator": {"juror", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "cmd"},
		"chain":       {"juror", "coordinator", "node", "ipfs", "settlement", "reputation", "mcpserver", "p2p", "cmd"},
		"ipfs":        {"juror", "coordinator", "node", "chain", "settlement", "reputation", "mcpserver", "cmd"},
		"settlement":  {"juror", "node", "ipfs", "reputation", "mcpserver", "cmd"},
		"reputation":  {"juror", "node", "chain", "ipfs", "settlement", "mcpserver", "cmd"},
		"mcpserver":   {"juror", "node", "cmd"},
	}
	for pkg, banned := range rules {
		out, err := exec.Command("go", "list", "-deps", mod+pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			rest, ok := strings.CutPrefix(dep, mod)
			if !ok || rest == pkg || strings.HasPrefix(rest, pkg+"/") {
				continue
			}
			for _, b := range banned {
				if b == "*" || rest == b || strings.HasPrefix(rest, b+"/") {
					t.Errorf("%s must not depend on %s", pkg, rest)
				}
			}
		}
	}
}

// TestJurorBuildLeavesOutTheCoordinator checks what the arbitra_juror tag
// is for: the juror build of the command links none of the coordinator's
// packages, its IPFS archive, the chain client or the simulated chain, so
// that a juror's process neither maps their code nor runs their start-up.
func TestJurorBuildLeavesOutTheCoordinator(t *testing.T) {
	const mod = "github.com/arbitra-network/arbitra/"
	out, err := exec.Command("go", "list", "-tags", "arbitra_juror", "-deps", mod+"cmd/arbitra").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	banned := []string{
		mod + "coordinator", mod + "ipfs", mod + "chain", mod + "settlement", mod + "reputation",
		mod + "mcpserver", mod + "store", mod + "bench",
		"github.com/ipfs/boxo", "github.com/ethereum/go-ethereum/ethclient/simulated",
		"github.com/dgraph-io/badger", "github.com/cockroachdb/pebble",
	}
	for _, dep := range deps {
		for _, b := range banned {
			if dep == b || strings.HasPrefix(dep, b+"/") {
				t.Errorf("the juror build depends on %s", dep)
			}
		}
	}
	for _, want := range []string{mod + "juror", mod + "p2p", mod + "node"} {
		if !slices.Contains(deps, want) {
			t.Errorf("the juror build does not link %s", want)
		}
	}
}
