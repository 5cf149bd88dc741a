package chain

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/arbitra-network/arbitra/contracts"
)

// Sentinel errors. A reverted call returns a *RevertError that matches
// ErrReverted and, where the contract's error has one, the more specific
// sentinel below, so callers can use errors.Is.
var (
	// ErrReverted matches every call or transaction the EVM reverted.
	ErrReverted = errors.New("chain: execution reverted")
	// ErrDealNotFound: no deal with that ID exists.
	ErrDealNotFound = errors.New("chain: deal not found")
	// ErrDealExists: createDeal with an ID already in use.
	ErrDealExists = errors.New("chain: deal already exists")
	// ErrAlreadySettled: the deal was released or refunded before.
	ErrAlreadySettled = errors.New("chain: deal already settled")
	// ErrWrongState: the deal is open but not in the state the call needs
	// (e.g. resolving a deal with no submission yet).
	ErrWrongState = errors.New("chain: deal in wrong state")
	// ErrUnauthorized: the sender is not the buyer, seller, oracle or owner
	// the call requires.
	ErrUnauthorized = errors.New("chain: sender not authorized")
	// ErrDeadlinePassed: the seller submitted after the deadline.
	ErrDeadlinePassed = errors.New("chain: deadline passed")
	// ErrRefundNotAvailable: the buyer asked for a refund before the deadline
	// or before the grace period after the submission ended.
	ErrRefundNotAvailable = errors.New("chain: refund not yet available")
	// ErrQuorumNotReached: fewer ballots than the deal's threshold.
	ErrQuorumNotReached = errors.New("chain: quorum not reached")
	// ErrInvalidBallot: a ballot signature is malformed, not from a seat of
	// the deal's panel, repeated, or signs another ballot (another deal,
	// evidence root, outcome, escrow or chain).
	ErrInvalidBallot = errors.New("chain: invalid ballot signature")
	// ErrDrawPending: the deal's panel is not drawn yet, since the hash of the
	// block after the submission does not exist yet (see Escrow.Panel).
	ErrDrawPending = errors.New("chain: panel draw pending")
	// ErrDrawExpired: nobody fixed the deal's draw while the draw block's
	// hash was readable, so the deal has no panel (see Escrow.DrawPanel).
	ErrDrawExpired = errors.New("chain: panel draw expired")
	// ErrOracleDisabled: resolve on an escrow deployed without an oracle.
	ErrOracleDisabled = errors.New("chain: escrow has no oracle")
	// ErrInvalidArgument: the contract rejected an argument (zero ID, zero
	// address, zero amount, deadline not in the future, ...).
	ErrInvalidArgument = errors.New("chain: invalid argument")
	// ErrTokenTransfer: the token refused to move funds (balance or allowance
	// too low, or a token that does not follow ERC-20).
	ErrTokenTransfer = errors.New("chain: token transfer failed")
	// ErrNoContract: there is no contract code at the given address.
	ErrNoContract = errors.New("chain: no contract at address")
	// ErrStakeBelowMinimum: a bond whose total stays under the escrow's minimum.
	ErrStakeBelowMinimum = errors.New("chain: stake below the minimum")
	// ErrUnbondPending: a bond while an unbonding waits to be withdrawn.
	ErrUnbondPending = errors.New("chain: unbonding pending; withdraw first")
	// ErrNotBonded: an unbonding request or a slashing proof for an account
	// without a bond.
	ErrNotBonded = errors.New("chain: not bonded")
	// ErrNothingToWithdraw: a withdrawal without an unbonding.
	ErrNothingToWithdraw = errors.New("chain: nothing to withdraw")
	// ErrUnbondLocked: a withdrawal before the unbonding's release time.
	ErrUnbondLocked = errors.New("chain: unbonding not yet released")
	// ErrBallotWindowClosed: ballots sent UnbondDelay or more after the submission.
	ErrBallotWindowClosed = errors.New("chain: ballot window closed")
	// ErrInvalidProof: an equivocation proof whose ballots have the same
	// vote or two signers (which includes ballots of another deal).
	ErrInvalidProof = errors.New("chain: not an equivocation proof")
	// ErrProofUsed: an equivocation proof already used for this deal and juror.
	ErrProofUsed = errors.New("chain: equivocation proof already used")
	// ErrNothingToClaim: a fee claim on a deal that owes no share: not
	// settled by ballots, without a juror fee, or every share paid or
	// returned to the buyer.
	ErrNothingToClaim = errors.New("chain: no juror fee to claim")
	// ErrFeeAlreadyPaid: a fee claim for a seat the escrow has paid.
	ErrFeeAlreadyPaid = errors.New("chain: juror fee already paid")
	// ErrRegistryFull: every registry slot is taken by an entry that a deal
	// may still need.
	ErrRegistryFull = errors.New("chain: juror registry full")
	// ErrAppealWindowClosed: an appeal after the decided round's window.
	ErrAppealWindowClosed = errors.New("chain: appeal window closed")
	// ErrAppealWindowOpen: Finalize while the decided round may still be appealed.
	ErrAppealWindowOpen = errors.New("chain: appeal window still open")
	// ErrNoMoreAppeals: the decided round is the deal's last: MaxRounds
	// reached, or it seated every candidate already.
	ErrNoMoreAppeals = errors.New("chain: no appeal left")
	// ErrAppealFeeTooLow: an appeal that offers, or delivers, less than the
	// next round's fee (see Escrow.AppealCost).
	ErrAppealFeeTooLow = errors.New("chain: appeal fee too low")
	// ErrAppealPending: Finalize while an appeal round can still be decided.
	ErrAppealPending = errors.New("chain: appeal round pending")
	// ErrOutcomeRecorded: a refund or an oracle's resolve on a deal whose
	// ballots decided a round already.
	ErrOutcomeRecorded = errors.New("chain: a round's outcome is recorded")
	// ErrNoSuchJob: an ERC-8183 job contract has no job with that id.
	ErrNoSuchJob = errors.New("chain: no such job")
	// ErrNoTransactor: a state-changing call on a client made without a Transactor.
	ErrNoTransactor = errors.New("chain: client has no transactor")
)

