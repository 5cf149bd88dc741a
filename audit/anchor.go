package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/verdict"
)

// Anchor is what the anchor check reads of a VerdictAnchor; *chain.Anchor
// is one.
type Anchor interface {
	Address() common.Address
	RootOf(ctx context.Context, coordinator common.Address, batchID uint64) ([32]byte, error)
}

// Batches finds the anchor batch that holds a verdict hash (0x and 64 hex
// digits), as a coordinator serves it; what it answers is checked, not
// trusted.
type Batches interface {
	Batch(ctx context.Context, verdictHash string) (anchor.Batch, error)
}

// anchorCheck is the "anchor" check: the batch holding the verdict hash,
// its inclusion proof recomputed here from the batch's hashes, against the
// root the contract holds for the verdict's signer.
func anchorCheck(ctx context.Context, a Anchor, batches Batches, v *verdict.Verdict, hash string) verdict.Check {
	var checks []verdict.Check
	detail, err := func() (string, error) {
		h, err := verdict.ParseHash32(hash)
		if err != nil {
			return "", err
		}
		b, err := batches.Batch(ctx, verdict.Hex32(h))
		if err != nil {
			return "", err
		}
		return checkInclusion(ctx, a, v.Coordinator.Common(), h, b)
	}()
	add(&checks, "anchor", err, detail)
	return checks[0]
}

// checkInclusion recomputes h's proof in b and checks it against the root
// the contract holds for signer's batch b.ID.
func checkInclusion(ctx context.Context, a Anchor, signer common.Address, h [32]byte, b anchor.Batch) (string, error) {
	index := -1
	for i, s := range b.Hashes {
		if got, err := verdict.ParseHash32(s); err == nil && got == h {
			index = i
			break
		}
	}
	if index < 0 {
		return "", fmt.Errorf("%w: verdict hash %s is not in batch %d", anchor.ErrProof, verdict.Hex32(h), b.ID)
	}
	p, err := anchor.BatchProof(b, index)
	if err != nil {
		return "", err
	}
	root, err := a.RootOf(ctx, signer, b.ID)
	if err != nil {
		return "", err
	}
	if root == ([32]byte{}) {
		return "", fmt.Errorf("batch %d of %s is not anchored on %s", b.ID, verdict.AddressString(signer), verdict.AddressString(a.Address()))
	}
	if err := p.Verify(root); err != nil {
		return "", err
	}
	return fmt.Sprintf("leaf %d of %d in batch %d, root 0x%x, anchored by the signer on %s", index, p.Count, b.ID, root, verdict.AddressString(a.Address())), nil
}

// errNoBatches is the anchor check's failure when nothing can name the
// verdict's batch.
var errNoBatches = errors.New("needs a coordinator that serves GET /v1/anchors")

// maxBatch bounds a batch read from a coordinator.
const maxBatch = 8 << 20

// Gateway is Batches over a coordinator's GET /v1/anchors/{hash}.
type Gateway struct {
	URL string
	// Client may be nil: http.DefaultClient.
	Client *http.Client
}

// Batch fetches the batch that holds verdictHash.
func (g Gateway) Batch(ctx context.Context, verdictHash string) (anchor.Batch, error) {
	client := g.Client
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(g.URL, "/")+"/v1/anchors/"+verdictHash, nil)
	if err != nil {
		return anchor.Batch{}, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return anchor.Batch{}, fmt.Errorf("fetch the batch: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBatch))
	if err != nil {
		return anchor.Batch{}, fmt.Errorf("read the batch: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return anchor.Batch{}, fmt.Errorf("the coordinator has no batch for the verdict: %s: %s", resp.Status, strings.TrimSpace(string(body)))
	}
	var b anchor.Batch
	if err := json.Unmarshal(body, &b); err != nil {
		return anchor.Batch{}, fmt.Errorf("decode the batch: %w", err)
	}
	return b, nil
}
