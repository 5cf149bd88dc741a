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
	Round           uint8
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
	AppealWindow        uint64
	MinJurorStake       *big.Int
	MinCoordinatorStake *big.Int
	Jurors              []common.Address
	PanelSize           uint8
	Threshold           uint8
}

// ArbiterEscrowRound is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowRound struct {
	Seed        [32]byte
	VerdictHash [32]byte
	Payer       common.Address
	DrawBlock   uint64
	Seats       uint8
	Threshold   uint8
	NextSeats   uint8
	Approved    bool
	Fee         *big.Int
	DecidedAt   uint64
}

// ArbiterEscrowSignedBallot is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowSignedBallot struct {
	Approved  bool
	Signature []byte
	Round     uint8
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
	ABI: "[{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"oracle\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"stakeToken\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"gracePeriod\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"registryDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"unbondDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"appealWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"minJurorStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minCoordinatorStake\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"jurors\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"offered\",\"type\":\"uint256\"}],\"name\":\"AppealFeeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"lapsesAt\",\"type\":\"uint256\"}],\"name\":\"AppealPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"AppealWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"AppealWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealAlreadyExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"DealAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealNotFound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"DrawExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAtBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"FeeAlreadyPaid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAppealWindow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDealId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGracePeriod\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidMinimumStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"InvalidPanel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRegistryDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidUnbondDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"JurorAlreadyActive\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NoMoreAppeals\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"NoSuchRound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotASeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotBuyer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSeller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheLosingParty\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OracleDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"OutcomeRecorded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"ProofAlreadyUsed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signers\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"QuorumNotReached\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAfter\",\"type\":\"uint256\"}],\"name\":\"RefundNotAvailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxEntries\",\"type\":\"uint256\"}],\"name\":\"RegistryFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RenounceDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"first\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"second\",\"type\":\"uint8\"}],\"name\":\"RoundsDiffer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SameVote\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SelfDeal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"second\",\"type\":\"address\"}],\"name\":\"SignersDiffer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"StakeBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"}],\"name\":\"TooManySignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongState\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"AppealLapsed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"appellant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"seats\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"Appealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bonded\",\"type\":\"uint256\"}],\"name\":\"Bonded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DealCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"method\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"}],\"name\":\"DealSettledByJurors\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"name\":\"DeliverableSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"}],\"name\":\"JurorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"dissentMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perSeat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyer\",\"type\":\"uint256\"}],\"name\":\"JurorFeesPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"name\":\"JurorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"reporter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"}],\"name\":\"JurorSlashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"party\",\"type\":\"address\"}],\"name\":\"OutcomeAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"PanelDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"name\":\"PanelScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"appealDeadline\",\"type\":\"uint64\"}],\"name\":\"RoundDecided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"RoundDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RoundFeeClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RoundFeeReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"dissentMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perSeat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toPayer\",\"type\":\"uint256\"}],\"name\":\"RoundFeesPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"APPEAL_BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BURN_ADDRESS\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ENTRIES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ROUNDS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ORACLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_QUORUM\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ROUNDS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_NO_SUBMISSION\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_RESOLUTION_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REPORTER_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SLASH_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"acceptOutcome\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"appeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"appealWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ballotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bondCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"claimJurorFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"claimRoundFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"coordinatorStakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"createDeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"drawPanel\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"entryAt\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"internalType\":\"structArbiterEscrow.JurorEntry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"evidenceRootOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"feeSharesOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"share\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unpaid\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"paidMask\",\"type\":\"uint256\"}],\"internalType\":\"structArbiterEscrow.FeeShares\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"feesEarned\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"getDeal\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submitBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Deal\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gracePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedCoordinator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"jurorsAt\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"out\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minCoordinatorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minJurorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"panelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"panelSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingPanel\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumThreshold\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registryDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestCoordinatorUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes[]\",\"name\":\"dissents\",\"type\":\"bytes[]\"}],\"name\":\"resolveByQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"returnUnclaimedFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"roundBallotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"roundOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"drawBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"seats\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"nextSeats\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"uint128\",\"name\":\"fee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"decidedAt\",\"type\":\"uint64\"}],\"internalType\":\"structArbiterEscrow.Round\",\"name\":\"r\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"share\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unpaid\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"paidMask\",\"type\":\"uint256\"}],\"internalType\":\"structArbiterEscrow.FeeShares\",\"name\":\"shares\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"roundPanelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"setPanel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"a\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"b\",\"type\":\"tuple\"}],\"name\":\"slashEquivocation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"snapshotOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stakeToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"}],\"name\":\"submitDeliverable\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbiterEscrow",
	Bin: "0x610260806040523461031557616a91803803809161001d828561032d565b8339810190602081830312610315578051906001600160401b038211610315570161018081830312610315576040519061018082016001600160401b038111838210176103195760405261007081610350565b825261007e60208201610350565b602083015261008f60408201610350565b60408301526100a060608201610364565b60608301526100b160808201610364565b60808301526100c260a08201610364565b60a08301526100d360c08201610364565b60c083015260e0818101519083015261010080820151908301526101208101516001600160401b0381116103155781019280601f85011215610315578351906001600160401b038211610319578160051b9460405192610136602088018561032d565b835260208084019682010191821161031557602001945b8186106102fd5761018a8561017f61016087876101208501526101736101408201610378565b61014085015201610378565b6101608201526103a7565b604051615dd29081610cbf823960805181615b46015260a05181615bfd015260c05181615b10015260e05181615b9501526101005181615bbb01526101205181612c9b01526101405181612cc40152610160518181816113eb01526130b10152610180518181816116330152818161325a0152613cd801526101a051818181612e2e01526136dd01526101c051818181611552015281816133cd0152818161396901528181613c2701528181614028015281816140d201526159b101526101e0518181816106c801528181610b9901528181610fb601528181611332015281816117cb0152818161192201528181611cda0152818161368f01528181613a8401528181613f4e0152614b2301526102005181818161151e0152614250015261022051818181610ab801528181612d9201526142b2015261024051818181610d15015281816110fb015281816118d3015281816120d10152818161267e01528181613a1b01528181614c8b015261530f0152f35b6020809161030a88610350565b81520195019461014d565b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b0382119082101761031957604052565b51906001600160a01b038216820361031557565b51906001600160401b038216820361031557565b519060ff8216820361031557565b9190820180921161039357565b634e487b7160e01b5f52601160045260245ffd5b906040516103b660408261032d565b600d815260208101906c41726269746572457363726f7760981b8252604051916103e160408461032d565b60018352601960f91b6020840190815285519092906001600160a01b03168015610bbb57600180546001600160a01b03199081169091555f8054918216831781556001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a360017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005561047f81610c53565b6101205261048c84610c53565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a081526104f560c08261032d565b5190206080523060c0526060820180519091906001600160401b031615610bac576080830180519092906001600160401b03168015908115610b9e575b50610b8f5760a08401805182519195916001600160401b03908116911690811180159190610b81575b50610b725760c0810180516001600160401b03168015159081610b4a575b50610b3b5760e08201928351158015610b2e575b610b1f576040830180519093906001600160a01b0316156109f55761014081019260ff845116986101608301998a519060ff8216918115908115610b15575b8115610af8575b50610ae357505061012083019860808a5151116109755793516001600160401b039081166101605293518416610180525183166101e0525182166102405260208101516001600160a01b039081166101a0528451166101c0528451610200526101000151610220528151875160405160ff9290921693909260a083019190821183831017610319577f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019946060945f608060ff96879660405284815286841660208201528260408201528289820152015261ff0069ffffffffffff00000000199263ff000000199062ffffff19600a541617169160081b161716600a5551169751169665ffffffffffff4216976040519182526020820152876040820152a1835151908115610adb57825182810292818404149015171561039357516040516370a0823160e01b81523060048201526001600160a01b0390911690602081602481855afa908115610a6d575f91610aa9575b50604051916323b872dd60e01b5f5233600452306024528360445260205f60648180855af160015f5114811615610a8a575b836040525f60605215610a7857826024816020936370a0823160e01b82523060048301525afa918215610a6d575f92610a39575b50810390811161039357818103610a2457505080516001600160801b038111610a0d576001600160801b0316915f5b84518051821015610a0457600582901b01602001516001600160a01b03169081156109f557815f52600560205263ffffffff600160405f20015460301c166109e2575f828152600560205260409081902080546001600160801b031916871790555191606083016001600160401b03811184821017610319576040528083528760208401525f604084015260045492608084105f1461094e5760045490680100000000000000008210156103195761089a8260016108a09401600455610bce565b90610bfa565b807f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e47604080518681528b6020820152a26001830180931161039357600192815f5260056020528360405f20019069ffffffff00000000000082549160301b169069ffffffff00000000000019161790557fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60608651604051905f82528060208301526040820152a2016107d9565b5f939193915b808310610989575b82146109755761096f9061089a83610bce565b916108a0565b631e66402760e01b5f52608060045260245ffd5b9161099381610bce565b505460d01c80151590816109be575b506109b8575f1981146103935760010191610954565b9161095c565b6101e0514292506109da916001600160401b0390911690610386565b11155f6109a2565b50630b0f26d560e21b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b50509350505050565b6306dfcc6560e41b5f52608060045260245260445ffd5b6378e030db60e01b5f5260045260245260445ffd5b9091506020813d602011610a65575b81610a556020938361032d565b810103126103155751905f6107aa565b3d9150610a48565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b6001811516610aa057813b15153d151616610776565b833d5f823e3d90fd5b90506020813d602011610ad3575b81610ac46020938361032d565b8101031261031557515f610744565b3d9150610ab7565b505050915050565b6381a7362d60e01b5f5260045260245260445ffd5b905060ff81168303610393576101fe829160011b1611155f6105d3565b82841191506105cc565b63323e4a1760e11b5f5260045ffd5b506101008301511561058d565b636e8ea09b60e01b5f5260045ffd5b8451610b5f92506001600160401b0316610386565b86516001600160401b031611155f610579565b631223d22b60e01b5f5260045ffd5b63ffffffff9150115f61055b565b63e5a8918b60e01b5f5260045ffd5b63ffffffff9150115f610532565b63d7c43e0f60e01b5f5260045ffd5b631e4fbdf760e01b5f525f60045260245ffd5b600454811015610be65760045f5260205f2001905f90565b634e487b7160e01b5f52603260045260245ffd5b9190610c40578051602082015160409092015160a09290921b65ffffffffffff60a01b166001600160a01b03919091161760d09190911b6001600160d01b031916179055565b634e487b7160e01b5f525f60045260245ffd5b601f815111610c7e576020815191015160208210610c6f571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe610160806040526004361015610013575f80fd5b5f905f3560e01c9081630cb5aa9614614570575080630cbb0f83146145535780631c11ea9b1461452d5780631f75944e146143045780632037a7aa146142d757806325a335b314614273578063276ae811146142395780632c8af31714613cfc5780632e17c86c14613cb957806335b6d3e314613c905780633ccfd60b14613bbf5780633ea4d2be14613a3f5780633fd2938a146139fc57806341a9fd0a1461390157806341d35582146138e65780634206ea4c146138c2578063426233601461387657806343ab3fde1461382657806347fd8e2d14611b85578063490be023146136b357806351127fca1461367057806351a6fad5146133fc57806351ed6a30146133b8578063537038ed14610f1d5780635969700a146131be5780635e5bb2e014613182578063614a7f5d146131875780636b092f4914613182578063715018a61461315b5780637249fbb614612f8f57806375b67d1814612f2057806379ba509714612ea05780637b7a91dd14612e785780637d4cb96414612e5d5780637dc0d1d014612e195780638025b3bb14612db557806383df314414612d7b57806384b0196e14612c8357806386b45b7f14612bc557806386dfdce214612acb5780638da5cb5b14612aa45780638fe0eb3e14611c4457806392584d8014611c1f578063932f0d5614611b8a578063933cd8de14611b8557806398b486b41461185d5780639940686e146114f257806399a60d13146114be5780639c67a3851461145f5780639ee2a8cf1461140f578063a06db7dc146113cb578063a52b48a8146112dd578063a5ec19ed146112a2578063b37875c614610f22578063b3ec4a9814610f1d578063b478794e14610ebd578063b9b8857114610af6578063c28b8dd914610a8d578063c41f97741461078d578063c58e94d014610765578063c7797db214610655578063d1c9f55714610613578063d46600aa14610445578063d937962514610429578063deaaa7cc146103ee578063e30c3978146103c5578063f2fde38b14610358578063f698da25146103355763fccc281314610316575f80fd5b34610332578060031936011261033257602060405161dead8152f35b80fd5b50346103325780600319360112610332576020610350615b0d565b604051908152f35b5034610332576020366003190112610332576103726145b2565b61037a615587565b600180546001600160a01b0319166001600160a01b0392831690811790915582549091167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227008380a380f35b50346103325780600319360112610332576001546040516001600160a01b039091168152602090f35b503461033257806003193601126103325760206040517fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e958152f35b5034610332578060031936011261033257602090604051908152f35b503461033257604036600319011261033257600435602435610465614f19565b61046e826152c7565b60018101546001600160a01b03163303610600576009810190815460ff8160d01c1661049a818761559a565b60068110156105ec57600181036105d057506001600160401b0381168042116105b9575083156105aa579183916006610593947f292b1517f92511046085561d88caf6a082a716149a599370f5db86d17e4b42b5966104f8426157ad565b949093015577ffffffffffffffffffffffffffffffff000000000000000019164260401b6fffffffffffffffff000000000000000016174360801b67ffffffffffffffff60801b1617835590825462ffffff60c01b191660c09290921b60ff60c01b169190911760c89190911b60ff60c81b1617600160d11b17905560408051918252426001600160401b0316602083015290918291820190565b0390a260015f516020615d7d5f395f51905f525580f35b63e21765e760e01b8652600486fd5b637fa0676960e01b87526004869052602452604486fd5b866105ea60449288632b3263b360e01b8452600452614618565bfd5b634e487b7160e01b87526021600452602487fd5b6371c6811560e11b845233600452602484fd5b50346103325760803660031901126103325760443560ff81168103610651576064359182151583036103325760206103508484602435600435614de6565b5080fd5b503461033257806003193601126103325761066e614f19565b3381526006602052604081206001600160801b0381541680156107525760801b6001600160801b03191681557f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e0065ffffffffffff806106f67f00000000000000000000000000000000000000000000000000000000000000006001600160401b03164261474b565b16928160018201941682198554161784555460801c92541665ffffffffffff604051916001600160801b0360608401956001151585521660208401521660408201528033930390a260015f516020615d7d5f395f51905f525580f35b630b97d11160e01b835233600452602483fd5b50346103325780600319360112610332576020610781426157ad565b5060ff60405191168152f35b503461033257604036600319011261033257600435906107ab614641565b816101206040516107bb81614836565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015201526107f9614ce9565b5061080383614e51565b9060ff600983015491169260ff8260d81c168411610a7657848152600c60205260408120848252602052604081206040519561083e87614836565b815487526001820154956020880196875260028301549360408901600160a01b600190038616815260608a01918660a01c6001600160401b0316835260808b01938760e01c60ff16855260a08c01958860e81c60ff168752868d60c08101998b60f01c60ff168b5260e082019b60f81c15158c52600301549c8d9c61010083016001600160801b03819f16905261012083019e8f9060801c6001600160401b031690528d86156109da575b505050505082526009602052604082209082526020526040902098604051996109118b6147b5565b80546001600160801b0381168c5260801c60208c01526001015460408b01526040519a518b525160208b0152600160a01b6001900390511660408a0152516001600160401b031660608901525160ff1660808801525160ff1660a08701525160ff1660c086015251151560e0850152516001600160801b0316610100840152516001600160401b031661012083015261014082016109d491604080916001600160801b0381511684526001600160801b0360208201511660208501520151910152565b6101a090f35b6001600160401b038360ff610a41966109f484978b6155d7565b94909416909a52905281549097506001600160a01b0316926001600160801b03610a306004610a28608089901c8716614dc8565b94015461596b565b169052168a52885260401c16614d5f565b519060ff88511615610a58575b88918f918d6108e9565b60ff9180821015610a6f57505b1686525f80610a4e565b9050610a65565b6044908486638790ec7b60e01b8352600452602452fd5b503461033257602036600319011261033257610aa7614f19565b3381526006602052610ae1604082207f0000000000000000000000000000000000000000000000000000000000000000906004359061599c565b5060015f516020615d7d5f395f51905f525580f35b503461033257608036600319011261033257600435610b13614641565b90610b1c6145de565b90606435916001600160401b038311610eb957610b3f60ff93369060040161471e565b939094610b4a614f19565b1692610b55836152c7565b9383875260096020526040872081885260205260408720958654928360801c918215610ea557610bbf6001600160401b0360098a015460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b80421015610e8e575090610be691610be18786610bdb8c614e94565b8b614de6565b6150ce565b908897610c01610bf7858a8a615609565b509190508a6156e9565b50985b8951811080610e68575b15610c2157610c1c90614a00565b610c04565b95969798518614610e475760018101918254926001881b96878516610e26576001600160801b031696879460018403610dd3575050505050610d1391878a52600960205260408a20848b526020528960016040822082815501555b60018060a01b03811698898b526005602052610ccb600160408d2001610cab63ffffffff825460501c1661498c565b815463ffffffff60501b191660509190911b63ffffffff60501b16179055565b898b526007602052600260408c2091019060018060a01b0382541660018060a01b03165f5260205260405f20610d0284825461474b565b9055546001600160a01b0316615249565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316610d905750906060917fc9afdd7ef850a76716379acc6121ab72309562081bcc7a05fc86e15c253e4dd493604051928352151560208301526040820152a35b60015f516020615d7d5f395f51905f525580f35b907ff070676e55e5d13622d31728c736365db8f069c14605b41be4126382d9d833e3936080936040519384526020840152151560408301526060820152a3610d7c565b1790555f190191506001600160801b038211610e125791610e0d8592610d1394906001600160801b0382549181199060801b169116179055565b610c7c565b634e487b7160e01b8a52601160045260248afd5b63baeb2b3160e01b8d5260048b90526001600160a01b03861660245260448dfd5b633a31deef60e11b8a5260048a90526001600160a01b03831660245260448afd5b506001600160a01b03610e7b828c614d4b565b51166001600160a01b0385161415610c0e565b63c175b33960e01b8b52600488905260245260448afd5b635cf7608160e11b8a52600487905260248afd5b8480fd5b5034610332576020366003190112610332576001600160401b03610f19610f0b600435610f04610ef7610eef83614e51565b968784615609565b509391961695869161566f565b80956156e9565b5091604051938493846146a8565b0390f35b614626565b503461033257606036600319011261033257600435610f3f6145ed565b6044356001600160401b03811161129e57610f5e90369060040161471e565b610f69939193614f19565b610f72826152c7565b9282865260096020526040862086805260205260408620948554928360801c91821561128a57610fdc6001600160401b03600989015460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b80421015611273575090610ffe91610be1858b610ff88b614e94565b8a614de6565b90879661101961100f8a8989615609565b50919050896156e9565b50975b885181108061124d575b156110395761103490614a00565b61101c565b95969751861461122c5760018101918254926001881b9687851661120b576001600160801b0316968794600184036111b85750505050506110f9918689526009602052604089208980526020528860016040822082815501555b60018060a01b03811697888a5260056020526110c2600160408c2001610cab63ffffffff825460501c1661498c565b888a526007602052600260408b2091019060018060a01b0382541660018060a01b03165f5260205260405f20610d0284825461474b565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b031661117457916060917fc9afdd7ef850a76716379acc6121ab72309562081bcc7a05fc86e15c253e4dd493604051928352151560208301526040820152a360015f516020615d7d5f395f51905f525580f35b916080917ff070676e55e5d13622d31728c736365db8f069c14605b41be4126382d9d833e393604051928884526020840152151560408301526060820152a3610d7c565b1790555f190191506001600160801b0382116111f757916111f285926110f994906001600160801b0382549181199060801b169116179055565b611093565b634e487b7160e01b89526011600452602489fd5b63baeb2b3160e01b8c5260048a90526001600160a01b03861660245260448cfd5b633a31deef60e11b895260048990526001600160a01b038316602452604489fd5b506001600160a01b03611260828b614d4b565b51166001600160a01b0385161415611026565b63c175b33960e01b8a526004879052602452604489fd5b635cf7608160e11b89526004869052602489fd5b8380fd5b503461033257806003193601126103325760206040517f10b4cbc452066face9b6d803ae000ec63a6a71898ee61a5cf8f6b2a6e671cd938152f35b50346103325780600319360112610332576112f6614f19565b3381526005602052604081206001600160801b0381541680156107525760801b6001600160801b0319168155610d7c9065ffffffffffff6113607f00000000000000000000000000000000000000000000000000000000000000006001600160401b03164261474b565b6001830180549190921665ffffffffffff1665ffffffffffff199091168117909155815460408051861515815260809290921c602083015281019190915233907f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e0090606090a261516f565b503461033257806003193601126103325760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b5034610332578060031936011261033257611428614a3e565b604081810151606080840151608090940151835160ff938416815292909416602083015265ffffffffffff90931691810191909152f35b503461033257602036600319011261033257611479614ce9565b50606061149061148a600435614789565b50614873565b65ffffffffffff604080519260018060a01b0381511684528260208201511660208501520151166040820152f35b503461033257602036600319011261033257610f196114de600435614d5f565b60405191829160208352602083019061466c565b50346103325760203660031901126103325760043590611510614f19565b3381526005602052604081207f000000000000000000000000000000000000000000000000000000000000000092801561184e57815460801c61182b576115787f00000000000000000000000000000000000000000000000000000000000000009182614f51565b9081156118105750611594816001600160801b0384541661474b565b938085106117f95750836001600160801b036115b26001959661596b565b166001600160801b031984541617835560405191858352602083015260408201527fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60603392a20163ffffffff815460301c161561161f575060015f516020615d7d5f395f51905f525580f35b65ffffffffffff6116596001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261474b565b1660405190611667826147b5565b33825280602083015283604083015260045491608083105f1461174c576004546801000000000000000081101561173857906116ac8260016116b29401600455614789565b90615ab1565b6040805183815265ffffffffffff92909216602083015233917f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e479190a26001810180911161172457815469ffffffff000000000000191660309190911b69ffffffff000000000000161790555f610ae1565b634e487b7160e01b83526011600452602483fd5b634e487b7160e01b86526041600452602486fd5b84929192915b808310611787575b82146117735761176d906116ac83614789565b906116b2565b631e66402760e01b85526080600452602485fd5b9161179181614789565b505460d01c80151590816117ba575b506117b4576117ae90614a00565b91611752565b9161175a565b90506117f142916001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b11155f6117a0565b6378e030db60e01b84526004859052602452604483fd5b63179b264d60e01b84526001600160a01b0316600452602483fd5b600182015463d1cadb7360e01b84523360045265ffffffffffff16602452604483fd5b631f2a200560e01b8352600483fd5b50346103325760403660031901126103325760243560043561187d614f19565b611886816152c7565b9161189183836158eb565b600281015493906001600160a01b036118ae60f887901c84615948565b163303611b72576001600160401b0360036118f992015460801c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b80421015611b5b575060098101936119486001600160401b03865460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b80421015611b44575060f01c60ff16918215611b305761199561196f84600485015461495b565b858852600c6020526040882088805260205260ff600260408a20015460e01c169061496e565b91828210611b1957600201546119b491906001600160a01b0316614f51565b90808210611b0457506119cd60ff855460d81c16614d07565b91838652600c602052604086209460ff841695868852602052604087209060014301948543116111f75791611aae9160ff959493607f8560011c1692611a1284614d07565b600282018054336001600160f01b031990911660ff60e81b60e89490941b939093169290921760ff60e01b60e08a901b161767ffffffffffffffff60a01b60a08d901b16179190911790556001600160801b036003611a708961596b565b920180546001600160801b03191691909216179055815460d888811b1960d08a901b1992909216600160d11b1791909116918816901b179055614d07565b916040519687526020870152604086015216606084015260808301527fbbe77d4895f64e387ae03fa3fe4b9daa2e1f23b98ab8039574af57321d5d272b60a03393a360015f516020615d7d5f395f51905f525580f35b63686cf98760e11b8652600452602452604484fd5b604487838563686cf98760e11b8352600452602452fd5b63e420766760e01b86526004849052602486fd5b63c175b33960e01b87526004859052602452604486fd5b63174226af60e21b86526004849052602452604485fd5b63605c2e0f60e01b865233600452602486fd5b6145fc565b5034610332576020366003190112610332576040606091611ba9614ce9565b506004358152600960205281812081805260205220600160405191611bcd836147b5565b80546001600160801b038116845260801c602084015201546040820152611c1d6040518092604080916001600160801b0381511684526001600160801b0360208201511660208501520151910152565bf35b503461033257602036600319011261033257611c39614f19565b610d7c600435614aa2565b5034612aa0576080366003190112612aa057611c5e6145ed565b6044356001600160401b038111612aa057611c7d9036906004016146ee565b90916064356001600160401b038111612aa057611c9e9036906004016146ee565b939091611ca9614f19565b611cb46004356152c7565b94600986015494611ccd60ff8760d01c16600435615441565b611d0c6001600160401b037f0000000000000000000000000000000000000000000000000000000000000000166001600160401b038860401c1661474b565b80421015612a8857508015612a7957611d69611d6160ff60405198611d308a6147e4565b60608a525f60208b01525f60408b01525f60608b0152606060808b0152606060a08b015260d81c1689600435615800565b92918a6156e9565b60208901528752611d7a838361474b565b87515110612a555760ff16808210612a3f575091869391611d9b8998614e94565b600986015494885161012052611dbb8460ff8860d81c1684600435614de6565b955f98611dc783614d19565b9a5f60e0525b8360e0511015611f43578c611de960e05160051b8a018a614929565b9091611f2f5790611dfe9160e051918c61511d565b610140525f610100525b6101205151610100511080611efd575b15611e3257611e2961010051614a00565b61010052611e08565b9091929394959697989961012051516101005114611ed3576001610100511b8116611e92576001610100511b1799611e6c60e0518d614d4b565b610140516001600160a01b0316905260e080516001019052989796959493929190611dcd565b8c80611ebf57630fb8c71560e11b5f90815260e051600452610140516001600160a01b0316602452604490fd5b634e487b7160e01b81526011600452602490fd5b60e051633a31deef60e11b5f908152600491909152610140516001600160a01b0316602452604490fd5b5061010051610120516001600160a01b0391611f1891614d4b565b51610140516001600160a01b031691161415611e18565b634e487b7160e01b8f52601160045260248ffd5b94898d949395928c8e60808a015260408901528751608052881597611f728960ff8a60d81c1687600435614de6565b9260408201519a8860a0528899611f8887614d19565b60a052899b5b878d10156120b557611fbc8a8e611fb5611fad8260051b8b018b614929565b92909361474b565b918a61511d565b60c0528a5b60805151811080612087575b15611fe057611fdb90614a00565b611fc1565b9c9b9092949698919395979c60805151811461205c57818f176001821b166120315790600180921b179b6120168160a051614d4b565b828060a01b0360c051169052019b9694929097959391611f8e565b60448c61203e8f8e61474b565b630fb8c71560e11b825260045260c0516001600160a01b0316602452fd5b60448c6120698f8e61474b565b633a31deef60e11b825260045260c0516001600160a01b0316602452fd5b506080516001600160a01b039061209f908390614d4b565b5160c0516001600160a01b031691161415611fcd565b8a9550888c60a05160a088015260608701526001600160401b037f0000000000000000000000000000000000000000000000000000000000000000161592835f146124fe575060408601517f5c41a0ca003c6fb82fadfce20fb2378f8a17d4aeab48339d1e850da1fb4a777560808801519160405190851582528460208301526040820152608060608201528061215360043594608083019061466c565b0390a26040868101518151600435602082019081529281019390935285151560608401526080830152906121948160a081015b03601f198101835282614852565b5190209280156124ed5760018501546001600160a01b0316905b156124e3576121c260035b60098701614765565b83600786015560038501549060028601946121e7838360018060a01b03895416615249565b6040519315845260208401526001604084015260018060a01b0316606083015260808201527f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c60a060043592a260048301549254845151608086015160a0870151815181516001600160a01b039095169793946122639161474b565b9261226e858261496e565b9654871515936001600160a01b0390911692908b5b868110612427575050506122a19061229b868961495b565b90614758565b809781612416575b5050508061240d575b61236b575b50501561231957606060408401519301516040519384526020840152604083015260608201527f58fa9db74750bc093c7f12698f612e3623251b77450cf427603ec23425c28688608060043592a260015f516020615d7d5f395f51905f525580f35b606060408401519301516040519385855260208501526040840152606083015260808201527f0b50d2580207b8fdcea73337ec2a93388bd102b0363924118b45e7ef111aeca260a060043592a2610d7c565b6001600160801b036123886001926123828761596b565b94614758565b166124026001600160801b03604089015160608a0151179281604051966123ae886147b5565b16865260208601908152604086019384526004358b52600960205260408b208b8052602052818060408d20975116168219875416178655511684906001600160801b0382549181199060801b169116179055565b5191015585806122b7565b508181106122b2565b61241f92615249565b8886816122a9565b6001908d8b84518084105f146124c35750838060a01b036124488487614d4b565b51165b848060a01b03811680845260056020528a612478876040872001610cab63ffffffff825460501c1661498c565b612487575b5050505001612283565b836040916124ba9552600760205220858060a01b038a165f5260205260405f206124b283825461474b565b905588615249565b8d8b5f8061247d565b6124dc6124d6868060a01b039286614758565b88614d4b565b511661244b565b6121c260046121b9565b84546001600160a01b0316906121ae565b959250600494939194358752600c6020526040872060ff8760d81c168852602052604087209183515160ff8860d81c16156129c7575b600181901b6001600160ff1b0382168203610e1257600181018111610e12576020860151908160018201105f146129c0576001915001905b600460ff61257e818c60d81c16614d07565b161090816129b6575b50612991575b5060ff8760d81c16155f14612949576125d560408501519161218660405193849260208401966004358890949392606092608083019683526020830152151560408201520152565b5190205b60038201805467ffffffffffffffff60801b19164260801b67ffffffffffffffff60801b16178155600283019590927f0a49da862b016d88b24f52fc9c33eb90e24ba482b5d2a24e99204b772a870227919083906001015586546001600160f81b0316811560f81b6001600160f81b03191617875560098601805460ff60d01b1916600560d01b179055604085015160808601516126d5916001600160401b036126a57f000000000000000000000000000000000000000000000000000000000000000082164261474b565b16956040519460ff8d60d81c1686521560208601526040850152606084015260c0608084015260c083019061466c565b9260a082015280600435930390a260ff8560d81c16155f1461293957506004820154925b54815151608083015160a0840151815181516001600160a01b039095169793946127229161474b565b9261272d858261496e565b600290970154871515936001600160a01b039190911692908b5b86811061288b5750505061275f9061229b868961495b565b80978161287a575b50505080612871575b6127cf575b5050606060408201519101519060ff6040519560d81c16855260208501526040840152606083015260808201527f0b50d2580207b8fdcea73337ec2a93388bd102b0363924118b45e7ef111aeca260a060043592a2610d7c565b6001600160801b036127e66001926123828761596b565b166128666001600160801b03604086015160608701511792816040519661280c886147b5565b16865260208601908152604086019384526004358b52600960205260408b2060ff8b60d81c168c52602052818060408d20975116168219875416178655511684906001600160801b0382549181199060801b169116179055565b519101558580612775565b50818110612770565b61288392615249565b888681612767565b6001908d8b84518084105f1461291f5750838060a01b036128ac8487614d4b565b51165b848060a01b03811680845260056020528a6128dc876040872001610cab63ffffffff825460501c1661498c565b6128eb575b5050505001612747565b836040916129169552600760205220858060a01b038a165f5260205260405f206124b283825461474b565b8d8b5f806128e1565b6129326124d6868060a01b039286614758565b51166128af565b546001600160801b0316926126f9565b5060408301516040519060208201926004358452604083015260ff8860d81c1660608301528615608083015260a082015260a0815261298960c082614852565b5190206125d9565b60028401805460ff60f01b191660f09290921b60ff60f01b169190911790558861258d565b905081118a612587565b509061256c565b85546001600160a01b03166129e860808a901c6001600160401b0316614dc8565b6002860180546001600160a01b039093166001600160f01b031990931660208c901b60ff60e81b161760e085901b60ff60e01b161760a09290921b67ffffffffffffffff60a01b1691909117919091179055612534565b90635c8dda6b60e01b5f5260045260245260445ffd5b86612a60848461474b565b90515190633f8ea02560e01b5f5260045260245260445ffd5b631b33412160e31b5f5260045ffd5b63c175b33960e01b5f5260043560045260245260445ffd5b5f80fd5b34612aa0575f366003190112612aa0575f546040516001600160a01b039091168152602090f35b34612aa0576020366003190112612aa057612ae46145b2565b612aec614a0e565b5060018060a01b03165f526006602052610f1960405f2063ffffffff600160405192612b17846147e4565b80546001600160801b038116855260801c6020850152015465ffffffffffff81166040840152818160301c166060840152818160501c16608084015260701c1660a08201526040519182918291909160a063ffffffff8160c08401956001600160801b0381511685526001600160801b03602082015116602086015265ffffffffffff6040820151166040860152826060820151166060860152826080820151166080860152015116910152565b34612aa0576020366003190112612aa057600435612be1614f19565b612bea816152c7565b90612bf582826158eb565b91600283015460f81c9060018060a01b03612c108383615948565b163303612c70576001612c5d9460ff600984015460d81c16604051908152857f5affc25eddd4e5f5cd249dc46a27f4c672885f3d347dc252eef848efc6a6ee4d60203393a3015492615477565b60015f516020615d7d5f395f51905f5255005b63605c2e0f60e01b5f523360045260245ffd5b34612aa0575f366003190112612aa057612d1f612cbf7f0000000000000000000000000000000000000000000000000000000000000000615cbc565b612ce87f0000000000000000000000000000000000000000000000000000000000000000615cbc565b6020612d2d60405192612cfb8385614852565b5f84525f368137604051958695600f60f81b875260e08588015260e08701906146ca565b9085820360408701526146ca565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110612d6457505050500390f35b835185528695509381019392810192600101612d55565b34612aa0575f366003190112612aa05760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34612aa0576020366003190112612aa057610f19612e04600435612dfd612ddb826152c7565b918260ff6009820154612df3828260d01c1685615441565b60d81c1691615800565b50916156e9565b5060405191829160208352602083019061466c565b34612aa0575f366003190112612aa0576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34612aa0575f366003190112612aa057602060405160808152f35b34612aa0575f366003190112612aa0576020612e93426157ad565b905060ff60405191168152f35b34612aa0575f366003190112612aa057600154336001600160a01b03821603612f0d576001600160a01b03199081166001555f805433928116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3005b63118cdaa760e01b5f523360045260245ffd5b34612aa0576040366003190112612aa057600435612f3c614641565b90612f4681614e51565b9160ff80600985015460d81c169116908111612f7957610f0b82610f04610ef7610f1994876001600160401b0397615609565b90638790ec7b60e01b5f5260045260245260445ffd5b34612aa0576020366003190112612aa057600435612fab614f19565b612fb4816152c7565b80546001600160a01b03163303613148576009810191825460ff8160d01c16612fdd818461559a565b6006811015613134576001810361309357506001600160401b03168042111561307d5750807f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb612c5d946001905b805460ff60d01b1916600160d21b1790556003850154600286015486549192916130639184916001600160a01b039081169116615249565b6040805160ff9290921682526020820192909252a261552f565b9063677a062760e11b5f5260045260245260445ffd5b600214801590613125575b613112576130db906001600160401b03807f0000000000000000000000000000000000000000000000000000000000000000169160401c1661474b565b8042111561307d5750807f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb612c5d9460029061302b565b506329851b1360e01b5f5260045260245ffd5b5060ff8160d81c16151561309e565b634e487b7160e01b5f52602160045260245ffd5b6303bb525960e21b5f523360045260245ffd5b34612aa0575f366003190112612aa057613173615587565b638905116560e01b5f5260045ffd5b614651565b34612aa0576020366003190112612aa057610f196114de6001600160401b0360096131b3600435614e51565b015460401c16614d5f565b34612aa0576040366003190112612aa05760043560ff811690818103612aa0576131e6614641565b906131ef615587565b821580156133ac575b8015613387575b61336d576133417f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e60301993613230614a3e565b65ffffffffffff6080820151168015159081613362575b50613346575b6132806001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261474b565b9065ffffffffffff821692836080602060ff85511694015192604051906132a68261481b565b85825260ff85166020830152604082015260ff8a166060820152015261ff0069ffffffffffff00000000600a549460201b169369ffffffffffff00000000199363ff000000199162ffffff191617169160081b16171662ff00008560101b161763ff0000008660181b161717600a556040519384938491604091949360ff65ffffffffffff9281606087019816865216602085015216910152565b0390a1005b60ff604082015116815260ff606082015116602082015261324d565b905042101587613247565b5060ff916381a7362d60e01b5f526004521660245260445ffd5b50826101fe8360011b1611156131ff565b634e487b7160e01b5f52601160045260245ffd5b508260ff8316116131f8565b34612aa0575f366003190112612aa0576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b34612aa0576020366003190112612aa0575f6101e060405161341d816147ff565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c082015201526004355f52600b60205260405f2060405190613498826147ff565b60018060a01b03815416825260018060a01b03600182015416602083015260018060a01b03600282015416906040830191825260038101546060840190815260048201546080850190815260058301549060a0860191825260068401549260c08701938452600960078601549560e0890196875260088101546101008a015201546001600160401b0381166101208901526001600160401b038160401c166101408901526001600160401b038160801c1661016089015260ff8160c01c1661018089015260ff8160c81c166101a089015260ff8160d01c169060068210156131345760ff916101c08a015260d81c166101e08801526040519560018060a01b03885116875260018060a01b03602089015116602088015260018060a01b0390511660408701525160608601525160808501525160a08401525160c08301525160e08201526101008201516101008201526001600160401b03610120830151166101208201526001600160401b03610140830151166101408201526001600160401b036101608301511661016082015260ff6101808301511661018082015260ff6101a0830151166101a08201526101c0820151916006831015613134576101e060ff91610200946101c08501520151166101e0820152f35b34612aa0575f366003190112612aa05760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34612aa0576060366003190112612aa0576004356136cf6145ed565b604435906136db614f19565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031680156138175733036138045761371a836152c7565b916009830160ff8154613732828260d01c1688615441565b60d81c166137f15760a08593612c5d96937f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c93825f146137df5761378b600180861b0360018a015416915b84156137d757600390614765565b8160078901556003880154916137ad8383600180891b0360028d015416615249565b604051931515845260208401525f6040840152600180851b031660608301526080820152a261552f565b600490614765565b61378b600180861b038954169161377d565b846329851b1360e01b5f5260045260245ffd5b63037d3e0960e61b5f523360045260245ffd5b632072f0a960e01b5f5260045ffd5b34612aa0576040366003190112612aa05761383f6145b2565b6138476145c8565b6001600160a01b039182165f908152600760209081526040808320949093168252928352819020549051908152f35b34612aa0576020366003190112612aa05761388f6145b2565b613897614a0e565b5060018060a01b03165f526005602052610f1960405f2063ffffffff600160405192612b17846147e4565b34612aa0575f366003190112612aa05760206138dd42614d5f565b51604051908152f35b34612aa0575f366003190112612aa057602060405160048152f35b34612aa0575f366003190112612aa057613919614f19565b335f52600660205260405f20805460801c9081156139e957600181019065ffffffffffff8254168042106139d3575080546001600160801b03169055805465ffffffffffff1916905561398d81337f0000000000000000000000000000000000000000000000000000000000000000615249565b604051906001825260208201527fbb176626afbc635eb6d9143928358f9a9a693b692a00fe2deb25cb1ccfcbf26e60403392a260015f516020615d7d5f395f51905f5255005b635693e6cf60e11b5f523360045260245260445ffd5b636e34ee0b60e11b5f523360045260245ffd5b34612aa0575f366003190112612aa05760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34612aa0576020366003190112612aa057600435613a5b614f19565b613a64816152c7565b6009810190613aaa6001600160401b03835460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b925f935f814210905b60ff865460d81c168111613b9357835f52600960205260405f20815f5260205260405f20604051613ae3816147b5565b8382546001600160801b038116835260801c600160208401948286520154604084015215613b8557613b6e5791613b62613b59613b52613b67946001600160801b038060ff988c5f52600960205260405f20885f526020525f600160408220828155015551169151169061495b565b809b61474b565b99828989615303565b614a00565b9050613ab3565b84866302e589ed60e61b5f5260045260245260445ffd5b505050613b6760ff91614a00565b838715613bad5760015f516020615d7d5f395f51905f5255005b635cf7608160e11b5f5260045260245ffd5b34612aa0575f366003190112612aa057613bd7614f19565b335f52600560205260405f20805460801c9081156139e957600181019065ffffffffffff8254168042106139d3575080546001600160801b03169055805465ffffffffffff19169055613c4b81337f0000000000000000000000000000000000000000000000000000000000000000615249565b604051905f825260208201527fbb176626afbc635eb6d9143928358f9a9a693b692a00fe2deb25cb1ccfcbf26e60403392a260015f516020615d7d5f395f51905f5255005b34612aa0576060366003190112612aa0576020610350613cae6145de565b6024356004356149a4565b34612aa0575f366003190112612aa05760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b34612aa0576060366003190112612aa0576004356024356001600160401b038111612aa057806004019060606003198236030112612aa057604435906001600160401b038211612aa057816004019160606003198236030112612aa05760ff92613d64614f19565b613d6d86614e51565b90613d7a6044850161490e565b9560448401613d888161490e565b8789169788911603614216575060ff600984015460d81c1686116141ff57613daf8161491c565b613db88361491c565b1515901515146141f057613df587613e03613e1a97613dfd60249586613df58f613de4613e149c614e94565b9788613def8661491c565b92614de6565b930190614929565b916150ce565b98613e0d8561491c565b918b614de6565b91615c88565b50600481101561313457158015906141df575b6141cb576001600160a01b0392831692168083036141b55750806141875750604051602081019083825282604082015260408152613e6c606082614852565b519020905b815f52600860205260ff60405f20541661417157805f52600560205260405f2092613eaa84546001600160801b038160801c911661474b565b92831561415e575f52600860205260405f20600160ff198254161790556113888302838104611388036133985761271090049361138885028581046113881486151715613398576001600160801b03613f1b87612710613f3a940497613f0f8661516f565b83198654168655614758565b83546001600160801b0316911660801b6001600160801b031916178255565b65ffffffffffff613f746001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261474b565b169160018201928065ffffffffffff85541610614142575b5082549263ffffffff60701b613fab607086901c63ffffffff1661498c565b60701b1663ffffffff60701b198516179055837f18116023c4bf63783b38618f0b8ae46b1562f3ebbf4aad8b8302bcca3d4fe3406060604051338152896020820152886040820152a35460801c90816140fb575b505050806140cb575b8082036140225760015f516020615d7d5f395f51905f5255005b61404d907f000000000000000000000000000000000000000000000000000000000000000092614758565b6040519063a9059cbb60e01b5f5261dead60045260245260205f60448180865af19060015f51148216156140aa575b6040521561408a5780612c5d565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b9060018115166140c257823b15153d1516169061407c565b503d5f823e3d90fd5b6140f681337f0000000000000000000000000000000000000000000000000000000000000000615249565b614008565b7f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e009165ffffffffffff606092604051925f84526020840152166040820152a2828080613fff565b65ffffffffffff1665ffffffffffff1984541617835586613f8c565b82630b97d11160e01b5f5260045260245ffd5b826382aa3c1960e01b5f5260045260245260445ffd5b60405160208101918483528360408301526060820152606081526141ac608082614852565b51902090613e71565b82630ec6d4d360e41b5f5260045260245260445ffd5b630a57f30960e31b5f52600160045260245ffd5b506001600160a01b03811615613e2d565b630dead26160e21b5f5260045ffd5b8588638790ec7b60e01b5f5260045260245260445ffd5b8661422260ff9261490e565b9063036ffbff60e31b5f526004521660245260445ffd5b34612aa0575f366003190112612aa05760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b34612aa0576020366003190112612aa0576001600160a01b036142946145b2565b165f52600660205260206001600160801b0360405f205416604051907f000000000000000000000000000000000000000000000000000000000000000011158152f35b34612aa0576020366003190112612aa05760206142fa6142f56145b2565b6148aa565b6040519015158152f35b34612aa05760e0366003190112612aa0576004356143206145c8565b906044356001600160a01b0381169190829003612aa0576064359260843560a4359060c435926001600160401b038416809403612aa05761435f614f19565b841561451e57845f52600b60205260ff600960405f20015460d01c1660068110156131345761450b576001600160a01b03169586158015614503575b6144f4573387146144e55780156144d657428411156144bf576143c1826143c79261474b565b86614f51565b818111156144ac575f858152600b6020526040902080546001600160a01b03199081163317825560018201805482168a1790556002820180549091168817905561445991839160099061441a8484614758565b6003820155600481018490556005810187905501805460ff60d01b19881667ffffffffffffffff60ff60d01b011990911617600160d01b179055614758565b60405195865260208601526040850152606084015260808301527f51c764807dbfb8dfce93fb9d3035f7a3e7d5c745aa28787dc56bcbfa339f6aa360a03393a460015f516020615d7d5f395f51905f5255005b8563179b264d60e01b5f5260045260245ffd5b8363dd2d27d760e01b5f526004524260245260445ffd5b631f2a200560e01b5f5260045ffd5b63702d685960e01b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b50851561439b565b8463bdaa099b60e01b5f5260045260245ffd5b635836d99560e11b5f5260045ffd5b34612aa0576020366003190112612aa057602061035061454e600435614e51565b614e94565b34612aa0575f366003190112612aa0576020600454604051908152f35b34612aa0576020366003190112612aa0576020906001600160a01b036145946145b2565b165f526005825263ffffffff600160405f20015460301c1615158152f35b600435906001600160a01b0382168203612aa057565b602435906001600160a01b0382168203612aa057565b604435908115158203612aa057565b602435908115158203612aa057565b34612aa0575f366003190112612aa05760206040516113888152f35b600681101561313457602452565b34612aa0575f366003190112612aa057602060405160028152f35b6024359060ff82168203612aa057565b34612aa0575f366003190112612aa057602060405160018152f35b90602080835192838152019201905f5b8181106146895750505090565b82516001600160a01b031684526020938401939092019160010161467c565b6146c06040929594939560608352606083019061466c565b9460208201520152565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b9181601f84011215612aa0578235916001600160401b038311612aa0576020808501948460051b010111612aa057565b9181601f84011215612aa0578235916001600160401b038311612aa05760208381860195010111612aa057565b9190820180921161339857565b9190820391821161339857565b90600681101561313457815460ff60d01b191660d09190911b60ff60d01b16179055565b6004548110156147a15760045f5260205f2001905f90565b634e487b7160e01b5f52603260045260245ffd5b606081019081106001600160401b038211176147d057604052565b634e487b7160e01b5f52604160045260245ffd5b60c081019081106001600160401b038211176147d057604052565b61020081019081106001600160401b038211176147d057604052565b60a081019081106001600160401b038211176147d057604052565b61014081019081106001600160401b038211176147d057604052565b90601f801991011681019081106001600160401b038211176147d057604052565b90604051614880816147b5565b91546001600160a01b038116835260a081901c65ffffffffffff16602084015260d01c6040830152565b600454906001600160a01b03165f5b8281106148c7575050505f90565b6148d361148a82614789565b80516001600160a01b0316831490816148fc575b506148f4576001016148b9565b505050600190565b61490891504290615090565b5f6148e7565b3560ff81168103612aa05790565b358015158103612aa05790565b903590601e1981360301821215612aa057018035906001600160401b038211612aa057602001918136038313612aa057565b8181029291811591840414171561339857565b8115614978570490565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff60019116019063ffffffff821161339857565b906149fd926040519160208301937fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9585526040840152606083015215156080820152608081526149f560a082614852565b5190206152a1565b90565b5f1981146133985760010190565b60405190614a1b826147e4565b5f60a0838281528260208201528260408201528260608201528260808201520152565b60405190614a4b8261481b565b81608065ffffffffffff600a5460ff8116845260ff8160081c16602085015260ff8160101c16604085015260ff8160181c16606085015260201c16910152565b6001600160401b0381116147d05760051b60200190565b614aab816152c7565b906009820180549260ff808560d01c1694614ac6868661559a565b60d81c1691835f52600c60205260405f20835f5260205260405f2094600681101561313457600514614c68575460ff8160d01c1660068110156131345760028114801590614c60575b614c435750614b4d906001600160401b03807f0000000000000000000000000000000000000000000000000000000000000000169160401c1661474b565b84541580614c2a575b80614c11575b8142109081614c08575b50614bee5750827f97755b03945425b9ec33cfbe932d4db35022cd09a9c376dbd0155c7e7937c3d76020604051858152a2825f52600c60205260405f205f19830160ff811161339857614bec956001600160801b039260ff600393165f52602052614be360405f206001600282015460f81c910154908689615477565b01541692615303565b565b8284630661023760e21b5f5260045260245260445260645ffd5b9050155f614b66565b506001600160401b03600286015460a01c164015614b5c565b506001600160401b03600286015460a01c164311614b56565b632b3263b360e01b5f526004859052614c5b90614618565b60445ffd5b508315614b0f565b5093929050614cb16001600160401b03600383015460801c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061474b565b93844210614cd257614bec9394506001600283015460f81c92015492615477565b848363052f199f60e21b5f5260045260245260445ffd5b60405190614cf6826147b5565b5f6040838281528260208201520152565b60ff60019116019060ff821161339857565b90614d2382614a8b565b614d306040519182614852565b8281528092614d41601f1991614a8b565b0190602036910137565b80518210156147a15760209160051b010190565b9060045491614d6d83614d19565b925f915f5b828110614d80575050508252565b80614d8f61148a600193614789565b614d998482615090565b614da5575b5001614d72565b828060a01b03905116614dc1614dba87614a00565b9689614d4b565b525f614d9e565b6001600160401b036001911601906001600160401b03821161339857565b9160ff16928315614e46576149fd936040519260208401947f10b4cbc452066face9b6d803ae000ec63a6a71898ee61a5cf8f6b2a6e671cd938652604085015260608401526080830152151560a082015260a081526149f560c082614852565b916149fd93506149a4565b90614e5b826152c7565b916009830154906001600160401b038260801c1615614e78575050565b632b3263b360e01b5f52600452614c5b9060d01c60ff16614618565b5f60209182614eee614eb66006614eae6005860154615c23565b940154615c23565b826040519384928180850197805191829101895e840190828201898152815193849201905e010185815203601f198101835282614852565b604051918291518091835e8101838152039060025afa15614f0e575f5190565b6040513d5f823e3d90fd5b60025f516020615d7d5f395f51905f525414614f425760025f516020615d7d5f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b6040516370a0823160e01b8152306004820152906001600160a01b03811690602083602481855afa928315614f0e575f9361505c575b50604051936323b872dd60e01b5f52336004523060245260445260205f60648180855af19060015f511482161561503d575b50836040525f6060521561502b57826024816020936370a0823160e01b82523060048301525afa8015614f0e575f90614ff7575b6149fd9250614758565b506020823d602011615023575b8161501160209383614852565b81010312612aa0576149fd9151614fed565b3d9150615004565b635274afe760e01b5f5260045260245ffd5b6001821516615053573b15153d1516165f614fb9565b843d5f823e3d90fd5b9092506020813d602011615088575b8161507860209383614852565b81010312612aa05751915f614f87565b3d915061506b565b908065ffffffffffff602084015116111591826150ac57505090565b6040015165ffffffffffff16801592509082156150c857505090565b10905090565b906150d99291615c88565b5091908092600481101561313457159081159161510b575b506150f857565b630a57f30960e31b5f525f60045260245ffd5b6001600160a01b03161590505f6150f1565b9061512b9291949394615c88565b5092908093600481101561313457159081159161515d575b5061514b5750565b630a57f30960e31b5f5260045260245ffd5b6001600160a01b03161590505f615143565b60010163ffffffff815460301c168015615245575f190163ffffffff81116133985763ffffffff169069ffffffff000000000000198154169055600142018042116133985765ffffffffffff7f8b24b58b2a4208ad9a7480f6a4060b694b4f5102b8d1961cfb7c68eb37405f69911661520f816151eb85614789565b5080546001600160d01b031660d09290921b6001600160d01b031916919091179055565b61521883614789565b50546040805194855265ffffffffffff90921660208501526001600160a01b03169290819081015b0390a2565b5050565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f5114821615615289575b6040521561408a5750565b9060018115166140c257823b15153d1516169061527e565b6042906152ac615b0d565b906040519161190160f01b8352600283015260228201522090565b90815f52600b60205260405f209160ff600984015460d01c16600681101561313457156152f15750565b637133e9eb60e01b5f5260045260245ffd5b91926001600160401b037f000000000000000000000000000000000000000000000000000000000000000016156153f1577f8211e35d6eaeb39c19e54f011a3b1d13889ec9e32caf99c11fa2d4c293a0f070916153a360ff9286155f146153c95782546001600160a01b0316925b8184816153a8575b5050604080519590981660ff1685525060208401526001600160a01b039190911694829190820190565b0390a3565b6002909201546153c192906001600160a01b0316615249565b5f8184615379565b855f52600c60205260405f20875f5260205260018060a01b03600260405f2001541692615371565b600282015491549293507fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b926020926154389183916001600160a01b039182169116615249565b604051908152a2565b61544b828261559a565b60068210156131345760028203615460575050565b632b3263b360e01b5f52600452614c5b9150614618565b92916154ec60a0927f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c94835f1461551e57600180861b036001830154169283925b8515615514576154cd60035b60098301614765565b826007820155600381015494859160026001808b1b0391015416615249565b6040519315158452602084015260026040840152600180851b031660608301526080820152a2565b6154cd60046154c4565b600180861b038254169283926154b8565b90600481015490811561558257600281015490547fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b9260209290916154389183916001600160a01b039081169116615249565b505050565b5f546001600160a01b03163303612f0d57565b6006821015613134576003821480156155cd575b6155b6575050565b63fab294df60e01b5f52600452614c5b9150614618565b50600482146155ae565b5090600960088301549201546155f86001600160401b038260801c16614dc8565b9160ff808360c01c169260c81c1690565b90821561564c57505f52600c60205260405f20905f5260205260405f2090600282549201546001600160401b038160a01c169160ff808360e01c169260e81c1690565b92915050600960088301549201546155f86001600160401b038260801c16614dc8565b90806156e35750814311156156c35781409182156156ad575060405190602082019283526040820152604081526156a7606082614852565b51902090565b906302a670d760e61b5f5260045260245260445ffd5b60018201809211613398576301fb936560e21b5f5260045260245260445ffd5b91505090565b6001600160401b0360096157069295939495015460401c16614d5f565b928351928184106157a5575b5f5b8281106157215750508352565b604051602081019083825282604082015260408152615741606082614852565b5190209061574f8187614758565b9182156149785760019261576491068261474b565b828060a01b03615774828a614d4b565b511690615793848060a01b0361578a858c614d4b565b5116918a614d4b565b5261579e8289614d4b565b5201615714565b839150615712565b906157b6614a3e565b9165ffffffffffff60808401511680151591826157f5575b50506157e35760ff6020818451169301511690565b60ff6060816040850151169301511690565b101590505f806157ce565b909261580d838584615609565b949296909585876001600160401b0385169161582a838c8961566f565b9a6158df5750509088929181155f1461588657505060080155604080518781526001600160401b0390921660208301527feea7510cffdf218814969330ca47f080aa6ab94b9f14ba4166d7c1cfaeaf9346919081908101615240565b9091507f8f58d74b136e10b3813ec864241d6598a52dd7522918ff2080d95d55994caffd935060609250845f52600c60205260405f20825f526020528860405f205560ff604051921682528860208301526040820152a2565b90985096505050505050565b90600901549060ff8260d01c16615902818361559a565b6006811015613134576005810361593257505f52600c60205260ff60405f209160d81c165f5260205260405f2090565b614c5b91632b3263b360e01b5f52600452614618565b901561595b57546001600160a01b031690565b600101546001600160a01b031690565b6001600160801b038111615985576001600160801b031690565b6306dfcc6560e41b5f52608060045260245260445ffd5b9181156144d657825460801c615a8e576159d77f00000000000000000000000000000000000000000000000000000000000000009283614f51565b918215615a6e57506159f3826001600160801b0385541661474b565b90808210615a5857506001600160801b03615a0d8261596b565b166001600160801b03198454161783556040519160018352602083015260408201527fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60603392a290565b906378e030db60e01b5f5260045260245260445ffd5b63179b264d60e01b5f9081526001600160a01b0391909116600452602490fd5b65ffffffffffff60018401541663d1cadb7360e01b5f523360045260245260445ffd5b90615afa57815160208301516040939093015160a09390931b65ffffffffffff60a01b166001600160a01b03919091161760d09290921b6001600160d01b031916919091179055565b634e487b7160e01b5f525f60045260245ffd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480615bfa575b15615b68577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a081526156a760c082614852565b507f00000000000000000000000000000000000000000000000000000000000000004614615b3f565b9060405191615c33606084614852565b6040808452366020850137825f5b60208110615c4e57505050565b80836001921a60216f181899199a1a9b1b9c1cb0b131b232b360811b600f84861b870193828160041c1a6020860153161a91015301615c41565b9060418303615cb257615cab9250602081013591604082359201355f1a90615cfa565b9192909190565b50505f9160029190565b60ff811690601f8211615ceb5760405191615cd8604084614852565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615d71579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15614f0e575f516001600160a01b03811615615d6757905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a2646970667358221220cf01715cd773b6bfe22c945c8a93a38fad8850c999df49d7339d6e6b4159e0a864736f6c63430008250033",
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
// Solidity: constructor((address,address,address,uint64,uint64,uint64,uint64,uint256,uint256,address[],uint8,uint8) p) returns()
func (arbiterEscrow *ArbiterEscrow) PackConstructor(p ArbiterEscrowParams) []byte {
	enc, err := arbiterEscrow.abi.Pack("", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAPPEALBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5ec19ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function APPEAL_BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackAPPEALBALLOTTYPEHASH() []byte {
	enc, err := arbiterEscrow.abi.Pack("APPEAL_BALLOT_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAPPEALBALLOTTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5ec19ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function APPEAL_BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackAPPEALBALLOTTYPEHASH() ([]byte, error) {
	return arbiterEscrow.abi.Pack("APPEAL_BALLOT_TYPEHASH")
}

// UnpackAPPEALBALLOTTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5ec19ed.
//
// Solidity: function APPEAL_BALLOT_TYPEHASH() view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackAPPEALBALLOTTYPEHASH(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("APPEAL_BALLOT_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackMAXROUNDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41d35582.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackMAXROUNDS() []byte {
	enc, err := arbiterEscrow.abi.Pack("MAX_ROUNDS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXROUNDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41d35582.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackMAXROUNDS() ([]byte, error) {
	return arbiterEscrow.abi.Pack("MAX_ROUNDS")
}

// UnpackMAXROUNDS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x41d35582.
//
// Solidity: function MAX_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackMAXROUNDS(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("MAX_ROUNDS", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
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

// PackMETHODROUNDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3ec4a98.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function METHOD_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) PackMETHODROUNDS() []byte {
	enc, err := arbiterEscrow.abi.Pack("METHOD_ROUNDS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMETHODROUNDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3ec4a98.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function METHOD_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackMETHODROUNDS() ([]byte, error) {
	return arbiterEscrow.abi.Pack("METHOD_ROUNDS")
}

// UnpackMETHODROUNDS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb3ec4a98.
//
// Solidity: function METHOD_ROUNDS() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) UnpackMETHODROUNDS(data []byte) (uint8, error) {
	out, err := arbiterEscrow.abi.Unpack("METHOD_ROUNDS", data)
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

// PackAcceptOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86b45b7f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOutcome(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) PackAcceptOutcome(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("acceptOutcome", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOutcome is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86b45b7f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOutcome(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackAcceptOutcome(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("acceptOutcome", dealId)
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

// PackAppeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98b486b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appeal(bytes32 dealId, uint256 fee) returns()
func (arbiterEscrow *ArbiterEscrow) PackAppeal(dealId [32]byte, fee *big.Int) []byte {
	enc, err := arbiterEscrow.abi.Pack("appeal", dealId, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x98b486b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appeal(bytes32 dealId, uint256 fee) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackAppeal(dealId [32]byte, fee *big.Int) ([]byte, error) {
	return arbiterEscrow.abi.Pack("appeal", dealId, fee)
}

// PackAppealWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fd2938a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function appealWindow() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) PackAppealWindow() []byte {
	enc, err := arbiterEscrow.abi.Pack("appealWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAppealWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fd2938a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function appealWindow() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) TryPackAppealWindow() ([]byte, error) {
	return arbiterEscrow.abi.Pack("appealWindow")
}

// UnpackAppealWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3fd2938a.
//
// Solidity: function appealWindow() view returns(uint64)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealWindow(data []byte) (uint64, error) {
	out, err := arbiterEscrow.abi.Unpack("appealWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
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

// PackClaimRoundFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9b88571.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRoundFee(bytes32 dealId, uint8 round, bool approved, bytes signature) returns()
func (arbiterEscrow *ArbiterEscrow) PackClaimRoundFee(dealId [32]byte, round uint8, approved bool, signature []byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("claimRoundFee", dealId, round, approved, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRoundFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9b88571.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRoundFee(bytes32 dealId, uint8 round, bool approved, bytes signature) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackClaimRoundFee(dealId [32]byte, round uint8, approved bool, signature []byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("claimRoundFee", dealId, round, approved, signature)
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

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92584d80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) PackFinalize(dealId [32]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("finalize", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x92584d80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(bytes32 dealId) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackFinalize(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("finalize", dealId)
}

// PackGetDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51a6fad5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8,uint8))
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
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8,uint8))
func (arbiterEscrow *ArbiterEscrow) TryPackGetDeal(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("getDeal", dealId)
}

// UnpackGetDeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51a6fad5.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,uint256,bytes32,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8,uint8))
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

// PackRoundBallotDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1c9f557.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roundBallotDigest(bytes32 dealId, bytes32 evidenceRoot, uint8 round, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) PackRoundBallotDigest(dealId [32]byte, evidenceRoot [32]byte, round uint8, approved bool) []byte {
	enc, err := arbiterEscrow.abi.Pack("roundBallotDigest", dealId, evidenceRoot, round, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoundBallotDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1c9f557.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roundBallotDigest(bytes32 dealId, bytes32 evidenceRoot, uint8 round, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) TryPackRoundBallotDigest(dealId [32]byte, evidenceRoot [32]byte, round uint8, approved bool) ([]byte, error) {
	return arbiterEscrow.abi.Pack("roundBallotDigest", dealId, evidenceRoot, round, approved)
}

// UnpackRoundBallotDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd1c9f557.
//
// Solidity: function roundBallotDigest(bytes32 dealId, bytes32 evidenceRoot, uint8 round, bool approved) view returns(bytes32)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundBallotDigest(data []byte) ([32]byte, error) {
	out, err := arbiterEscrow.abi.Unpack("roundBallotDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRoundOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc41f9774.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roundOf(bytes32 dealId, uint8 round) view returns((bytes32,bytes32,address,uint64,uint8,uint8,uint8,bool,uint128,uint64) r, (uint128,uint128,uint256) shares)
func (arbiterEscrow *ArbiterEscrow) PackRoundOf(dealId [32]byte, round uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("roundOf", dealId, round)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoundOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc41f9774.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roundOf(bytes32 dealId, uint8 round) view returns((bytes32,bytes32,address,uint64,uint8,uint8,uint8,bool,uint128,uint64) r, (uint128,uint128,uint256) shares)
func (arbiterEscrow *ArbiterEscrow) TryPackRoundOf(dealId [32]byte, round uint8) ([]byte, error) {
	return arbiterEscrow.abi.Pack("roundOf", dealId, round)
}

// RoundOfOutput serves as a container for the return parameters of contract
// method RoundOf.
type RoundOfOutput struct {
	R      ArbiterEscrowRound
	Shares ArbiterEscrowFeeShares
}

// UnpackRoundOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc41f9774.
//
// Solidity: function roundOf(bytes32 dealId, uint8 round) view returns((bytes32,bytes32,address,uint64,uint8,uint8,uint8,bool,uint128,uint64) r, (uint128,uint128,uint256) shares)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundOf(data []byte) (RoundOfOutput, error) {
	out, err := arbiterEscrow.abi.Unpack("roundOf", data)
	outstruct := new(RoundOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.R = *abi.ConvertType(out[0], new(ArbiterEscrowRound)).(*ArbiterEscrowRound)
	outstruct.Shares = *abi.ConvertType(out[1], new(ArbiterEscrowFeeShares)).(*ArbiterEscrowFeeShares)
	return *outstruct, nil
}

// PackRoundPanelOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75b67d18.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function roundPanelOf(bytes32 dealId, uint8 round) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) PackRoundPanelOf(dealId [32]byte, round uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("roundPanelOf", dealId, round)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRoundPanelOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75b67d18.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function roundPanelOf(bytes32 dealId, uint8 round) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) TryPackRoundPanelOf(dealId [32]byte, round uint8) ([]byte, error) {
	return arbiterEscrow.abi.Pack("roundPanelOf", dealId, round)
}

// RoundPanelOfOutput serves as a container for the return parameters of contract
// method RoundPanelOf.
type RoundPanelOfOutput struct {
	Seats     []common.Address
	Seed      [32]byte
	DrawBlock *big.Int
}

// UnpackRoundPanelOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75b67d18.
//
// Solidity: function roundPanelOf(bytes32 dealId, uint8 round) view returns(address[] seats, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundPanelOf(data []byte) (RoundPanelOfOutput, error) {
	out, err := arbiterEscrow.abi.Unpack("roundPanelOf", data)
	outstruct := new(RoundPanelOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Seats = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Seed = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.DrawBlock = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
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
// the contract method with ID 0x2c8af317.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashEquivocation(bytes32 dealId, (bool,bytes,uint8) a, (bool,bytes,uint8) b) returns()
func (arbiterEscrow *ArbiterEscrow) PackSlashEquivocation(dealId [32]byte, a ArbiterEscrowSignedBallot, b ArbiterEscrowSignedBallot) []byte {
	enc, err := arbiterEscrow.abi.Pack("slashEquivocation", dealId, a, b)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashEquivocation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c8af317.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashEquivocation(bytes32 dealId, (bool,bytes,uint8) a, (bool,bytes,uint8) b) returns()
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

// ArbiterEscrowAppealLapsed represents a AppealLapsed event raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealLapsed struct {
	DealId [32]byte
	Round  uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowAppealLapsedEventName = "AppealLapsed"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowAppealLapsed) ContractEventName() string {
	return ArbiterEscrowAppealLapsedEventName
}

// UnpackAppealLapsedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AppealLapsed(bytes32 indexed dealId, uint8 round)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealLapsedEvent(log *types.Log) (*ArbiterEscrowAppealLapsed, error) {
	event := "AppealLapsed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowAppealLapsed)
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

// ArbiterEscrowAppealed represents a Appealed event raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealed struct {
	DealId    [32]byte
	Round     uint8
	Appellant common.Address
	Fee       *big.Int
	Seats     uint8
	Threshold uint8
	DrawBlock *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowAppealedEventName = "Appealed"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowAppealed) ContractEventName() string {
	return ArbiterEscrowAppealedEventName
}

// UnpackAppealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Appealed(bytes32 indexed dealId, uint8 round, address indexed appellant, uint256 fee, uint8 seats, uint8 threshold, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealedEvent(log *types.Log) (*ArbiterEscrowAppealed, error) {
	event := "Appealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowAppealed)
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

// ArbiterEscrowOutcomeAccepted represents a OutcomeAccepted event raised by the ArbiterEscrow contract.
type ArbiterEscrowOutcomeAccepted struct {
	DealId [32]byte
	Round  uint8
	Party  common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowOutcomeAcceptedEventName = "OutcomeAccepted"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowOutcomeAccepted) ContractEventName() string {
	return ArbiterEscrowOutcomeAcceptedEventName
}

// UnpackOutcomeAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OutcomeAccepted(bytes32 indexed dealId, uint8 round, address indexed party)
func (arbiterEscrow *ArbiterEscrow) UnpackOutcomeAcceptedEvent(log *types.Log) (*ArbiterEscrowOutcomeAccepted, error) {
	event := "OutcomeAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowOutcomeAccepted)
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

// ArbiterEscrowRoundDecided represents a RoundDecided event raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundDecided struct {
	DealId         [32]byte
	Round          uint8
	Approved       bool
	VerdictHash    [32]byte
	SeatMask       *big.Int
	Signers        []common.Address
	AppealDeadline uint64
	Raw            *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowRoundDecidedEventName = "RoundDecided"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowRoundDecided) ContractEventName() string {
	return ArbiterEscrowRoundDecidedEventName
}

// UnpackRoundDecidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundDecided(bytes32 indexed dealId, uint8 round, bool approved, bytes32 verdictHash, uint256 seatMask, address[] signers, uint64 appealDeadline)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundDecidedEvent(log *types.Log) (*ArbiterEscrowRoundDecided, error) {
	event := "RoundDecided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowRoundDecided)
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

// ArbiterEscrowRoundDrawn represents a RoundDrawn event raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundDrawn struct {
	DealId    [32]byte
	Round     uint8
	Seed      [32]byte
	DrawBlock *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowRoundDrawnEventName = "RoundDrawn"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowRoundDrawn) ContractEventName() string {
	return ArbiterEscrowRoundDrawnEventName
}

// UnpackRoundDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundDrawn(bytes32 indexed dealId, uint8 round, bytes32 seed, uint256 drawBlock)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundDrawnEvent(log *types.Log) (*ArbiterEscrowRoundDrawn, error) {
	event := "RoundDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowRoundDrawn)
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

// ArbiterEscrowRoundFeeClaimed represents a RoundFeeClaimed event raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundFeeClaimed struct {
	DealId   [32]byte
	Round    uint8
	Juror    common.Address
	Seat     *big.Int
	Approved bool
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowRoundFeeClaimedEventName = "RoundFeeClaimed"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowRoundFeeClaimed) ContractEventName() string {
	return ArbiterEscrowRoundFeeClaimedEventName
}

// UnpackRoundFeeClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundFeeClaimed(bytes32 indexed dealId, uint8 round, address indexed juror, uint256 seat, bool approved, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundFeeClaimedEvent(log *types.Log) (*ArbiterEscrowRoundFeeClaimed, error) {
	event := "RoundFeeClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowRoundFeeClaimed)
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

// ArbiterEscrowRoundFeeReturned represents a RoundFeeReturned event raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundFeeReturned struct {
	DealId [32]byte
	Round  uint8
	Payer  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowRoundFeeReturnedEventName = "RoundFeeReturned"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowRoundFeeReturned) ContractEventName() string {
	return ArbiterEscrowRoundFeeReturnedEventName
}

// UnpackRoundFeeReturnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundFeeReturned(bytes32 indexed dealId, uint8 round, address indexed payer, uint256 amount)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundFeeReturnedEvent(log *types.Log) (*ArbiterEscrowRoundFeeReturned, error) {
	event := "RoundFeeReturned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowRoundFeeReturned)
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

// ArbiterEscrowRoundFeesPaid represents a RoundFeesPaid event raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundFeesPaid struct {
	DealId      [32]byte
	Round       uint8
	SeatMask    *big.Int
	DissentMask *big.Int
	PerSeat     *big.Int
	ToPayer     *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowRoundFeesPaidEventName = "RoundFeesPaid"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowRoundFeesPaid) ContractEventName() string {
	return ArbiterEscrowRoundFeesPaidEventName
}

// UnpackRoundFeesPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RoundFeesPaid(bytes32 indexed dealId, uint8 round, uint256 seatMask, uint256 dissentMask, uint256 perSeat, uint256 toPayer)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundFeesPaidEvent(log *types.Log) (*ArbiterEscrowRoundFeesPaid, error) {
	event := "RoundFeesPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowRoundFeesPaid)
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["AppealFeeTooLow"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackAppealFeeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["AppealPending"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackAppealPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["AppealWindowClosed"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackAppealWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["AppealWindowOpen"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackAppealWindowOpenError(raw[4:])
	}
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidAppealWindow"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidAppealWindowError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoMoreAppeals"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoMoreAppealsError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoSignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoSignaturesError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoSuchRound"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoSuchRoundError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotTheLosingParty"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotTheLosingPartyError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OutcomeRecorded"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOutcomeRecordedError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["RoundsDiffer"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackRoundsDifferError(raw[4:])
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

// ArbiterEscrowAppealFeeTooLow represents a AppealFeeTooLow error raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealFeeTooLow struct {
	Required *big.Int
	Offered  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AppealFeeTooLow(uint256 required, uint256 offered)
func ArbiterEscrowAppealFeeTooLowErrorID() common.Hash {
	return common.HexToHash("0xd0d9f30e433cf2b7ddd6f978b56bdb48eb726d19dc36a6e98074100a54d3a0f4")
}

// UnpackAppealFeeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AppealFeeTooLow(uint256 required, uint256 offered)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealFeeTooLowError(raw []byte) (*ArbiterEscrowAppealFeeTooLow, error) {
	out := new(ArbiterEscrowAppealFeeTooLow)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "AppealFeeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowAppealPending represents a AppealPending error raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealPending struct {
	DealId   [32]byte
	Round    uint8
	LapsesAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AppealPending(bytes32 dealId, uint8 round, uint256 lapsesAt)
func ArbiterEscrowAppealPendingErrorID() common.Hash {
	return common.HexToHash("0x198408dc19c0d1a02508b404ded29f31dd2ba9b5ba35429b345c5bb2d5a1c9f9")
}

// UnpackAppealPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AppealPending(bytes32 dealId, uint8 round, uint256 lapsesAt)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealPendingError(raw []byte) (*ArbiterEscrowAppealPending, error) {
	out := new(ArbiterEscrowAppealPending)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "AppealPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowAppealWindowClosed represents a AppealWindowClosed error raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealWindowClosed struct {
	DealId   [32]byte
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AppealWindowClosed(bytes32 dealId, uint256 closedAt)
func ArbiterEscrowAppealWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x5d089abcd1eb4de995b2fc66e3a8e3ff1de24afd0ccb8c25e6ac0784f9ba9e55")
}

// UnpackAppealWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AppealWindowClosed(bytes32 dealId, uint256 closedAt)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealWindowClosedError(raw []byte) (*ArbiterEscrowAppealWindowClosed, error) {
	out := new(ArbiterEscrowAppealWindowClosed)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "AppealWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowAppealWindowOpen represents a AppealWindowOpen error raised by the ArbiterEscrow contract.
type ArbiterEscrowAppealWindowOpen struct {
	DealId   [32]byte
	ClosesAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AppealWindowOpen(bytes32 dealId, uint256 closesAt)
func ArbiterEscrowAppealWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x14bc667c5d381ef68cc9670bfe6054aa5a57d8cb52faf04900be7016dc939a68")
}

// UnpackAppealWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AppealWindowOpen(bytes32 dealId, uint256 closesAt)
func (arbiterEscrow *ArbiterEscrow) UnpackAppealWindowOpenError(raw []byte) (*ArbiterEscrowAppealWindowOpen, error) {
	out := new(ArbiterEscrowAppealWindowOpen)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "AppealWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// ArbiterEscrowInvalidAppealWindow represents a InvalidAppealWindow error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidAppealWindow struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAppealWindow()
func ArbiterEscrowInvalidAppealWindowErrorID() common.Hash {
	return common.HexToHash("0x6e8ea09b2cf7974f7541986b595d8896d951549a5247daeefc30615cf0954aff")
}

// UnpackInvalidAppealWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAppealWindow()
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidAppealWindowError(raw []byte) (*ArbiterEscrowInvalidAppealWindow, error) {
	out := new(ArbiterEscrowInvalidAppealWindow)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidAppealWindow", raw); err != nil {
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

// ArbiterEscrowNoMoreAppeals represents a NoMoreAppeals error raised by the ArbiterEscrow contract.
type ArbiterEscrowNoMoreAppeals struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoMoreAppeals(bytes32 dealId)
func ArbiterEscrowNoMoreAppealsErrorID() common.Hash {
	return common.HexToHash("0xe420766739657e42b4f29bfb11b469faf9a16b396011ccf486d6679baf6b6575")
}

// UnpackNoMoreAppealsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoMoreAppeals(bytes32 dealId)
func (arbiterEscrow *ArbiterEscrow) UnpackNoMoreAppealsError(raw []byte) (*ArbiterEscrowNoMoreAppeals, error) {
	out := new(ArbiterEscrowNoMoreAppeals)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NoMoreAppeals", raw); err != nil {
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

// ArbiterEscrowNoSuchRound represents a NoSuchRound error raised by the ArbiterEscrow contract.
type ArbiterEscrowNoSuchRound struct {
	DealId [32]byte
	Round  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchRound(bytes32 dealId, uint8 round)
func ArbiterEscrowNoSuchRoundErrorID() common.Hash {
	return common.HexToHash("0x8790ec7b4049549fa13d1c383232fe10dc571991ba68bde1c1588e435da6773b")
}

// UnpackNoSuchRoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchRound(bytes32 dealId, uint8 round)
func (arbiterEscrow *ArbiterEscrow) UnpackNoSuchRoundError(raw []byte) (*ArbiterEscrowNoSuchRound, error) {
	out := new(ArbiterEscrowNoSuchRound)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NoSuchRound", raw); err != nil {
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

// ArbiterEscrowNotTheLosingParty represents a NotTheLosingParty error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotTheLosingParty struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheLosingParty(address caller)
func ArbiterEscrowNotTheLosingPartyErrorID() common.Hash {
	return common.HexToHash("0x605c2e0f6632d6861aef2d93f1f7a3ea9a9d239661dc4b9f7c4d7a32455ac73a")
}

// UnpackNotTheLosingPartyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheLosingParty(address caller)
func (arbiterEscrow *ArbiterEscrow) UnpackNotTheLosingPartyError(raw []byte) (*ArbiterEscrowNotTheLosingParty, error) {
	out := new(ArbiterEscrowNotTheLosingParty)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotTheLosingParty", raw); err != nil {
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

// ArbiterEscrowOutcomeRecorded represents a OutcomeRecorded error raised by the ArbiterEscrow contract.
type ArbiterEscrowOutcomeRecorded struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OutcomeRecorded(bytes32 dealId)
func ArbiterEscrowOutcomeRecordedErrorID() common.Hash {
	return common.HexToHash("0x29851b132f57a6725dbb58deb46eea2c60d08c4d6639b420e9b25de676d765ad")
}

// UnpackOutcomeRecordedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OutcomeRecorded(bytes32 dealId)
func (arbiterEscrow *ArbiterEscrow) UnpackOutcomeRecordedError(raw []byte) (*ArbiterEscrowOutcomeRecorded, error) {
	out := new(ArbiterEscrowOutcomeRecorded)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "OutcomeRecorded", raw); err != nil {
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

// ArbiterEscrowRoundsDiffer represents a RoundsDiffer error raised by the ArbiterEscrow contract.
type ArbiterEscrowRoundsDiffer struct {
	First  uint8
	Second uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RoundsDiffer(uint8 first, uint8 second)
func ArbiterEscrowRoundsDifferErrorID() common.Hash {
	return common.HexToHash("0x1b7fdff8c880f345b3f1e37dfdf4bcad922aaff95ed6cdbc88726651a41dfbab")
}

// UnpackRoundsDifferError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RoundsDiffer(uint8 first, uint8 second)
func (arbiterEscrow *ArbiterEscrow) UnpackRoundsDifferError(raw []byte) (*ArbiterEscrowRoundsDiffer, error) {
	out := new(ArbiterEscrowRoundsDiffer)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "RoundsDiffer", raw); err != nil {
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
