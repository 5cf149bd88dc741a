//go:build arbitra_juror

package node

import "context"

// HasCoordinatorRole says whether this build can run the coordinator role.
// It is false here: this build (the arbitra_juror tag) leaves out the
// coordinator, its IPFS archive and the chain client, so that a juror's
// process carries none of their code or start-up state.
const HasCoordinatorRole = false

// CoordinatorConfig would configure the coordinator role, which this build
// does not have; a Config that sets it is refused (ErrNoCoordinatorRole).
type CoordinatorConfig struct{}

// coordinatorRole is empty: this build has no coordinator role.
type coordinatorRole struct{}

// HTTPAddr is empty: only the coordinator role serves HTTP.
func (n *Node) HTTPAddr() string { return "" }

func (n *Node) openStore() error { return ErrNoCoordinatorRole }

func (n *Node) startCoordinator(context.Context, *CoordinatorConfig) error {
	return ErrNoCoordinatorRole
}

func (n *Node) localReceipts() func([]byte) error { return nil }
