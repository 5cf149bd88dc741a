// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package contracts

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ArbiterEscrowDeal is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowDeal struct {
	Buyer           common.Address
	Seller          common.Address
	Token           common.Address
	Amount          *big.Int
	JurorFee        *big.Int
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	VerdictHash     [32]byte
	Seed            [32]byte
	Deadline        uint64
	SubmittedAt     uint64
	SubmitBlock     uint64
	PanelSize       uint8
	Threshold       uint8
	State           uint8
}

// ArbiterEscrowFeeShares is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowFeeShares struct {
	Share    *big.Int
	Unpaid   *big.Int
	PaidMask *big.Int
}

// ArbiterEscrowJurorEntry is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowJurorEntry struct {
	Account     common.Address
	ActiveFrom  *big.Int
	ActiveUntil *big.Int
}

// ArbiterEscrowParams is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowParams struct {
	Owner               common.Address
	Oracle              common.Address
	StakeToken          common.Address
	GracePeriod         uint64
	RegistryDelay       uint64
	UnbondDelay         uint64
	MinJurorStake       *big.Int
	MinCoordinatorStake *big.Int
	Jurors              []common.Address
	PanelSize           uint8
	Threshold           uint8
}

// ArbiterEscrowSignedBallot is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowSignedBallot struct {
	Approved  bool
	Signature []byte
}

// ArbiterEscrowStake is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowStake struct {
	Bonded      *big.Int
	Unbonding   *big.Int
	ReleaseAt   *big.Int
	Entry       uint32
	DealsServed uint32
	Slashes     uint32
}

