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

// roundSource is where the records of a deal's rounds come from: a
// coordinator's gateway, which names them, or record files an auditor
// kept, one per round, round 0 first.
type roundSource struct {
	gateway string
	files   []string
}

// auditRounds is `arbitra audit --deal` for a deal of an escrow with an
// appeal window: the coordinator names the record of every round it
// settled (or the auditor gives them as files), and each is audited
// against its round and linked to the one before (audit.Walk).
func auditRounds(ctx context.Context, stdout io.Writer, deps auditDeps, src roundSource, id [32]byte, signer string, asJSON bool) error {
	st, err := deps.escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("audit: deal %s: %w", verdict.Hex32(id), err)
	}
	var rounds []*ipfs.Fetched
	from := "gateway " + src.gateway
	if len(src.files) > 0 {
		// Files stand for the whole deal only when there is one per round.
		if len(src.files) != int(st.Round)+1 {
			return fmt.Errorf("audit: deal %s is in round %d: give one --record per round, %d in all, not %d",
				verdict.Hex32(id), st.Round, st.Round+1, len(src.files))
		}
		fmt.Fprintf(stdout, "deal %s: %s in round %d of an escrow with an appeal window; %d round record file(s)\n",
			verdict.Hex32(id), st.Status, st.Round, len(src.files))
		from = "record files"
		for i, path := range src.files {
			f, err := readRecordFile(path)
			if err != nil {
				fmt.Fprintf(stdout, "FAIL  fetch  round %d: %v\n", i, err)
				return fmt.Errorf("%w: round %d: %v", errAuditFailed, i, err)
			}
			rounds = append(rounds, &f)
		}
	} else {
		hashes, err := coordinatorRecordHashes(ctx, deps.http, src.gateway, id)
		if err != nil {
			return fmt.Errorf("audit: deal %s: %w", verdict.Hex32(id), err)
		}
		fmt.Fprintf(stdout, "deal %s: %s in round %d of an escrow with an appeal window; the coordinator names %d round record(s)\n",
			verdict.Hex32(id), st.Status, st.Round, len(hashes))
		for i, h := range hashes {
			f, err := ipfs.Fetch(ctx, &ipfs.GatewayClient{URL: src.gateway}, h)
			if err != nil {
				fmt.Fprintf(stdout, "FAIL  fetch  round %d: %v\n", i, err)
				return fmt.Errorf("%w: round %d: %v", errAuditFailed, i, err)
			}
			rounds = append(rounds, &f)
		}
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
