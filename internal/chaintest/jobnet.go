package chaintest

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
)

var jobsABI = contracts.NewAgenticCommerceJobs()

// DeployJobContract deploys the reference ERC-8183 job contract of the
// contract tests, paying in token, from tx.
func DeployJobContract(t testing.TB, tx *chain.Transactor, token common.Address) common.Address {
	t.Helper()
	r, err := tx.Send(context.Background(), nil, append(common.FromHex(contracts.AgenticCommerceJobsMetaData.Bin),
		jobsABI.PackConstructor(token, new(big.Int))...), nil)
	if err != nil {
		t.Fatalf("deploy the job contract: %v", err)
	}
	return r.ContractAddress
}

// SubmitJob plays an ERC-8183 job up to Submitted on jobContract: the
// client creates it naming evaluator, with description, expiring in a
// day; the provider sets the budget; the client funds it; the provider
// submits sha256(deliverable). It returns the job's ID.
func SubmitJob(t testing.TB, backend chain.Backend, token common.Address, client, provider *chain.Transactor,
	jobContract, evaluator common.Address, description, deliverable string, budget *big.Int) *big.Int {
	t.Helper()
	ctx := context.Background()
	head, err := backend.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := client.Send(ctx, &jobContract, jobsABI.PackCreateJob(provider.Address(), evaluator,
		new(big.Int).SetUint64(head.Time+86_400), description, common.Address{}), nil)
	if err != nil {
		t.Fatalf("createJob: %v", err)
	}
	var id *big.Int
	for _, l := range r.Logs {
		if e, err := jobsABI.UnpackJobCreatedEvent(l); err == nil {
			id = e.JobId
		}
	}
	if id == nil {
		t.Fatal("createJob logged no JobCreated")
	}
	steps := []struct {
		name string
		from *chain.Transactor
		data []byte
	}{
		{"setBudget", provider, jobsABI.PackSetBudget(id, budget, nil)},
		{"fund", client, jobsABI.PackFund(id, budget, nil)},
		{"submit", provider, jobsABI.PackSubmit(id, sha256.Sum256([]byte(deliverable)), nil)},
	}
	for _, s := range steps {
		if s.name == "fund" {
			if _, err := chain.NewToken(backend, token, client).Approve(ctx, jobContract, budget); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.from.Send(ctx, &jobContract, s.data, nil); err != nil {
			t.Fatalf("%s job %s: %v", s.name, id, err)
		}
	}
	return id
}

// OpenCase has opener pay the evaluator's juror fee and open the job's case.
func OpenCase(t testing.TB, backend chain.Backend, token common.Address, opener *chain.Transactor, evaluator, jobContract common.Address, jobID *big.Int) {
	t.Helper()
	ctx := context.Background()
	ev, err := chain.NewEvaluator(ctx, backend, evaluator)
	if err != nil {
		t.Fatal(err)
	}
	fee, err := ev.JurorFee(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chain.NewToken(backend, token, opener).Approve(ctx, evaluator, fee); err != nil {
		t.Fatal(err)
	}
	if _, err := opener.Send(ctx, &evaluator, contracts.NewArbitraEvaluator().PackOpen(jobContract, jobID), nil); err != nil {
		t.Fatalf("open the case of job %s: %v", jobID, err)
	}
}

// Jobs is a devnet whose second escrow was deployed with an
// ArbitraEvaluator, three jurors bonded on it under devnet labels.
type Jobs struct {
	Dev                   *chain.Devnet
	Labels                []string
	Escrow, Evaluator     common.Address
	JobContract, Unlisted common.Address // two reference job contracts
}

// OpenJobs starts a devnet with the accounts given, deploys an escrow with
// an evaluator (juror fee fee per case, three seats, two to decide), and
// two job contracts paying in the devnet's token.
func OpenJobs(t testing.TB, prefix string, fee *big.Int, accounts ...string) *Jobs {
	t.Helper()
	return OpenJobsWithAppeals(t, prefix, fee, 0, accounts...)
}

// OpenJobsWithAppeals is OpenJobs on an escrow whose decided rounds may be
// appealed for appealWindow seconds (under an hour).
func OpenJobsWithAppeals(t testing.TB, prefix string, fee *big.Int, appealWindow uint64, accounts ...string) *Jobs {
	t.Helper()
	ctx := context.Background()
	dev, err := chain.NewDevnet(ctx, chain.DevnetConfig{Accounts: accounts})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	j := &Jobs{Dev: dev}
	owner := dev.Owner()
	stake := chain.DefaultDevnetMinStake
	if _, err := chain.NewToken(dev.Client(), dev.TokenAddress(), owner).Mint(ctx, owner.Address(), new(big.Int).Mul(stake, big.NewInt(3))); err != nil {
		t.Fatal(err)
	}
	var jurors []common.Address
	for i := range 3 {
		l := fmt.Sprintf("%s-%d", prefix, i)
		j.Labels, jurors = append(j.Labels, l), append(jurors, chain.DevAddress(l))
		if err := dev.Fund(ctx, chain.DevAddress(l), big.NewInt(1e18)); err != nil {
			t.Fatal(err)
		}
	}
	j.Escrow, j.Evaluator, err = chain.DeployEscrowWithEvaluator(ctx, owner, chain.EscrowParams{
		Owner: owner.Address(), GracePeriod: 3600, RegistryDelay: 60, StakeToken: dev.TokenAddress(), UnbondDelay: 7200,
		MinJurorStake: stake, MinCoordinatorStake: stake, Jurors: jurors, PanelSize: 3, QuorumThreshold: 2, AppealWindow: appealWindow,
	}, fee)
	if err != nil {
		t.Fatal(err)
	}
	j.JobContract = DeployJobContract(t, owner, dev.TokenAddress())
	j.Unlisted = DeployJobContract(t, owner, dev.TokenAddress())
	return j
}

// Transactor is the devnet account label's transactor.
func (j *Jobs) Transactor(t testing.TB, label string) *chain.Transactor {
	t.Helper()
	tx, err := j.Dev.Transactor(context.Background(), label)
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// Decide has the first two seats of a case sign approved over the case's
// evidence root and relays their ballots from relayer.
func (j *Jobs) Decide(t testing.TB, relayer *chain.Transactor, caseID [32]byte, approved bool) {
	t.Helper()
	ctx := context.Background()
	e, err := chain.NewEscrow(ctx, j.Dev.Client(), j.Escrow, relayer)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Dev.Mine(2); err != nil { // the draw reads the block after the case opened
		t.Fatal(err)
	}
	root, err := e.EvidenceRoot(ctx, caseID)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Panel(ctx, caseID)
	if err != nil {
		t.Fatal(err)
	}
	var sigs [][]byte
	for _, s := range p.Seats[:2] {
		for _, l := range j.Labels {
			if chain.DevAddress(l) != s {
				continue
			}
			sig, err := chain.SignBallot(chain.DevKey(l), e.RoundBallotDigest(caseID, root, 0, approved))
			if err != nil {
				t.Fatal(err)
			}
			sigs = append(sigs, sig)
		}
	}
	if _, err := e.ResolveByQuorum(ctx, caseID, approved, sigs, nil); err != nil {
		t.Fatal(err)
	}
}
