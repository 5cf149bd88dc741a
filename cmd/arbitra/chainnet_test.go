package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
)

// chainNet is what the separate-process tests on a chain share: the
// JSON-RPC chain of `arbitra devnet` (its own coordinator and juror stay
// out of the tests), an escrow deployed with a coordinator's key, and
// juror keys that bonded with `arbitra juror bond` and are drawable.
type chainNet struct {
	cli                 cliRunner
	dir                 string
	rpcURL, chainID     string
	eth                 *ethclient.Client
	token               common.Address
	buyer, seller       devnetAccount
	payer               *chain.Transactor // the buyer's test account, which holds test USDC
	passFile            string            // every node key's passphrase
	coordDir            string
	coordAddr           common.Address
	escrow, deployBlock string
	jurorDirs           []string
	jurors              []common.Address
}

// startChainNet starts the devnet chain, creates the keys of a coordinator
// and of n jurors (encrypted, their passphrase in passFile), funds them from
// the buyer's test account, deploys the escrow from the coordinator's key
// and bonds each juror with the CLI, then moves the chain past the
// registry delay so that the bonds are drawn. deploy are more `escrow
// deploy` flags, after the defaults, which they override.
func startChainNet(t *testing.T, ctx context.Context, bin string, n int, deploy ...string) *chainNet {
	t.Helper()
	cn := newChainNet(t, ctx, bin, n)
	deployed := cn.cli.ok(nil, append([]string{"escrow", "deploy", "--rpc-url", cn.rpcURL, "--datadir", cn.coordDir, "--passphrase-file", cn.passFile,
		"--token", cn.token.Hex(), "--registry-delay", "2s", "--panel", fmt.Sprint(min(n, 5))}, deploy...)...)
	cn.escrow, cn.deployBlock = field(t, deployed, "escrow"), field(t, deployed, "block")
	cn.bondJurors(t, ctx)
	return cn
}

// newChainNet starts the devnet chain and creates and funds the keys of a
// coordinator and of n jurors, with no escrow deployed yet.
func newChainNet(t *testing.T, ctx context.Context, bin string, n int) *chainNet {
	t.Helper()
	dir := t.TempDir()
	cn := &chainNet{cli: cliRunner{t: t, ctx: ctx, bin: bin}, dir: dir, passFile: filepath.Join(dir, "passphrase")}
	if err := os.WriteFile(cn.passFile, []byte("correct horse battery staple\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dev := startProc(t, bin, "devnet", "devnet", "--datadir", filepath.Join(dir, "devnet"), "--jurors", "1",
		"--http-addr", "127.0.0.1:0", "--rpc-addr", "127.0.0.1:0", "--log-level", "warn")
	cn.rpcURL = dev.expect(t, "rpc ")
	cn.chainID = dev.expect(t, "chain ")
	cn.token = common.HexToAddress(strings.Fields(dev.expect(t, "token "))[0])
	cn.buyer = parseDevnetAccount(t, dev.expect(t, "buyer "))
	cn.seller = parseDevnetAccount(t, dev.expect(t, "seller "))
	var err error
	if cn.eth, err = ethclient.DialContext(ctx, cn.rpcURL); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cn.eth.Close)

	cn.coordDir, cn.coordAddr = cn.newKey(t, "coordinator")
	for i := range n {
		d, a := cn.newKey(t, fmt.Sprintf("juror-%d", i))
		cn.jurorDirs, cn.jurors = append(cn.jurorDirs, d), append(cn.jurors, a)
	}
	cn.payer = cn.transactor(t, ctx, cn.buyer)
	tokens := chain.NewToken(cn.eth, cn.token, cn.payer)
	stake := big.NewInt(100_000_000) // the deploy's default minimum, 100 of a 6-decimal token
	for _, a := range append([]common.Address{cn.coordAddr}, cn.jurors...) {
		if _, err := cn.payer.Send(ctx, &a, nil, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))); err != nil {
			t.Fatalf("fund %s: %v", a, err)
		}
		if a != cn.coordAddr {
			if _, err := tokens.Transfer(ctx, a, stake); err != nil {
				t.Fatalf("stake for %s: %v", a, err)
			}
		}
	}
	return cn
}

