// Package ipfs keeps verdict records on IPFS, where anyone can fetch and
// audit them, and fetches them back for `arbitra audit`.
//
// A record is a handful of DAG-JSON blocks, each under MaxBlockSize, each
// named by a CIDv1 (dag-json codec, sha2-256):
//
//   - the verdict block: the exact canonical bytes the coordinator signed.
//     Its digest is the verdict hash that settlement puts on chain, so
//     verdict.CIDForHash turns the on-chain hash into the CID and
//     verdict.HashFromCID turns it back;
//   - the seal block: the coordinator's signature over the verdict block,
//     which cannot carry its own signature;
//   - one receipt block per juror who answered, named from the verdict by
//     JurorVote.ReceiptCID;
//   - the content block (question, options, evidence, rationales), stored
//     only while the requester publishes it.
//
// A Node keeps its blocks in the node's one pebble database, shared with
// the node's store (Config.Datastore, NewDatastore: go-ds-pebble under
// the "/ipfs/" key prefix), pins every record block and published content in
// a pin set kept beside them, serves pinned blocks and only those over
// bitswap on the caller's libp2p host, answers SealProtocol (verdict CID →
// seal block and record CIDs), optionally runs the IPFS DHT to announce
// what it pins, and exposes a trustless HTTP gateway (Node.Gateway). GC
// drops blocks that are not pinned, such as those cached by audits. A
// record's blocks, pins and index entry are written in one batch, made
// durable by the node's next synced store commit (Config.Datastore).
//
// Fetch assembles a record from any Source (a Node, a GatewayClient) given
// any of its names, and Audit checks it: the seal, then everything
// verdict.Audit checks. Sources are not trusted; the audit verifies every
// byte against its CID and every signature against its signer.
//
// Lifecycle: New starts bitswap, the provide loop, the DHT (when
// configured) and the seal handler; Close stops them in reverse order,
// cancels and waits for operations in flight, removes the node's stream
// handlers from the host (which the caller owns and closes afterwards) and
// releases the database, which the caller closes afterwards. Close is idempotent. All methods are safe for
// concurrent use. docs/ipfs.md specifies the layout independently.
package ipfs
