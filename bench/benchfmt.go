package bench

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// BenchfmtName is the Go benchmark name of a load run: its mode and the
// settings that change what is measured, so that benchstat pairs runs of
// the same workload across files (one file per build or setting).
func (r *Report) BenchfmtName() string {
	c := r.Config
	parts := []string{"BenchmarkVerdicts", r.Mode, "panel=" + strconv.Itoa(c.Panel), "conc=" + strconv.Itoa(c.Concurrency)}
	if c.RatePerS > 0 {
		parts = append(parts, "rate="+strconv.FormatFloat(c.RatePerS, 'f', -1, 64))
	}
	if c.DelayMS > 0 {
		parts = append(parts, "delay="+strconv.FormatFloat(c.DelayMS, 'f', -1, 64)+"ms")
	}
	if c.EvidenceItems != 1 || c.EvidenceBytes != 1<<10 {
		parts = append(parts, fmt.Sprintf("evidence=%dx%d", c.EvidenceItems, c.EvidenceBytes))
	}
	return strings.Join(parts, "/")
}

// BenchfmtHeader is the configuration block of the Go benchmark format
// that WriteBenchfmt's lines belong under.
func (r *Report) BenchfmtHeader() string {
	m := r.Machine
	return fmt.Sprintf("goos: %s\ngoarch: %s\npkg: github.com/arbitra-network/arbitra/bench\ncpus: %d\ngo: %s\nsecp256k1: %s\n",
		m.GOOS, m.GOARCH, m.CPUs, m.Go, m.Secp256k1)
}

// WriteBenchfmt writes the run as one line of the Go benchmark format, so
// that runs of two builds, each appended to a file of its own, compare
// with benchstat (medians, confidence intervals and a significance test
// instead of single runs on a noisy machine). The iteration count is the
// number of verdicts minted; each metric is a unit of its own. Fan-out is
// written only in process, where it is measured.
func (r *Report) WriteBenchfmt(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\t%d", r.BenchfmtName(), r.Requests.OK)
	metric := func(v float64, unit string) {
		fmt.Fprintf(&b, "\t%s %s", strconv.FormatFloat(v, 'g', 6, 64), unit)
	}
	metric(r.Throughput, "verdicts/s")
	metric(r.Overhead.P50, "overhead-p50-ms")
	metric(r.Overhead.P99, "overhead-p99-ms")
	if r.Fanout != nil {
		metric(r.Fanout.P50, "fanout-p50-ms")
		metric(r.Fanout.P99, "fanout-p99-ms")
	}
	if r.CPUMsPerVerdict > 0 {
		metric(r.CPUMsPerVerdict, "cpu-ms/verdict")
	}
	if r.PeakRSSBytes > 0 {
		metric(mib(r.PeakRSSBytes), "peak-rss-MiB")
	}
	if r.PeakRSSAnonBytes > 0 {
		metric(mib(r.PeakRSSAnonBytes), "peak-anon-rss-MiB")
	}
	if n := r.Requests.Failed + r.Requests.Lost; n > 0 {
		metric(float64(n), "failed+lost")
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}