// startJobNet is newChainNet with an escrow deployed from the buyer's test
// account with an ArbitraEvaluator as its case opener (juror fee 30,000
// per case, three seats, two to decide), jobContracts reference ERC-8183
// job contracts paying in the devnet's token, and the jurors bonded on the
// escrow. It returns the evaluator and the job contracts.
func startJobNet(t *testing.T, ctx context.Context, bin string, n, jobContracts int) (cn *chainNet, evaluator common.Address, jobs []common.Address) {
	t.Helper()
	cn = newChainNet(t, ctx, bin, n)
	head, err := cn.eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	stake := big.NewInt(100_000_000) // what `arbitra juror bond --amount 100` bonds
	escrow, evaluator, err := chain.DeployEscrowWithEvaluator(ctx, cn.payer, chain.EscrowParams{
		Owner: cn.payer.Address(), GracePeriod: 3600, RegistryDelay: 2, StakeToken: cn.token, UnbondDelay: 7200,
		MinJurorStake: stake, MinCoordinatorStake: stake, PanelSize: 3, QuorumThreshold: 2,
	}, big.NewInt(30_000))
	if err != nil {
		t.Fatal(err)
	}
	cn.escrow, cn.deployBlock = escrow.Hex(), fmt.Sprint(head)
	for range jobContracts {
		addr, err := chain.DeployJobs(ctx, cn.payer, cn.token, 0)
		if err != nil {
			t.Fatal(err)
		}
		jobs = append(jobs, addr)
	}
	cn.bondJurors(t, ctx)
	return cn, evaluator, jobs
}

// transactor sends from the devnet's test account a.
func (cn *chainNet) transactor(t *testing.T, ctx context.Context, a devnetAccount) *chain.Transactor {
	t.Helper()
	key, err := crypto.HexToECDSA(strings.TrimPrefix(a.key, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	tx, err := chain.NewTransactor(ctx, cn.eth, key, chain.WithPollInterval(50*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// bondJurors bonds every juror on cn.escrow with the CLI, then moves the
// chain past the registry delay so that the bonds are drawn.
func (cn *chainNet) bondJurors(t *testing.T, ctx context.Context) {
	t.Helper()
	for _, d := range cn.jurorDirs {
		cn.cli.ok(nil, "juror", "bond", "--rpc-url", cn.rpcURL, "--escrow", cn.escrow, "--amount", "100",
			"--keystore", d, "--password-file", cn.passFile)
	}
	// The bonds are drawn once the chain's clock passes the registry delay.
	var moved uint64
	if err := cn.eth.Client().CallContext(ctx, &moved, "evm_increaseTime", 3); err != nil {
		t.Fatalf("evm_increaseTime: %v", err)
	}
}

// mine has the devnet, which mines only on demand, mine n empty blocks a
// second apart: what a deal's or an appeal's draw waits for.
func (cn *chainNet) mine(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for range n {
		var moved uint64
		if err := cn.eth.Client().CallContext(ctx, &moved, "evm_increaseTime", 1); err != nil {
			t.Fatalf("evm_increaseTime: %v", err)
		}
	}
}

// newKey creates an encrypted node key in a data directory of its own.
func (cn *chainNet) newKey(t *testing.T, name string) (string, common.Address) {
	t.Helper()
	d := filepath.Join(cn.dir, name)
	out := cn.cli.ok(nil, "keys", "new", "--datadir", d, "--passphrase-file", cn.passFile)
	return d, common.HexToAddress(field(t, out, "address"))
}

// coordinator starts a coordinator process on the escrow, with extra
// flags; it returns its p2p multiaddr and API URL.
func (cn *chainNet) coordinator(t *testing.T, bin string, minJurors int, extra ...string) (listen, api string) {
	t.Helper()
	_, listen, api = cn.coordinatorProc(t, bin, minJurors, extra...)
	return listen, api
}

// coordinatorProc is coordinator that also returns the process.
func (cn *chainNet) coordinatorProc(t *testing.T, bin string, minJurors int, extra ...string) (cp *proc, listen, api string) {
	t.Helper()
	cp = startProc(t, bin, "coordinator", append([]string{"coordinator", "--datadir", cn.coordDir, "--passphrase-file", cn.passFile,
		"--listen", "/ip4/127.0.0.1/tcp/0", "--http-addr", "127.0.0.1:0", "--min-jurors", fmt.Sprint(minJurors),
		"--rpc-url", cn.rpcURL, "--escrow", cn.escrow, "--from-block", cn.deployBlock}, extra...)...)
	if got := common.HexToAddress(cp.expect(t, "address")); got != cn.coordAddr {
		t.Fatalf("coordinator runs as %s, its key is %s", got, cn.coordAddr)
	}
	listen = cp.expect(t, "listen")
	return cp, listen, cp.expect(t, "api")
}

// juror starts juror i bootstrapped to listen, with extra flags.
func (cn *chainNet) juror(t *testing.T, bin string, i int, listen string, extra ...string) *proc {
	t.Helper()
	args := append([]string{"juror", "--datadir", cn.jurorDirs[i], "--passphrase-file", cn.passFile,
		"--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", listen}, extra...)
	j := startProc(t, bin, fmt.Sprintf("juror-%d", i), args...)
	if got := common.HexToAddress(j.expect(t, "address")); got != cn.jurors[i] {
		t.Fatalf("juror %d runs as %s, bonded %s", i, got, cn.jurors[i])
	}
	return j
}
