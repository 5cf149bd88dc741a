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
// The JobWatcher serves the ERC-8183 jobs that name an ArbitraEvaluator on
// the job contracts it is given: it follows the evaluator's cases from a
// cursor, takes their deliverable texts only by the hash the job
// committed, has each case judged as a deal, and settles the job once the
// case is final, reading the chain before each step so that no step is
// done twice. With a ValidationConfig it also answers, once per job, the
// ERC-8004 validation request of the job's provider and gives its feedback,
// storing each transaction signed before it is broadcast so that a crash
// never makes it send a second one.
//
// Each runs one goroutine, started by Start and stopped (cancelled and
// waited for) by Close.
package settlement
