package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/bench"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/verdict"
)

// findings collects what the checks found; any failure fails the soak.
type findings struct {
	failures []string
	lines    []string
}

func (f *findings) fail(format string, args ...any) {
	f.failures = append(f.failures, fmt.Sprintf(format, args...))
}

func (f *findings) say(format string, args ...any) {
	f.lines = append(f.lines, fmt.Sprintf(format, args...))
}

// final is a record as the checks read it at the end.
type final struct {
	status   int
	view     api.View
	err      error
	notFound bool
}

// records reads every ID's record (with its receipt CIDs), eight at a
// time, asking again while some are still pending until wait has passed.
func records(ctx context.Context, ac *api.Client, ids []string, wait time.Duration) map[string]final {
	out := make(map[string]final, len(ids))
	deadline := time.Now().Add(wait)
	todo := ids
	for round := 0; len(todo) > 0 && round < 1000; round++ {
		var mu sync.Mutex
		var wg sync.WaitGroup
		ch := make(chan string)
		for range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for id := range ch {
					var v api.View
					// A failed record is answered with its failure's status.
					status, err := ac.Do(ctx, http.MethodGet, "/v1/verdicts/"+id+"?receipts=1", "", nil, &v, viewStatuses...)
					var se *api.StatusError
					f := final{status: status, view: v, err: err, notFound: errors.As(err, &se) && status == http.StatusNotFound}
					mu.Lock()
					out[id] = f
					mu.Unlock()
				}
			}()
		}
		for _, id := range todo {
			ch <- id
		}
		close(ch)
		wg.Wait()
		var again []string
		for _, id := range todo {
			if f := out[id]; f.err == nil && !f.done() {
				again = append(again, id)
			}
		}
		if len(again) == 0 || time.Now().After(deadline) || ctx.Err() != nil {
			break
		}
		todo = again
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	return out
}

// viewStatuses are the answers that carry a verdict view.
var viewStatuses = []int{http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusInternalServerError}

func (f final) done() bool {
	return f.view.Status == api.StatusMinted || f.view.Status == api.StatusFailed
}

// checkRequests: every request answered 2xx ends minted, or failed with a
// stated cause.
func checkRequests(f *findings, reqs []*request, recs map[string]final) {
	byCode := map[string]int{}
	var ok2xx, minted, failed, lost, other int
	noAnswer := map[string]int{}
	for _, r := range reqs {
		if r.Status < 200 || r.Status >= 300 {
			if r.Status == 0 {
				lost++
			} else {
				other++
			}
			noAnswer[cause(r.Err)]++
			continue
		}
		ok2xx++
		rec, found := recs[r.ID]
		switch {
		case r.ID == "":
			f.fail("request %d answered %d without an ID", r.Seq, r.Status)
		case !found || rec.err != nil:
			f.fail("request %s answered %d, its record is not readable: %v", r.ID, r.Status, rec.err)
		case rec.view.Status == api.StatusMinted:
			minted++
		case rec.view.Status == api.StatusFailed:
			failed++
			if rec.view.Failure == nil || rec.view.Failure.Code == "" || rec.view.Failure.Message == "" {
				f.fail("request %s failed without a stated cause", r.ID)
			} else {
				byCode[rec.view.Failure.Code]++
			}
		default:
			f.fail("request %s answered %d is still %q at the end", r.ID, r.Status, rec.view.Status)
		}
	}
	f.say("requests: %d sent, %d answered 2xx (%d minted, %d failed with a stated cause), %d without an answer, %d answered non-2xx",
		len(reqs), ok2xx, minted, failed, lost, other)
	if len(byCode) > 0 {
		f.say("  failures by cause: %s", counts(byCode))
	}
	if len(noAnswer) > 0 {
		f.say("  not answered 2xx, by cause: %s", counts(noAnswer))
	}
}

// cause shortens an error to its kind, for counting.
func cause(s string) string {
	for _, k := range []string{"connection refused", "connection reset", "EOF", "timeout", "deadline exceeded"} {
		if strings.Contains(s, k) {
			return k
		}
	}
	if len(s) > 80 {
		s = s[:80]
	}
	return s
}

func counts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s ×%d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

