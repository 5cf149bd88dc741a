package replica

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Versioned names of the replication topic and the catch-up protocol.
const (
	// Topic carries coordinators' signed record notices (verdict.Notice).
	Topic = "/arbitra/records/1.0.0"
	// ListProtocol pages through the records a coordinator holds.
	ListProtocol = protocol.ID("/arbitra/records/list/1.0.0")
)

// Defaults of a Config.
const (
	// DefaultReplicas is how many coordinators, the minter included, a
	// minter wants to hold each of its records.
	DefaultReplicas     = 2
	DefaultReannounce   = time.Minute
	DefaultFetchTimeout = 30 * time.Second
)

// MaxAnnouncements bounds the notices of one record its minter sends.
const MaxAnnouncements = 30

// Bounds on what other coordinators can make this one do.
const (
	reannounceBatch = 64  // records re-announced per round
	queueSize       = 256 // fetches queued
	perHolderQueued = 8   // fetches queued on one holder's notices
	workers         = 2
	banFor          = 30 * time.Minute
	maxMisses       = 3 // notices of records nobody serves before a ban
	maxHolders      = 64
	maxBans         = 4096
)

// Steps a Config.Trace hears, with the verdict CID or the holder.
const (
	StepIndexed   = "indexed"  // a record was audited, pinned and indexed
	StepRejected  = "rejected" // a fetched record failed its audit or its signer check
	StepMissed    = "missed"   // a record could not be fetched in time
	StepDropped   = "dropped"  // a notice was not queued: the holder's or the queue's bound
	StepBanned    = "banned"   // a holder is banned (Trace gets its address)
	StepHolder    = "holder"   // a holder of a record this node holds was counted
	StepCaughtUp  = "caught up"
	StepAnnounced = "announced" // a minted notice of an own record was published
	StepRound     = "round"     // a re-announcement round ended
)

// ErrNotFound is returned for a record this node does not hold.
var ErrNotFound = errors.New("replica: no such record")

// Store is what a Replicator needs from the node's store; *store.DB has it.
type Store interface {
	View(fn func(*store.Txn) error) error
	Update(fn func(*store.Txn) error) error
}

// Config wires a Replicator. Host, IPFS, Store and Signer are required.
type Config struct {
	Host   *p2p.Host
	IPFS   *ipfs.Node
	Store  Store
	Signer verdict.Signer // the coordinator's key: signs its notices
	// Replicas is the replication target (DefaultReplicas when zero).
	Replicas int
	// Reannounce is how often records under target are announced again
	// (DefaultReannounce when zero).
	Reannounce time.Duration
	// FetchTimeout bounds fetching one record (DefaultFetchTimeout when zero).
	FetchTimeout time.Duration
	// OnRecord, when set, hears every record of another coordinator once
	// it is audited, pinned and indexed (reputation counts it); an error
	// is logged.
	OnRecord func(verdict.Record) error
	Logger   *slog.Logger
	Now      func() time.Time
	// Trace, when set, hears each step (the Step constants); it must
	// return at once.
	Trace func(step, subject string)
}

// Replicator announces, fetches, audits, pins and indexes records.
type Replicator struct {
	cfg  Config
	self string
	log  *slog.Logger

	topic *pubsub.Topic
	jobs  chan job
	catch chan peer.ID

	mu       sync.Mutex
	pending  map[string]bool // verdict CID/minter queued or being fetched
	perHold  map[string]int  // queued fetches by holder
	banned   map[string]time.Time
	misses   map[string]int
	caughtUp map[peer.ID]bool

	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
}

// job is a record to fetch: named by a holder's notice or a catch-up list.
type job struct {
	cid        string
	minter     string
	holder     string
	holderPeer peer.ID
}

