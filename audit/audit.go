// Package audit answers "what does an auditor check?" in one place. Run
// checks a fetched verdict record offline (the seal, the bytes, the
// signatures, every receipt, the draw and the outcome: ipfs.Audit over
// verdict.Audit), then, for a deal's record, against the escrow that
// settled the deal (chain-deal, chain-evidence, chain-draw, chain), and
// against a VerdictAnchor (anchor). Its Report has one result, pass,
// unpinned or fail, under the same check names for the CLI, MCP and the
// verdict page, whose JavaScript is held to this package by a differential
// test. Whether a record is the one a settlement settled with is the rule
// of the subpackage match, which reputation applies to its index too.
//
// Run is safe for concurrent use; it holds no state between calls.
package audit

import (
	"context"
	"fmt"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
)

// Results of Report.Result.
const (
	Pass     = verdict.ResultPass
	Unpinned = verdict.ResultUnpinned
	Fail     = verdict.ResultFail
)

// Report is the outcome of Run: every check, in order, and what pins the
// record.
type Report struct {
	verdict.Report
	// PinnedBy says what pinned the record when it was not a signer the
	// auditor named: the escrow the auditor trusts settled with it.
	PinnedBy string `json:"pinned_by,omitempty"`
}

// FailedNames lists the names of the failed checks.
func (r *Report) FailedNames() []string {
	var out []string
	for _, c := range r.Checks {
		if !c.OK {
			out = append(out, c.Name)
		}
	}
	return out
}

// Options say what the auditor trusts and what Run may read. Every field
// may be zero: a check that needs one is then not run.
type Options struct {
	// Signer is the coordinator address the auditor trusts; it pins the
	// record when the signature recovers to it.
	Signer string
	// Acks are receipt acks of the audited request that jurors kept; each
	// adds a censorship check.
	Acks []verdict.Ack
	// Deal is the deal the auditor named: the record must judge it.
	Deal *[32]byte
	// Escrow is the escrow the auditor trusts: a record of one of its deals
	// that passes the chain checks against it is pinned by it.
	Escrow Escrow
	// Chain reads the escrow a record names when Escrow is nil; that
	// checks the record against its settlement but pins nothing.
	Chain chain.Backend
	// Anchor is the VerdictAnchor the anchor check reads; Batches finds
	// the batch that holds the verdict (the check fails without it).
	Anchor  Anchor
	Batches Batches
}

// Run audits a fetched record. It never fails: every problem is a failed
// check, and the report's Result says what the record is worth.
func Run(ctx context.Context, f *ipfs.Fetched, opt Options) Report {
	rep := Report{Report: ipfs.Audit(f, verdict.AuditOptions{ExpectSigner: opt.Signer, Acks: opt.Acks})}
	d := rep.Verdict.Deal
	switch {
	case opt.Deal != nil && (d == nil || d.DealID != *opt.Deal):
		rep.Checks = append(rep.Checks, verdict.Check{Name: "chain-deal", Detail: fmt.Sprintf("the record does not judge deal %s", verdict.Hex32(*opt.Deal))})
	case d != nil && (opt.Escrow != nil || opt.Chain != nil):
		checks, pin := chainChecks(ctx, opt, f.Record, &rep.Report)
		rep.Checks = append(rep.Checks, checks...)
		if pin != "" && !rep.Pinned {
			rep.Pinned, rep.PinnedBy = true, pin
		}
	}
	switch {
	case opt.Anchor == nil || rep.Verdict.ID == "":
	case opt.Batches == nil:
		add(&rep.Checks, "anchor", errNoBatches, "")
	default:
		rep.Checks = append(rep.Checks, anchorCheck(ctx, opt.Anchor, opt.Batches, &rep.Verdict, rep.Hash))
	}
	return rep
}

// add appends a check named name: passed with okDetail when err is nil.
func add(checks *[]verdict.Check, name string, err error, okDetail string) bool {
	c := verdict.Check{Name: name, OK: err == nil, Detail: okDetail}
	if err != nil {
		c.Detail = err.Error()
	}
	*checks = append(*checks, c)
	return err == nil
}
