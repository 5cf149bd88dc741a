package membership

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/verdict"
)

// DefaultInterval is how often a Set reads its registry. A new bond waits
// the escrow's registry delay (hours) before it is drawn, so the interval
// only bounds how long an unbonded or slashed juror stays admitted here.
const DefaultInterval = 15 * time.Second

// Lister reads the addresses a registry holds now.
type Lister func(ctx context.Context) ([]common.Address, error)

// Config configures a Set. A nil Lister leaves its role empty.
type Config struct {
	Jurors       Lister
	Coordinators Lister
	// Interval between refreshes (DefaultInterval when zero).
	Interval time.Duration
	Logger   *slog.Logger
}

// Set is the last read of a registry's jurors and coordinators. It is safe
// for concurrent use.
type Set struct {
	cfg Config
	log *slog.Logger

	mu           sync.RWMutex
	jurors       map[common.Address]struct{}
	coordinators map[common.Address]struct{}
	refreshed    time.Time

	started bool
	loop    worker.Loop
}

// New returns a Set that knows nobody until Refresh or Start.
func New(cfg Config) *Set {
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Set{cfg: cfg, log: log}
}

// Start reads the registry once, failing if it cannot, then refreshes it
// every interval until Close.
func (s *Set) Start(ctx context.Context) error {
	if s.started {
		return errors.New("membership: started twice")
	}
	if err := s.Refresh(ctx); err != nil {
		return err
	}
	s.started = true
	s.loop.Start(s.refreshEvery)
	return nil
}

// Close stops the refreshes and waits for the last one to end.
func (s *Set) Close() { s.loop.Close() }

func (s *Set) refreshEvery(ctx context.Context) {
	t := time.NewTicker(s.cfg.Interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		rctx, cancel := context.WithTimeout(ctx, s.cfg.Interval)
		if err := s.Refresh(rctx); err != nil && ctx.Err() == nil {
			// The last good read stays: a chain that is briefly unreachable
			// does not empty the network.
			s.log.Warn("membership not refreshed; keeping the last read", "err", err)
		}
		cancel()
	}
}

// Refresh reads both roles and replaces what the Set knows only if both
// reads succeed.
func (s *Set) Refresh(ctx context.Context) error {
	jurors, err := read(ctx, s.cfg.Jurors)
	if err != nil {
		return fmt.Errorf("membership: jurors: %w", err)
	}
	coordinators, err := read(ctx, s.cfg.Coordinators)
	if err != nil {
		return fmt.Errorf("membership: coordinators: %w", err)
	}
	s.mu.Lock()
	s.jurors, s.coordinators, s.refreshed = jurors, coordinators, time.Now()
	s.mu.Unlock()
	return nil
}

func read(ctx context.Context, l Lister) (map[common.Address]struct{}, error) {
	out := make(map[common.Address]struct{})
	if l == nil {
		return out, nil
	}
	addrs, err := l(ctx)
	if err != nil {
		return nil, err
	}
	for _, a := range addrs {
		out[a] = struct{}{}
	}
	return out, nil
}

// IsJuror reports whether addr (hex, any case) was a juror at the last
// refresh.
func (s *Set) IsJuror(addr string) bool { return s.has(addr, false) }

// IsCoordinator reports whether addr was a coordinator at the last refresh.
func (s *Set) IsCoordinator(addr string) bool { return s.has(addr, true) }

// Allowed is IsCoordinator, so that a Set is a juror's coordinator policy
// (juror.CoordinatorPolicy): a juror serves the coordinators its registry
// holds bonded.
func (s *Set) Allowed(addr string) bool { return s.IsCoordinator(addr) }

func (s *Set) has(addr string, coordinator bool) bool {
	parsed, err := verdict.ParseAddressTyped(addr)
	if err != nil {
		return false
	}
	a := parsed.Common()
	s.mu.RLock()
	defer s.mu.RUnlock()
	m := s.jurors
	if coordinator {
		m = s.coordinators
	}
	_, ok := m[a]
	return ok
}

// Counts returns how many jurors and coordinators the last refresh found.
func (s *Set) Counts() (jurors, coordinators int) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.jurors), len(s.coordinators)
}
