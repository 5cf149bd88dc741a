package bench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/p2p"
)

// IdleReport is the footprint of one idle juror node, alone in its process.
type IdleReport struct {
	IdleS    float64 `json:"idle_s"`
	RSSBytes uint64  `json:"rss_bytes"`
	// RSSAnonBytes is private memory (Go heap, stacks, runtime);
	// RSSFileBytes is mapped files: the binary's pages and badger's
	// memory-mapped tables and logs.
	RSSAnonBytes uint64 `json:"rss_anon_bytes"`
	RSSFileBytes uint64 `json:"rss_file_bytes"`
	PeakRSSBytes uint64 `json:"process_peak_rss_bytes"`
	// The Go runtime's figures, known only for a juror in this process.
	HeapInuseBytes uint64 `json:"heap_inuse_bytes,omitempty"`
	HeapSysBytes   uint64 `json:"heap_sys_bytes,omitempty"`
	Goroutines     int    `json:"goroutines,omitempty"`
	// Binary is the executable measured as a process of its own
	// (IdleJurorProcess); empty for a juror in this process.
	Binary string `json:"binary,omitempty"`
}

// IdleJuror starts one juror node (a libp2p host on loopback, the instant
// engine, no store: a juror keeps no database), dials bootstrap (may be
// empty), lets it idle for d and measures the process. Run it in a process
// of its own (arbitra bench --idle-juror) for the figure to be the node's.
func IdleJuror(ctx context.Context, d time.Duration, dir string, bootstrap []string, log *slog.Logger) (*IdleReport, error) {
	dir, cleanup, err := idleDir(dir)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	n, err := node.New(node.Config{
		DataDir: filepath.Join(dir, "juror"), Key: identity.Derive("arbitra-bench/idle-juror"),
		ListenAddrs: p2p.LoopbackListenAddrs, Bootstrap: bootstrap, Logger: log,
		Juror: &node.JurorConfig{Engine: &Engine{}},
	})
	if err != nil {
		return nil, err
	}
	if err := n.Start(ctx); err != nil {
		return nil, err
	}
	defer n.Close()
	start := time.Now()
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(d):
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return &IdleReport{
		IdleS: round3(time.Since(start).Seconds()), RSSBytes: RSS(), RSSAnonBytes: procStatus("RssAnon"), RSSFileBytes: procStatus("RssFile") + procStatus("RssShmem"), PeakRSSBytes: PeakRSS(),
		HeapInuseBytes: m.HeapInuse, HeapSysBytes: m.HeapSys, Goroutines: runtime.NumGoroutine(),
	}, nil
}

// IdleJurorProcess starts bin's juror command as a process of its own (a
// data directory in dir, a libp2p host on loopback, the builtin engine,
// bootstrap dialed), waits until it has started, lets it idle for d and
// reads its footprint from /proc: the juror exactly as an operator runs
// it, such as a build with the arbitra_juror tag. The process is
// interrupted and waited for before IdleJurorProcess returns.
func IdleJurorProcess(ctx context.Context, d time.Duration, bin, dir string, bootstrap []string) (*IdleReport, error) {
	dir, cleanup, err := idleDir(dir)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	args := []string{"juror", "--datadir", filepath.Join(dir, "juror"),
		"--listen", strings.Join(p2p.LoopbackListenAddrs, ","), "--log-level", "warn"}
	if len(bootstrap) > 0 {
		args = append(args, "--bootstrap", strings.Join(bootstrap, ","))
	}
	cmd := exec.Command(bin, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s juror: %w", bin, err)
	}
	exited := make(chan error, 1)
	started := make(chan struct{})
	go func() {
		// The juror prints its address once its node has started, then
		// nothing until it stops.
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "address") {
				close(started)
				break
			}
		}
		_, _ = io.Copy(io.Discard, out)
		exited <- cmd.Wait()
	}()
	stop := func() error {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case err := <-exited:
			return err
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			return <-exited
		}
	}
	select {
	case <-started:
	case err := <-exited:
		return nil, fmt.Errorf("%s juror exited before it started: %v\n%s", bin, err, stderr.Bytes())
	case <-ctx.Done():
		_ = stop()
		return nil, ctx.Err()
	}
	start := time.Now()
	select {
	case <-ctx.Done():
		_ = stop()
		return nil, ctx.Err()
	case <-time.After(d):
	}
	pid := strconv.Itoa(cmd.Process.Pid)
	rep := &IdleReport{
		IdleS: round3(time.Since(start).Seconds()), RSSBytes: procStatusOf(pid, "VmRSS"),
		RSSAnonBytes: procStatusOf(pid, "RssAnon"), RSSFileBytes: procStatusOf(pid, "RssFile") + procStatusOf(pid, "RssShmem"),
		PeakRSSBytes: procStatusOf(pid, "VmHWM"), Binary: bin,
	}
	if err := stop(); err != nil {
		return nil, fmt.Errorf("%s juror: %w\n%s", bin, err, stderr.Bytes())
	}
	if rep.RSSBytes == 0 {
		return nil, errors.New("bench: no /proc status for the juror process (Linux only)")
	}
	return rep, nil
}

// idleDir is dir, or a temporary directory that cleanup removes.
func idleDir(dir string) (string, func(), error) {
	if dir != "" {
		return dir, func() {}, nil
	}
	tmp, err := os.MkdirTemp("", "arbitra-idle-")
	if err != nil {
		return "", nil, err
	}
	return tmp, func() { os.RemoveAll(tmp) }, nil
}
