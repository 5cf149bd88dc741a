package mcpserver

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// Jobs is the ERC-8183 side an agent acts on: one ArbitraEvaluator and a
// default job contract on one chain, with the agent's own key as a job's
// client. Implementations must be safe for concurrent use.
type Jobs interface {
	// ChainID is the chain's ID, in decimal.
	ChainID() string
	// Evaluator is the ArbitraEvaluator the jobs name.
	Evaluator() common.Address
	// JobContract is the job contract a call names, or the default one
	// when it names none.
	JobContract(named string) (common.Address, error)
	// CreateJob creates a job naming the evaluator from the client's
	// account, sets its budget and funds it (approving the token when needed).
	CreateJob(ctx context.Context, j NewJob) (JobTx, error)
	// Job reads a job and its case on the evaluator's escrow.
	Job(ctx context.Context, jobContract common.Address, jobID *big.Int) (audit.JobCase, error)
	// Validation reads an ERC-8004 validation request's status.
	Validation(ctx context.Context, registry common.Address, requestHash [32]byte) (chain.Validation, error)
}

// NewJob is a job to create and fund.
type NewJob struct {
	JobContract common.Address
	Provider    common.Address
	Description string
	Budget      *big.Int
	ExpiredAt   time.Time
}

// JobTx is a created and funded job.
type JobTx struct {
	JobID  *big.Int
	Client string
	// CreateTx and FundTx are the transactions of createJob and fund.
	CreateTx, FundTx string
	Block            uint64
}

// ChainJobs is Jobs over the chain package; client may be nil, and
// create_job then fails with a clear message.
type ChainJobs struct {
	backend   chain.Backend
	evaluator *chain.Evaluator
	jobs      common.Address
	client    *chain.Transactor
}

// NewChainJobs binds an evaluator and a default job contract (zero: every
// call names one) to the client's key.
func NewChainJobs(ctx context.Context, backend chain.Backend, evaluator, jobs common.Address, client *chain.Transactor) (*ChainJobs, error) {
	ev, err := chain.NewEvaluator(ctx, backend, evaluator)
	if err != nil {
		return nil, err
	}
	return &ChainJobs{backend: backend, evaluator: ev, jobs: jobs, client: client}, nil
}

// ChainID implements Jobs.
func (c *ChainJobs) ChainID() string {
	if c.client != nil {
		return c.client.ChainID().String()
	}
	id, err := c.backend.ChainID(context.Background())
	if err != nil {
		return "unknown"
	}
	return id.String()
}

// Evaluator implements Jobs.
func (c *ChainJobs) Evaluator() common.Address { return c.evaluator.Address() }

// JobContract implements Jobs.
func (c *ChainJobs) JobContract(named string) (common.Address, error) {
	switch {
	case named != "":
		a, err := verdict.ParseAddressTyped(named)
		if err != nil {
			return common.Address{}, fmt.Errorf("job_contract: %w", err)
		}
		return a.Common(), nil
	case c.jobs == (common.Address{}):
		return common.Address{}, errors.New("name the job_contract: no default job contract is configured")
	}
	return c.jobs, nil
}

// CreateJob implements Jobs: createJob, setBudget, approve, fund.
func (c *ChainJobs) CreateJob(ctx context.Context, j NewJob) (JobTx, error) {
	if c.client == nil {
		return JobTx{}, errors.New("no client key is configured for jobs")
	}
	jobs, err := chain.NewJobs(ctx, c.backend, j.JobContract, c.client)
	if err != nil {
		return JobTx{}, err
	}
	token, err := jobs.PaymentToken(ctx)
	if err != nil {
		return JobTx{}, err
	}
	id, r, err := jobs.CreateJob(ctx, chain.JobTerms{Provider: j.Provider, Evaluator: c.evaluator.Address(),
		ExpiredAt: uint64(j.ExpiredAt.Unix()), Description: j.Description})
	if err != nil {
		return JobTx{}, err
	}
	if _, err := jobs.SetBudget(ctx, id, j.Budget); err != nil {
		return JobTx{}, fmt.Errorf("job %s: %w", id, err)
	}
	if _, err := chain.NewToken(c.backend, token, c.client).Approve(ctx, jobs.Address(), j.Budget); err != nil {
		return JobTx{}, fmt.Errorf("job %s: approve the job contract: %w", id, err)
	}
	fr, err := jobs.Fund(ctx, id, j.Budget)
	if err != nil {
		return JobTx{}, fmt.Errorf("job %s: %w", id, err)
	}
	return JobTx{JobID: id, Client: verdict.AddressString(c.client.Address()), CreateTx: r.TxHash.Hex(), FundTx: fr.TxHash.Hex(),
		Block: fr.BlockNumber.Uint64()}, nil
}

