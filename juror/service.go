package juror

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// ServiceConfig wires a juror node's network role. Judge and Host are
// required.
type ServiceConfig struct {
	Judge *Judge
	Host  *p2p.Host
	// Coordinators, when non-empty, are the only coordinator addresses whose
	// requests this juror accepts. The presence record announces, of the
	// coordinators served, those connected now.
	Coordinators []string
	// Policy, when set, decides which coordinators are served at all, in
	// place of the one Coordinators makes (AllowList, or AllowAny when it
	// is empty); a registry of bonded coordinators plugs in here.
	Policy CoordinatorPolicy
	// Capacity bounds concurrent judgements (default 4).
	Capacity int
	// PerCoordinatorInflight caps one coordinator's requests being judged
	// (default: Capacity), and as many again of its receipts waiting for its
	// ack; requests beyond either are dropped unjudged. The smaller of it
	// and Capacity is announced as the capacity, since each coordinator
	// counts only its own requests.
	PerCoordinatorInflight int
	// MaxDeadline refuses, before any model call, a request whose deadline
	// lies further out than this (default DefaultMaxDeadline, plus
	// DeadlineSkew).
	MaxDeadline time.Duration
	// BackoffBase and BackoffCeiling shape the refusal window of a
	// coordinator that leaves receipts unacknowledged: BackoffBase after
	// one miss, doubling per further miss, at most BackoffCeiling
	// (defaults DefaultBackoffBase, DefaultBackoffCeiling).
	BackoffBase, BackoffCeiling time.Duration
	// Version is the software version announced in presence records.
	Version string
	// PresenceInterval is how often presence is re-announced (10 s);
	// PresenceTTL is how long one announcement stays valid (30 s).
	PresenceInterval, PresenceTTL time.Duration
	Logger                        *slog.Logger
	Now                           func() time.Time
	// Local delivers a receipt envelope to the coordinator running on this
	// same host (a node with both roles), which no stream can reach: a
	// host does not dial itself. Nil when the node runs no coordinator.
	Local func(env []byte) error
	// AckDir, when set, is the directory where the coordinators' signed
	// receipt acks are appended to AckLogName, one a line, besides the
	// last MaxKeptAcks kept in memory (Service.Ack). Empty: memory only.
	AckDir string
	// Trace, when set, is called with a request's ID as the request passes
	// each step of its path at this juror (the Step constants), as
	// coordinator.Config.Trace is; it must return at once.
	Trace func(requestID, step string)
	// Metrics, when set, counts judgements, refusals and receipts.
	Metrics Metrics
}

// Steps of a request's path at a juror, as ServiceConfig.Trace names them.
const (
	StepRequestDelivered = "request delivered to a juror"
	StepReceiptSigned    = "receipt signed"
	StepReceiptSent      = "receipt sent"
	// StepReceiptAcked: the coordinator acknowledged the receipt, which
	// it does once the receipt is durable (and, for one that became
	// durable with the verdict, once the agent has its answer).
	StepReceiptAcked = "receipt acknowledged"
	// StepReceiptUnacked: the receipt's delivery was given up without an
	// answer from the coordinator, which counts against it.
	StepReceiptUnacked = "receipt not acknowledged"
	// StepDeadlineRefused: the request's deadline lies beyond MaxDeadline;
	// it was not judged.
	StepDeadlineRefused = "request refused: deadline too far out"
	// StepInflightDropped: the coordinator was at its in-flight cap; the
	// request was not judged.
	StepInflightDropped = "request dropped: coordinator at its in-flight cap"
	// StepBackoffDropped: the coordinator was backed off for receipts it
	// left unacknowledged; the request was not judged.
	StepBackoffDropped = "request dropped: coordinator backed off"
)

