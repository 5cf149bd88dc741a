package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
)

const auditUsage = `Usage:
  arbitra audit [flags] <CID | verdict hash>
  arbitra audit --rpc-url URL --escrow ADDRESS [flags] [--deal] <deal ID>
  arbitra audit --record <file> [CID | verdict hash]
  arbitra audit --rpc-url URL --anchor ADDRESS --gateway URL <CID | verdict hash>

Fetches a verdict record and checks it without trusting whoever served it:
  seal         the seal block hashes to its CID and names the verdict
  cid          the verdict's canonical bytes hash to the CID (and so to the
               verdict hash that settlement put on chain)
  decode       the block is a v1 verdict
  canonical    the bytes are the RFC 8785 encoding of their content
  signature    the coordinator's signature recovers the coordinator named
               in the verdict (and --signer, when given)
  request-id   the request ID recomputes from the verdict's content, so the
               coordinator did not choose it
  draw         the recorded draw (registry candidates seeded by the request
               ID, or the escrow's snapshot and seed) recomputes to the
               verdict's seats, in draw order
  receipt[i]   each juror's receipt block hashes to its CID, is signed by
               that juror, is bound to the verdict's evidence root and says
               what the verdict says it says; a seat without one is a
               timeout whose receipt the record does not hold
  censorship   with --ack: every receipt a juror's saved ack acknowledges
               for this request is at its juror's seat
  majority-v1  the rule recomputed from the votes gives the recorded
               decision, unanimity and dissent
  content      when the content is published: the question, options,
               evidence and rationales recompute to the signed fingerprints
               and evidence root
  with --rpc-url, for a deal's record (against --escrow, else against the
  escrow the record names, which pins nothing):
  chain-deal      the record names the escrow (and the deal asked for), and
                  the deal is settled
  chain-evidence  the record's evidence root is the escrow's
                  evidenceRootOf(deal), the root of its committed texts
  chain-draw      the draw's seed is that of the draw block's hash on chain,
                  its candidates the deal's snapshot, its seats the escrow's
                  draw, in order
  chain           settled by ballots: every signer the escrow logged is a
                  seat whose receipt holds the settled vote and a ballot
                  that recovers to it, their seats are the logged seat mask
                  and hash to the recorded verdict hash, and the record
                  decides the settled vote; settled by the oracle: the
                  recorded verdict hash is this record's
  with --rpc-url and --anchor, for any record (its batch from --gateway):
  anchor          the verdict hash is in a batch the signer anchored on that
                  VerdictAnchor: its inclusion proof, recomputed from the
                  batch's hashes, leads to the root the contract holds

The argument is the CID of the verdict, seal or content block, or the
32-byte verdict hash in hex, or with --escrow a deal ID of that escrow.
A deal settled by its oracle names its record by the on-chain hash; one
settled by ballots records the hash of the ballots, so its record comes
from --gateway (a coordinator: GET /v1/deals/{id}) or --record, and the
chain checks decide whether it is the record whose ballots settled it. Each check is printed, then the result:
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
  --record FILE      a record file (JSON, as --save writes it): offline

Flags:
`

