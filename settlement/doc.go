// Package settlement moves verdicts onto the escrow and reads the escrow's
// history back.
//
// The Outbox is durable: an entry is written in the same store transaction
// as the receipts that decided a deal (DealDecidedHook, ahead of the mint)
// or, failing that, as the mint of a deal verdict (MintHook): PASS pays the
// seller, FAIL refunds the buyer, undecided writes nothing and leaves the
// deal's refund paths open. A worker drives each entry pending → sent (transaction hash
// recorded before waiting) → confirmed, or to reverted with the decoded
// reason. After a crash it resumes from the store and reads the deal's
// on-chain state before sending anything again; since the contract refuses
// a second resolution, a deal is never settled twice. Once the deal is
// settled, by this outbox or by anyone else, the entry relays by
// claimJurorFee every ballot it holds (those AddBallot took late too) of a
// seat the escrow has not paid, until the ballot window closes.
//
// The Indexer copies the escrow's events into the store, up to the chain
// head minus a number of confirmations (the reorg depth it tolerates), with
// its cursor committed in the same transaction as the events, so a restart
// neither misses nor duplicates an event.
//
// Both run one goroutine each, started by Start and stopped (cancelled and
// waited for) by Close.
package settlement