// Service is a running juror: it announces its presence, judges the
// requests whose panel names it, and delivers each signed receipt to the
// requesting coordinator over a direct stream (one long-lived stream per
// coordinator, see ReceiptClient), retrying until the request's deadline.
type Service struct {
	cfg  ServiceConfig
	self verdict.Address
	log  *slog.Logger
	sem  chan struct{} // judgements in progress, at most Capacity
	// delivering bounds receipts waiting for their coordinator's ack
	// (deliveriesPerSlot per judgement slot); when it is full, a finished
	// judgement keeps its slot until a delivery ends.
	delivering chan struct{}

	reqTopic, presTopic *pubsub.Topic
	reqSub              *pubsub.Subscription
	presEvents          *pubsub.TopicEventHandler

	ctx      context.Context
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	receipts *ReceiptClient // one receipt stream per coordinator, closed after wg
	acks     *ackBook       // the coordinators' signed acks of this juror's receipts
	guard    *guard         // the per-coordinator limits
	links    *links         // the coordinators a receipt can reach now
	pushing  chan struct{}  // pushed requests being checked (handleRequestStream)
	policy   p2p.RequestPolicy

	mu       sync.Mutex
	seen     map[string]int64 // request ID → deadline (unix ms), for de-duplication
	prunedAt int64            // when seen was last pruned (unix ms)
	closed   bool
}

// deliveriesPerSlot is how many receipts per judgement slot may wait for
// their acknowledgement at once.
const deliveriesPerSlot = 16

// NewService builds a juror service; Start runs it.
func NewService(cfg ServiceConfig) (*Service, error) {
	if cfg.Judge == nil || cfg.Judge.Engine == nil || cfg.Judge.Signer == nil || cfg.Host == nil {
		return nil, errors.New("juror: Judge (with Engine and Signer) and Host are required")
	}
	if cfg.Capacity <= 0 {
		cfg.Capacity = 4
	}
	if cfg.PerCoordinatorInflight <= 0 {
		cfg.PerCoordinatorInflight = cfg.Capacity
	}
	if cfg.MaxDeadline <= 0 {
		cfg.MaxDeadline = DefaultMaxDeadline
	}
	if cfg.BackoffBase <= 0 {
		cfg.BackoffBase = DefaultBackoffBase
	}
	if cfg.BackoffCeiling <= 0 {
		cfg.BackoffCeiling = DefaultBackoffCeiling
	}
	cfg.BackoffCeiling = max(cfg.BackoffCeiling, cfg.BackoffBase)
	if cfg.Policy == nil {
		cfg.Policy = AllowAny{}
		if len(cfg.Coordinators) > 0 {
			cfg.Policy = AllowList(cfg.Coordinators)
		}
	}
	if cfg.PresenceInterval <= 0 {
		cfg.PresenceInterval = 10 * time.Second
	}
	if cfg.PresenceTTL <= 0 {
		cfg.PresenceTTL = 3 * cfg.PresenceInterval
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
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	if cfg.Metrics == nil {
		cfg.Metrics = noMetrics{}
	}
	self := verdict.Address(cfg.Judge.Signer.Address())
	return &Service{
		cfg: cfg, self: self, log: cfg.Logger.With("role", "juror", "juror", self),
		sem: make(chan struct{}, cfg.Capacity), delivering: make(chan struct{}, deliveriesPerSlot*cfg.Capacity),
		seen:     make(map[string]int64),
		receipts: NewReceiptClient(cfg.Host.Host),
		acks:     newAckBook(cfg.AckDir),
		guard:    newGuard(cfg.PerCoordinatorInflight, cfg.BackoffBase, cfg.BackoffCeiling, cfg.Now),
		links:    newLinks(cfg.Host, cfg.Policy, self.String(), cfg.Local != nil),
		pushing:  make(chan struct{}, maxPushChecks),
	}, nil
}

// Address is the juror's signing address.
func (s *Service) Address() string { return s.self.String() }

// serves is the coordinator policy as the request validator asks it,
// counting each refusal.
func (s *Service) serves(addr string) bool {
	if s.cfg.Policy.Allowed(addr) {
		return true
	}
	s.cfg.Metrics.Refused(RefusedUnserved)
	return false
}

// Start joins the topics, serves ProtocolRequest and starts the request,
// presence and link loops.
func (s *Service) Start(context.Context) error {
	s.ctx, s.cancel = context.WithCancel(context.Background())
	linkEvents, err := s.links.subscribe()
	if err != nil {
		return fmt.Errorf("juror: connection events: %w", err)
	}
	s.policy = p2p.RequestPolicy{Self: s.cfg.Host.ID(), AcceptCoordinator: s.serves, Now: s.cfg.Now, Logger: s.log}
	s.reqTopic, err = s.cfg.Host.Join(p2p.TopicRequests, p2p.RequestValidator(s.policy))
	if err == nil {
		s.reqSub, err = s.reqTopic.Subscribe(pubsub.WithBufferSize(256))
		if err != nil {
			err = fmt.Errorf("juror: subscribe requests: %w", err)
		}
	}
	if err == nil {
		s.presTopic, err = s.cfg.Host.Join(p2p.TopicPresence, p2p.PresenceValidator(s.cfg.Now, nil))
	}
	if err == nil {
		if s.presEvents, err = s.presTopic.EventHandler(); err != nil {
			err = fmt.Errorf("juror: presence events: %w", err)
		}
	}
	if err != nil {
		linkEvents.Close()
		return err
	}
	s.wg.Add(3)
	go func() {
		defer s.wg.Done()
		s.links.watch(s.ctx, linkEvents)
	}()
	go s.requestLoop()
	go s.presenceLoop()
	s.cfg.Host.SetStreamHandler(p2p.ProtocolRequest, s.handleRequestStream)
	return nil
}

// Close stops the loops and waits for judgements in progress.
func (s *Service) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	s.cfg.Host.RemoveStreamHandler(p2p.ProtocolRequest)
	if s.cancel != nil {
		s.cancel()
	}
	if s.reqSub != nil {
		s.reqSub.Cancel()
	}
	if s.presEvents != nil {
		s.presEvents.Cancel()
	}
	s.wg.Wait()
	return errors.Join(s.receipts.Close(), s.acks.close())
}

