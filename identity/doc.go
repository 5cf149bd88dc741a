// Package identity manages a node's one secp256k1 key. The same key is the
// libp2p peer identity and the Ethereum address that signs receipts,
// verdicts and transactions.
//
// On disk the key lives in the node's data directory, readable by its owner
// only (mode 0600): as an encrypted go-ethereum keystore file when a
// passphrase is given, or as hex otherwise.
//
// The functions are safe for concurrent use; Create and Save write the key
// file atomically (a temporary file renamed into place).
package identity