// auditDeps are what the audit needs beyond its flags.
type auditDeps struct {
	// escrow is the escrow the auditor trusts (--escrow with --rpc-url): a
	// record of one of its deals passes the chain checks only if its seats
	// are the escrow's draw and its ballots (or, on the oracle path, its
	// hash) settled the deal, and that pins the record. May be nil.
	escrow *chain.Escrow
	// backend reads the chain (--rpc-url) when no escrow is pinned: the
	// chain checks then run against the escrow the record names, which
	// does not pin it. May be nil: the chain checks are skipped.
	backend chain.Backend
	// anchor is the VerdictAnchor the anchor check reads (--anchor with
	// --rpc-url). May be nil: the check is skipped.
	anchor *chain.Anchor
	// http fetches a deal's record hash from a coordinator (--gateway);
	// nil is http.DefaultClient.
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
	recordFile := fs.String("record", "", "audit this record `file` offline")
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
		s, err := readSettled(ctx, deps.escrow, id)
		if err != nil {
			return fmt.Errorf("audit: deal %s: %w", ref, err)
		}
		wantDeal = &id
		fmt.Fprintf(stdout, "deal %s: %s by %s, verdict hash 0x%x on chain\n", verdict.Hex32(id), s.state.Status, s.method(), s.state.VerdictHash)
		switch {
		case *recordFile != "":
			ref = "" // the file is the record; the chain checks bind it to the deal
		case s.event.Resolved.Method == chain.MethodOracle:
			ref = verdict.Hex32(s.state.VerdictHash) // the oracle recorded the record's own hash
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
	rep := ipfs.Audit(&f, verdict.AuditOptions{ExpectSigner: *signer, Acks: acksFor(acks, head.ID)})
	var pin string
	switch v := rep.Verdict.Deal; {
	case wantDeal != nil && (v == nil || !strings.EqualFold(v.DealID, verdict.Hex32(*wantDeal))):
		rep.Checks = append(rep.Checks, verdict.Check{Name: "chain-deal", Detail: fmt.Sprintf("the record does not judge deal %s", verdict.Hex32(*wantDeal))})
	case v != nil && (deps.escrow != nil || deps.backend != nil):
		checks, pinned := chainChecks(ctx, deps, f.Record, rep)
		rep.Checks = append(rep.Checks, checks...)
		if pinned != "" && !rep.Pinned {
			rep.Pinned, pin = true, pinned
		}
	}
	if deps.anchor != nil {
		rep.Checks = append(rep.Checks, anchorCheck(ctx, deps.anchor, deps.http, *gatewayURL, &rep.Verdict, rep.Hash))
	}
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
			verdict.Report
			OK     bool            `json:"ok"`
			Result string          `json:"result"`
			Note   string          `json:"note,omitempty"`
			From   string          `json:"from"`
			CIDs   ipfs.RecordCIDs `json:"cids"`
			Notes  []string        `json:"notes,omitempty"`
			Pin    string          `json:"pinned_by,omitempty"`
		}{rep, rep.OK(), rep.Result(), note, from, f.CIDs, f.Notes, pin}); err != nil {
			return err
		}
	} else {
		printReport(stdout, rep, f, from, pin)
	}
	if !rep.OK() {
		var names []string
		for _, c := range rep.Checks {
			if !c.OK {
				names = append(names, c.Name)
			}
		}
		return fmt.Errorf("%w: %s", errAuditFailed, strings.Join(names, ", "))
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

// maxAckFile bounds a file of receipt acks: one saved ack, or a juror's
// whole ack log (juror.AckLogName, rotated at juror.MaxAckLogBytes).
const maxAckFile = 80 << 20

// savedAck is an ack read from --ack, and whether it came from a juror's
// log of acks, where only the audited request's ack is meant.
type savedAck struct {
	verdict.Ack
	fromLog bool
}

// readAckFiles reads each --ack file: one ack as JSON, or a juror's ack log
// of one JSON ack a line.
func readAckFiles(paths []string) ([]savedAck, error) {
	var out []savedAck
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("--ack: %w", err)
		}
		if len(raw) > maxAckFile {
			return nil, fmt.Errorf("--ack %s exceeds %d bytes", p, maxAckFile)
		}
		var a verdict.Ack
		if err := verdict.UnmarshalStrict(raw, &a); err == nil {
			out = append(out, savedAck{Ack: a})
			continue
		}
		lines := bytes.Split(bytes.TrimSpace(raw), []byte("\n"))
		for n, line := range lines {
			var a verdict.Ack // a fresh one: an ack's receipts must not share a slice
			if err := verdict.UnmarshalStrict(line, &a); err != nil {
				return nil, fmt.Errorf("--ack %s: line %d: %w", p, n+1, err)
			}
			out = append(out, savedAck{Ack: a, fromLog: true})
		}
	}
	return out, nil
}