func (s *Service) requestLoop() {
	defer s.wg.Done()
	for {
		msg, err := s.reqSub.Next(s.ctx)
		if err != nil {
			return
		}
		vr, err := p2p.RequestOf(msg, s.cfg.Host.ID())
		// pubsub keeps the message a few heartbeats more, to answer
		// gossip with its bytes; the decoded request it need not keep.
		// Dropped here, it leaves the heap with its judgement: at 400
		// requests/s the live heap of a bench's five jurors and
		// coordinator was 23 MB smaller and each GC cycle a third shorter.
		msg.ValidatorData = nil
		if err != nil {
			s.cfg.Metrics.Refused(RefusedInvalid)
			s.log.Debug("request skipped", "err", err)
			continue
		}
		if _, stop := s.take(vr); stop {
			return
		}
	}
}

// take judges a verified request if its panel names this juror and the
// limits admit it, from gossip or from a stream alike; it says why not
// (empty when it is judged now or was taken before), and stop when the
// service is closing.
func (s *Service) take(vr *p2p.VerifiedRequest) (why string, stop bool) {
	req := &vr.Request
	if !req.OnPanel(s.self) {
		s.log.Debug("not on panel", "request", req.ID)
		return "not on its panel", false
	}
	if time.UnixMilli(req.Deadline).Sub(s.cfg.Now()) > s.cfg.MaxDeadline+DeadlineSkew {
		// Checked before firstSight, so that far-future IDs are not
		// remembered until their deadline either.
		s.guard.refusedDeadline()
		s.cfg.Metrics.Refused(RefusedDeadline)
		s.log.Debug("request refused: deadline too far out", "request", req.ID, "coordinator", req.Coordinator, "deadline_ms", req.Deadline)
		s.cfg.Trace(req.ID, StepDeadlineRefused)
		return "deadline too far out", false
	}
	if !s.firstSight(req.ID, req.Deadline) {
		return "", false
	}
	t, refused := s.guard.admit(req.Coordinator)
	switch refused {
	case refusedInflight:
		s.cfg.Metrics.Refused(RefusedInflight)
		s.log.Debug("request dropped: coordinator at its in-flight cap", "request", req.ID, "coordinator", req.Coordinator)
		s.cfg.Trace(req.ID, StepInflightDropped)
		return "coordinator at its in-flight cap", false
	case refusedBackoff:
		s.cfg.Metrics.Refused(RefusedBackoff)
		s.log.Debug("request dropped: coordinator backed off", "request", req.ID, "coordinator", req.Coordinator)
		s.cfg.Trace(req.ID, StepBackoffDropped)
		return "coordinator backed off", false
	}
	s.cfg.Trace(req.ID, StepRequestDelivered)
	select {
	case s.sem <- struct{}{}:
	case <-s.ctx.Done():
		t.end(outcomeNone)
		return "closing", true
	}
	if s.cfg.Now().UnixMilli() >= req.Deadline {
		// It waited for a slot past its deadline: the coordinator has
		// given up on this juror, and a model call would be wasted.
		<-s.sem
		t.end(outcomeNone)
		s.cfg.Metrics.Refused(RefusedExpired)
		s.log.Warn("request expired while it waited for a judgement slot; not judged", "request", req.ID)
		return "expired while it waited for a judgement slot", false
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.serve(req, vr.Coordinator, t)
	}()
	return "", false
}

