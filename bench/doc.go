// Package bench measures what an arbitra network costs next to the model
// calls it carries: it provides engines that answer instantly or after a
// fixed delay (and record when each call ran), an in-process network of one
// coordinator and N jurors on real libp2p loopback hosts, an HTTP load
// generator for the coordinator API, a baseline of one direct
// chat-completions round trip, process CPU and memory accounting, and a
// many-node simulation over libp2p's mocknet.
//
// # What is measured
//
// For each verdict the load generator records the end-to-end time of
// POST /v1/verdicts (synchronous: the answer is the minted verdict). In
// process, the bench engines record when each juror's model call started
// and ended, and a probe subscription on the coordinator records when the
// request was published, so that
//
//	overhead = end-to-end − the slowest juror's model time
//	fan-out  = the last panel juror's engine start − publish
//
// are known to the microsecond. With Config.Timeline the nodes also
// report each step of a request's path (node.Config.Trace) to a
// PathRecorder, and Report.Path times every step after the client's send:
// where an unloaded verdict's time goes. Against a separate coordinator (Target)
// only the end-to-end figures and the jurors' latency_ms from the view are
// available. A load run is also split into windows (10 s in runs of 30 s
// or more), each with its rate, CPU per verdict and RSS, so that a slow
// span shows whether the code or the machine was slow.
//
// ProbeMachine measures the machine itself: memory latency by working-set
// size, a cache-resident computation, a system call and a loopback round
// trip, each back to back and after an idle gap. On a shared or nested
// virtual machine these move the CPU time a verdict takes more than any
// change of code does, and they tell one session's figures from another's.
//
// # Concurrency and lifecycle
//
// Every loop is bounded by a count and a duration and stops when its
// context ends. Network and the simulation own their goroutines and hosts;
// Close stops and waits for all of them. Engines and the Recorder are safe
// for concurrent use. All traffic stays on loopback (Network) or inside the
// process (Simulate).
package bench
