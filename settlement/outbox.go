package settlement

import (
	"cmp"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/outbox"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Outbox entry states.
const (
	StatePending   = "pending"
	StateSent      = outbox.StateSent
	StateConfirmed = "confirmed"
	StateReverted  = "reverted"
	// StateNoQuorum is a decided verdict with fewer agreeing ballots than
	// the escrow needs: nothing is sent, and the buyer may reclaim after
	// the grace period.
	StateNoQuorum = "no_quorum"
)

// Fee relaying states (Entry.Fees.State); a claim in flight is StateSent.
const (
	// FeesOpen: the deal is settled and some ballot the entry holds may
	// be owed a claim.
	FeesOpen = "open"
	// FeesDone: every ballot the entry holds was relayed, found paid or
	// refused, or the ballot window closed. A late ballot opens it again.
	FeesDone = "done"
)

// Settlement methods of an Entry.
const (
	MethodQuorum = "quorum" // the panel's ballots (resolveByQuorum); the default
	MethodOracle = "oracle" // this node's key as the escrow's oracle (resolve); opt-in
)

// Entry is one settlement in the outbox.
type Entry struct {
	DealID    string `json:"deal_id"`
	VerdictID string `json:"verdict_id"`
	// VerdictHash is empty while a deal relayed ahead of its mint
	// (DealDecidedHook) has no record yet.
	VerdictHash string `json:"verdict_hash"`
	Approved    bool   `json:"approved"`
	// Method is MethodQuorum or MethodOracle.
	Method string `json:"method"`
	// Signers and Ballots are the seats whose ballots agree with the
	// decision and their EIP-712 signatures, in seat order (quorum only).
	Signers []string `json:"signers,omitempty"`
	Ballots []string `json:"ballots,omitempty"`
	// Dissenters and Dissents are the seats whose ballots are for the other
	// outcome and those ballots: sent along so that the escrow pays them
	// their share of the juror fee too, since dissent is no misconduct.
	Dissenters []string `json:"dissenters,omitempty"`
	Dissents   []string `json:"dissents,omitempty"`
	Threshold  int      `json:"threshold,omitempty"`
	// Late are ballots of seats that reached the coordinator after the
	// verdict was minted (AddBallot); only claimJurorFee relays them.
	Late []Ballot `json:"late,omitempty"`
	outbox.Tx
	// AlreadySettled is set when the chain showed the deal settled by
	// another transaction (a previous run's, or the quorum path).
	AlreadySettled bool `json:"already_settled,omitempty"`
	// Fees is the relaying, once the deal is settled, of the ballots the
	// entry holds whose seats the escrow has not paid (nil while the entry
	// holds none or the deal is not settled): a relayer that left a seat's
	// ballot out of the settling call must not cost that seat its fee.
	Fees *outbox.Tx `json:"fees,omitempty"`
	// Round is the deal's round the entry settles (0: the first panel);
	// Finalize is the payout of a decided round on an escrow with an
	// appeal window (nil on one without).
	Round    uint8      `json:"round,omitempty"`
	Finalize *outbox.Tx `json:"finalize,omitempty"`
}

// Ballot is one seat's ballot as the outbox holds it.
type Ballot struct {
	Juror     string `json:"juror"`
	Approved  bool   `json:"approved"`
	Signature string `json:"signature"`
}

// held is every ballot the entry holds: agreeing, dissenting and late.
func (e *Entry) held() []Ballot {
	var out []Ballot
	for i, j := range e.Signers {
		out = append(out, Ballot{Juror: j, Approved: e.Approved, Signature: e.Ballots[i]})
	}
	for i, j := range e.Dissenters {
		out = append(out, Ballot{Juror: j, Approved: !e.Approved, Signature: e.Dissents[i]})
	}
	return append(out, e.Late...)
}

// openFees starts the relaying of the held ballots of a settled entry,
// or starts it again after it was done; a claim in flight is left as it is.
func (e *Entry) openFees() {
	if e.State != StateConfirmed || len(e.held()) == 0 {
		return
	}
	if e.Fees == nil {
		e.Fees = &outbox.Tx{}
	}
	if e.Fees.State == "" || e.Fees.State == FeesDone {
		e.Fees.State = FeesOpen
	}
}

func (e *Entry) feesOpen() bool { return e.Fees != nil && e.Fees.State != FeesDone }

const (
	prefixOutbox = "settle/outbox/"
	// prefixLate holds the ballots AddBallot took until the worker moves
	// them into their entries.
	prefixLate = "settle/late/"
	// prefixMinted holds the mint notes of entries relayed ahead of their
	// mint until the worker adopts them (adoptMinted).
	prefixMinted = "settle/minted/"
)

func mintedKey(slot string) []byte { return []byte(prefixMinted + slot) }

// mintNote is what the mint of a deal relayed ahead of it adds to the
// deal's entry: the verdict's hash, and the record's ballots, of which
// those the entry does not hold yet are relayed by claimJurorFee.
type mintNote struct {
	DealID      string   `json:"deal_id"`
	Round       uint8    `json:"round,omitempty"`
	VerdictHash string   `json:"verdict_hash"`
	Ballots     []Ballot `json:"ballots,omitempty"`
}

func lateKey(dealID, juror string) []byte { return []byte(prefixLate + dealID + "/" + juror) }

// lateBallot is a ballot AddBallot queued for a deal's entry.
type lateBallot struct {
	DealID string `json:"deal_id"`
	Round  uint8  `json:"round,omitempty"`
	Ballot
}

// Escrow is what the outbox needs from the chain client.
type Escrow interface {
	Address() common.Address
	ChainID() *big.Int
	Deal(ctx context.Context, id [32]byte) (chain.DealState, error)
	ResolveNoWait(ctx context.Context, id [32]byte, approved bool, verdictHash [32]byte) (*types.Transaction, error)
	ResolveByQuorumNoWait(ctx context.Context, id [32]byte, approved bool, signatures, dissents [][]byte) (*types.Transaction, error)
	Panel(ctx context.Context, id [32]byte) (chain.Panel, error)
	FeeShares(ctx context.Context, id [32]byte) (chain.FeeShares, error)
	ClaimJurorFeeNoWait(ctx context.Context, id [32]byte, approved bool, signature []byte) (*types.Transaction, error)
	Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
	RoundEscrow
}

// Store is what the outbox and the indexer need from storage.
type Store = outbox.Store

// OutboxConfig wires an Outbox.
type OutboxConfig struct {
	Store  Store
	Escrow Escrow
	Logger *slog.Logger
	// Oracle settles with this node's key as the escrow's oracle instead of
	// with the panel's ballots; the escrow must have been deployed with
	// that oracle.
	Oracle bool
	// BeforeSend, when set, runs before each transaction is sent (a
	// resolution or a fee claim), with the outbox's context; tests block on
	// ctx.Done to stop the node between mint and settlement, and nothing is
	// sent once ctx is done.
	BeforeSend func(ctx context.Context, e Entry)
	// OnFeesRelayed, when set, runs after an entry's fee relaying is
	// recorded done.
	OnFeesRelayed func(e Entry)
}

// Outbox settles minted deal verdicts on the escrow.
type Outbox struct {
	cfg    OutboxConfig
	log    *slog.Logger
	worker *outbox.Worker[Entry]
	// appeals says the escrow has an appeal window (loadAppeals); only
	// the worker's goroutine reads and writes it.
	appeals, appealsRead bool
	unbondDelay          uint64 // the escrow's, which closes every round's ballots
}

// NewOutbox returns an outbox; Start runs its worker.
func NewOutbox(cfg OutboxConfig) *Outbox {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	o := &Outbox{cfg: cfg, log: cfg.Logger.With("component", "settlement")}
	o.worker = outbox.New(outbox.Config[Entry]{
		Store: cfg.Store, Prefix: prefixOutbox, Interval: time.Second, Logger: o.log,
		Open: func(e Entry) bool {
			return e.State == StatePending || e.State == StateSent || e.feesOpen() || e.finalizeOpen()
		},
		Step:    func(ctx context.Context, e Entry) (bool, error) { return true, o.step(ctx, e) },
		Prepare: func(bool) { o.adoptLate(); o.adoptMinted() },
	})
	return o
}

// MintHook writes the settlement of a deal verdict into the mint
// transaction. Verdicts without a deal, for another escrow, or undecided
// write nothing. A deal relayed ahead of its mint (DealDecidedHook) has its
// entry already: the mint leaves a note of its hash and of every ballot
// its record holds, which the worker adds to the entry (adoptMinted).
func (o *Outbox) MintHook(tx *store.Txn, m *coordinator.Minted) error {
	d, decision := m.Verdict.Verdict.Deal, m.Verdict.Verdict.Decision
	if !o.settles(d, decision, m.Verdict.Verdict.ID) {
		return nil
	}
	var e Entry
	err := tx.Get(outboxKey(d.DealID.String(), d.Round), &e)
	switch {
	case err == nil && e.VerdictID == m.Verdict.Verdict.ID && e.VerdictHash == "":
		note := mintNote{DealID: e.DealID, Round: d.Round, VerdictHash: "0x" + m.Verdict.HashHex(), Ballots: ballotsOf(m.Receipts)}
		if err := tx.Put(mintedKey(roundSlot(e.DealID, d.Round)), &note); err != nil {
			return err
		}
		tx.OnCommit(o.worker.Kick)
		return nil
	case err == nil:
		o.log.Warn("deal already has a settlement; not queuing another", "deal", d.DealID)
		return nil
	case !errors.Is(err, store.ErrNotFound):
		return err
	}
	e = o.entryOf(d, m.Verdict.Verdict.ID, decision, m.Request.Request.MinVotes, m.Receipts)
	e.VerdictHash = "0x" + m.Verdict.HashHex()
	if e.Method == MethodQuorum && len(e.Ballots) < e.Threshold {
		e.State = StateNoQuorum
		e.Error = fmt.Sprintf("%d ballots agree with %s; the escrow needs %d", len(e.Ballots), decision, e.Threshold)
		o.log.Warn("not enough agreeing ballots to settle", "deal", d.DealID, "ballots", len(e.Ballots), "threshold", e.Threshold)
	}
	if err := o.worker.Put(tx, outboxKey(d.DealID.String(), d.Round), &e); err != nil {
		return err
	}
	tx.OnCommit(o.worker.Kick)
	return nil
}

// DealDecidedHook queues the settlement of a deal by the ballots that
// decided it, before its verdict is minted, in the transaction that
// writes their receipts (coordinator.Config.DealDecided): a deal settles
// at the speed of its majority, not of the hold for its other seats. Only
// a settlement by ballots goes ahead (the oracle's names the verdict
// hash), and only with the escrow's threshold of agreeing ballots; the
// entry is keyed by deal and round like the mint's, so a deal relayed
// twice (a restart) or minted first is queued once.
func (o *Outbox) DealDecidedHook(tx *store.Txn, dd *coordinator.Decided) error {
	d := dd.Request.Request.Deal
	if o.cfg.Oracle || !o.settles(d, dd.Decision, dd.Request.Request.ID) {
		return nil
	}
	if ok, err := tx.Has(outboxKey(d.DealID.String(), d.Round)); err != nil || ok {
		return err
	}
	e := o.entryOf(d, dd.Request.Request.ID, dd.Decision, dd.Request.Request.MinVotes, dd.Receipts)
	if len(e.Ballots) < e.Threshold {
		return nil // the mint records why it cannot settle
	}
	if err := o.worker.Put(tx, outboxKey(d.DealID.String(), d.Round), &e); err != nil {
		return err
	}
	o.log.Info("deal relayed ahead of its record", "deal", d.DealID, "round", d.Round, "ballots", len(e.Ballots))
	tx.OnCommit(o.worker.Kick) // woken before the commit, a pass would find nothing until the next tick
	return nil
}

// settles reports whether a decision on deal d is this outbox's to
// settle: a deal of its escrow, decided PASS or FAIL.
func (o *Outbox) settles(d *verdict.Deal, decision, verdictID string) bool {
	if d == nil {
		return false
	}
	if chainID, _ := verdict.ChainIDOf(o.cfg.Escrow.ChainID()); d.ChainID != chainID || d.Escrow != verdict.Address(o.cfg.Escrow.Address()) {
		o.log.Warn("deal is on another escrow; not settling", "deal", d.DealID, "chain_id", d.ChainID, "escrow", d.Escrow)
		return false
	}
	if decision != verdict.OptionPass && decision != verdict.OptionFail {
		o.log.Info("undecided verdict: the deal stays open", "deal", d.DealID, "verdict", verdictID)
		return false
	}
	return true
}

// entryOf is the pending settlement of deal d as decided by the receipts:
// the agreeing ballots that settle it and the dissents paid with them.
func (o *Outbox) entryOf(d *verdict.Deal, verdictID, decision string, threshold int, receipts []verdict.Receipt) Entry {
	e := Entry{
		DealID: d.DealID.String(), VerdictID: verdictID, Approved: decision == verdict.OptionPass, Method: MethodOracle,
		Round: d.Round, Tx: outbox.Tx{State: StatePending, UpdatedAt: verdict.FormatTime(time.Now())},
	}
	if o.cfg.Oracle {
		return e
	}
	e.Method, e.Threshold = MethodQuorum, threshold
	for _, rc := range receipts {
		switch {
		case rc.Ballot == nil:
		case rc.Ballot.Approved == e.Approved && rc.Vote == decision:
			e.Signers = append(e.Signers, rc.Juror.String())
			e.Ballots = append(e.Ballots, rc.Ballot.Signature)
		case rc.Ballot.Approved != e.Approved && (rc.Vote == verdict.OptionPass || rc.Vote == verdict.OptionFail) && rc.Vote != decision:
			e.Dissenters = append(e.Dissenters, rc.Juror.String())
			e.Dissents = append(e.Dissents, rc.Ballot.Signature)
		}
	}
	return e
}

// ballotsOf is every ballot the receipts carry.
func ballotsOf(receipts []verdict.Receipt) []Ballot {
	var out []Ballot
	for _, rc := range receipts {
		if rc.Ballot != nil {
			out = append(out, Ballot{Juror: rc.Juror.String(), Approved: rc.Ballot.Approved, Signature: rc.Ballot.Signature})
		}
	}
	return out
}

// AddRoundBallot holds the ballot of a seat that reached the coordinator
// after its deal round's verdict was minted (a late seat): once the round is settled,
// the outbox relays it by claimJurorFee like every ballot it holds, until
// the ballot window closes. The escrow checks the signature. It fails with
// store.ErrNotFound when the deal has no settlement entry; a seat whose
// ballot the entry holds already keeps that one.
func (o *Outbox) AddRoundBallot(dealID verdict.DealID, round uint8, juror verdict.Address, b verdict.Ballot) error {
	if _, err := hexutil.Decode(b.Signature); err != nil {
		return fmt.Errorf("settlement: ballot of %s: %w", juror, err)
	}
	late := lateBallot{DealID: dealID.String(), Round: round, Ballot: Ballot{Juror: juror.String(), Approved: b.Approved, Signature: b.Signature}}
	err := o.cfg.Store.Update(func(tx *store.Txn) error {
		if ok, err := tx.Has(outboxKey(late.DealID, round)); err != nil || !ok {
			return cmp.Or(err, store.ErrNotFound)
		}
		return tx.Put(lateKey(roundSlot(late.DealID, round), late.Juror), &late)
	})
	if err != nil {
		return err
	}
	o.worker.Kick()
	return nil
}

// queuedRows reads the rows under prefix that decode as T; a row that
// does not is left where it is.
func queuedRows[T any](st Store, prefix string) []T {
	var out []T
	_ = st.Scan([]byte(prefix), func(_, v []byte) error {
		var row T
		if err := json.Unmarshal(v, &row); err == nil {
			out = append(out, row)
		}
		return nil
	})
	return out
}

// adoptLate moves the ballots AddBallot queued into their entries. It runs
// on the worker's goroutine before each pass, so that the worker stays the
// one writer of an entry and no step saves its copy over a ballot added.
func (o *Outbox) adoptLate() {
	for _, l := range queuedRows[lateBallot](o.cfg.Store, prefixLate) {
		err := o.cfg.Store.Update(func(tx *store.Txn) error {
			var e Entry
			err := tx.Get(outboxKey(l.DealID, l.Round), &e)
			if err != nil && !errors.Is(err, store.ErrNotFound) {
				return err
			}
			if err == nil && !slices.ContainsFunc(e.held(), func(b Ballot) bool { return b.Juror == l.Juror }) {
				e.Late = append(e.Late, l.Ballot)
				e.openFees()
				e.UpdatedAt = verdict.FormatTime(time.Now())
				if err := o.worker.Put(tx, outboxKey(l.DealID, l.Round), &e); err != nil {
					return err
				}
			}
			return tx.Delete(lateKey(roundSlot(l.DealID, l.Round), l.Juror))
		})
		if err != nil {
			o.log.Warn("could not hold a late ballot; will retry", "deal", l.DealID, "juror", l.Juror, "err", err)
		}
	}
}

// adoptMinted adds each mint note to its entry, on the worker's goroutine
// as adoptLate does: the verdict hash, and the record's ballots the entry
// does not hold, which the seats' fee claims then relay.
func (o *Outbox) adoptMinted() {
	for _, n := range queuedRows[mintNote](o.cfg.Store, prefixMinted) {
		err := o.cfg.Store.Update(func(tx *store.Txn) error {
			var e Entry
			if err := tx.Get(outboxKey(n.DealID, n.Round), &e); err != nil && !errors.Is(err, store.ErrNotFound) {
				return err
			} else if err == nil {
				e.VerdictHash = n.VerdictHash
				held := len(e.Late)
				for _, b := range n.Ballots {
					if !slices.ContainsFunc(e.held(), func(h Ballot) bool { return h.Juror == b.Juror }) {
						e.Late = append(e.Late, b)
					}
				}
				if len(e.Late) > held { // else the fees relayed already cover every ballot
					e.openFees()
				}
				e.UpdatedAt = verdict.FormatTime(time.Now())
				if err := o.worker.Put(tx, outboxKey(n.DealID, n.Round), &e); err != nil {
					return err
				}
			}
			return tx.Delete(mintedKey(roundSlot(n.DealID, n.Round)))
		})
		if err != nil {
			o.log.Warn("could not add a mint to its relayed settlement; will retry", "deal", n.DealID, "err", err)
		}
	}
}

// Get returns a deal's outbox entry (store.ErrNotFound if none).
func (o *Outbox) Get(dealID verdict.DealID) (Entry, error) {
	var e Entry
	err := o.cfg.Store.Get(outboxKey(dealID.String(), 0), &e)
	return e, err
}

// Counts returns how many entries the outbox holds in each state, every
// state present (zero included) so that a dashboard's series do not vanish.
func (o *Outbox) Counts() (map[string]int, error) {
	n := map[string]int{StatePending: 0, StateSent: 0, StateConfirmed: 0, StateReverted: 0, StateNoQuorum: 0}
	err := o.worker.Each(func(e Entry) error {
		n[e.State]++
		return nil
	})
	return n, err
}

// Start runs the worker until Close.
func (o *Outbox) Start() { o.worker.Start() }

// Close stops the worker and waits for it. Entries in flight stay in the
// store and resume at the next Start.
func (o *Outbox) Close() error {
	o.worker.Close()
	return nil
}

func (o *Outbox) save(e *Entry) error {
	e.UpdatedAt = verdict.FormatTime(time.Now())
	if e.Fees != nil {
		e.Fees.UpdatedAt = e.UpdatedAt
	}
	return o.cfg.Store.Update(func(tx *store.Txn) error { return o.worker.Put(tx, outboxKey(e.DealID, e.Round), e) })
}

// step settles an entry, then relays the ballots the settlement left
// unpaid, and on an escrow with an appeal window pays the decided round
// out once its window has closed.
func (o *Outbox) step(ctx context.Context, e Entry) error {
	if err := o.loadAppeals(ctx); err != nil {
		return err
	}
	if e.State != StateConfirmed {
		if err := o.settle(ctx, &e); err != nil || e.State != StateConfirmed {
			return err
		}
	}
	if e.feesOpen() {
		if err := o.relayFees(ctx, &e); err != nil {
			return err
		}
	}
	return o.finalize(ctx, &e)
}

func (o *Outbox) settle(ctx context.Context, e *Entry) error {
	id, err := verdict.ParseHash32(e.DealID)
	if err != nil {
		return err
	}
	var hash [32]byte // only the oracle names the verdict
	if e.Method == MethodOracle {
		if hash, err = verdict.ParseHash32(e.VerdictHash); err != nil {
			return err
		}
	}
	// A transaction already sent: look for its receipt first.
	if e.State == StateSent && e.TxHash != "" {
		r, wait, err := e.Mined(ctx, o.cfg.Escrow)
		switch {
		case err != nil || wait:
			return err
		case r != nil && r.Status == types.ReceiptStatusSuccessful:
			return o.confirm(e, r, false)
		case r != nil:
			return o.reverted(ctx, e, id, "transaction reverted", r)
		}
	}
	// Read the chain before sending anything.
	st, err := o.cfg.Escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("read deal: %w", err)
	}
	switch {
	case roundDone(st, e.Round):
		o.log.Info("deal round already settled on chain", "deal", e.DealID, "round", e.Round, "status", st.Status)
		e.AlreadySettled = true
		return o.confirm(e, nil, true)
	case st.Status == chain.StatusSubmitted && st.Round == e.Round:
	default:
		e.Error = fmt.Sprintf("deal is %s on chain; waiting for the seller's submission", st.Status)
		return o.save(e)
	}
	if err := o.beforeSend(ctx, e); err != nil {
		return err
	}
	tx, err := o.send(ctx, e, id, hash)
	if re := (*chain.RevertError)(nil); errors.As(err, &re) {
		e.Attempts++
		return o.reverted(ctx, e, id, re.Error(), nil)
	}
	e.Sending(tx, err)
	if err := cmp.Or(err, o.save(e)); err != nil {
		return err
	}
	// No waiting here: the next pass reads the receipt, so that one slow
	// block does not hold back every other deal's settlement.
	o.log.Info("settlement sent", "deal", e.DealID, "approved", e.Approved, "tx", e.TxHash)
	return nil
}

