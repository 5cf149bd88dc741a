package main

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/verdict"
)

const jobUsage = `Usage:
  arbitra job create     --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --provider ADDRESS
                         --description-file FILE --budget N --expires DURATION [--quiet] [key flags]
  arbitra job submit     --rpc-url URL --jobs ADDRESS --job-id N --deliverable-file FILE [key flags]
  arbitra job open       --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [key flags]
  arbitra job deliver    --rpc-url URL --jobs ADDRESS --job-id N --deliverable-file FILE
                         --gateway URL [--wait DURATION]
  arbitra job show       --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [--gateway URL]
  arbitra job settle     --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [key flags]
  arbitra job register-agent --rpc-url URL --identity-registry ADDRESS [--uri URI] [--quiet] [key flags]
  arbitra job request-validation --rpc-url URL --jobs ADDRESS --job-id N --validation-registry ADDRESS
                         --agent-id ID --validator ADDRESS [--quiet] [key flags]
  arbitra job validation --rpc-url URL --validation-registry ADDRESS --request-hash HASH [--wait DURATION]

An ERC-8183 job whose evaluator is arbitra's ArbitraEvaluator is judged by
a panel drawn on the evaluator's escrow (docs/erc8183.md):
create      the client creates the job naming the evaluator, sets its
            budget and funds it (approve, createJob, setBudget, fund with
            expectedBudget); prints the job id (--quiet: only the id).
submit      the provider submits sha256 of the deliverable file's bytes.
open        puts the submitted job before the panel: approves the evaluator
            for its juror fee and calls open (normally the client).
deliver     hands the deliverable's text to a coordinator serving the
            evaluator, which has the case judged and settles the job;
            --wait waits until the job ends.
show        prints the job, its case on the escrow, the round, the verdict
            hash once settled and, with --gateway (a coordinator), the
            record's CID, as JSON.
settle      anyone applies the case's final outcome: PASS completes the
            job, FAIL rejects it, the verdict hash as reason.
register-agent
            the provider registers its ERC-8004 agent on an identity
            registry; prints the agent id (--quiet: only the id).
request-validation
            the agent's owner asks a validator (the coordinator) to validate
            the job's work; prints the request hash (--quiet: only it).
validation  reads an ERC-8004 validation request's status; --wait waits
            until its validator answers.

create, submit, open, settle, register-agent and request-validation sign
with --keystore FILE and --password-file FILE (or ARBITRA_PASSPHRASE_FILE),
or with the hex key in ARBITRA_PRIVATE_KEY; a key is never a flag value.
register-agent is a job subcommand, not a command of its own, since
arbitra validates an agent's work only as ERC-8183 jobs. Run 'arbitra job <subcommand> --help' for each
one's flags.
`

// jobCommands are the subcommands of `arbitra job`.
var jobCommands = map[string]func(context.Context, []string, io.Writer, io.Writer) error{
	"create":     runJobCreate,
	"submit":     runJobSubmit,
	"open":       runJobOpen,
	"deliver":    runJobDeliver,
	"show":       runJobShow,
	"settle":     runJobSettle,
	"validation": runJobValidation,

	"register-agent":     runJobRegisterAgent,
	"request-validation": runJobRequestValidation,
}

func runJob(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		if run, ok := jobCommands[args[0]]; ok {
			return run(ctx, args[1:], stdout, stderr)
		}
		if args[0] == "--help" || args[0] == "-h" {
			fmt.Fprint(stdout, jobUsage)
			return nil
		}
	}
	fmt.Fprint(stderr, jobUsage)
	return errors.New("job: say create, submit, open, deliver, show, settle, register-agent, request-validation or validation")
}

// jobCmd is a job subcommand: the chain command with the job contract, the
// job id and (for the subcommands that need it) the evaluator.
type jobCmd struct {
	*escrowCmd
	jobsAddr, evalAddr, jobIDText *string
	jobs                          *chain.Jobs
	eval                          *chain.Evaluator // nil when the subcommand has no --evaluator
	jobID                         *big.Int
}

