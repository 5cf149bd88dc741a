// Package reputation keeps the track record of sellers and jurors from
// public data only (audited verdict records and the escrow's events), so
// that every coordinator answers the same numbers; a juror's Weight is what
// the coordinator's draw reads. docs/reputation.md is the design: what
// counts, the rates, the weight formula and the rebuild.
//
// A Book is safe for concurrent use and owns the store's "rep/" prefix.
// The coordinator's verdicts enter through RecordVerdict, a mint hook;
// other coordinators' records through AddRecord. While Rebuild runs, the
// mint hook and SettleTx fail with ErrRebuilding instead of waiting on the
// store's writer, and the coordinator runs such a mint again.
package reputation
