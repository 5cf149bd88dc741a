package chain

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

var (
	evaluatorABI = contracts.NewArbitraEvaluator()
	jobsABI      = contracts.NewAgenticCommerceJobs()
)

// JobStatus is an ERC-8183 job's status, as the standard numbers them.
type JobStatus uint8

const (
	JobOpen JobStatus = iota
	JobFunded
	JobSubmitted
	JobCompleted
	JobRejected
	JobExpired
)

func (s JobStatus) String() string {
	switch s {
	case JobOpen:
		return "open"
	case JobFunded:
		return "funded"
	case JobSubmitted:
		return "submitted"
	case JobCompleted:
		return "completed"
	case JobRejected:
		return "rejected"
	case JobExpired:
		return "expired"
	}
	return fmt.Sprintf("job status %d", uint8(s))
}

// Job is an ERC-8183 job as ArbitraEvaluator reads it, through the job
// contract's getJob (contracts/README.md, "ERC-8183 evaluator").
type Job struct {
	Client      common.Address
	Provider    common.Address
	Evaluator   common.Address
	Description string
	Budget      *big.Int
	ExpiredAt   uint64
	Status      JobStatus
	Hook        common.Address
	// Deliverable is what the provider's submit recorded; zero before.
	Deliverable [32]byte
}

// CriteriaHash is the case's criteria hash: sha256 of the description.
func (j Job) CriteriaHash() [32]byte { return sha256.Sum256([]byte(j.Description)) }

// EvidenceRoot is the evidence root the ballots on the job's case sign.
func (j Job) EvidenceRoot() [32]byte {
	return verdict.DealEvidenceRoot(j.CriteriaHash(), j.Deliverable)
}

// CaseTag is the first four bytes of every case id and of no deal id: the
// escrow's createDeal refuses it, so no one can take a job's case id first.
var CaseTag = [4]byte{'c', 'a', 's', 'e'}

// NewDealID draws a random deal id outside the cases' ids (see CaseTag).
func NewDealID() ([32]byte, error) {
	for {
		var id [32]byte
		if _, err := rand.Read(id[:]); err != nil {
			return id, err
		}
		if [4]byte(id[:4]) != CaseTag {
			return id, nil
		}
	}
}

// EvaluatorCaseID is the escrow deal id of a job's case, computed as the
// evaluator does: CaseTag followed by the first 28 bytes of
// keccak256(abi.encode(chainID, evaluator, jobContract, jobID)).
func EvaluatorCaseID(chainID *big.Int, evaluator, jobContract common.Address, jobID *big.Int) [32]byte {
	h := crypto.Keccak256Hash(common.BigToHash(chainID).Bytes(), common.BytesToHash(evaluator.Bytes()).Bytes(),
		common.BytesToHash(jobContract.Bytes()).Bytes(), common.BigToHash(jobID).Bytes())
	var id [32]byte
	copy(id[:4], CaseTag[:])
	copy(id[4:], h[:28])
	return id
}

// EvaluatorCase is a case the evaluator opened: its job, and whether settle
// applied the escrow's outcome to it.
type EvaluatorCase struct {
	JobContract common.Address // zero: no such case
	JobID       *big.Int
	Settled     bool
}

// CaseOpened is an evaluator's CaseOpened event with where it was logged.
type CaseOpened struct {
	CaseID          [32]byte
	JobContract     common.Address
	JobID           *big.Int
	Opener          common.Address
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	JurorFee        *big.Int
	BlockNumber     uint64
	TxHash          common.Hash
}

// CaseSettled is an evaluator's CaseSettled event: the job was completed
// (Completed) or rejected with VerdictHash as its reason.
type CaseSettled struct {
	CaseID      [32]byte
	JobContract common.Address
	JobID       *big.Int
	Completed   bool
	VerdictHash [32]byte
	BlockNumber uint64
	TxHash      common.Hash
}

// EvaluatorEvent is one of the evaluator's events; exactly one field is set.
type EvaluatorEvent struct {
	Opened  *CaseOpened
	Settled *CaseSettled
}

// Evaluator reads one ArbitraEvaluator deployment and the ERC-8183 jobs
// that name it. Safe for concurrent use.
type Evaluator struct {
	backend Backend
	address common.Address
	bound   *bind.BoundContract
	tx      *Transactor // nil: a reader only
}

// NewEvaluator returns a reader of the evaluator at address; it fails with
// ErrNoContract if address holds no code.
func NewEvaluator(ctx context.Context, backend Backend, address common.Address) (*Evaluator, error) {
	code, err := backend.CodeAt(ctx, address, nil)
	if err != nil {
		return nil, fmt.Errorf("chain: read code at %s: %w", address, err)
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrNoContract, address)
	}
	return &Evaluator{backend: backend, address: address, bound: evaluatorABI.Instance(backend, address)}, nil
}

