package settlement

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// ERC-8004 validation and feedback of the jobs served (docs/erc8183.md).
const (
	keyValCursor = "settle/val/cursor"
	// prefixValReq holds the validation requests naming this node that
	// are not done yet, in chain order (block, then log index).
	prefixValReq = "settle/val/req/"
	// prefixValJob holds, by job, the one request answered for it.
	prefixValJob = "settle/val/job/"
	// prefixValDone marks the requests done, by request hash, so that
	// reading their event again (a cursor reset) does nothing.
	prefixValDone = "settle/val/done/"

	// ValidationTag is the tag of arbitra's validation responses and the
	// first tag of its feedback; FeedbackTag2 is the feedback's second.
	ValidationTag = "arbitra"
	FeedbackTag2  = "erc8183"
	// JobURIScheme starts a requestURI that names an ERC-8183 job:
	// erc8183:<chain id>:<job contract, checksummed>:<job id>.
	JobURIScheme = "erc8183:"
)

func valReqKey(block uint64, index uint) []byte {
	return fmt.Appendf(nil, "%s%020d/%08d", prefixValReq, block, index)
}

func valJobKey(jobContract common.Address, jobID *big.Int) []byte {
	return []byte(prefixValJob + jobContract.Hex() + "/" + jobID.String())
}

func valDoneKey(requestHash string) []byte { return []byte(prefixValDone + requestHash) }

// ValidationConfig turns on the ERC-8004 answers of a JobWatcher.
type ValidationConfig struct {
	// Registry is the validation registry whose requests naming the
	// Transactor's address (the validator) are answered.
	Registry common.Address
	// Reputation, when not zero, is the reputation registry that gets one
	// feedback per answered job that settled through the evaluator.
	Reputation common.Address
	Backend    chain.Backend
	// Transactor is the node's: the one that sends settle.
	Transactor *chain.Transactor
	// Record is the verdict hash (the digest of the record's CID) of the
	// record the coordinator settled a round of a deal with
	// (store.ErrNotFound while there is none).
	Record func(dealID verdict.DealID, round uint8) ([32]byte, error)
	// BeforeSend, when set, runs before each transaction is broadcast
	// (what is "response" or "feedback"); tests crash the node there.
	BeforeSend func(ctx context.Context, what string, requestHash [32]byte)
	// AfterSend, when set, runs once a transaction was broadcast, before
	// its receipt is recorded.
	AfterSend func(ctx context.Context, what string, requestHash [32]byte)
}

// signedTx is a transaction stored, signed, before it was broadcast: after
// a crash the same bytes are broadcast again, never a second transaction.
type signedTx struct {
	Raw  string `json:"raw"`
	Hash string `json:"hash"`
}

// valRequest is a validation request naming this node and a served job.
type valRequest struct {
	Key         string         `json:"key"`
	RequestHash string         `json:"request_hash"`
	AgentID     *big.Int       `json:"agent_id"`
	Block       uint64         `json:"block"`
	JobContract common.Address `json:"job_contract"`
	JobID       *big.Int       `json:"job_id"`
	// Claimed: the request is the job's one request (its agent is the
	// provider's).
	Claimed bool `json:"claimed,omitempty"`
	// Answered: the registry holds this node's response; Response, URI
	// and Hash are what it answered.
	Answered     bool      `json:"answered,omitempty"`
	Response     uint8     `json:"response,omitempty"`
	URI          string    `json:"uri,omitempty"`
	Hash         string    `json:"hash,omitempty"`
	ResponseTx   *signedTx `json:"response_tx,omitempty"`
	FeedbackTx   *signedTx `json:"feedback_tx,omitempty"`
	FeedbackDone bool      `json:"feedback_done,omitempty"`
	// Sends counts the transactions signed for the request, response and
	// feedback: past maxSends (each mined but reverted) it is given up.
	Sends int `json:"sends,omitempty"`
}

// maxSends bounds the transactions one request costs: a response and a
// feedback, and a resend of each whose nonce went to another transaction.
const maxSends = 4

