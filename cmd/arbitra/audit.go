package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
)

const auditUsage = `Usage:
  arbitra audit [flags] <CID | verdict hash>
  arbitra audit --rpc-url URL --escrow ADDRESS [flags] [--deal] <deal ID>
  arbitra audit --rpc-url URL --evaluator ADDRESS --job <job contract>:<job id> [flags]
  arbitra audit --record <file> [CID | verdict hash]
  arbitra audit --rpc-url URL --anchor ADDRESS --gateway URL <CID | verdict hash>

Fetches a verdict record and checks it without trusting whoever served it,
as package audit does (docs/verifying.md says what each check proves):
  seal, cid, decode, canonical, signature, request-id, draw, receipt[i],
  the decision method (majority-v1) and, when published, content;
  censorship          with --ack, for each receipt ack a juror kept;
  chain-deal, chain-evidence, chain-draw, chain
                      with --rpc-url, for a deal's record: against --escrow,
                      or else the escrow the record names, which pins nothing;
  anchor              with --rpc-url, --anchor and --gateway: the verdict
                      hash is in a batch its signer anchored on that contract;
  job-evaluator, job-evidence, job-outcome
                      with --job, an ERC-8183 job: it names --evaluator, its
                      case commits its description and deliverable, and it
                      ended as its case was finally decided, the verdict
                      hash as reason; its case is then audited as a deal of
                      the evaluator's escrow (every round).

The argument is the CID of the verdict, seal or content block, or the
32-byte verdict hash in hex, or with --escrow a deal ID of that escrow.
A deal settled by its oracle names its record by the on-chain hash; one
settled by ballots records the hash of the ballots, so its record comes
from --gateway (a coordinator: GET /v1/deals/{id}) or --record, and the
chain checks decide whether it is the record whose ballots settled it.
On an escrow with an appeal window, a deal ID with --gateway audits the
record of every round the coordinator names (or with --record given once
per round, round 0 first, the files), each against its round's draw,
ballots and outcome, and checks that each names the round before
(round-link). Each check is printed, then the result:
  pass      every check passed and the signer is pinned (--signer, or the
            --escrow of the deal when the chain checks pass: the escrow
            drew the seats and settled with their ballots or the record's
            hash, and the result says "pinned by the escrow")
  unpinned  every check passed, but nothing pins the signer: the record is
            consistent, and anyone could have signed it
  fail      a check failed
Exit status: 0 pass, 2 unpinned, 1 fail or error.

Sources (one of):
  --peer MULTIADDR   a node that holds the record, as /ip4/.../p2p/<peer ID>;
                     repeatable. Blocks come over bitswap, the seal over
                     /arbitra/seal/1.0.0.
  --gateway URL      an arbitra gateway (GET /ipfs/{cid}, /arbitra/seal/{cid})
  --record FILE      a record file (JSON, as --save writes it): offline;
                     once per round for an appealed deal

Flags:
`

// auditDeps are what the audit needs beyond its flags.
type auditDeps struct {
	// escrow is the escrow the auditor trusts (--escrow with --rpc-url),
	// which pins its deals' records (audit.Options.Escrow). May be nil.
	escrow *chain.Escrow
	// backend reads the chain (--rpc-url) when no escrow is pinned: the
	// chain checks then run against the escrow the record names, which
	// does not pin it. May be nil: the chain checks are skipped.
	backend chain.Backend
	// anchor is the VerdictAnchor the anchor check reads (--anchor with
	// --rpc-url). May be nil: the check is skipped.
	anchor *chain.Anchor
	// http fetches a deal's record hash and a verdict's anchor batch from
	// a coordinator (--gateway); nil is http.DefaultClient.
	http *http.Client
}

// errAuditFailed is returned when a check fails; the report says which.
var errAuditFailed = errors.New("audit failed")

// runAudit is `arbitra audit`.
func runAudit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return auditWith(ctx, args, stdout, stderr, auditDeps{})
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

