package node

import (
	"context"
	"fmt"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/settlement"
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
	n.Jobs = settlement.NewJobWatcher(settlement.JobWatcherConfig{
		Store: n.Store, Evaluator: ch.Evaluator, Escrow: ch.Escrow, JobContracts: ch.JobContracts, Judge: judge,
		Confirmations: ch.Confirmations, FromBlock: ch.FromBlock, Interval: ch.JobInterval, Logger: n.log,
	})
	n.Jobs.Start()
	n.onClose("jobs", n.Jobs.Close)
	return nil
}