// New checks a configuration.
func New(cfg Config) (*Replicator, error) {
	if cfg.Host == nil || cfg.IPFS == nil || cfg.Store == nil || cfg.Signer == nil {
		return nil, errors.New("replica: Host, IPFS, Store and Signer are required")
	}
	if cfg.Replicas <= 0 {
		cfg.Replicas = DefaultReplicas
	}
	if cfg.Reannounce <= 0 {
		cfg.Reannounce = DefaultReannounce
	}
	if cfg.FetchTimeout <= 0 {
		cfg.FetchTimeout = DefaultFetchTimeout
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Trace == nil {
		cfg.Trace = func(string, string) {}
	}
	return &Replicator{
		cfg: cfg, self: verdict.AddressString(cfg.Signer.Address()), log: cfg.Logger.With("component", "replica"),
		jobs: make(chan job, queueSize), catch: make(chan peer.ID, 64),
		pending: map[string]bool{}, perHold: map[string]int{}, banned: map[string]time.Time{},
		misses: map[string]int{}, caughtUp: map[peer.ID]bool{},
	}, nil
}

// Replicas is the replication target.
func (r *Replicator) Replicas() int { return r.cfg.Replicas }

// Start joins Topic, serves ListProtocol and starts the fetch workers, the
// re-announcer and the catch-up loop.
func (r *Replicator) Start() error {
	t, err := r.cfg.Host.Join(Topic, r.validate)
	if err != nil {
		return err
	}
	sub, err := t.Subscribe()
	if err != nil {
		return fmt.Errorf("replica: subscribe %s: %w", Topic, err)
	}
	ids, err := r.cfg.Host.EventBus().Subscribe(new(event.EvtPeerIdentificationCompleted))
	if err != nil {
		sub.Cancel()
		return fmt.Errorf("replica: identify events: %w", err)
	}
	r.topic = t
	r.cfg.Host.SetStreamHandler(ListProtocol, r.handleList)
	ctx, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	r.wg.Add(4 + workers)
	go r.readNotices(ctx, sub)
	go r.watchPeers(ctx, ids)
	go r.catchUpLoop(ctx)
	go r.reannounceLoop(ctx)
	for range workers {
		go r.work(ctx)
	}
	return nil
}

// Close stops the loops and waits for them. It is idempotent.
func (r *Replicator) Close() error {
	r.once.Do(func() {
		r.cfg.Host.RemoveStreamHandler(ListProtocol)
		if r.cancel != nil {
			r.cancel()
		}
		r.wg.Wait()
	})
	return nil
}

// received is what the validator leaves in a message's ValidatorData.
type received struct {
	n    *verdict.Notice
	peer peer.ID // the holder's, derived from its signature
}

// validate rejects a notice that is oversized, malformed or not signed by
// its holder, and ignores one of a banned holder.
func (r *Replicator) validate(_ context.Context, src peer.ID, m *pubsub.Message) pubsub.ValidationResult {
	if src == r.cfg.Host.ID() {
		// This node's own notice, which it signed a moment ago: a
		// recovery would prove nothing, and readNotices skips it.
		return pubsub.ValidationAccept
	}
	n, key, err := verdict.OpenNotice(m.Data)
	if err != nil {
		return pubsub.ValidationReject
	}
	if r.isBanned(n.Holder) {
		return pubsub.ValidationIgnore
	}
	pid, err := p2p.PeerIDFromPublicKey(key)
	if err != nil {
		return pubsub.ValidationReject
	}
	m.ValidatorData = received{n: n, peer: pid}
	return pubsub.ValidationAccept
}

func (r *Replicator) readNotices(ctx context.Context, sub *pubsub.Subscription) {
	defer r.wg.Done()
	defer sub.Cancel()
	for {
		m, err := sub.Next(ctx)
		if err != nil {
			return
		}
		rv, ok := m.ValidatorData.(received)
		if !ok || rv.n.Holder == r.self {
			continue
		}
		r.hear(ctx, rv)
	}
}

// hear counts the holder of a record held here, or queues the record.
func (r *Replicator) hear(ctx context.Context, rv received) {
	n := rv.n
	hash, _ := hashOf(n.VerdictCID) // OpenNotice checked it
	e, err := r.entry(hash)
	switch {
	case err == nil:
		if e.Minter != n.Minter { // both canonical: the index writes it so, OpenNotice checked it
			return // a notice that names another minter proves nothing
		}
		if err := r.addHolders(hash, n.Holder); err != nil {
			r.log.Warn("count holder", "verdict", n.VerdictCID, "err", err)
		}
		if n.Kind == verdict.KindRecordMinted && !e.Own {
			// The minter announces again while it counts too few holders:
			// it may have missed this one's notice.
			r.publish(ctx, verdict.KindRecordHeld, n.VerdictCID, n.Minter)
		}
	case errors.Is(err, ErrNotFound):
		r.enqueue(job{cid: n.VerdictCID, minter: n.Minter, holder: n.Holder, holderPeer: rv.peer})
	default:
		r.log.Warn("read replica index", "err", err)
	}
}

func (r *Replicator) enqueue(j job) {
	r.mu.Lock()
	defer r.mu.Unlock()
	// Keyed with the minter, so that a rogue's claim to another's record
	// does not hold back the minter's own notice of it.
	if r.pending[j.cid+"/"+j.minter] {
		return
	}
	if r.perHold[j.holder] >= perHolderQueued {
		r.cfg.Trace(StepDropped, j.cid)
		return
	}
	select {
	case r.jobs <- j:
		r.pending[j.cid+"/"+j.minter] = true
		r.perHold[j.holder]++
	default:
		r.cfg.Trace(StepDropped, j.cid)
	}
}

func (r *Replicator) work(ctx context.Context) {
	defer r.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case j := <-r.jobs:
			if !r.isBanned(j.holder) {
				_ = r.replicate(ctx, j)
			}
			r.mu.Lock()
			delete(r.pending, j.cid+"/"+j.minter)
			if r.perHold[j.holder]--; r.perHold[j.holder] <= 0 {
				delete(r.perHold, j.holder)
			}
			r.mu.Unlock()
		}
	}
}

