package settlement

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/chaintest"
)

// dealNet is the devnet deal the fee and the round tests start from
// (chaintest.Open), with the clients they act as.
type dealNet struct {
	dev     *chain.Devnet
	escrow  *chain.Escrow // the coordinator's client
	seller  *chain.Escrow
	sellerT *chain.Transactor
	token   *chain.Token
	id      [32]byte
	root    [32]byte
	label   map[common.Address]string
	amount  *big.Int
	fee     *big.Int
}

// newDealNet opens the test's deal on the devnet of cfg, a "coordinator"
// account added, its jurors labelled prefix-0 to prefix-4.
func newDealNet(t *testing.T, prefix string, cfg chain.DevnetConfig, amount, fee *big.Int) *dealNet {
	t.Helper()
	cfg.Accounts = append(cfg.Accounts, "coordinator")
	d := chaintest.Open(t, prefix, cfg, amount, fee)
	n := &dealNet{dev: d.Dev, token: d.Token, id: d.ID, root: d.Root, amount: amount, fee: fee, label: map[common.Address]string{}}
	for _, l := range d.Labels {
		n.label[chain.DevAddress(l)] = l
	}
	n.escrow, _ = d.Client(t, "coordinator")
	n.seller, n.sellerT = d.Client(t, "seller")
	return n
}