// beforeSend runs the BeforeSend hook; nothing is sent once ctx is done.
func (o *Outbox) beforeSend(ctx context.Context, e *Entry) error {
	if o.cfg.BeforeSend != nil {
		o.cfg.BeforeSend(ctx, *e)
	}
	return ctx.Err()
}

// send sends the entry's resolution by its method.
func (o *Outbox) send(ctx context.Context, e *Entry, id, verdictHash [32]byte) (*types.Transaction, error) {
	if e.Method == MethodOracle {
		return o.cfg.Escrow.ResolveNoWait(ctx, id, e.Approved, verdictHash)
	}
	sigs, err := decodeBallots(e.Ballots, e.Signers)
	if err != nil {
		return nil, err
	}
	dissents, err := decodeBallots(e.Dissents, e.Dissenters)
	if err != nil {
		return nil, err
	}
	tx, err := o.cfg.Escrow.ResolveByQuorumNoWait(ctx, id, e.Approved, sigs, dissents)
	if len(dissents) > 0 && errors.Is(err, chain.ErrInvalidBallot) {
		// A dissent the escrow refuses must not keep the deal from
		// settling; the dissents stay held, and relayFees claims each one
		// on its own, so that only the bad one goes unpaid.
		o.log.Warn("the escrow refused a dissenting ballot; settling without dissents", "deal", e.DealID, "error", err)
		return o.cfg.Escrow.ResolveByQuorumNoWait(ctx, id, e.Approved, sigs, nil)
	}
	return tx, err
}