// ParseJobURI reads a requestURI of the one form that names an ERC-8183
// job, erc8183:<chain id>:<job contract>:<job id>: the scheme in lower
// case, decimals without sign or leading zeros, the address checksummed
// (EIP-55), nothing around it. The chain ID must be chainID.
func ParseJobURI(s string, chainID *big.Int) (common.Address, *big.Int, error) {
	rest, ok := strings.CutPrefix(s, JobURIScheme)
	if !ok {
		return common.Address{}, nil, fmt.Errorf("requestURI %q does not start with %s", s, JobURIScheme)
	}
	parts := strings.Split(rest, ":")
	if len(parts) != 3 {
		return common.Address{}, nil, fmt.Errorf("requestURI %q is not %s<chain id>:<job contract>:<job id>", s, JobURIScheme)
	}
	if c, err := verdict.ParseChainID(parts[0]); err != nil || c.Big().Cmp(chainID) != 0 {
		return common.Address{}, nil, fmt.Errorf("requestURI %q: chain id %q is not %s", s, parts[0], chainID)
	}
	// The typed parser, then its one checksummed spelling.
	if a, err := verdict.ParseAddressTyped(parts[1]); err != nil || common.Address(a).Hex() != parts[1] {
		return common.Address{}, nil, fmt.Errorf("requestURI %q: job contract %q is not a checksummed address", s, parts[1])
	}
	id, err := verdict.ParseUint256(parts[2])
	if err != nil {
		return common.Address{}, nil, fmt.Errorf("requestURI %q: job id %q is not a decimal uint256", s, parts[2])
	}
	return common.HexToAddress(parts[1]), id, nil
}

// JobURI is the requestURI that names a job (ParseJobURI reads it).
func JobURI(chainID *big.Int, jobContract common.Address, jobID *big.Int) string {
	return fmt.Sprintf("%s%s:%s:%s", JobURIScheme, chainID, jobContract.Hex(), jobID)
}

// Validator is the address whose validation requests the watcher answers
// (zero when validation is off).
func (w *JobWatcher) Validator() common.Address {
	if w.cfg.Validation == nil {
		return common.Address{}
	}
	return w.cfg.Validation.Transactor.Address()
}

// syncValidation records the requests naming this node and a served job
// in the confirmed blocks not read yet, then steps every one recorded, in
// chain order.
func (w *JobWatcher) syncValidation(ctx context.Context) error {
	v := w.cfg.Validation
	chainID := v.Transactor.ChainID()
	read := func(ctx context.Context, from, to uint64) ([]chain.ValidationRequest, error) {
		return chain.ValidationRequests(ctx, v.Backend, v.Registry, v.Transactor.Address(), from, to)
	}
	err := followConfirmed(ctx, w.cfg.Store, keyValCursor, w.cfg.FromBlock, w.cfg.Confirmations, w.cfg.Escrow.HeadNumber, read,
		func(tx *store.Txn, reqs []chain.ValidationRequest) error {
			for _, r := range reqs {
				hash := verdict.Hex32(r.RequestHash)
				jobContract, jobID, err := ParseJobURI(r.RequestURI, chainID)
				switch {
				case err != nil:
					w.log.Info("validation request ignored", "request", hash, "err", err)
					continue
				case !w.Serves(jobContract):
					w.log.Info("validation request ignored: job contract not served", "request", hash, "job_contract", jobContract)
					continue
				}
				var done bool
				if err := tx.Get(valDoneKey(hash), &done); err == nil {
					continue
				}
				key := valReqKey(r.BlockNumber, r.LogIndex)
				if err := tx.Put(key, valRequest{Key: string(key), RequestHash: hash, AgentID: r.AgentID, Block: r.BlockNumber,
					JobContract: jobContract, JobID: jobID}); err != nil {
					return err
				}
			}
			return nil
		})
	if err != nil {
		return err
	}
	w.cursorPassed()
	err = stepAll(ctx, w.cfg.Store, prefixValReq, w.stepValidation, func(r valRequest, err error) {
		w.log.Warn("validation step failed; will retry", "request", r.RequestHash, "job", r.JobID, "err", err)
	})
	if err != nil {
		return err
	}
	var next uint64
	if err := w.cfg.Store.Get([]byte(keyValCursor), &next); err == nil {
		w.readTo.Store(next)
	}
	return nil
}

// dropRequest forgets a request that is not answered, and marks it done.
func (w *JobWatcher) dropRequest(r valRequest, why string) error {
	w.log.Info("validation request not answered", "request", r.RequestHash, "job", r.JobID, "agent", r.AgentID, "why", why)
	return w.finishRequest(r)
}

func (w *JobWatcher) finishRequest(r valRequest) error {
	return w.cfg.Store.Update(func(tx *store.Txn) error {
		if err := tx.Delete([]byte(r.Key)); err != nil {
			return err
		}
		return tx.Put(valDoneKey(r.RequestHash), true)
	})
}

func (w *JobWatcher) saveRequest(r *valRequest) error {
	return w.cfg.Store.Update(func(tx *store.Txn) error { return tx.Put([]byte(r.Key), r) })
}