// newJobCmd registers the job flags: --jobs always, --job-id unless
// creating, --evaluator when evaluator is set, the key flags when signs is.
func newJobCmd(name, usage string, stderr io.Writer, signs, evaluator, jobID bool) *jobCmd {
	c := &jobCmd{escrowCmd: newChainCmd(name, usage, stderr)}
	c.jobsAddr = c.fs.String("jobs", "", "the ERC-8183 job contract `address` (required)")
	if evaluator {
		c.evalAddr = c.fs.String("evaluator", "", "the ArbitraEvaluator `address` (required)")
	}
	if jobID {
		c.jobIDText = c.fs.String("job-id", "", "the job `id`, a decimal number as create printed it (required)")
	}
	if signs {
		c.takeKeyFlags()
	}
	return c
}

// openJob checks the flags, connects, and binds the job contract and the
// evaluator, sending from the key when the command signs.
func (c *jobCmd) openJob(ctx context.Context) (context.Context, error) {
	if !isAddress(*c.jobsAddr) {
		return ctx, c.errorf("--jobs %q must be an address (0x and 40 hex digits)", *c.jobsAddr)
	}
	if c.evalAddr != nil && !isAddress(*c.evalAddr) {
		return ctx, c.errorf("--evaluator %q must be an address (0x and 40 hex digits)", *c.evalAddr)
	}
	if c.jobIDText != nil {
		id, err := verdict.ParseUint256(*c.jobIDText)
		if err != nil || id.Sign() <= 0 {
			return ctx, c.errorf("--job-id %q must be a job id, a decimal number above 0", *c.jobIDText)
		}
		c.jobID = id
	}
	ctx, err := c.open(ctx)
	if err != nil {
		return ctx, err
	}
	if c.jobs, err = chain.NewJobs(ctx, c.client, common.HexToAddress(*c.jobsAddr), c.tx); err != nil {
		return ctx, c.errorf("--jobs: %w", err)
	}
	if c.evalAddr != nil {
		if c.eval, err = chain.NewEvaluator(ctx, c.client, common.HexToAddress(*c.evalAddr)); err != nil {
			return ctx, c.errorf("--evaluator: %w", err)
		}
		if c.tx != nil {
			c.eval = c.eval.WithTransactor(c.tx)
		}
	}
	return ctx, nil
}

// approve lets spender pull amount of token from the key's account when
// its allowance is short; it returns the approval's transaction, if any.
func (c *jobCmd) approve(ctx context.Context, token, spender common.Address, amount *big.Int) (string, error) {
	t := chain.NewToken(c.client, token, c.tx)
	allowance, err := t.Allowance(ctx, c.tx.Address(), spender)
	if err != nil {
		return "", err
	}
	if allowance.Cmp(amount) >= 0 {
		return "none (the allowance covers it)", nil
	}
	r, err := t.Approve(ctx, spender, amount)
	if err != nil {
		return "", err
	}
	return r.TxHash.Hex(), nil
}

