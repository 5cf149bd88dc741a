package jurornode

import (
	"context"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Version is the software version a juror announces (and a coordinator
// names on its API).
var Version = "0.1.0"

// RoleConfig configures the juror role.
type RoleConfig struct {
	Engine juror.Engine
	// Coordinators, when non-empty, are the only coordinators served.
	Coordinators []string
	// Policy, when set, decides which coordinators are served in place of
	// Coordinators (juror.ServiceConfig.Policy); may be nil.
	Policy   juror.CoordinatorPolicy
	Capacity int
	Timeout  time.Duration
	// PerCoordinatorInflight, MaxDeadline and BackoffCeiling bound what any
	// one coordinator can make this juror do (juror.ServiceConfig); zero
	// takes the juror package's defaults.
	PerCoordinatorInflight int
	MaxDeadline            time.Duration
	BackoffCeiling         time.Duration
	// PresenceInterval overrides the presence period (tests shorten it).
	PresenceInterval time.Duration
	// StatusAddr, when set, serves GET /status and GET /metrics there
	// ("127.0.0.1:9464"; a bare ":9464" binds loopback).
	StatusAddr string
	// Standing, when set, reads the juror's stake and fees (from the
	// escrow it bonded on) for its status endpoint and metrics; nil shows
	// them as unknown.
	Standing func(ctx context.Context) (Standing, error)
}

// Env is what the role runs on, owned by the node that starts it.
type Env struct {
	Host    *p2p.Host
	Signer  *verdict.KeySigner
	Metrics *metrics.Registry
	// DataDir holds the role's ballot book and ack log.
	DataDir string
	Logger  *slog.Logger
	// Trace hears each step of a request's path (juror.ServiceConfig.Trace);
	// may be nil.
	Trace func(requestID, step string)
	// Local delivers receipts to a coordinator on the same host; nil on a
	// juror-only node.
	Local func([]byte) error
	// OnClose registers what the role started with its owner, which closes
	// them in reverse order.
	OnClose func(name string, fn func() error)
}

// StartRole starts the juror role on env.Host and returns its service and
// the status endpoint's address (empty when off). What it started before
// an error is already registered with env.OnClose.
func StartRole(ctx context.Context, cfg *RoleConfig, env Env) (svc *juror.Service, statusAddr string, err error) {
	jm := metrics.NewJuror(env.Metrics, nil)
	ballots, err := juror.OpenBallotBook(filepath.Join(env.DataDir, "ballots")) // the votes this juror cast on deals
	if err != nil {
		return nil, "", err
	}
	env.OnClose("ballots", ballots.Close)
	h := env.Host
	svc, err = juror.NewService(juror.ServiceConfig{
		Judge: &juror.Judge{Engine: cfg.Engine, Signer: env.Signer, PeerID: h.ID().String(), Timeout: cfg.Timeout, Logger: env.Logger, Ballots: ballots},
		Host:  h, Coordinators: cfg.Coordinators, Policy: cfg.Policy, Capacity: cfg.Capacity, Version: Version,
		PerCoordinatorInflight: cfg.PerCoordinatorInflight, MaxDeadline: cfg.MaxDeadline, BackoffCeiling: cfg.BackoffCeiling,
		PresenceInterval: cfg.PresenceInterval, Logger: env.Logger, Local: env.Local, Trace: env.Trace,
		AckDir:  filepath.Join(env.DataDir, "acks"), // the coordinators' signed acks of this juror's receipts
		Metrics: jm,
	})
	if err != nil {
		return nil, "", err
	}
	if err := svc.Start(ctx); err != nil {
		return nil, "", err
	}
	env.OnClose("juror", svc.Close)
	if cfg.StatusAddr != "" {
		if statusAddr, err = startStatus(cfg, env, svc, jm); err != nil {
			return nil, "", err
		}
	}
	return svc, statusAddr, nil
}
