package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/arbitra-network/arbitra/identity"
)

// Devnet defaults.
const (
	// DevnetChainID is the chain ID of every Devnet (the simulated backend's).
	DevnetChainID = 1337
	// DevnetOwnerLabel is the label of the account that deploys the
	// contracts and owns the escrow.
	DevnetOwnerLabel = "owner"
	// DefaultDevnetGracePeriod applies when DevnetConfig.GracePeriod is zero.
	DefaultDevnetGracePeriod = time.Hour
	// DefaultDevnetRegistryDelay applies when DevnetConfig.RegistryDelay is
	// zero: short, so that a test or demo can change the registry and see it
	// in force after one AdjustTime.
	DefaultDevnetRegistryDelay = time.Minute
)

// DefaultDevnetMinStake is a Devnet's minimum juror and coordinator stake
// when DevnetConfig leaves it nil: 100 USDC.
var DefaultDevnetMinStake = big.NewInt(100_000_000)

// DefaultDevnetBuyerUSDC is what each buyer gets minted, 1,000,000 USDC.
var DefaultDevnetBuyerUSDC = big.NewInt(1_000_000_000_000)

var devnetEther = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// ErrDevnetClosed is returned by a Devnet's client after Close.
var ErrDevnetClosed = errors.New("chain: devnet closed")

// DevKey derives the Devnet private key for label: keccak256("arbitra-devnet/"+label).
// The same label always gives the same key, so tests and demos can name
// their accounts. Never use these keys on a real network.
func DevKey(label string) *ecdsa.PrivateKey { return identity.Derive(label) }

// DevAddress is the address of DevKey(label).
func DevAddress(label string) common.Address {
	return crypto.PubkeyToAddress(DevKey(label).PublicKey)
}

// DevnetConfig configures NewDevnet. The zero value gives an escrow without
// an oracle and without jurors, and one buyer "buyer".
type DevnetConfig struct {
	// Oracle opts the escrow into the oracle path: that account may resolve
	// deals. Zero (the default) deploys an escrow that only juror ballots
	// and refunds settle.
	Oracle common.Address
	// Jurors are bonded in the escrow's constructor with MinJurorStake each,
	// minted to the owner, and drawable from the start, in this order.
	Jurors []common.Address
	// PanelSize is how many seats are drawn per deal; zero means
	// len(Jurors) (and 1 with no jurors).
	PanelSize uint8
	// QuorumThreshold is how many of a deal's seats settle it; zero means a
	// majority of PanelSize.
	QuorumThreshold uint8
	// RegistryDelay is how long addJuror, removeJuror and setPanel take to
	// apply; zero means DefaultDevnetRegistryDelay. Whole seconds count.
	RegistryDelay time.Duration
	// GracePeriod after a submission before the buyer may reclaim; zero
	// means DefaultDevnetGracePeriod. Whole seconds count.
	GracePeriod time.Duration
	// UnbondDelay between an unbonding request and its payout, more than
	// GracePeriod; zero means twice GracePeriod. Whole seconds count.
	UnbondDelay time.Duration
	// AppealWindow after a round's decision during which its losing party
	// may appeal; zero (the default) settles ballots at once, without
	// appeals. GracePeriod + AppealWindow must be under UnbondDelay. Whole
	// seconds count.
	AppealWindow time.Duration
	// MinJurorStake and MinCoordinatorStake, in MockUSDC units; nil means
	// DefaultDevnetMinStake.
	MinJurorStake       *big.Int
	MinCoordinatorStake *big.Int
	// Buyers are labels whose accounts get ether and BuyerUSDC MockUSDC;
	// nil means []string{"buyer"}.
	Buyers []string
	// BuyerUSDC is minted to each buyer; nil means DefaultDevnetBuyerUSDC.
	BuyerUSDC *big.Int
	// EvaluatorFee, when set, deploys an ArbitraEvaluator as the escrow's
	// case opener with that juror fee per case, and the reference ERC-8183
	// job contract paying in MockUSDC (EvaluatorAddress, JobsAddress). It
	// needs an escrow without Oracle.
	EvaluatorFee *big.Int
	// Registries deploys the reference ERC-8004 identity, validation and
	// reputation registries (RegistriesAddresses).
	Registries bool
	// Accounts are further labels whose accounts get ether. The owner,
	// "oracle", "seller", the buyers, Oracle and Jurors always do.
	Accounts []string
}