const jobCreateUsage = `Usage: arbitra job create --rpc-url URL --jobs ADDRESS --evaluator ADDRESS
         --provider ADDRESS --description-file FILE --budget N --expires DURATION [flags]

Creates an ERC-8183 job as its client with the ArbitraEvaluator as its
evaluator, sets its budget and funds it: createJob, setBudget, approve (when
the allowance is short) and fund with expectedBudget = the budget. The
case's criteria hash is sha256 of the description's exact bytes, so the
description holds, or names by hash or CID, the acceptance criteria. Open
the case early enough before --expires for the draw, the ballots and any
appeal window: from expiredAt on anyone may claim the refund. Prints the
job id and the transactions; with --quiet only the job id, for
JOB=$(arbitra job create --quiet ...).

The client's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

func runJobCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newJobCmd("job create", jobCreateUsage, stderr, true, true, false)
	provider := c.fs.String("provider", "", "the provider's `address` (required)")
	descFile := c.fs.String("description-file", "", "`file` with the job's description; sha256 of its exact bytes is the case's criteria hash (required)")
	budgetText := c.fs.String("budget", "", "the budget in the job contract's payment token `units`, such as 12.5 (required)")
	expires := c.fs.Duration("expires", 0, "time from the chain's latest block until the job's expiredAt, such as 72h (required)")
	quiet := c.fs.Bool("quiet", false, "print only the job id")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	switch {
	case !isAddress(*provider):
		return c.errorf("--provider %q must be an address (0x and 40 hex digits)", *provider)
	case *descFile == "":
		return c.errorf("--description-file is required")
	case *budgetText == "":
		return c.errorf("--budget is required")
	case *expires < time.Second:
		return c.errorf("--expires must be at least 1s, such as 72h (got %s)", *expires)
	}
	desc, err := readCommitted(*descFile, "--description-file")
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.openJob(ctx); err != nil {
		return err
	}
	token, err := c.jobs.PaymentToken(ctx)
	if err != nil {
		return c.errorf("%w", err)
	}
	info, err := readTokenInfo(ctx, c.client, token)
	if err != nil {
		return c.errorf("the job contract's payment token: %w", err)
	}
	budget, err := parseTokenAmount(*budgetText, info.decimals)
	if err != nil {
		return c.errorf("--budget: %w", err)
	}
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return c.errorf("read the latest block: %w", err)
	}
	expiredAt := head.Time + uint64(*expires/time.Second)
	id, r, err := c.jobs.CreateJob(ctx, chain.JobTerms{Provider: common.HexToAddress(*provider), Evaluator: c.eval.Address(),
		ExpiredAt: expiredAt, Description: string(desc)})
	if err != nil {
		return c.errorf("%w", err)
	}
	if _, err := c.jobs.SetBudget(ctx, id, budget); err != nil {
		return c.errorf("job %s: %w", id, err)
	}
	approveTx, err := c.approve(ctx, token, c.jobs.Address(), budget)
	if err != nil {
		return c.errorf("job %s: approve the job contract: %w", id, err)
	}
	fr, err := c.jobs.Fund(ctx, id, budget)
	if err != nil {
		return c.errorf("job %s: %w", id, err)
	}
	if *quiet {
		fmt.Fprintln(stdout, id)
		return nil
	}
	fmt.Fprintf(stdout, "job_id         %s\njobs           %s\nclient         %s\nprovider       %s\nevaluator      %s\nbudget         %s (%s base units)\n",
		id, c.jobs.Address().Hex(), c.tx.Address().Hex(), common.HexToAddress(*provider).Hex(), c.eval.Address().Hex(), info.format(budget), budget)
	fmt.Fprintf(stdout, "criteria_hash  %s (sha256 of %s)\nexpired_at     %d (%s)\ncreate_tx      %s\napprove_tx     %s\nfund_tx        %s\nblock          %d\n",
		common.Hash(sha256.Sum256(desc)).Hex(), *descFile, expiredAt, unixUTC(expiredAt), r.TxHash.Hex(), approveTx, fr.TxHash.Hex(), fr.BlockNumber.Uint64())
	fmt.Fprintf(stdout, "\nprovider: arbitra job submit --rpc-url %s --jobs %s --job-id %s --deliverable-file FILE\n", c.rpcURL, c.jobs.Address().Hex(), id)
	return nil
}

const jobSubmitUsage = `Usage: arbitra job submit --rpc-url URL --jobs ADDRESS --job-id N --deliverable-file FILE [flags]

Submits a funded job's deliverable as its provider: the job records sha256
of the file's exact bytes, which the case commits as its deliverable hash,
and a verdict request for the case carries the same text as evidence[1].

The provider's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

func runJobSubmit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newJobCmd("job submit", jobSubmitUsage, stderr, true, false, true)
	file := c.fs.String("deliverable-file", "", "`file` with the deliverable; sha256 of its exact bytes goes on chain (required)")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	if *file == "" {
		return c.errorf("--deliverable-file is required")
	}
	work, err := readCommitted(*file, "--deliverable-file")
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.openJob(ctx); err != nil {
		return err
	}
	h := sha256.Sum256(work)
	r, err := c.jobs.Submit(ctx, c.jobID, h)
	if errors.Is(err, chain.ErrUnauthorized) {
		return c.errorf("%w (only the job's provider may submit)", err)
	}
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "job_id       %s\nprovider     %s\ndeliverable  %s (sha256 of %s)\nsubmit_tx    %s\nblock        %d\n",
		c.jobID, c.tx.Address().Hex(), common.Hash(h).Hex(), *file, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