// firstSight de-duplicates requests by ID (a coordinator re-gossips after a
// restart) and forgets IDs whose deadline has passed.
func (s *Service) firstSight(id string, deadline int64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.cfg.Now().UnixMilli()
	if now-s.prunedAt >= 1000 { // forget expired IDs at most once a second
		s.prunedAt = now
		for k, d := range s.seen {
			if d < now {
				delete(s.seen, k)
			}
		}
	}
	if _, dup := s.seen[id]; dup {
		return false
	}
	s.seen[id] = deadline
	return true
}

// serve judges one request, holding one of the Capacity judgement slots
// and its coordinator's ticket (both taken by the caller), and delivers the
// receipt. The slot is handed back as soon as the judgement is made, once a
// delivery slot is held: a coordinator that is slow to acknowledge, or
// gone, keeps deliveries waiting, not the model. The ticket is ended with
// what the delivery showed of the coordinator.
func (s *Service) serve(req *verdict.Request, coordinator peer.ID, t *ticket) {
	defer t.end(outcomeNone) // for the paths that learn nothing; only a first end counts
	deadline := time.UnixMilli(req.Deadline)
	// Leave a slice of the time for delivery.
	margin := min(time.Until(deadline)/10, 500*time.Millisecond)
	ctx, cancel := context.WithDeadline(s.ctx, deadline.Add(-margin))
	rc, rationale := s.cfg.Judge.Decide(ctx, req)
	cancel()
	t.judged()
	s.cfg.Trace(req.ID, StepReceiptSigned)
	select {
	case s.delivering <- struct{}{}:
		<-s.sem
		defer func() { <-s.delivering }()
	case <-s.ctx.Done():
		<-s.sem
		return
	}
	s.cfg.Metrics.Judged(req.Coordinator, coordinator.String(), rc.Vote, rc.ErrorClass, time.Duration(rc.LatencyMS)*time.Millisecond)
	if rc.Signature == "" {
		s.cfg.Metrics.Refused(RefusedUnsigned)
		s.log.Error("receipt unsigned; not sent", "request", req.ID)
		return
	}
	s.log.Info("judged", "request", req.ID, "vote", rc.Vote, "error_class", rc.ErrorClass, "latency_ms", rc.LatencyMS)
	env, err := json.Marshal(p2p.ReceiptEnvelope{Receipt: rc, Rationale: rationale})
	if err != nil {
		s.log.Error("encode receipt", "err", err)
		return
	}
	dctx, dcancel := context.WithDeadline(s.ctx, deadline.Add(5*time.Second))
	defer dcancel()
	s.cfg.Trace(req.ID, StepReceiptSent)
	if coordinator == s.cfg.Host.ID() && s.cfg.Local != nil {
		if err := s.cfg.Local(env); err != nil {
			s.cfg.Metrics.ReceiptDelivered(false)
			s.log.Warn("receipt not accepted by the local coordinator", "request", req.ID, "err", err)
			return
		}
	} else {
		ack, err := s.receipts.DeliverAck(dctx, coordinator, env)
		switch {
		case errors.Is(err, ErrReceiptRejected):
			t.end(outcomeAcked) // it answered, if with a no
			s.cfg.Metrics.ReceiptDelivered(false)
			s.log.Warn("receipt not delivered", "request", req.ID, "err", err)
			return
		case err != nil && s.ctx.Err() == nil:
			t.end(outcomeMissed) // before the trace, so that the trace sees it counted
			s.cfg.Metrics.ReceiptDelivered(false)
			s.log.Warn("receipt not delivered", "request", req.ID, "coordinator", req.Coordinator, "err", err)
			s.cfg.Trace(req.ID, StepReceiptUnacked)
			return
		case err != nil:
			return // closing
		}
		t.end(outcomeAcked)
		s.keepAck(req, &rc, ack)
	}
	s.cfg.Metrics.ReceiptDelivered(true)
	s.cfg.Trace(req.ID, StepReceiptAcked)
}

