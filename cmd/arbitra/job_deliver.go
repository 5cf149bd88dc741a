package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
)

const jobDeliverUsage = `Usage: arbitra job deliver --rpc-url URL --jobs ADDRESS --job-id N --deliverable-file FILE
         --gateway URL [--wait DURATION]

Hands a submitted job's deliverable text to a coordinator that serves the
job's evaluator (POST /v1/jobs/{jobContract}/{jobId}/deliverable): it takes
the text only if its sha256 is the deliverable the job recorded, has the
case judged by its drawn panel once the case is open, relays the ballots
and settles the job. Anyone holding the text may hand it in; nothing is
signed. Prints the job's case id; with --wait, waits until the job ends
and prints its status (completed on PASS, rejected on FAIL) and reason,
the case's verdict hash. It fails if the job has not ended by then.
`

func runJobDeliver(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newJobCmd("job deliver", jobDeliverUsage, stderr, false, false, true)
	file := c.fs.String("deliverable-file", "", "`file` with the deliverable, the exact bytes the provider submitted (required)")
	gateway := c.fs.String("gateway", "", "base `URL` of a coordinator serving the job's evaluator, such as http://127.0.0.1:8080 (required)")
	wait := c.fs.Duration("wait", 0, "wait this long for the job to end (0: do not wait)")
	parent := ctx
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	switch {
	case *file == "":
		return c.errorf("--deliverable-file is required")
	case *gateway == "":
		return c.errorf("--gateway is required: a coordinator serving the job's evaluator")
	case *wait < 0:
		return c.errorf("--wait %s must not be negative", *wait)
	}
	work, err := readCommitted(*file, "--deliverable-file")
	if err != nil {
		return c.errorf("%w", err)
	}
	client, err := api.NewClient(*gateway, nil)
	if err != nil {
		return c.errorf("--gateway: %w", err)
	}
	if ctx, err = c.openJob(ctx); err != nil {
		return err
	}
	head, err := c.client.BlockNumber(ctx)
	if err != nil {
		return c.errorf("read the latest block: %w", err)
	}
	taken, err := client.PostJobDeliverable(ctx, c.jobs.Address().Hex(), c.jobID.String(), string(work))
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "job_id       %s\ncase_id      %s\ncoordinator  %s (took the deliverable)\n", c.jobID, taken.CaseID, client.BaseURL)
	if *wait == 0 {
		return nil
	}
	end, err := waitJobEnd(parent, c.jobs, c.jobID, head, *wait)
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "status       %s\nreason       %s (the case's verdict hash)\nend_tx       %s\nblock        %d\n",
		end.Status, common.Hash(end.Reason).Hex(), end.TxHash.Hex(), end.BlockNumber)
	return nil
}

// waitJobEnd polls the job until it ends (completed, rejected or expired),
// for at most wait; from is a block before the end.
func waitJobEnd(ctx context.Context, jobs *chain.Jobs, id *big.Int, from uint64, wait time.Duration) (chain.JobEnd, error) {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		end, ok, err := jobs.End(ctx, id, from)
		switch {
		case ok:
			return end, nil
		case err != nil && ctx.Err() == nil:
			return chain.JobEnd{}, err
		}
		select {
		case <-ctx.Done():
			job, err := jobs.Job(context.WithoutCancel(ctx), id)
			if err != nil {
				return chain.JobEnd{}, errors.Join(fmt.Errorf("job %s has not ended within --wait %s", id, wait), err)
			}
			return chain.JobEnd{}, fmt.Errorf("job %s is still %s after --wait %s", id, job.Status, wait)
		case <-t.C:
		}
	}
}
