// Package node is arbitra's composition root. It builds one node from a
// Config, in order: the store, the libp2p host, the IPFS archive, the chain
// client, the coordinator role and its HTTP API, then the juror role
// (package jurornode, which also runs a juror-only node). Devnet composes
// one coordinator and several jurors in one process on real loopback
// hosts, what `arbitra devnet` and `arbitra demo` run.
//
// Lifecycle: New checks the Config; Start builds in order and, when a step
// fails, closes what it had started; Close stops in reverse order, collects
// every error and is idempotent. The roles never import this package.
package node