const jobOpenUsage = `Usage: arbitra job open --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [flags]

Opens a submitted job's case on the evaluator's escrow, before its
expiredAt: approves the evaluator for its juror fee in the job contract's
payment token (when the allowance is short) and calls open. Anyone may,
normally the client; the fee's remainders go to the client either way. The
panel is drawn from the block after; a coordinator watching the evaluator
judges the case. Prints the case id, the escrow deal the panel decides.

The payer's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

// runJobStep runs a signing subcommand on one job of the evaluator that
// takes no flags of its own: open and settle.
func runJobStep(ctx context.Context, args []string, stdout, stderr io.Writer, name, usage string, step func(context.Context, *jobCmd) error) error {
	c := newJobCmd(name, usage, stderr, true, true, true)
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	ctx, err := c.openJob(ctx)
	if err != nil {
		return err
	}
	return step(ctx, c)
}

func runJobOpen(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return runJobStep(ctx, args, stdout, stderr, "job open", jobOpenUsage, func(ctx context.Context, c *jobCmd) error {
		return openCase(ctx, c, stdout)
	})
}

func openCase(ctx context.Context, c *jobCmd, stdout io.Writer) error {
	fee, err := c.eval.JurorFee(ctx)
	if err != nil {
		return c.errorf("%w", err)
	}
	token, err := c.jobs.PaymentToken(ctx)
	if err != nil {
		return c.errorf("%w", err)
	}
	approveTx, err := c.approve(ctx, token, c.eval.Address(), fee)
	if err != nil {
		return c.errorf("approve the evaluator's juror fee: %w", err)
	}
	r, err := c.eval.Open(ctx, c.jobs.Address(), c.jobID)
	switch {
	case errors.Is(err, chain.ErrWrongState):
		return c.errorf("%w (a case opens once the provider has submitted)", err)
	case errors.Is(err, chain.ErrDeadlinePassed):
		return c.errorf("%w (the job reached its expiredAt: its client may claim the refund)", err)
	case err != nil:
		return c.errorf("%w", err)
	}
	caseID, err := c.eval.CaseID(ctx, c.jobs.Address(), c.jobID)
	if err != nil {
		return c.errorf("%w", err)
	}
	escrow, err := c.eval.Escrow(ctx)
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "job_id      %s\ncase_id     %s\nescrow      %s\njuror_fee   %s base units\napprove_tx  %s\nopen_tx     %s\nblock       %d\n",
		c.jobID, common.Hash(caseID).Hex(), escrow.Hex(), fee, approveTx, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

const jobSettleUsage = `Usage: arbitra job settle --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [flags]

Applies a job's final case outcome, as anyone may: a PASS completes the job
(the provider is paid), a FAIL rejects it (the client is refunded), with
the case's verdict hash as reason. A decided round whose appeal window
closed is finalized first; while a round is open or its window runs, the
escrow refuses.

The sender's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

func runJobSettle(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return runJobStep(ctx, args, stdout, stderr, "job settle", jobSettleUsage, func(ctx context.Context, c *jobCmd) error {
		return settleJob(ctx, c, stdout)
	})
}