// stepValidation claims a request for its job, answers it once the job's
// case is final, and gives feedback once the job settled.
func (w *JobWatcher) stepValidation(ctx context.Context, r valRequest) error {
	v := w.cfg.Validation
	reqHash, err := verdict.ParseHash32(r.RequestHash)
	if err != nil {
		return w.dropRequest(r, "unreadable request hash")
	}
	job, err := w.cfg.Evaluator.Job(ctx, r.JobContract, r.JobID)
	if errors.Is(err, chain.ErrNoSuchJob) {
		return w.dropRequest(r, "no such job")
	} else if err != nil {
		return err
	}
	if !r.Claimed {
		if job.Evaluator != w.cfg.Evaluator.Address() {
			return w.dropRequest(r, "the job's evaluator is not this coordinator's")
		}
		if w.identity == (common.Address{}) {
			if w.identity, err = chain.IdentityRegistryOf(ctx, v.Backend, v.Registry); err != nil {
				return err
			}
		}
		mine, err := chain.IsOwnerOrOperator(ctx, v.Backend, w.identity, job.Provider, r.AgentID)
		if re := (*chain.RevertError)(nil); errors.As(err, &re) {
			return w.dropRequest(r, "no such agent")
		} else if err != nil {
			return err
		}
		if !mine {
			return w.dropRequest(r, "the agent is not the job provider's")
		}
		var taken bool
		err = w.cfg.Store.Update(func(tx *store.Txn) error {
			var holder string
			if err := tx.Get(valJobKey(r.JobContract, r.JobID), &holder); err == nil && holder != r.RequestHash {
				taken = true
				return nil
			}
			r.Claimed = true
			if err := tx.Put(valJobKey(r.JobContract, r.JobID), r.RequestHash); err != nil {
				return err
			}
			return tx.Put([]byte(r.Key), r)
		})
		if err != nil {
			return err
		}
		if taken {
			return w.dropRequest(r, "the job's validation is another request's")
		}
	}
	if !r.Answered {
		answered, err := w.answer(ctx, &r, reqHash, job)
		if err != nil || !answered {
			return err
		}
	}
	if v.Reputation == (common.Address{}) || r.FeedbackDone {
		return w.finishRequest(r)
	}
	return w.feedback(ctx, &r, reqHash, job)
}

// answer sends the validation response once the job's case is final;
// answered says the registry holds it.
func (w *JobWatcher) answer(ctx context.Context, r *valRequest, reqHash [32]byte, job chain.Job) (answered bool, err error) {
	v := w.cfg.Validation
	if r.ResponseTx != nil {
		mined, err := w.pending(ctx, r.ResponseTx)
		if err != nil || !mined {
			return false, err
		}
		r.ResponseTx = nil // mined, reverted, or never to be mined: the registry says which
	}
	st, err := chain.ReadValidation(ctx, v.Backend, v.Registry, reqHash, r.Block)
	if err != nil {
		return false, err
	}
	if st.Validator != v.Transactor.Address() {
		return false, w.dropRequest(*r, "the registry names another validator")
	}
	if st.LastUpdate != 0 {
		// Answered, by this node before a crash or now: never again.
		r.Answered, r.Response, r.URI, r.Hash = true, st.Response, st.ResponseURI, verdict.Hex32(st.ResponseHash)
		w.log.Info("validation answered", "request", r.RequestHash, "job", r.JobID, "response", st.Response, "uri", st.ResponseURI)
		return true, w.saveRequest(r)
	}
	caseID, err := w.cfg.Evaluator.CaseID(ctx, r.JobContract, r.JobID)
	if err != nil {
		return false, err
	}
	deal, err := w.cfg.Escrow.Deal(ctx, caseID)
	if err != nil {
		return false, err
	}
	final := (deal.Status == chain.StatusReleased || deal.Status == chain.StatusRefunded) && deal.VerdictHash != [32]byte{}
	if !final {
		if job.Status == chain.JobExpired {
			return false, w.dropRequest(*r, "the job expired without a final outcome")
		}
		return false, nil
	}
	recordHash, err := v.Record(verdict.DealID(caseID), deal.Round)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil // not (yet) a record of this coordinator's
	} else if err != nil {
		return false, err
	}
	response := uint8(0)
	if deal.Status == chain.StatusReleased {
		response = 100
	}
	uri := "ipfs://" + verdict.CIDForHash(recordHash).String()
	data := chain.ValidationResponseCall(reqHash, response, uri, deal.VerdictHash, ValidationTag)
	return false, w.sendOnce(ctx, r, &r.ResponseTx, "response", reqHash, v.Registry, data)
}