// ArbiterEscrowMetaData contains all meta data concerning the ArbiterEscrow contract.
var ArbiterEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"oracle\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"stakeToken\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"gracePeriod\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"registryDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"unbondDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"minJurorStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minCoordinatorStake\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"jurors\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealAlreadyExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"DealAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealNotFound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"DrawExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAtBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"FeeAlreadyPaid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDealId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGracePeriod\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidMinimumStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"InvalidPanel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRegistryDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidUnbondDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"JurorAlreadyActive\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotASeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotBuyer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSeller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OracleDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"ProofAlreadyUsed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signers\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"QuorumNotReached\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAfter\",\"type\":\"uint256\"}],\"name\":\"RefundNotAvailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxEntries\",\"type\":\"uint256\"}],\"name\":\"RegistryFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RenounceDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SameVote\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SelfDeal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"second\",\"type\":\"address\"}],\"name\":\"SignersDiffer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"StakeBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"}],\"name\":\"TooManySignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongState\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bonded\",\"type\":\"uint256\"}],\"name\":\"Bonded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DealCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"method\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"}],\"name\":\"DealSettledByJurors\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"name\":\"DeliverableSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"}],\"name\":\"JurorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"dissentMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perSeat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyer\",\"type\":\"uint256\"}],\"name\":\"JurorFeesPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"name\":\"JurorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"reporter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"}],\"name\":\"JurorSlashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"PanelDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"name\":\"PanelScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BURN_ADDRESS\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ENTRIES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ORACLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_QUORUM\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_NO_SUBMISSION\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_RESOLUTION_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REPORTER_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SLASH_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ballotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bondCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"claimJurorFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"coordinatorStakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"createDeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"drawPanel\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"entryAt\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"internalType\":\"structArbiterEscrow.JurorEntry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"evidenceRootOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"feeSharesOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"share\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unpaid\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"paidMask\",\"type\":\"uint256\"}],\"internalType\":\"structArbiterEscrow.FeeShares\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"feesEarned\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"getDeal\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submitBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Deal\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gracePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedCoordinator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"jurorsAt\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"out\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minCoordinatorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minJurorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"panelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"panelSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingPanel\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumThreshold\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registryDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestCoordinatorUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes[]\",\"name\":\"dissents\",\"type\":\"bytes[]\"}],\"name\":\"resolveByQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"returnUnclaimedFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"setPanel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"a\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"b\",\"type\":\"tuple\"}],\"name\":\"slashEquivocation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"snapshotOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stakeToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"}],\"name\":\"submitDeliverable\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbiterEscrow",
	Bin: "0x610240604052348015610010575f5ffd5b50604051615a85380380615a8583398101604081905261002f91610ce8565b604080518082018252600d81526c41726269746572457363726f7760981b602080830191909152825180840190935260018352601960f91b9083015282519091906001600160a01b03811661009e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a7816106a0565b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556100d5826106bc565b610120526100e2816106bc565b61014052815160208084019190912060e052815190820120610100524660a05261016e60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260608101516001600160401b03165f036101a45760405163d7c43e0f60e01b815260040160405180910390fd5b60808101516001600160401b031615806101d0575063ffffffff801681608001516001600160401b0316115b156101ee5760405163e5a8918b60e01b815260040160405180910390fd5b80606001516001600160401b03168160a001516001600160401b0316111580610229575063ffffffff80168160a001516001600160401b0316115b1561024757604051631223d22b60e01b815260040160405180910390fd5b60c0810151158061025a575060e0810151155b156102785760405163323e4a1760e11b815260040160405180910390fd5b60408101516001600160a01b03166102a35760405163d92e233d60e01b815260040160405180910390fd5b6102bd8161012001518261014001516106f960201b60201c565b60808161010001515111156102e857604051631e66402760e01b815260806004820152602401610095565b6060818101516001600160401b039081166101605260808084015182166101805260a0808501519092166101e0526020808501516001600160a01b039081166101a0526040808701519091166101c05260c08601516102005260e086015161022052805193840181526101208601805160ff9081168087526101408901805183168887018190525f898701819052898b018190529890970197909752600a805461ffff19169091176101009096029590951762010000600160501b031916909455519351815194841685529092169083015265ffffffffffff4216908201527f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019910160405180910390a1610100810151511561069a575f5b81610100015151811015610516575f6001600160a01b0316826101000151828151811061042f5761042f610df5565b60200260200101516001600160a01b03160361045e5760405163d92e233d60e01b815260040160405180910390fd5b5f5b8181101561050d57826101000151828151811061047f5761047f610df5565b60200260200101516001600160a01b031683610100015182815181106104a7576104a7610df5565b60200260200101516001600160a01b0316036105055782610100015182815181106104d4576104d4610df5565b6020026020010151604051630b0f26d560e21b815260040161009591906001600160a01b0391909116815260200190565b600101610460565b50600101610400565b505f816101000151518260c0015161052e9190610e1d565b90505f61054583604001518361075a60201b60201c565b9050818114610571576040516378e030db60e01b81526004810182905260248101839052604401610095565b5f6105858460c0015161085760201b60201c565b90505f5b84610100015151811015610695575f85610100015182815181106105af576105af610df5565b6020908102919091018101516001600160a01b0381165f9081526005909252604090912080546001600160801b0319166001600160801b03861617905590506105f8814261088e565b610603906001610e34565b6001600160a01b0382165f818152600560209081526040808320600101805463ffffffff9690961666010000000000000263ffffffff60301b199096169590951790945560c08a0151845192835290820181905292810192909252907fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a9060600160405180910390a250600101610589565b505050505b50610ee4565b600180546001600160a01b03191690556106b981610abc565b50565b5f5f829050601f815111156106e6578260405163305a27a960e01b81526004016100959190610e47565b80516106f182610e7c565b179392505050565b60ff8216158061070e57508160ff168160ff16115b8061072b57508160ff168160ff1660026107289190610e1d565b11155b15610756576040516381a7362d60e01b815260ff808416600483015282166024820152604401610095565b5050565b6040516370a0823160e01b81523060048201525f9081906001600160a01b038516906370a0823190602401602060405180830381865afa1580156107a0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107c49190610ea2565b90506107db6001600160a01b038516333086610b0b565b6040516370a0823160e01b815230600482015281906001600160a01b038616906370a0823190602401602060405180830381865afa15801561081f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108439190610ea2565b61084d9190610eb9565b9150505b92915050565b5f6001600160801b0382111561088a576040516306dfcc6560e41b81526080600482015260248101839052604401610095565b5090565b604080516060810182526001600160a01b038416815265ffffffffffff831660208201525f9181019190915260045490608082101561095257600480546001810182555f9190915281517f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b9091018054602084015160408501516001600160a01b039094166001600160d01b031990921691909117600160a01b65ffffffffffff92831602176001600160d01b0316600160d01b9190931602919091179055610a6a565b5f5b828110156109ce575f6004828154811061097057610970610df5565b5f91825260209091200154600160d01b900465ffffffffffff16905080158015906109b25750426101e0516001600160401b0316826109af9190610e34565b11155b156109bd57506109ce565b6109c682610ecc565b915050610954565b8281036109f157604051631e66402760e01b815260806004820152602401610095565b8160048281548110610a0557610a05610df5565b5f9182526020918290208351910180549284015160409094015165ffffffffffff908116600160d01b026001600160d01b0391909516600160a01b026001600160d01b03199094166001600160a01b0390931692909217929092171691909117905591505b6040805183815265ffffffffffff851660208201526001600160a01b038616917f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e47910160405180910390a25092915050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b610b19848484846001610b47565b610b4157604051635274afe760e01b81526001600160a01b0385166004820152602401610095565b50505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610ba3578383151615610b97573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161016081016001600160401b0381118282101715610beb57610beb610bb4565b60405290565b604051601f8201601f191681016001600160401b0381118282101715610c1957610c19610bb4565b604052919050565b80516001600160a01b0381168114610c37575f5ffd5b919050565b80516001600160401b0381168114610c37575f5ffd5b5f82601f830112610c61575f5ffd5b81516001600160401b03811115610c7a57610c7a610bb4565b8060051b610c8a60208201610bf1565b91825260208185018101929081019086841115610ca5575f5ffd5b6020860192505b83831015610cce57610cbd83610c21565b825260209283019290910190610cac565b9695505050505050565b805160ff81168114610c37575f5ffd5b5f60208284031215610cf8575f5ffd5b81516001600160401b03811115610d0d575f5ffd5b82016101608185031215610d1f575f5ffd5b610d27610bc8565b610d3082610c21565b8152610d3e60208301610c21565b6020820152610d4f60408301610c21565b6040820152610d6060608301610c3c565b6060820152610d7160808301610c3c565b6080820152610d8260a08301610c3c565b60a082015260c0828101519082015260e080830151908201526101008201516001600160401b03811115610db4575f5ffd5b610dc086828501610c52565b61010083015250610dd46101208301610cd8565b610120820152610de76101408301610cd8565b610140820152949350505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761085157610851610e09565b8082018082111561085157610851610e09565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610e9c575f198160200360031b1b821691505b50919050565b5f60208284031215610eb2575f5ffd5b5051919050565b8181038181111561085157610851610e09565b5f60018201610edd57610edd610e09565b5060010190565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e0516102005161022051614a856110005f395f8181610444015281816107ea015261203401525f818161047801526119ee01525f81816106a2015281816110250152818161189701528181611cd601528181612588015281816134c8015261365301525f81816106e9015281816127090152818161275101528181612ad60152818161328701526132cc01525f81816107b00152818161115901526111a901525f818161049f015281816114710152611a3f01525f8181610aa2015261169e01525f6130d101525f6130a601525f613a1001525f6139e801525f61394301525f61396d01525f6139970152614a855ff3fe608060405234801561000f575f5ffd5b506004361061037d575f3560e01c80637d4cb964116101d4578063a06db7dc11610109578063d46600aa116100a9578063f2fde38b11610079578063f2fde38b14610b76578063f5d6e9b014610b89578063f698da2514610b9c578063fccc281314610ba4575f5ffd5b8063d46600aa14610b24578063d937962514610b37578063deaaa7cc14610b3e578063e30c397814610b65575f5ffd5b8063b478794e116100e4578063b478794e14610adf578063c28b8dd914610b01578063c58e94d014610b14578063c7797db214610b1c575f5ffd5b8063a06db7dc14610a9d578063a52b48a814610ac4578063b37875c614610acc575f5ffd5b80638fe0eb3e116101745780639940686e1161014f5780639940686e146109aa57806399a60d13146109bd5780639c67a385146109d05780639ee2a8cf14610a1e575f5ffd5b80638fe0eb3e14610900578063932f0d5614610913578063933cd8de14610681575f5ffd5b806383df3144116101af57806383df3144146107e557806384b0196e1461080c57806386dfdce2146108275780638da5cb5b146108f0575f5ffd5b80637d4cb964146107a35780637dc0d1d0146107ab5780638025b3bb146107d2575f5ffd5b806343ab3fde116102b55780635969700a11610255578063715018a611610225578063715018a6146107785780637249fbb61461078057806379ba5097146107935780637b7a91dd1461079b575f5ffd5b80635969700a1461073d5780635e5bb2e014610750578063614a7f5d146107585780636b092f4914610750575f5ffd5b806351127fca1161029057806351127fca1461069d57806351a6fad5146106c457806351ed6a30146106e4578063537038ed14610723575f5ffd5b806343ab3fde1461065757806347fd8e2d14610681578063490be0231461068a575f5ffd5b80632e17c86c116103205780633ea4d2be116102fb5780633ea4d2be146104f457806341a9fd0a146105075780634206ea4c1461050f5780634262336014610517575f5ffd5b80632e17c86c1461049a57806335b6d3e3146104d95780633ccfd60b146104ec575f5ffd5b80631f75944e1161035b5780631f75944e146103f55780632037a7aa1461040a57806325a335b31461041d578063276ae81114610473575f5ffd5b80630cb5aa96146103815780630cbb0f83146103d05780631c11ea9b146103e2575b5f5ffd5b6103bb61038f36600461423f565b6001600160a01b03165f90815260056020526040902060010154600160301b900463ffffffff16151590565b60405190151581526020015b60405180910390f35b6004545b6040519081526020016103c7565b6103d46103f0366004614258565b610bad565b61040861040336600461426f565b610bc5565b005b6103bb61041836600461423f565b610e58565b6103bb61042b36600461423f565b6001600160a01b03165f908152600660205260409020547f00000000000000000000000000000000000000000000000000000000000000006001600160801b03909116101590565b6103d47f000000000000000000000000000000000000000000000000000000000000000081565b6104c17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020016103c7565b6103d46104e73660046142f2565b610f00565b610408610f6d565b610408610502366004614258565b610f96565b61040861111e565b6103d461113f565b6105e061052536600461423f565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810191909152506001600160a01b03165f90815260056020908152604091829020825160c08101845281546001600160801b038082168352600160801b90910416928101929092526001015465ffffffffffff81169282019290925263ffffffff600160301b830481166060830152600160501b830481166080830152600160701b90920490911660a082015290565b6040516103c791905f60c0820190506001600160801b0383511682526001600160801b03602084015116602083015265ffffffffffff604084015116604083015263ffffffff606084015116606083015263ffffffff608084015116608083015263ffffffff60a08401511660a083015292915050565b6103d4610665366004614324565b600760209081525f928352604080842090915290825290205481565b6103d461138881565b610408610698366004614355565b61114f565b6104c17f000000000000000000000000000000000000000000000000000000000000000081565b6106d76106d2366004614258565b611235565b6040516103c791906143bc565b61070b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016103c7565b61072b600281565b60405160ff90911681526020016103c7565b61040861074b3660046144f2565b6113c4565b61072b600181565b61076b610766366004614258565b611571565b6040516103c7919061455d565b610408611598565b61040861078e366004614258565b6115b9565b61040861178a565b61072b6117cb565b6103d4608081565b61070b7f000000000000000000000000000000000000000000000000000000000000000081565b61076b6107e0366004614258565b6117d5565b6103d47f000000000000000000000000000000000000000000000000000000000000000081565b610814611811565b6040516103c7979695949392919061459d565b6105e061083536600461423f565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810191909152506001600160a01b03165f90815260066020908152604091829020825160c08101845281546001600160801b038082168352600160801b90910416928101929092526001015465ffffffffffff81169282019290925263ffffffff600160301b830481166060830152600160501b830481166080830152600160701b90920490911660a082015290565b5f546001600160a01b031661070b565b61040861090e36600461467a565b611853565b61097a610921366004614258565b60408051606080820183525f808352602080840182905292840181905293845260098252928290208251938401835280546001600160801b038082168652600160801b9091041691840191909152600101549082015290565b6040805182516001600160801b0390811682526020808501519091169082015291810151908201526060016103c7565b6104086109b8366004614258565b6119d1565b61076b6109cb366004614258565b611aa1565b6109e36109de366004614258565b611bb7565b6040805182516001600160a01b0316815260208084015165ffffffffffff9081169183019190915292820151909216908201526060016103c7565b6040805160a081018252600a5460ff8082168352610100820481166020840152620100008204811693830184905263010000008204166060830181905264010000000090910465ffffffffffff166080909201829052906040805160ff948516815293909216602084015265ffffffffffff16908201526060016103c7565b6104c17f000000000000000000000000000000000000000000000000000000000000000081565b610408611c36565b610408610ada366004614701565b611c6a565b610af2610aed366004614258565b611fc1565b6040516103c793929190614782565b610408610b0f366004614258565b612017565b61072b61205a565b61040861206a565b610408610b323660046147a6565b61208b565b61072b5f81565b6103d47fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9581565b6001546001600160a01b031661070b565b610408610b8436600461423f565b6122a5565b610408610b973660046147d6565b612315565b6103d461278a565b61070b61dead81565b5f610bbf610bba83612798565b6127f3565b92915050565b610bcd612879565b86610beb57604051635836d99560e11b815260040160405180910390fd5b5f5f888152600b6020526040902060090154600160d01b900460ff166004811115610c1857610c18614388565b14610c3e5760405163bdaa099b60e01b8152600481018890526024015b60405180910390fd5b6001600160a01b0386161580610c5b57506001600160a01b038516155b15610c795760405163d92e233d60e01b815260040160405180910390fd5b336001600160a01b03871603610ca25760405163702d685960e01b815260040160405180910390fd5b835f03610cc257604051631f2a200560e01b815260040160405180910390fd5b42816001600160401b031611610cfc5760405163dd2d27d760e01b81526001600160401b0382166004820152426024820152604401610c35565b5f610d1086610d0b8688614855565b6128a7565b9050838111610d3d5760405163179b264d60e01b81526001600160a01b0387166004820152602401610c35565b5f888152600b602052604090208054336001600160a01b031991821617825560018201805482166001600160a01b038b811691909117909155600283018054909216908916179055610d8f8583614868565b60038201556004810185905560058101849055600981018054600160d01b67ffffffffffffffff60ff60d01b01199091166001600160401b038616171790556001600160a01b038816338a7f51c764807dbfb8dfce93fb9d3035f7a3e7d5c745aa28787dc56bcbfa339f6aa38a610e068a88614868565b604080516001600160a01b039093168352602083019190915281018a9052606081018990526001600160401b038816608082015260a00160405180910390a45050610e4f6129a2565b50505050505050565b5f805b600454811015610ef8575f60048281548110610e7957610e7961487b565b5f9182526020918290206040805160608101825291909201546001600160a01b0380821680845265ffffffffffff600160a01b8404811696850196909652600160d01b909204909416928201929092529250908516148015610ee05750610ee081426129c8565b15610eef575060019392505050565b50600101610e5b565b505f92915050565b604080517fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9560208201529081018490526060810183905281151560808201525f90610f639060a00160405160208183030381529060405280519060200120612a07565b90505b9392505050565b610f75612879565b335f908152600560205260408120610f8c91612a33565b610f946129a2565b565b610f9e612879565b5f610fa882612b40565b5f838152600960209081526040808320815160608101835281546001600160801b038082168352600160801b9091041693810184905260019091015491810191909152929350900361101057604051635cf7608160e11b815260048101849052602401610c35565b60098201545f90611054906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416614855565b905080421015611081576040516302e589ed60e61b81526004810185905260248101829052604401610c35565b5f848152600960209081526040822082815560010182905583015183516110b4916001600160801b03908116911661488f565b845460028601549192506110d5916001600160a01b03908116911683612b8f565b847fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b8260405161110791815260200190565b60405180910390a25050505061111b6129a2565b50565b611126612879565b335f908152600660205260409020610f8c906001612a33565b5f61114942611aa1565b51905090565b611157612879565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031661119e57604051632072f0a960e01b815260040160405180910390fd5b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146111e95760405163037d3e0960e61b8152336004820152602401610c35565b5f6111f384612b40565b90506112108482600901601a9054906101000a900460ff16612bc4565b61121d848285855f612c04565b6112278482612cee565b506112306129a2565b505050565b6112b1604080516101e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a08101829052906101c082015290565b5f828152600b602090815260409182902082516101e08101845281546001600160a01b0390811682526001830154811693820193909352600282015490921692820192909252600382015460608201526004808301546080830152600583015460a0830152600683015460c0830152600783015460e0830152600883015461010083015260098301546001600160401b03808216610120850152600160401b82048116610140850152600160801b82041661016084015260ff600160c01b82048116610180850152600160c81b820481166101a08501529293926101c0850192600160d01b90920416908111156113aa576113aa614388565b60048111156113bb576113bb614388565b90525092915050565b6113cc612d50565b6113d68282612d7c565b6040805160a081018252600a5460ff808216835261010082048116602084015262010000820481169383019390935263010000008104909216606082015264010000000090910465ffffffffffff1660808201819052158015906114465750806080015165ffffffffffff164210155b1561146357604081015160ff908116825260608201511660208201525b5f6114976001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642614855565b6040805160a081018252845160ff90811680835260208088015183168185018190528a8416858701819052938a16606080870182905265ffffffffffff89166080909701879052600a805461ffff19169095176101009093029290921763ffff0000191662010000860263ff000000191617630100000082021769ffffffffffff000000001916640100000000870217909355855193845290830191909152928101919091529192507f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019910160405180910390a150505050565b6060610bbf61157f83612798565b60090154600160401b90046001600160401b0316611aa1565b6115a0612d50565b604051638905116560e01b815260040160405180910390fd5b6115c1612879565b5f6115cb82612b40565b80549091506001600160a01b031633146115fa576040516303bb525960e21b8152336004820152602401610c35565b6009810154611614908390600160d01b900460ff16612dd9565b5f60016009830154600160d01b900460ff16600481111561163757611637614388565b036116895760098201546001600160401b0316421161168157600982015460405163677a062760e11b8152600481018590526001600160401b039091166024820152604401610c35565b5060016116ff565b60098201545f906116cd906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416614855565b90508042116116f95760405163677a062760e11b81526004810185905260248101829052604401610c35565b60029150505b60098201805460ff60d01b1916600160d21b179055600382015482546002840154611737916001600160a01b03918216911683612b8f565b6040805160ff841681526020810183905285917f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb910160405180910390a261177f8484612cee565b50505061111b6129a2565b60015433906001600160a01b031681146117c25760405163118cdaa760e01b81526001600160a01b0382166004820152602401610c35565b61111b81612e2c565b5f610bbf42612e45565b60605f6117e183612b40565b90506117fe8382600901601a9054906101000a900460ff16612bc4565b610f668161180c8584612ee4565b612f66565b5f6060805f5f5f606061182261309f565b61182a6130ca565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b61185b612879565b5f61186587612b40565b90506118828782600901601a9054906101000a900460ff16612bc4565b60098101545f906118c6906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416614855565b90508042106118f25760405163c175b33960e01b81526004810189905260248101829052604401610c35565b845f81900361191457604051631b33412160e31b815260040160405180910390fd5b5f6119238461180c8c87612ee4565b80519091506119328684614855565b1115611966576119428583614855565b8151604051633f8ea02560e01b815260048101929092526024820152604401610c35565b6009840154600160c81b900460ff168210156119ad576009840154604051635c8dda6b60e01b815260048101849052600160c81b90910460ff166024820152604401610c35565b6119bd8a858b848c8c8c8c6130f5565b505050506119c96129a2565b505050505050565b6119d9612879565b335f908152600560205260408120611a1390837f00000000000000000000000000000000000000000000000000000000000000008461321a565b6001810154909150600160301b900463ffffffff165f03611a9857611a6a33611a656001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642614855565b6133b2565b611a75906001614855565b8160010160066101000a81548163ffffffff021916908363ffffffff1602179055505b5061111b6129a2565b600454606090806001600160401b03811115611abf57611abf6148a6565b604051908082528060200260200182016040528015611ae8578160200160208202803683370190505b5091505f805b82811015611bae575f60048281548110611b0a57611b0a61487b565b5f9182526020918290206040805160608101825291909201546001600160a01b038116825265ffffffffffff600160a01b8204811694830194909452600160d01b9004909216908201529050611b6081876129c8565b15611ba55780518584611b72816148ba565b955081518110611b8457611b8461487b565b60200260200101906001600160a01b031690816001600160a01b0316815250505b50600101611aee565b50825250919050565b604080516060810182525f808252602082018190529181019190915260048281548110611be657611be661487b565b5f9182526020918290206040805160608101825291909201546001600160a01b038116825265ffffffffffff600160a01b8204811694830194909452600160d01b90049092169082015292915050565b611c3e612879565b335f90815260056020526040812090611c589082906135fb565b611c61816136f2565b50610f946129a2565b611c72612879565b5f611c7c85612b40565b5f868152600960205260408120805492935091600160801b90046001600160801b03169003611cc157604051635cf7608160e11b815260048101879052602401610c35565b60098201545f90611d05906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416614855565b9050804210611d315760405163c175b33960e01b81526004810188905260248101829052604401610c35565b5f611d50611d4889611d42876127f3565b8a610f00565b87875f613805565b90505f611d61858660080154612f66565b90505f5b815181108015611da05750826001600160a01b0316828281518110611d8c57611d8c61487b565b60200260200101516001600160a01b031614155b15611db557611dae816148ba565b9050611d65565b81518103611de757604051633a31deef60e11b81525f60048201526001600160a01b0384166024820152604401610c35565b60018581015490821b1615611e215760405163baeb2b3160e01b8152600481018b90526001600160a01b0384166024820152604401610c35565b84546001600160801b0380821691600160801b900416600103611e57575f8b815260096020526040812081815560010155611eab565b6001868101805482851b17905586548790601090611e86908490600160801b90046001600160801b03166148d2565b92506101000a8154816001600160801b0302191690836001600160801b031602179055505b6001600160a01b0384165f90815260056020526040902060019081018054600a90611ee4908490600160501b900463ffffffff166148f1565b825463ffffffff9182166101009390930a9283029190920219909116179055506001600160a01b038085165f90815260076020908152604080832060028c015490941683529290529081208054839290611f3f908490614855565b90915550506002870154611f5d906001600160a01b03168583612b8f565b604080518381528b151560208201529081018290526001600160a01b038516908c907fc9afdd7ef850a76716379acc6121ab72309562081bcc7a05fc86e15c253e4dd49060600160405180910390a350505050505050611fbb6129a2565b50505050565b60605f5f5f611fcf85612798565b9050611fdb8582613869565b9250611fe78184612f66565b6009820154849061200990600160801b90046001600160401b03166001614855565b935093509350509193909250565b61201f612879565b335f908152600660205260409020611a9890827f0000000000000000000000000000000000000000000000000000000000000000600161321a565b5f61206442612e45565b50919050565b612072612879565b335f908152600660205260409020610f8c9060016135fb565b612093612879565b5f61209d83612b40565b60018101549091506001600160a01b031633146120cf576040516371c6811560e11b8152336004820152602401610c35565b60098101546120e9908490600160d01b900460ff16612dd9565b60016009820154600160d01b900460ff16600481111561210b5761210b614388565b1461213e578281600901601a9054906101000a900460ff16604051632b3263b360e01b8152600401610c3592919061490d565b60098101546001600160401b0316421115612184576009810154604051637fa0676960e01b8152600481018590526001600160401b039091166024820152604401610c35565b816121a25760405163e21765e760e01b815260040160405180910390fd5b5f5f6121ad42612e45565b6006850186905560098501805460ff808416600160c81b0260ff60c81b19918616600160c01b029190911661ffff60c01b19436001600160401b03908116600160801b0267ffffffffffffffff60801b1942928316600160401b021677ffffffffffffffffffffffffffffffff000000000000000019909616959095179490941716171780835593955091935090916002919060ff60d01b1916600160d01b830217905550604080518681526001600160401b038316602082015287917f292b1517f92511046085561d88caf6a082a716149a599370f5db86d17e4b42b5910160405180910390a2505050506122a16129a2565b5050565b6122ad612d50565b600180546001600160a01b0383166001600160a01b031990911681179091556122dd5f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b61231d612879565b5f61232784612798565b90506123366020830183614921565b15156123456020850185614921565b15150361236557604051630dead26160e21b815260040160405180910390fd5b5f61236f826127f3565b90505f61239a61238787846104e760208a018a614921565b612394602088018861493a565b5f613805565b90505f6123c66123b288856104e760208a018a614921565b6123bf602088018861493a565b6001613805565b9050806001600160a01b0316826001600160a01b03161461240d57604051630ec6d4d360e41b81526001600160a01b03808416600483015282166024820152604401610c35565b5f87836040516020016124339291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600890935291205490915060ff161561248d576040516382aa3c1960e01b8152600481018990526001600160a01b0384166024820152604401610c35565b6001600160a01b0383165f90815260056020526040812080549091906124c5906001600160801b03600160801b820481169116614855565b9050805f036124f257604051630b97d11160e01b81526001600160a01b0386166004820152602401610c35565b5f838152600860205260408120805460ff191660011790556127106125196113888461488f565b6125239190614990565b90505f6127106125356113888461488f565b61253f9190614990565b905061254a846136f2565b83546001600160801b03191684556125628284614868565b84546001600160801b03918216600160801b0291161784555f6125ae6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642614855565b600186015490915065ffffffffffff808316911610156125e45760018501805465ffffffffffff191665ffffffffffff83161790555b60018581018054600e90612606908490600160701b900463ffffffff166148f1565b825463ffffffff9182166101009390930a92830291909202199091161790555060408051338152602081018590529081018390528d906001600160a01b038a16907f18116023c4bf63783b38618f0b8ae46b1562f3ebbf4aad8b8302bcca3d4fe3409060600160405180910390a38454600160801b90046001600160801b0316156126f65784546001860154604080515f8152600160801b9093046001600160801b0316602084015265ffffffffffff909116908201526001600160a01b038916907f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e009060600160405180910390a25b8115612730576127306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163384612b8f565b8183146127785761277861dead6127478486614868565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169190612b8f565b505050505050505050506112306129a2565b5f612793613937565b905090565b5f6127a282612b40565b6009810154909150600160801b90046001600160401b03165f036127ee578181600901601a9054906101000a900460ff16604051632b3263b360e01b8152600401610c3592919061490d565b919050565b5f60026128038360050154613a60565b6128108460060154613a60565b6040516020016128219291906149ba565b60408051601f198184030181529082905261283b916149ce565b602060405180830381855afa158015612856573d5f5f3e3d5ffd5b5050506040513d601f19601f82011682018060405250810190610bbf91906149d9565b612881613ad2565b60027f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b6040516370a0823160e01b81523060048201525f9081906001600160a01b038516906370a0823190602401602060405180830381865afa1580156128ed573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061291191906149d9565b90506129286001600160a01b038516333086613b14565b6040516370a0823160e01b815230600482015281906001600160a01b038616906370a0823190602401602060405180830381865afa15801561296c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061299091906149d9565b61299a9190614868565b949350505050565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b5f81836020015165ffffffffffff1611158015610f665750604083015165ffffffffffff161580610f6657505060409091015165ffffffffffff161190565b5f610bbf612a13613937565b8360405161190160f01b8152600281019290925260228201526042902090565b8154600160801b90046001600160801b03165f819003612a6857604051636e34ee0b60e11b8152336004820152602401610c35565b600183015465ffffffffffff16421015612aab576001830154604051635693e6cf60e11b815233600482015265ffffffffffff9091166024820152604401610c35565b82546001600160801b0316835560018301805465ffffffffffff19169055612afd6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163383612b8f565b6040805183151581526020810183905233917fbb176626afbc635eb6d9143928358f9a9a693b692a00fe2deb25cb1ccfcbf26e91015b60405180910390a2505050565b5f818152600b60205260408120906009820154600160d01b900460ff166004811115612b6e57612b6e614388565b036127ee57604051637133e9eb60e01b815260048101839052602401610c35565b612b9c8383836001613b4a565b61123057604051635274afe760e01b81526001600160a01b0384166004820152602401610c35565b612bce8282612dd9565b6002816004811115612be257612be2614388565b146122a1578181604051632b3263b360e01b8152600401610c3592919061490d565b5f83612c1a5784546001600160a01b0316612c29565b60018501546001600160a01b03165b905083612c37576004612c3a565b60035b60098601805460ff60d01b1916600160d01b836004811115612c5e57612c5e614388565b02179055506007850183905560038501546002860154612c88906001600160a01b03168383612b8f565b6040805186151581526020810186905260ff8516818301526001600160a01b038416606082015260808101839052905188917f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c919081900360a00190a250505050505050565b60048101545f819003612d0057505050565b81546002830154612d1e916001600160a01b03918216911683612b8f565b827fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b82604051612b3391815260200190565b5f546001600160a01b03163314610f945760405163118cdaa760e01b8152336004820152602401610c35565b60ff82161580612d9157508160ff168160ff16115b80612dae57508160ff168160ff166002612dab919061488f565b11155b156122a1576040516381a7362d60e01b815260ff808416600483015282166024820152604401610c35565b6003816004811115612ded57612ded614388565b1480612e0a57506004816004811115612e0857612e08614388565b145b156122a157818160405163fab294df60e01b8152600401610c3592919061490d565b600180546001600160a01b031916905561111b81613bac565b6040805160a081018252600a5460ff808216835261010082048116602084015262010000820481169383019390935263010000008104909216606082015264010000000090910465ffffffffffff16608082018190525f91829115801590612eb95750806080015165ffffffffffff168410155b15612ed257806040015181606001519250925050915091565b80516020909101519094909350915050565b5f612eef8383613869565b6008830154909150610bbf5760088201819055600982015483907feea7510cffdf218814969330ca47f080aa6ab94b9f14ba4166d7c1cfaeaf9346908390612f4890600160801b90046001600160401b03166001614855565b6040805192835260208301919091520160405180910390a292915050565b6009820154606090612f8790600160401b90046001600160401b0316611aa1565b80516009850154919250905f90600160c01b900460ff168211612faa5781612fba565b6009850154600160c01b900460ff165b90505f5b81811015613095575f612fd18285614868565b6040805160208101899052908101849052606001604051602081830303815290604052805190602001205f1c61300791906149f0565b6130119083614855565b90508481815181106130255761302561487b565b602002602001015185838151811061303f5761303f61487b565b60200260200101518684815181106130595761305961487b565b602002602001018784815181106130725761307261487b565b6001600160a01b0393841660209182029290920101529116905250600101612fbe565b5082525092915050565b60606127937f0000000000000000000000000000000000000000000000000000000000000000613bfb565b60606127937f0000000000000000000000000000000000000000000000000000000000000000613bfb565b5f6130ff886127f3565b905061312a60405180608001604052805f81526020015f815260200160608152602001606081525090565b613142876131398c858c610f00565b88885f5f613c38565b60408301528152613165876131598c858c15610f00565b8351879087908a613c38565b60608301526020820152805160408083015190518c927f5c41a0ca003c6fb82fadfce20fb2378f8a17d4aeab48339d1e850da1fb4a7775926131ac928d9288929091614a03565b60405180910390a2805160408051602081018d905290810184905289151560608201526080810191909152613201908b908b908b9060a001604051602081830303815290604052805190602001206001612c04565b61320e8a8a838a51613de0565b50505050505050505050565b5f835f0361323b57604051631f2a200560e01b815260040160405180910390fd5b8454600160801b90046001600160801b03161561328157600185015460405163d1cadb7360e01b815233600482015265ffffffffffff9091166024820152604401610c35565b5f6132ac7f0000000000000000000000000000000000000000000000000000000000000000866128a7565b9050805f036132f95760405163179b264d60e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166004820152602401610c35565b85545f906133119083906001600160801b0316614855565b90508481101561333e576040516378e030db60e01b81526004810182905260248101869052604401610c35565b6133478161404f565b87546001600160801b0319166001600160801b03919091161787556040805185151581526020810184905290810182905233907fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a9060600160405180910390a2509495945050505050565b604080516060810182526001600160a01b038416815265ffffffffffff831660208201525f9181019190915260045490608082101561347657600480546001810182555f9190915281517f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b9091018054602084015160408501516001600160a01b039094166001600160d01b031990921691909117600160a01b65ffffffffffff92831602176001600160d01b0316600160d01b91909316029190911790556135a9565b5f5b8281101561350d575f600482815481106134945761349461487b565b5f91825260209091200154600160d01b900465ffffffffffff16905080158015906134f15750426134ee6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001683614855565b11155b156134fc575061350d565b613505826148ba565b915050613478565b82810361353057604051631e66402760e01b815260806004820152602401610c35565b81600482815481106135445761354461487b565b5f9182526020918290208351910180549284015160409094015165ffffffffffff908116600160d01b026001600160d01b0391909516600160a01b026001600160d01b03199094166001600160a01b0390931692909217929092171691909117905591505b6040805183815265ffffffffffff851660208201526001600160a01b038616917f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e47910160405180910390a25092915050565b81546001600160801b03165f0361362757604051630b97d11160e01b8152336004820152602401610c35565b8154600160801b6001600160801b03909116026001600160801b03191682556136796001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642614855565b60018301805465ffffffffffff191665ffffffffffff9290921691821790558254604080518415158152600160801b9092046001600160801b0316602083015281019190915233907f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e009060600160405180910390a25050565b6001810154600160301b900463ffffffff165f0361370d5750565b6001818101545f9161372b91600160301b900463ffffffff16614a33565b6001808401805469ffffffff0000000000001916905563ffffffff9190911691505f90613759904290614855565b9050806004838154811061376f5761376f61487b565b905f5260205f20015f01601a6101000a81548165ffffffffffff021916908365ffffffffffff160217905550600482815481106137ae576137ae61487b565b5f91825260209182902001546040805185815265ffffffffffff8516938101939093526001600160a01b03909116917f8b24b58b2a4208ad9a7480f6a4060b694b4f5102b8d1961cfb7c68eb37405f699101612b33565b5f5f613812868686614086565b5090925090505f81600381111561382b5761382b614388565b14158061383f57506001600160a01b038216155b1561386057604051630a57f30960e31b815260048101849052602401610c35565b50949350505050565b60088101545f901561388057506008810154610bbf565b60098201545f906138a290600160801b90046001600160401b03166001614855565b90508043116138d957836138b7826001614855565b6040516301fb936560e21b815260048101929092526024820152604401610c35565b804080613903576040516302a670d760e61b81526004810186905260248101839052604401610c35565b6040805160208101839052908101869052606001604051602081830303815290604052805190602001209250505092915050565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561398f57507f000000000000000000000000000000000000000000000000000000000000000046145b156139b957507f000000000000000000000000000000000000000000000000000000000000000090565b612793604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6040805181815260608181018352916020820181803683370190505090506f181899199a1a9b1b9c1cb0b131b232b360811b602082015f5b6020811015613aca5784811a838160041c1a8260011b84015383600f82161a60018360011b0184015350600101613a98565b505050919050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0054600203610f9457604051633ee5aeb560e01b815260040160405180910390fd5b613b228484848460016140cd565b611fbb57604051635274afe760e01b81526001600160a01b0385166004820152602401610c35565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613ba0578383151615613b94573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f613c078361413a565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f6060846001600160401b03811115613c5357613c536148a6565b604051908082528060200260200182016040528015613c7c578160200160208202803683370190505b5090505f5b85811015613dd4575f613cc189898985818110613ca057613ca061487b565b9050602002810190613cb2919061493a565b613cbc868a614855565b613805565b90505f5b8a5181108015613d005750816001600160a01b03168b8281518110613cec57613cec61487b565b60200260200101516001600160a01b031614155b15613d1557613d0e816148ba565b9050613cc5565b8a518103613d5357613d278387614855565b604051633a31deef60e11b815260048101919091526001600160a01b0383166024820152604401610c35565b8487176001821b1615613d9657613d6a8387614855565b604051630fb8c71560e11b815260048101919091526001600160a01b0383166024820152604401610c35565b806001901b8517945081848481518110613db257613db261487b565b6001600160a01b03909216602092830291909101909101525050600101613c81565b50965096945050505050565b600483015460408301516060840151805182515f91613dfe91614855565b90505f613e0b8686614990565b60028901549091506001600160a01b03165f5b83811015613f31575f86518210613e5a5785875183613e3d9190614868565b81518110613e4d57613e4d61487b565b6020026020010151613e75565b868281518110613e6c57613e6c61487b565b60200260200101515b6001600160a01b0381165f908152600560205260409020600190810180549293509091600a90613eb3908490600160501b900463ffffffff166148f1565b92506101000a81548163ffffffff021916908363ffffffff160217905550835f14613f28576001600160a01b038082165f90815260076020908152604080832093871683529290529081208054869290613f0e908490614855565b90915550613f2890506001600160a01b0384168286612b8f565b50600101613e1e565b505f613f3d888461488f565b613f479088614868565b90508015613f68578954613f68906001600160a01b03848116911683612b8f565b8215801590613f7657508784105b15613ff4576040518060600160405280613f8f8561404f565b6001600160801b03168152602001613fa7868b614868565b6001600160801b03908116825260208c8101518d5117928101929092525f8e8152600983526040908190208451938501518316600160801b02939092169290921781559101516001909101555b88516020808b015160408051938452918301528101849052606081018290528b907f58fa9db74750bc093c7f12698f612e3623251b77450cf427603ec23425c286889060800160405180910390a25050505050505050505050565b5f6001600160801b03821115614082576040516306dfcc6560e41b81526080600482015260248101839052604401610c35565b5090565b5f808060418490036140ba578435602086013560408701355f1a6140ac89828585614161565b9550955095505050506140c4565b505f915060029050825b93509350939050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f5114831661412957838315161561411d573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f60ff8216601f811115610bbf57604051632cd44ac360e21b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561419a57505f9150600390508261421f565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156141eb573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661421657505f92506001915082905061421f565b92505f91508190505b9450945094915050565b80356001600160a01b03811681146127ee575f5ffd5b5f6020828403121561424f575f5ffd5b610f6682614229565b5f60208284031215614268575f5ffd5b5035919050565b5f5f5f5f5f5f5f60e0888a031215614285575f5ffd5b8735965061429560208901614229565b95506142a360408901614229565b9450606088013593506080880135925060a0880135915060c08801356001600160401b03811681146142d3575f5ffd5b8091505092959891949750929550565b803580151581146127ee575f5ffd5b5f5f5f60608486031215614304575f5ffd5b833592506020840135915061431b604085016142e3565b90509250925092565b5f5f60408385031215614335575f5ffd5b61433e83614229565b915061434c60208401614229565b90509250929050565b5f5f5f60608486031215614367575f5ffd5b83359250614377602085016142e3565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b600581106143b857634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526101e0810160208301516143e860208401826001600160a01b03169052565b50604083015161440360408401826001600160a01b03169052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e083015160e083015261010083015161010083015261012083015161445e6101208401826001600160401b03169052565b5061014083015161447b6101408401826001600160401b03169052565b506101608301516144986101608401826001600160401b03169052565b506101808301516144af61018084018260ff169052565b506101a08301516144c66101a084018260ff169052565b506101c08301516144db6101c084018261439c565b5092915050565b803560ff811681146127ee575f5ffd5b5f5f60408385031215614503575f5ffd5b61450c836144e2565b915061434c602084016144e2565b5f8151808452602084019350602083015f5b828110156145535781516001600160a01b031686526020958601959091019060010161452c565b5093949350505050565b602081525f610f66602083018461451a565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f6145bb60e083018961456f565b82810360408401526145cd818961456f565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015614622578351835260209384019390920191600101614604565b50909b9a5050505050505050505050565b5f5f83601f840112614643575f5ffd5b5081356001600160401b03811115614659575f5ffd5b6020830191508360208260051b8501011115614673575f5ffd5b9250929050565b5f5f5f5f5f5f6080878903121561468f575f5ffd5b8635955061469f602088016142e3565b945060408701356001600160401b038111156146b9575f5ffd5b6146c589828a01614633565b90955093505060608701356001600160401b038111156146e3575f5ffd5b6146ef89828a01614633565b979a9699509497509295939492505050565b5f5f5f5f60608587031215614714575f5ffd5b84359350614724602086016142e3565b925060408501356001600160401b0381111561473e575f5ffd5b8501601f8101871361474e575f5ffd5b80356001600160401b03811115614763575f5ffd5b876020828401011115614774575f5ffd5b949793965060200194505050565b606081525f614794606083018661451a565b60208301949094525060400152919050565b5f5f604083850312156147b7575f5ffd5b50508035926020909101359150565b5f60408284031215612064575f5ffd5b5f5f5f606084860312156147e8575f5ffd5b8335925060208401356001600160401b03811115614804575f5ffd5b614810868287016147c6565b92505060408401356001600160401b0381111561482b575f5ffd5b614837868287016147c6565b9150509250925092565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610bbf57610bbf614841565b81810381811115610bbf57610bbf614841565b634e487b7160e01b5f52603260045260245ffd5b8082028115828204841417610bbf57610bbf614841565b634e487b7160e01b5f52604160045260245ffd5b5f600182016148cb576148cb614841565b5060010190565b6001600160801b038281168282160390811115610bbf57610bbf614841565b63ffffffff8181168382160190811115610bbf57610bbf614841565b82815260408101610f66602083018461439c565b5f60208284031215614931575f5ffd5b610f66826142e3565b5f5f8335601e1984360301811261494f575f5ffd5b8301803591506001600160401b03821115614968575f5ffd5b602001915036819003821315614673575f5ffd5b634e487b7160e01b5f52601260045260245ffd5b5f8261499e5761499e61497c565b500490565b5f81518060208401855e5f93019283525090919050565b5f610f636149c883866149a3565b846149a3565b5f610f6682846149a3565b5f602082840312156149e9575f5ffd5b5051919050565b5f826149fe576149fe61497c565b500690565b8415158152836020820152826040820152608060608201525f614a29608083018461451a565b9695505050505050565b63ffffffff8281168282160390811115610bbf57610bbf61484156fea2646970667358221220cf1749dab56dc0a980856b0bff345a430bd1996276d97f1ec17e946a24201d1764736f6c63430008250033",
}