// checkDeals: every funded deal is settled exactly once, or refundable
// (still submitted, with no quorum of agreeing ballots to settle it).
// Deals whose record holds a quorum are waited for, up to wait.
func checkDeals(ctx context.Context, f *findings, esc *chain.Escrow, from uint64, funded [][32]byte,
	reqs []*request, recs map[string]final, threshold int, wait time.Duration) {
	recOf := map[[32]byte]final{}
	for _, r := range reqs {
		if r.Deal != nil && r.ID != "" {
			recOf[*r.Deal] = recs[r.ID]
		}
	}
	quorum := func(id [32]byte) bool {
		rec, ok := recOf[id]
		if !ok || rec.view.Status != api.StatusMinted {
			return false
		}
		agree := 0
		for _, j := range rec.view.Jurors {
			if j.Vote == rec.view.Decision && j.ErrorClass == "" {
				agree++
			}
		}
		return agree >= threshold
	}
	deadline := time.Now().Add(wait)
	states := map[[32]byte]chain.DealStatus{}
	for round := 0; round < 3600; round++ { // a round a second, until wait
		pending := 0
		for _, id := range funded {
			if s := states[id]; s == chain.StatusReleased || s == chain.StatusRefunded {
				continue
			}
			d, err := esc.Deal(ctx, id)
			if err != nil {
				f.fail("deal %x: %v", id[:4], err)
				states[id] = chain.StatusNone
				continue
			}
			states[id] = d.Status
			if d.Status.Open() && quorum(id) {
				pending++
			}
		}
		if pending == 0 || time.Now().After(deadline) || ctx.Err() != nil {
			break
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
	head, err := esc.HeadNumber(ctx)
	if err != nil {
		f.fail("chain head: %v", err)
		return
	}
	evs, err := esc.FilterEvents(ctx, from, head)
	if err != nil {
		f.fail("escrow events: %v", err)
		return
	}
	resolved := map[[32]byte]int{}
	settledIn := map[[32]byte]uint64{} // block of the settlement
	for _, ev := range evs {
		if ev.Resolved != nil || ev.Refunded != nil {
			resolved[ev.DealID]++
			settledIn[ev.DealID] = ev.BlockNumber
		}
	}
	settlementLag(ctx, f, esc, reqs, settledIn)
	var settled, refundable int
	var unsettled []int // positions in funding order
	why := map[string]int{}
	for i, id := range funded {
		switch s := states[id]; {
		case s == chain.StatusReleased || s == chain.StatusRefunded:
			settled++
			if resolved[id] != 1 {
				f.fail("deal %x settled by %d transactions", id[:4], resolved[id])
			}
		case s.Open() && quorum(id):
			unsettled = append(unsettled, i)
		case s == chain.StatusSubmitted:
			refundable++
			if resolved[id] != 0 {
				f.fail("deal %x is open after %d settlements", id[:4], resolved[id])
			}
			rec, ok := recOf[id]
			switch {
			case !ok:
				why["never answered 2xx"]++
			case rec.view.Failure != nil:
				why[rec.view.Failure.Code]++
			default:
				why[fmt.Sprintf("fewer than %d agreeing ballots", threshold)]++
			}
		default:
			f.fail("deal %x is %v: funded but never submitted", id[:4], s)
		}
	}
	f.say("deals: %d funded, %d settled exactly once, %d refundable after the grace period", len(funded), settled, refundable)
	if len(unsettled) > 0 {
		first := funded[unsettled[0]]
		f.fail("%d deals whose record holds %d agreeing ballots are not settled %v after the load: the %dth to the %dth of %d in funding order (the first %x)",
			len(unsettled), threshold, wait, unsettled[0]+1, unsettled[len(unsettled)-1]+1, len(funded), first[:4])
	}
	if len(why) > 0 {
		f.say("  refundable, by cause: %s", counts(why))
	}
}

// settlementLag states how long after its answer each deal's settlement
// was mined (block times are whole seconds).
func settlementLag(ctx context.Context, f *findings, esc *chain.Escrow, reqs []*request, settledIn map[[32]byte]uint64) {
	times := map[uint64]time.Time{}
	var lags []time.Duration
	for _, r := range reqs {
		if r.Deal == nil || r.Answered.IsZero() {
			continue
		}
		block, ok := settledIn[*r.Deal]
		if !ok {
			continue
		}
		at, ok := times[block]
		if !ok {
			secs, err := esc.BlockTime(ctx, block)
			if err != nil {
				f.fail("block %d: %v", block, err)
				return
			}
			at = time.Unix(int64(secs), 0)
			times[block] = at
		}
		lags = append(lags, max(0, at.Sub(r.Answered.Truncate(time.Second))))
	}
	if len(lags) == 0 {
		return
	}
	s := bench.Summarize(lags)
	f.say("  settlement mined after the answer: p50 %.0f s, p99 %.0f s, max %.0f s over %d deals (whole seconds)", s.P50/1000, s.P99/1000, s.Max/1000, s.N)
}

// ackedReceipt is one receipt a juror's ack log says the coordinator held.
type ackedReceipt struct {
	juror     int
	requestID string
	cid       string
}

// readAcks reads a juror's ack logs (the rotated one first), keeping the
// receipts of that juror. A line cut short by a kill is counted, not read.
func readAcks(dir string, juror int, addr common.Address) (out []ackedReceipt, torn int, err error) {
	seen := map[ackedReceipt]bool{}
	for _, name := range []string{jurorAckLog + ".1", jurorAckLog} {
		fh, err := os.Open(filepath.Join(dir, name))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, 0, err
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			var a verdict.Ack
			if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
				torn++
				continue
			}
			for _, r := range a.Receipts {
				if common.Address(r.Juror) != addr {
					continue
				}
				k := ackedReceipt{juror: juror, requestID: r.RequestID, cid: r.ReceiptCID}
				if !seen[k] {
					seen[k] = true
					out = append(out, k)
				}
			}
		}
		err = sc.Err()
		fh.Close()
		if err != nil {
			return nil, 0, err
		}
	}
	return out, torn, nil
}

