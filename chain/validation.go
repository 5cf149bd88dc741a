package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
)

var validationABI = contracts.NewAgentValidationRegistry()

// Validation is an ERC-8004 validation request's status: what
// getValidationStatus returns, plus the responseURI of the latest
// ValidationResponse, which the registry emits but does not store.
type Validation struct {
	RequestHash [32]byte
	// Validator is the address the request named; zero: no such request.
	Validator common.Address
	AgentID   *big.Int
	// Response is 0-100 (arbitra answers 100 for PASS, 0 for FAIL); it
	// means nothing while Responded is false.
	Response     uint8
	ResponseURI  string
	ResponseHash [32]byte
	Tag          string
	LastUpdate   uint64
	Responded    bool
	// Responses counts the ValidationResponse events: a validator that
	// changed a final answer shows more than one.
	Responses   int
	BlockNumber uint64 // of the latest response
}

// ReadValidation reads a request's status from the ERC-8004 validation
// registry at registry, and its latest response's URI from the registry's
// events from block from on.
func ReadValidation(ctx context.Context, backend Backend, registry common.Address, requestHash [32]byte, from uint64) (Validation, error) {
	code, err := backend.CodeAt(ctx, registry, nil)
	if err != nil {
		return Validation{}, fmt.Errorf("chain: read code at %s: %w", registry, err)
	}
	if len(code) == 0 {
		return Validation{}, fmt.Errorf("%w: %s", ErrNoContract, registry)
	}
	st, err := call(ctx, validationABI.Instance(backend, registry), nil, "getValidationStatus",
		validationABI.PackGetValidationStatus(requestHash), validationABI.UnpackGetValidationStatus)
	if err != nil {
		return Validation{}, err
	}
	v := Validation{RequestHash: requestHash, Validator: st.ValidatorAddress, AgentID: st.AgentId, Response: st.Response,
		ResponseHash: st.ResponseHash, Tag: st.Tag}
	if st.LastUpdate != nil && st.LastUpdate.IsUint64() {
		v.LastUpdate = st.LastUpdate.Uint64()
	}
	logs, err := backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{registry},
		Topics: [][]common.Hash{{validationABI.GetABI().Events["ValidationResponse"].ID}, nil, nil, {requestHash}}})
	if err != nil {
		return Validation{}, fmt.Errorf("chain: filter validation logs: %w", err)
	}
	v.Responses = len(logs)
	if len(logs) > 0 {
		l := &logs[len(logs)-1]
		e, err := validationABI.UnpackValidationResponseEvent(l)
		if err != nil {
			return Validation{}, fmt.Errorf("chain: decode ValidationResponse at block %d: %w", l.BlockNumber, err)
		}
		v.ResponseURI, v.BlockNumber, v.Responded = e.ResponseURI, l.BlockNumber, true
	}
	return v, nil
}
