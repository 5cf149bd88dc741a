// Package node is arbitra's composition root. It builds one node from a
// Config, in order: the store (coordinators only), the libp2p host, the IPFS
// archive, the chain client, then the roles (coordinator, juror, or both)
// and the HTTP API.
//
// Lifecycle:
//
//	New ──> Start ──> running ──> Close
//	          │ a step fails: everything already started is closed in
//	          │ reverse order and Start returns the error
//
// Close stops components in the reverse order of their start, collects
// every error, and is idempotent. The roles never import this package; they
// receive their dependencies as interfaces or concrete infrastructure types.
//
// Devnet composes one coordinator and several jurors in one process on real
// loopback hosts: the embedded default that `arbitra devnet` and
// `arbitra demo` run.
//
// The coordinator role lives in coordinator.go, behind the build constraint
// !arbitra_juror. Built with -tags arbitra_juror, the package has the juror
// role alone (juror_build.go): it links none of the coordinator, the IPFS
// archive, the chain client or the devnet, so that a juror's process neither
// maps their code nor runs their start-up; a Config that enables the
// coordinator role is then refused with ErrNoCoordinatorRole, and
// HasCoordinatorRole tells a caller which build it is in.
package node
