package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

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

var (
	identityABI   = contracts.NewAgentIdentityRegistry()
	reputationABI = contracts.NewAgentReputationRegistry()
)

// ValidationRequest is an ERC-8004 ValidationRequest event.
type ValidationRequest struct {
	Registry    common.Address
	Validator   common.Address
	AgentID     *big.Int
	RequestURI  string
	RequestHash [32]byte
	BlockNumber uint64
	LogIndex    uint
}

// ValidationRequests lists the ValidationRequest events of the registry
// in blocks [from, to] that name validator, in log order.
func ValidationRequests(ctx context.Context, backend Backend, registry, validator common.Address, from, to uint64) ([]ValidationRequest, error) {
	logs, err := backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{registry},
		Topics:    [][]common.Hash{{validationABI.GetABI().Events["ValidationRequest"].ID}, {common.BytesToHash(validator.Bytes())}}})
	if err != nil {
		return nil, fmt.Errorf("chain: filter validation requests: %w", err)
	}
	out := make([]ValidationRequest, 0, len(logs))
	for i := range logs {
		e, err := validationABI.UnpackValidationRequestEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("chain: decode ValidationRequest at block %d: %w", logs[i].BlockNumber, err)
		}
		out = append(out, ValidationRequest{Registry: registry, Validator: e.ValidatorAddress, AgentID: e.AgentId, RequestURI: e.RequestURI,
			RequestHash: e.RequestHash, BlockNumber: logs[i].BlockNumber, LogIndex: logs[i].Index})
	}
	return out, nil
}

// IdentityRegistryOf is the ERC-8004 identity registry a validation or
// reputation registry names (getIdentityRegistry; both have it).
func IdentityRegistryOf(ctx context.Context, backend Backend, registry common.Address) (common.Address, error) {
	return call(ctx, validationABI.Instance(backend, registry), nil, "getIdentityRegistry",
		validationABI.PackGetIdentityRegistry(), validationABI.UnpackGetIdentityRegistry)
}

// IsOwnerOrOperator reports whether account owns agentID on the identity
// registry or is approved for it (for the token or all of the owner's),
// read through the ERC-721 views every ERC-8004 identity registry has. An
// agent that does not exist reverts (ownerOf).
func IsOwnerOrOperator(ctx context.Context, backend Backend, identity, account common.Address, agentID *big.Int) (bool, error) {
	b := identityABI.Instance(backend, identity)
	owner, err := call(ctx, b, nil, "ownerOf", identityABI.PackOwnerOf(agentID), identityABI.UnpackOwnerOf)
	if err != nil || owner == account {
		return err == nil, err
	}
	if all, err := call(ctx, b, nil, "isApprovedForAll", identityABI.PackIsApprovedForAll(owner, account), identityABI.UnpackIsApprovedForAll); err != nil || all {
		return all, err
	}
	approved, err := call(ctx, b, nil, "getApproved", identityABI.PackGetApproved(agentID), identityABI.UnpackGetApproved)
	return err == nil && approved == account, err
}

// ValidationResponseCall is the calldata of validationResponse.
func ValidationResponseCall(requestHash [32]byte, response uint8, responseURI string, responseHash [32]byte, tag string) []byte {
	return validationABI.PackValidationResponse(requestHash, response, responseURI, responseHash, tag)
}

// Feedback is an ERC-8004 giveFeedback call.
type Feedback struct {
	AgentID       *big.Int
	Value         *big.Int // int128
	ValueDecimals uint8
	Tag1, Tag2    string
	Endpoint      string
	FeedbackURI   string
	FeedbackHash  [32]byte
}

// GiveFeedbackCall is the calldata of giveFeedback.
func GiveFeedbackCall(f Feedback) []byte {
	return reputationABI.PackGiveFeedback(f.AgentID, f.Value, f.ValueDecimals, f.Tag1, f.Tag2, f.Endpoint, f.FeedbackURI, f.FeedbackHash)
}

// ReadFeedback reads the feedback client gave agentID under index
// (1-based), and how many it gave in all.
func ReadFeedback(ctx context.Context, backend Backend, registry common.Address, agentID *big.Int, client common.Address, index uint64) (value *big.Int, tag1, tag2 string, count uint64, err error) {
	b := reputationABI.Instance(backend, registry)
	if count, err = call(ctx, b, nil, "getLastIndex", reputationABI.PackGetLastIndex(agentID, client), reputationABI.UnpackGetLastIndex); err != nil || count == 0 {
		return nil, "", "", count, err
	}
	f, err := call(ctx, b, nil, "readFeedback", reputationABI.PackReadFeedback(agentID, client, index), reputationABI.UnpackReadFeedback)
	if err != nil {
		return nil, "", "", count, err
	}
	return f.Value, f.Tag1, f.Tag2, count, nil
}

// RegisterAgent registers an ERC-8004 agent owned by tx's account on the
// identity registry at identity, with agentURI as its URI ("": none), and
// returns its id, read from the Registered event of the receipt.
func RegisterAgent(ctx context.Context, tx *Transactor, identity common.Address, agentURI string) (*big.Int, *types.Receipt, error) {
	if tx == nil {
		return nil, nil, fmt.Errorf("register: %w", ErrNoTransactor)
	}
	code, err := tx.backend.CodeAt(ctx, identity, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("chain: read code at %s: %w", identity, err)
	}
	if len(code) == 0 {
		return nil, nil, fmt.Errorf("%w: %s", ErrNoContract, identity)
	}
	data := identityABI.PackRegister()
	if agentURI != "" {
		data = identityABI.PackRegister0(agentURI)
	}
	r, err := sendTo(ctx, tx, identity, "register", data)
	if err != nil {
		return nil, r, err
	}
	for _, l := range r.Logs {
		if l.Address != identity {
			continue
		}
		if ev, err := identityABI.UnpackRegisteredEvent(l); err == nil {
			return ev.AgentId, r, nil
		}
	}
	return nil, r, fmt.Errorf("chain: register in tx %s logged no Registered event", r.TxHash)
}

// RequestValidation has tx's account, agentID's owner or operator, ask
// validator to validate the work requestURI names, under requestHash, on
// the validation registry at registry (validationRequest). The registry
// refuses a requestHash it holds already (RequestExists).
func RequestValidation(ctx context.Context, tx *Transactor, registry, validator common.Address, agentID *big.Int, requestURI string, requestHash [32]byte) (*types.Receipt, error) {
	return sendTo(ctx, tx, registry, "validationRequest", validationABI.PackValidationRequest(validator, agentID, requestURI, requestHash))
}