// RevertError describes a revert. Name is the Solidity error's name ("Error"
// for a require message, "Panic" for a panic code, "" when the data matched no
// known error), Args its decoded arguments and Data the raw revert data.
type RevertError struct {
	Name string
	Args []any
	Data []byte
	kind error
}

func (e *RevertError) Error() string {
	switch {
	case e.Name == "":
		if len(e.Data) == 0 {
			return "execution reverted"
		}
		return fmt.Sprintf("execution reverted: unknown error %s", hexutil.Encode(e.Data))
	case len(e.Args) == 0:
		return fmt.Sprintf("execution reverted: %s()", e.Name)
	default:
		parts := make([]string, len(e.Args))
		for i, a := range e.Args {
			parts[i] = formatArg(a)
		}
		return fmt.Sprintf("execution reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
	}
}

// Unwrap lets errors.Is match ErrReverted and the error's own sentinel.
func (e *RevertError) Unwrap() []error {
	if e.kind == nil {
		return []error{ErrReverted}
	}
	return []error{ErrReverted, e.kind}
}

func formatArg(a any) string {
	switch v := a.(type) {
	case common.Address:
		return v.Hex()
	case [32]byte:
		return hexutil.Encode(v[:])
	case []byte:
		return hexutil.Encode(v)
	default:
		return fmt.Sprint(v)
	}
}

var errorKinds = map[string]error{
	"DealNotFound":               ErrDealNotFound,
	"DealAlreadyExists":          ErrDealExists,
	"DealAlreadySettled":         ErrAlreadySettled,
	"WrongState":                 ErrWrongState,
	"NotBuyer":                   ErrUnauthorized,
	"NotSeller":                  ErrUnauthorized,
	"NotOracle":                  ErrUnauthorized,
	"NotCaseOpener":              ErrUnauthorized,
	"OwnableUnauthorizedAccount": ErrUnauthorized,
	"DeadlinePassed":             ErrDeadlinePassed,
	"RefundNotAvailable":         ErrRefundNotAvailable,
	"OracleDisabled":             ErrOracleDisabled,
	"QuorumNotReached":           ErrQuorumNotReached,
	"NoSignatures":               ErrQuorumNotReached,
	"DrawPending":                ErrDrawPending,
	"DrawExpired":                ErrDrawExpired,
	"InvalidSignature":           ErrInvalidBallot,
	"NotASeat":                   ErrInvalidBallot,
	"DuplicateSigner":            ErrInvalidBallot,
	"TooManySignatures":          ErrInvalidBallot,
	"InvalidDealId":              ErrInvalidArgument,
	"ZeroAddress":                ErrInvalidArgument,
	"ZeroAmount":                 ErrInvalidArgument,
	"SelfDeal":                   ErrInvalidArgument,
	"EmptyDeliverable":           ErrInvalidArgument,
	"DeadlineNotInFuture":        ErrInvalidArgument,
	"InvalidGracePeriod":         ErrInvalidArgument,
	"InvalidRegistryDelay":       ErrInvalidArgument,
	"InvalidPanel":               ErrInvalidArgument,
	"InvalidUnbondDelay":         ErrInvalidArgument,
	"InvalidMinimumStake":        ErrInvalidArgument,
	"JurorAlreadyActive":         ErrInvalidArgument,
	"RegistryFull":               ErrRegistryFull,
	"StakeBelowMinimum":          ErrStakeBelowMinimum,
	"UnbondPending":              ErrUnbondPending,
	"NotBonded":                  ErrNotBonded,
	"NothingToWithdraw":          ErrNothingToWithdraw,
	"UnbondLocked":               ErrUnbondLocked,
	"BallotWindowClosed":         ErrBallotWindowClosed,
	"SameVote":                   ErrInvalidProof,
	"SignersDiffer":              ErrInvalidProof,
	"ProofAlreadyUsed":           ErrProofUsed,
	"NothingToClaim":             ErrNothingToClaim,
	"FeeAlreadyPaid":             ErrFeeAlreadyPaid,
	"NotTheLosingParty":          ErrUnauthorized,
	"AppealWindowClosed":         ErrAppealWindowClosed,
	"AppealWindowOpen":           ErrAppealWindowOpen,
	"NoMoreAppeals":              ErrNoMoreAppeals,
	"AppealFeeTooLow":            ErrAppealFeeTooLow,
	"AppealPending":              ErrAppealPending,
	"OutcomeRecorded":            ErrOutcomeRecorded,
	"NoSuchRound":                ErrInvalidArgument,
	"RoundsDiffer":               ErrInvalidProof,
	"InvalidAppealWindow":        ErrInvalidArgument,
	"OwnableInvalidOwner":        ErrInvalidArgument,
	"NothingReceived":            ErrTokenTransfer,
	// ArbitraEvaluator's, and those of the ERC-8183 jobs and ERC-8004
	// validation registry it is tested against.
	"NotTheEvaluator":            ErrInvalidArgument,
	"JobNotSubmitted":            ErrWrongState,
	"JobExpired":                 ErrDeadlinePassed,
	"CaseAlreadyOpen":            ErrDealExists,
	"NoCase":                     ErrDealNotFound,
	"CaseAlreadySettled":         ErrAlreadySettled,
	"CaseNotDecided":             ErrWrongState,
	"NoSuchJob":                  ErrNoSuchJob,
	"WrongStatus":                ErrWrongState,
	"Unauthorized":               ErrUnauthorized,
	"ExpiryNotInFuture":          ErrInvalidArgument,
	"ProviderAlreadySet":         ErrInvalidArgument,
	"ProviderNotSet":             ErrInvalidArgument,
	"ZeroBudget":                 ErrInvalidArgument,
	"BudgetMismatch":             ErrInvalidArgument,
	"NotExpired":                 ErrRefundNotAvailable,
	"NotTheValidator":            ErrUnauthorized,
	"NotOwnerOrOperator":         ErrUnauthorized,
	"SelfFeedback":               ErrUnauthorized,
	"InvalidDecimals":            ErrInvalidArgument,
	"RequestExists":              ErrInvalidArgument,
	"ERC721NonexistentToken":     ErrInvalidArgument,
	"SafeERC20FailedOperation":   ErrTokenTransfer,
	"ERC20InsufficientBalance":   ErrTokenTransfer,
	"ERC20InsufficientAllowance": ErrTokenTransfer,
	"ERC20InvalidSender":         ErrTokenTransfer,
	"ERC20InvalidReceiver":       ErrTokenTransfer,
	"ERC20InvalidApprover":       ErrTokenTransfer,
	"ERC20InvalidSpender":        ErrTokenTransfer,
}

// knownErrors lists the custom errors of the escrow, of the anchor, of the
// ERC-8183 evaluator, of the reference ERC-8183 job contract and ERC-8004
// registries, and of the ERC-20 tokens the escrow talks to, whose
// reverts bubble up through SafeERC20.
var knownErrors = func() []abi.Error {
	var out []abi.Error
	seen := map[string]bool{}
	for _, a := range []abi.ABI{escrowABI.GetABI(), tokenABI.GetABI(), anchorABI.GetABI(), evaluatorABI.GetABI(), jobsABI.GetABI(), validationABI.GetABI(), reputationABI.GetABI(), identityABI.GetABI()} {
		for _, e := range a.Errors {
			if !seen[e.Sig] {
				seen[e.Sig] = true
				out = append(out, e)
			}
		}
	}
	return out
}()

var (
	escrowABI = contracts.NewArbiterEscrow()
	tokenABI  = contracts.NewMockUSDC()
)

// DecodeRevert turns revert data into a *RevertError. It never fails: data it
// cannot decode yields a RevertError with an empty Name.
func DecodeRevert(data []byte) *RevertError {
	re := &RevertError{Data: data}
	if len(data) < 4 {
		return re
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		if bytes.Equal(data[:4], revertSelector) {
			re.Name, re.Args = "Error", []any{reason}
		} else {
			re.Name, re.Args = "Panic", []any{reason}
		}
		return re
	}
	for _, e := range knownErrors {
		if !bytes.Equal(data[:4], e.ID[:4]) {
			continue
		}
		args, err := e.Inputs.Unpack(data[4:])
		if err != nil {
			continue
		}
		re.Name, re.Args, re.kind = e.Name, args, errorKinds[e.Name]
		return re
	}
	return re
}

var revertSelector = []byte{0x08, 0xc3, 0x79, 0xa0} // Error(string)

// asRevert extracts a revert from an RPC error (eth_call or eth_estimateGas),
// returning nil when err is not a revert.
func asRevert(err error) *RevertError {
	var de rpc.DataError
	if !errors.As(err, &de) {
		if err != nil && strings.Contains(err.Error(), "execution reverted") {
			return &RevertError{}
		}
		return nil
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return &RevertError{}
	}
	data, derr := hexutil.Decode(s)
	if derr != nil {
		return &RevertError{}
	}
	return DecodeRevert(data)
}

// callError converts the error of a call or gas estimate into a *RevertError
// when it is a revert, and wraps it with context otherwise.
func callError(what string, err error) error {
	if re := asRevert(err); re != nil {
		return fmt.Errorf("%s: %w", what, re)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// call reads a view function, at block (nil: the head), with its error
// wrapped as callError wraps every chain read's.
func call[T any](ctx context.Context, c *bind.BoundContract, block *big.Int, what string, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := bind.Call(c, &bind.CallOpts{Context: ctx, BlockNumber: block}, data, unpack)
	if err != nil {
		var zero T
		return zero, callError("chain: "+what, err)
	}
	return v, nil
}
