package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// request is one request the soak sent and what its answer said.
type request struct {
	Seq  uint64
	Deal *[32]byte // nil: a plain verdict
	// Status is the HTTP status of the last attempt (0: no answer);
	// Attempts counts them (a deal is asked again after a lost answer).
	Status   int
	Attempts int
	// ID and ViewStatus are from a 2xx answer.
	ID         string
	ViewStatus string
	Err        string
	// Answered is when the 2xx answer came.
	Answered time.Time
}

// driver sends plain verdicts and deals at a steady rate.
type driver struct {
	n      *network
	api    *api.Client
	escrow *chain.Escrow // from the buyer
	seller *chain.Escrow // from the seller

	mu       sync.Mutex
	requests []*request
	funded   [][32]byte
	inflight atomic.Int64
	skipped  atomic.Int64 // ticks dropped at the in-flight cap
}

const (
	soakCriteria = "- The report includes a revenue table for 2025\n- The report cites its data sources"
	soakWork     = "The revenue table for 2025 is in section two; the data sources are cited in the appendix."
	dealAmount   = 1_000_000 // 1 MockUSDC
	seqMarker    = "bench-seq="
)

func newDriver(ctx context.Context, n *network, maxDeals int) (*driver, error) {
	hc := &http.Client{Timeout: n.cfg.timeout + 30*time.Second}
	ac, err := api.NewClient(n.api, hc)
	if err != nil {
		return nil, err
	}
	buyer, err := chain.NewTransactor(ctx, n.eth, n.buyer, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		return nil, err
	}
	seller, err := chain.NewTransactor(ctx, n.eth, n.seller, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		return nil, err
	}
	esc, err := chain.NewEscrow(ctx, n.eth, n.escrow, buyer)
	if err != nil {
		return nil, err
	}
	d := &driver{n: n, api: ac, escrow: esc, seller: esc.WithTransactor(seller)}
	if maxDeals > 0 {
		total := new(big.Int).Mul(big.NewInt(dealAmount), big.NewInt(int64(maxDeals)))
		if _, err := chain.NewToken(n.eth, n.token, buyer).Approve(ctx, n.escrow, total); err != nil {
			return nil, fmt.Errorf("approve the deals: %w", err)
		}
	}
	return d, nil
}

// run starts one request every 1/rate until the deadline, every
// dealEvery-th a deal (while maxDeals last), with at most maxInflight in
// flight, and waits for the last answers.
func (d *driver) run(ctx context.Context, until time.Time, rate float64, dealEvery, maxDeals, maxInflight int) {
	interval := time.Duration(float64(time.Second) / rate)
	start := time.Now()
	var wg sync.WaitGroup
	t := time.NewTimer(0)
	defer t.Stop()
	deals := 0
	for i := uint64(0); ; i++ {
		due := start.Add(time.Duration(i) * interval)
		if due.After(until) {
			break
		}
		t.Reset(time.Until(due))
		select {
		case <-t.C:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		if d.inflight.Load() >= int64(maxInflight) {
			d.skipped.Add(1)
			continue
		}
		isDeal := dealEvery > 0 && i%uint64(dealEvery) == 0 && deals < maxDeals
		if isDeal {
			deals++
		}
		d.inflight.Add(1)
		wg.Add(1)
		go func(seq uint64) {
			defer wg.Done()
			defer d.inflight.Add(-1)
			r := &request{Seq: seq}
			if isDeal {
				d.deal(ctx, r)
			} else {
				d.verdict(ctx, r)
			}
			d.mu.Lock()
			d.requests = append(d.requests, r)
			d.mu.Unlock()
		}(i)
	}
	wg.Wait()
}

// verdict sends a plain request once.
func (d *driver) verdict(ctx context.Context, r *request) {
	body := api.SubmitBody{
		Question: verdict.Question{
			Question: fmt.Sprintf("%s%d Does the delivery meet the specification?", seqMarker, r.Seq),
			Options:  []string{"yes", "no"},
			Evidence: []verdict.Evidence{{Label: "delivery", Text: soakWork}},
		},
		Panel: 3, TimeoutMS: d.n.cfg.timeout.Milliseconds(),
	}
	d.send(ctx, r, body)
}

// deal funds a deal, submits its deliverable and asks for its verdict; a
// request without an answer (the coordinator was killed under it) is sent
// again once the coordinator is back, as an agent would, up to three
// times.
func (d *driver) deal(ctx context.Context, r *request) {
	id := sha256.Sum256(fmt.Appendf(nil, "arbitra-soak/deal/%d/%d", time.Now().UnixNano(), r.Seq))
	work := fmt.Sprintf("%s%d %s", seqMarker, r.Seq, soakWork)
	head, err := d.n.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		r.Err = "chain: " + err.Error()
		return
	}
	terms := chain.DealTerms{ID: id, Seller: d.sellerAddress(), Token: d.n.token, Amount: big.NewInt(dealAmount),
		CriteriaHash: sha256.Sum256([]byte(soakCriteria)), Deadline: head.Time + 24*3600}
	if _, err := d.escrow.CreateDeal(ctx, terms); err != nil {
		r.Err = "createDeal: " + err.Error()
		return
	}
	d.mu.Lock()
	d.funded = append(d.funded, id)
	d.mu.Unlock()
	r.Deal = &id
	if _, err := d.seller.Submit(ctx, id, sha256.Sum256([]byte(work))); err != nil {
		r.Err = "submitDeliverable: " + err.Error()
		return
	}
	chainID, escrow := d.escrow.Names()
	body := api.SubmitBody{
		Question:  verdict.Question{Evidence: verdict.DealEvidence(soakCriteria, work)},
		Deal:      &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: id, Category: "soak"},
		TimeoutMS: max(d.n.cfg.timeout, verdict.MinDealTimeout).Milliseconds(),
	}
	for attempt := range 3 {
		if attempt > 0 {
			if err := d.n.ready(ctx, 2*time.Minute); err != nil {
				return
			}
		}
		d.send(ctx, r, body)
		if r.Status >= 200 && r.Status < 300 || ctx.Err() != nil {
			return
		}
	}
}

func (d *driver) sellerAddress() common.Address { return chainAddress(d.n.seller) }

// send posts body and notes the answer.
func (d *driver) send(ctx context.Context, r *request, body api.SubmitBody) {
	r.Attempts++
	var raw json.RawMessage
	status, err := d.api.Do(ctx, http.MethodPost, "/v1/verdicts", "", body, &raw, viewStatuses...)
	r.Status = status
	var se *api.StatusError
	switch {
	case errors.As(err, &se):
		r.Err = fmt.Sprintf("HTTP %d: %s", status, se.Body.Error)
		return
	case err != nil:
		r.Status, r.Err = 0, "no answer: "+err.Error()
		return
	}
	var v api.View
	if err := json.Unmarshal(raw, &v); err != nil {
		r.Err = "undecodable answer: " + err.Error()
		return
	}
	r.ID, r.ViewStatus, r.Err, r.Answered = v.ID, v.Status, "", time.Now()
	if status < 200 || status >= 300 {
		r.Err = fmt.Sprintf("HTTP %d: %.60s", status, raw)
	}
	if v.Failure != nil {
		r.Err = fmt.Sprintf("HTTP %d: %s", status, v.Failure.Code)
	}
}

// snapshot returns the requests and funded deals so far.
func (d *driver) snapshot() ([]*request, [][32]byte) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]*request(nil), d.requests...), append([][32]byte(nil), d.funded...)
}
