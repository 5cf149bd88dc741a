package chain

import (
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
)

// Backend is what the chain client needs from a node connection. Both
// *ethclient.Client (JSON-RPC to a real node) and the simulated client of a
// Devnet satisfy it. Implementations must be safe for concurrent use.
type Backend interface {
	bind.Backend // calls, gas and fee suggestions, sending, logs, receipts
	ethereum.ChainIDReader
	ethereum.BlockNumberReader
}
