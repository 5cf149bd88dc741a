package web_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// pageNode is the node binary that runs the page's code (harness/); it
// skips the test without node or the page's libraries.
func pageNode(t *testing.T) string {
	t.Helper()
	nodeBin, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join("node_modules", "@noble", "curves")); err != nil {
		t.Skip("the page's libraries are not installed: run npm ci in web/")
	}
	return nodeBin
}

// runHarness runs harness/script in node with in on its standard input
// and returns what it printed.
func runHarness(t *testing.T, script string, in []byte, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(pageNode(t), append([]string{filepath.Join("harness", script)}, args...)...)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", script, err, stderr.String())
	}
	return out
}
