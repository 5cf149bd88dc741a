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
	CaseOpener          common.Address
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
	ABI: "[{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"oracle\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"stakeToken\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"gracePeriod\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"registryDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"unbondDelay\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"appealWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"minJurorStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minCoordinatorStake\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"jurors\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"caseOpener\",\"type\":\"address\"}],\"internalType\":\"structArbiterEscrow.Params\",\"name\":\"p\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"required\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"offered\",\"type\":\"uint256\"}],\"name\":\"AppealFeeTooLow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"lapsesAt\",\"type\":\"uint256\"}],\"name\":\"AppealPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"AppealWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"AppealWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"BallotWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealAlreadyExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"DealAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealNotFound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"DrawExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAtBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"FeeAlreadyPaid\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAppealWindow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDealId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGracePeriod\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidMinimumStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"InvalidPanel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRegistryDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidUnbondDelay\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"JurorAlreadyActive\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NoMoreAppeals\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"NoSuchRound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotASeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NotBonded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotBuyer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotCaseOpener\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSeller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheLosingParty\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NothingToClaim\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"NothingToWithdraw\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OracleDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"OutcomeRecorded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"ProofAlreadyUsed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signers\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"QuorumNotReached\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAfter\",\"type\":\"uint256\"}],\"name\":\"RefundNotAvailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxEntries\",\"type\":\"uint256\"}],\"name\":\"RegistryFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RenounceDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"first\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"second\",\"type\":\"uint8\"}],\"name\":\"RoundsDiffer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SameVote\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SelfDeal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"first\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"second\",\"type\":\"address\"}],\"name\":\"SignersDiffer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"StakeBelowMinimum\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"}],\"name\":\"TooManySignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondLocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongState\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"AppealLapsed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"appellant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"seats\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"Appealed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bonded\",\"type\":\"uint256\"}],\"name\":\"Bonded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DealCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"method\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"}],\"name\":\"DealSettledByJurors\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"name\":\"DeliverableSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"}],\"name\":\"JurorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JurorFeeRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"dissentMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perSeat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toBuyer\",\"type\":\"uint256\"}],\"name\":\"JurorFeesPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"name\":\"JurorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"reporter\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"}],\"name\":\"JurorSlashed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"party\",\"type\":\"address\"}],\"name\":\"OutcomeAccepted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"PanelDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"name\":\"PanelScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"appealDeadline\",\"type\":\"uint64\"}],\"name\":\"RoundDecided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"name\":\"RoundDrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RoundFeeClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RoundFeeReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"dissentMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"perSeat\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toPayer\",\"type\":\"uint256\"}],\"name\":\"RoundFeesPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"}],\"name\":\"UnbondRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"coordinator\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"APPEAL_BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"BURN_ADDRESS\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ENTRIES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ROUNDS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ORACLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_QUORUM\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ROUNDS\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_NO_SUBMISSION\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_RESOLUTION_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REPORTER_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SLASH_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"acceptOutcome\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"appeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"appealWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ballotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bondCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"caseOpener\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"claimJurorFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"claimRoundFee\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"coordinatorStakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"createDeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"drawPanel\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"entryAt\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"internalType\":\"structArbiterEscrow.JurorEntry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"evidenceRootOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"feeSharesOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"share\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unpaid\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"paidMask\",\"type\":\"uint256\"}],\"internalType\":\"structArbiterEscrow.FeeShares\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"feesEarned\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"finalize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"getDeal\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submitBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Deal\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gracePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedCoordinator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isBondedJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"jurorsAt\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"out\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minCoordinatorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minJurorStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"openCase\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"panelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"panelSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingPanel\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumThreshold\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registryDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestCoordinatorUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestUnbond\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"},{\"internalType\":\"bytes[]\",\"name\":\"dissents\",\"type\":\"bytes[]\"}],\"name\":\"resolveByQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"returnUnclaimedFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"roundBallotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"roundOf\",\"outputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"drawBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"seats\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"nextSeats\",\"type\":\"uint8\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"uint128\",\"name\":\"fee\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"decidedAt\",\"type\":\"uint64\"}],\"internalType\":\"structArbiterEscrow.Round\",\"name\":\"r\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"share\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unpaid\",\"type\":\"uint128\"},{\"internalType\":\"uint256\",\"name\":\"paidMask\",\"type\":\"uint256\"}],\"internalType\":\"structArbiterEscrow.FeeShares\",\"name\":\"shares\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"name\":\"roundPanelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"setPanel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"a\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint8\",\"name\":\"round\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.SignedBallot\",\"name\":\"b\",\"type\":\"tuple\"}],\"name\":\"slashEquivocation\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"snapshotOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"bonded\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"unbonding\",\"type\":\"uint128\"},{\"internalType\":\"uint48\",\"name\":\"releaseAt\",\"type\":\"uint48\"},{\"internalType\":\"uint32\",\"name\":\"entry\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"dealsServed\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"slashes\",\"type\":\"uint32\"}],\"internalType\":\"structArbiterEscrow.Stake\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"stakeToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"}],\"name\":\"submitDeliverable\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unbondDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawCoordinator\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbiterEscrow",
	Bin: "0x610280806040523461032457616c8c803803809161001d828561033c565b8339810190602081830312610324578051906001600160401b03821161032457016101a08183031261032457604051906101a082016001600160401b03811183821017610328576040526100708161035f565b825261007e6020820161035f565b602083015261008f6040820161035f565b60408301526100a060608201610373565b60608301526100b160808201610373565b60808301526100c260a08201610373565b60a08301526100d360c08201610373565b60c083015260e0818101519083015261010080820151908301526101208101516001600160401b0381116103245781019280601f85011215610324578351906001600160401b038211610328578160051b9460405192610136602088018561033c565b835260208084019682010191821161032457602001945b81861061030c5761019d8561019261018087876101208501526101736101408201610387565b6101408501526101866101608201610387565b6101608501520161035f565b6101808201526103b6565b604051615fb09081610cdc823960805181615d24015260a05181615ddb015260c05181615cee015260e05181615d7301526101005181615d9901526101205181612a8501526101405181612aae0152610160518181816112700152612ea40152610180518181816114b8015281816132130152613c9c01526101a051818181612c18015261369601526101c0518181816113d7015281816133860152818161392d01528181613beb01528181613fec015281816140960152615b8f01526101e051818181610602015281816111b7015281816116500152818161364801528181613a4801528181613f12015281816149b50152615b010152610200518181816113a301526142140152610220518181816109f201528181612b7c0152614276015261024051818181610c0c01528181610f970152818161175601528181611ec701528181612480015281816139df01528181614b1d015261538c015261026051818181612fda01526143f00152f35b602080916103198861035f565b81520195019461014d565b5f80fd5b634e487b7160e01b5f52604160045260245ffd5b601f909101601f19168101906001600160401b0382119082101761032857604052565b51906001600160a01b038216820361032457565b51906001600160401b038216820361032457565b519060ff8216820361032457565b919082018092116103a257565b634e487b7160e01b5f52601160045260245ffd5b906040516103c560408261033c565b600d815260208101906c41726269746572457363726f7760981b8252604051916103f060408461033c565b60018352601960f91b6020840190815285519092906001600160a01b03168015610bd857600180546001600160a01b03199081169091555f8054918216831781556001600160a01b03909116907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a360017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005561048e81610c70565b6101205261049b84610c70565b61014052519020918260e05251902080610100524660a0526040519060208201927f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f8452604083015260608201524660808201523060a082015260a0815261050460c08261033c565b5190206080523060c0526060820180519091906001600160401b031615610bc9576080830180519092906001600160401b03168015908115610bbb575b50610bac5760a08401805182519195916001600160401b03908116911690811180159190610b9e575b50610b8f5760c0810180516001600160401b03168015159081610b67575b50610b585760e08201928351158015610b4b575b610b3c576040830180519093906001600160a01b031615610a125761014081019260ff845116986101608301998a519060ff8216918115908115610b32575b8115610b15575b50610b0057505061012083019860808a5151116109925793516001600160401b039081166101605293518416610180908152905184166101e052905183166102405260208201516001600160a01b039081166101a052908201518116610260528451166101c0528451610200526101000151610220528151875160405160ff9290921693909260a083019190821183831017610328577f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019946060945f608060ff96879660405284815286841660208201528260408201528289820152015261ff0069ffffffffffff00000000199263ff000000199062ffffff19600a541617169160081b161716600a5551169751169665ffffffffffff4216976040519182526020820152876040820152a1835151908115610af85782518281029281840414901517156103a257516040516370a0823160e01b81523060048201526001600160a01b0390911690602081602481855afa908115610a8a575f91610ac6575b50604051916323b872dd60e01b5f5233600452306024528360445260205f60648180855af160015f5114811615610aa7575b836040525f60605215610a9557826024816020936370a0823160e01b82523060048301525afa918215610a8a575f92610a56575b5081039081116103a257818103610a4157505080516001600160801b038111610a2a576001600160801b0316915f5b84518051821015610a2157600582901b01602001516001600160a01b0316908115610a1257815f52600560205263ffffffff600160405f20015460301c166109ff575f828152600560205260409081902080546001600160801b031916871790555191606083016001600160401b03811184821017610328576040528083528760208401525f604084015260045492608084105f1461096b576004549068010000000000000000821015610328576108b78260016108bd9401600455610beb565b90610c17565b807f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e47604080518681528b6020820152a2600183018093116103a257600192815f5260056020528360405f20019069ffffffff00000000000082549160301b169069ffffffff00000000000019161790557fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60608651604051905f82528060208301526040820152a2016107f6565b5f939193915b8083106109a6575b82146109925761098c906108b783610beb565b916108bd565b631e66402760e01b5f52608060045260245ffd5b916109b081610beb565b505460d01c80151590816109db575b506109d5575f1981146103a25760010191610971565b91610979565b6101e0514292506109f7916001600160401b0390911690610395565b11155f6109bf565b50630b0f26d560e21b5f5260045260245ffd5b63d92e233d60e01b5f5260045ffd5b50509350505050565b6306dfcc6560e41b5f52608060045260245260445ffd5b6378e030db60e01b5f5260045260245260445ffd5b9091506020813d602011610a82575b81610a726020938361033c565b810103126103245751905f6107c7565b3d9150610a65565b6040513d5f823e3d90fd5b635274afe760e01b5f5260045260245ffd5b6001811516610abd57813b15153d151616610793565b833d5f823e3d90fd5b90506020813d602011610af0575b81610ae16020938361033c565b8101031261032457515f610761565b3d9150610ad4565b505050915050565b6381a7362d60e01b5f5260045260245260445ffd5b905060ff811683036103a2576101fe829160011b1611155f6105e2565b82841191506105db565b63323e4a1760e11b5f5260045ffd5b506101008301511561059c565b636e8ea09b60e01b5f5260045ffd5b8451610b7c92506001600160401b0316610395565b86516001600160401b031611155f610588565b631223d22b60e01b5f5260045ffd5b63ffffffff9150115f61056a565b63e5a8918b60e01b5f5260045ffd5b63ffffffff9150115f610541565b63d7c43e0f60e01b5f5260045ffd5b631e4fbdf760e01b5f525f60045260245ffd5b600454811015610c035760045f5260205f2001905f90565b634e487b7160e01b5f52603260045260245ffd5b9190610c5d578051602082015160409092015160a09290921b65ffffffffffff60a01b166001600160a01b03919091161760d09190911b6001600160d01b031916179055565b634e487b7160e01b5f525f60045260245ffd5b601f815111610c9b576020815191015160208210610c8c571790565b5f198260200360031b1b161790565b604460209160405192839163305a27a960e01b83528160048401528051918291826024860152018484015e5f828201840152601f01601f19168101030190fdfe610160806040526004361015610013575f80fd5b5f905f3560e01c9081630cb5aa961461443c575080630cbb0f831461441f57806314456d0c146143db5780631c11ea9b146143b55780631f75944e146142c85780632037a7aa1461429b57806325a335b314614237578063276ae811146141fd5780632c8af31714613cc05780632e17c86c14613c7d57806335b6d3e314613c545780633ccfd60b14613b835780633ea4d2be14613a035780633fd2938a146139c057806341a9fd0a146138c557806341d35582146138aa5780634206ea4c14613886578063426233601461383a57806343ab3fde146137ea57806347fd8e2d146119b4578063490be0231461366c57806351127fca1461362957806351a6fad5146133b557806351ed6a3014613371578063537038ed14610dfc5780635969700a146131775780635e5bb2e014612f75578063614a7f5d1461314057806365f8695914612f7a5780636b092f4914612f75578063715018a614612f4e5780637249fbb614612d7957806375b67d1814612d0a57806379ba509714612c8a5780637b7a91dd14612c625780637d4cb96414612c475780637dc0d1d014612c035780638025b3bb14612b9f57806383df314414612b6557806384b0196e14612a6d57806386b45b7f146129af57806386dfdce2146128b55780638da5cb5b1461288e5780638fe0eb3e14611a7357806392584d8014611a4e578063932f0d56146119b9578063933cd8de146119b457806398b486b4146116e25780639940686e1461137757806399a60d13146113435780639c67a385146112e45780639ee2a8cf14611294578063a06db7dc14611250578063a52b48a814611162578063a5ec19ed14611127578063b37875c614610e01578063b3ec4a9814610dfc578063b478794e14610d9c578063b9b8857114610a30578063c28b8dd9146109c7578063c41f9774146106c7578063c58e94d01461069f578063c7797db21461058f578063d1c9f5571461054d578063d46600aa1461045b578063d93796251461043f578063deaaa7cc14610404578063e30c3978146103db578063f2fde38b1461036e578063f698da251461034b5763fccc28131461032c575f80fd5b34610348578060031936011261034857602060405161dead8152f35b80fd5b50346103485780600319360112610348576020610366615ceb565b604051908152f35b50346103485760203660031901126103485761038861447e565b610390615612565b600180546001600160a01b0319166001600160a01b0392831690811790915582549091167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e227008380a380f35b50346103485780600319360112610348576001546040516001600160a01b039091168152602090f35b503461034857806003193601126103485760206040517fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e958152f35b5034610348578060031936011261034857602090604051908152f35b50346103485760403660031901126103485760043590610479614e1a565b61048282615344565b60018101549092906001600160a01b0316330361053a57600983015460ff8160d01c166104af8184615711565b6006811015610526576001810361050a57506001600160401b03168042116104f457506104e0919260243591615625565b60015f516020615f5b5f395f51905f525580f35b60449291637fa0676960e01b8352600452602452fd5b8361052460449285632b3263b360e01b84526004526144fa565bfd5b634e487b7160e01b84526021600452602484fd5b6371c6811560e11b825233600452602482fd5b50346103485760803660031901126103485760443560ff8116810361058b576064359182151583036103485760206103668484602435600435614ce7565b5080fd5b50346103485780600319360112610348576105a8614e1a565b3381526006602052604081206001600160801b03815416801561068c5760801b6001600160801b03191681557f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e0065ffffffffffff806106307f00000000000000000000000000000000000000000000000000000000000000006001600160401b03164261462d565b16928160018201941682198554161784555460801c92541665ffffffffffff604051916001600160801b0360608401956001151585521660208401521660408201528033930390a260015f516020615f5b5f395f51905f525580f35b630b97d11160e01b835233600452602483fd5b503461034857806003193601126103485760206106bb42615924565b5060ff60405191168152f35b503461034857604036600319011261034857600435906106e5614523565b816101206040516106f58161478c565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e0820152826101008201520152610733614b7b565b5061073d83614d52565b9060ff600983015491169260ff8260d81c1684116109b057848152600c6020526040812084825260205260408120604051956107788761478c565b815487526001820154956020880196875260028301549360408901600160a01b600190038616815260608a01918660a01c6001600160401b0316835260808b01938760e01c60ff16855260a08c01958860e81c60ff168752868d60c08101998b60f01c60ff168b5260e082019b60f81c15158c52600301549c8d9c61010083016001600160801b03819f16905261012083019e8f9060801c6001600160401b031690528d8615610914575b5050505050825260096020526040822090825260205260409020986040519961084b8b61470b565b80546001600160801b0381168c5260801c60208c01526001015460408b01526040519a518b525160208b0152600160a01b6001900390511660408a0152516001600160401b031660608901525160ff1660808801525160ff1660a08701525160ff1660c086015251151560e0850152516001600160801b0316610100840152516001600160401b0316610120830152610140820161090e91604080916001600160801b0381511684526001600160801b0360208201511660208501520151910152565b6101a090f35b6001600160401b038360ff61097b9661092e84978b61574e565b94909416909a52905281549097506001600160a01b0316926001600160801b0361096a6004610962608089901c8716614cc9565b940154615b49565b169052168a52885260401c16614c2c565b519060ff88511615610992575b88918f918d610823565b60ff91808210156109a957505b1686525f80610988565b905061099f565b6044908486638790ec7b60e01b8352600452602452fd5b5034610348576020366003190112610348576109e1614e1a565b3381526006602052610a1b604082207f00000000000000000000000000000000000000000000000000000000000000009060043590615b7a565b5060015f516020615f5b5f395f51905f525580f35b503461034857608036600319011261034857600435610a4d614523565b90610a566144c0565b90606435916001600160401b038311610d9857610a7960ff933690600401614600565b939094610a84614e1a565b1692610a8f83615344565b9383875260096020526040872081885260205260408720958654928360801c918215610d845790610add91610ac48989615ae2565b610ad88786610ad28c614d95565b8b614ce7565b61514b565b908897610af8610aee858a8a615780565b509190508a615860565b50985b8951811080610d5e575b15610b1857610b139061486e565b610afb565b95969798518614610d3d5760018101918254926001881b96878516610d1c576001600160801b031696879460018403610cc9575050505050610c0a91878a52600960205260408a20848b526020528960016040822082815501555b60018060a01b03811698898b526005602052610bc2600160408d2001610ba263ffffffff825460501c166147fa565b815463ffffffff60501b191660509190911b63ffffffff60501b16179055565b898b526007602052600260408c2091019060018060a01b0382541660018060a01b03165f5260205260405f20610bf984825461462d565b9055546001600160a01b03166152c6565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316610c865750906060917fc9afdd7ef850a76716379acc6121ab72309562081bcc7a05fc86e15c253e4dd493604051928352151560208301526040820152a360015f516020615f5b5f395f51905f525580f35b907ff070676e55e5d13622d31728c736365db8f069c14605b41be4126382d9d833e3936080936040519384526020840152151560408301526060820152a36104e0565b1790555f190191506001600160801b038211610d085791610d038592610c0a94906001600160801b0382549181199060801b169116179055565b610b73565b634e487b7160e01b8a52601160045260248afd5b63baeb2b3160e01b8d5260048b90526001600160a01b03861660245260448dfd5b633a31deef60e11b8a5260048a90526001600160a01b03831660245260448afd5b506001600160a01b03610d71828c614647565b51166001600160a01b0385161415610b05565b635cf7608160e11b8a52600487905260248afd5b8480fd5b5034610348576020366003190112610348576001600160401b03610df8610dea600435610de3610dd6610dce83614d52565b968784615780565b50939196169586916157e6565b8095615860565b50916040519384938461458a565b0390f35b614508565b503461034857606036600319011261034857600435610e1e6144cf565b6044356001600160401b03811161112357610e3d903690600401614600565b610e48939193614e1a565b610e5182615344565b9282865260096020526040862086805260205260408620948554928360801c91821561110f5790610e9a91610e868888615ae2565b610ad8858b610e948b614d95565b8a614ce7565b908796610eb5610eab8a8989615780565b5091905089615860565b50975b88518110806110e9575b15610ed557610ed09061486e565b610eb8565b9596975186146110c85760018101918254926001881b968785166110a7576001600160801b031696879460018403611054575050505050610f95918689526009602052604089208980526020528860016040822082815501555b60018060a01b03811697888a526005602052610f5e600160408c2001610ba263ffffffff825460501c166147fa565b888a526007602052600260408b2091019060018060a01b0382541660018060a01b03165f5260205260405f20610bf984825461462d565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b031661101057916060917fc9afdd7ef850a76716379acc6121ab72309562081bcc7a05fc86e15c253e4dd493604051928352151560208301526040820152a360015f516020615f5b5f395f51905f525580f35b916080917ff070676e55e5d13622d31728c736365db8f069c14605b41be4126382d9d833e393604051928884526020840152151560408301526060820152a36104e0565b1790555f190191506001600160801b038211611093579161108e8592610f9594906001600160801b0382549181199060801b169116179055565b610f2f565b634e487b7160e01b89526011600452602489fd5b63baeb2b3160e01b8c5260048a90526001600160a01b03861660245260448cfd5b633a31deef60e11b895260048990526001600160a01b038316602452604489fd5b506001600160a01b036110fc828b614647565b51166001600160a01b0385161415610ec2565b635cf7608160e11b89526004869052602489fd5b8380fd5b503461034857806003193601126103485760206040517f10b4cbc452066face9b6d803ae000ec63a6a71898ee61a5cf8f6b2a6e671cd938152f35b503461034857806003193601126103485761117b614e1a565b3381526005602052604081206001600160801b03815416801561068c5760801b6001600160801b03191681556104e09065ffffffffffff6111e57f00000000000000000000000000000000000000000000000000000000000000006001600160401b03164261462d565b6001830180549190921665ffffffffffff1665ffffffffffff199091168117909155815460408051861515815260809290921c602083015281019190915233907f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e0090606090a26151ec565b503461034857806003193601126103485760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b50346103485780600319360112610348576112ad6148ac565b604081810151606080840151608090940151835160ff938416815292909416602083015265ffffffffffff90931691810191909152f35b5034610348576020366003190112610348576112fe614b7b565b50606061131561130f600435614bdd565b50614bf5565b65ffffffffffff604080519260018060a01b0381511684528260208201511660208501520151166040820152f35b503461034857602036600319011261034857610df8611363600435614c2c565b60405191829160208352602083019061454e565b50346103485760203660031901126103485760043590611395614e1a565b3381526005602052604081207f00000000000000000000000000000000000000000000000000000000000000009280156116d357815460801c6116b0576113fd7f00000000000000000000000000000000000000000000000000000000000000009182614f28565b9081156116955750611419816001600160801b0384541661462d565b9380851061167e5750836001600160801b0361143760019596615b49565b166001600160801b031984541617835560405191858352602083015260408201527fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60603392a20163ffffffff815460301c16156114a4575060015f516020615f5b5f395f51905f525580f35b65ffffffffffff6114de6001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261462d565b16604051906114ec8261470b565b33825280602083015283604083015260045491608083105f146115d157600454680100000000000000008110156115bd57906115318260016115379401600455614bdd565b90615c8f565b6040805183815265ffffffffffff92909216602083015233917f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e479190a2600181018091116115a957815469ffffffff000000000000191660309190911b69ffffffff000000000000161790555f610a1b565b634e487b7160e01b83526011600452602483fd5b634e487b7160e01b86526041600452602486fd5b84929192915b80831061160c575b82146115f8576115f29061153183614bdd565b90611537565b631e66402760e01b85526080600452602485fd5b9161161681614bdd565b505460d01c801515908161163f575b50611639576116339061486e565b916115d7565b916115df565b905061167642916001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061462d565b11155f611625565b6378e030db60e01b84526004859052602452604483fd5b63179b264d60e01b84526001600160a01b0316600452602483fd5b600182015463d1cadb7360e01b84523360045265ffffffffffff16602452604483fd5b631f2a200560e01b8352600483fd5b503461034857604036600319011261034857602435600435611702614e1a565b61170b81615344565b6117158183615a62565b6002810154906001600160a01b0361173160f884901c85615abf565b1633036119a1576001600160401b03600361177c92015460801c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061462d565b8042101561198a575060ff906117928385615ae2565b60f01c16908115611976576117d46117ae8360048401546147c9565b848752600c6020526040872087805260205260ff600260408920015460e01c16906147dc565b9384811061195f5760028201546117f491906001600160a01b0316614f28565b9380851061194857506009019261181160ff855460d81c16614b99565b91838652600c602052604086209460ff8416958688526020526040872090600143019485431161109357916118f29160ff959493607f8560011c169261185684614b99565b600282018054336001600160f01b031990911660ff60e81b60e89490941b939093169290921760ff60e01b60e08a901b161767ffffffffffffffff60a01b60a08d901b16179190911790556001600160801b0360036118b489615b49565b920180546001600160801b03191691909216179055815460d888811b1960d08a901b1992909216600160d11b1791909116918816901b179055614b99565b916040519687526020870152604086015216606084015260808301527fbbe77d4895f64e387ae03fa3fe4b9daa2e1f23b98ab8039574af57321d5d272b60a03393a360015f516020615f5b5f395f51905f525580f35b63686cf98760e11b86526004526024849052604485fd5b63686cf98760e11b86526004859052602452604485fd5b63e420766760e01b85526004839052602485fd5b63174226af60e21b86526004849052602452604485fd5b63605c2e0f60e01b865233600452602486fd5b6144de565b50346103485760203660031901126103485760406060916119d8614b7b565b5060043581526009602052818120818052602052206001604051916119fc8361470b565b80546001600160801b038116845260801c602084015201546040820152611a4c6040518092604080916001600160801b0381511684526001600160801b0360208201511660208501520151910152565bf35b503461034857602036600319011261034857611a68614e1a565b6104e0600435614934565b503461288a57608036600319011261288a57611a8d6144cf565b6044356001600160401b03811161288a57611aac9036906004016145d0565b90916064356001600160401b03811161288a57611acd9036906004016145d0565b939091611ad8614e1a565b611ae3600435615344565b94600986015494611afc60ff8760d01c166004356154be565b611b0887600435615ae2565b801561287b57611b5c611b5460ff60405198611b238a61473a565b60608a525f60208b01525f60408b01525f60608b0152606060808b0152606060a08b015260d81c1689600435615977565b92918a615860565b60208901528752611b6d838361462d565b875151106128575760ff168082106128415750939495929190611b8f84614d95565b600985015495885161012052611baf8460ff8960d81c1684600435614ce7565b955f98611bbb83614bab565b9a5f60e0525b8360e0511015611d37578c611bdd60e05160051b8a018a6146d9565b9091611d235790611bf29160e051918c61519a565b610140525f610100525b6101205151610100511080611cf1575b15611c2657611c1d6101005161486e565b61010052611bfc565b9091929394959697989961012051516101005114611cc7576001610100511b8116611c86576001610100511b1799611c6060e0518d614647565b610140516001600160a01b0316905260e080516001019052989796959493929190611bc1565b8c80611cb357630fb8c71560e11b5f90815260e051600452610140516001600160a01b0316602452604490fd5b634e487b7160e01b81526011600452602490fd5b60e051633a31deef60e11b5f908152600491909152610140516001600160a01b0316602452604490fd5b5061010051610120516001600160a01b0391611d0c91614647565b51610140516001600160a01b031691161415611c0c565b634e487b7160e01b8f52601160045260248ffd5b939094898d949397968c8e608089015260408801528651608052871596611d688860ff8560d81c1687600435614ce7565b9260408201519a8860a0528899611d7e87614bab565b60a052899b5b878d1015611eab57611db28a8e611dab611da38260051b8b018b6146d9565b92909361462d565b918a61519a565b60c0528a5b60805151811080611e7d575b15611dd657611dd19061486e565b611db7565b9c9b9092949698919395979c608051518114611e5257818f176001821b16611e275790600180921b179b611e0c8160a051614647565b828060a01b0360c051169052019b9694929097959391611d84565b60448c611e348f8e61462d565b630fb8c71560e11b825260045260c0516001600160a01b0316602452fd5b60448c611e5f8f8e61462d565b633a31deef60e11b825260045260c0516001600160a01b0316602452fd5b506080516001600160a01b0390611e95908390614647565b5160c0516001600160a01b031691161415611dc3565b8a9550888c60a05160a088015260608701526001600160401b037f0000000000000000000000000000000000000000000000000000000000000000161594855f14612303575060408601517f5c41a0ca003c6fb82fadfce20fb2378f8a17d4aeab48339d1e850da1fb4a7775608088015191604051908615825284602083015260408201526080606082015280611f4960043594608083019061454e565b0390a2604086810151815160043560208201908152928101939093528315156060840152608083015290611f8a8160a081015b03601f1981018352826147a8565b5190209080156122f25760018401546001600160a01b0316905b156122e857611fb860035b600986016148f9565b816007850155600384015491826122c8575b6040519315845260208401526001604084015260018060a01b0316606083015260808201527f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c60a060043592a260048101549160018060a01b038254169284515190608086015160a0870151612043825182519061462d565b9261204e85826147dc565b600290970154871515936001600160a01b039190911692908b5b86811061220c575050506120869061208086896147c9565b9061463a565b8097816121fb575b505050806121f2575b612150575b5050156120fe57606060408401519301516040519384526020840152604083015260608201527f58fa9db74750bc093c7f12698f612e3623251b77450cf427603ec23425c28688608060043592a260015f516020615f5b5f395f51905f525580f35b606060408401519301516040519385855260208501526040840152606083015260808201527f0b50d2580207b8fdcea73337ec2a93388bd102b0363924118b45e7ef111aeca260a060043592a26104e0565b6001600160801b0361216d60019261216787615b49565b9461463a565b166121e76001600160801b03604089015160608a0151179281604051966121938861470b565b16865260208601908152604086019384526004358b52600960205260408b208b8052602052818060408d20975116168219875416178655511684906001600160801b0382549181199060801b169116179055565b51910155858061209c565b50818110612097565b612204926152c6565b88868161208e565b6001908d8b84518084105f146122a85750838060a01b0361222d8487614647565b51165b848060a01b03811680845260056020528a61225d876040872001610ba263ffffffff825460501c166147fa565b61226c575b5050505001612068565b8360409161229f9552600760205220858060a01b038a165f5260205260405f2061229783825461462d565b9055886152c6565b8d8b5f80612262565b6122c16122bb868060a01b03928661463a565b88614647565b5116612230565b60028501546122e390849084906001600160a01b03166152c6565b611fca565b611fb86004611faf565b83546001600160a01b031690611fa4565b959294506004358752600c6020526040872060ff8760d81c168852602052604087209183515160ff8860d81c16156127c9575b600181901b6001600160ff1b0382168203610d0857600181018111610d08576020860151908160018201105f146127c2576001915001905b600460ff612380818c60d81c16614b99565b161090816127b8575b50612793575b5060ff8760d81c16155f1461274b576123d7604085015191611f7c60405193849260208401966004358890949392606092608083019683526020830152151560408201520152565b5190205b60038201805467ffffffffffffffff60801b19164260801b67ffffffffffffffff60801b16178155600283019590927f0a49da862b016d88b24f52fc9c33eb90e24ba482b5d2a24e99204b772a870227919083906001015586546001600160f81b0316811560f81b6001600160f81b03191617875560098601805460ff60d01b1916600560d01b179055604085015160808601516124d7916001600160401b036124a77f000000000000000000000000000000000000000000000000000000000000000082164261462d565b16956040519460ff8d60d81c1686521560208601526040850152606084015260c0608084015260c083019061454e565b9260a082015280600435930390a260ff8560d81c16155f1461273b57506004820154925b54815151608083015160a0840151815181516001600160a01b039095169793946125249161462d565b9261252f85826147dc565b600290970154871515936001600160a01b039190911692908b5b86811061268d575050506125619061208086896147c9565b80978161267c575b50505080612673575b6125d1575b5050606060408201519101519060ff6040519560d81c16855260208501526040840152606083015260808201527f0b50d2580207b8fdcea73337ec2a93388bd102b0363924118b45e7ef111aeca260a060043592a26104e0565b6001600160801b036125e860019261216787615b49565b166126686001600160801b03604086015160608701511792816040519661260e8861470b565b16865260208601908152604086019384526004358b52600960205260408b2060ff8b60d81c168c52602052818060408d20975116168219875416178655511684906001600160801b0382549181199060801b169116179055565b519101558580612577565b50818110612572565b612685926152c6565b888681612569565b6001908d8b84518084105f146127215750838060a01b036126ae8487614647565b51165b848060a01b03811680845260056020528a6126de876040872001610ba263ffffffff825460501c166147fa565b6126ed575b5050505001612549565b836040916127189552600760205220858060a01b038a165f5260205260405f2061229783825461462d565b8d8b5f806126e3565b6127346122bb868060a01b03928661463a565b51166126b1565b546001600160801b0316926124fb565b5060408301516040519060208201926004358452604083015260ff8860d81c1660608301528615608083015260a082015260a0815261278b60c0826147a8565b5190206123db565b60028401805460ff60f01b191660f09290921b60ff60f01b169190911790558861238f565b905081118a612389565b509061236e565b85546001600160a01b03166127ea60808a901c6001600160401b0316614cc9565b6002860180546001600160a01b039093166001600160f01b031990931660208c901b60ff60e81b161760e085901b60ff60e01b161760a09290921b67ffffffffffffffff60a01b1691909117919091179055612336565b90635c8dda6b60e01b5f5260045260245260445ffd5b86612862848461462d565b90515190633f8ea02560e01b5f5260045260245260445ffd5b631b33412160e31b5f5260045ffd5b5f80fd5b3461288a575f36600319011261288a575f546040516001600160a01b039091168152602090f35b3461288a57602036600319011261288a576128ce61447e565b6128d661487c565b5060018060a01b03165f526006602052610df860405f2063ffffffff6001604051926129018461473a565b80546001600160801b038116855260801c6020850152015465ffffffffffff81166040840152818160301c166060840152818160501c16608084015260701c1660a08201526040519182918291909160a063ffffffff8160c08401956001600160801b0381511685526001600160801b03602082015116602086015265ffffffffffff6040820151166040860152826060820151166060860152826080820151166080860152015116910152565b3461288a57602036600319011261288a576004356129cb614e1a565b6129d481615344565b906129df8282615a62565b91600283015460f81c9060018060a01b036129fa8383615abf565b163303612a5a576001612a479460ff600984015460d81c16604051908152857f5affc25eddd4e5f5cd249dc46a27f4c672885f3d347dc252eef848efc6a6ee4d60203393a30154926154f4565b60015f516020615f5b5f395f51905f5255005b63605c2e0f60e01b5f523360045260245ffd5b3461288a575f36600319011261288a57612b09612aa97f0000000000000000000000000000000000000000000000000000000000000000615e9a565b612ad27f0000000000000000000000000000000000000000000000000000000000000000615e9a565b6020612b1760405192612ae583856147a8565b5f84525f368137604051958695600f60f81b875260e08588015260e08701906145ac565b9085820360408701526145ac565b4660608501523060808501525f60a085015283810360c08501528180845192838152019301915f5b828110612b4e57505050500390f35b835185528695509381019392810192600101612b3f565b3461288a575f36600319011261288a5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461288a57602036600319011261288a57610df8612bee600435612be7612bc582615344565b918260ff6009820154612bdd828260d01c16856154be565b60d81c1691615977565b5091615860565b5060405191829160208352602083019061454e565b3461288a575f36600319011261288a576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461288a575f36600319011261288a57602060405160808152f35b3461288a575f36600319011261288a576020612c7d42615924565b905060ff60405191168152f35b3461288a575f36600319011261288a57600154336001600160a01b03821603612cf7576001600160a01b03199081166001555f805433928116831782556001600160a01b0316907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09080a3005b63118cdaa760e01b5f523360045260245ffd5b3461288a57604036600319011261288a57600435612d26614523565b90612d3081614d52565b9160ff80600985015460d81c169116908111612d6357610dea82610de3610dd6610df894876001600160401b0397615780565b90638790ec7b60e01b5f5260045260245260445ffd5b3461288a57602036600319011261288a57600435612d95614e1a565b612d9e81615344565b80546001600160a01b03163303612f3b576009810191825460ff8160d01c16612dc78184615711565b6006811015612f275760018103612e8657506001600160401b031680421115612e705750807f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb612a47946001905b805460ff60d01b1916600160d21b17905560038501549081612e4c575b6040805160ff9290921682526020820192909252a26155ba565b60028601548654612e6b9184916001600160a01b0390811691166152c6565b612e32565b9063677a062760e11b5f5260045260245260445ffd5b600214801590612f18575b612f0557612ece906001600160401b03807f0000000000000000000000000000000000000000000000000000000000000000169160401c1661462d565b80421115612e705750807f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb612a4794600290612e15565b506329851b1360e01b5f5260045260245ffd5b5060ff8160d81c161515612e91565b634e487b7160e01b5f52602160045260245ffd5b6303bb525960e21b5f523360045260245ffd5b3461288a575f36600319011261288a57612f66615612565b638905116560e01b5f5260045ffd5b614533565b3461288a5761010036600319011261288a57600435612f97614494565b90612fa06144aa565b91606435906001600160a01b03821680830361288a5760a4359260e435906001600160401b0382169182810361288a57612fd8614e1a565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316330361312d57639c9e8c9b60e01b6001600160e01b031988160161311e5787879361305660a0937f51c764807dbfb8dfce93fb9d3035f7a3e7d5c745aa28787dc56bcbfa339f6aa395612a479c8a89614e52565b61306260843587614f28565b5f868152600b6020908152604080832080546001808a1b5f19019d8e166bffffffffffffffffffffffff8b1b92831681178455908301805499909e169882168917909d556002820180549091168c1790556003810184905560048101859055600581018d9055600981018054600160d01b67ffffffffffffffff60ff60d01b011990911660ff60d01b1989161717905581519a8b52918a019290925290880191909152606087019890985260808601529493a460c43591615625565b635836d99560e11b5f5260045ffd5b633e4b474960e01b5f523360045260245ffd5b3461288a57602036600319011261288a57610df86113636001600160401b03600961316c600435614d52565b015460401c16614c2c565b3461288a57604036600319011261288a5760043560ff81169081810361288a5761319f614523565b906131a8615612565b82158015613365575b8015613340575b613326576132fa7f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019936131e96148ac565b65ffffffffffff608082015116801515908161331b575b506132ff575b6132396001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261462d565b9065ffffffffffff821692836080602060ff855116940151926040519061325f82614771565b85825260ff85166020830152604082015260ff8a166060820152015261ff0069ffffffffffff00000000600a549460201b169369ffffffffffff00000000199363ff000000199162ffffff191617169160081b16171662ff00008560101b161763ff0000008660181b161717600a556040519384938491604091949360ff65ffffffffffff9281606087019816865216602085015216910152565b0390a1005b60ff604082015116815260ff6060820151166020820152613206565b905042101587613200565b5060ff916381a7362d60e01b5f526004521660245260445ffd5b50826101fe8360011b1611156131b8565b634e487b7160e01b5f52601160045260245ffd5b508260ff8316116131b1565b3461288a575f36600319011261288a576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461288a57602036600319011261288a575f6101e06040516133d681614755565b8281528260208201528260408201528260608201528260808201528260a08201528260c08201528260e08201528261010082015282610120820152826101408201528261016082015282610180820152826101a0820152826101c082015201526004355f52600b60205260405f206040519061345182614755565b60018060a01b03815416825260018060a01b03600182015416602083015260018060a01b03600282015416906040830191825260038101546060840190815260048201546080850190815260058301549060a0860191825260068401549260c08701938452600960078601549560e0890196875260088101546101008a015201546001600160401b0381166101208901526001600160401b038160401c166101408901526001600160401b038160801c1661016089015260ff8160c01c1661018089015260ff8160c81c166101a089015260ff8160d01c16906006821015612f275760ff916101c08a015260d81c166101e08801526040519560018060a01b03885116875260018060a01b03602089015116602088015260018060a01b0390511660408701525160608601525160808501525160a08401525160c08301525160e08201526101008201516101008201526001600160401b03610120830151166101208201526001600160401b03610140830151166101408201526001600160401b036101608301511661016082015260ff6101808301511661018082015260ff6101a0830151166101a08201526101c0820151916006831015612f27576101e060ff91610200946101c08501520151166101e0820152f35b3461288a575f36600319011261288a5760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461288a57606036600319011261288a576004356136886144cf565b60443590613694614e1a565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031680156137db5733036137c8576136d383615344565b916009830160ff81546136eb828260d01c16886154be565b60d81c166137b55760a08593612a4796937f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c93825f146137a357613744600180861b0360018a015416915b841561379b576003906148f9565b81600789015560038801549182613780575b604051931515845260208401525f6040840152600180851b031660608301526080820152a26155ba565b6137968383600180891b0360028d0154166152c6565b613756565b6004906148f9565b613744600180861b0389541691613736565b846329851b1360e01b5f5260045260245ffd5b63037d3e0960e61b5f523360045260245ffd5b632072f0a960e01b5f5260045ffd5b3461288a57604036600319011261288a5761380361447e565b61380b614494565b6001600160a01b039182165f908152600760209081526040808320949093168252928352819020549051908152f35b3461288a57602036600319011261288a5761385361447e565b61385b61487c565b5060018060a01b03165f526005602052610df860405f2063ffffffff6001604051926129018461473a565b3461288a575f36600319011261288a5760206138a142614c2c565b51604051908152f35b3461288a575f36600319011261288a57602060405160048152f35b3461288a575f36600319011261288a576138dd614e1a565b335f52600660205260405f20805460801c9081156139ad57600181019065ffffffffffff825416804210613997575080546001600160801b03169055805465ffffffffffff1916905561395181337f00000000000000000000000000000000000000000000000000000000000000006152c6565b604051906001825260208201527fbb176626afbc635eb6d9143928358f9a9a693b692a00fe2deb25cb1ccfcbf26e60403392a260015f516020615f5b5f395f51905f5255005b635693e6cf60e11b5f523360045260245260445ffd5b636e34ee0b60e11b5f523360045260245ffd5b3461288a575f36600319011261288a5760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461288a57602036600319011261288a57600435613a1f614e1a565b613a2881615344565b6009810190613a6e6001600160401b03835460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061462d565b925f935f814210905b60ff865460d81c168111613b5757835f52600960205260405f20815f5260205260405f20604051613aa78161470b565b8382546001600160801b038116835260801c600160208401948286520154604084015215613b4957613b325791613b26613b1d613b16613b2b946001600160801b038060ff988c5f52600960205260405f20885f526020525f60016040822082815501555116915116906147c9565b809b61462d565b99828989615380565b61486e565b9050613a77565b84866302e589ed60e61b5f5260045260245260445ffd5b505050613b2b60ff9161486e565b838715613b715760015f516020615f5b5f395f51905f5255005b635cf7608160e11b5f5260045260245ffd5b3461288a575f36600319011261288a57613b9b614e1a565b335f52600560205260405f20805460801c9081156139ad57600181019065ffffffffffff825416804210613997575080546001600160801b03169055805465ffffffffffff19169055613c0f81337f00000000000000000000000000000000000000000000000000000000000000006152c6565b604051905f825260208201527fbb176626afbc635eb6d9143928358f9a9a693b692a00fe2deb25cb1ccfcbf26e60403392a260015f516020615f5b5f395f51905f5255005b3461288a57606036600319011261288a576020610366613c726144c0565b602435600435614812565b3461288a575f36600319011261288a5760206040516001600160401b037f0000000000000000000000000000000000000000000000000000000000000000168152f35b3461288a57606036600319011261288a576004356024356001600160401b03811161288a5780600401906060600319823603011261288a57604435906001600160401b03821161288a5781600401916060600319823603011261288a5760ff92613d28614e1a565b613d3186614d52565b90613d3e604485016146be565b9560448401613d4c816146be565b87891697889116036141da575060ff600984015460d81c1686116141c357613d73816146cc565b613d7c836146cc565b1515901515146141b457613db987613dc7613dde97613dc160249586613db98f613da8613dd89c614d95565b9788613db3866146cc565b92614ce7565b9301906146d9565b9161514b565b98613dd1856146cc565b918b614ce7565b91615e66565b506004811015612f2757158015906141a3575b61418f576001600160a01b03928316921680830361417957508061414b5750604051602081019083825282604082015260408152613e306060826147a8565b519020905b815f52600860205260ff60405f20541661413557805f52600560205260405f2092613e6e84546001600160801b038160801c911661462d565b928315614122575f52600860205260405f20600160ff198254161790556113888302838104611388036133515761271090049361138885028581046113881486151715613351576001600160801b03613edf87612710613efe940497613ed3866151ec565b8319865416865561463a565b83546001600160801b0316911660801b6001600160801b031916178255565b65ffffffffffff613f386001600160401b037f0000000000000000000000000000000000000000000000000000000000000000164261462d565b169160018201928065ffffffffffff85541610614106575b5082549263ffffffff60701b613f6f607086901c63ffffffff166147fa565b60701b1663ffffffff60701b198516179055837f18116023c4bf63783b38618f0b8ae46b1562f3ebbf4aad8b8302bcca3d4fe3406060604051338152896020820152886040820152a35460801c90816140bf575b5050508061408f575b808203613fe65760015f516020615f5b5f395f51905f5255005b614011907f00000000000000000000000000000000000000000000000000000000000000009261463a565b6040519063a9059cbb60e01b5f5261dead60045260245260205f60448180865af19060015f511482161561406e575b6040521561404e5780612a47565b635274afe760e01b5f9081526001600160a01b0391909116600452602490fd5b90600181151661408657823b15153d15161690614040565b503d5f823e3d90fd5b6140ba81337f00000000000000000000000000000000000000000000000000000000000000006152c6565b613fcc565b7f4d6b29291cca91ee34c7f139e6fcf5dc9a46b35bf6af818b05f028cbe0c83e009165ffffffffffff606092604051925f84526020840152166040820152a2828080613fc3565b65ffffffffffff1665ffffffffffff1984541617835586613f50565b82630b97d11160e01b5f5260045260245ffd5b826382aa3c1960e01b5f5260045260245260445ffd5b60405160208101918483528360408301526060820152606081526141706080826147a8565b51902090613e35565b82630ec6d4d360e41b5f5260045260245260445ffd5b630a57f30960e31b5f52600160045260245ffd5b506001600160a01b03811615613df1565b630dead26160e21b5f5260045ffd5b8588638790ec7b60e01b5f5260045260245260445ffd5b866141e660ff926146be565b9063036ffbff60e31b5f526004521660245260445ffd5b3461288a575f36600319011261288a5760206040517f00000000000000000000000000000000000000000000000000000000000000008152f35b3461288a57602036600319011261288a576001600160a01b0361425861447e565b165f52600660205260206001600160801b0360405f205416604051907f000000000000000000000000000000000000000000000000000000000000000011158152f35b3461288a57602036600319011261288a5760206142be6142b961447e565b61466f565b6040519015158152f35b3461288a5760e036600319011261288a576004356142e4614494565b6142ec6144aa565b90606435926084359060c435936001600160401b038516850361288a57614311614e1a565b6001600160e01b03198216636361736560e01b1461311e576143368582863386614e52565b85156143a6576001600160a01b0381169561435c9061435690859061462d565b87614f28565b93838511156143935761437f96506143778460a4359661463a565b923390615067565b5060015f516020615f5b5f395f51905f5255005b8663179b264d60e01b5f5260045260245ffd5b631f2a200560e01b5f5260045ffd5b3461288a57602036600319011261288a5760206103666143d6600435614d52565b614d95565b3461288a575f36600319011261288a576040517f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168152602090f35b3461288a575f36600319011261288a576020600454604051908152f35b3461288a57602036600319011261288a576020906001600160a01b0361446061447e565b165f526005825263ffffffff600160405f20015460301c1615158152f35b600435906001600160a01b038216820361288a57565b602435906001600160a01b038216820361288a57565b604435906001600160a01b038216820361288a57565b60443590811515820361288a57565b60243590811515820361288a57565b3461288a575f36600319011261288a5760206040516113888152f35b6006811015612f2757602452565b3461288a575f36600319011261288a57602060405160028152f35b6024359060ff8216820361288a57565b3461288a575f36600319011261288a57602060405160018152f35b90602080835192838152019201905f5b81811061456b5750505090565b82516001600160a01b031684526020938401939092019160010161455e565b6145a26040929594939560608352606083019061454e565b9460208201520152565b805180835260209291819084018484015e5f828201840152601f01601f1916010190565b9181601f8401121561288a578235916001600160401b03831161288a576020808501948460051b01011161288a57565b9181601f8401121561288a578235916001600160401b03831161288a576020838186019501011161288a57565b9190820180921161335157565b9190820391821161335157565b805182101561465b5760209160051b010190565b634e487b7160e01b5f52603260045260245ffd5b61467842614c2c565b906001600160a01b03165f5b82518110156146b757816001600160a01b036146a08386614647565b5116146146af57600101614684565b505050600190565b5050505f90565b3560ff8116810361288a5790565b35801515810361288a5790565b903590601e198136030182121561288a57018035906001600160401b03821161288a5760200191813603831361288a57565b606081019081106001600160401b0382111761472657604052565b634e487b7160e01b5f52604160045260245ffd5b60c081019081106001600160401b0382111761472657604052565b61020081019081106001600160401b0382111761472657604052565b60a081019081106001600160401b0382111761472657604052565b61014081019081106001600160401b0382111761472657604052565b90601f801991011681019081106001600160401b0382111761472657604052565b8181029291811591840414171561335157565b81156147e6570490565b634e487b7160e01b5f52601260045260245ffd5b63ffffffff60019116019063ffffffff821161335157565b9061486b926040519160208301937fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e95855260408401526060830152151560808201526080815261486360a0826147a8565b51902061531e565b90565b5f1981146133515760010190565b604051906148898261473a565b5f60a0838281528260208201528260408201528260608201528260808201520152565b604051906148b982614771565b81608065ffffffffffff600a5460ff8116845260ff8160081c16602085015260ff8160101c16604085015260ff8160181c16606085015260201c16910152565b906006811015612f2757815460ff60d01b191660d09190911b60ff60d01b16179055565b6001600160401b0381116147265760051b60200190565b61493d81615344565b906009820180549260ff808560d01c16946149588686615711565b60d81c1691835f52600c60205260405f20835f5260205260405f20946006811015612f2757600514614afa575460ff8160d01c166006811015612f275760028114801590614af2575b614ad557506149df906001600160401b03807f0000000000000000000000000000000000000000000000000000000000000000169160401c1661462d565b84541580614abc575b80614aa3575b8142109081614a9a575b50614a805750827f97755b03945425b9ec33cfbe932d4db35022cd09a9c376dbd0155c7e7937c3d76020604051858152a2825f52600c60205260405f205f19830160ff811161335157614a7e956001600160801b039260ff600393165f52602052614a7560405f206001600282015460f81c9101549086896154f4565b01541692615380565b565b8284630661023760e21b5f5260045260245260445260645ffd5b9050155f6149f8565b506001600160401b03600286015460a01c1640156149ee565b506001600160401b03600286015460a01c1643116149e8565b632b3263b360e01b5f526004859052614aed906144fa565b60445ffd5b5083156149a1565b5093929050614b436001600160401b03600383015460801c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061462d565b93844210614b6457614a7e9394506001600283015460f81c920154926154f4565b848363052f199f60e21b5f5260045260245260445ffd5b60405190614b888261470b565b5f6040838281528260208201520152565b60ff60019116019060ff821161335157565b90614bb58261491d565b614bc260405191826147a8565b8281528092614bd3601f199161491d565b0190602036910137565b60045481101561465b5760045f5260205f2001905f90565b90604051614c028161470b565b91546001600160a01b038116835260a081901c65ffffffffffff16602084015260d01c6040830152565b9060045491614c3a83614bab565b925f915f5b828110614c4d575050508252565b80614c5c61130f600193614bdd565b8365ffffffffffff602083015116111580614ca1575b614c7e575b5001614c3f565b828060a01b03905116614c9a614c938761486e565b9689614647565b525f614c77565b5065ffffffffffff6040820151168015908115614cbf575b50614c72565b905084105f614cb9565b6001600160401b036001911601906001600160401b03821161335157565b9160ff16928315614d475761486b936040519260208401947f10b4cbc452066face9b6d803ae000ec63a6a71898ee61a5cf8f6b2a6e671cd938652604085015260608401526080830152151560a082015260a0815261486360c0826147a8565b9161486b9350614812565b90614d5c82615344565b916009830154906001600160401b038260801c1615614d79575050565b632b3263b360e01b5f52600452614aed9060d01c60ff166144fa565b5f60209182614def614db76006614daf6005860154615e01565b940154615e01565b826040519384928180850197805191829101895e840190828201898152815193849201905e010185815203601f1981018352826147a8565b604051918291518091835e8101838152039060025afa15614e0f575f5190565b6040513d5f823e3d90fd5b60025f516020615f5b5f395f51905f525414614e435760025f516020615f5b5f395f51905f5255565b633ee5aeb560e01b5f5260045ffd5b801561311e57805f52600b60205260ff600960405f20015460d01c166006811015612f2757614f1657506001600160a01b0316918215908115614f04575b8115614ef2575b50614ee3576001600160a01b031614614ed4576001600160401b031642811115614ebe5750565b63dd2d27d760e01b5f526004524260245260445ffd5b63702d685960e01b5f5260045ffd5b63d92e233d60e01b5f5260045ffd5b6001600160a01b03161590505f614e97565b6001600160a01b038316159150614e90565b63bdaa099b60e01b5f5260045260245ffd5b6040516370a0823160e01b8152306004820152906001600160a01b03811690602083602481855afa928315614e0f575f93615033575b50604051936323b872dd60e01b5f52336004523060245260445260205f60648180855af19060015f5114821615615014575b50836040525f6060521561500257826024816020936370a0823160e01b82523060048301525afa8015614e0f575f90614fce575b61486b925061463a565b506020823d602011614ffa575b81614fe8602093836147a8565b8101031261288a5761486b9151614fc4565b3d9150614fdb565b635274afe760e01b5f5260045260245ffd5b600182151661502a573b15153d1516165f614f90565b843d5f823e3d90fd5b9092506020813d60201161505f575b8161504f602093836147a8565b8101031261288a5751915f614f5e565b3d9150615042565b5f818152600b602090815260409182902080546001600160a01b03199081166001600160a01b039687169081178355600183018054831698881698891790556002830180549092169690981695861790556003810188905560048101899055600581018a905560098101805467ffffffffffffffff60ff60d01b0119166001600160401b03909c169b8c17600160d01b17905582519485529084019690965282019590955260608101959095526080850195909552909493929091907f51c764807dbfb8dfce93fb9d3035f7a3e7d5c745aa28787dc56bcbfa339f6aa39060a090a4565b906151569291615e66565b50919080926004811015612f27571590811591615188575b5061517557565b630a57f30960e31b5f525f60045260245ffd5b6001600160a01b03161590505f61516e565b906151a89291949394615e66565b50929080936004811015612f275715908115916151da575b506151c85750565b630a57f30960e31b5f5260045260245ffd5b6001600160a01b03161590505f6151c0565b60010163ffffffff815460301c1680156152c2575f190163ffffffff81116133515763ffffffff169069ffffffff000000000000198154169055600142018042116133515765ffffffffffff7f8b24b58b2a4208ad9a7480f6a4060b694b4f5102b8d1961cfb7c68eb37405f69911661528c8161526885614bdd565b5080546001600160d01b031660d09290921b6001600160d01b031916919091179055565b61529583614bdd565b50546040805194855265ffffffffffff90921660208501526001600160a01b03169290819081015b0390a2565b5050565b916040519163a9059cbb60e01b5f5260018060a01b031660045260245260205f60448180865af19060015f5114821615615306575b6040521561404e5750565b90600181151661408657823b15153d151616906152fb565b604290615329615ceb565b906040519161190160f01b8352600283015260228201522090565b90815f52600b60205260405f209160ff600984015460d01c166006811015612f27571561536e5750565b637133e9eb60e01b5f5260045260245ffd5b91926001600160401b037f0000000000000000000000000000000000000000000000000000000000000000161561546e577f8211e35d6eaeb39c19e54f011a3b1d13889ec9e32caf99c11fa2d4c293a0f0709161542060ff9286155f146154465782546001600160a01b0316925b818481615425575b5050604080519590981660ff1685525060208401526001600160a01b039190911694829190820190565b0390a3565b60029092015461543e92906001600160a01b03166152c6565b5f81846153f6565b855f52600c60205260405f20875f5260205260018060a01b03600260405f20015416926153ee565b600282015491549293507fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b926020926154b59183916001600160a01b0391821691166152c6565b604051908152a2565b6154c88282615711565b6006821015612f2757600282036154dd575050565b632b3263b360e01b5f52600452614aed91506144fa565b929160a0917f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c93825f146155ab57600180851b03600183015416905b83156155a15761554560035b600985016148f9565b806007840155600383015492838381615584575b5050506040519315158452602084015260026040840152600180851b031660608301526080820152a2565b6155999260026001808b1b03910154166152c6565b5f8383615559565b615545600461553c565b600180851b0382541690615530565b90600481015490811561560d57600281015490547fe666e71cc0367b1c3be58233348c90489fff02b1dcd91296b19cb02072859b6b9260209290916154b59183916001600160a01b0390811691166152c6565b505050565b5f546001600160a01b03163303612cf757565b91908115615702577f292b1517f92511046085561d88caf6a082a716149a599370f5db86d17e4b42b59160096152bd9261565e42615924565b6006830185905591909201805477ffffffffffffffffffffffffffffffff000000000000000019164260401b6fffffffffffffffff000000000000000016174360801b67ffffffffffffffff60801b161781559190825462ffffff60c01b191660c09290921b60ff60c01b169190911760c89190911b60ff60c81b1617600160d11b17905560408051918252426001600160401b0316602083015290918291820190565b63e21765e760e01b5f5260045ffd5b6006821015612f2757600382148015615744575b61572d575050565b63fab294df60e01b5f52600452614aed91506144fa565b5060048214615725565b50906009600883015492015461576f6001600160401b038260801c16614cc9565b9160ff808360c01c169260c81c1690565b9082156157c357505f52600c60205260405f20905f5260205260405f2090600282549201546001600160401b038160a01c169160ff808360e01c169260e81c1690565b929150506009600883015492015461576f6001600160401b038260801c16614cc9565b908061585a57508143111561583a5781409182156158245750604051906020820192835260408201526040815261581e6060826147a8565b51902090565b906302a670d760e61b5f5260045260245260445ffd5b60018201809211613351576301fb936560e21b5f5260045260245260445ffd5b91505090565b6001600160401b03600961587d9295939495015460401c16614c2c565b9283519281841061591c575b5f5b8281106158985750508352565b6040516020810190838252826040820152604081526158b86060826147a8565b519020906158c6818761463a565b9182156147e6576001926158db91068261462d565b828060a01b036158eb828a614647565b51169061590a848060a01b03615901858c614647565b5116918a614647565b526159158289614647565b520161588b565b839150615889565b9061592d6148ac565b9165ffffffffffff608084015116801515918261596c575b505061595a5760ff6020818451169301511690565b60ff6060816040850151169301511690565b101590505f80615945565b9092615984838584615780565b949296909585876001600160401b038516916159a1838c896157e6565b9a615a565750509088929181155f146159fd57505060080155604080518781526001600160401b0390921660208301527feea7510cffdf218814969330ca47f080aa6ab94b9f14ba4166d7c1cfaeaf93469190819081016152bd565b9091507f8f58d74b136e10b3813ec864241d6598a52dd7522918ff2080d95d55994caffd935060609250845f52600c60205260405f20825f526020528860405f205560ff604051921682528860208301526040820152a2565b90985096505050505050565b90600901549060ff8260d01c16615a798183615711565b6006811015612f275760058103615aa957505f52600c60205260ff60405f209160d81c165f5260205260405f2090565b614aed91632b3263b360e01b5f526004526144fa565b9015615ad257546001600160a01b031690565b600101546001600160a01b031690565b906001600160401b036009615b2792015460401c166001600160401b037f0000000000000000000000000000000000000000000000000000000000000000169061462d565b9081421015615b34575050565b63c175b33960e01b5f5260045260245260445ffd5b6001600160801b038111615b63576001600160801b031690565b6306dfcc6560e41b5f52608060045260245260445ffd5b9181156143a657825460801c615c6c57615bb57f00000000000000000000000000000000000000000000000000000000000000009283614f28565b918215615c4c5750615bd1826001600160801b0385541661462d565b90808210615c3657506001600160801b03615beb82615b49565b166001600160801b03198454161783556040519160018352602083015260408201527fa22fc7591fe84b93357105aff173b6f47d698ac7a6d387d0af4cdcacff14761a60603392a290565b906378e030db60e01b5f5260045260245260445ffd5b63179b264d60e01b5f9081526001600160a01b0391909116600452602490fd5b65ffffffffffff60018401541663d1cadb7360e01b5f523360045260245260445ffd5b90615cd857815160208301516040939093015160a09390931b65ffffffffffff60a01b166001600160a01b03919091161760d09290921b6001600160d01b031916919091179055565b634e487b7160e01b5f525f60045260245ffd5b307f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03161480615dd8575b15615d46577f000000000000000000000000000000000000000000000000000000000000000090565b60405160208101907f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f82527f000000000000000000000000000000000000000000000000000000000000000060408201527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a082015260a0815261581e60c0826147a8565b507f00000000000000000000000000000000000000000000000000000000000000004614615d1d565b9060405191615e116060846147a8565b6040808452366020850137825f5b60208110615e2c57505050565b80836001921a60216f181899199a1a9b1b9c1cb0b131b232b360811b600f84861b870193828160041c1a6020860153161a91015301615e1f565b9060418303615e9057615e899250602081013591604082359201355f1a90615ed8565b9192909190565b50505f9160029190565b60ff811690601f8211615ec95760405191615eb66040846147a8565b6020808452838101919036833783525290565b632cd44ac360e21b5f5260045ffd5b91907f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411615f4f579160209360809260ff5f9560405194855216868401526040830152606082015282805260015afa15614e0f575f516001600160a01b03811615615f4557905f905f90565b505f906001905f90565b5050505f916003919056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a26469706673582212200f0486df1841a9f13dbe9699c7471593f181710c4617ab9a364549bebfbaad4464736f6c63430008250033",
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
// Solidity: constructor((address,address,address,uint64,uint64,uint64,uint64,uint256,uint256,address[],uint8,uint8,address) p) returns()
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

// PackCaseOpener is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14456d0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function caseOpener() view returns(address)
func (arbiterEscrow *ArbiterEscrow) PackCaseOpener() []byte {
	enc, err := arbiterEscrow.abi.Pack("caseOpener")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCaseOpener is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x14456d0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function caseOpener() view returns(address)
func (arbiterEscrow *ArbiterEscrow) TryPackCaseOpener() ([]byte, error) {
	return arbiterEscrow.abi.Pack("caseOpener")
}

// UnpackCaseOpener is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x14456d0c.
//
// Solidity: function caseOpener() view returns(address)
func (arbiterEscrow *ArbiterEscrow) UnpackCaseOpener(data []byte) (common.Address, error) {
	out, err := arbiterEscrow.abi.Unpack("caseOpener", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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

// PackOpenCase is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65f86959.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openCase(bytes32 dealId, address buyer, address seller, address token, uint256 jurorFee, bytes32 criteriaHash, bytes32 deliverableHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) PackOpenCase(dealId [32]byte, buyer common.Address, seller common.Address, token common.Address, jurorFee *big.Int, criteriaHash [32]byte, deliverableHash [32]byte, deadline uint64) []byte {
	enc, err := arbiterEscrow.abi.Pack("openCase", dealId, buyer, seller, token, jurorFee, criteriaHash, deliverableHash, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenCase is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65f86959.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openCase(bytes32 dealId, address buyer, address seller, address token, uint256 jurorFee, bytes32 criteriaHash, bytes32 deliverableHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackOpenCase(dealId [32]byte, buyer common.Address, seller common.Address, token common.Address, jurorFee *big.Int, criteriaHash [32]byte, deliverableHash [32]byte, deadline uint64) ([]byte, error) {
	return arbiterEscrow.abi.Pack("openCase", dealId, buyer, seller, token, jurorFee, criteriaHash, deliverableHash, deadline)
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotCaseOpener"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotCaseOpenerError(raw[4:])
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

// ArbiterEscrowNotCaseOpener represents a NotCaseOpener error raised by the ArbiterEscrow contract.
type ArbiterEscrowNotCaseOpener struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCaseOpener(address caller)
func ArbiterEscrowNotCaseOpenerErrorID() common.Hash {
	return common.HexToHash("0x3e4b4749e5785aec61d8f2eebaf0c170a5787aa1f47a621f03515d9b986d925d")
}

// UnpackNotCaseOpenerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCaseOpener(address caller)
func (arbiterEscrow *ArbiterEscrow) UnpackNotCaseOpenerError(raw []byte) (*ArbiterEscrowNotCaseOpener, error) {
	out := new(ArbiterEscrowNotCaseOpener)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "NotCaseOpener", raw); err != nil {
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