// keepAck keeps the coordinator's signed ack of a delivered receipt, the
// juror's proof against a record that leaves the receipt out. An ack that
// does not check is logged: the receipt was delivered, but the juror holds
// no proof of it.
func (s *Service) keepAck(req *verdict.Request, rc *verdict.Receipt, ack *verdict.Ack) {
	if err := s.acks.check(ack, req, rc); err != nil {
		s.log.Warn("coordinator's receipt ack not kept", "request", req.ID, "coordinator", req.Coordinator, "err", err)
		return
	}
	if err := s.acks.keep(req.ID, *ack); err != nil {
		s.log.Warn("receipt ack kept in memory only", "request", req.ID, "err", err)
	}
}

// presenceLoop announces the juror's capability record at start, on every
// interval, soon after a new peer joins the presence topic (so a
// coordinator that starts later learns about this juror without waiting),
// and soon after a coordinator connects or disconnects (so that the
// record names the coordinators this juror can serve now).
func (s *Service) presenceLoop() {
	defer s.wg.Done()
	joined := make(chan struct{}, 1)
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			ev, err := s.presEvents.NextPeerEvent(s.ctx)
			if err != nil {
				return
			}
			if ev.Type == pubsub.PeerJoin {
				select {
				case joined <- struct{}{}:
				default:
				}
			}
		}
	}()
	t := time.NewTicker(s.cfg.PresenceInterval)
	defer t.Stop()
	for {
		if err := s.announce(); err != nil && s.ctx.Err() == nil {
			s.log.Warn("presence not announced", "err", err)
		}
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
			// Read the connected peers again, so that a coordinator whose
			// connect or identify event was lost is named from now on.
			s.links.refreshAll()
		case <-s.links.changed:
			// A coordinator came or went: the record says whom this juror
			// serves now. The same settling wait lets a new coordinator's
			// stream open before the record is published to it.
			select {
			case <-s.ctx.Done():
				return
			case <-time.After(p2p.JoinSettle):
			}
		case <-joined:
			// Let the new peer's subscription settle in the mesh first.
			select {
			case <-s.ctx.Done():
				return
			case <-time.After(p2p.JoinSettle):
			}
		}
	}
}

func (s *Service) announce() error {
	c := verdict.Capability{
		V: verdict.Version, Kind: verdict.KindCapability, Address: s.self.String(), PeerID: s.cfg.Host.ID().String(),
		Model: s.cfg.Judge.Engine.Model(), Engine: s.cfg.Judge.Engine.Name(), Version: s.cfg.Version,
		Capacity: min(s.cfg.Capacity, s.cfg.PerCoordinatorInflight), Coordinators: s.links.served(),
		IssuedAt: s.cfg.Now().UnixMilli(), TTLMS: s.cfg.PresenceTTL.Milliseconds(),
	}
	if err := c.Sign(s.cfg.Judge.Signer); err != nil {
		return err
	}
	b, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return s.presTopic.Publish(s.ctx, b)
}

// GuardStats counts what the per-coordinator limits refused and how
// coordinators answered receipts, since Start.
func (s *Service) GuardStats() GuardStats { return s.guard.Stats() }

// CoordinatorLoad is what the coordinator at addr holds at this juror now:
// requests being judged, receipts waiting for its ack, its cap and backoff.
func (s *Service) CoordinatorLoad(addr verdict.Address) CoordinatorLoad { return s.guard.load(addr) }

// Engine is the model this juror asks.
func (s *Service) Engine() Engine { return s.cfg.Judge.Engine }

// Coordinators are the coordinators this juror has been connected to, each
// with whether it is connected now and whether the juror serves it.
func (s *Service) Coordinators() []CoordinatorLink { return s.links.list() }
