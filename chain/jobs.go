package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
)

// Jobs is a client of an ERC-8183 job contract that has the getJob view
// ArbitraEvaluator reads (contracts/README.md, "ERC-8183 evaluator"). Reads
// need only the backend; the state-changing calls send from the
// Transactor, whose account must be the party the standard names (the
// client creates and funds, the provider submits). Safe for concurrent use.
type Jobs struct {
	backend Backend
	address common.Address
	tx      *Transactor
	bound   *bind.BoundContract
}

// NewJobs returns a client of the job contract at address; tx may be nil for
// reads only. It fails with ErrNoContract if address holds no code.
func NewJobs(ctx context.Context, backend Backend, address common.Address, tx *Transactor) (*Jobs, error) {
	code, err := backend.CodeAt(ctx, address, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: read code at %s: %w", address, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoContract, address)
	}
	return &Jobs{backend: backend, address: address, tx: tx, bound: jobsABI.Instance(backend, address)}, nil
}

// DeployJobs deploys the reference ERC-8183 job contract (tests and the
// devnet only: contracts/src/test/AgenticCommerceJobs.sol) paying in token,
// refusing claimRefund of a Submitted job for refundGrace seconds after its
// expiredAt (0: the normative text).
func DeployJobs(ctx context.Context, tx *Transactor, token common.Address, refundGrace uint64) (common.Address, error) {
	code := append(common.FromHex(contracts.AgenticCommerceJobsMetaData.Bin), jobsABI.PackConstructor(token, new(big.Int).SetUint64(refundGrace))...)
	addr, _, err := deploy(ctx, tx, "AgenticCommerceJobs", code)
	return addr, err
}

// WithTransactor returns a client of the same contract that sends from tx.
func (j *Jobs) WithTransactor(tx *Transactor) *Jobs {
	c := *j
	c.tx = tx
	return &c
}

// Address is the job contract's address.
func (j *Jobs) Address() common.Address { return j.address }

// PaymentToken is the ERC-20 every job of the contract is paid in, and the
// evaluator's juror fee too.
func (j *Jobs) PaymentToken(ctx context.Context) (common.Address, error) {
	return call(ctx, j.bound, nil, "paymentToken", jobsABI.PackPaymentToken(), jobsABI.UnpackPaymentToken)
}

// Job reads a job by getJob.
func (j *Jobs) Job(ctx context.Context, jobID *big.Int) (Job, error) {
	v, err := call(ctx, j.bound, nil, "getJob", jobsABI.PackGetJob(jobID), jobsABI.UnpackGetJob)
	if err != nil {
		return Job{}, err
	}
	if !v.ExpiredAt.IsUint64() {
		return Job{}, fmt.Errorf("chain: job %s expires at %s, beyond uint64", jobID, v.ExpiredAt)
	}
	return Job{Client: v.Client, Provider: v.Provider, Evaluator: v.Evaluator, Description: v.Description, Budget: v.Budget,
		ExpiredAt: v.ExpiredAt.Uint64(), Status: JobStatus(v.Status), Hook: v.Hook, Deliverable: v.Deliverable}, nil
}

// JobTerms are the arguments of CreateJob; the client is the Transactor's account.
type JobTerms struct {
	Provider  common.Address
	Evaluator common.Address
	ExpiredAt uint64 // Unix seconds, after the block that creates the job
	// Description is the job's text: its sha256 is the case's criteria hash.
	Description string
	Hook        common.Address // zero: none
}

// CreateJob creates a job in Open and returns its id, read from the
// JobCreated event of the receipt.
func (j *Jobs) CreateJob(ctx context.Context, t JobTerms) (*big.Int, *types.Receipt, error) {
	r, err := j.send(ctx, "createJob", jobsABI.PackCreateJob(t.Provider, t.Evaluator, new(big.Int).SetUint64(t.ExpiredAt), t.Description, t.Hook))
	if err != nil {
		return nil, r, err
	}
	for _, l := range r.Logs {
		if l.Address != j.address {
			continue
		}
		if ev, err := jobsABI.UnpackJobCreatedEvent(l); err == nil {
			return ev.JobId, r, nil
		}
	}
	return nil, r, fmt.Errorf("chain: createJob in tx %s logged no JobCreated event", r.TxHash)
}

// SetBudget sets the job's price (client or provider, while Open).
func (j *Jobs) SetBudget(ctx context.Context, jobID, amount *big.Int) (*types.Receipt, error) {
	return j.send(ctx, "setBudget", jobsABI.PackSetBudget(jobID, amount, nil))
}

// Fund escrows the budget from the client, who must have approved the job
// contract for it; expectedBudget guards against a budget changed under it.
func (j *Jobs) Fund(ctx context.Context, jobID, expectedBudget *big.Int) (*types.Receipt, error) {
	return j.send(ctx, "fund", jobsABI.PackFund(jobID, expectedBudget, nil))
}

