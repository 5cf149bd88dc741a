package ipfs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/go-cid"
)

// Source is where an auditor gets a record from: a Node (bitswap and the
// seal protocol), a GatewayClient, or anything else that can look up
// blocks. Implementations need not verify what they return: the audit
// checks every byte. They must be safe for concurrent use.
type Source interface {
	// Block returns the bytes stored under c; ErrNotFound when there are none.
	Block(ctx context.Context, c cid.Cid) ([]byte, error)
	// Locate returns the seal block and the block CIDs of a verdict's record.
	Locate(ctx context.Context, verdictCID cid.Cid) (RecordInfo, error)
}

var (
	_ Source = (*Node)(nil)
	_ Source = (*GatewayClient)(nil)
)

// ErrTampered: a block does not hash to the CID it was fetched by, and
// Fetch will not follow the links in it. The message names the check.
var ErrTampered = errors.New("ipfs: tampered block")

// blockTimeout bounds the wait for one block, so that a block nobody
// serves fails its own check instead of eating the whole audit's time.
const blockTimeout = 30 * time.Second

// ParseRef reads what an auditor names a record by: a CID (of the verdict,
// seal or content block) or the 32-byte verdict hash in hex (0x optional),
// which is the digest of the verdict block's CID.
func ParseRef(s string) (cid.Cid, error) {
	s = strings.TrimSpace(s)
	if h, err := verdict.ParseHash32(s); err == nil {
		return verdict.CIDForHash(h), nil
	}
	c, err := cid.Decode(s)
	if err != nil {
		return cid.Undef, fmt.Errorf("%q is neither a CID nor a 32-byte hex hash", s)
	}
	return c, nil
}

// Fetched is a record as an auditor fetched it, with where each part came
// from and what could not be had.
type Fetched struct {
	// Record is what verdict.Audit checks. Its Signature comes from the seal.
	Record verdict.Record
	// CIDs are the record's blocks. Verdict is the CID that was asked for
	// (or that the seal or content names); Seal is empty when no seal was
	// found.
	CIDs RecordCIDs
	// SealBlock is the seal block's bytes, nil when there is none (as in a
	// record file, which carries the signature directly).
	SealBlock []byte
	// SealErr says why no seal block could be had, if so.
	SealErr string
	// ContentErr says why published content that was fetched is unusable
	// (it does not decode or hash to its CID); Audit fails "content" on it.
	// Content that could not be had at all is only a note: it is optional.
	ContentErr string
	// Notes are problems met while fetching (a receipt or the content that
	// could not be had); the audit reports their consequences.
	Notes []string
}

// FetchRecord fetches a record through the node: ref is a verdict, seal or
// content CID or the verdict hash. Blocks come from the local store or
// bitswap, the seal from the local index or a connected peer's
// SealProtocol, the content when the record's holder publishes it.
func (n *Node) FetchRecord(ctx context.Context, ref string) (verdict.Record, error) {
	f, err := Fetch(ctx, n, ref)
	return f.Record, err
}