func (r *Replicator) isBanned(holder string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	until, ok := r.banned[holder]
	if ok && r.cfg.Now().After(until) {
		delete(r.banned, holder)
		return false
	}
	return ok
}

// ban ignores a holder's notices for banFor and drops its connection.
func (r *Replicator) ban(j job, why string) {
	r.mu.Lock()
	if len(r.banned) >= maxBans {
		clear(r.banned)
	}
	r.banned[j.holder] = r.cfg.Now().Add(banFor)
	delete(r.misses, j.holder)
	r.mu.Unlock()
	r.log.Warn("holder banned", "holder", j.holder, "verdict", j.cid, "why", why)
	if j.holderPeer != "" {
		_ = r.cfg.Host.Network().ClosePeer(j.holderPeer)
	}
	r.cfg.Trace(StepBanned, j.holder)
}

// miss counts a notice of a record nobody served; maxMisses ban.
func (r *Replicator) miss(j job, err error) {
	r.cfg.Trace(StepMissed, j.cid)
	r.mu.Lock()
	if len(r.misses) >= maxBans {
		clear(r.misses)
	}
	r.misses[j.holder]++
	n := r.misses[j.holder]
	r.mu.Unlock()
	r.log.Info("record not fetched", "verdict", j.cid, "holder", j.holder, "err", err)
	if n >= maxMisses {
		r.ban(j, "records nobody serves")
	}
}

// replicate fetches, audits, pins and indexes one record.
func (r *Replicator) replicate(ctx context.Context, j job) error {
	fctx, cancel := context.WithTimeout(ctx, r.cfg.FetchTimeout)
	defer cancel()
	f, err := ipfs.Fetch(fctx, r.cfg.IPFS, j.cid)
	if err != nil {
		if ctx.Err() == nil {
			r.miss(j, err)
		}
		return err
	}
	if len(f.Notes) > 0 || f.SealErr != "" {
		// Blocks that did not arrive in time prove nothing against the
		// holder; only a record fetched whole and failing is its fault.
		if ctx.Err() == nil {
			r.miss(j, fmt.Errorf("incomplete record: %s %s", f.SealErr, strings.Join(f.Notes, "; ")))
		}
		return fmt.Errorf("replica: %s: incomplete", j.cid)
	}
	rep := ipfs.Audit(&f, verdict.AuditOptions{ExpectCID: j.cid})
	if c, failed := rep.Failed(); failed {
		r.cfg.Trace(StepRejected, j.cid)
		r.ban(j, c.Name+": "+c.Detail)
		return fmt.Errorf("replica: %s fails its audit: %s: %s", j.cid, c.Name, c.Detail)
	}
	if !verdict.SameAddress(rep.Signer, j.minter) {
		r.cfg.Trace(StepRejected, j.cid)
		r.ban(j, "the record's signer is "+rep.Signer+", not the minter "+j.minter)
		return fmt.Errorf("replica: %s is signed by %s, not %s", j.cid, rep.Signer, j.minter)
	}
	return r.accept(ctx, &f, &rep, j.minter, j.holder)
}

// accept pins and indexes an audited record of another coordinator.
func (r *Replicator) accept(ctx context.Context, f *ipfs.Fetched, rep *verdict.Report, holders ...string) error {
	sv := verdict.SignedVerdict{Verdict: rep.Verdict, Bytes: f.Record.Verdict, Signature: f.Record.Signature, Hash: verdict.Hash(f.Record.Verdict)}
	blocks := make([][]byte, 0, len(f.Record.Receipts))
	for _, b := range f.Record.Receipts {
		blocks = append(blocks, b)
	}
	if _, err := r.cfg.IPFS.PutRecord(ctx, sv, blocks); err != nil {
		return fmt.Errorf("replica: pin %s: %w", f.CIDs.Verdict, err)
	}
	if err := r.index(entryOf(&sv, false), append(holders, r.self)...); err != nil {
		return err
	}
	if r.cfg.OnRecord != nil {
		if err := r.cfg.OnRecord(f.Record); err != nil {
			r.log.Warn("replicated record not counted", "verdict", sv.CID(), "err", err)
		}
	}
	r.publish(ctx, verdict.KindRecordHeld, sv.CID(), rep.Verdict.Coordinator.String())
	r.cfg.Trace(StepIndexed, sv.CID())
	return nil
}

