package chain

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// DefaultBondMaxAge is how long CoordinatorBonds trusts an answer before it
// reads the escrow again.
const DefaultBondMaxAge = time.Minute

// CoordinatorBondsConfig configures NewCoordinatorBonds.
type CoordinatorBondsConfig struct {
	// Escrow is read with IsBondedCoordinator; required.
	Escrow *Escrow
	// MaxAge of a cached answer; zero means DefaultBondMaxAge.
	MaxAge time.Duration
	// OnUpdate, when set, is called from Run after each answer read from the
	// chain; it must not block. Tests wait on it.
	OnUpdate func(addr common.Address, bonded bool)
}

// CoordinatorBonds answers whether a coordinator is bonded on the escrow
// from a cache, so that a juror can ask for every gossiped request without
// waiting on the chain: it satisfies juror.CoordinatorPolicy. An address
// it has not read yet is refused and queued; Run reads queued and stale
// addresses. Allowed and Refresh are safe for concurrent use; Run is
// called once by the owner, which cancels its context to stop it.
type CoordinatorBonds struct {
	cfg  CoordinatorBondsConfig
	want chan common.Address

	mu      sync.Mutex
	known   map[common.Address]bondAnswer
	pending map[common.Address]bool // queued in want, so that a flood queues an address once
}

type bondAnswer struct {
	bonded bool
	at     time.Time
}

// NewCoordinatorBonds returns an empty cache over cfg.Escrow.
func NewCoordinatorBonds(cfg CoordinatorBondsConfig) *CoordinatorBonds {
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = DefaultBondMaxAge
	}
	return &CoordinatorBonds{cfg: cfg, want: make(chan common.Address, 256),
		known: map[common.Address]bondAnswer{}, pending: map[common.Address]bool{}}
}

// Allowed reports the last answer read for addr (a hex address); an
// address never read, or not an address, is refused. A missing or stale
// answer is queued for Run, and dropped when the queue is full.
func (b *CoordinatorBonds) Allowed(addr string) bool {
	if !common.IsHexAddress(strings.TrimSpace(addr)) {
		return false
	}
	a := common.HexToAddress(strings.TrimSpace(addr))
	b.mu.Lock()
	defer b.mu.Unlock()
	ans, ok := b.known[a]
	if (!ok || time.Since(ans.at) > b.cfg.MaxAge) && !b.pending[a] {
		select {
		case b.want <- a:
			b.pending[a] = true
		default:
		}
	}
	return ok && ans.bonded
}

// Refresh reads addr's bond from the escrow now and caches the answer.
func (b *CoordinatorBonds) Refresh(ctx context.Context, addr common.Address) (bool, error) {
	bonded, err := b.cfg.Escrow.IsBondedCoordinator(ctx, addr)
	if err != nil {
		return false, err
	}
	b.mu.Lock()
	b.known[addr] = bondAnswer{bonded: bonded, at: time.Now()}
	b.mu.Unlock()
	return bonded, nil
}

// Run reads the queued addresses, and every known one once its answer is
// older than MaxAge, until ctx ends; it returns ctx's error. A failed read
// keeps the previous answer and is retried when the address is asked for
// again.
func (b *CoordinatorBonds) Run(ctx context.Context) error {
	tick := time.NewTicker(b.cfg.MaxAge / 2)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case a := <-b.want:
			b.update(ctx, a)
		case <-tick.C:
			b.mu.Lock()
			var stale []common.Address
			for a, ans := range b.known {
				if time.Since(ans.at) > b.cfg.MaxAge/2 {
					stale = append(stale, a)
				}
			}
			b.mu.Unlock()
			for _, a := range stale {
				if ctx.Err() != nil {
					return ctx.Err()
				}
				b.update(ctx, a)
			}
		}
	}
}

func (b *CoordinatorBonds) update(ctx context.Context, a common.Address) {
	b.mu.Lock()
	delete(b.pending, a)
	b.mu.Unlock()
	bonded, err := b.Refresh(ctx, a)
	if err != nil {
		return
	}
	if b.cfg.OnUpdate != nil {
		b.cfg.OnUpdate(a, bonded)
	}
}
