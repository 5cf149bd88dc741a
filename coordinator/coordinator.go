package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Errors returned by the Service.
var (
	ErrNotFound       = errors.New("coordinator: no such verdict")
	ErrNotEnoughJuror = errors.New("coordinator: not enough jurors serve this coordinator")
	ErrClosed         = errors.New("coordinator: closed")
	ErrNotMinted      = errors.New("coordinator: verdict not minted")
	// ErrMintAgain, wrapped in a mint hook's error, has the mint run again
	// later: the hook read something another writer is changing.
	ErrMintAgain = errors.New("coordinator: run the mint again")
)

// Store is what the coordinator needs from durable storage (a *store.DB).
// Update returns once its transaction is on disk and may run fn more than
// once; a function of the coordinator's that returns ErrMintAgain (a
// hook's) is run again later. Methods must be safe for concurrent use.
type Store interface {
	Get(key []byte, v any) error
	View(fn func(*store.Txn) error) error
	Update(fn func(*store.Txn) error) error
	UpdateLazy(fn func(*store.Txn) error) error
	Scan(prefix []byte, fn func(key, value []byte) error) error
}

// Archive stores records where auditors can fetch them (IPFS). Methods must
// be idempotent: a restart may repeat them.
type Archive interface {
	// PutRecord stores and pins the verdict block, its seal and the receipt
	// blocks, and returns the seal's CID.
	PutRecord(ctx context.Context, sv verdict.SignedVerdict, receipts [][]byte) (sealCID string, err error)
	// PutContent stores and pins a published content block.
	PutContent(ctx context.Context, c verdict.Content) (cid string, err error)
	// RemoveContent unpins and drops the content of a verdict.
	RemoveContent(ctx context.Context, verdictCID string) error
	// Get returns a block the archive holds.
	Get(ctx context.Context, cid string) ([]byte, error)
}

// DefaultMaxTimeout caps a request's deadline unless configured otherwise.
const DefaultMaxTimeout = 10 * time.Minute

// Config wires a Service. Signer, Host and Store are required.
type Config struct {
	Signer verdict.Signer
	Host   *p2p.Host
	Store  Store
	// Archive may be nil: records then stay in the store only.
	Archive Archive
	// Weigher may be nil: every juror then weighs the same in the draw.
	Weigher Weigher
	// Members, when set, is the staking registry's juror set: capability
	// records of other addresses are dropped on gossip and never enter the
	// registry, so identities without stake are never drawn. Nil admits
	// every juror that signs a record.
	Members Members
	// Hooks run inside the mint transaction.
	Hooks []MintHook
	// DefaultTimeout is a request's deadline when it names none (30 s).
	DefaultTimeout time.Duration
	// MaxTimeout caps a request's deadline (10 min).
	MaxTimeout time.Duration
	// SlotWait bounds how long a submission waits for jurors with a free
	// judgement slot before it is refused with ErrOverloaded, or a queued
	// one fails with FailOverloaded (DefaultSlotWait; see slotBook).
	SlotWait time.Duration
	// Method names the decision rule verdicts are minted with
	// (verdict.LookupMethod); empty means verdict.DefaultMethod.
	Method string
	// MaxQueued bounds the asynchronous submissions kept queued for
	// judgement slots; beyond it Submit refuses with ErrOverloaded
	// (DefaultMaxQueued).
	MaxQueued int
	// Logger may be nil.
	Logger *slog.Logger
	// Now may be nil.
	Now func() time.Time
	// Deals admits deal requests against the chain and gives their
	// panels; nil refuses every on-chain deal (ErrNoEscrow).
	Deals DealGate
	// Trace, when set, is called with a request's ID as the request passes
	// each step of its path (the Step constants), so that tests can wait
	// on a step instead of on time. It is called on the path itself, so
	// it must return at once, and concurrently. A receipt's request ID is
	// passed as received, before it is checked.
	Trace func(requestID, step string)
	// Metrics, when set, counts how requests end.
	Metrics Metrics
	// Replicas, when set, answers the public read routes for records
	// other coordinators minted; may be nil.
	Replicas Replicas
	// WaitForAllSeats turns off minting a decided verdict early
	// (decided.go): it then waits for every seat or the deadline.
	WaitForAllSeats bool
	// LateBallot, when set, takes the ballot of a deal's seat that a
	// verdict was minted without (decided.go), for the escrow to pay in
	// the deal's round.
	LateBallot func(deal *verdict.Deal, juror verdict.Address, b verdict.Ballot) error
	// DealDecided, when set, runs once a deal request is decided
	// (decided.go), in the transaction that writes the receipts that
	// decided it: the settlement outbox relays the deal from there, ahead
	// of the mint, whose record then holds those receipts whatever comes.
	DealDecided DecidedHook
	// KeepDealTexts keeps a deal's criteria and deliverable after its
	// record is archived, for as long as the store holds the deal: on an
	// escrow with an appeal window, an appeal round is asked on the same
	// texts (ReaskRound) after the first round's request was erased.
	KeepDealTexts bool
}