// ArbiterEscrow is an auto generated Go binding around an Ethereum contract.
type ArbiterEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ArbiterEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewArbiterEscrow creates a new instance of ArbiterEscrow.
func NewArbiterEscrow() *ArbiterEscrow {
	parsed, err := ArbiterEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ArbiterEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ArbiterEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor((address,address,address,uint64,uint64,uint64,uint256,uint256,address[],uint8,uint8) p) returns()
func (arbiterEscrow *ArbiterEscrow) PackConstructor(p ArbiterEscrowParams) []byte {
	enc, err := arbiterEscrow.abi.Pack("", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdeaaa7cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackBALLOTTYPEHASH() []byte {
	enc, err := arbiterEscrow.abi.Pack("BALLOT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdeaaa7cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackBALLOTTYPEHASH() ([]byte, error) {
	return arbiterEscrow.abi.Pack("BALLOT_TYPEHASH")
}

// UnpackBALLOTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdeaaa7cc.
//
// Solidity: function BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackBALLOTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("BALLOT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBURNADDRESS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfccc2813.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BURN_ADDRESS() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackBURNADDRESS() []byte {
	enc, err := arbiterEscrow.abi.Pack("BURN_ADDRESS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBURNADDRESS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfccc2813.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BURN_ADDRESS() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackBURNADDRESS() ([]byte, error) {
	return arbiterEscrow.abi.Pack("BURN_ADDRESS")
}

// UnpackBURNADDRESS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfccc2813.
//
// Solidity: function BURN_ADDRESS() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackBURNADDRESS(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("BURN_ADDRESS", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMAXENTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d4cb964.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ENTRIES() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackMAXENTRIES() []byte {
	enc, err := arbiterEscrow.abi.Pack("MAX_ENTRIES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXENTRIES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7d4cb964.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ENTRIES() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackMAXENTRIES() ([]byte, error) {
	return arbiterEscrow.abi.Pack("MAX_ENTRIES")
}

// UnpackMAXENTRIES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7d4cb964.
//
// Solidity: function MAX_ENTRIES() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackMAXENTRIES(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("MAX_ENTRIES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMETHODORACLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9379625.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function METHOD_ORACLE() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackMETHODORACLE() []byte {
	enc, err := arbiterEscrow.abi.Pack("METHOD_ORACLE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMETHODORACLE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9379625.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function METHOD_ORACLE() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackMETHODORACLE() ([]byte, error) {
	return arbiterEscrow.abi.Pack("METHOD_ORACLE")
}

// UnpackMETHODORACLE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd9379625.
//
// Solidity: function METHOD_ORACLE() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackMETHODORACLE(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("METHOD_ORACLE", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMETHODQUORUM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b092f49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function METHOD_QUORUM() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackMETHODQUORUM() []byte {
	enc, err := arbiterEscrow.abi.Pack("METHOD_QUORUM")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMETHODQUORUM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b092f49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function METHOD_QUORUM() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackMETHODQUORUM() ([]byte, error) {
	return arbiterEscrow.abi.Pack("METHOD_QUORUM")
}

// UnpackMETHODQUORUM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6b092f49.
//
// Solidity: function METHOD_QUORUM() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackMETHODQUORUM(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("METHOD_QUORUM", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackREFUNDNOSUBMISSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5bb2e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUND_NO_SUBMISSION() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackREFUNDNOSUBMISSION() []byte {
	enc, err := arbiterEscrow.abi.Pack("REFUND_NO_SUBMISSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDNOSUBMISSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e5bb2e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUND_NO_SUBMISSION() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackREFUNDNOSUBMISSION() ([]byte, error) {
	return arbiterEscrow.abi.Pack("REFUND_NO_SUBMISSION")
}

// UnpackREFUNDNOSUBMISSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e5bb2e0.
//
// Solidity: function REFUND_NO_SUBMISSION() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackREFUNDNOSUBMISSION(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("REFUND_NO_SUBMISSION", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackREFUNDRESOLUTIONTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x537038ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUND_RESOLUTION_TIMEOUT() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackREFUNDRESOLUTIONTIMEOUT() []byte {
	enc, err := arbiterEscrow.abi.Pack("REFUND_RESOLUTION_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDRESOLUTIONTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x537038ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUND_RESOLUTION_TIMEOUT() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackREFUNDRESOLUTIONTIMEOUT() ([]byte, error) {
	return arbiterEscrow.abi.Pack("REFUND_RESOLUTION_TIMEOUT")
}

// UnpackREFUNDRESOLUTIONTIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x537038ed.
//
// Solidity: function REFUND_RESOLUTION_TIMEOUT() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackREFUNDRESOLUTIONTIMEOUT(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("REFUND_RESOLUTION_TIMEOUT", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackREPORTERBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47fd8e2d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REPORTER_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackREPORTERBPS() []byte {
	enc, err := arbiterEscrow.abi.Pack("REPORTER_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREPORTERBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47fd8e2d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REPORTER_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackREPORTERBPS() ([]byte, error) {
	return arbiterEscrow.abi.Pack("REPORTER_BPS")
}

// UnpackREPORTERBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x47fd8e2d.
//
// Solidity: function REPORTER_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackREPORTERBPS(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("REPORTER_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSLASHBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x933cd8de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SLASH_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackSLASHBPS() []byte {
	enc, err := arbiterEscrow.abi.Pack("SLASH_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSLASHBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x933cd8de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SLASH_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackSLASHBPS() ([]byte, error) {
	return arbiterEscrow.abi.Pack("SLASH_BPS")
}

// UnpackSLASHBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x933cd8de.
//
// Solidity: function SLASH_BPS() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackSLASHBPS(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("SLASH_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (arbiterEscrow *ArbiterEscrow) PackAcceptOwnership() []byte {
	enc, err := arbiterEscrow.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (arbiterEscrow *ArbiterEscrow) TryPackAcceptOwnership() ([]byte, error) {
	return arbiterEscrow.abi.Pack("acceptOwnership")
}

// PackBallotDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35b6d3e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ballotDigest(bytes32 dealId, bytes32 evidenceRoot, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackBallotDigest(dealId [32]byte, evidenceRoot [32]byte, approved bool) []byte {
	enc, err := arbiterEscrow.abi.Pack("ballotDigest", dealId, evidenceRoot, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBallotDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35b6d3e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ballotDigest(bytes32 dealId, bytes32 evidenceRoot, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackBallotDigest(dealId [32]byte, evidenceRoot [32]byte, approved bool) ([]byte, error) {
	return arbiterEscrow.abi.Pack("ballotDigest", dealId, evidenceRoot, approved)
}

// UnpackBallotDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35b6d3e3.
//
// Solidity: function ballotDigest(bytes32 dealId, bytes32 evidenceRoot, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackBallotDigest(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("ballotDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9940686e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bond(uint256 amount) returns()
func (arbiterEscrow *ArbiterEscrow) PackBond(amount *big.Int) []byte {
	enc, err := arbiterEscrow.abi.Pack("bond", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9940686e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bond(uint256 amount) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackBond(amount *big.Int) ([]byte, error) {
	return arbiterEscrow.abi.Pack("bond", amount)
}

// PackBondCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28b8dd9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bondCoordinator(uint256 amount) returns()
func (arbiterEscrow *ArbiterEscrow) PackBondCoordinator(amount *big.Int) []byte {
	enc, err := arbiterEscrow.abi.Pack("bondCoordinator", amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBondCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc28b8dd9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bondCoordinator(uint256 amount) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackBondCoordinator(amount *big.Int) ([]byte, error) {
	return arbiterEscrow.abi.Pack("bondCoordinator", amount)
}

// PackClaimJurorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb37875c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimJurorFee(bytes32 dealId, bool approved, bytes signature) returns()
func (arbiterEscrow *ArbiterEscrow) PackClaimJurorFee(dealId [32]byte, approved bool, signature []byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("claimJurorFee", dealId, approved, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimJurorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb37875c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimJurorFee(bytes32 dealId, bool approved, bytes signature) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackClaimJurorFee(dealId [32]byte, approved bool, signature []byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("claimJurorFee", dealId, approved, signature)
}

// PackCoordinatorStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86dfdce2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function coordinatorStakeOf(address coordinator) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) PackCoordinatorStakeOf(coordinator common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("coordinatorStakeOf", coordinator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCoordinatorStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86dfdce2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function coordinatorStakeOf(address coordinator) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) TryPackCoordinatorStakeOf(coordinator common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("coordinatorStakeOf", coordinator)
}

// UnpackCoordinatorStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x86dfdce2.
//
// Solidity: function coordinatorStakeOf(address coordinator) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) UnpackCoordinatorStakeOf(data []byte) (ArbiterEscrowStake, error) {
	out, err := arbiterEscrow.abi.Unpack("coordinatorStakeOf", data)
	if err != nil {
		return *new(ArbiterEscrowStake), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbiterEscrowStake)).(*ArbiterEscrowStake)
	return out0, nil
}

// PackCreateDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f75944e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createDeal(bytes32 dealId, address seller, address token, uint256 amount, uint256 jurorFee, bytes32 criteriaHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) PackCreateDeal(dealId [32]byte, seller common.Address, token common.Address, amount *big.Int, jurorFee *big.Int, criteriaHash [32]byte, deadline uint64) []byte {
	enc, err := arbiterEscrow.abi.Pack("createDeal", dealId, seller, token, amount, jurorFee, criteriaHash, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f75944e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createDeal(bytes32 dealId, address seller, address token, uint256 amount, uint256 jurorFee, bytes32 criteriaHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackCreateDeal(dealId [32]byte, seller common.Address, token common.Address, amount *big.Int, jurorFee *big.Int, criteriaHash [32]byte, deadline uint64) ([]byte, error) {
	return arbiterEscrow.abi.Pack("createDeal", dealId, seller, token, amount, jurorFee, criteriaHash, deadline)
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackDomainSeparator() []byte {
	enc, err := arbiterEscrow.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackDomainSeparator() ([]byte, error) {
	return arbiterEscrow.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDrawPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8025b3bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawPanel(bytes32 dealId) returns(address[] seats)
func (arbiterEscrow *ArbiterEscrow) PackDrawPanel(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("drawPanel", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8025b3bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawPanel(bytes32 dealId) returns(address[] seats)
func (arbiterEscrow *ArbiterEscrow) TryPackDrawPanel(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("drawPanel", dealId)
}

// UnpackDrawPanel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8025b3bb.
//
// Solidity: function drawPanel(bytes32 dealId) returns(address[] seats)
func (arbiterEscrow *ArbiterEscrow) UnpackDrawPanel(data []byte) ([]common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("drawPanel", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (arbiterEscrow *ArbiterEscrow) PackEip712Domain() []byte {
	enc, err := arbiterEscrow.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (arbiterEscrow *ArbiterEscrow) TryPackEip712Domain() ([]byte, error) {
	return arbiterEscrow.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (arbiterEscrow *ArbiterEscrow) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := arbiterEscrow.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackEntryAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c67a385.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryAt(uint256 index) view returns((address,uint48,uint48))
func (arbiterEscrow *ArbiterEscrow) PackEntryAt(index *big.Int) []byte {
	enc, err := arbiterEscrow.abi.Pack("entryAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c67a385.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryAt(uint256 index) view returns((address,uint48,uint48))
func (arbiterEscrow *ArbiterEscrow) TryPackEntryAt(index *big.Int) ([]byte, error) {
	return arbiterEscrow.abi.Pack("entryAt", index)
}

// UnpackEntryAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c67a385.
//
// Solidity: function entryAt(uint256 index) view returns((address,uint48,uint48))
func (arbiterEscrow *ArbiterEscrow) UnpackEntryAt(data []byte) (ArbiterEscrowJurorEntry, error) {
	out, err := arbiterEscrow.abi.Unpack("entryAt", data)
	if err != nil {
		return *new(ArbiterEscrowJurorEntry), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbiterEscrowJurorEntry)).(*ArbiterEscrowJurorEntry)
	return out0, nil
}

// PackEntryCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cbb0f83.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackEntryCount() []byte {
	enc, err := arbiterEscrow.abi.Pack("entryCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cbb0f83.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackEntryCount() ([]byte, error) {
	return arbiterEscrow.abi.Pack("entryCount")
}

// UnpackEntryCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0cbb0f83.
//
// Solidity: function entryCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackEntryCount(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("entryCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEvidenceRootOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c11ea9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function evidenceRootOf(bytes32 dealId) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackEvidenceRootOf(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("evidenceRootOf", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEvidenceRootOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c11ea9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function evidenceRootOf(bytes32 dealId) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackEvidenceRootOf(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("evidenceRootOf", dealId)
}

// UnpackEvidenceRootOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c11ea9b.
//
// Solidity: function evidenceRootOf(bytes32 dealId) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackEvidenceRootOf(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("evidenceRootOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackFeeSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x932f0d56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeSharesOf(bytes32 dealId) view returns((uint128,uint128,uint256))
func (arbiterEscrow *ArbiterEscrow) PackFeeSharesOf(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("feeSharesOf", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x932f0d56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeSharesOf(bytes32 dealId) view returns((uint128,uint128,uint256))
func (arbiterEscrow *ArbiterEscrow) TryPackFeeSharesOf(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("feeSharesOf", dealId)
}

// UnpackFeeSharesOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x932f0d56.
//
// Solidity: function feeSharesOf(bytes32 dealId) view returns((uint128,uint128,uint256))
func (arbiterEscrow *ArbiterEscrow) UnpackFeeSharesOf(data []byte) (ArbiterEscrowFeeShares, error) {
	out, err := arbiterEscrow.abi.Unpack("feeSharesOf", data)
	if err != nil {
		return *new(ArbiterEscrowFeeShares), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbiterEscrowFeeShares)).(*ArbiterEscrowFeeShares)
	return out0, nil
}

// PackFeesEarned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43ab3fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feesEarned(address , address ) view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackFeesEarned(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("feesEarned", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeesEarned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43ab3fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feesEarned(address , address ) view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackFeesEarned(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("feesEarned", arg0, arg1)
}

// UnpackFeesEarned is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43ab3fde.
//
// Solidity: function feesEarned(address , address ) view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackFeesEarned(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("feesEarned", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51a6fad5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
func (arbiterEscrow *ArbiterEscrow) PackGetDeal(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("getDeal", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51a6fad5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
func (arbiterEscrow *ArbiterEscrow) TryPackGetDeal(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("getDeal", dealId)
}

// UnpackGetDeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51a6fad5.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
func (arbiterEscrow *ArbiterEscrow) UnpackGetDeal(data []byte) (ArbiterEscrowDeal, error) {
	out, err := arbiterEscrow.abi.Unpack("getDeal", data)
	if err != nil {
		return *new(ArbiterEscrowDeal), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbiterEscrowDeal)).(*ArbiterEscrowDeal)
	return out0, nil
}

// PackGracePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa06db7dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gracePeriod() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) PackGracePeriod() []byte {
	enc, err := arbiterEscrow.abi.Pack("gracePeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGracePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa06db7dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gracePeriod() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) TryPackGracePeriod() ([]byte, error) {
	return arbiterEscrow.abi.Pack("gracePeriod")
}

// UnpackGracePeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa06db7dc.
//
// Solidity: function gracePeriod() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) UnpackGracePeriod(data []byte) (uint64, error) {
	out, err := arbiterEscrow.abi.Unpack("gracePeriod", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackIsBondedCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25a335b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isBondedCoordinator(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) PackIsBondedCoordinator(account common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("isBondedCoordinator", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsBondedCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25a335b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isBondedCoordinator(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) TryPackIsBondedCoordinator(account common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("isBondedCoordinator", account)
}

// UnpackIsBondedCoordinator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25a335b3.
//
// Solidity: function isBondedCoordinator(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) UnpackIsBondedCoordinator(data []byte) (bool, error) {
	out, err := arbiterEscrow.abi.Unpack("isBondedCoordinator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsBondedJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cb5aa96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isBondedJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) PackIsBondedJuror(account common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("isBondedJuror", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsBondedJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0cb5aa96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isBondedJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) TryPackIsBondedJuror(account common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("isBondedJuror", account)
}

// UnpackIsBondedJuror is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0cb5aa96.
//
// Solidity: function isBondedJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) UnpackIsBondedJuror(data []byte) (bool, error) {
	out, err := arbiterEscrow.abi.Unpack("isBondedJuror", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2037a7aa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) PackIsJuror(account common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("isJuror", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2037a7aa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) TryPackIsJuror(account common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("isJuror", account)
}

// UnpackIsJuror is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2037a7aa.
//
// Solidity: function isJuror(address account) view returns(bool)
func (arbiterEscrow *ArbiterEscrow) UnpackIsJuror(data []byte) (bool, error) {
	out, err := arbiterEscrow.abi.Unpack("isJuror", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackJurorCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4206ea4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jurorCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackJurorCount() []byte {
	enc, err := arbiterEscrow.abi.Pack("jurorCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJurorCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4206ea4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jurorCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackJurorCount() ([]byte, error) {
	return arbiterEscrow.abi.Pack("jurorCount")
}

// UnpackJurorCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4206ea4c.
//
// Solidity: function jurorCount() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorCount(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("jurorCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackJurorsAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99a60d13.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jurorsAt(uint256 timestamp) view returns(address[] out)
func (arbiterEscrow *ArbiterEscrow) PackJurorsAt(timestamp *big.Int) []byte {
	enc, err := arbiterEscrow.abi.Pack("jurorsAt", timestamp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJurorsAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99a60d13.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jurorsAt(uint256 timestamp) view returns(address[] out)
func (arbiterEscrow *ArbiterEscrow) TryPackJurorsAt(timestamp *big.Int) ([]byte, error) {
	return arbiterEscrow.abi.Pack("jurorsAt", timestamp)
}

// UnpackJurorsAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x99a60d13.
//
// Solidity: function jurorsAt(uint256 timestamp) view returns(address[] out)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorsAt(data []byte) ([]common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("jurorsAt", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackMinCoordinatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83df3144.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minCoordinatorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackMinCoordinatorStake() []byte {
	enc, err := arbiterEscrow.abi.Pack("minCoordinatorStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinCoordinatorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83df3144.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minCoordinatorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackMinCoordinatorStake() ([]byte, error) {
	return arbiterEscrow.abi.Pack("minCoordinatorStake")
}

// UnpackMinCoordinatorStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x83df3144.
//
// Solidity: function minCoordinatorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackMinCoordinatorStake(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("minCoordinatorStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMinJurorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x276ae811.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minJurorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) PackMinJurorStake() []byte {
	enc, err := arbiterEscrow.abi.Pack("minJurorStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinJurorStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x276ae811.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minJurorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) TryPackMinJurorStake() ([]byte, error) {
	return arbiterEscrow.abi.Pack("minJurorStake")
}

// UnpackMinJurorStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x276ae811.
//
// Solidity: function minJurorStake() view returns(uint256)
func (arbiterEscrow *ArbiterEscrow) UnpackMinJurorStake(data []byte) (*big.Int, error) {
	out, err := arbiterEscrow.abi.Unpack("minJurorStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackOracle() []byte {
	enc, err := arbiterEscrow.abi.Pack("oracle")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oracle() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackOracle() ([]byte, error) {
	return arbiterEscrow.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackOracle(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackOwner() []byte {
	enc, err := arbiterEscrow.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackOwner() ([]byte, error) {
	return arbiterEscrow.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackOwner(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPanelOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb478794e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function panelOf(bytes32 dealId) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) PackPanelOf(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("panelOf", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPanelOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb478794e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function panelOf(bytes32 dealId) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) TryPackPanelOf(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("panelOf", dealId)
}

// PanelOfOutput serves as a container for the return parameters of contract
// method PanelOf.
type PanelOfOutput struct {
	Seats     []common.Address
	Seed      [32]byte
	DrawBlock *big.Int
}

// UnpackPanelOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb478794e.
//
// Solidity: function panelOf(bytes32 dealId) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackPanelOf(data []byte) (PanelOfOutput, error) {
	out, err := arbiterEscrow.abi.Unpack("panelOf", data)
	outstruct := new(PanelOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Seats = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Seed = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.DrawBlock = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackPanelSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc58e94d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function panelSize() view returns(uint8 size)
func (arbiterEscrow *ArbiterEscrow) PackPanelSize() []byte {
	enc, err := arbiterEscrow.abi.Pack("panelSize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPanelSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc58e94d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function panelSize() view returns(uint8 size)
func (arbiterEscrow *ArbiterEscrow) TryPackPanelSize() ([]byte, error) {
	return arbiterEscrow.abi.Pack("panelSize")
}

// UnpackPanelSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc58e94d0.
//
// Solidity: function panelSize() view returns(uint8 size)
func (arbiterEscrow *ArbiterEscrow) UnpackPanelSize(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("panelSize", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackPendingOwner() []byte {
	enc, err := arbiterEscrow.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackPendingOwner() ([]byte, error) {
	return arbiterEscrow.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee2a8cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingPanel() view returns(uint8 size, uint8 threshold, uint48 effectiveAt)
func (arbiterEscrow *ArbiterEscrow) PackPendingPanel() []byte {
	enc, err := arbiterEscrow.abi.Pack("pendingPanel")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee2a8cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingPanel() view returns(uint8 size, uint8 threshold, uint48 effectiveAt)
func (arbiterEscrow *ArbiterEscrow) TryPackPendingPanel() ([]byte, error) {
	return arbiterEscrow.abi.Pack("pendingPanel")
}

// PendingPanelOutput serves as a container for the return parameters of contract
// method PendingPanel.
type PendingPanelOutput struct {
	Size        uint8
	Threshold   uint8
	EffectiveAt *big.Int
}

// UnpackPendingPanel is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ee2a8cf.
//
// Solidity: function pendingPanel() view returns(uint8 size, uint8 threshold, uint48 effectiveAt)
func (arbiterEscrow *ArbiterEscrow) UnpackPendingPanel(data []byte) (PendingPanelOutput, error) {
	out, err := arbiterEscrow.abi.Unpack("pendingPanel", data)
	outstruct := new(PendingPanelOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Size = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.Threshold = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.EffectiveAt = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackQuorumThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b7a91dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumThreshold() view returns(uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) PackQuorumThreshold() []byte {
	enc, err := arbiterEscrow.abi.Pack("quorumThreshold")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b7a91dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumThreshold() view returns(uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) TryPackQuorumThreshold() ([]byte, error) {
	return arbiterEscrow.abi.Pack("quorumThreshold")
}

// UnpackQuorumThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b7a91dd.
//
// Solidity: function quorumThreshold() view returns(uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) UnpackQuorumThreshold(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("quorumThreshold", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) PackRefund(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("refund", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackRefund(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("refund", dealId)
}

// PackRegistryDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e17c86c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registryDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) PackRegistryDelay() []byte {
	enc, err := arbiterEscrow.abi.Pack("registryDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistryDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e17c86c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registryDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) TryPackRegistryDelay() ([]byte, error) {
	return arbiterEscrow.abi.Pack("registryDelay")
}

// UnpackRegistryDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2e17c86c.
//
// Solidity: function registryDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) UnpackRegistryDelay(data []byte) (uint64, error) {
	out, err := arbiterEscrow.abi.Unpack("registryDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() view returns()
func (arbiterEscrow *ArbiterEscrow) PackRenounceOwnership() []byte {
	enc, err := arbiterEscrow.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() view returns()
func (arbiterEscrow *ArbiterEscrow) TryPackRenounceOwnership() ([]byte, error) {
	return arbiterEscrow.abi.Pack("renounceOwnership")
}

// PackRequestCoordinatorUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7797db2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestCoordinatorUnbond() returns()
func (arbiterEscrow *ArbiterEscrow) PackRequestCoordinatorUnbond() []byte {
	enc, err := arbiterEscrow.abi.Pack("requestCoordinatorUnbond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestCoordinatorUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc7797db2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestCoordinatorUnbond() returns()
func (arbiterEscrow *ArbiterEscrow) TryPackRequestCoordinatorUnbond() ([]byte, error) {
	return arbiterEscrow.abi.Pack("requestCoordinatorUnbond")
}

// PackRequestUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa52b48a8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestUnbond() returns()
func (arbiterEscrow *ArbiterEscrow) PackRequestUnbond() []byte {
	enc, err := arbiterEscrow.abi.Pack("requestUnbond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestUnbond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa52b48a8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestUnbond() returns()
func (arbiterEscrow *ArbiterEscrow) TryPackRequestUnbond() ([]byte, error) {
	return arbiterEscrow.abi.Pack("requestUnbond")
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x490be023.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(bytes32 dealId, bool approved, bytes32 verdictHash) returns()
func (arbiterEscrow *ArbiterEscrow) PackResolve(dealId [32]byte, approved bool, verdictHash [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("resolve", dealId, approved, verdictHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x490be023.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(bytes32 dealId, bool approved, bytes32 verdictHash) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackResolve(dealId [32]byte, approved bool, verdictHash [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("resolve", dealId, approved, verdictHash)
}

// PackResolveByQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fe0eb3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bool approved, bytes[] signatures, bytes[] dissents) returns()
func (arbiterEscrow *ArbiterEscrow) PackResolveByQuorum(dealId [32]byte, approved bool, signatures [][]byte, dissents [][]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("resolveByQuorum", dealId, approved, signatures, dissents)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveByQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fe0eb3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bool approved, bytes[] signatures, bytes[] dissents) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackResolveByQuorum(dealId [32]byte, approved bool, signatures [][]byte, dissents [][]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("resolveByQuorum", dealId, approved, signatures, dissents)
}

// PackReturnUnclaimedFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ea4d2be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function returnUnclaimedFees(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) PackReturnUnclaimedFees(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("returnUnclaimedFees", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReturnUnclaimedFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ea4d2be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function returnUnclaimedFees(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackReturnUnclaimedFees(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("returnUnclaimedFees", dealId)
}

// PackSetPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5969700a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPanel(uint8 size, uint8 threshold) returns()
func (arbiterEscrow *ArbiterEscrow) PackSetPanel(size uint8, threshold uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("setPanel", size, threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPanel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5969700a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPanel(uint8 size, uint8 threshold) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSetPanel(size uint8, threshold uint8) ([]byte, error) {
	return arbiterEscrow.abi.Pack("setPanel", size, threshold)
}

// PackSlashEquivocation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5d6e9b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashEquivocation(bytes32 dealId, (bool,bytes) a, (bool,bytes) b) returns()
func (arbiterEscrow *ArbiterEscrow) PackSlashEquivocation(dealId [32]byte, a ArbiterEscrowSignedBallot, b ArbiterEscrowSignedBallot) []byte {
	enc, err := arbiterEscrow.abi.Pack("slashEquivocation", dealId, a, b)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashEquivocation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5d6e9b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashEquivocation(bytes32 dealId, (bool,bytes) a, (bool,bytes) b) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSlashEquivocation(dealId [32]byte, a ArbiterEscrowSignedBallot, b ArbiterEscrowSignedBallot) ([]byte, error) {
	return arbiterEscrow.abi.Pack("slashEquivocation", dealId, a, b)
}

// PackSnapshotOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x614a7f5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function snapshotOf(bytes32 dealId) view returns(address[])
func (arbiterEscrow *ArbiterEscrow) PackSnapshotOf(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("snapshotOf", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSnapshotOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x614a7f5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function snapshotOf(bytes32 dealId) view returns(address[])
func (arbiterEscrow *ArbiterEscrow) TryPackSnapshotOf(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("snapshotOf", dealId)
}

// UnpackSnapshotOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x614a7f5d.
//
// Solidity: function snapshotOf(bytes32 dealId) view returns(address[])
func (arbiterEscrow *ArbiterEscrow) UnpackSnapshotOf(data []byte) ([]common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("snapshotOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(address juror) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) PackStakeOf(juror common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("stakeOf", juror)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(address juror) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) TryPackStakeOf(juror common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("stakeOf", juror)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42623360.
//
// Solidity: function stakeOf(address juror) view returns((uint128,uint128,uint48,uint32,uint32,uint32))
func (arbiterEscrow *ArbiterEscrow) UnpackStakeOf(data []byte) (ArbiterEscrowStake, error) {
	out, err := arbiterEscrow.abi.Unpack("stakeOf", data)
	if err != nil {
		return *new(ArbiterEscrowStake), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbiterEscrowStake)).(*ArbiterEscrowStake)
	return out0, nil
}

// PackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeToken() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackStakeToken() []byte {
	enc, err := arbiterEscrow.abi.Pack("stakeToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeToken() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackStakeToken() ([]byte, error) {
	return arbiterEscrow.abi.Pack("stakeToken")
}

// UnpackStakeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51ed6a30.
//
// Solidity: function stakeToken() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackStakeToken(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("stakeToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSubmitDeliverable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd46600aa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submitDeliverable(bytes32 dealId, bytes32 deliverableHash) returns()
func (arbiterEscrow *ArbiterEscrow) PackSubmitDeliverable(dealId [32]byte, deliverableHash [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("submitDeliverable", dealId, deliverableHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmitDeliverable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd46600aa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submitDeliverable(bytes32 dealId, bytes32 deliverableHash) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSubmitDeliverable(dealId [32]byte, deliverableHash [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("submitDeliverable", dealId, deliverableHash)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (arbiterEscrow *ArbiterEscrow) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("transferOwnership", newOwner)
}

// PackUnbondDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51127fca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) PackUnbondDelay() []byte {
	enc, err := arbiterEscrow.abi.Pack("unbondDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51127fca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) TryPackUnbondDelay() ([]byte, error) {
	return arbiterEscrow.abi.Pack("unbondDelay")
}

// UnpackUnbondDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51127fca.
//
// Solidity: function unbondDelay() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) UnpackUnbondDelay(data []byte) (uint64, error) {
	out, err := arbiterEscrow.abi.Unpack("unbondDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (arbiterEscrow *ArbiterEscrow) PackWithdraw() []byte {
	enc, err := arbiterEscrow.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (arbiterEscrow *ArbiterEscrow) TryPackWithdraw() ([]byte, error) {
	return arbiterEscrow.abi.Pack("withdraw")
}

// PackWithdrawCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41a9fd0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawCoordinator() returns()
func (arbiterEscrow *ArbiterEscrow) PackWithdrawCoordinator() []byte {
	enc, err := arbiterEscrow.abi.Pack("withdrawCoordinator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawCoordinator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41a9fd0a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawCoordinator() returns()
func (arbiterEscrow *ArbiterEscrow) TryPackWithdrawCoordinator() ([]byte, error) {
	return arbiterEscrow.abi.Pack("withdrawCoordinator")
}

// ArbiterEscrowBonded represents a Bonded event raised by the ArbiterEscrow contract.
type ArbiterEscrowBonded struct {
	Account     common.Address
	Coordinator bool
	Amount      *big.Int
	Bonded      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowBondedEventName = "Bonded"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowBonded) ContractEventName() string {
	return ArbiterEscrowBondedEventName
}

// UnpackBondedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Bonded(address indexed account, bool coordinator, uint256 amount, uint256 bonded)
func (arbiterEscrow *ArbiterEscrow) UnpackBondedEvent(log *types.Log) (*ArbiterEscrowBonded, error) {
	event := "Bonded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowBonded)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowDealCreated represents a DealCreated event raised by the ArbiterEscrow contract.
type ArbiterEscrowDealCreated struct {
	DealId       [32]byte
	Buyer        common.Address
	Seller       common.Address
	Token        common.Address
	Amount       *big.Int
	JurorFee     *big.Int
	CriteriaHash [32]byte
	Deadline     uint64
	Raw          *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowDealCreatedEventName = "DealCreated"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowDealCreated) ContractEventName() string {
	return ArbiterEscrowDealCreatedEventName
}

// UnpackDealCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DealCreated(bytes32 indexed dealId, address indexed buyer, address indexed seller, address token, uint256 amount, uint256 jurorFee, bytes32 criteriaHash, uint64 deadline)
func (arbiterEscrow *ArbiterEscrow) UnpackDealCreatedEvent(log *types.Log) (*ArbiterEscrowDealCreated, error) {
	event := "DealCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowDealCreated)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowDealRefunded represents a DealRefunded event raised by the ArbiterEscrow contract.
type ArbiterEscrowDealRefunded struct {
	DealId [32]byte
	Reason uint8
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowDealRefundedEventName = "DealRefunded"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowDealRefunded) ContractEventName() string {
	return ArbiterEscrowDealRefundedEventName
}

// UnpackDealRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DealRefunded(bytes32 indexed dealId, uint8 reason, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackDealRefundedEvent(log *types.Log) (*ArbiterEscrowDealRefunded, error) {
	event := "DealRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowDealRefunded)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowDealResolved represents a DealResolved event raised by the ArbiterEscrow contract.
type ArbiterEscrowDealResolved struct {
	DealId      [32]byte
	Approved    bool
	VerdictHash [32]byte
	Method      uint8
	Recipient   common.Address
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowDealResolvedEventName = "DealResolved"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowDealResolved) ContractEventName() string {
	return ArbiterEscrowDealResolvedEventName
}

// UnpackDealResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DealResolved(bytes32 indexed dealId, bool approved, bytes32 verdictHash, uint8 method, address recipient, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackDealResolvedEvent(log *types.Log) (*ArbiterEscrowDealResolved, error) {
	event := "DealResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowDealResolved)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowDealSettledByJurors represents a DealSettledByJurors event raised by the ArbiterEscrow contract.
type ArbiterEscrowDealSettledByJurors struct {
	DealId       [32]byte
	Approved     bool
	EvidenceRoot [32]byte
	SeatMask     *big.Int
	Signers      []common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowDealSettledByJurorsEventName = "DealSettledByJurors"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowDealSettledByJurors) ContractEventName() string {
	return ArbiterEscrowDealSettledByJurorsEventName
}

// UnpackDealSettledByJurorsEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DealSettledByJurors(bytes32 indexed dealId, bool approved, bytes32 evidenceRoot, uint256 seatMask, address[] signers)
func (arbiterEscrow *ArbiterEscrow) UnpackDealSettledByJurorsEvent(log *types.Log) (*ArbiterEscrowDealSettledByJurors, error) {
	event := "DealSettledByJurors"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowDealSettledByJurors)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowDeliverableSubmitted represents a DeliverableSubmitted event raised by the ArbiterEscrow contract.
type ArbiterEscrowDeliverableSubmitted struct {
	DealId          [32]byte
	DeliverableHash [32]byte
	SubmittedAt     uint64
	Raw             *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowDeliverableSubmittedEventName = "DeliverableSubmitted"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowDeliverableSubmitted) ContractEventName() string {
	return ArbiterEscrowDeliverableSubmittedEventName
}

// UnpackDeliverableSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DeliverableSubmitted(bytes32 indexed dealId, bytes32 deliverableHash, uint64 submittedAt)
func (arbiterEscrow *ArbiterEscrow) UnpackDeliverableSubmittedEvent(log *types.Log) (*ArbiterEscrowDeliverableSubmitted, error) {
	event := "DeliverableSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowDeliverableSubmitted)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowEIP712DomainChanged represents a EIP712DomainChanged event raised by the ArbiterEscrow contract.
type ArbiterEscrowEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowEIP712DomainChanged) ContractEventName() string {
	return ArbiterEscrowEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (arbiterEscrow *ArbiterEscrow) UnpackEIP712DomainChangedEvent(log *types.Log) (*ArbiterEscrowEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorAdded represents a JurorAdded event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorAdded struct {
	Juror      common.Address
	Index      *big.Int
	ActiveFrom *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorAddedEventName = "JurorAdded"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorAdded) ContractEventName() string {
	return ArbiterEscrowJurorAddedEventName
}

// UnpackJurorAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorAdded(address indexed juror, uint256 index, uint48 activeFrom)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorAddedEvent(log *types.Log) (*ArbiterEscrowJurorAdded, error) {
	event := "JurorAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorAdded)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorFeeClaimed represents a JurorFeeClaimed event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorFeeClaimed struct {
	DealId   [32]byte
	Juror    common.Address
	Seat     *big.Int
	Approved bool
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorFeeClaimedEventName = "JurorFeeClaimed"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorFeeClaimed) ContractEventName() string {
	return ArbiterEscrowJurorFeeClaimedEventName
}

// UnpackJurorFeeClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorFeeClaimed(bytes32 indexed dealId, address indexed juror, uint256 seat, bool approved, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorFeeClaimedEvent(log *types.Log) (*ArbiterEscrowJurorFeeClaimed, error) {
	event := "JurorFeeClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorFeeClaimed)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorFeeRefunded represents a JurorFeeRefunded event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorFeeRefunded struct {
	DealId [32]byte
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorFeeRefundedEventName = "JurorFeeRefunded"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorFeeRefunded) ContractEventName() string {
	return ArbiterEscrowJurorFeeRefundedEventName
}

// UnpackJurorFeeRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorFeeRefunded(bytes32 indexed dealId, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorFeeRefundedEvent(log *types.Log) (*ArbiterEscrowJurorFeeRefunded, error) {
	event := "JurorFeeRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorFeeRefunded)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorFeesPaid represents a JurorFeesPaid event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorFeesPaid struct {
	DealId      [32]byte
	SeatMask    *big.Int
	DissentMask *big.Int
	PerSeat     *big.Int
	ToBuyer     *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorFeesPaidEventName = "JurorFeesPaid"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorFeesPaid) ContractEventName() string {
	return ArbiterEscrowJurorFeesPaidEventName
}

// UnpackJurorFeesPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorFeesPaid(bytes32 indexed dealId, uint256 seatMask, uint256 dissentMask, uint256 perSeat, uint256 toBuyer)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorFeesPaidEvent(log *types.Log) (*ArbiterEscrowJurorFeesPaid, error) {
	event := "JurorFeesPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorFeesPaid)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorRemoved represents a JurorRemoved event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorRemoved struct {
	Juror       common.Address
	Index       *big.Int
	ActiveUntil *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorRemovedEventName = "JurorRemoved"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorRemoved) ContractEventName() string {
	return ArbiterEscrowJurorRemovedEventName
}

// UnpackJurorRemovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorRemoved(address indexed juror, uint256 index, uint48 activeUntil)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorRemovedEvent(log *types.Log) (*ArbiterEscrowJurorRemoved, error) {
	event := "JurorRemoved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorRemoved)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowJurorSlashed represents a JurorSlashed event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorSlashed struct {
	Juror    common.Address
	DealId   [32]byte
	Reporter common.Address
	Slashed  *big.Int
	Reward   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorSlashedEventName = "JurorSlashed"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorSlashed) ContractEventName() string {
	return ArbiterEscrowJurorSlashedEventName
}

// UnpackJurorSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorSlashed(address indexed juror, bytes32 indexed dealId, address reporter, uint256 slashed, uint256 reward)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorSlashedEvent(log *types.Log) (*ArbiterEscrowJurorSlashed, error) {
	event := "JurorSlashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorSlashed)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the ArbiterEscrow contract.
type ArbiterEscrowOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowOwnershipTransferStarted) ContractEventName() string {
	return ArbiterEscrowOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (arbiterEscrow *ArbiterEscrow) UnpackOwnershipTransferStartedEvent(log *types.Log) (*ArbiterEscrowOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowOwnershipTransferStarted)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowOwnershipTransferred represents a OwnershipTransferred event raised by the ArbiterEscrow contract.
type ArbiterEscrowOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowOwnershipTransferred) ContractEventName() string {
	return ArbiterEscrowOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (arbiterEscrow *ArbiterEscrow) UnpackOwnershipTransferredEvent(log *types.Log) (*ArbiterEscrowOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowPanelDrawn represents a PanelDrawn event raised by the ArbiterEscrow contract.
type ArbiterEscrowPanelDrawn struct {
	DealId    [32]byte
	Seed      [32]byte
	DrawBlock *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowPanelDrawnEventName = "PanelDrawn"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowPanelDrawn) ContractEventName() string {
	return ArbiterEscrowPanelDrawnEventName
}

// UnpackPanelDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PanelDrawn(bytes32 indexed dealId, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackPanelDrawnEvent(log *types.Log) (*ArbiterEscrowPanelDrawn, error) {
	event := "PanelDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowPanelDrawn)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowPanelScheduled represents a PanelScheduled event raised by the ArbiterEscrow contract.
type ArbiterEscrowPanelScheduled struct {
	Size        uint8
	Threshold   uint8
	EffectiveAt *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowPanelScheduledEventName = "PanelScheduled"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowPanelScheduled) ContractEventName() string {
	return ArbiterEscrowPanelScheduledEventName
}

// UnpackPanelScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PanelScheduled(uint8 size, uint8 threshold, uint48 effectiveAt)
func (arbiterEscrow *ArbiterEscrow) UnpackPanelScheduledEvent(log *types.Log) (*ArbiterEscrowPanelScheduled, error) {
	event := "PanelScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowPanelScheduled)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowUnbondRequested represents a UnbondRequested event raised by the ArbiterEscrow contract.
type ArbiterEscrowUnbondRequested struct {
	Account     common.Address
	Coordinator bool
	Amount      *big.Int
	ReleaseAt   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowUnbondRequestedEventName = "UnbondRequested"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowUnbondRequested) ContractEventName() string {
	return ArbiterEscrowUnbondRequestedEventName
}

// UnpackUnbondRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnbondRequested(address indexed account, bool coordinator, uint256 amount, uint48 releaseAt)
func (arbiterEscrow *ArbiterEscrow) UnpackUnbondRequestedEvent(log *types.Log) (*ArbiterEscrowUnbondRequested, error) {
	event := "UnbondRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowUnbondRequested)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// ArbiterEscrowWithdrawn represents a Withdrawn event raised by the ArbiterEscrow contract.
type ArbiterEscrowWithdrawn struct {
	Account     common.Address
	Coordinator bool
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowWithdrawn) ContractEventName() string {
	return ArbiterEscrowWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, bool coordinator, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackWithdrawnEvent(log *types.Log) (*ArbiterEscrowWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowWithdrawn)
	if len(log.Data) > 0 {
		if err := arbiterEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbiterEscrow.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (arbiterEscrow *ArbiterEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["BallotWindowClosed"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackBallotWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["BallotWindowOpen"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackBallotWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DeadlineNotInFuture"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDeadlineNotInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DeadlinePassed"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DealAlreadyExists"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDealAlreadyExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DealAlreadySettled"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDealAlreadySettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DealNotFound"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDealNotFoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DrawExpired"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDrawExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DrawPending"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDrawPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DuplicateSigner"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDuplicateSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["EmptyDeliverable"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackEmptyDeliverableError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["FeeAlreadyPaid"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackFeeAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidDealId"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidDealIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidGracePeriod"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidGracePeriodError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidMinimumStake"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidMinimumStakeError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidPanel"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidPanelError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidRegistryDelay"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidRegistryDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidUnbondDelay"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidUnbondDelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["JurorAlreadyActive"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackJurorAlreadyActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoSignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoSignaturesError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotASeat"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotASeatError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotBonded"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotBondedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotBuyer"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotBuyerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotOracle"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotOracleError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotSeller"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotSellerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NothingReceived"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNothingReceivedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OracleDisabled"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOracleDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["ProofAlreadyUsed"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackProofAlreadyUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["QuorumNotReached"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackQuorumNotReachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["RefundNotAvailable"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackRefundNotAvailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["RegistryFull"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackRegistryFullError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["RenounceDisabled"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackRenounceDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SameVote"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSameVoteError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SelfDeal"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSelfDealError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SignersDiffer"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSignersDifferError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["StakeBelowMinimum"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackStakeBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["TooManySignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackTooManySignaturesError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["UnbondLocked"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackUnbondLockedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["UnbondPending"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackUnbondPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["WrongState"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackWrongStateError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ArbiterEscrowBallotWindowClosed represents a BallotWindowClosed error raised by the ArbiterEscrow contract.
type ArbiterEscrowBallotWindowClosed struct {
	DealId   [32]byte
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BallotWindowClosed(bytes32 dealId, uint256 closedAt)
func ArbiterEscrowBallotWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xc175b33938c076e86ecf5156c8e878bb5e0b04f4b95259fffe29ef8590390ad2")
}

// UnpackBallotWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BallotWindowClosed(bytes32 dealId, uint256 closedAt)
func (arbiterEscrow *ArbiterEscrow) UnpackBallotWindowClosedError(raw []byte) (*ArbiterEscrowBallotWindowClosed, error) {
	out := new(ArbiterEscrowBallotWindowClosed)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "BallotWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowBallotWindowOpen represents a BallotWindowOpen error raised by the ArbiterEscrow contract.
type ArbiterEscrowBallotWindowOpen struct {
	DealId   [32]byte
	ClosesAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BallotWindowOpen(bytes32 dealId, uint256 closesAt)
func ArbiterEscrowBallotWindowOpenErrorID() common.Hash {
	return common.HexToHash("0xb9627b40ecb50dd501efa1d8c07c0331733271dee0c9c0d6c655c550afe0817b")
}

// UnpackBallotWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BallotWindowOpen(bytes32 dealId, uint256 closesAt)
func (arbiterEscrow *ArbiterEscrow) UnpackBallotWindowOpenError(raw []byte) (*ArbiterEscrowBallotWindowOpen, error) {
	out := new(ArbiterEscrowBallotWindowOpen)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "BallotWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDeadlineNotInFuture represents a DeadlineNotInFuture error raised by the ArbiterEscrow contract.
type ArbiterEscrowDeadlineNotInFuture struct {
	Deadline  uint64
	Timestamp *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineNotInFuture(uint64 deadline, uint256 timestamp)
func ArbiterEscrowDeadlineNotInFutureErrorID() common.Hash {
	return common.HexToHash("0xdd2d27d7248ac55df9e43d621c865c4b25cb3ff52b2806e3455df18515d6f4a8")
}

// UnpackDeadlineNotInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineNotInFuture(uint64 deadline, uint256 timestamp)
func (arbiterEscrow *ArbiterEscrow) UnpackDeadlineNotInFutureError(raw []byte) (*ArbiterEscrowDeadlineNotInFuture, error) {
	out := new(ArbiterEscrowDeadlineNotInFuture)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DeadlineNotInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDeadlinePassed represents a DeadlinePassed error raised by the ArbiterEscrow contract.
type ArbiterEscrowDeadlinePassed struct {
	DealId   [32]byte
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlinePassed(bytes32 dealId, uint64 deadline)
func ArbiterEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x7fa0676986e96df6df7f0cfd5fe9b021f5a9683273c3f282474726464dbe9f8f")
}

// UnpackDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlinePassed(bytes32 dealId, uint64 deadline)
func (arbiterEscrow *ArbiterEscrow) UnpackDeadlinePassedError(raw []byte) (*ArbiterEscrowDeadlinePassed, error) {
	out := new(ArbiterEscrowDeadlinePassed)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDealAlreadyExists represents a DealAlreadyExists error raised by the ArbiterEscrow contract.
type ArbiterEscrowDealAlreadyExists struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DealAlreadyExists(bytes32 dealId)
func ArbiterEscrowDealAlreadyExistsErrorID() common.Hash {
	return common.HexToHash("0xbdaa099b2fbe4912b9e78de3a576891a2bdb344a15df8c3520fb4377e596f5ac")
}

// UnpackDealAlreadyExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DealAlreadyExists(bytes32 dealId)
func (arbiterEscrow *ArbiterEscrow) UnpackDealAlreadyExistsError(raw []byte) (*ArbiterEscrowDealAlreadyExists, error) {
	out := new(ArbiterEscrowDealAlreadyExists)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DealAlreadyExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDealAlreadySettled represents a DealAlreadySettled error raised by the ArbiterEscrow contract.
type ArbiterEscrowDealAlreadySettled struct {
	DealId [32]byte
	State  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DealAlreadySettled(bytes32 dealId, uint8 state)
func ArbiterEscrowDealAlreadySettledErrorID() common.Hash {
	return common.HexToHash("0xfab294df9f52427f90a4bec66befd38844d29f99a97c6276e86ee6f067c65ee2")
}

// UnpackDealAlreadySettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DealAlreadySettled(bytes32 dealId, uint8 state)
func (arbiterEscrow *ArbiterEscrow) UnpackDealAlreadySettledError(raw []byte) (*ArbiterEscrowDealAlreadySettled, error) {
	out := new(ArbiterEscrowDealAlreadySettled)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DealAlreadySettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDealNotFound represents a DealNotFound error raised by the ArbiterEscrow contract.
type ArbiterEscrowDealNotFound struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DealNotFound(bytes32 dealId)
func ArbiterEscrowDealNotFoundErrorID() common.Hash {
	return common.HexToHash("0x7133e9ebf7333a8b478f5c235510feb0dbdc5f1c2faa49c8205d4fdc50b9e3b2")
}

// UnpackDealNotFoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DealNotFound(bytes32 dealId)
func (arbiterEscrow *ArbiterEscrow) UnpackDealNotFoundError(raw []byte) (*ArbiterEscrowDealNotFound, error) {
	out := new(ArbiterEscrowDealNotFound)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DealNotFound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDrawExpired represents a DrawExpired error raised by the ArbiterEscrow contract.
type ArbiterEscrowDrawExpired struct {
	DealId    [32]byte
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawExpired(bytes32 dealId, uint256 drawBlock)
func ArbiterEscrowDrawExpiredErrorID() common.Hash {
	return common.HexToHash("0xa99c35c0abf4bb44dfaa66539ee71de5afd5f17aa570e2e07e6a77fb2b7697a2")
}

// UnpackDrawExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawExpired(bytes32 dealId, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackDrawExpiredError(raw []byte) (*ArbiterEscrowDrawExpired, error) {
	out := new(ArbiterEscrowDrawExpired)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DrawExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDrawPending represents a DrawPending error raised by the ArbiterEscrow contract.
type ArbiterEscrowDrawPending struct {
	DealId           [32]byte
	AvailableAtBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawPending(bytes32 dealId, uint256 availableAtBlock)
func ArbiterEscrowDrawPendingErrorID() common.Hash {
	return common.HexToHash("0x07ee4d949f73715b5297d84b6845531f76521469cee46a4e0c03b07b483e1e35")
}

// UnpackDrawPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawPending(bytes32 dealId, uint256 availableAtBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackDrawPendingError(raw []byte) (*ArbiterEscrowDrawPending, error) {
	out := new(ArbiterEscrowDrawPending)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DrawPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowDuplicateSigner represents a DuplicateSigner error raised by the ArbiterEscrow contract.
type ArbiterEscrowDuplicateSigner struct {
	Index  *big.Int
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DuplicateSigner(uint256 index, address signer)
func ArbiterEscrowDuplicateSignerErrorID() common.Hash {
	return common.HexToHash("0x1f718e2a7a991ce9a7e0f0e1bd1c89e40d89911db7421098491275664ede7938")
}

// UnpackDuplicateSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DuplicateSigner(uint256 index, address signer)
func (arbiterEscrow *ArbiterEscrow) UnpackDuplicateSignerError(raw []byte) (*ArbiterEscrowDuplicateSigner, error) {
	out := new(ArbiterEscrowDuplicateSigner)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "DuplicateSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowEmptyDeliverable represents a EmptyDeliverable error raised by the ArbiterEscrow contract.
type ArbiterEscrowEmptyDeliverable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyDeliverable()
func ArbiterEscrowEmptyDeliverableErrorID() common.Hash {
	return common.HexToHash("0xe21765e7baf2f3666fdffa15e489b8a3db81f73b562c636d35b6d28aa73e09e2")
}

// UnpackEmptyDeliverableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyDeliverable()
func (arbiterEscrow *ArbiterEscrow) UnpackEmptyDeliverableError(raw []byte) (*ArbiterEscrowEmptyDeliverable, error) {
	out := new(ArbiterEscrowEmptyDeliverable)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "EmptyDeliverable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowFeeAlreadyPaid represents a FeeAlreadyPaid error raised by the ArbiterEscrow contract.
type ArbiterEscrowFeeAlreadyPaid struct {
	DealId [32]byte
	Juror  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeAlreadyPaid(bytes32 dealId, address juror)
func ArbiterEscrowFeeAlreadyPaidErrorID() common.Hash {
	return common.HexToHash("0xbaeb2b3103101fbd1a9fbb85521aa5f350f35eb90fab1bbafc27fd8f046b188b")
}

// UnpackFeeAlreadyPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeAlreadyPaid(bytes32 dealId, address juror)
func (arbiterEscrow *ArbiterEscrow) UnpackFeeAlreadyPaidError(raw []byte) (*ArbiterEscrowFeeAlreadyPaid, error) {
	out := new(ArbiterEscrowFeeAlreadyPaid)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "FeeAlreadyPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidDealId represents a InvalidDealId error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidDealId struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDealId()
func ArbiterEscrowInvalidDealIdErrorID() common.Hash {
	return common.HexToHash("0xb06db32a2a17d526f51868d8fb698004dff01107b62afaa2d4f63928191b9224")
}

// UnpackInvalidDealIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDealId()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidDealIdError(raw []byte) (*ArbiterEscrowInvalidDealId, error) {
	out := new(ArbiterEscrowInvalidDealId)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidDealId", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidGracePeriod represents a InvalidGracePeriod error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidGracePeriod struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidGracePeriod()
func ArbiterEscrowInvalidGracePeriodErrorID() common.Hash {
	return common.HexToHash("0xd7c43e0f7ca758bc8dea7c5828997b394887922a832d05c33d9ca525b2c89d9a")
}

// UnpackInvalidGracePeriodError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidGracePeriod()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidGracePeriodError(raw []byte) (*ArbiterEscrowInvalidGracePeriod, error) {
	out := new(ArbiterEscrowInvalidGracePeriod)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidGracePeriod", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidMinimumStake represents a InvalidMinimumStake error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidMinimumStake struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMinimumStake()
func ArbiterEscrowInvalidMinimumStakeErrorID() common.Hash {
	return common.HexToHash("0x647c942e52639c83f2c0ce2eb308147601187aaf4c408ae79766f1b79423e2b6")
}

// UnpackInvalidMinimumStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMinimumStake()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidMinimumStakeError(raw []byte) (*ArbiterEscrowInvalidMinimumStake, error) {
	out := new(ArbiterEscrowInvalidMinimumStake)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidMinimumStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidPanel represents a InvalidPanel error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidPanel struct {
	Size      uint8
	Threshold uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidPanel(uint8 size, uint8 threshold)
func ArbiterEscrowInvalidPanelErrorID() common.Hash {
	return common.HexToHash("0x81a7362dfdd90b7d9312d70447ba949511d1ac2e91349fd9b48a14bf12f71257")
}

// UnpackInvalidPanelError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidPanel(uint8 size, uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidPanelError(raw []byte) (*ArbiterEscrowInvalidPanel, error) {
	out := new(ArbiterEscrowInvalidPanel)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidPanel", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidRegistryDelay represents a InvalidRegistryDelay error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidRegistryDelay struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRegistryDelay()
func ArbiterEscrowInvalidRegistryDelayErrorID() common.Hash {
	return common.HexToHash("0xe5a8918b6af2c9279f5786708e49fe81c3faa373d27bcfd441c4b3532fed1e28")
}

// UnpackInvalidRegistryDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRegistryDelay()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidRegistryDelayError(raw []byte) (*ArbiterEscrowInvalidRegistryDelay, error) {
	out := new(ArbiterEscrowInvalidRegistryDelay)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidRegistryDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidShortString represents a InvalidShortString error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func ArbiterEscrowInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidShortStringError(raw []byte) (*ArbiterEscrowInvalidShortString, error) {
	out := new(ArbiterEscrowInvalidShortString)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidSignature represents a InvalidSignature error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidSignature struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature(uint256 index)
func ArbiterEscrowInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x52bf9848f4f569cd5e845a26f8524878f8ac004dcaace7433d78683624c84a76")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature(uint256 index)
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidSignatureError(raw []byte) (*ArbiterEscrowInvalidSignature, error) {
	out := new(ArbiterEscrowInvalidSignature)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowInvalidUnbondDelay represents a InvalidUnbondDelay error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidUnbondDelay struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidUnbondDelay()
func ArbiterEscrowInvalidUnbondDelayErrorID() common.Hash {
	return common.HexToHash("0x1223d22badcbf8577c85186e18ccb14ef276efa5bc7a4c78c6adca2805eccc72")
}

// UnpackInvalidUnbondDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidUnbondDelay()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidUnbondDelayError(raw []byte) (*ArbiterEscrowInvalidUnbondDelay, error) {
	out := new(ArbiterEscrowInvalidUnbondDelay)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidUnbondDelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowJurorAlreadyActive represents a JurorAlreadyActive error raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorAlreadyActive struct {
	Juror common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JurorAlreadyActive(address juror)
func ArbiterEscrowJurorAlreadyActiveErrorID() common.Hash {
	return common.HexToHash("0x2c3c9b540b100b888709ef8e6f062f74e809aff1390654d5b7fdd21fcf3bc1cd")
}

// UnpackJurorAlreadyActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JurorAlreadyActive(address juror)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorAlreadyActiveError(raw []byte) (*ArbiterEscrowJurorAlreadyActive, error) {
	out := new(ArbiterEscrowJurorAlreadyActive)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "JurorAlreadyActive", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNoSignatures represents a NoSignatures error raised by the ArbiterEscrow contract.
type ArbiterEscrowNoSignatures struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSignatures()
func ArbiterEscrowNoSignaturesErrorID() common.Hash {
	return common.HexToHash("0xd99a09089fc490ed7a8a20581689ceede210c86947c5d7ea10895aaa25b42d0e")
}

// UnpackNoSignaturesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSignatures()
func (arbiterEscrow *ArbiterEscrow) UnpackNoSignaturesError(raw []byte) (*ArbiterEscrowNoSignatures, error) {
	out := new(ArbiterEscrowNoSignatures)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NoSignatures", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNotASeat represents a NotASeat error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotASeat struct {
	Index  *big.Int
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotASeat(uint256 index, address signer)
func ArbiterEscrowNotASeatErrorID() common.Hash {
	return common.HexToHash("0x7463bdde520d1df9f8d3efe8aabc287179ba27268aabf0aa70ab0e58a3a511bf")
}

// UnpackNotASeatError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotASeat(uint256 index, address signer)
func (arbiterEscrow *ArbiterEscrow) UnpackNotASeatError(raw []byte) (*ArbiterEscrowNotASeat, error) {
	out := new(ArbiterEscrowNotASeat)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotASeat", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNotBonded represents a NotBonded error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotBonded struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotBonded(address account)
func ArbiterEscrowNotBondedErrorID() common.Hash {
	return common.HexToHash("0x0b97d1119cc529b87320eb88934397b2670bb3d83d1c081465ee1673a9fa133c")
}

// UnpackNotBondedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotBonded(address account)
func (arbiterEscrow *ArbiterEscrow) UnpackNotBondedError(raw []byte) (*ArbiterEscrowNotBonded, error) {
	out := new(ArbiterEscrowNotBonded)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotBonded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNotBuyer represents a NotBuyer error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotBuyer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotBuyer(address caller)
func ArbiterEscrowNotBuyerErrorID() common.Hash {
	return common.HexToHash("0x0eed4964bdba59f1f4a6af293f1d22a09b8d0f1e14d063f9e38b143777733580")
}

// UnpackNotBuyerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotBuyer(address caller)
func (arbiterEscrow *ArbiterEscrow) UnpackNotBuyerError(raw []byte) (*ArbiterEscrowNotBuyer, error) {
	out := new(ArbiterEscrowNotBuyer)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotBuyer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNotOracle represents a NotOracle error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotOracle struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOracle(address caller)
func ArbiterEscrowNotOracleErrorID() common.Hash {
	return common.HexToHash("0xdf4f82405d961fcad9f2ba02ce8e436cf5eedd191691916020e727d24df31ee4")
}

// UnpackNotOracleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOracle(address caller)
func (arbiterEscrow *ArbiterEscrow) UnpackNotOracleError(raw []byte) (*ArbiterEscrowNotOracle, error) {
	out := new(ArbiterEscrowNotOracle)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotOracle", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNotSeller represents a NotSeller error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotSeller struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSeller(address caller)
func ArbiterEscrowNotSellerErrorID() common.Hash {
	return common.HexToHash("0xe38d022aeae454264a63d593ece823a0feb1e7878fb6162bd7e8cd8c97eab88c")
}

// UnpackNotSellerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSeller(address caller)
func (arbiterEscrow *ArbiterEscrow) UnpackNotSellerError(raw []byte) (*ArbiterEscrowNotSeller, error) {
	out := new(ArbiterEscrowNotSeller)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotSeller", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNothingReceived represents a NothingReceived error raised by the ArbiterEscrow contract.
type ArbiterEscrowNothingReceived struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingReceived(address token)
func ArbiterEscrowNothingReceivedErrorID() common.Hash {
	return common.HexToHash("0x179b264dc6b15802a0d3d2cd04101376b0b7a79e002342502e001ebd262c49f1")
}

// UnpackNothingReceivedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingReceived(address token)
func (arbiterEscrow *ArbiterEscrow) UnpackNothingReceivedError(raw []byte) (*ArbiterEscrowNothingReceived, error) {
	out := new(ArbiterEscrowNothingReceived)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NothingReceived", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNothingToClaim represents a NothingToClaim error raised by the ArbiterEscrow contract.
type ArbiterEscrowNothingToClaim struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim(bytes32 dealId)
func ArbiterEscrowNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0xb9eec102e7214fd8c2f304a3e53cf09864b0a6b0699d2dc187662fd9699f1ef2")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim(bytes32 dealId)
func (arbiterEscrow *ArbiterEscrow) UnpackNothingToClaimError(raw []byte) (*ArbiterEscrowNothingToClaim, error) {
	out := new(ArbiterEscrowNothingToClaim)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowNothingToWithdraw represents a NothingToWithdraw error raised by the ArbiterEscrow contract.
type ArbiterEscrowNothingToWithdraw struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw(address account)
func ArbiterEscrowNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xdc69dc16e4a8405b44139edda9a06ee66b303337358b6f4633533d65de15b7f4")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw(address account)
func (arbiterEscrow *ArbiterEscrow) UnpackNothingToWithdrawError(raw []byte) (*ArbiterEscrowNothingToWithdraw, error) {
	out := new(ArbiterEscrowNothingToWithdraw)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowOracleDisabled represents a OracleDisabled error raised by the ArbiterEscrow contract.
type ArbiterEscrowOracleDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OracleDisabled()
func ArbiterEscrowOracleDisabledErrorID() common.Hash {
	return common.HexToHash("0x2072f0a956427871ef166e5d40790c9dd1049bde22d7e49f823d8788f8270c51")
}

// UnpackOracleDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OracleDisabled()
func (arbiterEscrow *ArbiterEscrow) UnpackOracleDisabledError(raw []byte) (*ArbiterEscrowOracleDisabled, error) {
	out := new(ArbiterEscrowOracleDisabled)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "OracleDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the ArbiterEscrow contract.
type ArbiterEscrowOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func ArbiterEscrowOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (arbiterEscrow *ArbiterEscrow) UnpackOwnableInvalidOwnerError(raw []byte) (*ArbiterEscrowOwnableInvalidOwner, error) {
	out := new(ArbiterEscrowOwnableInvalidOwner)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the ArbiterEscrow contract.
type ArbiterEscrowOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func ArbiterEscrowOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (arbiterEscrow *ArbiterEscrow) UnpackOwnableUnauthorizedAccountError(raw []byte) (*ArbiterEscrowOwnableUnauthorizedAccount, error) {
	out := new(ArbiterEscrowOwnableUnauthorizedAccount)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowProofAlreadyUsed represents a ProofAlreadyUsed error raised by the ArbiterEscrow contract.
type ArbiterEscrowProofAlreadyUsed struct {
	DealId [32]byte
	Juror  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofAlreadyUsed(bytes32 dealId, address juror)
func ArbiterEscrowProofAlreadyUsedErrorID() common.Hash {
	return common.HexToHash("0x82aa3c19c9b9750c620b55e685044c46d3bd6d6e452771228e63dba54ed4405b")
}

// UnpackProofAlreadyUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofAlreadyUsed(bytes32 dealId, address juror)
func (arbiterEscrow *ArbiterEscrow) UnpackProofAlreadyUsedError(raw []byte) (*ArbiterEscrowProofAlreadyUsed, error) {
	out := new(ArbiterEscrowProofAlreadyUsed)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "ProofAlreadyUsed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowQuorumNotReached represents a QuorumNotReached error raised by the ArbiterEscrow contract.
type ArbiterEscrowQuorumNotReached struct {
	Signers   *big.Int
	Threshold uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error QuorumNotReached(uint256 signers, uint8 threshold)
func ArbiterEscrowQuorumNotReachedErrorID() common.Hash {
	return common.HexToHash("0x5c8dda6b2746c38c323dc4ed2d9f70d5af841d953708763d9a50a39caf49795a")
}

// UnpackQuorumNotReachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error QuorumNotReached(uint256 signers, uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) UnpackQuorumNotReachedError(raw []byte) (*ArbiterEscrowQuorumNotReached, error) {
	out := new(ArbiterEscrowQuorumNotReached)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "QuorumNotReached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the ArbiterEscrow contract.
type ArbiterEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ArbiterEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (arbiterEscrow *ArbiterEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ArbiterEscrowReentrancyGuardReentrantCall, error) {
	out := new(ArbiterEscrowReentrancyGuardReentrantCall)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowRefundNotAvailable represents a RefundNotAvailable error raised by the ArbiterEscrow contract.
type ArbiterEscrowRefundNotAvailable struct {
	DealId         [32]byte
	AvailableAfter *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundNotAvailable(bytes32 dealId, uint256 availableAfter)
func ArbiterEscrowRefundNotAvailableErrorID() common.Hash {
	return common.HexToHash("0xcef40c4ef9246f667f5abcec951d654117bb106376c9270bcdc8ac294ec286aa")
}

// UnpackRefundNotAvailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundNotAvailable(bytes32 dealId, uint256 availableAfter)
func (arbiterEscrow *ArbiterEscrow) UnpackRefundNotAvailableError(raw []byte) (*ArbiterEscrowRefundNotAvailable, error) {
	out := new(ArbiterEscrowRefundNotAvailable)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "RefundNotAvailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowRegistryFull represents a RegistryFull error raised by the ArbiterEscrow contract.
type ArbiterEscrowRegistryFull struct {
	MaxEntries *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RegistryFull(uint256 maxEntries)
func ArbiterEscrowRegistryFullErrorID() common.Hash {
	return common.HexToHash("0x1e66402726887d4353eca530932c0bda3c9a2430d5fc7ec4fcf373572cd7480b")
}

// UnpackRegistryFullError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RegistryFull(uint256 maxEntries)
func (arbiterEscrow *ArbiterEscrow) UnpackRegistryFullError(raw []byte) (*ArbiterEscrowRegistryFull, error) {
	out := new(ArbiterEscrowRegistryFull)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "RegistryFull", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowRenounceDisabled represents a RenounceDisabled error raised by the ArbiterEscrow contract.
type ArbiterEscrowRenounceDisabled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RenounceDisabled()
func ArbiterEscrowRenounceDisabledErrorID() common.Hash {
	return common.HexToHash("0x8905116560d0223388013a6344e0f340294b54bf7b203773dd2cb8f2e5a0d511")
}

// UnpackRenounceDisabledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RenounceDisabled()
func (arbiterEscrow *ArbiterEscrow) UnpackRenounceDisabledError(raw []byte) (*ArbiterEscrowRenounceDisabled, error) {
	out := new(ArbiterEscrowRenounceDisabled)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "RenounceDisabled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ArbiterEscrow contract.
type ArbiterEscrowSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ArbiterEscrowSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (arbiterEscrow *ArbiterEscrow) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ArbiterEscrowSafeCastOverflowedUintDowncast, error) {
	out := new(ArbiterEscrowSafeCastOverflowedUintDowncast)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ArbiterEscrow contract.
type ArbiterEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ArbiterEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (arbiterEscrow *ArbiterEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*ArbiterEscrowSafeERC20FailedOperation, error) {
	out := new(ArbiterEscrowSafeERC20FailedOperation)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowSameVote represents a SameVote error raised by the ArbiterEscrow contract.
type ArbiterEscrowSameVote struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameVote()
func ArbiterEscrowSameVoteErrorID() common.Hash {
	return common.HexToHash("0x37ab4984d2a2c7f0f366b50d597209d21359c0f4f2710f30ab248ffa9e0941eb")
}

// UnpackSameVoteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameVote()
func (arbiterEscrow *ArbiterEscrow) UnpackSameVoteError(raw []byte) (*ArbiterEscrowSameVote, error) {
	out := new(ArbiterEscrowSameVote)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "SameVote", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowSelfDeal represents a SelfDeal error raised by the ArbiterEscrow contract.
type ArbiterEscrowSelfDeal struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfDeal()
func ArbiterEscrowSelfDealErrorID() common.Hash {
	return common.HexToHash("0x702d6859e1c0e64b2f3dcfb95ea4f9ef64cc9d25059350eb1165e8dc672c0a9f")
}

// UnpackSelfDealError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfDeal()
func (arbiterEscrow *ArbiterEscrow) UnpackSelfDealError(raw []byte) (*ArbiterEscrowSelfDeal, error) {
	out := new(ArbiterEscrowSelfDeal)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "SelfDeal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowSignersDiffer represents a SignersDiffer error raised by the ArbiterEscrow contract.
type ArbiterEscrowSignersDiffer struct {
	First  common.Address
	Second common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignersDiffer(address first, address second)
func ArbiterEscrowSignersDifferErrorID() common.Hash {
	return common.HexToHash("0xec6d4d30ff69ff6671b8054f0bffcd23428a9badfcb71f6acbdaebd99d9c7da2")
}

// UnpackSignersDifferError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignersDiffer(address first, address second)
func (arbiterEscrow *ArbiterEscrow) UnpackSignersDifferError(raw []byte) (*ArbiterEscrowSignersDiffer, error) {
	out := new(ArbiterEscrowSignersDiffer)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "SignersDiffer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowStakeBelowMinimum represents a StakeBelowMinimum error raised by the ArbiterEscrow contract.
type ArbiterEscrowStakeBelowMinimum struct {
	Stake   *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StakeBelowMinimum(uint256 stake, uint256 minimum)
func ArbiterEscrowStakeBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0x78e030db6dab79f2b1f675555d46c1e1b9504d86f8ec1f9c65f3cd21b236deed")
}

// UnpackStakeBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StakeBelowMinimum(uint256 stake, uint256 minimum)
func (arbiterEscrow *ArbiterEscrow) UnpackStakeBelowMinimumError(raw []byte) (*ArbiterEscrowStakeBelowMinimum, error) {
	out := new(ArbiterEscrowStakeBelowMinimum)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "StakeBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowStringTooLong represents a StringTooLong error raised by the ArbiterEscrow contract.
type ArbiterEscrowStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func ArbiterEscrowStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (arbiterEscrow *ArbiterEscrow) UnpackStringTooLongError(raw []byte) (*ArbiterEscrowStringTooLong, error) {
	out := new(ArbiterEscrowStringTooLong)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowTooManySignatures represents a TooManySignatures error raised by the ArbiterEscrow contract.
type ArbiterEscrowTooManySignatures struct {
	Count *big.Int
	Seats *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManySignatures(uint256 count, uint256 seats)
func ArbiterEscrowTooManySignaturesErrorID() common.Hash {
	return common.HexToHash("0x3f8ea0257f66027f0f5369a984fe6810ff2d585c8413731f43f460e8eacb8aeb")
}

// UnpackTooManySignaturesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManySignatures(uint256 count, uint256 seats)
func (arbiterEscrow *ArbiterEscrow) UnpackTooManySignaturesError(raw []byte) (*ArbiterEscrowTooManySignatures, error) {
	out := new(ArbiterEscrowTooManySignatures)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "TooManySignatures", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowUnbondLocked represents a UnbondLocked error raised by the ArbiterEscrow contract.
type ArbiterEscrowUnbondLocked struct {
	Account   common.Address
	ReleaseAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbondLocked(address account, uint48 releaseAt)
func ArbiterEscrowUnbondLockedErrorID() common.Hash {
	return common.HexToHash("0xad27cd9e6ca74a158791bb282d7a50ba3261050c229a19a6cde28ab53e5d9924")
}

// UnpackUnbondLockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbondLocked(address account, uint48 releaseAt)
func (arbiterEscrow *ArbiterEscrow) UnpackUnbondLockedError(raw []byte) (*ArbiterEscrowUnbondLocked, error) {
	out := new(ArbiterEscrowUnbondLocked)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "UnbondLocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowUnbondPending represents a UnbondPending error raised by the ArbiterEscrow contract.
type ArbiterEscrowUnbondPending struct {
	Account   common.Address
	ReleaseAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnbondPending(address account, uint48 releaseAt)
func ArbiterEscrowUnbondPendingErrorID() common.Hash {
	return common.HexToHash("0xd1cadb734dfb2fa2637a4c201aed20ed1cade4e07c3f9fd4ed60ce8ea53a96c5")
}

// UnpackUnbondPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnbondPending(address account, uint48 releaseAt)
func (arbiterEscrow *ArbiterEscrow) UnpackUnbondPendingError(raw []byte) (*ArbiterEscrowUnbondPending, error) {
	out := new(ArbiterEscrowUnbondPending)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "UnbondPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowWrongState represents a WrongState error raised by the ArbiterEscrow contract.
type ArbiterEscrowWrongState struct {
	DealId [32]byte
	State  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongState(bytes32 dealId, uint8 state)
func ArbiterEscrowWrongStateErrorID() common.Hash {
	return common.HexToHash("0x2b3263b3bc5546a88f5c442a231d009ce5a89c34654ca9a7911b5bb3939a1f60")
}

// UnpackWrongStateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongState(bytes32 dealId, uint8 state)
func (arbiterEscrow *ArbiterEscrow) UnpackWrongStateError(raw []byte) (*ArbiterEscrowWrongState, error) {
	out := new(ArbiterEscrowWrongState)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "WrongState", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowZeroAddress represents a ZeroAddress error raised by the ArbiterEscrow contract.
type ArbiterEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func ArbiterEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (arbiterEscrow *ArbiterEscrow) UnpackZeroAddressError(raw []byte) (*ArbiterEscrowZeroAddress, error) {
	out := new(ArbiterEscrowZeroAddress)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowZeroAmount represents a ZeroAmount error raised by the ArbiterEscrow contract.
type ArbiterEscrowZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func ArbiterEscrowZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (arbiterEscrow *ArbiterEscrow) UnpackZeroAmountError(raw []byte) (*ArbiterEscrowZeroAmount, error) {
	out := new(ArbiterEscrowZeroAmount)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
