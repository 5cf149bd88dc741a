// Package identity manages a node's one secp256k1 key. The same key is the
// libp2p peer identity and the Ethereum address that signs receipts,
// verdicts and transactions.
//
// On disk the key lives in the node's data directory, readable by its owner
// only (mode 0600): as an encrypted go-ethereum keystore file when a
// passphrase is given, or as hex otherwise.
//
// Save writes the key file atomically (a temporary file renamed into place);
// Create refuses to overwrite a key that is already there.
package identity
