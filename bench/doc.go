// Package bench measures what an arbitra network costs next to the model
// calls it carries. It provides an engine that answers instantly or after a
// fixed delay and records when each call ran, an in-process network of one
// coordinator and N jurors on real libp2p loopback hosts, an HTTP load
// generator for the coordinator API, and a many-node simulation over
// libp2p's mocknet. The command cmd/arbitra-bench drives it; the product
// binary does not link it.
//
// # What is measured
//
// For each verdict the load generator records the end-to-end time of
// POST /v1/verdicts (synchronous: the answer is the minted verdict). In
// process, the engines record when each juror's model call started and
// ended, and a probe subscription on the coordinator records when the
// request was published, so that
//
//	overhead = end-to-end − the slowest juror's model time
//	fan-out  = the last panel juror's engine start − publish
//
// are known to the microsecond. Against a separate coordinator (Target)
// only the end-to-end figures and the jurors' latency_ms from the view are
// available.
//
// # Concurrency and lifecycle
//
// Every loop is bounded by a count or a duration and stops when its
// context ends. Network and the simulation own their goroutines and hosts;
// Close stops and waits for all of them. Engines and the Recorder are safe
// for concurrent use. All traffic stays on loopback (Network) or inside the
// process (Simulate).
package bench
