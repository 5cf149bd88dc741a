// Package metrics exposes what a node's roles do in the Prometheus text
// format, for its operator's scraper.
//
// Each node owns one Registry, never the process-wide default, so that
// several nodes in one process (the devnet, the tests) keep their numbers
// apart. The roles do not import this package: coordinator and juror each
// declare a small Metrics interface of their own, which Coordinator and
// Juror satisfy, and the node wires one to the other. Gauges are read at
// scrape time from functions the node registers (GaugeFunc, GaugesByLabel).
//
// Every type here is safe for concurrent use; nothing here starts a
// goroutine.
package metrics
