package chain

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
)

// DeployEscrow deploys an ArbiterEscrow from tx's account and waits for it.
func DeployEscrow(ctx context.Context, tx *Transactor, p EscrowParams) (common.Address, *types.Receipt, error) {
	code := append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin),
		escrowABI.PackConstructor(p.Owner, p.Oracle, p.GracePeriod, p.RegistryDelay, p.Jurors, p.PanelSize, p.QuorumThreshold)...)
	return deploy(ctx, tx, "ArbiterEscrow", code)
}

// DeployMockUSDC deploys the test token MockUSDC (6 decimals, open mint).
func DeployMockUSDC(ctx context.Context, tx *Transactor) (common.Address, *types.Receipt, error) {
	return deploy(ctx, tx, "MockUSDC", common.FromHex(contracts.MockUSDCMetaData.Bin))
}

func deploy(ctx context.Context, tx *Transactor, name string, code []byte) (common.Address, *types.Receipt, error) {
	r, err := tx.Send(ctx, nil, code, nil)
	if err != nil {
		return common.Address{}, r, fmt.Errorf("chain: deploy %s: %w", name, err)
	}
	return r.ContractAddress, r, nil
}
