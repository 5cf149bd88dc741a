package main

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
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// maxAnchorBody bounds a batch read from a coordinator.
const maxAnchorBody = 8 << 20

// anchorCheck is the "anchor" check: the coordinator's batch holding the
// verdict hash, its inclusion proof recomputed here from the batch's
// hashes, against the root the contract holds for the verdict's signer.
func anchorCheck(ctx context.Context, a *chain.Anchor, client *http.Client, gateway string, v *verdict.Verdict, hash string) verdict.Check {
	c := verdict.Check{Name: "anchor"}
	detail, err := func() (string, error) {
		if gateway == "" {
			return "", errors.New("needs --gateway, a coordinator that serves GET /v1/anchors")
		}
		b, err := fetchBatch(ctx, client, gateway, hash)
		if err != nil {
			return "", err
		}
		return checkInclusion(ctx, a, common.HexToAddress(v.Coordinator), hash, b)
	}()
	c.OK, c.Detail = err == nil, detail
	if err != nil {
		c.Detail = err.Error()
	}
	return c
}

func fetchBatch(ctx context.Context, client *http.Client, gateway, hash string) (anchor.Batch, error) {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(gateway, "/")+"/v1/anchors/"+normalHash(hash), nil)
	if err != nil {
		return anchor.Batch{}, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return anchor.Batch{}, fmt.Errorf("fetch the batch: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnchorBody))
	if err != nil {
		return anchor.Batch{}, fmt.Errorf("read the batch: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return anchor.Batch{}, fmt.Errorf("the coordinator has no batch for the verdict: %s: %s", resp.Status, strings.TrimSpace(string(body)))
	}
	var view server.AnchorView
	if err := json.Unmarshal(body, &view); err != nil {
		return anchor.Batch{}, fmt.Errorf("decode the batch: %w", err)
	}
	return view.Batch, nil
}

// checkInclusion recomputes hash's proof in b and checks it against the
// root the contract holds for signer's batch b.ID.
func checkInclusion(ctx context.Context, a *chain.Anchor, signer common.Address, hash string, b anchor.Batch) (string, error) {
	index := -1
	for i, h := range b.Hashes {
		if strings.EqualFold(h, normalHash(hash)) {
			index = i
			break
		}
	}
	if index < 0 {
		return "", fmt.Errorf("%w: verdict hash %s is not in batch %d", anchor.ErrProof, normalHash(hash), b.ID)
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

func normalHash(h string) string { return "0x" + strings.TrimPrefix(strings.ToLower(h), "0x") }
