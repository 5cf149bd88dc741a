package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
)

// auditRounds is `arbitra audit --deal` for a deal of an escrow with an
// appeal window: the coordinator names the record of every round it
// settled, and each is audited against its round and linked to the one
// before (audit.Walk).
func auditRounds(ctx context.Context, stdout io.Writer, deps auditDeps, gateway string, id [32]byte, signer string, asJSON bool) error {
	st, err := deps.escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("audit: deal %s: %w", verdict.Hex32(id), err)
	}
	hashes, err := coordinatorRecordHashes(ctx, deps.http, gateway, id)
	if err != nil {
		return fmt.Errorf("audit: deal %s: %w", verdict.Hex32(id), err)
	}
	fmt.Fprintf(stdout, "deal %s: %s in round %d of an escrow with an appeal window; the coordinator names %d round record(s)\n",
		verdict.Hex32(id), st.Status, st.Round, len(hashes))
	from := "gateway " + gateway
	rounds := make([]*ipfs.Fetched, len(hashes))
	for i, h := range hashes {
		f, err := ipfs.Fetch(ctx, &ipfs.GatewayClient{URL: gateway}, h)
		if err != nil {
			fmt.Fprintf(stdout, "FAIL  fetch  round %d: %v\n", i, err)
			return fmt.Errorf("%w: round %d: %v", errAuditFailed, i, err)
		}
		rounds[i] = &f
	}
	reps := audit.Walk(ctx, rounds, audit.Options{Signer: signer, Deal: &id, Escrow: deps.escrow})
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(reps); err != nil {
			return err
		}
	}
	var failed []string
	pinned := true
	for i, rep := range reps {
		if !asJSON {
			fmt.Fprintf(stdout, "\nround %d\n", i)
			printReport(stdout, rep, *rounds[i], from)
		}
		if !rep.OK() {
			failed = append(failed, fmt.Sprintf("round %d: %s", i, strings.Join(rep.FailedNames(), ", ")))
		}
		pinned = pinned && rep.Pinned
	}
	switch {
	case len(failed) > 0:
		fmt.Fprintf(stdout, "\nFAIL  %s\n", strings.Join(failed, "; "))
		return fmt.Errorf("%w: %s", errAuditFailed, strings.Join(failed, "; "))
	case !pinned:
		return errUnpinned
	}
	fmt.Fprintf(stdout, "\nPASS  all %d rounds\n", len(reps))
	return nil
}
