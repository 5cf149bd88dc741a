package mcpserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// IndexedDeal is what the escrow index says about a deal. Decoding is
// tolerant: snake_case and camelCase keys are both read, numbers may be
// JSON numbers or decimal or 0x strings, and every field not understood is
// kept in Fields.
type IndexedDeal struct {
	DealID string      `json:"deal_id"`
	State  string      `json:"state,omitempty"`
	Events []DealEvent `json:"events"`
	// Fields holds the index's other top-level fields as it sent them.
	Fields map[string]any `json:"fields,omitempty"`
}

// DealEvent is one escrow event of a deal.
type DealEvent struct {
	// Kind names the event (DealCreated, DeliverableSubmitted,
	// DealResolved, DealRefunded, or whatever the index calls it).
	Kind        string `json:"kind"`
	TxHash      string `json:"tx_hash,omitempty"`
	Block       uint64 `json:"block,omitempty"`
	VerdictHash string `json:"verdict_hash,omitempty"`
	// Fields holds the event's other fields as the index sent them.
	Fields map[string]any `json:"fields,omitempty"`
}

func decodeIndexedDeal(raw []byte) (*IndexedDeal, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("undecodable deal from the escrow index: %w", err)
	}
	d := &IndexedDeal{Events: []DealEvent{}}
	d.DealID = takeString(m, "deal_id", "dealId", "id")
	d.State = takeString(m, "state", "status")
	if evs, ok := take(m, "events", "history"); ok {
		list, _ := evs.([]any)
		for _, e := range list {
			em, ok := e.(map[string]any)
			if !ok {
				continue
			}
			ev := DealEvent{
				Kind:        takeString(em, "kind", "type", "event", "name"),
				TxHash:      takeString(em, "tx_hash", "txHash", "transaction_hash", "transactionHash"),
				VerdictHash: takeString(em, "verdict_hash", "verdictHash"),
			}
			if b, ok := take(em, "block", "block_number", "blockNumber"); ok {
				ev.Block = toUint(b)
			}
			if len(em) > 0 {
				ev.Fields = em
			}
			d.Events = append(d.Events, ev)
		}
	}
	if len(m) > 0 {
		d.Fields = m
	}
	return d, nil
}

// take removes and returns the first of keys present in m.
func take(m map[string]any, keys ...string) (any, bool) {
	for _, k := range keys {
		if v, ok := m[k]; ok {
			delete(m, k)
			return v, true
		}
	}
	return nil, false
}

func takeString(m map[string]any, keys ...string) string {
	v, ok := take(m, keys...)
	if !ok || v == nil {
		return ""
	}
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	}
	return fmt.Sprint(v)
}

func toUint(v any) uint64 {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = x.String()
	case string:
		s = x
	default:
		return 0
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		n, ok := new(big.Int).SetString(rest, 16)
		if !ok || !n.IsUint64() {
			return 0
		}
		return n.Uint64()
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0
	}
	return n
}