// acksFor keeps the acks meant for the audited request: every ack given
// alone, and those of a log that name the request.
func acksFor(saved []savedAck, requestID string) []verdict.Ack {
	var out []verdict.Ack
	for _, a := range saved {
		if !a.fromLog || a.For(requestID) {
			out = append(out, a.Ack)
		}
	}
	return out
}

// fetchFromPeers starts a throwaway libp2p host and an in-memory node,
// connects to the peers and fetches the record over bitswap.
func fetchFromPeers(ctx context.Context, addrs []string, useDHT bool, ref string, stderr io.Writer) (ipfs.Fetched, error) {
	var infos []peer.AddrInfo
	for _, a := range addrs {
		ai, err := peer.AddrInfoFromString(a)
		if err != nil {
			return ipfs.Fetched{}, fmt.Errorf("--peer %q: %w", a, err)
		}
		infos = append(infos, *ai)
	}
	h, err := libp2p.New(libp2p.NoListenAddrs)
	if err != nil {
		return ipfs.Fetched{}, fmt.Errorf("start libp2p: %w", err)
	}
	defer h.Close()
	n, err := ipfs.New(ctx, ipfs.Config{Host: h, DHT: useDHT, DHTBootstrap: infos})
	if err != nil {
		return ipfs.Fetched{}, err
	}
	defer n.Close()
	connected := 0
	for _, ai := range infos {
		if err := h.Connect(ctx, ai); err != nil {
			fmt.Fprintf(stderr, "audit: connect %s: %v\n", ai.ID, err)
			continue
		}
		connected++
	}
	if connected == 0 && !useDHT {
		return ipfs.Fetched{}, errors.New("could not connect to any --peer")
	}
	return ipfs.Fetch(ctx, n, ref)
}

func printReport(w io.Writer, rep verdict.Report, f ipfs.Fetched, from, pin string) {
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
	if pin != "" && rep.OK() {
		fmt.Fprintf(w, "pinned by the escrow: %s\n", pin)
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

// maxRecordFile bounds a record file: a verdict, a seal signature, five
// receipts and the content, with room to spare.
const maxRecordFile = 8 << 20

func readRecordFile(path string) (ipfs.Fetched, error) {
	fh, err := os.Open(path)
	if err != nil {
		return ipfs.Fetched{}, err
	}
	defer fh.Close()
	raw, err := io.ReadAll(io.LimitReader(fh, maxRecordFile+1))
	if err != nil {
		return ipfs.Fetched{}, err
	}
	if len(raw) > maxRecordFile {
		return ipfs.Fetched{}, fmt.Errorf("record file %s exceeds %d bytes", path, maxRecordFile)
	}
	var rec verdict.Record
	if err := json.Unmarshal(raw, &rec); err != nil {
		return ipfs.Fetched{}, fmt.Errorf("record file %s: %w", path, err)
	}
	if len(rec.Verdict) == 0 {
		return ipfs.Fetched{}, fmt.Errorf("record file %s has no verdict", path)
	}
	f := ipfs.Fetched{Record: rec, CIDs: ipfs.RecordCIDs{Verdict: verdict.CIDOf(rec.Verdict).String()}}
	if rec.Content != nil {
		if b, err := verdict.Canonical(rec.Content); err == nil {
			f.CIDs.Content = verdict.CIDOf(b).String()
		}
	}
	var v verdict.Verdict
	if json.Unmarshal(rec.Verdict, &v) == nil {
		for _, j := range v.Jurors {
			if j.ReceiptCID != "" {
				f.CIDs.Receipts = append(f.CIDs.Receipts, j.ReceiptCID)
			}
		}
	}
	return f, nil
}

func writeRecordFile(path string, rec verdict.Record) error {
	raw, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(raw, '\n'), 0o644)
}

// dialChain dials --rpc-url and, with --escrow, the escrow the auditor
// trusts.
func dialChain(ctx context.Context, rpcURL, escrow string, deps *auditDeps) error {
	switch {
	case rpcURL == "":
		return errors.New("--escrow needs --rpc-url")
	case escrow != "" && !isAddress(escrow):
		return fmt.Errorf("--escrow %q is not an address", escrow)
	}
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return err
	}
	deps.backend = client
	if escrow == "" {
		return nil
	}
	deps.escrow, err = chain.NewEscrow(ctx, client, common.HexToAddress(escrow), nil)
	return err
}

