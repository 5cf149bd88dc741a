// Package coordinator is the node role that agents submit to. It accepts a
// question with evidence, draws a panel from the live juror registry,
// gossips the signed request, collects the jurors' signed receipts over
// direct streams, aggregates them by majority-v1, signs the content-free
// verdict and hands it on: to the archive (IPFS), to mint hooks that run in
// the same store transaction as the mint (the settlement outbox, reputation),
// and back to the agent over HTTP.
//
// Lifecycle: New wires the dependencies, Start joins the topics, registers
// the receipt protocol and resumes every request that was accepted but not
// finished before a restart; Close stops the background work and waits for
// it. A request acknowledged with 200 or 202 is in the store before the
// acknowledgement is written, so it is resumed or ends in a recorded failure.
// Likewise a juror's receipt is acknowledged only once it is on disk:
// written alone or, for the receipt that completes the panel, committed
// with the verdict, which writes every receipt of its panel again. Every
// write is one store.DB.Update, on disk when it returns; concurrent ones
// share a transaction and a sync inside the store.
//
// Admission: a juror announces how many requests it judges at once (its
// capacity), and the coordinator sends it no more than that. A request
// holds a judgement slot at each juror of its panel from its draw until
// that juror's receipt arrives or the request ends, and the panel is drawn
// from the jurors with a free slot. A submission that finds too few waits
// at the coordinator, in arrival order, before anything of it is stored or
// its deadline starts; after Config.SlotWait it is refused with
// ErrOverloaded (HTTP 503, code "overloaded", Retry-After). An
// asynchronous submission (Submit) does not hold its caller meanwhile: it
// is stored as queued (coord/record/<id> with status "queued", and the
// submission under coord/queue/<id>) and answered at once; queueLoop draws
// its panel in its turn, as the same waiting line allows, and fails it
// with the code "overloaded" (or "not_enough_jurors") once Config.SlotWait
// has passed since it was accepted. A restart queues it again; at most
// Config.MaxQueued wait, and beyond that Submit refuses. Sent on to busy
// jurors instead, requests waited at the jurors with their deadlines
// running, and a sustained overload failed nearly all of them. The count
// is of this coordinator's requests only; a juror shared with other
// coordinators drops a request that expired while it waited.
//
// Storage: each request has a small record (coord/record/<id>: status,
// then the signed verdict and its receipt CIDs), and beside it, under keys
// of their own, the signed request exactly as gossiped (coord/request/<id>,
// kept until the record is pinned to IPFS), the rationales
// (coord/rationales/<id>, kept until they have been returned once, or while
// the verdict is published) and each verified receipt
// (coord/receipt/<id>/<juror>, the canonical block inline as JSON). The
// record is minted with an unarchived mark beside it
// (coord/unarchived/<id>); once IPFS holds the verdict's seal, deleting
// that mark is the whole bookkeeping, and a minted record without it reads
// as archived. Erasing a part is one delete; bookkeeping never rewrites
// the evidence. The coord/format key names this layout; a store written
// in another is refused at Start.
//
// Requester rights (requester.go): each submission is answered with a
// random requester token, once; the record keeps only its SHA-256.
// Publishing, unpublishing and reading the rationales of an unpublished
// verdict take it as "Authorization: Bearer <token>"; the content-free
// verdict stays public.
//
// The HTTP edge (Edge, edge.go) stands in front of the API: API itself
// answers only application/json requests (415) and decodes bodies as the
// p2p side does; Edge adds the Host allow-list against DNS rebinding, a
// token bucket per client address, a body deadline, a per-write deadline
// instead of a whole-answer one (a synchronous submission waits for its
// verdict), and a cap on connections that sheds the longest-idle one.
//
// The Service is safe for concurrent use.
package coordinator
