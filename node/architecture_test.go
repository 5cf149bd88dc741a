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
		"juror":       {"coordinator", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "store", "metrics", "cmd"},
		"coordinator": {"juror", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "metrics", "cmd", "api"},
		"chain":       {"juror", "coordinator", "node", "ipfs", "settlement", "reputation", "mcpserver", "p2p", "cmd"},
		"ipfs":        {"juror", "coordinator", "node", "chain", "settlement", "reputation", "mcpserver", "cmd"},
		"settlement":  {"juror", "node", "ipfs", "reputation", "mcpserver", "cmd", "api"},
		"anchor":      {"juror", "node", "ipfs", "settlement", "reputation", "mcpserver", "cmd", "api"},
		"reputation":  {"juror", "node", "chain", "ipfs", "settlement", "replica", "mcpserver", "cmd", "api"},
		"replica":     {"juror", "coordinator", "node", "chain", "settlement", "reputation", "mcpserver", "cmd", "api"},
		"api":         {"juror", "coordinator", "node", "chain", "ipfs", "settlement", "reputation", "replica", "anchor", "mcpserver", "p2p", "store", "metrics", "cmd"},
		"mcpserver":   {"juror", "node", "cmd"},
		// The one audit reads the chain and IPFS but no role; its rule for
		// a settlement reads nothing, so that reputation can apply it.
		"audit":       {"juror", "node", "settlement", "reputation", "replica", "mcpserver", "cmd"},
		"audit/match": {"juror", "coordinator", "node", "chain", "ipfs", "anchor", "settlement", "reputation", "replica", "mcpserver", "store", "p2p", "cmd"},
		"metrics":     {"juror", "coordinator", "node", "chain", "ipfs", "settlement", "reputation", "mcpserver", "store", "p2p", "cmd"},
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

// TestLifecycleApartFromHTTP checks the split between the request
// lifecycle and its transport: coordinator imports no net/http (its routes
// are api/server's), and the API's client links no libp2p, so that a
// program that only calls a coordinator carries none of a node.
func TestLifecycleApartFromHTTP(t *testing.T) {
	const mod = "github.com/arbitra-network/arbitra/"
	out, err := exec.Command("go", "list", "-f", "{{join .Imports \" \"}}", mod+"coordinator").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, imp := range strings.Fields(string(out)) {
		if imp == "net/http" || strings.HasPrefix(imp, "net/http/") {
			t.Errorf("coordinator imports %s", imp)
		}
	}
	out, err = exec.Command("go", "list", "-deps", mod+"api").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	for _, dep := range deps {
		if strings.HasPrefix(dep, "github.com/libp2p/") || dep == mod+"coordinator" {
			t.Errorf("the API client depends on %s", dep)
		}
	}
	if !slices.Contains(deps, "net/http") {
		t.Fatal("go list gave no net/http for the API client; the check saw nothing")
	}
}

// TestProductLeavesOutTheLab checks that the arbitra command links neither
// the load generator nor the simulated network (they live in
// cmd/arbitra-bench), and that none of arbitra's own packages in it
// imports a profiler or tracer. runtime/pprof itself still arrives through
// go-ethereum's client (its metrics package), which the product needs.
func TestProductLeavesOutTheLab(t *testing.T) {
	const mod = "github.com/arbitra-network/arbitra/"
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", mod+"cmd/arbitra").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	bannedDeps := []string{mod + "bench", "github.com/libp2p/go-libp2p/p2p/net/mock", "github.com/google/pprof"}
	bannedImports := []string{"runtime/pprof", "runtime/trace", "net/http/pprof"}
	linked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		pkg := f[0]
		for _, b := range bannedDeps {
			if pkg == b || strings.HasPrefix(pkg, b+"/") {
				t.Errorf("the arbitra command depends on %s", pkg)
			}
		}
		if !strings.HasPrefix(pkg, mod) {
			continue
		}
		linked++
		for _, imp := range f[1:] {
			if slices.Contains(bannedImports, imp) {
				t.Errorf("%s imports %s", pkg, imp)
			}
		}
	}
	if linked < 5 {
		t.Fatalf("go list gave %d of arbitra's packages for the command; the check saw nothing", linked)
	}
}
