// Package contracts holds arbitra's Solidity escrow, its compiled artifacts and
// the generated Go bindings (abigen v2).
//
// ArbiterEscrow keeps a buyer's ERC-20 payment for one deal and releases it to
// the seller or refunds the buyer on a threshold of ballots (EIP-712 typed
// data) from the deal's panel, drawn from a delayed juror registry with a
// block hash fixed after the submission; on a verdict from the oracle, where
// the escrow was deployed with one; or after a timeout. An escrow deployed
// with an appeal window lets the ballots decide a round instead, which the
// losing party may appeal to a larger panel before the funds move. MockUSDC,
// FeeOnTransferToken and ReentrantToken are test-only tokens.
//
// Sources live in src/, the pinned compiler in package.json, the ABI and
// bytecode in build/. Everything but the sources is generated: after changing a
// .sol file run `go generate ./contracts/...` (which runs build.sh) and commit
// build/ and the *.go bindings together; check-artifacts.sh fails when they
// drift. See README.md for the state machine, the registry and draw rules, the
// ballot typed data and gas.
//
// The bindings only pack and unpack ABI data; they hold no connection and are
// safe for concurrent use. Package chain builds the client on top of them.
package contracts

//go:generate ./build.sh