// settled is a settled deal as its escrow recorded it: the deal and the
// DealResolved event of its settlement.
type settled struct {
	id    [32]byte
	state chain.DealState
	event chain.Event
}

func (s *settled) method() string {
	if s.event.Resolved.Method == chain.MethodQuorum {
		return "juror ballots"
	}
	return "the oracle"
}

// readSettled reads a deal and finds the event of its settlement, which
// lies between its submission and the head.
func readSettled(ctx context.Context, e *chain.Escrow, id [32]byte) (settled, error) {
	st, err := e.Deal(ctx, id)
	if err != nil {
		return settled{}, err
	}
	if st.VerdictHash == ([32]byte{}) {
		return settled{}, fmt.Errorf("the deal is %s: no verdict recorded on chain", st.Status)
	}
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return settled{}, err
	}
	evs, err := e.FilterEvents(ctx, st.SubmitBlock, head)
	if err != nil {
		return settled{}, err
	}
	for _, ev := range evs {
		if ev.Kind == chain.EventDealResolved && ev.DealID == id {
			if ev.Resolved.Method == chain.MethodQuorum && ev.Resolved.Jurors == nil {
				return settled{}, fmt.Errorf("settled by ballots in tx %s without its DealSettledByJurors event", ev.TxHash)
			}
			return settled{id: id, state: st, event: ev}, nil
		}
	}
	return settled{}, fmt.Errorf("no DealResolved event in blocks %d to %d", st.SubmitBlock, head)
}

// coordinatorRecordHash asks a coordinator (GET /v1/deals/{id}) which
// record it settled a deal with; the audit then checks that record against
// the chain, so the answer need not be trusted.
func coordinatorRecordHash(ctx context.Context, client *http.Client, base string, id [32]byte) (string, error) {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/v1/deals/"+verdict.Hex32(id), nil)
	if err != nil {
		return "", err
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("ask the coordinator for the deal's record: %w", err)
	}
	defer resp.Body.Close()
	var view struct {
		Settlement *struct {
			VerdictHash string `json:"verdict_hash"`
		} `json:"settlement"`
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("the coordinator answers GET /v1/deals/%s with %s", verdict.Hex32(id), resp.Status)
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxAnswer)).Decode(&view); err != nil {
		return "", fmt.Errorf("the coordinator's deal view: %w", err)
	}
	if view.Settlement == nil {
		return "", errors.New("the coordinator did not settle this deal: give its record with --record")
	}
	h, err := verdict.ParseHash32(view.Settlement.VerdictHash)
	if err != nil {
		return "", fmt.Errorf("the coordinator's verdict hash: %w", err)
	}
	return verdict.Hex32(h), nil
}

