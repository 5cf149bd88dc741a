package node

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// startJobs serves the ERC-8183 jobs that name ChainConfig.Evaluator on
// the served job contracts: a case is judged as a deal of the escrow, so
// its ballots go through the outbox like any deal's.
func (n *Node) startJobs(ctx context.Context, ch *ChainConfig, svc *coordinator.Service) error {
	if ch == nil || ch.Evaluator == nil {
		return nil
	}
	escrow, err := ch.Evaluator.Escrow(ctx)
	if err != nil {
		return fmt.Errorf("node: the evaluator's escrow: %w", err)
	}
	if escrow != ch.Escrow.Address() {
		return fmt.Errorf("node: the evaluator %s decides on escrow %s, not on %s", ch.Evaluator.Address(), escrow, ch.Escrow.Address())
	}
	if len(ch.JobContracts) == 0 {
		return fmt.Errorf("node: the evaluator %s is served for no job contract", ch.Evaluator.Address())
	}
	judge := func(ctx context.Context, caseID verdict.DealID, criteria, deliverable string) error {
		_, err := svc.Submit(ctx, coordinator.Submission{
			Question: verdict.Question{Evidence: verdict.DealEvidence(criteria, deliverable)},
			Deal:     &verdict.Deal{DealID: caseID},
		})
		return err
	}
	var validation *settlement.ValidationConfig
	switch {
	case ch.ValidationRegistry != (common.Address{}):
		if n.Outbox == nil {
			return errors.New("node: ERC-8004 validation needs the settlement outbox (quorum settlement)")
		}
		out := n.Outbox
		validation = &settlement.ValidationConfig{
			Registry: ch.ValidationRegistry, Reputation: ch.ReputationRegistry,
			Backend: ch.Escrow.Backend(), Transactor: ch.Escrow.Transactor(),
			// The record of the round, as GET /v1/deals/{id} lists them.
			Record: func(id verdict.DealID, round uint8) ([32]byte, error) {
				e, err := out.GetRound(id, round)
				if err != nil {
					return [32]byte{}, err
				}
				if e.VerdictHash == "" {
					return [32]byte{}, store.ErrNotFound // relayed ahead of its mint
				}
				return verdict.ParseHash32(e.VerdictHash)
			},
		}
		if validation.Transactor == nil {
			return errors.New("node: ERC-8004 validation needs the node's transactor")
		}
		n.log.Info("ERC-8004 validator", "address", validation.Transactor.Address(), "validation_registry", ch.ValidationRegistry,
			"reputation_registry", ch.ReputationRegistry)
	case ch.ReputationRegistry != (common.Address{}):
		return errors.New("node: a reputation registry needs a validation registry: feedback follows an answered validation")
	}
	n.Jobs = settlement.NewJobWatcher(settlement.JobWatcherConfig{
		Store: n.Store, Evaluator: ch.Evaluator, Escrow: ch.Escrow, JobContracts: ch.JobContracts, Judge: judge,
		Validation: validation, Confirmations: ch.Confirmations, FromBlock: ch.FromBlock, Interval: ch.JobInterval, Logger: n.log,
	})
	if validation != nil {
		jobs := n.Jobs
		n.Metrics.GaugeFunc("validation_read_block", "The next block whose ERC-8004 validation requests the job watcher reads, as of its last completed pass in this process (0 before the first).",
			func() float64 { return float64(jobs.ValidationReadTo()) })
	}
	n.Jobs.Start()
	n.onClose("jobs", n.Jobs.Close)
	return nil
}
