package mcpserver

import (
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// ValidationOutput is an ERC-8004 validation's status, as job_validation
// and `arbitra job validation` print it.
type ValidationOutput struct {
	RequestHash  string `json:"request_hash"`
	Validator    string `json:"validator"`
	AgentID      string `json:"agent_id"`
	Responded    bool   `json:"responded"`
	Response     uint8  `json:"response" jsonschema:"0-100: arbitra answers 100 for PASS, 0 for FAIL"`
	ResponseURI  string `json:"response_uri,omitempty" jsonschema:"ipfs://<record CID> from arbitra"`
	ResponseHash string `json:"response_hash" jsonschema:"the verdict hash from arbitra"`
	Tag          string `json:"tag,omitempty"`
	LastUpdate   uint64 `json:"last_update,omitempty"`
	// Responses counts the validator's answers: arbitra never changes a final one.
	Responses int `json:"responses"`
}

// ValidationOf is v's ValidationOutput.
func ValidationOf(v chain.Validation) ValidationOutput {
	out := ValidationOutput{RequestHash: verdict.Hex32(v.RequestHash), Validator: verdict.AddressString(v.Validator), Responded: v.Responded,
		Response: v.Response, ResponseURI: v.ResponseURI, ResponseHash: verdict.Hex32(v.ResponseHash), Tag: v.Tag, LastUpdate: v.LastUpdate,
		Responses: v.Responses}
	if v.AgentID != nil {
		out.AgentID = v.AgentID.String()
	}
	return out
}
