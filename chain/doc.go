// Package chain is arbitra's Go client for the ArbiterEscrow contract: what
// the coordinator and the CLI use to fund, submit, settle and watch deals.
//
// The pieces:
//
//   - Backend is the node connection: *ethclient.Client for a real node over
//     JSON-RPC, or the client of a Devnet.
//   - Transactor signs with one private key, assigns nonces under a mutex,
//     estimates gas, sends and polls for the receipt.
//   - Escrow and Token wrap the contract calls. Reverts come back as
//     *RevertError, which matches ErrReverted and a sentinel such as
//     ErrDealNotFound or ErrAlreadySettled under errors.Is.
//   - Escrow.FilterEvents reads DealCreated, DeliverableSubmitted,
//     DealResolved (with the ballots of a settlement by jurors) and
//     DealRefunded in chain order.
//   - Escrow.Panel, EvidenceRoot and Snapshot read what a deal's ballots
//     must match: the drawn seats (ErrDrawPending until the block after the
//     submission exists), the evidence root and the registry snapshot.
//   - BallotDigest, SignBallot and RecoverBallotSigner implement the
//     EIP-712 Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved) that
//     jurors sign and resolveByQuorum verifies; BallotsHash is the verdict
//     hash the escrow records for them.
//   - Escrow.Bond, RequestUnbond, Withdraw (jurors), BondCoordinator,
//     RequestCoordinatorUnbond, WithdrawCoordinator, Stake,
//     CoordinatorStake, FeesEarned, IsBondedJuror and IsBondedCoordinator
//     are the stakes; SlashEquivocation submits a juror's two opposite
//     ballots. CoordinatorBonds caches IsBondedCoordinator for a juror's
//     gossip validator (it satisfies juror.CoordinatorPolicy).
//   - Devnet is an in-process chain with funded deterministic accounts,
//     MockUSDC and an escrow (no oracle unless one is configured) whose
//     jurors are bonded at deployment with minted MockUSDC, that
//     mines a block for each transaction sent and on Mine.
//     Devnet.ServeRPC serves it over HTTP JSON-RPC on loopback for outside
//     tools and wallets.
//
// Concurrency: Transactor, Escrow, Token and Devnet are safe for concurrent
// use. Share one Transactor per key; two Transactors on one key would race for
// nonces (Transactor recovers once from "nonce too low", not from a steady race).
//
// Lifecycle: the package starts no goroutines of its own, except an
// RPCServer's HTTP server, which its Close stops and waits for;
// CoordinatorBonds.Run runs in its caller's goroutine until its context ends. Methods that wait
// take a context and stop when it ends. A Devnet must be closed (its
// simulated node runs until then); a Backend is closed by whoever dialed it.
package chain
