package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/arbitra-network/arbitra/contracts"
)

// registries deploys the three test ERC-8004 registries on a harness.
func registries(h *harness) (identity, validation, reputation *bind.BoundContract) {
	h.t.Helper()
	id := h.deploy(h.owner, contracts.AgentIdentityRegistryMetaData.Bin, nil)
	v := h.deploy(h.owner, contracts.AgentValidationRegistryMetaData.Bin, validationABI.PackConstructor(id))
	r := h.deploy(h.owner, contracts.AgentReputationRegistryMetaData.Bin, reputationABI.PackConstructor(id))
	return identityABI.Instance(h.client, id), validationABI.Instance(h.client, v), reputationABI.Instance(h.client, r)
}

// TestStrangerCannotAnswerOrRequestAValidation: the seller registers an
// agent and asks a validator (here the oracle account stands for the
// arbitra validator) to validate its work; a stranger can neither request
// validation for an agent it does not own nor answer in the validator's
// place, nor re-point the request; the named validator's answer is read back
// as ERC-8004's getValidationStatus gives it.
func TestStrangerCannotAnswerOrRequestAValidation(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	identity, validation, _ := registries(h)
	h.mustExec(h.seller, identity, identityABI.PackRegister0("ipfs://agent-card"))
	agent := big.NewInt(1)
	if owner, _ := identityABI.UnpackOwnerOf(h.call(identity, identityABI.PackOwnerOf(agent))); owner != h.seller.addr {
		t.Fatalf("agent 1 owned by %s", owner)
	}
	req := hash32("request/job-1")
	validator := h.oracle

	h.expectRevert(h.stranger, validation, validationABI.PackValidationRequest(validator.addr, agent, "ipfs://req", req), ourErr("NotOwnerOrOperator"))
	h.mustExec(h.seller, validation, validationABI.PackValidationRequest(validator.addr, agent, "ipfs://req", req))
	h.expectRevert(h.seller, validation, validationABI.PackValidationRequest(h.stranger.addr, agent, "ipfs://req", req), ourErr("RequestExists"))
	// An operator the owner approved may request too.
	h.mustExec(h.seller, identity, identityABI.PackSetApprovalForAll(h.buyer.addr, true))
	h.mustExec(h.buyer, validation, validationABI.PackValidationRequest(validator.addr, agent, "ipfs://req2", hash32("request/job-2")))

	verdictHash := hash32("verdict")
	respond := validationABI.PackValidationResponse(req, 100, "ipfs://record", verdictHash, "arbitra")
	h.expectRevert(h.stranger, validation, respond, ourErr("NotTheValidator"))
	h.expectRevert(h.seller, validation, respond, ourErr("NotTheValidator"))
	h.expectRevert(validator, validation, validationABI.PackValidationResponse(req, 101, "", [32]byte{}, ""), ourErr("ResponseOutOfRange"))
	h.expectRevert(validator, validation, validationABI.PackValidationResponse(hash32("nothing"), 0, "", [32]byte{}, ""), ourErr("NoSuchRequest"))
	r := h.mustExec(validator, validation, respond)
	st, err := validationABI.UnpackGetValidationStatus(h.call(validation, validationABI.PackGetValidationStatus(req)))
	if err != nil || st.ValidatorAddress != validator.addr || st.AgentId.Cmp(agent) != 0 || st.Response != 100 ||
		st.ResponseHash != verdictHash || st.Tag != "arbitra" || st.LastUpdate.Uint64() != h.blockTime(r) {
		t.Fatalf("getValidationStatus = %+v, %v", st, err)
	}
	ev, err := validationABI.UnpackValidationResponseEvent(findLog(t, r, validation.Address(), validationABI.GetABI().Events["ValidationResponse"].ID))
	if err != nil || ev.ResponseURI != "ipfs://record" || ev.Response != 100 || ev.RequestHash != req {
		t.Fatalf("ValidationResponse = %+v, %v", ev, err)
	}
	if list, _ := validationABI.UnpackGetValidatorRequests(h.call(validation, validationABI.PackGetValidatorRequests(validator.addr))); len(list) != 2 || list[0] != req {
		t.Fatalf("validator's requests = %x", list)
	}
	if list, _ := validationABI.UnpackGetAgentValidations(h.call(validation, validationABI.PackGetAgentValidations(agent))); len(list) != 2 {
		t.Fatalf("agent's validations = %x", list)
	}
}

// TestAgentOwnerCannotGiveItselfFeedback: feedback is stored per client with
// a 1-based index; the agent's owner and operators are refused, as are more
// than 18 decimals and unregistered agents.
func TestAgentOwnerCannotGiveItselfFeedback(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	identity, _, reputation := registries(h)
	h.mustExec(h.seller, identity, identityABI.PackRegister())
	agent := big.NewInt(1)
	give := func(value int64, decimals uint8) []byte {
		return reputationABI.PackGiveFeedback(agent, big.NewInt(value), decimals, "arbitra", "pass", "", "ipfs://record", [32]byte{})
	}
	h.expectRevert(h.seller, reputation, give(100, 0), ourErr("SelfFeedback"))
	h.mustExec(h.seller, identity, identityABI.PackApprove(h.stranger.addr, agent))
	h.expectRevert(h.stranger, reputation, give(100, 0), ourErr("SelfFeedback"))
	h.expectRevert(h.buyer, reputation, give(100, 19), ourErr("InvalidDecimals"))
	h.expectRevert(h.buyer, reputation, reputationABI.PackGiveFeedback(big.NewInt(9), big.NewInt(1), 0, "", "", "", "", [32]byte{}), ourErr("ERC721NonexistentToken"))
	h.mustExec(h.buyer, reputation, give(100, 0))
	h.mustExec(h.buyer, reputation, give(-5, 1))
	if n, _ := reputationABI.UnpackGetLastIndex(h.call(reputation, reputationABI.PackGetLastIndex(agent, h.buyer.addr))); n != 2 {
		t.Fatalf("last index %d, want 2", n)
	}
	f, err := reputationABI.UnpackReadFeedback(h.call(reputation, reputationABI.PackReadFeedback(agent, h.buyer.addr, 2)))
	if err != nil || f.Value.Int64() != -5 || f.ValueDecimals != 1 || f.Tag1 != "arbitra" || f.Tag2 != "pass" || f.IsRevoked {
		t.Fatalf("readFeedback = %+v, %v", f, err)
	}
	if c, _ := reputationABI.UnpackGetClients(h.call(reputation, reputationABI.PackGetClients(agent))); len(c) != 1 || c[0] != h.buyer.addr {
		t.Fatalf("clients = %v", c)
	}
}
