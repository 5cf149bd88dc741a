// Package bench measures what an arbitra network costs next to the model
// calls it carries: an engine that answers instantly, after a fixed
// delay, or as a seeded latency model draws (lognormal, stragglers,
// silent calls) and records when each call ran, an in-process network of
// one coordinator and N jurors on real loopback hosts, an HTTP load
// generator for the coordinator API, deal panels settled on a simulated
// chain and measured against the moment their outcome became certain,
// and a many-node simulation over libp2p's mocknet. cmd/arbitra-bench drives it and the product binaries do not
// link it; docs/performance.md says what each figure measures.
//
// Every loop is bounded by a count or a duration and stops when its
// context ends. Network and the simulation own their goroutines and hosts,
// and Close waits for them; engines and the Recorder are safe for
// concurrent use.
package bench
