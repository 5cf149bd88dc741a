// Package server serves a coordinator's HTTP API: the verdict routes over
// a coordinator.Service, and, mounted by the node, reputation, deals,
// anchors, the IPFS gateway, MCP and the verdict page. Answers and errors
// are package api's wire types; every 4xx names the field it refuses.
// Edge is the HTTP server in front of it (Host allow-list, per-client
// rate, timeouts, a connection cap); docs/api.md lists what each refuses.
//
// Mount routes and decorators before serving; a Server is then safe for
// concurrent use. An Edge runs from Serve until Shutdown.
package server
