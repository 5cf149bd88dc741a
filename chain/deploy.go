package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/contracts"
)

// DeployEscrow deploys an ArbiterEscrow from tx's account and waits for it.
// With p.Jurors it first approves their bonds, len(p.Jurors) *
// p.MinJurorStake of p.StakeToken, to the address the deployment will have,
// so the account must hold that much and send nothing else meanwhile.
func DeployEscrow(ctx context.Context, tx *Transactor, p EscrowParams) (common.Address, *types.Receipt, error) {
	if p.MinJurorStake == nil || p.MinCoordinatorStake == nil {
		return common.Address{}, nil, fmt.Errorf("%w: minimum stakes not set", ErrInvalidArgument)
	}
	code := append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin), escrowABI.PackConstructor(contracts.ArbiterEscrowParams{
		Owner: p.Owner, Oracle: p.Oracle, StakeToken: p.StakeToken, GracePeriod: p.GracePeriod,
		RegistryDelay: p.RegistryDelay, UnbondDelay: p.UnbondDelay, AppealWindow: p.AppealWindow, MinJurorStake: p.MinJurorStake,
		MinCoordinatorStake: p.MinCoordinatorStake, Jurors: p.Jurors, PanelSize: p.PanelSize, Threshold: p.QuorumThreshold,
		CaseOpener: p.CaseOpener,
	})...)
	if len(p.Jurors) > 0 {
		nonce, err := tx.backend.PendingNonceAt(ctx, tx.Address())
		if err != nil {
			return common.Address{}, nil, fmt.Errorf("chain: read nonce: %w", err)
		}
		// The approval takes this nonce and the deployment the next one.
		next := crypto.CreateAddress(tx.Address(), nonce+1)
		total := new(big.Int).Mul(p.MinJurorStake, big.NewInt(int64(len(p.Jurors))))
		if _, err := NewToken(tx.backend, p.StakeToken, tx).Approve(ctx, next, total); err != nil {
			return common.Address{}, nil, fmt.Errorf("chain: approve the jurors' bonds: %w", err)
		}
	}
	return deploy(ctx, tx, "ArbiterEscrow", code)
}

// DeployEscrowWithEvaluator deploys an ArbiterEscrow whose caseOpener is
// the ArbitraEvaluator it deploys right after it (juror fee jurorFee per
// case), as DeployEscrow does with p (p.CaseOpener is ignored). p must have
// no oracle. tx's account must send nothing else meanwhile: the evaluator's
// address is predicted from its nonce.
func DeployEscrowWithEvaluator(ctx context.Context, tx *Transactor, p EscrowParams, jurorFee *big.Int) (escrow, evaluator common.Address, err error) {
	nonce, err := tx.backend.PendingNonceAt(ctx, tx.Address())
	if err != nil {
		return common.Address{}, common.Address{}, fmt.Errorf("chain: read nonce: %w", err)
	}
	// DeployEscrow sends an approval first when it bonds jurors.
	next := nonce + 1
	if len(p.Jurors) > 0 {
		next++
	}
	p.CaseOpener = crypto.CreateAddress(tx.Address(), next)
	if escrow, _, err = DeployEscrow(ctx, tx, p); err != nil {
		return common.Address{}, common.Address{}, err
	}
	code := append(common.FromHex(contracts.ArbitraEvaluatorMetaData.Bin), evaluatorABI.PackConstructor(escrow, jurorFee)...)
	if evaluator, _, err = deploy(ctx, tx, "ArbitraEvaluator", code); err != nil {
		return escrow, common.Address{}, err
	}
	if evaluator != p.CaseOpener {
		return escrow, evaluator, fmt.Errorf("chain: evaluator deployed at %s, the escrow names %s", evaluator, p.CaseOpener)
	}
	return escrow, evaluator, nil
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