// Submit records the deliverable as the provider.
func (j *Jobs) Submit(ctx context.Context, jobID *big.Int, deliverable [32]byte) (*types.Receipt, error) {
	return j.send(ctx, "submit", jobsABI.PackSubmit(jobID, deliverable, nil))
}

// ClaimRefund returns an expired job's budget to its client; anyone may send it.
func (j *Jobs) ClaimRefund(ctx context.Context, jobID *big.Int) (*types.Receipt, error) {
	return j.send(ctx, "claimRefund", jobsABI.PackClaimRefund(jobID))
}

// JobEnd is the event that ended a job: JobCompleted or JobRejected with
// the reason and the account that sent it, or JobExpired (no reason).
type JobEnd struct {
	Status JobStatus // JobCompleted, JobRejected or JobExpired
	// By is the evaluator of a completion, the rejector of a rejection.
	By          common.Address
	Reason      [32]byte
	BlockNumber uint64
	BlockTime   uint64
	TxHash      common.Hash
}

// End finds the event that ended the job in blocks from the given one to
// the head; ok is false while none did.
func (j *Jobs) End(ctx context.Context, jobID *big.Int, from uint64) (end JobEnd, ok bool, err error) {
	events := jobsABI.GetABI().Events
	completed, rejected, expired := events["JobCompleted"].ID, events["JobRejected"].ID, events["JobExpired"].ID
	logs, err := j.backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{j.address},
		Topics: [][]common.Hash{{completed, rejected, expired}, {common.BigToHash(jobID)}}})
	if err != nil {
		return JobEnd{}, false, fmt.Errorf("chain: filter job logs: %w", err)
	}
	if len(logs) == 0 {
		return JobEnd{}, false, nil
	}
	l := &logs[0] // a job ends once
	end = JobEnd{BlockNumber: l.BlockNumber, TxHash: l.TxHash}
	switch l.Topics[0] {
	case completed:
		e, err := jobsABI.UnpackJobCompletedEvent(l)
		if err != nil {
			return JobEnd{}, false, fmt.Errorf("chain: decode JobCompleted at block %d: %w", l.BlockNumber, err)
		}
		end.Status, end.By, end.Reason = JobCompleted, e.Evaluator, e.Reason
	case rejected:
		e, err := jobsABI.UnpackJobRejectedEvent(l)
		if err != nil {
			return JobEnd{}, false, fmt.Errorf("chain: decode JobRejected at block %d: %w", l.BlockNumber, err)
		}
		end.Status, end.By, end.Reason = JobRejected, e.Rejector, e.Reason
	default:
		end.Status = JobExpired
	}
	h, err := j.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
	if err != nil {
		return JobEnd{}, false, fmt.Errorf("chain: header of block %d: %w", l.BlockNumber, err)
	}
	end.BlockTime = h.Time
	return end, true, nil
}

func (j *Jobs) send(ctx context.Context, method string, data []byte) (*types.Receipt, error) {
	return sendTo(ctx, j.tx, j.address, method, data)
}

// sendTo sends a call of method to a contract from tx (nil: ErrNoTransactor).
func sendTo(ctx context.Context, tx *Transactor, to common.Address, method string, data []byte) (*types.Receipt, error) {
	if tx == nil {
		return nil, fmt.Errorf("%s: %w", method, ErrNoTransactor)
	}
	r, err := tx.Send(ctx, &to, data, nil)
	if err != nil {
		return r, fmt.Errorf("%s: %w", method, err)
	}
	return r, nil
}

// WithTransactor returns a client of the same evaluator that sends Open
// and Settle from tx.
func (e *Evaluator) WithTransactor(tx *Transactor) *Evaluator {
	c := *e
	c.tx = tx
	return &c
}

// Open opens the case of a Submitted job naming the evaluator. The
// Transactor's account pays the juror fee in the job's payment token and
// must have approved the evaluator for it.
func (e *Evaluator) Open(ctx context.Context, jobContract common.Address, jobID *big.Int) (*types.Receipt, error) {
	return e.send(ctx, "open", evaluatorABI.PackOpen(jobContract, jobID))
}

// Settle completes or rejects the job as its case's final outcome decided;
// anyone may send it.
func (e *Evaluator) Settle(ctx context.Context, jobContract common.Address, jobID *big.Int) (*types.Receipt, error) {
	return e.send(ctx, "settle", evaluatorABI.PackSettle(jobContract, jobID))
}

func (e *Evaluator) send(ctx context.Context, method string, data []byte) (*types.Receipt, error) {
	return sendTo(ctx, e.tx, e.address, method, data)
}
