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
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	VerdictHash     [32]byte
	Deadline        uint64
	SubmittedAt     uint64
	SubmitBlock     uint64
	PanelSize       uint8
	Threshold       uint8
	State           uint8
}

// ArbiterEscrowJurorEntry is an auto generated low-level Go binding around an user-defined struct.
type ArbiterEscrowJurorEntry struct {
	Account     common.Address
	ActiveFrom  *big.Int
	ActiveUntil *big.Int
}

// ArbiterEscrowMetaData contains all meta data concerning the ArbiterEscrow contract.
var ArbiterEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"oracle_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"gracePeriod_\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"registryDelay_\",\"type\":\"uint64\"},{\"internalType\":\"address[]\",\"name\":\"jurors_\",\"type\":\"address[]\"},{\"internalType\":\"uint8\",\"name\":\"panelSize_\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealAlreadyExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"DealAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealNotFound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAtBlock\",\"type\":\"uint256\"}],\"name\":\"DrawPending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDealId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGracePeriod\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"InvalidPanel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRegistryDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"JurorAlreadyActive\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"JurorNotActive\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"NotASeat\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotBuyer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSeller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OracleDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signers\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"QuorumNotReached\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAfter\",\"type\":\"uint256\"}],\"name\":\"RefundNotAvailable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxEntries\",\"type\":\"uint256\"}],\"name\":\"RegistryFull\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RenounceDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SelfDeal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"seats\",\"type\":\"uint256\"}],\"name\":\"TooManySignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongState\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DealCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"method\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"seatMask\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address[]\",\"name\":\"signers\",\"type\":\"address[]\"}],\"name\":\"DealSettledByJurors\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"name\":\"DeliverableSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"}],\"name\":\"JurorAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"name\":\"JurorRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"name\":\"PanelScheduled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_ENTRIES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ORACLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_QUORUM\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_NO_SUBMISSION\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_RESOLUTION_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"addJuror\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ballotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"createDeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"entryAt\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"activeFrom\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"activeUntil\",\"type\":\"uint48\"}],\"internalType\":\"structArbiterEscrow.JurorEntry\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"evidenceRootOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"getDeal\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submitBlock\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"panelSize\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Deal\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gracePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"jurorsAt\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"out\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"panelOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"seats\",\"type\":\"address[]\"},{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"drawBlock\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"panelSize\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingPanel\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"},{\"internalType\":\"uint48\",\"name\":\"effectiveAt\",\"type\":\"uint48\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumThreshold\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registryDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"}],\"name\":\"removeJuror\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"resolveByQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"size\",\"type\":\"uint8\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"setPanel\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"snapshotOf\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"}],\"name\":\"submitDeliverable\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbiterEscrow",
	Bin: "0x6101c0604052348015610010575f5ffd5b5060405161372c38038061372c83398101604081905261002f91610647565b604080518082018252600d81526c41726269746572457363726f7760981b602080830191909152825180840190935260018352601960f91b9083015290886001600160a01b03811661009b57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a4816103ae565b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556100d2826103ca565b610120526100df816103ca565b61014052815160208084019190912060e052815190820120610100524660a05261016b60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160401b0385165f0361019d5760405163d7c43e0f60e01b815260040160405180910390fd5b6001600160401b03841615806101bf575063ffffffff6001600160401b038516115b156101dd5760405163e5a8918b60e01b815260040160405180910390fd5b6101e78282610407565b60808351111561020d57604051631e66402760e01b815260806004820152602401610092565b6001600160401b03858116610160528416610180526001600160a01b0386166101a0526040805160a08101825260ff84811680835290841660208084018290525f84860181905260608086018290526080909501526005805461ffff1916841761010084021762010000600160501b0319169055845192835282015265ffffffffffff4216928101929092527f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019910160405180910390a15f5b83518110156103a1575f5b8181101561036f578482815181106102eb576102eb610774565b60200260200101516001600160a01b031685828151811061030e5761030e610774565b60200260200101516001600160a01b0316036103675784828151811061033657610336610774565b6020026020010151604051630b0f26d560e21b815260040161009291906001600160a01b0391909116815260200190565b6001016102d1565b5061039984828151811061038557610385610774565b60200260200101514261046860201b60201c565b6001016102c6565b505050505050505061080c565b600180546001600160a01b03191690556103c7816105a3565b50565b5f5f829050601f815111156103f4578260405163305a27a960e01b81526004016100929190610788565b80516103ff826107bd565b179392505050565b60ff8216158061041c57508160ff168160ff16115b8061043957508160ff168160ff16600261043691906107e3565b11155b15610464576040516381a7362d60e01b815260ff808416600483015282166024820152604401610092565b5050565b6001600160a01b03821661048f5760405163d92e233d60e01b815260040160405180910390fd5b600454608081106104b657604051631e66402760e01b815260806004820152602401610092565b604080516060810182526001600160a01b0380861680835265ffffffffffff808716602085019081525f85870181815260048054600181018255925295517f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b9091018054925196518416600160d01b026001600160d01b0397909416600160a01b026001600160d01b03199093169190951617179390931692909217905590517f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e4790610596908490869091825265ffffffffffff16602082015260400190565b60405180910390a2505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610608575f5ffd5b919050565b80516001600160401b0381168114610608575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b805160ff81168114610608575f5ffd5b5f5f5f5f5f5f5f60e0888a03121561065d575f5ffd5b610666886105f2565b9650610674602089016105f2565b95506106826040890161060d565b94506106906060890161060d565b60808901519094506001600160401b038111156106ab575f5ffd5b8801601f81018a136106bb575f5ffd5b80516001600160401b038111156106d4576106d4610623565b604051600582901b90603f8201601f191681016001600160401b038111828210171561070257610702610623565b60405291825260208184018101929081018d84111561071f575f5ffd5b6020850194505b8385101561074557610737856105f2565b815260209485019401610726565b5095506107589250505060a08901610637565b915061076660c08901610637565b905092959891949750929550565b634e487b7160e01b5f52603260045260245ffd5b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156107dd575f198160200360031b1b821691505b50919050565b808202811582820484141761080657634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a051612e876108a55f395f818161039e01528181610a750152610ac501525f818161028901528181610d6c015281816114d601526117f501525f81816104e80152610f9901525f611dba01525f611d8f01525f6123e601525f6123be01525f61231901525f61234301525f61236d0152612e875ff3fe608060405234801561000f575f5ffd5b506004361061021e575f3560e01c80637d4cb9641161012a578063c3a25bcb116100b4578063deaaa7cc11610079578063deaaa7cc14610574578063e30c39781461059b578063f2fde38b146105ac578063f698da25146105bf578063f6cd25f0146105c7575f5ffd5b8063c3a25bcb1461052c578063c58e94d01461053f578063cb552b4614610547578063d46600aa1461055a578063d93796251461056d575f5ffd5b806399a60d13116100fa57806399a60d13146104035780639c67a385146104165780639ee2a8cf14610464578063a06db7dc146104e3578063b478794e1461050a575f5ffd5b80637d4cb964146103915780637dc0d1d01461039957806384b0196e146103d85780638da5cb5b146103f3575f5ffd5b8063537038ed116101ab5780636b092f491161017b5780636b092f491461033e578063715018a6146103665780637249fbb61461036e57806379ba5097146103815780637b7a91dd14610389575f5ffd5b8063537038ed146103115780635969700a1461032b5780635e5bb2e01461033e578063614a7f5d14610346575f5ffd5b80632e17c86c116101f15780632e17c86c1461028457806335b6d3e3146102c35780634206ea4c146102d6578063490be023146102de57806351a6fad5146102f1575f5ffd5b80630138f710146102225780630cbb0f83146102375780631c11ea9b1461024e5780632037a7aa14610261575b5f5ffd5b61023561023036600461281a565b6105da565b005b6004545b6040519081526020015b60405180910390f35b61023b61025c366004612884565b61092e565b61027461026f36600461289b565b610946565b6040519015158152602001610245565b6102ab7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b039091168152602001610245565b61023b6102d13660046128c3565b6109ee565b61023b610a5b565b6102356102ec3660046128f5565b610a6b565b6103046102ff366004612884565b610b55565b604051610245919061295c565b610319600281565b60405160ff9091168152602001610245565b610235610339366004612a7a565b610cbf565b610319600181565b610359610354366004612884565b610e6c565b6040516102459190612aee565b610235610e93565b61023561037c366004612884565b610eb4565b61023561108c565b6103196110cd565b61023b608081565b6103c07f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610245565b6103e06110d7565b6040516102459796959493929190612b2e565b5f546001600160a01b03166103c0565b610359610411366004612884565b611119565b610429610424366004612884565b61122f565b6040805182516001600160a01b0316815260208084015165ffffffffffff908116918301919091529282015190921690820152606001610245565b6040805160a08101825260055460ff8082168352610100820481166020840152620100008204811693830184905263010000008204166060830181905264010000000090910465ffffffffffff166080909201829052906040805160ff948516815293909216602084015265ffffffffffff1690820152606001610245565b6102ab7f000000000000000000000000000000000000000000000000000000000000000081565b61051d610518366004612884565b6112ae565b60405161024593929190612bc4565b61023561053a366004612be8565b6112d1565b610319611479565b61023561055536600461289b565b611489565b610235610568366004612c6c565b611501565b6103195f81565b61023b7fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9581565b6001546001600160a01b03166103c0565b6102356105ba36600461289b565b611729565b61023b611799565b6102356105d536600461289b565b6117a7565b6105e26118a7565b8561060057604051635836d99560e11b815260040160405180910390fd5b5f5f87815260066020526040902060070154600160d01b900460ff16600481111561062d5761062d612928565b146106535760405163bdaa099b60e01b8152600481018790526024015b60405180910390fd5b6001600160a01b038516158061067057506001600160a01b038416155b1561068e5760405163d92e233d60e01b815260040160405180910390fd5b336001600160a01b038616036106b75760405163702d685960e01b815260040160405180910390fd5b825f036106d757604051631f2a200560e01b815260040160405180910390fd5b42816001600160401b0316116107115760405163dd2d27d760e01b81526001600160401b038216600482015242602482015260440161064a565b6040516370a0823160e01b815230600482015284905f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610757573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061077b9190612c8c565b90506107926001600160a01b0383163330886118c2565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa1580156107d8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107fc9190612c8c565b6108069190612cb7565b9050805f036108335760405163179b264d60e01b81526001600160a01b038816600482015260240161064a565b5f898152600660209081526040918290208054336001600160a01b03199182168117835560018301805483166001600160a01b038f8116918217909255600285018054909416918e1691821790935560038401879055600484018b90556007840180546001600160401b038c1667ffffffffffffffff60ff60d01b01199091168117600160d01b1790915586519182529481018790528086018b9052606081019490945293519193909290918d917f60f1d4e89c4207b2d228ae5cec64de9b86714e412d2ed1607915da3acfaf3336919081900360800190a45050505061092660015f516020612e325f395f51905f5255565b505050505050565b5f61094061093b836118f8565b611953565b92915050565b5f805b6004548110156109e6575f6004828154811061096757610967612cca565b5f9182526020918290206040805160608101825291909201546001600160a01b0380821680845265ffffffffffff600160a01b8404811696850196909652600160d01b9092049094169282019290925292509085161480156109ce57506109ce81426119d9565b156109dd575060019392505050565b50600101610949565b505f92915050565b604080517fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9560208201529081018490526060810183905281151560808201525f90610a519060a00160405160208183030381529060405280519060200120611a18565b90505b9392505050565b5f610a6542611119565b51905090565b610a736118a7565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316610aba57604051632072f0a960e01b815260040160405180910390fd5b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610b055760405163037d3e0960e61b815233600482015260240161064a565b5f610b0f84611a44565b9050610b2c8482600701601a9054906101000a900460ff16611a93565b610b39848285855f611ad3565b50610b5060015f516020612e325f395f51905f5255565b505050565b610bc1604080516101a0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290526101208101829052610140810182905261016081018290529061018082015290565b5f8281526006602081815260409283902083516101a08101855281546001600160a01b0390811682526001830154811693820193909352600282015490921693820193909352600383015460608201526004808401546080830152600584015460a08301529183015460c082015260078301546001600160401b0380821660e0840152600160401b82048116610100840152600160801b82041661012083015260ff600160c01b82048116610140840152600160c81b82048116610160840152919392610180850192600160d01b90920490911690811115610ca557610ca5612928565b6004811115610cb657610cb6612928565b90525092915050565b610cc7611bbd565b610cd18282611beb565b6040805160a08101825260055460ff808216835261010082048116602084015262010000820481169383019390935263010000008104909216606082015264010000000090910465ffffffffffff166080820181905215801590610d415750806080015165ffffffffffff164210155b15610d5e57604081015160ff908116825260608201511660208201525b5f610d926001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642612cde565b6040805160a081018252845160ff90811680835260208088015183168185018190528a8416858701819052938a16606080870182905265ffffffffffff891660809097018790526005805461ffff19169095176101009093029290921763ffff0000191662010000860263ff000000191617630100000082021769ffffffffffff000000001916640100000000870217909355855193845290830191909152928101919091529192507f782f878291e69b01fd0e038c3b9e94c01de4699808673fdfcdf7431a8e603019910160405180910390a150505050565b6060610940610e7a836118f8565b60070154600160401b90046001600160401b0316611119565b610e9b611bbd565b604051638905116560e01b815260040160405180910390fd5b610ebc6118a7565b5f610ec682611a44565b80549091506001600160a01b03163314610ef5576040516303bb525960e21b815233600482015260240161064a565b6007810154610f0f908390600160d01b900460ff16611c48565b5f60016007830154600160d01b900460ff166004811115610f3257610f32612928565b03610f845760078201546001600160401b03164211610f7c57600782015460405163677a062760e11b8152600481018590526001600160401b03909116602482015260440161064a565b506001610ffa565b60078201545f90610fc8906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416612cde565b9050804211610ff45760405163677a062760e11b8152600481018590526024810182905260440161064a565b60029150505b60078201805460ff60d01b1916600160d21b179055600382015482546002840154611032916001600160a01b03918216911683611c9b565b6040805160ff841681526020810183905285917f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb910160405180910390a250505061108960015f516020612e325f395f51905f5255565b50565b60015433906001600160a01b031681146110c45760405163118cdaa760e01b81526001600160a01b038216600482015260240161064a565b61108981611cd0565b5f61094042611ce9565b5f6060805f5f5f60606110e8611d88565b6110f0611db3565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b600454606090806001600160401b0381111561113757611137612cf1565b604051908082528060200260200182016040528015611160578160200160208202803683370190505b5091505f805b82811015611226575f6004828154811061118257611182612cca565b5f9182526020918290206040805160608101825291909201546001600160a01b038116825265ffffffffffff600160a01b8204811694830194909452600160d01b90049092169082015290506111d881876119d9565b1561121d57805185846111ea81612d05565b9550815181106111fc576111fc612cca565b60200260200101906001600160a01b031690816001600160a01b0316815250505b50600101611166565b50825250919050565b604080516060810182525f80825260208201819052918101919091526004828154811061125e5761125e612cca565b5f9182526020918290206040805160608101825291909201546001600160a01b038116825265ffffffffffff600160a01b8204811694830194909452600160d01b90049092169082015292915050565b60605f5f6112c4846112bf866118f8565b611dde565b9250925092509193909250565b6112d96118a7565b5f6112e385611a44565b90506113008582600701601a9054906101000a900460ff16611a93565b815f81900361132257604051631b33412160e31b815260040160405180910390fd5b5f61132d8784611dde565b505090508051821115611360578051604051633f8ea02560e01b815261064a918491600401918252602082015260400190565b6007830154600160c81b900460ff168210156113a7576007830154604051635c8dda6b60e01b815260048101849052600160c81b90910460ff16602482015260440161064a565b5f6113b184611953565b90505f5f6113cb846113c48c868d6109ee565b8a8a611f57565b91509150897f5c41a0ca003c6fb82fadfce20fb2378f8a17d4aeab48339d1e850da1fb4a77758a8585856040516114059493929190612d1d565b60405180910390a260408051602081018c9052908101849052891515606082015260808101839052611457908b9088908c9060a001604051602081830303815290604052805190602001206001611ad3565b50505050505061147360015f516020612e325f395f51905f5255565b50505050565b5f61148342611ce9565b50919050565b611491611bbd565b5f1961149c82612134565b146114c557604051630b0f26d560e21b81526001600160a01b038216600482015260240161064a565b611089816114fc6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642612cde565b6121df565b6115096118a7565b5f61151383611a44565b60018101549091506001600160a01b03163314611545576040516371c6811560e11b815233600482015260240161064a565b600781015461155f908490600160d01b900460ff16611c48565b60016007820154600160d01b900460ff16600481111561158157611581612928565b146115b4578281600701601a9054906101000a900460ff16604051632b3263b360e01b815260040161064a929190612d4d565b60078101546001600160401b03164211156115fa576007810154604051637fa0676960e01b8152600481018590526001600160401b03909116602482015260440161064a565b816116185760405163e21765e760e01b815260040160405180910390fd5b5f5f61162342611ce9565b6005850186905560078501805460ff808416600160c81b0260ff60c81b19918616600160c01b029190911661ffff60c01b19436001600160401b03908116600160801b0267ffffffffffffffff60801b1942928316600160401b021677ffffffffffffffffffffffffffffffff000000000000000019909616959095179490941716171780835593955091935090916002919060ff60d01b1916600160d01b830217905550604080518681526001600160401b038316602082015287917f292b1517f92511046085561d88caf6a082a716149a599370f5db86d17e4b42b5910160405180910390a25050505061172560015f516020612e325f395f51905f5255565b5050565b611731611bbd565b600180546001600160a01b0383166001600160a01b031990911681179091556117615f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f6117a261230d565b905090565b6117af611bbd565b5f6117b982612134565b90505f1981036117e757604051635d4a783b60e01b81526001600160a01b038316600482015260240161064a565b5f61181b6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001642612cde565b9050806004838154811061183157611831612cca565b5f9182526020918290200180546001600160d01b0316600160d01b65ffffffffffff9485160217905560408051858152928416918301919091526001600160a01b038516917f8b24b58b2a4208ad9a7480f6a4060b694b4f5102b8d1961cfb7c68eb37405f6991015b60405180910390a2505050565b6118af612436565b60025f516020612e325f395f51905f5255565b6118d0848484846001612465565b61147357604051635274afe760e01b81526001600160a01b038516600482015260240161064a565b5f61190282611a44565b6007810154909150600160801b90046001600160401b03165f0361194e578181600701601a9054906101000a900460ff16604051632b3263b360e01b815260040161064a929190612d4d565b919050565b5f600261196383600401546124d2565b61197084600501546124d2565b604051602001611981929190612d78565b60408051601f198184030181529082905261199b91612d8c565b602060405180830381855afa1580156119b6573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906109409190612c8c565b5f81836020015165ffffffffffff1611158015610a545750604083015165ffffffffffff161580610a5457505060409091015165ffffffffffff161190565b5f610940611a2461230d565b8360405161190160f01b8152600281019290925260228201526042902090565b5f818152600660205260408120906007820154600160d01b900460ff166004811115611a7257611a72612928565b0361194e57604051637133e9eb60e01b81526004810183905260240161064a565b611a9d8282611c48565b6002816004811115611ab157611ab1612928565b14611725578181604051632b3263b360e01b815260040161064a929190612d4d565b5f83611ae95784546001600160a01b0316611af8565b60018501546001600160a01b03165b905083611b06576004611b09565b60035b60078601805460ff60d01b1916600160d01b836004811115611b2d57611b2d612928565b02179055506006850183905560038501546002860154611b57906001600160a01b03168383611c9b565b6040805186151581526020810186905260ff8516818301526001600160a01b038416606082015260808101839052905188917f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c919081900360a00190a250505050505050565b5f546001600160a01b03163314611be95760405163118cdaa760e01b815233600482015260240161064a565b565b60ff82161580611c0057508160ff168160ff16115b80611c1d57508160ff168160ff166002611c1a9190612d97565b11155b15611725576040516381a7362d60e01b815260ff80841660048301528216602482015260440161064a565b6003816004811115611c5c57611c5c612928565b1480611c7957506004816004811115611c7757611c77612928565b145b1561172557818160405163fab294df60e01b815260040161064a929190612d4d565b611ca88383836001612544565b610b5057604051635274afe760e01b81526001600160a01b038416600482015260240161064a565b600180546001600160a01b0319169055611089816125a6565b6040805160a08101825260055460ff808216835261010082048116602084015262010000820481169383019390935263010000008104909216606082015264010000000090910465ffffffffffff16608082018190525f91829115801590611d5d5750806080015165ffffffffffff168410155b15611d7657806040015181606001519250925050915091565b80516020909101519094909350915050565b60606117a27f00000000000000000000000000000000000000000000000000000000000000006125f5565b60606117a27f00000000000000000000000000000000000000000000000000000000000000006125f5565b60605f5f611dec8585612632565b604080518240602082015290810187905290915060600160408051808303601f1901815291905280516020909101206007850154909250611e3c90600160401b90046001600160401b0316611119565b80516007860154919450905f90600160c01b900460ff168211611e5f5781611e6f565b6007860154600160c01b900460ff165b90505f5b81811015611f4a575f611e868285612cb7565b6040805160208101899052908101849052606001604051602081830303815290604052805190602001205f1c611ebc9190612dc2565b611ec69083612cde565b9050868181518110611eda57611eda612cca565b6020026020010151878381518110611ef457611ef4612cca565b6020026020010151888481518110611f0e57611f0e612cca565b60200260200101898481518110611f2757611f27612cca565b6001600160a01b0393841660209182029290920101529116905250600101611e73565b5080855250509250925092565b5f6060826001600160401b03811115611f7257611f72612cf1565b604051908082528060200260200182016040528015611f9b578160200160208202803683370190505b5090505f5b8381101561212a575f5f611fd788888886818110611fc057611fc0612cca565b9050602002810190611fd29190612dd5565b6126ce565b5090925090505f816003811115611ff057611ff0612928565b14158061200457506001600160a01b038216155b1561202557604051630a57f30960e31b81526004810184905260240161064a565b5f5b8951811080156120625750826001600160a01b03168a828151811061204e5761204e612cca565b60200260200101516001600160a01b031614155b156120775761207081612d05565b9050612027565b895181036120aa57604051633a31deef60e11b8152600481018590526001600160a01b038416602482015260440161064a565b6001811b8616156120e057604051630fb8c71560e11b8152600481018590526001600160a01b038416602482015260440161064a565b806001901b86179550828585815181106120fc576120fc612cca565b60200260200101906001600160a01b031690816001600160a01b031681525050505050806001019050611fa0565b5094509492505050565b5f805b6004548110156121d6575f6004828154811061215557612155612cca565b5f9182526020918290206040805160608101825291909201546001600160a01b0380821680845265ffffffffffff600160a01b8404811696850196909652600160d01b9092049094169282019290925292509085161480156121c15750604081015165ffffffffffff16155b156121cd575092915050565b50600101612137565b505f1992915050565b6001600160a01b0382166122065760405163d92e233d60e01b815260040160405180910390fd5b6004546080811061222d57604051631e66402760e01b81526080600482015260240161064a565b604080516060810182526001600160a01b0380861680835265ffffffffffff808716602085019081525f85870181815260048054600181018255925295517f8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b9091018054925196518416600160d01b026001600160d01b0397909416600160a01b026001600160d01b03199093169190951617179390931692909217905590517f708de4844c8d6de3eef480bd4adb390ebd6eac00d77f4dbd794f4bc313057e479061189a908490869091825265ffffffffffff16602082015260400190565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561236557507f000000000000000000000000000000000000000000000000000000000000000046145b1561238f57507f000000000000000000000000000000000000000000000000000000000000000090565b6117a2604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f516020612e325f395f51905f5254600203611be957604051633ee5aeb560e01b815260040160405180910390fd5b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f511483166124c15783831516156124b5573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6040805181815260608181018352916020820181803683370190505090506f181899199a1a9b1b9c1cb0b131b232b360811b602082015f5b602081101561253c5784811a838160041c1a8260011b84015383600f82161a60018360011b018401535060010161250a565b505050919050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f5114831661259a57838315161561258e573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f61260183612715565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b60078101545f90819061265690600160801b90046001600160401b03166001612cde565b905080431161268d578361266b826001612cde565b6040516301fb936560e21b81526004810192909252602482015260440161064a565b610100600161269c8343612cb7565b6126a69190612cb7565b6126b09190612e1e565b6126bc90610100612d97565b6126c69082612cde565b949350505050565b5f80806041849003612702578435602086013560408701355f1a6126f48982858561273c565b95509550955050505061270c565b505f915060029050825b93509350939050565b5f60ff8216601f81111561094057604051632cd44ac360e21b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561277557505f915060039050826127fa565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156127c6573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166127f157505f9250600191508290506127fa565b92505f91508190505b9450945094915050565b80356001600160a01b038116811461194e575f5ffd5b5f5f5f5f5f5f60c0878903121561282f575f5ffd5b8635955061283f60208801612804565b945061284d60408801612804565b9350606087013592506080870135915060a08701356001600160401b0381168114612876575f5ffd5b809150509295509295509295565b5f60208284031215612894575f5ffd5b5035919050565b5f602082840312156128ab575f5ffd5b610a5482612804565b8035801515811461194e575f5ffd5b5f5f5f606084860312156128d5575f5ffd5b83359250602084013591506128ec604085016128b4565b90509250925092565b5f5f5f60608486031215612907575f5ffd5b83359250612917602085016128b4565b929592945050506040919091013590565b634e487b7160e01b5f52602160045260245ffd5b6005811061295857634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b031681526101a08101602083015161298860208401826001600160a01b03169052565b5060408301516129a360408401826001600160a01b03169052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e08301516129e660e08401826001600160401b03169052565b50610100830151612a036101008401826001600160401b03169052565b50610120830151612a206101208401826001600160401b03169052565b50610140830151612a3761014084018260ff169052565b50610160830151612a4e61016084018260ff169052565b50610180830151612a6361018084018261293c565b5092915050565b803560ff8116811461194e575f5ffd5b5f5f60408385031215612a8b575f5ffd5b612a9483612a6a565b9150612aa260208401612a6a565b90509250929050565b5f8151808452602084019350602083015f5b82811015612ae45781516001600160a01b0316865260209586019590910190600101612abd565b5093949350505050565b602081525f610a546020830184612aab565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f612b4c60e0830189612b00565b8281036040840152612b5e8189612b00565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015612bb3578351835260209384019390920191600101612b95565b50909b9a5050505050505050505050565b606081525f612bd66060830186612aab565b60208301949094525060400152919050565b5f5f5f5f60608587031215612bfb575f5ffd5b84359350612c0b602086016128b4565b925060408501356001600160401b03811115612c25575f5ffd5b8501601f81018713612c35575f5ffd5b80356001600160401b03811115612c4a575f5ffd5b8760208260051b8401011115612c5e575f5ffd5b949793965060200194505050565b5f5f60408385031215612c7d575f5ffd5b50508035926020909101359150565b5f60208284031215612c9c575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561094057610940612ca3565b634e487b7160e01b5f52603260045260245ffd5b8082018082111561094057610940612ca3565b634e487b7160e01b5f52604160045260245ffd5b5f60018201612d1657612d16612ca3565b5060010190565b8415158152836020820152826040820152608060608201525f612d436080830184612aab565b9695505050505050565b82815260408101610a54602083018461293c565b5f81518060208401855e5f93019283525090919050565b5f610a51612d868386612d61565b84612d61565b5f610a548284612d61565b808202811582820484141761094057610940612ca3565b634e487b7160e01b5f52601260045260245ffd5b5f82612dd057612dd0612dae565b500690565b5f5f8335601e19843603018112612dea575f5ffd5b8301803591506001600160401b03821115612e03575f5ffd5b602001915036819003821315612e17575f5ffd5b9250929050565b5f82612e2c57612e2c612dae565b50049056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a2646970667358221220d996fd359d0570654cec88a08c8e2dd92dc7317492810fa53e8511597e37807c64736f6c63430008250033",
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
// Solidity: constructor(address initialOwner, address oracle_, uint64 gracePeriod_, uint64 registryDelay_, address[] jurors_, uint8 panelSize_, uint8 threshold_) returns()
func (arbiterEscrow *ArbiterEscrow) PackConstructor(initialOwner common.Address, oracle_ common.Address, gracePeriod_ uint64, registryDelay_ uint64, jurors_ []common.Address, panelSize_ uint8, threshold_ uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("", initialOwner, oracle_, gracePeriod_, registryDelay_, jurors_, panelSize_, threshold_)
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

// PackAddJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb552b46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addJuror(address juror) returns()
func (arbiterEscrow *ArbiterEscrow) PackAddJuror(juror common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("addJuror", juror)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb552b46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addJuror(address juror) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackAddJuror(juror common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("addJuror", juror)
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

// PackCreateDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0138f710.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createDeal(bytes32 dealId, address seller, address token, uint256 amount, bytes32 criteriaHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) PackCreateDeal(dealId [32]byte, seller common.Address, token common.Address, amount *big.Int, criteriaHash [32]byte, deadline uint64) []byte {
	enc, err := arbiterEscrow.abi.Pack("createDeal", dealId, seller, token, amount, criteriaHash, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0138f710.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createDeal(bytes32 dealId, address seller, address token, uint256 amount, bytes32 criteriaHash, uint64 deadline) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackCreateDeal(dealId [32]byte, seller common.Address, token common.Address, amount *big.Int, criteriaHash [32]byte, deadline uint64) ([]byte, error) {
	return arbiterEscrow.abi.Pack("createDeal", dealId, seller, token, amount, criteriaHash, deadline)
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

// PackGetDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51a6fad5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
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
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
func (arbiterEscrow *ArbiterEscrow) TryPackGetDeal(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("getDeal", dealId)
}

// UnpackGetDeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51a6fad5.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint64,uint8,uint8,uint8))
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

// PackRemoveJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6cd25f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function removeJuror(address juror) returns()
func (arbiterEscrow *ArbiterEscrow) PackRemoveJuror(juror common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("removeJuror", juror)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6cd25f0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function removeJuror(address juror) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackRemoveJuror(juror common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("removeJuror", juror)
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
// the contract method with ID 0xc3a25bcb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bool approved, bytes[] signatures) returns()
func (arbiterEscrow *ArbiterEscrow) PackResolveByQuorum(dealId [32]byte, approved bool, signatures [][]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("resolveByQuorum", dealId, approved, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveByQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3a25bcb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bool approved, bytes[] signatures) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackResolveByQuorum(dealId [32]byte, approved bool, signatures [][]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("resolveByQuorum", dealId, approved, signatures)
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

// ArbiterEscrowDealCreated represents a DealCreated event raised by the ArbiterEscrow contract.
type ArbiterEscrowDealCreated struct {
	DealId       [32]byte
	Buyer        common.Address
	Seller       common.Address
	Token        common.Address
	Amount       *big.Int
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
// Solidity: event DealCreated(bytes32 indexed dealId, address indexed buyer, address indexed seller, address token, uint256 amount, bytes32 criteriaHash, uint64 deadline)
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

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (arbiterEscrow *ArbiterEscrow) UnpackError(raw []byte) (any, error) {
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DrawPending"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDrawPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["DuplicateSigner"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackDuplicateSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["EmptyDeliverable"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackEmptyDeliverableError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidDealId"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidDealIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidGracePeriod"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidGracePeriodError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["JurorAlreadyActive"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackJurorAlreadyActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["JurorNotActive"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackJurorNotActiveError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoSignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoSignaturesError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NotASeat"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNotASeatError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OracleDisabled"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOracleDisabledError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackOwnableUnauthorizedAccountError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["SelfDeal"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackSelfDealError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["TooManySignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackTooManySignaturesError(raw[4:])
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

// ArbiterEscrowJurorNotActive represents a JurorNotActive error raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorNotActive struct {
	Juror common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JurorNotActive(address juror)
func ArbiterEscrowJurorNotActiveErrorID() common.Hash {
	return common.HexToHash("0x5d4a783bd0abe240b5adfee99c86babddb1e389f06818ae9061e757f1fa08152")
}

// UnpackJurorNotActiveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JurorNotActive(address juror)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorNotActiveError(raw []byte) (*ArbiterEscrowJurorNotActive, error) {
	out := new(ArbiterEscrowJurorNotActive)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "JurorNotActive", raw); err != nil {
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