// Devnet is an in-process Ethereum chain (go-ethereum's simulated backend)
// with MockUSDC, ArbiterEscrow and VerdictAnchor deployed. A block is mined as soon as a
// transaction is sent through Client, so code that sends and then waits for a
// receipt works the same here as against a real node. Block times follow the
// wall clock unless AdjustTime moves them ahead.
//
// A deal's panel is drawn from the hash of the block after its submission,
// which calls and gas estimates at the head see once the head is two blocks
// past the submission. Nothing but a transaction mines on a Devnet, so after
// a submission call Mine(2) (or send two transactions) before Escrow.Panel
// or ResolveByQuorum.
//
// A Devnet is safe for concurrent use. It starts no goroutine of its own
// (the simulated node inside runs its own until Close); Close shuts it down.
type Devnet struct {
	sim    *simulated.Backend
	client *devnetClient
	owner  *Transactor
	escrow common.Address
	token  common.Address
	anchor common.Address
	// evaluator and jobs are zero unless DevnetConfig.EvaluatorFee is set.
	evaluator common.Address
	jobs      common.Address
	// registries are zero unless DevnetConfig.Registries is set.
	registries Registries

	mu     sync.Mutex // serializes sending, mining and time travel
	closed bool
}

// NewDevnet starts a chain, funds the accounts and deploys the contracts.
func NewDevnet(ctx context.Context, cfg DevnetConfig) (*Devnet, error) {
	if cfg.PanelSize == 0 {
		if len(cfg.Jurors) > 255 {
			return nil, fmt.Errorf("%w: %d jurors need an explicit PanelSize", ErrInvalidArgument, len(cfg.Jurors))
		}
		cfg.PanelSize = uint8(max(1, len(cfg.Jurors)))
	}
	if cfg.QuorumThreshold == 0 {
		cfg.QuorumThreshold = cfg.PanelSize/2 + 1
	}
	if cfg.RegistryDelay == 0 {
		cfg.RegistryDelay = DefaultDevnetRegistryDelay
	}
	delay := uint64(cfg.RegistryDelay / time.Second)
	if delay == 0 {
		return nil, fmt.Errorf("%w: registry delay %s is under a second", ErrInvalidArgument, cfg.RegistryDelay)
	}
	if cfg.GracePeriod == 0 {
		cfg.GracePeriod = DefaultDevnetGracePeriod
	}
	grace := uint64(cfg.GracePeriod / time.Second)
	if grace == 0 {
		return nil, fmt.Errorf("%w: grace period %s is under a second", ErrInvalidArgument, cfg.GracePeriod)
	}
	if cfg.UnbondDelay == 0 {
		cfg.UnbondDelay = 2 * time.Duration(grace) * time.Second
	}
	if cfg.MinJurorStake == nil {
		cfg.MinJurorStake = DefaultDevnetMinStake
	}
	if cfg.MinCoordinatorStake == nil {
		cfg.MinCoordinatorStake = DefaultDevnetMinStake
	}
	if cfg.Buyers == nil {
		cfg.Buyers = []string{"buyer"}
	}
	if cfg.BuyerUSDC == nil {
		cfg.BuyerUSDC = DefaultDevnetBuyerUSDC
	}

	alloc := types.GenesisAlloc{}
	fund := func(a common.Address) { alloc[a] = types.Account{Balance: new(big.Int).Set(devnetEther)} }
	for _, label := range slices.Concat([]string{DevnetOwnerLabel, "oracle", "seller"}, cfg.Buyers, cfg.Accounts) {
		fund(DevAddress(label))
	}
	if cfg.Oracle != (common.Address{}) {
		fund(cfg.Oracle)
	}
	for _, j := range cfg.Jurors {
		fund(j)
	}

	d := &Devnet{sim: simulated.NewBackend(alloc)}
	d.client = &devnetClient{Client: d.sim.Client(), d: d}
	if err := d.setup(ctx, cfg, grace, delay); err != nil {
		_ = d.Close()
		return nil, err
	}
	return d, nil
}

func (d *Devnet) setup(ctx context.Context, cfg DevnetConfig, grace, delay uint64) error {
	owner, err := NewTransactor(ctx, d.client, DevKey(DevnetOwnerLabel), WithPollInterval(10*time.Millisecond))
	if err != nil {
		return err
	}
	d.owner = owner
	if d.token, _, err = DeployMockUSDC(ctx, owner); err != nil {
		return err
	}
	token := NewToken(d.client, d.token, owner)
	if len(cfg.Jurors) > 0 {
		bonds := new(big.Int).Mul(cfg.MinJurorStake, big.NewInt(int64(len(cfg.Jurors))))
		if _, err := token.Mint(ctx, owner.Address(), bonds); err != nil {
			return fmt.Errorf("chain: mint the jurors' bonds: %w", err)
		}
	}
	p := EscrowParams{
		Owner: owner.Address(), Oracle: cfg.Oracle, GracePeriod: grace, RegistryDelay: delay,
		StakeToken: d.token, UnbondDelay: uint64(cfg.UnbondDelay / time.Second), AppealWindow: uint64(cfg.AppealWindow / time.Second),
		MinJurorStake: cfg.MinJurorStake, MinCoordinatorStake: cfg.MinCoordinatorStake,
		Jurors: cfg.Jurors, PanelSize: cfg.PanelSize, QuorumThreshold: cfg.QuorumThreshold,
	}
	if cfg.EvaluatorFee != nil {
		if d.escrow, d.evaluator, err = DeployEscrowWithEvaluator(ctx, owner, p, cfg.EvaluatorFee); err != nil {
			return err
		}
		if d.jobs, err = DeployJobs(ctx, owner, d.token, 0); err != nil {
			return err
		}
	} else if d.escrow, _, err = DeployEscrow(ctx, owner, p); err != nil {
		return err
	}
	if d.anchor, _, err = DeployAnchor(ctx, owner); err != nil {
		return err
	}
	if cfg.Registries {
		if d.registries, err = DeployRegistries(ctx, owner); err != nil {
			return err
		}
	}
	for _, b := range cfg.Buyers {
		if _, err := token.Mint(ctx, DevAddress(b), cfg.BuyerUSDC); err != nil {
			return fmt.Errorf("chain: mint for %s: %w", b, err)
		}
	}
	return nil
}

