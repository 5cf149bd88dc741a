//go:build !arbitra_juror

package main

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestJurorBuild runs the juror build (-tags arbitra_juror) as an operator
// would: its help lists only the juror's commands, a full-build command is
// refused with where to find it, and its key commands work. That it
// judges next to full builds is TestSeparateProcesses'.
func TestJurorBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	full := buildBinary(t)
	lean := buildBinary(t, "arbitra_juror")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()

	out, err := exec.CommandContext(ctx, lean, "help").CombinedOutput()
	if err != nil {
		t.Fatalf("help: %v\n%s", err, out)
	}
	for _, c := range []string{"juror", "keys"} {
		if !strings.Contains(string(out), "  "+c+" ") {
			t.Errorf("help does not list %s:\n%s", c, out)
		}
	}
	for _, c := range []string{"coordinator", "demo"} {
		if strings.Contains(string(out), "  "+c+" ") {
			t.Errorf("help lists %s, which the juror build leaves out:\n%s", c, out)
		}
	}
	out, err = exec.CommandContext(ctx, lean, "coordinator").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "juror build") {
		t.Fatalf("coordinator in the juror build: err %v\n%s", err, out)
	}

	dir := t.TempDir()
	if out, err := exec.CommandContext(ctx, lean, "keys", "new", "--datadir", dir).CombinedOutput(); err != nil {
		t.Fatalf("keys new: %v\n%s", err, out)
	}
	created, _ := exec.CommandContext(ctx, lean, "keys", "show", "--datadir", dir).CombinedOutput()
	shown, err := exec.CommandContext(ctx, full, "keys", "show", "--datadir", dir).CombinedOutput()
	if err != nil || !strings.Contains(string(created), "address") || string(created) != string(shown) {
		t.Fatalf("the two builds show the key differently: %v\njuror build:\n%s\nfull build:\n%s", err, created, shown)
	}

}