// feedback gives the job's feedback once the job settled through the
// evaluator (completed or rejected); an expired job gets none.
func (w *JobWatcher) feedback(ctx context.Context, r *valRequest, reqHash [32]byte, job chain.Job) error {
	v := w.cfg.Validation
	if r.FeedbackTx != nil {
		mined, err := w.pending(ctx, r.FeedbackTx)
		if err != nil || !mined {
			return err
		}
		rc, err := v.Backend.TransactionReceipt(ctx, common.HexToHash(r.FeedbackTx.Hash))
		switch {
		case err == nil && rc.Status == types.ReceiptStatusSuccessful:
			w.log.Info("feedback given", "request", r.RequestHash, "job", r.JobID, "tx", r.FeedbackTx.Hash)
			r.FeedbackDone = true
			return w.finishRequest(*r)
		case err == nil:
			w.log.Warn("feedback reverted: not given", "request", r.RequestHash, "job", r.JobID, "tx", r.FeedbackTx.Hash)
			r.FeedbackDone = true
			return w.finishRequest(*r)
		}
		// never mined (its nonce went to another): send it anew
		r.FeedbackTx = nil
	}
	switch job.Status {
	case chain.JobCompleted, chain.JobRejected:
	case chain.JobExpired:
		w.log.Info("no feedback: the job expired and was refunded", "request", r.RequestHash, "job", r.JobID)
		return w.finishRequest(*r)
	default:
		return nil // settles later
	}
	hash, err := verdict.ParseHash32(r.Hash)
	if err != nil {
		return w.finishRequest(*r)
	}
	data := chain.GiveFeedbackCall(chain.Feedback{AgentID: r.AgentID, Value: big.NewInt(int64(r.Response)), Tag1: ValidationTag,
		Tag2: FeedbackTag2, FeedbackURI: r.URI, FeedbackHash: hash})
	err = w.sendOnce(ctx, r, &r.FeedbackTx, "feedback", reqHash, v.Reputation, data)
	if re := (*chain.RevertError)(nil); errors.As(err, &re) {
		w.log.Warn("feedback refused by the registry: not given", "request", r.RequestHash, "job", r.JobID, "err", err)
		r.FeedbackTx, r.FeedbackDone = nil, true
		return w.finishRequest(*r)
	}
	return err
}

// sendOnce stores the signed transaction in *slot before it is broadcast,
// then waits for its receipt; the next step reads the outcome.
func (w *JobWatcher) sendOnce(ctx context.Context, r *valRequest, slot **signedTx, what string, reqHash [32]byte, to common.Address, data []byte) error {
	v := w.cfg.Validation
	if r.Sends >= maxSends {
		return w.dropRequest(*r, fmt.Sprintf("%d transactions sent for it already", r.Sends))
	}
	if v.BeforeSend != nil {
		v.BeforeSend(ctx, what, reqHash)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	tx, err := v.Transactor.SendNoWaitLogged(ctx, &to, data, nil, func(tx *types.Transaction) error {
		raw, err := tx.MarshalBinary()
		if err != nil {
			return err
		}
		*slot = &signedTx{Raw: hexutil.Encode(raw), Hash: tx.Hash().Hex()}
		r.Sends++
		return w.saveRequest(r)
	})
	if err != nil {
		return fmt.Errorf("%s for request %s: %w", what, r.RequestHash, err)
	}
	w.log.Info("validation "+what+" sent", "request", r.RequestHash, "job", r.JobID, "tx", tx.Hash())
	if v.AfterSend != nil {
		v.AfterSend(ctx, what, reqHash)
	}
	if _, err := v.Transactor.Wait(ctx, tx); err != nil && ctx.Err() != nil {
		return err
	}
	return nil // the next step reads the receipt
}

// pending reports whether a stored transaction is done with: mined (its
// receipt is there) or never to be mined (its nonce went to another). One
// that may still be mined is broadcast again, as it was signed.
func (w *JobWatcher) pending(ctx context.Context, s *signedTx) (done bool, err error) {
	v := w.cfg.Validation
	if _, err := v.Backend.TransactionReceipt(ctx, common.HexToHash(s.Hash)); err == nil {
		return true, nil
	} else if !errors.Is(err, ethereum.NotFound) {
		return false, err
	}
	raw, err := hexutil.Decode(s.Raw)
	if err != nil {
		return true, nil
	}
	var tx types.Transaction
	if err := tx.UnmarshalBinary(raw); err != nil {
		return true, nil
	}
	consumed, err := v.Transactor.Rebroadcast(ctx, &tx)
	if err != nil || !consumed {
		return false, err
	}
	// Its nonce is used: by it (the receipt is there now) or by another.
	if _, err := v.Backend.TransactionReceipt(ctx, tx.Hash()); err != nil && !errors.Is(err, ethereum.NotFound) {
		return false, err
	}
	return true, nil
}
