package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Where `arbitra audit` finds what it checks: ack files, peers, record
// files, the chain and a coordinator's answer naming a deal's record.
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

// coordinatorRecordHash asks a coordinator (GET /v1/deals/{id}) which
// record it settled a deal with; the audit then checks that record against
// the chain, so the answer need not be trusted.
func coordinatorRecordHash(ctx context.Context, client *http.Client, base string, id [32]byte) (string, error) {
	hashes, err := coordinatorRecordHashes(ctx, client, base, id)
	if err != nil {
		return "", err
	}
	return hashes[0], nil
}

// coordinatorRecordHashes asks a coordinator for the verdict hashes of
// the records it settled a deal's rounds with, round 0 first.
func coordinatorRecordHashes(ctx context.Context, client *http.Client, base string, id [32]byte) ([]string, error) {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(base, "/")+"/v1/deals/"+verdict.Hex32(id), nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("ask the coordinator for the deal's record: %w", err)
	}
	defer resp.Body.Close()
	type entry struct {
		VerdictHash string `json:"verdict_hash"`
	}
	var view struct {
		Settlement *entry  `json:"settlement"`
		Rounds     []entry `json:"rounds"`
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the coordinator answers GET /v1/deals/%s with %s", verdict.Hex32(id), resp.Status)
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxAnswer)).Decode(&view); err != nil {
		return nil, fmt.Errorf("the coordinator's deal view: %w", err)
	}
	if view.Settlement == nil {
		return nil, errors.New("the coordinator did not settle this deal: give its record with --record")
	}
	var out []string
	for i, e := range append([]entry{*view.Settlement}, view.Rounds...) {
		h, err := verdict.ParseHash32(e.VerdictHash)
		if err != nil {
			return nil, fmt.Errorf("the coordinator's verdict hash of round %d: %w", i, err)
		}
		out = append(out, verdict.Hex32(h))
	}
	return out, nil
}
