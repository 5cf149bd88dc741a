// Package reputation keeps the track record of sellers and jurors: what an
// agent reads before it hires a seller, and what the coordinator reads when
// it draws a panel. It is computed from public data only: verdict records
// that passed audit, whichever coordinator minted them, and the escrow's
// events, so that every coordinator answers the same numbers.
//
// # Sellers
//
// A seller's record is built from deals only, one entry per deal ID. An
// entry counts once its deal is settled:
//
//   - an on-chain deal is settled by the escrow's events (RecordSettlement),
//     and its record counts only if it matches the settlement (the
//     recorded verdict hash is the record's own, or the hash of the ballots
//     its seats hold for the signers the escrow logged; of several matching
//     records the earliest minted, then the lowest hash):
//     released to the seller is a success; refunded after a FAIL verdict is a
//     failure; refunded because the seller missed the deadline
//     (no_submission) is a failure to deliver, counted as a failure; refunded
//     because nobody resolved the deal within the grace period
//     (resolution_timeout) is undecided: the seller delivered and was never
//     judged against, so it is neither a success nor a failure;
//   - a verdict whose panel tied ("undecided") cannot be settled by the
//     oracle; its deal counts as undecided once settled (when the buyer takes the
//     resolution-timeout refund).
//
// Until then an entry is pending: it appears in the history and in the
// pending count, never in the totals or rates.
//
// total_judged is successes + failures + undecided, and success_rate and
// failure_rate are shares of it (undecided is the remainder). Reliability is
// the same success share with each deal weighted by exp(-age/τ), where age
// is the time since its verdict was minted (the signed created_at of the
// verdict, never the time a row was last written; a deal refunded without
// any verdict ages from its settlement). τ is Config.Tau, 30 days by
// default, which is a half-life of τ·ln 2 ≈ 20.8 days. Because the weights
// depend on the reading time, everything is computed when it is read, with
// Config.Now. Categories are lower-cased; an empty one is "uncategorized".
//
// # Jurors
//
// Every counted record (a plain request's at once, a deal's once
// it matches the settlement) adds, for each seat: served; voted or abstained (by
// error class); agreed (voted for the decision), dissented (voted for another
// option) or tied (voted in an undecided verdict); and the latency of seats
// that returned a receipt, whose median is reported. Requests on which every
// juror abstained mint nothing and are not counted.
//
// Weight, the coordinator's Weigher, is
//
//	MaxWeight × (voted + 3) / (served + 4)
//
// in integers, clamped to [MinWeight, verdict.MaxWeight]: a new juror starts
// at 750, a juror that always votes tends to 1000, one that abstains sinks
// towards MinWeight but is still drawn now and then, so it can recover.
// Dissent never lowers a weight: being in the minority is not misconduct,
// and a weight that rewarded agreement would push correlated models to
// herd. It reads only stored counters, so the weights written into a
// request's candidate list are the inputs of a recomputable draw.
//
// # Storage and rebuild
//
// Everything lives under the "rep/" key prefix of the node's store. The
// coordinator's own verdicts enter through RecordVerdict, a
// coordinator.MintHook that commits in the mint transaction; the records
// of other coordinators, once audited and pinned, through AddRecord. Both
// are idempotent per verdict hash. Rebuild deletes the prefix and replays
// the records the node holds and the indexed settlements; the result is
// the same whatever the order. NeedsRebuild reports whether the data is
// missing (a new store, "rep/" deleted, or an earlier layout).
//
// Only the book may write under "rep/" while a Book is open on the store.
//
// A Book is safe for concurrent use. While Rebuild runs, the mint hook and
// SettleTx fail with an error wrapping store.ErrConflict instead of
// waiting (they run on the store's writer, which Rebuild waits for), and
// the coordinator runs such a mint again.
package reputation
