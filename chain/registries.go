package chain

import (
	"context"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
)

// Registries are the addresses of the three ERC-8004 registries: identity
// (agents as ERC-721 tokens), validation and reputation, the latter two
// bound to the identity registry.
type Registries struct {
	Identity, Validation, Reputation common.Address
}

// DeployRegistries deploys the reference ERC-8004 registries (tests and the
// devnet only: contracts/src/test/ERC8004Registries.sol), the identity
// registry first, then the validation and reputation registries naming it.
func DeployRegistries(ctx context.Context, tx *Transactor) (Registries, error) {
	var r Registries
	var err error
	if r.Identity, _, err = deploy(ctx, tx, "AgentIdentityRegistry", common.FromHex(contracts.AgentIdentityRegistryMetaData.Bin)); err != nil {
		return Registries{}, err
	}
	code := append(common.FromHex(contracts.AgentValidationRegistryMetaData.Bin), contracts.NewAgentValidationRegistry().PackConstructor(r.Identity)...)
	if r.Validation, _, err = deploy(ctx, tx, "AgentValidationRegistry", code); err != nil {
		return Registries{}, err
	}
	code = append(common.FromHex(contracts.AgentReputationRegistryMetaData.Bin), contracts.NewAgentReputationRegistry().PackConstructor(r.Identity)...)
	if r.Reputation, _, err = deploy(ctx, tx, "AgentReputationRegistry", code); err != nil {
		return Registries{}, err
	}
	return r, nil
}