func decodeBallots(ballots, signers []string) ([][]byte, error) {
	sigs := make([][]byte, len(ballots))
	for i, b := range ballots {
		sig, err := hexutil.Decode(b)
		if err != nil {
			return nil, fmt.Errorf("ballot of %s: %w", signers[i], err)
		}
		sigs[i] = sig
	}
	return sigs, nil
}

// reverted records a reverted resolution (r is nil when the gas estimate
// reverted), unless the deal is settled on chain anyway: a transaction from
// before a crash may have been mined ahead of the one sent after it, or a
// front-runner's settlement landed between the read and the send.
func (o *Outbox) reverted(ctx context.Context, e *Entry, id [32]byte, reason string, r *types.Receipt) error {
	if st, err := o.cfg.Escrow.Deal(ctx, id); err == nil && roundDone(st, e.Round) {
		o.log.Info("resolution reverted because the deal was already settled", "deal", e.DealID, "tx", e.TxHash)
		e.AlreadySettled = true
		return o.confirm(e, nil, true)
	}
	e.State, e.Error = StateReverted, reason
	if r != nil {
		e.Block = r.BlockNumber.Uint64()
	}
	o.log.Error("settlement reverted", "deal", e.DealID, "tx", e.TxHash, "reason", reason)
	return o.save(e)
}