func settleJob(ctx context.Context, c *jobCmd, stdout io.Writer) error {
	r, err := c.eval.Settle(ctx, c.jobs.Address(), c.jobID)
	switch {
	case errors.Is(err, chain.ErrDealNotFound):
		return c.errorf("%w (the job has no case: open it with 'arbitra job open')", err)
	case errors.Is(err, chain.ErrWrongState), errors.Is(err, chain.ErrAppealWindowOpen), errors.Is(err, chain.ErrAppealPending):
		return c.errorf("%w (the case has no final outcome yet: its panel has not decided, or an appeal window runs)", err)
	case err != nil:
		return c.errorf("%w", err)
	}
	job, err := c.jobs.Job(ctx, c.jobID)
	if err != nil {
		return c.errorf("%w", err)
	}
	end, _, err := c.jobs.End(ctx, c.jobID, r.BlockNumber.Uint64())
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "job_id     %s\nstatus     %s\nreason     %s (the case's verdict hash)\nsettle_tx  %s\nblock      %d\n",
		c.jobID, job.Status, common.Hash(end.Reason).Hex(), r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

const jobShowUsage = `Usage: arbitra job show --rpc-url URL --jobs ADDRESS --evaluator ADDRESS --job-id N [--gateway URL]

Prints, as JSON, an ERC-8183 job (status, client, provider, budget,
expiredAt, description and deliverable hashes), its case on the evaluator's
escrow (case id, state, round, verdict hash), how the job ended (reason and
transaction) and, with --gateway (a coordinator), the CID of the record of
each round the coordinator settled the case with.
`

func runJobShow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newJobCmd("job show", jobShowUsage, stderr, false, true, true)
	gateway := c.fs.String("gateway", "", "a coordinator's base `URL`: print the CIDs of the records it settled the case with")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	ctx, err := c.openJob(ctx)
	if err != nil {
		return err
	}
	jc, err := audit.ReadJob(ctx, c.client, c.eval.Address(), c.jobs.Address(), c.jobID)
	if err != nil {
		return c.errorf("%w", err)
	}
	view := jc.View()
	if *gateway != "" && view.Case != nil {
		id, _ := verdict.ParseHash32(view.CaseID)
		if hashes, err := coordinatorRecordHashes(ctx, http.DefaultClient, *gateway, id); err != nil {
			view.RecordError = err.Error()
		} else {
			for _, h := range hashes {
				if ref, err := ipfs.ParseRef(h); err == nil {
					view.RecordCIDs = append(view.RecordCIDs, ref.String())
				}
			}
		}
	}
	return printJSON(stdout, view)
}

const jobValidationUsage = `Usage: arbitra job validation --rpc-url URL --validation-registry ADDRESS --request-hash HASH
         [--from-block N] [--wait DURATION]

Prints, as JSON, an ERC-8004 validation request's status from a validation
registry: the validator it names, the agent, and once answered the response
(arbitra answers 100 for PASS, 0 for FAIL), responseURI (ipfs://<record
CID>), responseHash (the verdict hash), tag and the number of responses
(arbitra never changes a final one). With --wait it polls the registry
until the validator answered, and fails if it has not by then; arbitra's
coordinator answers once the job's case is final.
`

func runJobValidation(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newChainCmd("job validation", jobValidationUsage, stderr)
	registryText := c.fs.String("validation-registry", "", "the ERC-8004 validation registry `address` (required)")
	reqText := c.fs.String("request-hash", "", "the request `hash`, 0x and 64 hex digits (required)")
	from := c.fs.Uint64("from-block", 0, "search the registry's responses from this `block`")
	wait := c.fs.Duration("wait", 0, "wait this long for the validator's answer (0: do not wait)")
	parent := ctx
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	registry, err := addressFlag("validation-registry", *registryText)
	if err != nil {
		return c.errorf("%w", err)
	}
	if *wait < 0 {
		return c.errorf("--wait %s must not be negative", *wait)
	}
	req, err := verdict.ParseHash32(*reqText)
	if err != nil {
		return c.errorf("--request-hash %q must be 0x and 64 hex digits: %w", *reqText, err)
	}
	if ctx, err = c.open(ctx); err != nil {
		return err
	}
	v, err := chain.ReadValidation(ctx, c.client, registry, req, *from)
	if err != nil {
		return c.errorf("%w", err)
	}
	if v.Validator == (common.Address{}) {
		return c.errorf("the registry has no validation request %s", common.Hash(req).Hex())
	}
	if *wait > 0 && !v.Responded {
		read := func(ctx context.Context) (chain.Validation, error) {
			return chain.ReadValidation(ctx, c.client, registry, req, *from)
		}
		if v, err = waitValidation(parent, read, v.Validator, *wait); err != nil {
			return c.errorf("request %s: %w", common.Hash(req).Hex(), err)
		}
	}
	return printJSON(stdout, mcpserver.ValidationOf(v))
}
