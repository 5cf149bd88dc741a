package bench

import (
	"strings"
	"testing"
)

func TestWriteBenchfmt(t *testing.T) {
	r := &Report{
		Mode:       "in-process",
		Machine:    Machine{GOOS: "linux", GOARCH: "amd64", CPUs: 2, Go: "go1.26.8", Secp256k1: "libsecp256k1 (cgo)"},
		Config:     ReportConfig{Panel: 5, Concurrency: 32, EvidenceItems: 1, EvidenceBytes: 1024},
		Requests:   RequestCounts{Sent: 1002, OK: 1000, Failed: 1, Lost: 1},
		Throughput: 512.25, Overhead: Summary{P50: 3.25, P99: 19.5},
		Fanout: &Summary{P50: 1.5, P99: 4.75}, CPUMsPerVerdict: 3.875, PeakRSSBytes: 300 << 20,
	}
	var b strings.Builder
	if err := r.WriteBenchfmt(&b); err != nil {
		t.Fatal(err)
	}
	want := "BenchmarkVerdicts/in-process/panel=5/conc=32\t1000\t512.25 verdicts/s\t3.25 overhead-p50-ms\t19.5 overhead-p99-ms" +
		"\t1.5 fanout-p50-ms\t4.75 fanout-p99-ms\t3.875 cpu-ms/verdict\t300 peak-rss-MiB\t2 failed+lost\n"
	if b.String() != want {
		t.Fatalf("line:\n%q\nwant\n%q", b.String(), want)
	}

	// An open loop with a model delay and other evidence is another
	// benchmark; a target run has no fan-out, CPU or memory to report.
	r = &Report{Mode: "target", Config: ReportConfig{Panel: 3, Concurrency: 128, RatePerS: 250, DelayMS: 200, EvidenceItems: 32, EvidenceBytes: 8192},
		Requests: RequestCounts{Sent: 10, OK: 10}, Throughput: 9.5, Overhead: Summary{P50: 1, P99: 2}}
	b.Reset()
	if err := r.WriteBenchfmt(&b); err != nil {
		t.Fatal(err)
	}
	want = "BenchmarkVerdicts/target/panel=3/conc=128/rate=250/delay=200ms/evidence=32x8192\t10\t9.5 verdicts/s\t1 overhead-p50-ms\t2 overhead-p99-ms\n"
	if b.String() != want {
		t.Fatalf("line:\n%q\nwant\n%q", b.String(), want)
	}
	if h := r.BenchfmtHeader(); !strings.HasPrefix(h, "goos: ") || !strings.Contains(h, "\npkg: github.com/arbitra-network/arbitra/bench\n") {
		t.Fatalf("header %q", h)
	}
}