// chainChecks checks a deal's record against its escrow, each as a named
// check: chain-deal (the record names the escrow and the deal is settled),
// chain-evidence (the record's evidence root is the deal's evidenceRootOf),
// chain-draw (the record's draw is the escrow's: seed from the draw block's
// hash, candidates the deal's snapshot, seats in draw order) and chain (the
// settlement: the ballots of the signers the escrow logged, or on the oracle
// path the record's hash). pinned says what pins the record when every one
// passes against the escrow the auditor gave; it is empty otherwise.
func chainChecks(ctx context.Context, deps auditDeps, rec verdict.Record, rep verdict.Report) (checks []verdict.Check, pinned string) {
	v := &rep.Verdict
	add := func(name string, err error, okDetail string) bool {
		c := verdict.Check{Name: name, OK: err == nil, Detail: okDetail}
		if err != nil {
			c.Detail = err.Error()
		}
		checks = append(checks, c)
		return err == nil
	}
	e, s, err := dealOnChain(ctx, deps, v.Deal)
	if !add("chain-deal", err, fmt.Sprintf("deal %s of escrow %s, settled in block %d", v.Deal.DealID, v.Deal.Escrow, s.event.BlockNumber)) {
		return checks, ""
	}
	root, err := checkEvidenceOnChain(ctx, e, s, v)
	add("chain-evidence", err, "the record judged the deal's committed criteria and deliverable")
	add("chain-draw", checkDrawOnChain(ctx, e, s, v), fmt.Sprintf("seed of block %d, %d candidates of the deal's snapshot", drawBlockOf(v), len(drawCandidates(v))))
	var detail string
	if s.event.Resolved.Method == chain.MethodQuorum {
		detail, err = checkBallotsOnChain(e, s, rec, v, root)
	} else {
		detail, err = checkOracleOnChain(ctx, e, s, v, rep.Hash)
	}
	add("chain", err, detail)
	for _, c := range checks {
		if !c.OK {
			return checks, ""
		}
	}
	if deps.escrow == nil {
		return checks, ""
	}
	if s.event.Resolved.Method == chain.MethodQuorum {
		return checks, fmt.Sprintf("escrow %s drew these seats and settled with their ballots", verdict.AddressString(e.Address()))
	}
	return checks, fmt.Sprintf("escrow %s settled with this record's hash from its oracle", verdict.AddressString(e.Address()))
}

// dealOnChain finds the deal a record names: on the pinned escrow, which
// the record must name, or else on the escrow the record names.
func dealOnChain(ctx context.Context, deps auditDeps, d *verdict.Deal) (*chain.Escrow, settled, error) {
	id, err := verdict.ParseHash32(d.DealID)
	if err != nil {
		return nil, settled{}, fmt.Errorf("deal id: %w", err)
	}
	e := deps.escrow
	if e == nil {
		if !common.IsHexAddress(d.Escrow) {
			return nil, settled{}, fmt.Errorf("the record's escrow %q is not an address", d.Escrow)
		}
		if e, err = chain.NewEscrow(ctx, deps.backend, common.HexToAddress(d.Escrow), nil); err != nil {
			return nil, settled{}, err
		}
	}
	switch {
	case !strings.EqualFold(d.Escrow, e.Address().Hex()):
		return nil, settled{}, fmt.Errorf("the record names escrow %s, not %s", d.Escrow, verdict.AddressString(e.Address()))
	case d.ChainID != e.ChainID().String():
		return nil, settled{}, fmt.Errorf("the record names chain %s, the RPC serves chain %s", d.ChainID, e.ChainID())
	}
	s, err := readSettled(ctx, e, id)
	if err != nil {
		return nil, settled{}, fmt.Errorf("deal %s: %w", d.DealID, err)
	}
	return e, s, nil
}

func checkEvidenceOnChain(ctx context.Context, e *chain.Escrow, s settled, v *verdict.Verdict) ([32]byte, error) {
	root, err := e.EvidenceRoot(ctx, s.id)
	if err != nil {
		return root, err
	}
	if want := verdict.DealEvidenceRoot(s.state.CriteriaHash, s.state.DeliverableHash); want != root {
		return root, fmt.Errorf("the escrow's evidenceRootOf %x is not the root of its commitments %x", root, want)
	}
	got, err := verdict.ParseHash32(v.Evidence.Root)
	if err != nil {
		return root, fmt.Errorf("the record's evidence root: %w", err)
	}
	if got != root || v.Evidence.Count != 2 {
		return root, fmt.Errorf("the record judged evidence root %x (%d items), the deal commits to %x: a record of other evidence", got, v.Evidence.Count, root)
	}
	return root, nil
}