// Steps of a request's path at the coordinator, as Config.Trace names them.
// The receipt steps come once for each receipt.
const (
	StepRequestSigned   = "request signed"
	StepRequestGossiped = "request handed to gossip"
	// StepRequestPushed: handed straight to a panel juror that joined the
	// request topic after the request was gossiped (regossipLoop).
	StepRequestPushed   = "request handed to a juror"
	StepReceiptReceived = "receipt received"
	StepReceiptChecked  = "receipt checked"
	// StepDealRelayed: a decided deal's receipts and its DealDecided
	// writes are on disk, ahead of the mint.
	StepDealRelayed    = "deal relayed"
	StepVerdictSigned  = "verdict signed"
	StepVerdictDurable = "verdict durable"
	StepAnswerReady    = "answer ready to write"
)

// Service is a running coordinator.
type Service struct {
	cfg      Config
	self     verdict.Address
	log      *slog.Logger
	now      func() time.Time
	registry *Registry

	reqTopic  *pubsub.Topic
	presTopic *pubsub.Topic
	presSub   *pubsub.Subscription

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	subs  subscribers // the request topic's peers
	acks  *acker      // signs receipt acks
	slots *slotBook   // judgement slots held at each juror; admission
	queue *asyncQueue // asynchronous submissions waiting for slots (queueLoop)

	mu        sync.Mutex
	inflight  map[string]*inflight
	late      map[string]*lateSeats    // guarded by mu (decided.go)
	claims    map[string]chan struct{} // request IDs a submission is creating; closed when it is done (claim)
	dealLocks map[string]chan struct{} // deals a submission is admitting (lockDeal)
	closed    bool
}

type inflight struct {
	req       *verdict.SignedRequest
	pending   Record // the record as Submit stored it; only the mint or a failure changes it
	receipts  map[verdict.Address]*StoredReceipt
	parsed    map[verdict.Address]verdict.Receipt
	done      chan struct{}
	ackReady  chan struct{} // closed after done, once the receipts' ack may be sent (conclude)
	stored    chan struct{} // closed once the request is on disk (or failed to be)
	storeErr  error
	finalized bool
	timer     *time.Timer
	// hold mints the request before its deadline once its votes decided
	// it (checkDecided).
	hold    *time.Timer
	decided bool      // the hold ran out: the seats still out were not awaited
	relayed bool      // handed to Config.DealDecided (relayDecided)
	started time.Time // when this node began to track it (gossip, or a restart)
	// final is the record as the mint or failure committed it, set before
	// done is closed, so that Wait need not read it back.
	final *Record
	// holding are the panel jurors at which the request still holds a
	// judgement slot (slotBook): those whose receipt has not arrived.
	holding []verdict.Address
	// ack is the panel's ack once signed (panelAck); ackMu guards it.
	ackMu sync.Mutex
	ack   *verdict.Ack
	// handed are the panel jurors it was handed to again
	// (regossipLoop); guarded by Service.mu.
	handed map[verdict.Address]bool
}