const jurorAckLog = juror.AckLogName

// checkAcks: no receipt a juror sent and the coordinator acked is missing
// from the request's record.
func checkAcks(ctx context.Context, f *findings, ac *api.Client, n *network, recs map[string]final, wait time.Duration) {
	var all []ackedReceipt
	tornAll := 0
	for i, d := range n.jurorDirs {
		got, torn, err := readAcks(filepath.Join(d, "acks"), i, n.jurorAddrs[i])
		if err != nil {
			f.fail("juror-%d ack log: %v", i, err)
			continue
		}
		all, tornAll = append(all, got...), tornAll+torn
	}
	var need []string
	for _, a := range all {
		if _, ok := recs[a.requestID]; !ok && !slices.Contains(need, a.requestID) {
			need = append(need, a.requestID)
		}
	}
	more := records(ctx, ac, need, wait)
	missing, unlisted := 0, 0
	for _, a := range all {
		rec, ok := recs[a.requestID]
		if !ok {
			rec = more[a.requestID]
		}
		switch {
		case rec.notFound:
			missing++
			f.fail("juror-%d holds an ack of its receipt for %s; the coordinator has no such record", a.juror, a.requestID)
		case rec.err != nil:
			f.fail("record %s: %v", a.requestID, rec.err)
		case !rec.done():
			f.fail("juror-%d holds an ack for %s, still %q at the end", a.juror, a.requestID, rec.view.Status)
		case slices.Contains(rec.view.Receipts, a.cid):
		case rec.view.Status == api.StatusFailed && len(rec.view.Receipts) == 0:
			// A failed request has no signed record, and its view lists
			// no receipts (the coordinator keeps them in its store): the
			// check `arbitra audit --ack` makes applies to minted records.
			unlisted++
		default:
			missing++
			f.fail("juror-%d holds an ack of receipt %s for %s; the record (%s) lacks it", a.juror, a.cid, a.requestID, rec.view.Status)
		}
	}
	f.say("acks: %d receipts the coordinator acked to the jurors, %d missing from their minted records (%d log lines cut short by a kill)", len(all), missing, tornAll)
	if unlisted > 0 {
		f.say("  note: %d of them are of requests that failed (no record minted); a failed request's view lists no receipts, so they were not checked", unlisted)
	}
	// A refused ack leaves a juror without its proof against a record
	// that drops its receipt.
	if refused := countLogLines(filepath.Join(n.dir, "logs"), "juror-", ackRefusedMsg); refused > 0 {
		f.fail("the jurors refused %d of the coordinator's acks as not acknowledging their receipt (their logs: %s)", refused, ackRefusedMsg)
	}
}

// ackRefusedMsg is the juror's log message for an ack it did not keep.
const ackRefusedMsg = `msg="coordinator's receipt ack not kept"`

// countLogLines counts the lines holding msg in the logs named prefix*.
func countLogLines(dir, prefix, msg string) int {
	paths, _ := filepath.Glob(filepath.Join(dir, prefix+"*.log"))
	n := 0
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			n += strings.Count(string(b), msg)
		}
	}
	return n
}

// rssGrowth is, for each coordinator life with enough samples after
// warm-up, the median of its last five samples over the median of its
// first five after warm-up.
func rssGrowth(samples []rssSample, warmup time.Duration) (worst float64, lives int, peak uint64) {
	byLife := map[int][]uint64{}
	for _, s := range samples {
		peak = max(peak, s.bytes)
		if s.since >= warmup {
			byLife[s.life] = append(byLife[s.life], s.bytes)
		}
	}
	median := func(v []uint64) float64 {
		c := slices.Clone(v)
		slices.Sort(c)
		return float64(c[len(c)/2])
	}
	for _, v := range byLife {
		if len(v) < 10 {
			continue
		}
		lives++
		g := median(v[len(v)-5:])/median(v[:5]) - 1
		worst = max(worst, g)
	}
	return worst, lives, peak
}

// dirSize is the bytes of the regular files under dir.
func dirSize(dir string) (int64, error) {
	var n int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			n += info.Size()
		}
		return nil
	})
	return n, err
}