// Address is the evaluator's address.
func (e *Evaluator) Address() common.Address { return e.address }

// Escrow is the escrow whose court decides the evaluator's cases.
func (e *Evaluator) Escrow(ctx context.Context) (common.Address, error) {
	return call(ctx, e.bound, nil, "escrow", evaluatorABI.PackEscrow(), evaluatorABI.UnpackEscrow)
}

// JurorFee is what opening a case costs, in the job's payment token.
func (e *Evaluator) JurorFee(ctx context.Context) (*big.Int, error) {
	return call(ctx, e.bound, nil, "jurorFee", evaluatorABI.PackJurorFee(), evaluatorABI.UnpackJurorFee)
}

// CaseID is the escrow deal id of the job's case, as the contract computes it.
func (e *Evaluator) CaseID(ctx context.Context, jobContract common.Address, jobID *big.Int) ([32]byte, error) {
	return call(ctx, e.bound, nil, "caseIdOf", evaluatorABI.PackCaseIdOf(jobContract, jobID), evaluatorABI.UnpackCaseIdOf)
}

// Case is the case with that id (JobContract zero when none was opened).
func (e *Evaluator) Case(ctx context.Context, caseID [32]byte) (EvaluatorCase, error) {
	c, err := call(ctx, e.bound, nil, "caseOf", evaluatorABI.PackCaseOf(caseID), evaluatorABI.UnpackCaseOf)
	if err != nil {
		return EvaluatorCase{}, err
	}
	return EvaluatorCase{JobContract: c.JobContract, JobID: c.JobId, Settled: c.Settled}, nil
}

// Job reads a job through its contract's getJob, the view the evaluator uses.
func (e *Evaluator) Job(ctx context.Context, jobContract common.Address, jobID *big.Int) (Job, error) {
	return (&Jobs{backend: e.backend, address: jobContract, bound: jobsABI.Instance(e.backend, jobContract)}).Job(ctx, jobID)
}

// Events lists the evaluator's CaseOpened and CaseSettled events in blocks
// [from, to] (to nil: the head), of jobContract if it is not zero, in log order.
func (e *Evaluator) Events(ctx context.Context, from uint64, to *uint64, jobContract common.Address) ([]EvaluatorEvent, error) {
	events := evaluatorABI.GetABI().Events
	opened, settled := events["CaseOpened"].ID, events["CaseSettled"].ID
	topics := [][]common.Hash{{opened, settled}, nil, nil}
	if jobContract != (common.Address{}) {
		topics[2] = []common.Hash{common.BytesToHash(jobContract.Bytes())}
	}
	q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{e.address}, Topics: topics}
	if to != nil {
		q.ToBlock = new(big.Int).SetUint64(*to)
	}
	logs, err := e.backend.FilterLogs(ctx, q)
	if err != nil {
		return nil, fmt.Errorf("chain: filter evaluator logs: %w", err)
	}
	out := make([]EvaluatorEvent, 0, len(logs))
	for i := range logs {
		ev, err := decodeEvaluatorLog(&logs[i], opened)
		if err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, nil
}

func decodeEvaluatorLog(l *types.Log, opened common.Hash) (EvaluatorEvent, error) {
	if l.Topics[0] == opened {
		e, err := evaluatorABI.UnpackCaseOpenedEvent(l)
		if err != nil {
			return EvaluatorEvent{}, fmt.Errorf("chain: decode CaseOpened at block %d: %w", l.BlockNumber, err)
		}
		return EvaluatorEvent{Opened: &CaseOpened{CaseID: e.DealId, JobContract: e.JobContract, JobID: e.JobId, Opener: e.Opener,
			CriteriaHash: e.CriteriaHash, DeliverableHash: e.DeliverableHash, JurorFee: e.JurorFee,
			BlockNumber: l.BlockNumber, TxHash: l.TxHash}}, nil
	}
	e, err := evaluatorABI.UnpackCaseSettledEvent(l)
	if err != nil {
		return EvaluatorEvent{}, fmt.Errorf("chain: decode CaseSettled at block %d: %w", l.BlockNumber, err)
	}
	return EvaluatorEvent{Settled: &CaseSettled{CaseID: e.DealId, JobContract: e.JobContract, JobID: e.JobId, Completed: e.Completed,
		VerdictHash: e.VerdictHash, BlockNumber: l.BlockNumber, TxHash: l.TxHash}}, nil
}
