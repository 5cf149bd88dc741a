package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/verdict"
)

// jobTarget is what `arbitra audit --job` was given.
type jobTarget struct {
	ref, evaluator, rpcURL, escrow string
	timeout                        time.Duration
	asJSON                         bool
}

// auditJob is `arbitra audit --job contract:id`: the job checks of package
// audit, then the audit of the job's case as a deal of the evaluator's
// escrow, which the trusted evaluator pins; both must pass.
func auditJob(ctx context.Context, args []string, stdout, stderr io.Writer, deps auditDeps, t jobTarget) error {
	contract, idText, ok := strings.Cut(t.ref, ":")
	id, idErr := verdict.ParseUint256(idText)
	switch {
	case !ok || !isAddress(contract) || idErr != nil || id.Sign() <= 0:
		return fmt.Errorf("audit: --job %q must be <job contract address>:<job id>, such as 0x5FbD...0aa3:7", t.ref)
	case !isAddress(t.evaluator):
		return fmt.Errorf("audit: --job needs --evaluator, the ArbitraEvaluator address you trust (got %q)", t.evaluator)
	}
	ctx, cancel := context.WithTimeout(ctx, t.timeout)
	defer cancel()
	if deps.backend == nil {
		if err := dialChain(ctx, t.rpcURL, "", &deps); err != nil {
			return fmt.Errorf("audit: %w", err)
		}
	}
	jc, err := audit.ReadJob(ctx, deps.backend, common.HexToAddress(t.evaluator), common.HexToAddress(contract), id)
	if err != nil {
		return fmt.Errorf("audit: job %s: %w", t.ref, err)
	}
	switch {
	case t.escrow != "" && (!isAddress(t.escrow) || common.HexToAddress(t.escrow) != jc.Escrow.Address()):
		return fmt.Errorf("audit: --escrow %s is not the escrow of evaluator %s (%s)", t.escrow, t.evaluator, jc.Escrow.Address().Hex())
	case deps.escrow == nil:
		deps.escrow = jc.Escrow
	}
	checks := audit.CheckJob(jc)
	if t.asJSON {
		if err := printJSON(stdout, struct {
			Job    audit.JobView   `json:"job"`
			Checks []verdict.Check `json:"checks"`
		}{jc.View(), checks}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(stdout, "job %s of %s: %s, case %s on escrow %s\n", id, common.HexToAddress(contract).Hex(), jc.Job.Status,
			verdict.Hex32(jc.CaseID), jc.Escrow.Address().Hex())
		for _, c := range checks {
			status := "ok"
			if !c.OK {
				status = "FAIL"
			}
			fmt.Fprintf(stdout, "%-4s  %s  %s\n", status, c.Name, c.Detail)
		}
		fmt.Fprintln(stdout)
	}
	var failed []string
	for _, c := range checks {
		if !c.OK {
			failed = append(failed, c.Name)
		}
	}
	var dealErr error
	if jc.Case.JobContract == (common.Address{}) {
		dealErr = fmt.Errorf("%w: the job has no case", errAuditFailed)
	} else {
		dealErr = auditWith(ctx, append(withoutJobFlags(args), "--deal", verdict.Hex32(jc.CaseID)), stdout, stderr, deps)
	}
	switch {
	case len(failed) == 0:
		return dealErr
	case errors.Is(dealErr, errAuditFailed):
		return fmt.Errorf("%s; %w", strings.Join(failed, ", "), dealErr)
	case dealErr != nil && !errors.Is(dealErr, errUnpinned):
		// The case could not be audited (no verdict on chain, no record): say so beside the job's failures.
		fmt.Fprintf(stdout, "FAIL  case  %v\n", dealErr)
		failed = append(failed, "case: "+dealErr.Error())
	}
	fmt.Fprintf(stdout, "FAIL  job: %s\n", strings.Join(failed, ", "))
	return fmt.Errorf("%w: %s", errAuditFailed, strings.Join(failed, ", "))
}

// withoutJobFlags drops --job, --evaluator and --escrow with their values
// (the case is audited on the evaluator's escrow, given in auditDeps).
func withoutJobFlags(args []string) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		name := strings.TrimLeft(args[i], "-")
		if args[i] == name || args[i] == "--" {
			out = append(out, args[i])
			continue
		}
		base, _, hasValue := strings.Cut(name, "=")
		if base != "job" && base != "evaluator" && base != "escrow" {
			out = append(out, args[i])
			continue
		}
		if !hasValue {
			i++ // the value is the next argument
		}
	}
	return out
}