// New builds a Service; call Start to run it.
func New(cfg Config) (*Service, error) {
	if cfg.Signer == nil || cfg.Host == nil || cfg.Store == nil {
		return nil, errors.New("coordinator: Signer, Host and Store are required")
	}
	if cfg.DefaultTimeout == 0 {
		cfg.DefaultTimeout = 30 * time.Second
	}
	if cfg.MaxTimeout == 0 {
		cfg.MaxTimeout = DefaultMaxTimeout
	}
	if cfg.SlotWait == 0 {
		cfg.SlotWait = DefaultSlotWait
	}
	if cfg.MaxQueued == 0 {
		cfg.MaxQueued = DefaultMaxQueued
	}
	if cfg.Method == "" {
		cfg.Method = verdict.DefaultMethod
	}
	if _, err := verdict.LookupMethod(cfg.Method); err != nil {
		return nil, fmt.Errorf("coordinator: %w", err)
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
	if cfg.Metrics == nil {
		cfg.Metrics = noMetrics{}
	}
	self := verdict.Address(cfg.Signer.Address())
	s := &Service{
		cfg:       cfg,
		self:      self,
		log:       cfg.Logger.With("role", "coordinator"),
		now:       cfg.Now,
		registry:  newRegistry(self.String(), cfg.Now, cfg.Members),
		acks:      &acker{signer: cfg.Signer, self: self, linger: ackLinger},
		inflight:  make(map[string]*inflight),
		claims:    make(map[string]chan struct{}),
		dealLocks: make(map[string]chan struct{}),
		slots:     newSlotBook(),
		queue:     newAsyncQueue(),
	}
	s.registry.reach = s.reachable
	return s, nil
}

// Address is the coordinator's signing address.
func (s *Service) Address() string { return s.self.String() }

// Load is what a coordinator has under way.
type Load struct {
	InFlight    int `json:"in_flight"`    // requests gossiped and not yet final
	Queued      int `json:"queued"`       // submissions waiting at the slot book for judgement slots (Config.SlotWait)
	AsyncQueued int `json:"async_queued"` // asynchronous submissions stored as queued, not yet drawn (Service.Submit)
	SlotsHeld   int `json:"slots_held"`   // judgement slots its requests hold at jurors
}

// Load reports what the coordinator has under way.
func (s *Service) Load() Load {
	s.mu.Lock()
	inFlight := len(s.inflight)
	s.mu.Unlock()
	queued, held := s.slots.load()
	return Load{InFlight: inFlight, Queued: queued, AsyncQueued: s.queue.len(), SlotsHeld: held}
}

// Registry is the live juror registry.
func (s *Service) Registry() *Registry { return s.registry }

// Start joins the topics, serves the receipt protocol and resumes requests
// left unfinished by a previous run.
func (s *Service) Start(ctx context.Context) error {
	if err := checkStoreFormat(s.cfg.Store); err != nil {
		return err
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.acks.done = s.ctx.Done()
	var err error
	s.reqTopic, err = s.cfg.Host.Join(p2p.TopicRequests, p2p.RequestValidator(p2p.RequestPolicy{Self: s.cfg.Host.ID(), Now: s.now, Logger: s.log}))
	if err != nil {
		return err
	}
	// Before any request is resumed, so that no juror's join goes unseen.
	joins, err := s.reqTopic.EventHandler()
	if err != nil {
		return fmt.Errorf("coordinator: request topic events: %w", err)
	}
	s.wg.Add(1)
	go s.regossipLoop(joins)
	s.presTopic, err = s.cfg.Host.Join(p2p.TopicPresence, p2p.PresenceValidator(s.now, s.registry.admits))
	if err != nil {
		return err
	}
	s.presSub, err = s.presTopic.Subscribe()
	if err != nil {
		return fmt.Errorf("coordinator: subscribe presence: %w", err)
	}
	s.cfg.Host.SetStreamHandler(p2p.ProtocolReceipt, s.handleReceiptStream)
	s.wg.Add(2)
	go s.presenceLoop()
	go s.archiveLoop()
	if err := s.resume(ctx); err != nil {
		return err
	}
	// After the requests in flight took their slots back, the queued
	// submissions wait for theirs.
	if err := s.resumeQueue(); err != nil {
		return err
	}
	s.wg.Add(1)
	go s.queueLoop()
	return nil
}

// Close stops the service and waits for its goroutines. Requests still in
// flight stay in the store and resume at the next Start.
func (s *Service) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.slots.close()
	for _, inf := range s.inflight {
		if inf.timer != nil {
			inf.timer.Stop()
		}
		if inf.hold != nil {
			inf.hold.Stop()
		}
	}
	s.mu.Unlock()
	s.cfg.Host.RemoveStreamHandler(p2p.ProtocolReceipt)
	if s.cancel != nil {
		s.cancel()
	}
	if s.presSub != nil {
		s.presSub.Cancel()
	}
	s.wg.Wait()
	return nil
}

func (s *Service) presenceLoop() {
	defer s.wg.Done()
	for {
		msg, err := s.presSub.Next(s.ctx)
		if err != nil {
			return
		}
		if c, ok := msg.ValidatorData.(*verdict.Capability); ok {
			if id, err := peer.Decode(c.PeerID); err == nil { // the validator checked it
				s.registry.Observe(c, id)
			}
		}
	}
}

// Submission is an agent's request for a verdict.
type Submission struct {
	verdict.Question
	// Panel is the number of jurors (1..5, default 3).
	Panel int `json:"panel,omitempty"`
	// TimeoutMS is how long jurors have, in milliseconds.
	TimeoutMS int64 `json:"timeout_ms,omitempty"`
	// Publish pins the content (question, evidence, rationales) to IPFS.
	Publish bool `json:"publish,omitempty"`
	// Deal, when set, is settled on chain once the verdict is minted.
	Deal *verdict.Deal `json:"deal,omitempty"`
	// MinVotes is the fewest cast votes that may decide (0: one; a deal
	// needs a majority of its seats whatever this says).
	MinVotes int `json:"min_votes,omitempty"`
	// Party, on a deal request, proves the caller is one of the deal's
	// parties (party.go); it is not part of the request.
	Party *verdict.PartyProof `json:"party,omitempty"`
	// Nonce (at most verdict.MaxNonceChars) enters the request ID, so
	// that the same content can be asked again: without it, the same
	// content is the same request (Service.Submit).
	Nonce string `json:"nonce,omitempty"`
	// Draw, set by the deal path and never decoded from a body, is the
	// panel the escrow drew for the deal (verdict.EscrowDraw): the request
	// is judged by its seats instead of a registry draw.
	Draw *verdict.Draw `json:"-"`

	// requesterHash is the hash of the token the submission is answered
	// with; the coordinator sets it, never the client.
	requesterHash string
}

// Validate checks a submission against the protocol limits.
func (sub *Submission) Validate(maxTimeout time.Duration) error {
	if err := sub.Question.Validate(); err != nil {
		return err
	}
	if sub.Panel != 0 && (sub.Panel < verdict.MinPanel || sub.Panel > verdict.MaxPanel) {
		return &verdict.FieldError{Field: "panel", Msg: fmt.Sprintf("must be %d to %d", verdict.MinPanel, verdict.MaxPanel)}
	}
	if sub.MinVotes < 0 || sub.MinVotes > panelSize(*sub) {
		return &verdict.FieldError{Field: "min_votes", Msg: fmt.Sprintf("must be 0 to the panel size (%d)", panelSize(*sub))}
	}
	if err := verdict.ValidateNonce(sub.Nonce); err != nil {
		return err
	}
	if sub.TimeoutMS < 0 || time.Duration(sub.TimeoutMS)*time.Millisecond > maxTimeout {
		return &verdict.FieldError{Field: "timeout_ms", Msg: fmt.Sprintf("must be 0 (default) to %d", maxTimeout.Milliseconds())}
	}
	if sub.Party != nil && sub.Deal == nil {
		return &verdict.FieldError{Field: "party", Msg: "only a deal has parties"}
	}
	if sub.Deal != nil {
		if err := sub.Deal.Validate(); err != nil {
			return err
		}
		if !verdict.IsDealOptions(sub.Options) {
			return &verdict.FieldError{Field: "options", Msg: `a deal is judged with options ["PASS","FAIL"]`}
		}
		if sub.TimeoutMS != 0 && time.Duration(sub.TimeoutMS)*time.Millisecond < verdict.MinDealTimeout {
			return &verdict.FieldError{Field: "timeout_ms", Msg: fmt.Sprintf("a deal's seats get at least %d ms (0: this coordinator's default)",
				verdict.MinDealTimeout.Milliseconds())}
		}
	}
	if d := sub.Draw; d != nil {
		if d.Source != verdict.DrawEscrow || sub.Deal == nil || d.Size != panelSize(*sub) {
			return &verdict.FieldError{Field: "draw", Msg: "a precomputed draw is the escrow's, for the deal, of the panel's size"}
		}
		if _, err := d.Seats(); err != nil {
			return &verdict.FieldError{Field: "draw", Msg: err.Error()}
		}
	}
	return nil
}

// requestID is the content-derived ID of a valid submission
// (verdict.RequestID).
func requestID(sub *Submission) (string, error) {
	in := verdict.RequestIDInputOf(&sub.Question, panelSize(*sub), sub.MinVotes, sub.Deal, sub.Nonce)
	id, err := verdict.RequestID(in)
	if err != nil {
		return "", fmt.Errorf("coordinator: request id: %w", err)
	}
	return id, nil
}

// claim makes the caller the one submission that may create request id:
// it returns the record when one exists already (the same content was
// submitted before: the answer is that record), or else a release that the
// caller calls once its record is on disk or it gave up. Submissions of the
// same content wait for each other here.
func (s *Service) claim(ctx context.Context, id string) (*Record, func(), error) {
	release, err := s.lockKey(ctx, s.claims, id)
	if err != nil {
		return nil, nil, err
	}
	rec, err := s.Get(id)
	switch {
	case err == nil:
		release()
		return rec, nil, nil
	case !errors.Is(err, ErrNotFound):
		release()
		return nil, nil, err
	}
	return nil, release, nil
}

// lockKey makes the caller the one holder of key in locks (guarded by
// s.mu) until it calls the release it gets; others wait for it, or for ctx.
func (s *Service) lockKey(ctx context.Context, locks map[string]chan struct{}, key string) (func(), error) {
	for {
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			return nil, ErrClosed
		}
		busy, taken := locks[key]
		if !taken {
			done := make(chan struct{})
			locks[key] = done
			s.mu.Unlock()
			return func() {
				s.mu.Lock()
				delete(locks, key)
				s.mu.Unlock()
				close(done)
			}, nil
		}
		s.mu.Unlock()
		select {
		case <-busy:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// Submit validates, persists and gossips a request, and returns its record
// once it is on disk, without waiting for the verdict: the record is
// pending, or queued when no panel of jurors with a free judgement slot
// could be drawn at once. A queued submission is kept on disk and drawn
// in its turn, behind the submissions that waited before it, by the
// service (queueLoop); if none can be drawn within Config.SlotWait of its
// acceptance it fails with FailOverloaded (or FailNotEnoughJurors when too
// few jurors were live). Wait blocks until it is final.
//
// The request ID derives from the content (requestID): a submission whose
// content was submitted before returns that request's record, in whatever
// state it is, and starts nothing. A submission with a precomputed draw is
// never queued.
func (s *Service) Submit(ctx context.Context, sub Submission) (*Record, error) {
	if sub.Deal != nil {
		return s.submitDeal(ctx, sub, false)
	}
	if err := sub.Validate(s.cfg.MaxTimeout); err != nil {
		return nil, err
	}
	sub, id, existing, release, err := s.claimAttempt(ctx, sub)
	if existing != nil || err != nil {
		return existing, err
	}
	defer release()
	if s.queue.len() > 0 && sub.Draw == nil {
		// Behind the submissions queued already, whatever is free now.
		if live, size := s.registry.Count(), panelSize(sub); live < size {
			return nil, notEnoughJurors(live, size)
		}
		return s.enqueue(id, sub)
	}
	rec, err := s.submit(ctx, sub, id, 0)
	if errors.Is(err, ErrOverloaded) && sub.Draw == nil { // valid, but no panel with free slots now
		return s.enqueue(id, sub)
	}
	return rec, err
}

// SubmitAndWait submits a request and returns its final record (or the
// pending one if ctx ends first). A submission whose content was
// submitted before waits for that request instead (Submit).
func (s *Service) SubmitAndWait(ctx context.Context, sub Submission) (*Record, error) {
	if sub.Deal != nil {
		return s.submitDeal(ctx, sub, true)
	}
	if err := sub.Validate(s.cfg.MaxTimeout); err != nil {
		return nil, err
	}
	sub, id, existing, release, err := s.claimAttempt(ctx, sub)
	if err != nil {
		return nil, err
	}
	return s.submitWait(ctx, sub, id, existing, release)
}

// claimAttempt claims the request ID of a valid submission without a deal
// (claim): its content's ID or, when that request failed in a way a new
// attempt may mend (judgedAgain), the ID of its next attempt, whose nonce
// is attemptNonce's, up to MaxDealAttempts. It returns the submission as
// it is to be started, and either the record to answer (the request
// exists and stands) or the release of the claimed ID.
func (s *Service) claimAttempt(ctx context.Context, sub Submission) (Submission, string, *Record, func(), error) {
	base := sub.Nonce
	for n := 1; ; n++ {
		if n > 1 {
			sub.Nonce = attemptNonce(base, n)
		}
		id, err := requestID(&sub)
		if err != nil {
			return sub, "", nil, nil, err
		}
		existing, release, err := s.claim(ctx, id)
		if err != nil || existing == nil {
			return sub, id, nil, release, err
		}
		next := sub
		next.Nonce = attemptNonce(base, n+1)
		if n >= MaxDealAttempts || !judgedAgain(existing) || verdict.ValidateNonce(next.Nonce) != nil {
			return sub, id, existing, nil, nil
		}
	}
}

// submitWait submits the valid submission of request id, unless its
// content was submitted before (existing, else the caller claimed id and
// release ends the claim), and waits for its verdict.
func (s *Service) submitWait(ctx context.Context, sub Submission, id string, existing *Record, release func()) (*Record, error) {
	token := ""
	if existing == nil {
		rec, err := s.submit(ctx, sub, id, s.cfg.SlotWait)
		release()
		if err != nil {
			return nil, err
		}
		token = rec.requesterToken
	}
	final, err := s.Wait(ctx, id)
	if err != nil {
		return nil, err
	}
	out := *final // Wait's record may be shared with other waiters
	out.requesterToken = token
	return &out, nil
}

// submit waits up to wait for a panel of jurors with free judgement slots
// (ErrOverloaded after it) for the valid submission of request id, then
// starts it (start) with a new requester token. A precomputed draw is the
// panel: its seats take their slots without waiting.
func (s *Service) submit(ctx context.Context, sub Submission, id string, wait time.Duration) (*Record, error) {
	token, hash := requesterTokenOf(&sub)
	sub.requesterHash = hash
	var (
		candidates []verdict.Candidate
		panel      []verdict.Address
		err        error
	)
	if sub.Draw != nil {
		if panel, err = sub.Draw.Seats(); err != nil { // Validate checked it
			return nil, err
		}
		s.slots.hold(panel)
	} else if candidates, panel, err = s.admit(ctx, id, sub, wait); err != nil {
		// The panel is drawn from the jurors with a free judgement slot;
		// the deadline starts once it is.
		return nil, err
	}
	rec, err := s.start(ctx, sub, id, candidates, panel, false)
	if err != nil {
		return nil, err
	}
	rec.requesterToken = token
	return rec, nil
}

// admit draws the panel of request id from the live jurors with a free
// judgement slot, waiting up to wait for one (slotBook.admit).
func (s *Service) admit(ctx context.Context, id string, sub Submission, wait time.Duration) ([]verdict.Candidate, []verdict.Address, error) {
	return s.slots.admit(ctx, id, panelSize(sub), wait, func() ([]verdict.Candidate, []int) {
		return s.registry.snapshot(s.cfg.Weigher)
	})
}

// panelSize is the number of jurors sub asks for.
func panelSize(sub Submission) int {
	if sub.Panel == 0 {
		return verdict.DefaultPanel
	}
	return sub.Panel
}

// start signs, stores and gossips request id, whose panel admit drew, and
// returns its record once it is on disk. fromQueue says the request was queued (its queued record and submission are
// replaced in the same commit): it is then gossiped only once that commit
// is durable, so that no juror hears of a request that a restart would
// draw again.
func (s *Service) start(ctx context.Context, sub Submission, id string, candidates []verdict.Candidate, panel []verdict.Address,
	fromQueue bool) (*Record, error) {
	timeout := time.Duration(sub.TimeoutMS) * time.Millisecond
	if timeout == 0 {
		timeout = s.cfg.DefaultTimeout
	}
	if sub.Deal != nil {
		timeout = max(timeout, verdict.MinDealTimeout)
	}
	now := s.now()
	req := verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: s.self,
		Question: sub.Question.Question, Options: sub.Options, Rubric: sub.Rubric,
		Evidence: sub.Evidence, Context: verdict.EvidenceContext(sub.Evidence),
		Candidates: candidates, Panel: panel, Draw: sub.Draw,
		Deal: sub.Deal, MinVotes: sub.MinVotes, Nonce: sub.Nonce, Deadline: now.Add(timeout).UnixMilli(), CreatedAt: verdict.FormatTime(now),
	}
	sr, err := req.Sign(s.cfg.Signer)
	if err != nil {
		s.slots.release(panel...)
		return nil, fmt.Errorf("coordinator: sign request: %w", err)
	}
	s.cfg.Trace(id, StepRequestSigned)
	rec := &Record{ID: id, Status: StatusPending, Publish: sub.Publish, CreatedAt: req.CreatedAt, Request: &sr, Evidence: &req.Context,
		RequesterHash: sub.requesterHash}
	inf := s.track(rec, nil)
	if inf == nil {
		s.slots.release(panel...)
		return nil, ErrClosed
	}
	// Gossip, then write: the jurors start at once, and the agent is
	// answered only after the write is on disk. A receipt that arrives
	// before the write finishes is held in memory like any other. The
	// store keeps the very bytes that are gossiped.
	wire, err := json.Marshal(&sr)
	if err != nil {
		inf.storeErr = err
		close(inf.stored)
		s.untrack(id)
		s.releaseSlots(inf)
		close(inf.done)
		close(inf.ackReady)
		return nil, fmt.Errorf("coordinator: encode request: %w", err)
	}
	publish := func() {
		// Publish hands the message to the pubsub loop and returns. If the
		// write succeeds, jurors that missed it see the request when it is
		// gossiped again at the next start, or it ends as a timeout.
		if err := s.reqTopic.Publish(ctx, wire); err != nil {
			s.log.Warn("gossip failed", "id", id, "err", err)
		}
		s.cfg.Trace(id, StepRequestGossiped)
		s.pushUnsubscribed(inf)
	}
	if !fromQueue {
		publish()
	}
	err = s.cfg.Store.Update(func(tx *store.Txn) error {
		if err := putCore(tx, *rec); err != nil {
			return err
		}
		if err := tx.PutRaw(requestKey(id), wire); err != nil {
			return err
		}
		if fromQueue {
			if err := tx.Delete(queueKey(id)); err != nil {
				return err
			}
		}
		if req.Deal != nil {
			if err := tx.Put(dealKey(req.Deal.DealID, req.Deal.Round), id); err != nil {
				return err
			}
			if err := s.keepDealTexts(tx, &req); err != nil {
				return err
			}
		}
		return tx.Put(inflightKey(id), struct{}{})
	})
	inf.storeErr = err
	close(inf.stored)
	if fromQueue && err == nil {
		publish()
	}
	if err != nil {
		s.untrack(id)
		s.releaseSlots(inf)
		close(inf.done)
		close(inf.ackReady)
		return nil, fmt.Errorf("coordinator: persist request: %w", err)
	}
	s.arm(inf)
	s.log.Info("request accepted", "id", id, "panel", req.Panel, "deadline_ms", req.Deadline)
	return rec, nil
}

func (s *Service) gossip(ctx context.Context, sr *verdict.SignedRequest) error {
	b, err := json.Marshal(sr)
	if err != nil {
		return err
	}
	return s.reqTopic.Publish(ctx, b)
}

// track registers an in-flight request; it returns nil after Close.
func (s *Service) track(rec *Record, stored map[verdict.Address]*StoredReceipt) *inflight {
	sr := rec.Request
	inf := &inflight{
		req: sr, pending: *rec, receipts: make(map[verdict.Address]*StoredReceipt), parsed: make(map[verdict.Address]verdict.Receipt),
		done: make(chan struct{}), ackReady: make(chan struct{}), stored: make(chan struct{}), started: s.now(),
	}
	for _, j := range sr.Request.Panel { // a resumed request holds none for receipts it has
		if stored[j] == nil {
			inf.holding = append(inf.holding, j)
		}
	}
	if stored != nil { // resumed from the store
		close(inf.stored)
	}
	for k, v := range stored {
		var rc verdict.Receipt
		if json.Unmarshal(v.Block, &rc) == nil {
			inf.receipts[k], inf.parsed[k] = v, rc
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.inflight[sr.Request.ID] = inf
	if stored != nil {
		// A resumed request was admitted before the restart: it takes
		// its slots back at once, before a receipt can hand one back.
		s.slots.hold(inf.holding)
	}
	return inf
}

func (s *Service) untrack(id string) {
	s.mu.Lock()
	delete(s.inflight, id)
	s.mu.Unlock()
}

// releaseSlots hands back the judgement slots a request still holds, once
// it has ended.
func (s *Service) releaseSlots(inf *inflight) {
	s.mu.Lock()
	held := inf.holding
	inf.holding = nil
	s.mu.Unlock()
	s.slots.release(held...)
}

// releaseSlot hands back the slot a request holds at juror, whose receipt
// arrived; s.mu is held. It reports whether there was one.
func (inf *inflight) releaseSlot(juror verdict.Address) bool {
	i := slices.Index(inf.holding, juror)
	if i < 0 {
		return false
	}
	inf.holding = slices.Delete(inf.holding, i, i+1)
	return true
}

// arm sets the deadline timer of an in-flight request.
func (s *Service) arm(inf *inflight) {
	wait := time.UnixMilli(inf.req.Request.Deadline).Sub(s.now())
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || inf.finalized {
		return
	}
	inf.timer = time.AfterFunc(max(wait, 0), func() { s.goFinalize(inf) })
}

// resume re-arms requests that were in flight when the node stopped.
func (s *Service) resume(ctx context.Context) error {
	var ids []string
	err := s.cfg.Store.Scan([]byte(prefixInflight), func(k, _ []byte) error {
		ids = append(ids, strings.TrimPrefix(string(k), prefixInflight))
		return nil
	})
	if err != nil {
		return fmt.Errorf("coordinator: scan in-flight: %w", err)
	}
	for _, id := range ids {
		var rec *Record
		err := s.cfg.Store.View(func(tx *store.Txn) (err error) {
			rec, err = loadRecord(tx, id)
			return err
		})
		if err != nil || rec.Request == nil {
			s.log.Error("in-flight request unreadable", "id", id, "err", err)
			continue
		}
		stored := make(map[verdict.Address]*StoredReceipt)
		err = s.cfg.Store.Scan(receiptKey(id, ""), func(k, v []byte) error {
			juror, err := verdict.ParseAddress(strings.TrimPrefix(string(k), string(receiptKey(id, ""))))
			var sr StoredReceipt
			if err == nil {
				err = json.Unmarshal(v, &sr)
			}
			if err != nil {
				// Not a receipt this coordinator acknowledged (those were
				// written whole before their ack): the juror, which got
				// no ack, keeps sending it until the request's deadline.
				s.log.Error("stored receipt unreadable; waiting for the juror to resend it", "id", id, "juror", juror, "err", err)
				return nil
			}
			stored[juror] = &sr
			return nil
		})
		if err != nil {
			return fmt.Errorf("coordinator: scan receipts of %s: %w", id, err)
		}
		inf := s.track(rec, stored)
		if inf == nil {
			return ErrClosed
		}
		s.log.Info("resuming request", "id", id, "receipts", len(stored))
		if len(stored) == len(rec.Request.Request.Panel) || s.now().UnixMilli() >= rec.Request.Request.Deadline {
			s.finalize(inf)
			continue
		}
		s.arm(inf)
		// Receipts on disk may decide it already (a deal relayed before
		// the crash): it mints after its hold, not at its deadline.
		s.mu.Lock()
		s.checkDecided(inf)
		s.mu.Unlock()
		if err := s.gossip(ctx, rec.Request); err != nil {
			s.log.Warn("re-gossip failed", "id", id, "err", err)
		}
	}
	return nil
}

var errRetry = errors.New("try again")

// checkReceipt checks a receipt envelope against the request it answers:
// a panel seat's signed receipt of this request, evidence and all, whose
// rationale is the one its fingerprint names.
func checkReceipt(req *verdict.Request, env *p2p.ReceiptEnvelope) error {
	rc := &env.Receipt
	if !req.OnPanel(rc.Juror) {
		return fmt.Errorf("%s is not on the panel", rc.Juror)
	}
	if err := rc.CheckAgainst(req, rc.Juror); err != nil {
		return err
	}
	if verdict.TruncateRunes(env.Rationale, verdict.MaxRationaleChars) != env.Rationale ||
		(env.Rationale == "") != (rc.RationaleFP == "") ||
		(env.Rationale != "" && verdict.Fingerprint(env.Rationale) != rc.RationaleFP) {
		return errors.New("rationale does not match rationale_fp")
	}
	return nil
}

// acceptReceipt verifies and records a juror's receipt. Forged receipts
// (bad signature, not from the panel juror, another evidence root), replays
// (another request, a closed request) and conflicting duplicates are
// rejected and logged; an identical retry is acknowledged again. A receipt
// accepted is answered with the coordinator's signed ack of its block
// (verdict.Ack), once it is durable.
func (s *Service) acceptReceipt(from peer.ID, b []byte) (*verdict.Ack, error) {
	var env p2p.ReceiptEnvelope
	if err := verdict.UnmarshalStrict(b, &env); err != nil {
		return nil, fmt.Errorf("undecodable receipt: %w", err)
	}
	rc := &env.Receipt
	s.cfg.Trace(rc.RequestID, StepReceiptReceived)
	reject := func(reason string, err error) error {
		s.log.Warn("receipt rejected", "reason", reason, "request", rc.RequestID, "juror", rc.Juror, "peer", from, "err", err)
		return fmt.Errorf("%s: %w", reason, err)
	}
	sender, err := p2p.PeerAddress(from)
	if err != nil || verdict.Address(sender) != rc.Juror {
		return nil, reject("forged", fmt.Errorf("receipt names %s but came from %s", rc.Juror, from))
	}
	s.mu.Lock()
	inf := s.inflight[rc.RequestID]
	s.mu.Unlock()
	if inf == nil {
		if late, err := s.takeLate(&env); late {
			if errors.Is(err, ErrLate) {
				// A seat not awaited answering after the mint is the
				// decided rule working, not a fault: no warning each time.
				s.log.Debug("receipt of a seat not awaited", "request", rc.RequestID, "juror", rc.Juror, "err", err)
				return nil, fmt.Errorf("late: %w", err)
			}
			return nil, reject("late", err)
		}
		return nil, reject("replayed", fmt.Errorf("request %q is not in flight", rc.RequestID))
	}
	req := &inf.req.Request
	if err := checkReceipt(req, &env); err != nil {
		return nil, reject("forged", err)
	}
	block, err := rc.Block()
	if err != nil {
		return nil, reject("malformed", err)
	}
	s.cfg.Trace(req.ID, StepReceiptChecked)
	juror := rc.Juror
	stored := &StoredReceipt{Block: block, Rationale: env.Rationale}
	// A receipt committed with its panel's verdict shares the panel's ack;
	// one written on its own has an ack of its own.
	ack := func(withPanel bool) (*verdict.Ack, error) {
		var a *verdict.Ack
		var err error
		if withPanel {
			a, err = s.panelAck(inf)
		} else {
			a, err = s.loneAck(req.ID, juror, stored)
		}
		if err != nil {
			return nil, fmt.Errorf("%w: sign ack: %v", errRetry, err)
		}
		return a, nil
	}

	s.mu.Lock()
	if inf.finalized {
		s.mu.Unlock()
		if late, err := s.takeLate(&env); late {
			if errors.Is(err, ErrLate) {
				// A seat not awaited answering after the mint is the
				// decided rule working, not a fault: no warning each time.
				s.log.Debug("receipt of a seat not awaited", "request", rc.RequestID, "juror", rc.Juror, "err", err)
				return nil, fmt.Errorf("late: %w", err)
			}
			return nil, reject("late", err)
		}
		return nil, reject("late", errors.New("the verdict is already minted"))
	}
	if prev, ok := inf.receipts[juror]; ok {
		s.mu.Unlock()
		if string(prev.Block) != string(block) {
			return nil, reject("duplicate", errors.New("a different receipt from this juror was already recorded"))
		}
		stored = prev // an identical retry: written again below, then acknowledged again
	} else {
		inf.receipts[juror] = stored
		inf.parsed[juror] = *rc
		complete := len(inf.receipts) == len(req.Panel)
		if !complete {
			s.checkDecided(inf)
		}
		freed := inf.releaseSlot(juror)
		s.mu.Unlock()
		if freed {
			s.slots.release(juror)
		}
		if complete {
			// The receipt that completes the panel is committed with the
			// verdict (or the failure), and acknowledged once that is.
			s.finalizeHere(inf)
			if s.awaitFinal(inf) {
				return ack(true)
			}
			if s.ctx.Err() != nil {
				return nil, fmt.Errorf("%w: %v", errRetry, ErrClosed)
			}
			// The mint was not committed: the receipt is written on its
			// own, so that the request's resumption finds it.
		}
	}
	// Any other receipt is acknowledged once it is on disk: with the
	// verdict, when the panel completes within receiptHold (the mint
	// writes every receipt accepted before it), or else on its own.
	if s.awaitFinalWithin(inf, receiptHold) {
		return ack(true)
	}
	select { // the request's own write first: putLoneReceipt reads its in-flight key
	case <-inf.stored:
	case <-s.ctx.Done():
		return nil, fmt.Errorf("%w: %v", errRetry, ErrClosed)
	}
	if inf.storeErr != nil {
		return nil, fmt.Errorf("%w: store: %v", errRetry, inf.storeErr)
	}
	if err := s.cfg.Store.Update(func(tx *store.Txn) error { return putLoneReceipt(tx, req.ID, juror, stored) }); err != nil {
		return nil, fmt.Errorf("%w: store: %v", errRetry, err)
	}
	return ack(false)
}

// putLoneReceipt writes a receipt of request id on its own, rationale
// and all, so that a resumption finds it, unless the request was finalized
// meanwhile (its in-flight key is gone): the mint or failure that did so
// wrote the receipt already, as its block alone, and this copy must not
// bring back the rationale that the record's own key now holds.
func putLoneReceipt(tx *store.Txn, id string, juror verdict.Address, sr *StoredReceipt) error {
	if open, err := tx.Has(inflightKey(id)); err != nil || !open {
		return err
	}
	return tx.PutRaw(receiptKey(id, juror.String()), sr.encode())
}

// receiptHold is how long a receipt's ack waits for its panel's verdict
// before the receipt is written on its own: long enough for the receipts
// of a panel of fast models, which arrive within milliseconds of each other
// on an idle machine and tens of milliseconds on a loaded one, to share the
// verdict's write and its ack instead of a sync and a signature each, and
// far below the juror's stall detection (seconds).
const receiptHold = 250 * time.Millisecond

// awaitFinalWithin is awaitFinal bounded by d; false when d passed first.
func (s *Service) awaitFinalWithin(inf *inflight, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-inf.ackReady:
		return inf.final != nil
	case <-t.C:
		return false
	case <-s.ctx.Done():
		return false
	}
}

// awaitFinal waits until the request's verdict or failure is committed
// and its receipts may be acknowledged (ackReady), and reports whether it
// was committed, with every receipt accepted before it.
func (s *Service) awaitFinal(inf *inflight) bool {
	select {
	case <-inf.ackReady:
		return inf.final != nil
	case <-s.ctx.Done():
		return false
	}
}

// AcceptLocalReceipt takes a receipt envelope from the juror role of this
// same node (juror.ServiceConfig.Local), which no stream can carry: it is
// checked and recorded like one that came from this host's peer.
// It is not acknowledged with a signed ack: the juror and the coordinator
// of one host share its key, so an ack would prove nothing to anyone.
func (s *Service) AcceptLocalReceipt(env []byte) error {
	_, err := s.acceptReceipt(s.cfg.Host.ID(), env)
	return err
}

// finalizeHere mints on the calling goroutine, which waits for the mint
// anyway, counted among the service's goroutines so that Close waits for
// it as for those of goFinalize.
func (s *Service) finalizeHere(inf *inflight) {
	if s.enter() {
		defer s.wg.Done()
		s.finalize(inf)
	}
}

// goFinalize mints in a goroutine owned by the service.
func (s *Service) goFinalize(inf *inflight) {
	if s.enter() {
		go func() {
			defer s.wg.Done()
			s.finalize(inf)
		}()
	}
}

// enter counts a caller among the service's goroutines (s.wg), unless the
// service is closed, before Close's Wait can begin; the caller then calls
// s.wg.Done when it is done.
func (s *Service) enter() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.wg.Add(1)
	return true
}

// Host is the libp2p host the coordinator serves on.
func (s *Service) Host() *p2p.Host { return s.cfg.Host }

// Trace reports a step of a request's path (Config.Trace).
func (s *Service) Trace(id, step string) { s.cfg.Trace(id, step) }

// Content returns the published content of a verdict, with its CID;
// ErrNotFound when it has none or the archive no longer holds it.
func (s *Service) Content(ctx context.Context, id string) ([]byte, string, error) {
	rec, err := s.Get(id)
	if err != nil || !rec.Publish || rec.ContentCID == "" || s.cfg.Archive == nil {
		return nil, "", ErrNotFound
	}
	b, err := s.cfg.Archive.Get(ctx, rec.ContentCID)
	if err != nil {
		return nil, "", ErrNotFound
	}
	return b, rec.ContentCID, nil
}