// Job implements Jobs.
func (c *ChainJobs) Job(ctx context.Context, jobContract common.Address, jobID *big.Int) (audit.JobCase, error) {
	return audit.ReadJob(ctx, c.backend, c.evaluator.Address(), jobContract, jobID)
}

// Validation implements Jobs.
func (c *ChainJobs) Validation(ctx context.Context, registry common.Address, requestHash [32]byte) (chain.Validation, error) {
	return chain.ReadValidation(ctx, c.backend, registry, requestHash, 0)
}

// CreateJobInput is the input of create_job.
type CreateJobInput struct {
	JobContract string `json:"job_contract,omitempty" jsonschema:"the ERC-8183 job contract address; optional when one is configured"`
	Provider    string `json:"provider" jsonschema:"the provider agent's address"`
	Description string `json:"description" jsonschema:"the job's description holding (or naming by hash or CID) the acceptance criteria; sha256 of its UTF-8 bytes is what the panel judges against"`
	Budget      string `json:"budget" jsonschema:"the budget in the payment token's base units, a decimal integer"`
	ExpiredAt   string `json:"expired_at" jsonschema:"RFC 3339 time after which the client may claim a refund; leave room for the panel and any appeal window"`
}

// CreateJobOutput is the result of create_job.
type CreateJobOutput struct {
	ChainID      string `json:"chain_id"`
	JobContract  string `json:"job_contract"`
	JobID        string `json:"job_id"`
	Evaluator    string `json:"evaluator"`
	Client       string `json:"client"`
	Provider     string `json:"provider"`
	Budget       string `json:"budget"`
	CriteriaHash string `json:"criteria_hash" jsonschema:"sha256 of the description: the case's criteria hash"`
	ExpiredAt    string `json:"expired_at"`
	CreateTx     string `json:"create_tx"`
	FundTx       string `json:"fund_tx"`
	Block        uint64 `json:"block"`
}

func (s *server) createJob(ctx context.Context, in CreateJobInput) (*CreateJobOutput, error) {
	contract, err := s.jobs.JobContract(in.JobContract)
	if err != nil {
		return nil, err
	}
	j := NewJob{JobContract: contract, Description: in.Description}
	provider, err := verdict.ParseAddressTyped(in.Provider)
	if err != nil {
		return nil, fmt.Errorf("provider: %w", err)
	}
	j.Provider = provider.Common()
	switch {
	case strings.TrimSpace(in.Description) == "":
		return nil, errors.New("description is empty: it is what the panel judges the deliverable against")
	case !utf8.ValidString(in.Description):
		return nil, errors.New("description is not valid UTF-8")
	}
	var ok bool
	if j.Budget, ok = new(big.Int).SetString(in.Budget, 10); !ok || j.Budget.Sign() <= 0 {
		return nil, fmt.Errorf("budget %q is not a positive decimal integer of base units", in.Budget)
	}
	if j.ExpiredAt, err = time.Parse(time.RFC3339, in.ExpiredAt); err != nil {
		return nil, fmt.Errorf("expired_at %q must be an RFC 3339 time such as 2099-01-01T00:00:00Z", in.ExpiredAt)
	}
	if !j.ExpiredAt.After(s.now()) {
		return nil, fmt.Errorf("expired_at %s is not in the future", in.ExpiredAt)
	}
	tx, err := s.jobs.CreateJob(ctx, j)
	if err != nil {
		return nil, fmt.Errorf("create a job on %s, chain %s: %w", verdict.AddressString(contract), s.jobs.ChainID(), err)
	}
	return &CreateJobOutput{ChainID: s.jobs.ChainID(), JobContract: verdict.AddressString(contract), JobID: tx.JobID.String(),
		Evaluator: verdict.AddressString(s.jobs.Evaluator()), Client: tx.Client, Provider: verdict.AddressString(j.Provider),
		Budget: j.Budget.String(), CriteriaHash: verdict.Hex32(sha256.Sum256([]byte(in.Description))),
		ExpiredAt: j.ExpiredAt.UTC().Format(time.RFC3339), CreateTx: tx.CreateTx, FundTx: tx.FundTx, Block: tx.Block}, nil
}

