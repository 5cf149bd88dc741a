package mcpserver

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/reputation"
)

// The tools reach the coordinator through api.Client; these two routes
// answer types that package api leaves to their owners.

// sellerReputation returns a seller's record (GET /v1/reputation/{agent}).
func sellerReputation(ctx context.Context, c *api.Client, agent string) (*reputation.SellerReputation, error) {
	var r reputation.SellerReputation
	if _, err := c.Do(ctx, http.MethodGet, "/v1/reputation/"+url.PathEscape(agent), "", nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// indexedDeal returns what the escrow index holds about a deal
// (GET /v1/deals/{dealId}).
func indexedDeal(ctx context.Context, c *api.Client, dealID string) (*IndexedDeal, error) {
	var raw json.RawMessage
	if _, err := c.Do(ctx, http.MethodGet, "/v1/deals/"+url.PathEscape(dealID), "", nil, &raw); err != nil {
		return nil, err
	}
	return decodeIndexedDeal(raw)
}