// Client is the chain's client; sending a transaction through it mines a block.
func (d *Devnet) Client() simulated.Client { return d.client }

// ChainID is DevnetChainID.
func (d *Devnet) ChainID() *big.Int { return big.NewInt(DevnetChainID) }

// EscrowAddress is the ArbiterEscrow's address.
func (d *Devnet) EscrowAddress() common.Address { return d.escrow }

// AnchorAddress is the VerdictAnchor's address.
func (d *Devnet) AnchorAddress() common.Address { return d.anchor }

// EvaluatorAddress is the ArbitraEvaluator deployed with DevnetConfig.EvaluatorFee (zero without it).
func (d *Devnet) EvaluatorAddress() common.Address { return d.evaluator }

// JobsAddress is the reference ERC-8183 job contract deployed with
// DevnetConfig.EvaluatorFee (zero without it).
func (d *Devnet) JobsAddress() common.Address { return d.jobs }

// RegistriesAddresses are the ERC-8004 registries deployed with
// DevnetConfig.Registries (zero without it).
func (d *Devnet) RegistriesAddresses() Registries { return d.registries }

// TokenAddress is the MockUSDC's address.
func (d *Devnet) TokenAddress() common.Address { return d.token }

// Owner is the Transactor of the account that deployed and owns the escrow.
func (d *Devnet) Owner() *Transactor { return d.owner }

// Transactor returns a Transactor for DevKey(label), polling quickly since
// receipts exist as soon as a transaction is sent. Each call makes a new
// Transactor: share one per label among concurrent senders.
func (d *Devnet) Transactor(ctx context.Context, label string) (*Transactor, error) {
	return NewTransactor(ctx, d.client, DevKey(label), WithPollInterval(10*time.Millisecond))
}

// Fund sends wei of ether from the owner to addr.
func (d *Devnet) Fund(ctx context.Context, to common.Address, wei *big.Int) error {
	if _, err := d.owner.Send(ctx, &to, nil, wei); err != nil {
		return fmt.Errorf("chain: fund %s: %w", to, err)
	}
	return nil
}

// AdjustTime mines an empty block dt (rounded down to whole seconds, at least
// one) after the current head, so deadlines and grace periods can be passed
// without waiting.
func (d *Devnet) AdjustTime(dt time.Duration) error {
	secs := dt / time.Second
	if secs < 1 {
		return fmt.Errorf("%w: adjust time by %s", ErrInvalidArgument, dt)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return ErrDevnetClosed
	}
	err := d.sim.AdjustTime(secs * time.Second)
	if err == nil || !strings.Contains(err.Error(), "non-empty") {
		return err
	}
	// The pool forgets mined transactions asynchronously and may still list
	// the last one. Commit waits for the pool before it seals a block, so mine
	// an empty block first and adjust by the rest.
	d.sim.Commit()
	if secs == 1 {
		return nil
	}
	return d.sim.AdjustTime((secs - 1) * time.Second)
}

// Mine mines n empty blocks, each at least a second after its parent; after
// a submission, Mine(2) makes the deal's panel drawable (see Devnet).
func (d *Devnet) Mine(n int) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return ErrDevnetClosed
	}
	for range n {
		d.sim.Commit()
	}
	return nil
}

// Close stops the chain. It is safe to call more than once.
func (d *Devnet) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	d.closed = true
	return d.sim.Close()
}

// devnetClient mines a block right after each transaction it sends.
type devnetClient struct {
	simulated.Client
	d *Devnet
}

func (c *devnetClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.d.mu.Lock()
	defer c.d.mu.Unlock()
	if c.d.closed {
		return ErrDevnetClosed
	}
	if err := c.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	c.d.sim.Commit()
	return nil
}
