package juror

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImports keeps the juror package free of the roles around it: it must
// not reach the coordinator, the node or a command.
func TestImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/arbitra-network/arbitra/juror").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"/arbitra/coordinator", "/arbitra/node", "/arbitra/cmd/"} {
			if strings.Contains(dep, banned) {
				t.Errorf("juror depends on %s", dep)
			}
		}
	}
}