// JobInput names a job.
type JobInput struct {
	JobContract string `json:"job_contract,omitempty" jsonschema:"the ERC-8183 job contract address; optional when one is configured"`
	JobID       string `json:"job_id" jsonschema:"the job id, a decimal integer"`
}

// JobVerdictOutput is the result of job_verdict: the job and its case, and
// the job checks of an audit (job-evaluator, job-evidence, job-outcome).
type JobVerdictOutput struct {
	audit.JobView
	Checks []verdict.Check `json:"checks"`
}

func (s *server) jobVerdict(ctx context.Context, in JobInput) (*JobVerdictOutput, error) {
	contract, err := s.jobs.JobContract(in.JobContract)
	if err != nil {
		return nil, err
	}
	id, err := verdict.ParseUint256(in.JobID)
	if err != nil || id.Sign() <= 0 {
		return nil, fmt.Errorf("job_id %q is not a job id (a decimal integer above 0)", in.JobID)
	}
	jc, err := s.jobs.Job(ctx, contract, id)
	if err != nil {
		return nil, fmt.Errorf("read job %s of %s: %w", id, verdict.AddressString(contract), err)
	}
	return &JobVerdictOutput{JobView: jc.View(), Checks: audit.CheckJob(jc)}, nil
}

// JobValidationInput names an ERC-8004 validation request.
type JobValidationInput struct {
	Registry    string `json:"registry" jsonschema:"the ERC-8004 validation registry address"`
	RequestHash string `json:"request_hash" jsonschema:"the validation request's hash, 0x and 64 hex digits"`
}

func (s *server) jobValidation(ctx context.Context, in JobValidationInput) (*ValidationOutput, error) {
	registry, err := verdict.ParseAddressTyped(in.Registry)
	if err != nil {
		return nil, fmt.Errorf("registry: %w", err)
	}
	h, err := verdict.ParseHash32(in.RequestHash)
	if err != nil {
		return nil, fmt.Errorf("request_hash: %w", err)
	}
	v, err := s.jobs.Validation(ctx, registry.Common(), h)
	if err != nil {
		return nil, err
	}
	if v.Validator == (common.Address{}) {
		return nil, fmt.Errorf("the registry has no validation request %s", verdict.Hex32(h))
	}
	out := ValidationOf(v)
	return &out, nil
}

// ValidationOutput is an ERC-8004 validation's status, as job_validation
// and `arbitra job validation` print it.
type ValidationOutput struct {
	RequestHash  string `json:"request_hash"`
	Validator    string `json:"validator"`
	AgentID      string `json:"agent_id"`
	Responded    bool   `json:"responded"`
	Response     uint8  `json:"response" jsonschema:"0-100: arbitra answers 100 for PASS, 0 for FAIL"`
	ResponseURI  string `json:"response_uri,omitempty" jsonschema:"ipfs://<record CID> from arbitra"`
	ResponseHash string `json:"response_hash" jsonschema:"the verdict hash from arbitra"`
	Tag          string `json:"tag,omitempty"`
	LastUpdate   uint64 `json:"last_update,omitempty"`
	// Responses counts the validator's answers: arbitra never changes a final one.
	Responses int `json:"responses"`
}

// ValidationOf is v's ValidationOutput.
func ValidationOf(v chain.Validation) ValidationOutput {
	out := ValidationOutput{RequestHash: verdict.Hex32(v.RequestHash), Validator: verdict.AddressString(v.Validator), Responded: v.Responded,
		Response: v.Response, ResponseURI: v.ResponseURI, ResponseHash: verdict.Hex32(v.ResponseHash), Tag: v.Tag, LastUpdate: v.LastUpdate,
		Responses: v.Responses}
	if v.AgentID != nil {
		out.AgentID = v.AgentID.String()
	}
	return out
}