func drawBlockOf(v *verdict.Verdict) uint64 {
	if v.Draw == nil {
		return 0
	}
	return v.Draw.Block
}

func drawCandidates(v *verdict.Verdict) []verdict.Candidate {
	if v.Draw == nil {
		return nil
	}
	return v.Draw.Candidates
}

// checkDrawOnChain recomputes the deal's panel from the chain alone and
// compares it with the record's draw and seats. On the ballot path the
// draw block must be the one in force when the ballots settled, as the
// escrow checked the signers against that panel.
func checkDrawOnChain(ctx context.Context, e *chain.Escrow, s settled, v *verdict.Verdict) error {
	d := v.Draw
	if d == nil || d.Source != verdict.DrawEscrow {
		return fmt.Errorf("a deal's record must carry the escrow's draw, this one has %v", drawSource(d))
	}
	if want := s.state.SubmitBlock + 1; d.Block != want {
		return fmt.Errorf("draw block %d, but a deal submitted in block %d is drawn from block %d only", d.Block, s.state.SubmitBlock, want)
	}
	h, err := e.Backend().HeaderByNumber(ctx, new(big.Int).SetUint64(d.Block))
	if err != nil {
		return fmt.Errorf("header of draw block %d: %w", d.Block, err)
	}
	seed := verdict.DealDrawSeed(h.Hash(), s.id)
	if !strings.EqualFold(d.Seed, verdict.Hex32(seed)) {
		return fmt.Errorf("the record's seed %s is not %s, the seed of block %d's hash", d.Seed, verdict.Hex32(seed), d.Block)
	}
	if s.state.Seed != ([32]byte{}) && s.state.Seed != seed {
		return fmt.Errorf("the escrow stored seed %s, not %s", verdict.Hex32(s.state.Seed), verdict.Hex32(seed))
	}
	snapshot, err := e.Snapshot(ctx, s.id)
	if err != nil {
		return err
	}
	if len(snapshot) != len(d.Candidates) {
		return fmt.Errorf("the record has %d candidates, the deal's snapshot %d", len(d.Candidates), len(snapshot))
	}
	for i, a := range snapshot {
		if !strings.EqualFold(d.Candidates[i].Address, a.Hex()) {
			return fmt.Errorf("candidate %d is %s in the record, %s in the deal's snapshot", i, d.Candidates[i].Address, verdict.AddressString(a))
		}
	}
	if d.Size != int(s.state.PanelSize) {
		return fmt.Errorf("the record draws %d seats, the deal %d", d.Size, s.state.PanelSize)
	}
	seats := verdict.DealDraw(seed, snapshot, int(s.state.PanelSize))
	if len(seats) != len(v.Jurors) {
		return fmt.Errorf("the escrow draws %d seats, the record has %d", len(seats), len(v.Jurors))
	}
	for i, a := range seats {
		if !strings.EqualFold(v.Jurors[i].Juror, a.Hex()) {
			return fmt.Errorf("seat %d is %s on chain, %s in the record", i, verdict.AddressString(a), v.Jurors[i].Juror)
		}
	}
	return nil
}

func drawSource(d *verdict.Draw) string {
	if d == nil {
		return "none"
	}
	return "a " + d.Source + " draw"
}

