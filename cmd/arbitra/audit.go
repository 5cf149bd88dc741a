//go:build !arbitra_juror

package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
)

const auditUsage = `Usage:
  arbitra audit [flags] <CID | verdict hash>
  arbitra audit [flags] --deal <deal ID>
  arbitra audit --record <file> [CID | verdict hash]

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
  censorship   with --ack: the receipt a juror's saved ack acknowledges is
               at that juror's seat
  majority-v1  the rule recomputed from the votes gives the recorded
               decision, unanimity and dissent
  content      when the content is published: the question, options,
               evidence and rationales recompute to the signed fingerprints
               and evidence root
  chain        with an escrow RPC client: the verdict hash recorded for the
               deal is this record's

The argument is the CID of the verdict, seal or content block, or the
32-byte verdict hash in hex. Each check is printed, then the result:
  pass      every check passed and the signer is pinned (--signer, or the
            deal's escrow recorded this verdict: the chain check)
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

// DealVerdicts looks up, by RPC, the verdict hash that the escrow recorded
// on chain for a deal. An implementation is bound to one chain and one
// escrow contract and must be safe for concurrent use.
type DealVerdicts interface {
	VerdictHash(ctx context.Context, dealID [32]byte) ([32]byte, error)
}

// auditDeps are what the audit needs beyond its flags.
type auditDeps struct {
	// deals may be nil: deal IDs cannot be audited and the chain check is
	// skipped. The escrow's RPC client provides it.
	deals DealVerdicts
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
	isDeal := fs.Bool("deal", false, "the argument is an escrow deal ID: look up its verdict hash on chain")
	useDHT := fs.Bool("dht", false, "also find providers through the IPFS DHT, bootstrapped from --peer")
	timeout := fs.Duration("timeout", 2*time.Minute, "give up after this long")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	save := fs.String("save", "", "write the fetched record to this `file`, for offline audits")
	var ackFiles multiFlag
	fs.Var(&ackFiles, "ack", "a receipt ack `file` a juror kept: fail (censorship) unless the record holds that receipt at its seat (repeatable)")
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL`: with --escrow, check the verdict hash the escrow recorded")
	escrowAddr := fs.String("escrow", "", "ArbiterEscrow `address` (with --rpc-url)")
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
	if deps.deals == nil && (*rpcURL != "" || *escrowAddr != "") {
		d, err := dialDealVerdicts(ctx, *rpcURL, *escrowAddr)
		if err != nil {
			return fmt.Errorf("audit: %w", err)
		}
		deps.deals = d
	}

	ref := fs.Arg(0)
	if *isDeal {
		if deps.deals == nil {
			return errors.New("audit: --deal needs an escrow RPC client, and none is configured")
		}
		id, err := verdict.ParseHash32(ref)
		if err != nil {
			return fmt.Errorf("audit: deal ID: %w", err)
		}
		h, err := deps.deals.VerdictHash(ctx, id)
		if err != nil {
			return fmt.Errorf("audit: look up deal %s: %w", ref, err)
		}
		if h == ([32]byte{}) {
			return fmt.Errorf("audit: deal %s has no verdict on chain", ref)
		}
		fmt.Fprintf(stdout, "deal %s: verdict hash 0x%x on chain\n", ref, h)
		ref = "0x" + hex.EncodeToString(h[:])
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

	rep := ipfs.Audit(&f, verdict.AuditOptions{ExpectSigner: *signer, Acks: acks})
	if deps.deals != nil && rep.Verdict.Deal != nil {
		c := chainCheck(ctx, deps.deals, rep)
		rep.Checks = append(rep.Checks, c)
		rep.Pinned = rep.Pinned || c.OK // the escrow settled with this verdict: it pins the record
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
		}{rep, rep.OK(), rep.Result(), note, from, f.CIDs, f.Notes}); err != nil {
			return err
		}
	} else {
		printReport(stdout, rep, f, from)
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

// maxAckFile bounds a saved receipt ack.
const maxAckFile = 64 << 10

func readAckFiles(paths []string) ([]verdict.Ack, error) {
	var out []verdict.Ack
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("--ack: %w", err)
		}
		if len(raw) > maxAckFile {
			return nil, fmt.Errorf("--ack %s exceeds %d bytes", p, maxAckFile)
		}
		var a verdict.Ack
		if err := verdict.UnmarshalStrict(raw, &a); err != nil {
			return nil, fmt.Errorf("--ack %s: %w", p, err)
		}
		out = append(out, a)
	}
	return out, nil
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

// chainCheck compares the verdict hash the escrow recorded for the
// verdict's deal with this record's hash.
func chainCheck(ctx context.Context, deals DealVerdicts, rep verdict.Report) verdict.Check {
	c := verdict.Check{Name: "chain"}
	id, err := verdict.ParseHash32(rep.Verdict.Deal.DealID)
	if err != nil {
		c.Detail = "deal id: " + err.Error()
		return c
	}
	onChain, err := deals.VerdictHash(ctx, id)
	switch {
	case err != nil:
		c.Detail = "look up deal: " + err.Error()
	case hex.EncodeToString(onChain[:]) != rep.Hash:
		c.Detail = fmt.Sprintf("deal %s settled with verdict hash 0x%x, not 0x%s", rep.Verdict.Deal.DealID, onChain, rep.Hash)
	default:
		c.OK, c.Detail = true, "deal "+rep.Verdict.Deal.DealID+" settled with this verdict"
	}
	return c
}

func printReport(w io.Writer, rep verdict.Report, f ipfs.Fetched, from string) {
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

// escrowVerdicts reads the verdict hash a deal was settled with from the
// escrow contract over JSON-RPC.
type escrowVerdicts struct{ e *chain.Escrow }

func dialDealVerdicts(ctx context.Context, rpcURL, escrow string) (DealVerdicts, error) {
	if rpcURL == "" || !isAddress(escrow) {
		return nil, errors.New("--rpc-url and --escrow (an address) go together")
	}
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, err
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(escrow), nil)
	if err != nil {
		return nil, err
	}
	return escrowVerdicts{e}, nil
}

func (v escrowVerdicts) VerdictHash(ctx context.Context, dealID [32]byte) ([32]byte, error) {
	st, err := v.e.Deal(ctx, dealID)
	if err != nil {
		return [32]byte{}, err
	}
	if st.VerdictHash == ([32]byte{}) {
		return [32]byte{}, fmt.Errorf("deal %x is %s: no verdict recorded on chain", dealID, st.Status)
	}
	return st.VerdictHash, nil
}
