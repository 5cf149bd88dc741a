// Package ipfs keeps verdict records on IPFS, where anyone can fetch and
// audit them, and fetches them back. A record is a few DAG-JSON blocks
// (verdict, seal, one receipt per juror, and the content while it is
// published), laid out in docs/ipfs.md. A Node keeps them pinned in the
// node's one pebble database, serves pinned blocks over bitswap on the
// caller's libp2p host, answers SealProtocol, optionally announces on the
// DHT and serves a trustless gateway. Fetch assembles a record from any
// Source and Audit checks every byte against its CID and every signature
// against its signer: sources are not trusted.
//
// New starts bitswap, the provide loop, the DHT (when configured) and the
// seal handler; Close stops them in reverse order, waits for operations in
// flight and removes the stream handlers; the caller owns the host and the
// database and closes them afterwards. Close is idempotent, and all
// methods are safe for concurrent use.
package ipfs
