package bench

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
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
	RSSAnonBytes   uint64 `json:"rss_anon_bytes"`
	RSSFileBytes   uint64 `json:"rss_file_bytes"`
	PeakRSSBytes   uint64 `json:"process_peak_rss_bytes"`
	HeapInuseBytes uint64 `json:"heap_inuse_bytes"`
	HeapSysBytes   uint64 `json:"heap_sys_bytes"`
	Goroutines     int    `json:"goroutines"`
}

// IdleJuror starts one juror node (its own badger store in dir, a libp2p
// host on loopback, the instant engine), dials bootstrap (may be empty),
// lets it idle for d and measures the process. Run it in a process of its
// own (arbitra bench --idle-juror) for the figure to be the node's.
func IdleJuror(ctx context.Context, d time.Duration, dir string, bootstrap []string, log *slog.Logger) (*IdleReport, error) {
	if dir == "" {
		tmp, err := os.MkdirTemp("", "arbitra-idle-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
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