func auditWith(ctx context.Context, args []string, stdout, stderr io.Writer, deps auditDeps) error {
	fs := flag.NewFlagSet("audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var peers multiFlag
	fs.Var(&peers, "peer", "multiaddr of a node holding the record, with /p2p/ `ID` (repeatable)")
	gatewayURL := fs.String("gateway", "", "base `URL` of an arbitra gateway")
	var recordFiles multiFlag
	fs.Var(&recordFiles, "record", "audit this record `file` offline; for a deal of an escrow with an appeal window, once per round, round 0 first")
	signer := fs.String("signer", "", "require the verdict to be signed by this coordinator `address`")
	isDeal := fs.Bool("deal", false, "the argument is a deal ID of --escrow: audit the record that settled it")
	useDHT := fs.Bool("dht", false, "also find providers through the IPFS DHT, bootstrapped from --peer")
	timeout := fs.Duration("timeout", 2*time.Minute, "give up after this long")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	save := fs.String("save", "", "write the fetched record to this `file`, for offline audits")
	var ackFiles multiFlag
	fs.Var(&ackFiles, "ack", "a receipt ack `file` a juror kept, or its whole ack log (acks.jsonl, of which the audited request's acks count): fail (censorship) unless the record holds that receipt at its seat (repeatable)")
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL`: check a deal's record against its escrow (the chain checks)")
	anchorAddr := fs.String("anchor", "", "a VerdictAnchor `address` (with --rpc-url): check the verdict's inclusion in a batch its signer anchored")
	escrowAddr := fs.String("escrow", "", "the ArbiterEscrow `address` you trust (with --rpc-url): it pins its deals' records")
	jobRef := fs.String("job", "", "audit an ERC-8183 job, as `contract:id` (with --rpc-url and --evaluator): the job checks, then its case as a deal")
	evaluatorAddr := fs.String("evaluator", "", "the ArbitraEvaluator `address` you trust (with --job): its escrow pins the case's records")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), auditUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return nil
		}
		return err
	}
	if *jobRef != "" {
		return auditJob(ctx, args, stdout, stderr, deps, jobTarget{ref: *jobRef, evaluator: *evaluatorAddr, rpcURL: *rpcURL, escrow: *escrowAddr, timeout: *timeout, asJSON: *asJSON})
	}
	recordFile := new(string)
	if len(recordFiles) > 0 {
		*recordFile = recordFiles[0]
	}
	sources := 0
	for _, set := range []bool{len(peers) > 0, *gatewayURL != "", *recordFile != ""} {
		if set {
			sources++
		}
	}
	switch {
	case sources != 1:
		fs.Usage()
		return errors.New("audit: give exactly one source: --peer, --gateway or --record")
	case fs.NArg() > 1, fs.NArg() == 0 && *recordFile == "":
		fs.Usage()
		return errors.New("audit: give one CID, verdict hash or deal ID")
	case *signer != "" && !isAddress(*signer):
		return fmt.Errorf("audit: --signer %q is not an address", *signer)
	}
	acks, err := readAckFiles(ackFiles)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	if deps.escrow == nil && deps.backend == nil && (*rpcURL != "" || *escrowAddr != "" || *anchorAddr != "") {
		if err := dialChain(ctx, *rpcURL, *escrowAddr, &deps); err != nil {
			return fmt.Errorf("audit: %w", err)
		}
	}
	if deps.anchor == nil && *anchorAddr != "" {
		if deps.backend == nil || !isAddress(*anchorAddr) {
			return fmt.Errorf("audit: --anchor needs --rpc-url and an address, got %q", *anchorAddr)
		}
		if deps.anchor, err = chain.NewAnchor(ctx, deps.backend, common.HexToAddress(*anchorAddr), nil); err != nil {
			return fmt.Errorf("audit: %w", err)
		}
	}

	ref := fs.Arg(0)
	var wantDeal *[32]byte // the deal the auditor named, which the record must settle
	if !*isDeal && deps.escrow != nil && ref != "" {
		// A 32-byte argument that is a deal of the pinned escrow is audited as the deal.
		if id, err := verdict.ParseHash32(ref); err == nil {
			_, err := deps.escrow.Deal(ctx, id)
			*isDeal = err == nil
		}
	}
	if *isDeal {
		if deps.escrow == nil {
			return errors.New("audit: a deal ID needs the escrow: --rpc-url and --escrow")
		}
		id, err := verdict.ParseHash32(ref)
		if err != nil {
			return fmt.Errorf("audit: deal ID: %w", err)
		}
		if cfg, err := deps.escrow.Config(ctx); err == nil && cfg.AppealWindow > 0 && (*gatewayURL != "" || *recordFile != "") {
			return auditRounds(ctx, stdout, deps, roundSource{gateway: *gatewayURL, files: recordFiles}, id, *signer, *asJSON)
		}
		s, err := audit.ReadSettled(ctx, deps.escrow, id)
		if err != nil {
			return fmt.Errorf("audit: deal %s: %w", ref, err)
		}
		wantDeal = &id
		fmt.Fprintf(stdout, "deal %s: %s by %s, verdict hash 0x%x on chain\n", verdict.Hex32(id), s.State.Status, s.Method(), s.State.VerdictHash)
		switch {
		case *recordFile != "":
			ref = "" // the file is the record; the chain checks bind it to the deal
		case !s.ByBallots():
			ref = verdict.Hex32(s.State.VerdictHash) // the oracle recorded the record's own hash
		case *gatewayURL != "":
			if ref, err = coordinatorRecordHash(ctx, deps.http, *gatewayURL, id); err != nil {
				return fmt.Errorf("audit: deal %s: %w", verdict.Hex32(id), err)
			}
			fmt.Fprintf(stdout, "deal %s: the coordinator names record %s\n", verdict.Hex32(id), ref)
		default:
			return fmt.Errorf("audit: deal %s was settled by ballots, whose hash names no record: find it with --gateway (a coordinator) or --record", verdict.Hex32(id))
		}
	}

	var (
		f    ipfs.Fetched
		from string
	)
	switch {
	case len(recordFiles) > 1:
		return errors.New("audit: give --record more than once only for the rounds of a deal (--deal) on an escrow with an appeal window")
	case *recordFile != "":
		f, err = readRecordFile(*recordFile)
		from = "record file " + *recordFile
		if err == nil && ref != "" {
			c, perr := ipfs.ParseRef(ref)
			if perr != nil {
				return fmt.Errorf("audit: %w", perr)
			}
			f.CIDs.Verdict = c.String() // what the file must hash to
		}
	case *gatewayURL != "":
		from = "gateway " + *gatewayURL
		f, err = ipfs.Fetch(ctx, &ipfs.GatewayClient{URL: *gatewayURL}, ref)
	default:
		from = fmt.Sprintf("bitswap via %d peer(s)", len(peers))
		f, err = fetchFromPeers(ctx, peers, *useDHT, ref, stderr)
	}
	if err != nil {
		fmt.Fprintf(stdout, "FAIL  fetch  %v\n", err)
		return fmt.Errorf("%w: %v", errAuditFailed, err)
	}

	var head struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(f.Record.Verdict, &head) // an undecodable verdict fails its own check
	opt := audit.Options{Signer: *signer, Acks: acksFor(acks, head.ID), Deal: wantDeal}
	if deps.escrow != nil {
		opt.Escrow = deps.escrow
	} else if deps.backend != nil {
		opt.Chain = deps.backend
	}
	if deps.anchor != nil {
		opt.Anchor = deps.anchor
		if *gatewayURL != "" {
			opt.Batches = audit.Gateway{URL: *gatewayURL, Client: deps.http}
		}
	}
	rep := audit.Run(ctx, &f, opt)
	if *save != "" {
		if err := writeRecordFile(*save, f.Record); err != nil {
			return fmt.Errorf("audit: save: %w", err)
		}
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		var note string
		if rep.Result() == verdict.ResultUnpinned {
			note = verdict.UnpinnedNote
		}
		if err := enc.Encode(struct {
			audit.Report
			OK     bool            `json:"ok"`
			Result string          `json:"result"`
			Note   string          `json:"note,omitempty"`
			From   string          `json:"from"`
			CIDs   ipfs.RecordCIDs `json:"cids"`
			Notes  []string        `json:"notes,omitempty"`
		}{rep, rep.OK(), rep.Result(), note, from, f.CIDs, f.Notes}); err != nil {
			return err
		}
	} else {
		printReport(stdout, rep, f, from)
	}
	if !rep.OK() {
		return fmt.Errorf("%w: %s", errAuditFailed, strings.Join(rep.FailedNames(), ", "))
	}
	if !rep.Pinned {
		return errUnpinned
	}
	return nil
}

// errUnpinned is returned when every check passed but nothing pinned the
// signer; the command exits with status 2.
var errUnpinned error = unpinnedError{}

type unpinnedError struct{}

func (unpinnedError) Error() string   { return verdict.UnpinnedNote }
func (unpinnedError) ExitStatus() int { return 2 }

func printReport(w io.Writer, rep audit.Report, f ipfs.Fetched, from string) {
	fmt.Fprintf(w, "verdict %s\n", f.CIDs.Verdict)
	fmt.Fprintf(w, "hash    0x%s\n", rep.Hash)
	if f.CIDs.Seal != "" {
		fmt.Fprintf(w, "seal    %s\n", f.CIDs.Seal)
	}
	fmt.Fprintf(w, "from    %s\n\n", from)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	failed := 0
	for _, c := range rep.Checks {
		status := "ok"
		if !c.OK {
			status = "FAIL"
			failed++
		}
		fmt.Fprintf(tw, "%-4s\t%s\t%s\n", status, c.Name, c.Detail)
	}
	_ = tw.Flush()
	for _, n := range f.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	fmt.Fprintln(w)
	if v := rep.Verdict; v.ID != "" {
		fmt.Fprintf(w, "%s: %s (unanimous=%t, dissent=%d, %d seats)\n", v.ID, v.Decision, v.Unanimous, v.Dissent, len(v.Jurors))
		if v.Deal != nil {
			fmt.Fprintf(w, "deal %s on chain %s, escrow %s\n", v.Deal.DealID, v.Deal.ChainID, v.Deal.Escrow)
		}
	}
	switch {
	case f.Record.Content != nil:
		fmt.Fprintf(w, "content published: %s\n", f.CIDs.Content)
	case f.CIDs.Content == "":
		fmt.Fprintln(w, "content not published")
	}
	if rep.Signer != "" {
		fmt.Fprintf(w, "signed by %s\n", rep.Signer)
	}
	if rep.PinnedBy != "" && rep.OK() {
		fmt.Fprintf(w, "pinned by the escrow: %s\n", rep.PinnedBy)
	}
	switch rep.Result() {
	case verdict.ResultPass:
		fmt.Fprintf(w, "PASS  all %d checks\n", len(rep.Checks))
	case verdict.ResultUnpinned:
		fmt.Fprintf(w, "UNPINNED  all %d checks pass; %s (pass --signer ADDRESS to pin the coordinator)\n", len(rep.Checks), verdict.UnpinnedNote)
	default:
		fmt.Fprintf(w, "FAIL  %d of %d checks\n", failed, len(rep.Checks))
	}
}
