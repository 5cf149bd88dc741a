//go:build !arbitra_juror

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/bench"
)

// TestBenchUsageAndFrom checks that asked-for help is printed once, to
// stdout, and that --from converts a saved report to the Go benchmark
// format (header once, then one line per report) and refuses files that
// are not load-run reports.
func TestBenchUsageAndFrom(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := runBench(context.Background(), []string{"--help"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if strings.Count(out.String(), "  -benchfmt string") != 1 || errOut.Len() != 0 {
		t.Fatalf("help: stdout %d bytes, stderr %q", out.Len(), errOut.String())
	}

	dir := t.TempDir()
	rep := bench.Report{
		Schema: bench.Schema, Mode: "in-process",
		Config:   bench.ReportConfig{Panel: 5, Concurrency: 32, EvidenceItems: 1, EvidenceBytes: 1024},
		Requests: bench.RequestCounts{Sent: 100, OK: 100}, Throughput: 250, Overhead: bench.Summary{P50: 3, P99: 9},
	}
	b, _ := json.Marshal(rep)
	a := filepath.Join(dir, "a.json")
	if err := os.WriteFile(a, b, 0o644); err != nil {
		t.Fatal(err)
	}
	txt := filepath.Join(dir, "old.txt")
	for range 2 { // a second conversion appends without a second header
		if err := runBench(context.Background(), []string{"--from", a + "," + a, "--benchfmt", txt}, &out, &errOut); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(txt)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(string(got), "\npkg: ") != 1 || strings.Count(string(got), "BenchmarkVerdicts/in-process/panel=5/conc=32\t100\t250 verdicts/s") != 4 {
		t.Fatalf("benchfmt file:\n%s", got)
	}

	bad := filepath.Join(dir, "sim.json")
	if err := os.WriteFile(bad, []byte(`{"schema":"something-else"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"--from", bad}, {"--from", filepath.Join(dir, "missing.json")}} {
		if err := runBench(context.Background(), args, &out, &errOut); err == nil || !strings.Contains(err.Error(), "--from") {
			t.Fatalf("%v: %v, want an error naming --from", args, err)
		}
	}
}
