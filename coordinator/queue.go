package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// DefaultMaxQueued bounds the asynchronous submissions a coordinator keeps
// queued for judgement slots (Config.MaxQueued).
const DefaultMaxQueued = 4096

// queuedSubmission is what the store keeps of a queued submission, under
// queueKey, next to its record (status queued).
type queuedSubmission struct {
	Submission Submission `json:"submission"`
	QueuedAt   int64      `json:"queued_at_ms"`
	// RequesterHash is Submission's requester hash, which its JSON leaves out.
	RequesterHash string `json:"requester_sha256,omitempty"`
}

// queued is an asynchronous submission waiting for a panel with free
// judgement slots. Its body (evidence up to MaxBodyBytes) stays on disk
// until its turn, so that a full queue holds little memory.
type queued struct {
	id string
	at time.Time
	// done is closed once the submission has left the queue: admitted and
	// in flight (Service.inflight), or failed.
	done chan struct{}
}

// asyncQueue holds the queued submissions in the order they were
// accepted. queueLoop, their only consumer, admits them one at a time.
type asyncQueue struct {
	mu    sync.Mutex
	items []*queued
	byID  map[string]*queued
	wake  chan struct{} // a submission was pushed
}

func newAsyncQueue() *asyncQueue {
	return &asyncQueue{byID: make(map[string]*queued), wake: make(chan struct{}, 1)}
}

func (q *asyncQueue) len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items)
}

func (q *asyncQueue) push(item *queued) {
	q.mu.Lock()
	q.items = append(q.items, item)
	q.byID[item.id] = item
	q.mu.Unlock()
	wake(q.wake)
}

// head waits for the oldest queued submission; nil once ctx ends.
func (q *asyncQueue) head(ctx context.Context) *queued {
	for {
		q.mu.Lock()
		if len(q.items) > 0 {
			h := q.items[0]
			q.mu.Unlock()
			return h
		}
		q.mu.Unlock()
		select {
		case <-q.wake:
		case <-ctx.Done():
			return nil
		}
	}
}

// pop takes the head out of the queue and tells its waiters.
func (q *asyncQueue) pop(item *queued) {
	q.mu.Lock()
	q.items = slices.DeleteFunc(q.items, func(x *queued) bool { return x == item })
	delete(q.byID, item.id)
	q.mu.Unlock()
	close(item.done)
}

// waiting returns the channel closed when submission id leaves the queue,
// or nil if it is not queued.
func (q *asyncQueue) waiting(id string) <-chan struct{} {
	q.mu.Lock()
	defer q.mu.Unlock()
	if item := q.byID[id]; item != nil {
		return item.done
	}
	return nil
}

// enqueue stores a valid submission for which no panel could be drawn at
// once, as a queued record, and queues it. The record is durable before
// it is returned.
func (s *Service) enqueue(id string, sub Submission) (*Record, error) {
	if n := s.queue.len(); n >= s.cfg.MaxQueued {
		return nil, fmt.Errorf("%w, and %d asynchronous submissions are queued already", ErrOverloaded, n)
	}
	item := &queued{id: id, at: s.now(), done: make(chan struct{})}
	token, hash := requesterTokenOf(&sub)
	rec := Record{ID: item.id, Status: StatusQueued, Publish: sub.Publish, CreatedAt: verdict.FormatTime(item.at), Evidence: evidenceOf(&sub),
		RequesterHash: hash}
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		if err := putCore(tx, rec); err != nil {
			return err
		}
		return tx.Put(queueKey(item.id), queuedSubmission{Submission: sub, QueuedAt: item.at.UnixMilli(), RequesterHash: hash})
	})
	if err != nil {
		return nil, fmt.Errorf("coordinator: persist queued request: %w", err)
	}
	s.queue.push(item)
	s.log.Info("request queued for judgement slots", "id", item.id, "queued", s.queue.len())
	rec.requesterToken = token
	return &rec, nil
}

// queueLoop owns the queued submissions: it admits the oldest one when a
// panel with free slots can be drawn for it, in turn with the synchronous
// submissions waiting at the slot book, and fails it once Config.SlotWait
// has passed since it was accepted.
func (s *Service) queueLoop() {
	defer s.wg.Done()
	for {
		item := s.queue.head(s.ctx)
		if item == nil {
			return
		}
		if !s.admitQueued(item) {
			return // the service stops; the submission stays on disk
		}
		s.queue.pop(item)
	}
}