func (o *Outbox) confirm(e *Entry, r *types.Receipt, already bool) error {
	e.State, e.Error = StateConfirmed, ""
	e.openFees()
	o.openFinalize(e)
	if r != nil {
		e.Block, e.GasUsed = r.BlockNumber.Uint64(), r.GasUsed
	}
	if err := o.save(e); err != nil {
		return err
	}
	o.log.Info("settlement confirmed", "deal", e.DealID, "approved", e.Approved, "tx", e.TxHash, "already_settled", already)
	return nil
}

// relayFees relays, by claimJurorFee, every ballot the entry holds of a
// seat the escrow has not paid. It sends the claims of one pass without
// waiting and records the last: one key's transactions are mined in nonce
// order, so once the last claim's receipt is in, every claim of the pass
// is, and the escrow's paid mask, read at the next pass, says what is still
// owed. A restart that lost track of a claim therefore sends nothing for
// the seat that claim paid; the escrow refuses a second payment anyway
// (FeeAlreadyPaid), and ends the relaying when nothing is owed
// (NothingToClaim) or the ballot window has closed.
func (o *Outbox) relayFees(ctx context.Context, e *Entry) error {
	id, err := verdict.ParseHash32(e.DealID)
	if err != nil {
		return err
	}
	f := e.Fees
	if f.State == StateSent && f.TxHash != "" {
		// Whatever the receipt says, the paid mask read next tells.
		if _, wait, err := f.Mined(ctx, o.cfg.Escrow); err != nil || wait {
			return err
		}
	}
	owed, err := o.roundShares(ctx, id, e.Round)
	if err != nil {
		return fmt.Errorf("read fee shares: %w", err)
	}
	if owed.Unpaid == 0 {
		return o.feesDone(e, "")
	}
	panel, err := o.roundPanel(ctx, id, e.Round)
	if err != nil {
		return fmt.Errorf("read panel: %w", err)
	}
	var refused []string
	sent := false
	for _, b := range e.held() {
		seat := slices.Index(panel.Seats, common.HexToAddress(b.Juror))
		if seat >= 0 && owed.Paid(seat) {
			continue
		}
		sig, err := hexutil.Decode(b.Signature)
		if seat < 0 || err != nil {
			refused = append(refused, b.Juror)
			continue
		}
		err = o.claim(ctx, e, id, b, sig)
		switch {
		case err == nil:
			sent = true
		case errors.Is(err, chain.ErrFeeAlreadyPaid):
		case errors.Is(err, chain.ErrInvalidBallot):
			refused = append(refused, b.Juror)
		case errors.Is(err, chain.ErrNothingToClaim), errors.Is(err, chain.ErrBallotWindowClosed):
			return o.feesDone(e, err.Error())
		default:
			return err
		}
	}
	if sent {
		return nil // the next pass reads the receipts and the paid mask
	}
	note := ""
	if len(refused) > 0 {
		note = "the escrow pays no fee for the ballots of " + strings.Join(refused, ", ")
	}
	return o.feesDone(e, note)
}

