// Package chain is arbitra's Go client for the ArbiterEscrow contract: a
// Transactor that signs and sends with one key, Escrow and Token for the
// contract calls (reverts come back as *RevertError, matching ErrReverted
// and a sentinel such as ErrDealNotFound), the escrow's events in chain
// order (FilterEvents for deals, FilterRoundEvents for the rounds of an
// escrow with an appeal window: draws, appeals, decisions, fees), the
// rounds and appeals themselves (Round, Appeal, AcceptOutcome, Finalize),
// the EIP-712 ballots jurors sign, the stakes of jurors and
// coordinators (CoordinatorBonds caches the bonded coordinators for a
// juror's gossip validator), and Devnet, an in-process chain with funded
// accounts, MockUSDC and an escrow, served over JSON-RPC by ServeRPC.
// Evaluator reads an ERC-8183 evaluator (ArbitraEvaluator): a job's case
// id, the job, the case and the evaluator's events; DeployEscrowWithEvaluator
// deploys an escrow with its evaluator.
// docs/settlement.md is the design.
//
// Transactor, Escrow, Token and Devnet are safe for concurrent use; share
// one Transactor per key, since two would race for nonces. The package
// starts no goroutine but an RPCServer's, which Close stops;
// CoordinatorBonds.Run runs in its caller's goroutine until its context
// ends. A Devnet must be closed; a Backend is closed by whoever dialed it.
package chain