// admitQueued starts or fails item; false when the service stopped first.
func (s *Service) admitQueued(item *queued) bool {
	var qs queuedSubmission
	if err := s.cfg.Store.Get(queueKey(item.id), &qs); err != nil {
		if s.ctx.Err() != nil {
			return false
		}
		s.log.Error("queued submission unreadable", "id", item.id, "err", err)
		s.failQueued(item, nil, &Failure{Code: FailInternal, Message: "the queued submission could not be read back"})
		return true
	}
	sub := qs.Submission
	sub.requesterHash = qs.RequesterHash
	var lastErr error
	for {
		wait := s.cfg.SlotWait - s.now().Sub(item.at)
		if wait <= 0 {
			code := FailOverloaded
			if errors.Is(lastErr, ErrNotEnoughJuror) {
				code = FailNotEnoughJurors
			}
			msg := fmt.Sprintf("no panel of jurors with a free judgement slot within %s of the submission", s.cfg.SlotWait)
			if lastErr != nil {
				msg += ": " + lastErr.Error()
			}
			s.failQueued(item, &sub, &Failure{Code: code, Message: msg})
			return true
		}
		candidates, panel, err := s.admit(s.ctx, item.id, sub, wait)
		switch {
		case err == nil:
			if _, err := s.start(s.ctx, sub, item.id, candidates, panel, true); err != nil {
				if errors.Is(err, ErrClosed) {
					return false
				}
				// Its queued record and submission are still on disk: it is
				// queued again at the next start.
				s.log.Error("queued request not started", "id", item.id, "err", err)
			}
			return true
		case errors.Is(err, ErrNotEnoughJuror):
			// Too few live jurors: some may still announce themselves.
			lastErr = err
			select {
			case <-s.ctx.Done():
				return false
			case <-time.After(min(wait, 250*time.Millisecond)):
			}
		case errors.Is(err, ErrOverloaded):
			if s.ctx.Err() != nil {
				return false
			}
			lastErr = err // the wait ran out; the next turn fails it
		default: // ErrClosed, or the service's context ended
			return false
		}
	}
}

// failQueued ends a queued submission without a verdict; sub is nil when
// it could not be read back.
func (s *Service) failQueued(item *queued, sub *Submission, f *Failure) {
	rec := Record{ID: item.id, Status: StatusFailed, CreatedAt: verdict.FormatTime(item.at), Failure: f}
	if sub != nil {
		rec.Publish, rec.Evidence = sub.Publish, evidenceOf(sub)
	}
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		if err := putCore(tx, rec); err != nil {
			return err
		}
		return tx.Delete(queueKey(item.id))
	})
	if err != nil {
		s.log.Error("queued request's failure not recorded; it is queued again at the next start", "id", item.id, "err", err)
		return
	}
	s.cfg.Metrics.Finalized(StatusFailed, f.Code, nil)
	s.log.Warn("queued request failed", "id", item.id, "code", f.Code, "reason", f.Message)
}

// resumeQueue queues again, in the order they were accepted, the
// submissions a previous run left queued.
func (s *Service) resumeQueue() error {
	var items, bad []*queued
	err := s.cfg.Store.Scan([]byte(prefixQueue), func(k, v []byte) error {
		id := strings.TrimPrefix(string(k), prefixQueue)
		var qs queuedSubmission
		if err := json.Unmarshal(v, &qs); err != nil {
			bad = append(bad, &queued{id: id, at: s.now()})
			s.log.Error("queued submission unreadable", "id", id, "err", err)
			return nil
		}
		items = append(items, &queued{id: id, at: time.UnixMilli(qs.QueuedAt), done: make(chan struct{})})
		return nil
	})
	if err != nil {
		return fmt.Errorf("coordinator: scan queued submissions: %w", err)
	}
	for _, item := range bad {
		s.failQueued(item, nil, &Failure{Code: FailInternal, Message: "the queued submission could not be read back"})
	}
	slices.SortStableFunc(items, func(a, b *queued) int { return a.at.Compare(b.at) })
	for _, item := range items {
		s.queue.push(item)
	}
	if len(items) > 0 {
		s.log.Info("resuming queued requests", "queued", len(items))
	}
	return nil
}