// claim sends one seat's claimJurorFee and records it before anything else
// happens, so that a restart looks for its receipt before sending again; it
// returns the escrow's refusal at the gas estimate, if any.
func (o *Outbox) claim(ctx context.Context, e *Entry, id [32]byte, b Ballot, sig []byte) error {
	if err := o.beforeSend(ctx, e); err != nil {
		return err
	}
	tx, err := o.claimFee(ctx, id, e.Round, b.Approved, sig)
	if err != nil {
		return err
	}
	e.Fees.Sending(tx, nil)
	if err := o.save(e); err != nil {
		return err
	}
	o.log.Info("juror fee claim sent", "deal", e.DealID, "juror", b.Juror, "approved", b.Approved, "tx", e.Fees.TxHash)
	return nil
}

func (o *Outbox) feesDone(e *Entry, note string) error {
	e.Fees.State, e.Fees.Error = FeesDone, note
	if err := o.save(e); err != nil {
		return err
	}
	o.log.Info("juror fees relayed", "deal", e.DealID, "claims", e.Fees.Attempts, "note", note)
	if o.cfg.OnFeesRelayed != nil {
		o.cfg.OnFeesRelayed(*e)
	}
	return nil
}

// DealIDHex renders a deal ID as records carry it.
func DealIDHex(id [32]byte) string { return "0x" + hex.EncodeToString(id[:]) }