// IndexMinted indexes a record this coordinator mints, inside its mint
// transaction tx, as announced once: Minted announces it when it is
// pinned, and if a crash comes first, the re-announcer does.
func (r *Replicator) IndexMinted(tx *store.Txn, sv *verdict.SignedVerdict) error {
	e := entryOf(sv, true)
	e.Announced = 1
	return putEntry(tx, e, r.self)
}

// Minted announces a record this coordinator minted (IndexMinted), once
// it is pinned.
func (r *Replicator) Minted(ctx context.Context, sv verdict.SignedVerdict) {
	r.publish(ctx, verdict.KindRecordMinted, sv.CID(), r.self)
}

// publish signs and gossips a notice; a failure is logged, as the
// re-announcer and catch-up make up for a lost notice.
func (r *Replicator) publish(ctx context.Context, kind, verdictCID, minter string) {
	n := verdict.NewNotice(kind, verdictCID, minter, r.self, verdict.FormatTime(r.cfg.Now()))
	err := n.Sign(r.cfg.Signer)
	var b []byte
	if err == nil {
		b, err = verdict.Canonical(n)
	}
	if err == nil {
		err = r.topic.Publish(ctx, b)
	}
	if err != nil {
		if ctx.Err() == nil {
			r.log.Warn("record notice not published", "verdict", verdictCID, "err", err)
		}
		return
	}
	if kind == verdict.KindRecordMinted {
		r.cfg.Trace(StepAnnounced, verdictCID)
	}
}

// reannounceLoop announces again the own records held by fewer than
// Replicas coordinators, each at most MaxAnnouncements times.
func (r *Replicator) reannounceLoop(ctx context.Context) {
	defer r.wg.Done()
	t := time.NewTicker(r.cfg.Reannounce)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		due, err := r.underTarget(reannounceBatch)
		if err != nil {
			r.log.Warn("records under target", "err", err)
			continue
		}
		for _, e := range due {
			e.Announced++
			if err := r.cfg.Store.Update(func(tx *store.Txn) error { return tx.Put(recKey(hashOfEntry(e)), e) }); err != nil {
				r.log.Warn("count announcement", "err", err)
				continue
			}
			r.publish(ctx, verdict.KindRecordMinted, e.CID, r.self)
		}
		r.cfg.Trace(StepRound, "")
	}
}

// watchPeers queues a catch-up with each coordinator identified as
// serving ListProtocol, once per run of this node.
func (r *Replicator) watchPeers(ctx context.Context, sub event.Subscription) {
	defer r.wg.Done()
	defer sub.Close()
	for _, p := range r.cfg.Host.Network().Peers() {
		if ok, _ := r.cfg.Host.Peerstore().SupportsProtocols(p, ListProtocol); len(ok) > 0 {
			r.queueCatchUp(p)
		}
	}
	for {
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-sub.Out():
			if !ok {
				return
			}
			id := ev.(event.EvtPeerIdentificationCompleted)
			for _, p := range id.Protocols {
				if p == ListProtocol {
					r.queueCatchUp(id.Peer)
					break
				}
			}
		}
	}
}

func (r *Replicator) queueCatchUp(p peer.ID) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.caughtUp[p] {
		return
	}
	select {
	case r.catch <- p:
		r.caughtUp[p] = true
	default: // a later identification queues it again
	}
}

func (r *Replicator) catchUpLoop(ctx context.Context) {
	defer r.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case p := <-r.catch:
			n, err := r.CatchUp(ctx, p)
			if err != nil && ctx.Err() == nil {
				r.log.Warn("catch-up incomplete", "peer", p, "fetched", n, "err", err)
				r.mu.Lock()
				delete(r.caughtUp, p) // try again when it is next identified
				r.mu.Unlock()
			}
		}
	}
}

// Adopt indexes a record this coordinator minted and pinned before it
// announced records (a data directory of an earlier version), without
// announcing it: the re-announcer does, while it is under target.
func (r *Replicator) Adopt(sv verdict.SignedVerdict) error {
	if _, err := r.entry(sv.HashHex()); !errors.Is(err, ErrNotFound) {
		return err
	}
	return r.index(entryOf(&sv, true), r.self)
}