// checkBallotsOnChain checks a settlement by ballots: every signer the
// escrow logged is a seat of the record whose receipt holds the settled
// vote and a ballot that recovers to it over the escrow's digest, their
// seats are the escrow's seat mask, the recorded verdict hash is the hash
// of those ballots, and the record's decision is the settled one.
func checkBallotsOnChain(e *chain.Escrow, s settled, rec verdict.Record, v *verdict.Verdict, root [32]byte) (string, error) {
	j := s.event.Resolved.Jurors
	approved := s.event.Resolved.Approved
	if j.Approved != approved || j.EvidenceRoot != root {
		return "", fmt.Errorf("the DealSettledByJurors event (approved=%t, root %x) contradicts the deal", j.Approved, j.EvidenceRoot)
	}
	decision := verdict.OptionFail
	if approved {
		decision = verdict.OptionPass
	}
	if v.Decision != decision {
		return "", fmt.Errorf("the deal settled %s, the record decides %s", decision, v.Decision)
	}
	digest := e.BallotDigest(s.id, root, approved)
	seatOf := make(map[common.Address]int, len(v.Jurors))
	for i, jv := range v.Jurors {
		seatOf[common.HexToAddress(jv.Juror)] = i
	}
	var seats []int
	for _, signer := range j.Signers {
		i, ok := seatOf[signer]
		if !ok {
			return "", fmt.Errorf("signer %s settled the deal but holds no seat in the record", verdict.AddressString(signer))
		}
		rc, ok := verdict.SeatReceipt(rec, v.Jurors[i])
		if !ok || rc.Ballot == nil {
			return "", fmt.Errorf("signer %s (seat %d) settled the deal, but the record holds no ballot of it: its ballots are not the ones that settled the deal", verdict.AddressString(signer), i)
		}
		if rc.Ballot.Approved != approved || rc.Vote != decision {
			return "", fmt.Errorf("seat %d's ballot votes %s, the deal settled %s", i, rc.Vote, decision)
		}
		sig, err := hexutil.Decode(rc.Ballot.Signature)
		if err != nil {
			return "", fmt.Errorf("seat %d's ballot: %w", i, err)
		}
		got, err := chain.RecoverBallotSigner(digest, sig)
		if err != nil || got != signer {
			return "", fmt.Errorf("seat %d's ballot does not recover to %s over the escrow's ballot digest", i, verdict.AddressString(signer))
		}
		seats = append(seats, i)
	}
	mask := chain.SeatMask(seats...)
	if mask.Cmp(j.SeatMask) != 0 {
		return "", fmt.Errorf("the signers hold seats %v (mask %#x) in the record, the escrow logged mask %#x", seats, mask, j.SeatMask)
	}
	if h := chain.BallotsHash(s.id, root, approved, mask); h != s.state.VerdictHash {
		return "", fmt.Errorf("the ballots hash to 0x%x, the escrow recorded 0x%x", h, s.state.VerdictHash)
	}
	return fmt.Sprintf("settled %s by the ballots of seats %v (%d of %d), verdict hash 0x%x", decision, seats, len(seats), len(v.Jurors), s.state.VerdictHash), nil
}

// checkOracleOnChain checks a settlement by the oracle: the recorded
// verdict hash is the record's own hash, and the deal went the way the
// record decides. The escrow accepts resolve only from its oracle, which
// pins the record to that key; the key could still name this record and
// settle the other way.
func checkOracleOnChain(ctx context.Context, e *chain.Escrow, s settled, v *verdict.Verdict, hash string) (string, error) {
	if got := hex.EncodeToString(s.state.VerdictHash[:]); got != hash {
		return "", fmt.Errorf("the oracle settled deal %s with verdict hash 0x%s, not this record's 0x%s", verdict.Hex32(s.id), got, hash)
	}
	decision := verdict.OptionFail
	if s.event.Resolved.Approved {
		decision = verdict.OptionPass
	}
	if v.Decision != decision {
		return "", fmt.Errorf("the oracle settled deal %s %s with this record's hash, but the record decides %s", verdict.Hex32(s.id), decision, v.Decision)
	}
	cfg, err := e.Config(ctx)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("the escrow's oracle %s settled the deal with this record's hash", verdict.AddressString(cfg.Oracle)), nil
}
