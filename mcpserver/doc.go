// Package mcpserver is arbitra's Model Context Protocol server: the tools
// an agent uses to hire another agent safely (docs/api.md lists them). It
// asks a coordinator for verdicts and reputation over the coordinator's
// HTTP API (api.Client), checks records itself, and funds and delivers
// escrow deals on the chains it is given keys for (Escrow). A failing tool
// answers a tool error that says what to fix; a handler never takes the
// server down. New returns an *mcp.Server to run over stdio (`arbitra
// mcp`) or streamable HTTP (HTTPHandler, mounted at /mcp).
//
// A Server is safe for concurrent use.
package mcpserver
