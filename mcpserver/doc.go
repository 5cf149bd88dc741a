// Package mcpserver is arbitra's Model Context Protocol server: the tools an
// agent uses to hire another agent safely. It asks a coordinator for
// verdicts and reputation over the coordinator's HTTP API (api.Client), checks
// records itself (verdict.Audit), and funds and delivers escrow deals on the
// chains it is given keys for (Escrow).
//
// Tools, each with JSON schemas for its input and output and a structured
// result:
//
//	request_verdict       POST /v1/verdicts: ask the panel, wait for the verdict;
//	                      the answer's requester_token is given only there
//	get_verdict           GET /v1/verdicts/{id}, the verdict named by its ID,
//	                      CID or hash, without the signed bytes; with
//	                      requester_token, the rationales an unpublished
//	                      verdict shows once
//	get_agent_reputation  GET /v1/reputation/{agent}: a seller's record
//	verify_deal_verdict   fetch a deal's verdict record and run the checks of
//	                      `arbitra audit` on it here, plus the deal and, when
//	                      the escrow index knows the deal, the on-chain hash
//	get_indexed_deal      GET /v1/deals/{dealId}: the escrow events of a deal
//	create_escrow         fund a deal from the configured buyer key
//	submit_deliverable    record a deliverable hash from the seller key
//
// A failure (an unknown deal or verdict, malformed arguments, a coordinator or
// chain error) is an MCP tool error (IsError) with a message that says what
// to fix; a handler never takes the server down.
//
// Transports: New returns an *mcp.Server; run it over stdio with an
// mcp.IOTransport (`arbitra mcp`), or serve it over streamable HTTP with
// HTTPHandler (the coordinator mounts it at /mcp).
//
// A Server is safe for concurrent use.
package mcpserver
