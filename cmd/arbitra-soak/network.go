package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
)

// network is every process of the soak and what they printed.
type network struct {
	cfg  config
	dir  string
	pass string // the node keys' passphrase file

	devnet  *proc
	rpcURL  string
	eth     *ethclient.Client
	token   common.Address
	buyer   *ecdsa.PrivateKey
	seller  *ecdsa.PrivateKey
	escrow  common.Address
	deploy  string // the escrow's deploy block
	engines []*proc

	coord      *proc
	coordDir   string
	coordAddr  common.Address
	coordP2P   string // its listen multiaddr with /p2p/, fixed across lives
	api        string // http://127.0.0.1:PORT, fixed across lives
	coordArgs  []string
	jurors     []*proc
	jurorDirs  []string
	jurorAddrs []common.Address
}

// freePort asks the kernel for a loopback port that is free now; the
// coordinator keeps it across its lives so that jurors find it again.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// cli runs one arbitra command to its end and returns its stdout.
func (n *network) cli(ctx context.Context, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, n.cfg.arbitra, args...)
	var errOut strings.Builder
	cmd.Stderr = &errOut
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("arbitra %s: %w\n%s", strings.Join(args[:min(2, len(args))], " "), err, errOut.String())
	}
	return string(out), nil
}

// field is the value of the first "name  value" line of out.
func field(out, name string) (string, error) {
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == name {
			return f[1], nil
		}
	}
	return "", fmt.Errorf("no %q line in %q", name, out)
}

// startChain starts `arbitra devnet` for its JSON-RPC chain (its own
// coordinator and juror stay out of the soak), makes the keys of the
// coordinator and the jurors, funds them, deploys an escrow from the
// coordinator's key with a panel of all the jurors, and bonds each juror.
func (n *network) startChain(ctx context.Context) error {
	n.pass = filepath.Join(n.dir, "passphrase")
	if err := os.WriteFile(n.pass, []byte("soak passphrase, loopback only\n"), 0o600); err != nil {
		return err
	}
	n.devnet = newProc(n.dir, "devnet", n.cfg.arbitra, "devnet", "--datadir", filepath.Join(n.dir, "devnet"), "--jurors", "1",
		"--http-addr", "127.0.0.1:0", "--rpc-addr", "127.0.0.1:0", "--log-level", "warn")
	if err := n.devnet.start(); err != nil {
		return err
	}
	var err error
	if n.rpcURL, err = n.devnet.expect("rpc ", time.Minute); err != nil {
		return err
	}
	tok, err := n.devnet.expect("token ", time.Minute)
	if err != nil {
		return err
	}
	n.token = common.HexToAddress(strings.Fields(tok)[0])
	keyOf := func(prefix string) (*ecdsa.PrivateKey, error) {
		line, err := n.devnet.expect(prefix, time.Minute)
		if err != nil {
			return nil, err
		}
		f := strings.Fields(line)
		if len(f) < 3 || f[1] != "key" {
			return nil, fmt.Errorf("devnet account line %q", line)
		}
		return crypto.HexToECDSA(strings.TrimPrefix(f[2], "0x"))
	}
	if n.buyer, err = keyOf("buyer "); err != nil {
		return err
	}
	if n.seller, err = keyOf("seller "); err != nil {
		return err
	}
	if n.eth, err = ethclient.DialContext(ctx, n.rpcURL); err != nil {
		return err
	}

	newKey := func(name string) (string, common.Address, error) {
		d := filepath.Join(n.dir, name)
		out, err := n.cli(ctx, "keys", "new", "--datadir", d, "--passphrase-file", n.pass)
		if err != nil {
			return "", common.Address{}, err
		}
		a, err := field(out, "address")
		return d, common.HexToAddress(a), err
	}
	if n.coordDir, n.coordAddr, err = newKey("coordinator"); err != nil {
		return err
	}
	for i := range n.cfg.jurors {
		d, a, err := newKey(fmt.Sprintf("juror-%d", i))
		if err != nil {
			return err
		}
		n.jurorDirs, n.jurorAddrs = append(n.jurorDirs, d), append(n.jurorAddrs, a)
	}
	payer, err := chain.NewTransactor(ctx, n.eth, n.buyer, chain.WithPollInterval(20*time.Millisecond))
	if err != nil {
		return err
	}
	tokens := chain.NewToken(n.eth, n.token, payer)
	stake := big.NewInt(100_000_000) // escrow deploy's default minimum, 100 of a 6-decimal token
	for _, a := range append([]common.Address{n.coordAddr}, n.jurorAddrs...) {
		if _, err := payer.Send(ctx, &a, nil, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))); err != nil {
			return fmt.Errorf("fund %s: %w", a, err)
		}
		if a != n.coordAddr {
			if _, err := tokens.Transfer(ctx, a, stake); err != nil {
				return fmt.Errorf("stake for %s: %w", a, err)
			}
		}
	}
	out, err := n.cli(ctx, "escrow", "deploy", "--rpc-url", n.rpcURL, "--datadir", n.coordDir, "--passphrase-file", n.pass,
		"--token", n.token.Hex(), "--registry-delay", "2s", "--panel", fmt.Sprint(n.cfg.jurors))
	if err != nil {
		return err
	}
	esc, err := field(out, "escrow")
	if err != nil {
		return err
	}
	n.escrow = common.HexToAddress(esc)
	if n.deploy, err = field(out, "block"); err != nil {
		return err
	}
	for _, d := range n.jurorDirs {
		if _, err := n.cli(ctx, "juror", "bond", "--rpc-url", n.rpcURL, "--escrow", esc, "--amount", "100",
			"--keystore", d, "--password-file", n.pass); err != nil {
			return err
		}
	}
	// The bonds are drawn once the chain's clock passes the registry delay.
	var moved uint64
	if err := n.eth.Client().CallContext(ctx, &moved, "evm_increaseTime", 3); err != nil {
		return fmt.Errorf("evm_increaseTime: %w", err)
	}
	return nil
}

