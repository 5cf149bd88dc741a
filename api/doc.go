// Package api is the wire side of a coordinator's HTTP API: the JSON
// bodies its routes take and answer (View, SubmitBody, PublishBody, Error)
// and Client, the one Go client of those routes that the CLI, the MCP
// server, the benchmark and the tests use. It imports neither coordinator
// nor libp2p, so that a client carries none of the node; the routes
// themselves are served by package api/server. docs/api.md lists them.
//
// A Client is safe for concurrent use.
package api