// Fetch fetches the record named by ref from src. It returns an error only
// when the verdict block itself cannot be had; every other gap is left for
// the audit to report.
func Fetch(ctx context.Context, src Source, ref string) (Fetched, error) {
	var f Fetched
	c, err := ParseRef(ref)
	if err != nil {
		return f, err
	}
	first, err := getBlock(ctx, src, c)
	if err != nil {
		return f, fmt.Errorf("fetch %s: %w", c, err)
	}
	var head struct {
		Kind       string `json:"kind"`
		VerdictCID string `json:"verdict_cid"`
	}
	_ = json.Unmarshal(first, &head) // a block that is no JSON object is taken as the verdict
	vc, verdictBytes, contentBytes := c, first, []byte(nil)
	switch head.Kind {
	case verdict.KindSeal, verdict.KindContent:
		// Never follow a link out of bytes that are not what was asked for.
		if got := verdict.CIDOf(first); !got.Equals(c) {
			check := "seal"
			if head.Kind == verdict.KindContent {
				check = "content"
			}
			return f, fmt.Errorf("%w: %s: block %s hashes to %s", ErrTampered, check, c, got)
		}
		if vc, err = cid.Decode(head.VerdictCID); err != nil {
			return f, fmt.Errorf("%s block %s names no verdict: %w", head.Kind, c, err)
		}
		if verdictBytes, err = getBlock(ctx, src, vc); err != nil {
			return f, fmt.Errorf("fetch verdict %s named by %s: %w", vc, c, err)
		}
		if head.Kind == verdict.KindSeal {
			f.SealBlock, f.CIDs.Seal = first, c.String()
		} else {
			contentBytes, f.CIDs.Content = first, c.String()
		}
	}
	f.CIDs.Verdict = vc.String()
	f.Record.Verdict = verdictBytes

	// The locator gives the seal (unless we started from it) and the
	// content CID while it is published.
	lctx, cancel := context.WithTimeout(ctx, blockTimeout)
	info, lerr := src.Locate(lctx, vc)
	cancel()
	if lerr == nil {
		if f.SealBlock == nil {
			f.SealBlock, f.CIDs.Seal = info.SealBlock, info.Seal
		}
		if f.CIDs.Content == "" {
			f.CIDs.Content = info.Content
		}
	} else if f.SealBlock == nil {
		f.SealErr = fmt.Sprintf("no seal for %s: %v", vc, lerr)
	}
	if f.SealBlock != nil {
		var seal verdict.Seal
		if err := json.Unmarshal(f.SealBlock, &seal); err == nil {
			f.Record.Signature = seal.Signature
		}
	}

	var v verdict.Verdict
	if !verdict.CIDOf(verdictBytes).Equals(vc) {
		// The cid check fails; the receipts such bytes name are not fetched.
		f.Notes = append(f.Notes, "the verdict block does not hash to its CID: its receipts were not fetched")
	} else if err := json.Unmarshal(verdictBytes, &v); err == nil {
		f.Record.Receipts = make(map[string][]byte, len(v.Jurors))
		for _, j := range v.Jurors {
			if j.ReceiptCID == "" {
				continue
			}
			f.CIDs.Receipts = append(f.CIDs.Receipts, j.ReceiptCID)
			rc, err := cid.Decode(j.ReceiptCID)
			if err != nil {
				continue // the audit names the bad CID
			}
			b, err := getBlock(ctx, src, rc)
			if err != nil {
				f.Notes = append(f.Notes, fmt.Sprintf("receipt %s of %s: %v", rc, j.Juror, err))
				continue
			}
			f.Record.Receipts[j.ReceiptCID] = b
		}
	}

	if f.CIDs.Content != "" && contentBytes == nil {
		cc, err := cid.Decode(f.CIDs.Content)
		if err == nil {
			contentBytes, err = getBlock(ctx, src, cc)
		}
		if err != nil {
			f.Notes = append(f.Notes, fmt.Sprintf("content %s: %v", f.CIDs.Content, err))
		}
	}
	if contentBytes != nil {
		var content verdict.Content
		if got := verdict.CIDOf(contentBytes).String(); got != f.CIDs.Content {
			f.ContentErr = fmt.Sprintf("content block hashes to %s, not %s", got, f.CIDs.Content)
		} else if err := json.Unmarshal(contentBytes, &content); err != nil {
			f.ContentErr = fmt.Sprintf("content block %s: %v", f.CIDs.Content, err)
		} else if canon, err := verdict.Canonical(content); err != nil || string(canon) != string(contentBytes) {
			f.ContentErr = fmt.Sprintf("content block %s is not canonical", f.CIDs.Content)
		} else {
			f.Record.Content = &content
		}
	}
	return f, nil
}

func getBlock(ctx context.Context, src Source, c cid.Cid) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, blockTimeout)
	defer cancel()
	b, err := src.Block(ctx, c)
	if err != nil && errors.Is(err, context.DeadlineExceeded) {
		return nil, fmt.Errorf("%w: nobody served %s in time", ErrNotFound, c)
	}
	return b, err
}

// CheckSeal is the audit step for the seal block: it must hash to its CID,
// be a canonical v1 seal and name the verdict. Its signature is the
// verdict's "signature" check.
func CheckSeal(f *Fetched) verdict.Check {
	fail := func(format string, a ...any) verdict.Check {
		return verdict.Check{Name: "seal", Detail: fmt.Sprintf(format, a...)}
	}
	if f.SealBlock == nil {
		if f.SealErr != "" {
			return fail("%s", f.SealErr)
		}
		return fail("no seal block")
	}
	got := verdict.CIDOf(f.SealBlock).String()
	if f.CIDs.Seal != "" && got != f.CIDs.Seal {
		return fail("seal block hashes to %s, not %s", got, f.CIDs.Seal)
	}
	var s verdict.Seal
	if err := json.Unmarshal(f.SealBlock, &s); err != nil {
		return fail("seal block: %v", err)
	}
	if s.V != verdict.Version || s.Kind != verdict.KindSeal {
		return fail("%v", verdict.ErrWrongKind)
	}
	if canon, err := verdict.Canonical(s); err != nil || string(canon) != string(f.SealBlock) {
		return fail("seal block is not canonical")
	}
	if s.VerdictCID != f.CIDs.Verdict {
		return fail("seal names %s, not %s", s.VerdictCID, f.CIDs.Verdict)
	}
	return verdict.Check{Name: "seal", OK: true, Detail: got}
}

// Audit checks a fetched record: the seal (when the record came with one,
// as every fetched record does) and then everything verdict.Audit checks,
// with the CID asked for as the expected one.
func Audit(f *Fetched, opt verdict.AuditOptions) verdict.Report {
	if opt.ExpectCID == "" {
		opt.ExpectCID = f.CIDs.Verdict
	}
	rep := verdict.Audit(f.Record, opt)
	if f.ContentErr != "" {
		rep.Checks = append(rep.Checks, verdict.Check{Name: "content", Detail: f.ContentErr})
	}
	if f.SealBlock == nil && f.SealErr == "" {
		return rep // a record file: the signature travels in it
	}
	seal := CheckSeal(f)
	if seal.OK {
		var s verdict.Seal
		_ = json.Unmarshal(f.SealBlock, &s)
		if rep.Signer != "" && s.Signer.String() != rep.Signer {
			seal = verdict.Check{Name: "seal", Detail: fmt.Sprintf("seal names signer %s, signature recovers %s", s.Signer, rep.Signer)}
		}
	}
	rep.Checks = append([]verdict.Check{seal}, rep.Checks...)
	return rep
}