// startEngines starts one model server a juror, each with a seed of its
// own, over the OpenAI protocol.
func (n *network) startEngines() (urls []string, model string, err error) {
	for i := range n.cfg.jurors {
		args := []string{"--serve-engine", "127.0.0.1:0", "--seed", fmt.Sprint(n.cfg.seed + uint64(i)),
			"--latency-p50", n.cfg.latP50.String(), "--latency-p99", n.cfg.latP99.String(),
			"--stragglers", fmt.Sprint(n.cfg.stragglers), "--silent", fmt.Sprint(n.cfg.silent),
			"--timeout", n.cfg.timeout.String()}
		e := newProc(n.dir, fmt.Sprintf("engine-%d", i), n.cfg.bench, args...)
		if err := e.start(); err != nil {
			return nil, "", err
		}
		n.engines = append(n.engines, e)
		u, err := e.expect("engine ", time.Minute)
		if err != nil {
			return nil, "", err
		}
		if model, err = e.expect("model ", time.Minute); err != nil {
			return nil, "", err
		}
		urls = append(urls, u)
	}
	return urls, model, nil
}

// startCoordinator prepares the coordinator's arguments on fixed ports and
// starts its first life.
func (n *network) startCoordinator(ctx context.Context) error {
	p2pPort, err := freePort()
	if err != nil {
		return err
	}
	httpPort, err := freePort()
	if err != nil {
		return err
	}
	n.api = fmt.Sprintf("http://127.0.0.1:%d", httpPort)
	n.coordArgs = []string{"coordinator", "--datadir", n.coordDir, "--passphrase-file", n.pass,
		"--listen", fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", p2pPort), "--http-addr", fmt.Sprintf("127.0.0.1:%d", httpPort),
		"--min-jurors", "3", "--rpc-url", n.rpcURL, "--escrow", n.escrow.Hex(), "--from-block", n.deploy,
		// One client drives the soak: no per-client rate.
		"--http-rate", "-1", "--log-level", "warn"}
	n.coord = newProc(n.dir, "coordinator", n.cfg.arbitra, n.coordArgs...)
	return n.restartCoordinator(ctx, true)
}

// restartCoordinator starts a new life of the coordinator and waits until
// it is ready (/readyz 200: its jurors are back).
func (n *network) restartCoordinator(ctx context.Context, first bool) error {
	if err := n.coord.start(); err != nil {
		return err
	}
	if first {
		l, err := n.coord.expect("listen ", time.Minute)
		if err != nil {
			return err
		}
		n.coordP2P = l
	}
	return nil
}

// ready waits until the coordinator answers /readyz with 200.
func (n *network) ready(ctx context.Context, timeout time.Duration) error {
	return waitReady(ctx, func(ctx context.Context) error {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, n.api+"/readyz", nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("/readyz %d", resp.StatusCode)
		}
		return nil
	}, timeout)
}

// startJurors starts each juror (cmd/arbitra-juror) on its own model
// server, serving the coordinator.
func (n *network) startJurors(urls []string, model string) error {
	for i := range n.cfg.jurors {
		j := newProc(n.dir, fmt.Sprintf("juror-%d", i), n.cfg.juror, "juror", "--datadir", n.jurorDirs[i],
			"--passphrase-file", n.pass, "--listen", "/ip4/127.0.0.1/tcp/0", "--bootstrap", n.coordP2P,
			"--engine", "openai", "--openai-url", urls[i], "--model", model,
			// Model calls take seconds: a juror holds many at once.
			"--capacity", "512", "--log-level", "warn")
		if err := j.start(); err != nil {
			return err
		}
		if _, err := j.expect("address ", time.Minute); err != nil {
			return err
		}
		n.jurors = append(n.jurors, j)
	}
	return nil
}

// stopAll stops every process, jurors first.
func (n *network) stopAll() {
	for _, j := range n.jurors {
		j.stop(10 * time.Second)
	}
	if n.coord != nil {
		n.coord.stop(15 * time.Second)
	}
	for _, e := range n.engines {
		e.stop(5 * time.Second)
	}
	if n.eth != nil {
		n.eth.Close()
	}
	if n.devnet != nil {
		n.devnet.stop(15 * time.Second)
	}
}
