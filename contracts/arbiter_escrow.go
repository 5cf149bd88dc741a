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
	State           uint8
}

// ArbiterEscrowMetaData contains all meta data concerning the ArbiterEscrow contract.
var ArbiterEscrowMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"oracle_\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"gracePeriod_\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"quorumThreshold_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealAlreadyExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"DealAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"DealNotFound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"DuplicateSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyDeliverable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidDealId\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidGracePeriod\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"InvalidQuorumThreshold\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"}],\"name\":\"JurorStatusUnchanged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoSignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotBuyer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSeller\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signers\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"QuorumNotReached\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"availableAfter\",\"type\":\"uint256\"}],\"name\":\"RefundNotAvailable\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"RenounceDisabled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SelfDeal\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"jurorCount\",\"type\":\"uint256\"}],\"name\":\"TooManySignatures\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"}],\"name\":\"UnregisteredSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongState\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DealCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"method\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DealResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"}],\"name\":\"DeliverableSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jurorCount\",\"type\":\"uint256\"}],\"name\":\"JurorUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOracle\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOracle\",\"type\":\"address\"}],\"name\":\"OracleChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"previousThreshold\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"newThreshold\",\"type\":\"uint8\"}],\"name\":\"QuorumThresholdChanged\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"BALLOT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_ORACLE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"METHOD_QUORUM\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_NO_SUBMISSION\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_RESOLUTION_TIMEOUT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ballotDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"createDeal\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"getDeal\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"seller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"enumArbiterEscrow.State\",\"name\":\"state\",\"type\":\"uint8\"}],\"internalType\":\"structArbiterEscrow.Deal\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gracePeriod\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isJuror\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"oracle\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"quorumThreshold\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"resolve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"evidenceRoot\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes[]\",\"name\":\"signatures\",\"type\":\"bytes[]\"}],\"name\":\"resolveByQuorum\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"juror\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"registered\",\"type\":\"bool\"}],\"name\":\"setJuror\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOracle\",\"type\":\"address\"}],\"name\":\"setOracle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"threshold\",\"type\":\"uint8\"}],\"name\":\"setQuorumThreshold\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"}],\"name\":\"submitDeliverable\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbiterEscrow",
	Bin: "0x610180604052348015610010575f5ffd5b5060405161240e38038061240e83398101604081905261002f91610355565b604080518082018252600d81526c41726269746572457363726f7760981b602080830191909152825180840190935260018352603160f81b9083015290856001600160a01b03811661009b57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a481610292565b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556100d2826102ae565b610120526100df816102ae565b61014052815160208084019190912060e052815190820120610100524660a05261016b60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b03831661019b5760405163d92e233d60e01b815260040160405180910390fd5b816001600160401b03165f036101c45760405163d7c43e0f60e01b815260040160405180910390fd5b8060ff165f036101ec57604051633d1b462160e21b815260ff82166004820152602401610092565b6001600160401b03821661016052600480546001600160a01b0385166001600160a81b03199091168117600160a01b60ff851602179091556040515f907f05cd89403c6bdeac21c2ff33de395121a31fa1bc2bf3adf4825f1f86e79969dd908290a3604080515f815260ff831660208201527fbc593b73cdf037e89094dc458901507036ab0687f02eaa3857b93ddecad72c75910160405180910390a150505050610417565b600180546001600160a01b03191690556102ab816102eb565b50565b5f5f829050601f815111156102d8578260405163305a27a960e01b815260040161009291906103bc565b80516102e3826103f1565b179392505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610350575f5ffd5b919050565b5f5f5f5f60808587031215610368575f5ffd5b6103718561033a565b935061037f6020860161033a565b60408601519093506001600160401b038116811461039b575f5ffd5b606086015190925060ff811681146103b1575f5ffd5b939692955090935050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610411575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051611f956104795f395f818161033b0152610d4101525f61168b01525f61166001525f61178801525f61176001525f6116bb01525f6116e501525f61170f0152611f955ff3fe608060405234801561000f575f5ffd5b50600436106101a1575f3560e01c80637adbf973116100f3578063a2a8f22511610093578063deaaa7cc1161006e578063deaaa7cc146103a2578063e30c3978146103c9578063f2fde38b146103da578063f698da25146103ed575f5ffd5b8063a2a8f22514610375578063d46600aa14610388578063d93796251461039b575f5ffd5b806384b0196e116100ce57806384b0196e146102f857806385f67bf7146103135780638da5cb5b14610326578063a06db7dc14610336575f5ffd5b80637adbf973146102ae5780637b7a91dd146102c15780637dc0d1d0146102d3575f5ffd5b8063537038ed1161015e5780636b092f49116101395780636b092f4914610283578063715018a61461028b5780637249fbb61461029357806379ba5097146102a6575f5ffd5b8063537038ed146102565780635d1d678a146102705780635e5bb2e014610283575f5ffd5b80630138f710146101a55780632037a7aa146101ba57806335b6d3e3146101fa5780634206ea4c1461021b578063490be0231461022357806351a6fad514610236575b5f5ffd5b6101b86101b3366004611a67565b6103f5565b005b6101e56101c8366004611ad1565b6001600160a01b03165f9081526006602052604090205460ff1690565b60405190151581526020015b60405180910390f35b61020d610208366004611af9565b610771565b6040519081526020016101f1565b60055461020d565b6101b8610231366004611b2b565b6107de565b610249610244366004611b5e565b610863565b6040516101f19190611ba9565b61025e600281565b60405160ff90911681526020016101f1565b6101b861027e366004611c6c565b610985565b61025e600181565b6101b8610c3b565b6101b86102a1366004611b5e565b610c5c565b6101b8610e34565b6101b86102bc366004611ad1565b610e75565b600454600160a01b900460ff1661025e565b6004546001600160a01b03165b6040516001600160a01b0390911681526020016101f1565b610300610eff565b6040516101f19796959493929190611d35565b6101b8610321366004611dcb565b610f41565b5f546001600160a01b03166102e0565b61035d7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020016101f1565b6101b8610383366004611dfc565b61106d565b6101b8610396366004611e1c565b611105565b61025e5f81565b61020d7fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9581565b6001546001600160a01b03166102e0565b6101b86103e8366004611ad1565b6112be565b61020d61132e565b6103fd61133c565b8561041b57604051635836d99560e11b815260040160405180910390fd5b5f86815260076020819052604082200154600160801b900460ff16600481111561044757610447611b75565b1461046d5760405163bdaa099b60e01b8152600481018790526024015b60405180910390fd5b6001600160a01b038516158061048a57506001600160a01b038416155b156104a85760405163d92e233d60e01b815260040160405180910390fd5b336001600160a01b038616036104d15760405163702d685960e01b815260040160405180910390fd5b825f036104f157604051631f2a200560e01b815260040160405180910390fd5b42816001600160401b03161161052b5760405163dd2d27d760e01b81526001600160401b0382166004820152426024820152604401610464565b6040516370a0823160e01b815230600482015284905f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610571573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105959190611e3c565b90506105ac6001600160a01b038316333088611357565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa1580156105f2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106169190611e3c565b6106209190611e67565b9050805f0361064d5760405163179b264d60e01b81526001600160a01b0388166004820152602401610464565b5f8981526007602081905260409091208054336001600160a01b03199182161782556001808301805483166001600160a01b038e811691909117909155600284018054909316908c16179091556003820184905560048201889055918101805467ffffffffffffffff1981166001600160401b038916908117835592939270ff0000000000000000ffffffffffffffff1990911617600160801b830217905550604080516001600160a01b038a81168252602082018590529181018890526001600160401b0387166060820152908a169033908c907f60f1d4e89c4207b2d228ae5cec64de9b86714e412d2ed1607915da3acfaf33369060800160405180910390a45050505061076960015f516020611f405f395f51905f5255565b505050505050565b604080517fdd696da4b15cb51133c9432b413384c94b6132f4c633a9af7e9e8891bf0f9e9560208201529081018490526060810183905281151560808201525f906107d49060a00160405160208183030381529060405280519060200120611393565b90505b9392505050565b6107e661133c565b6004546001600160a01b031633146108135760405163037d3e0960e61b8152336004820152602401610464565b5f61081d846113c5565b905061083a848260070160109054906101000a900460ff16611419565b610847848285855f611459565b5061085e60015f516020611f405f395f51905f5255565b505050565b6108b760408051610140810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e0810182905261010081018290529061012082015290565b5f8281526007602081815260409283902083516101408101855281546001600160a01b0390811682526001830154811693820193909352600282015490921693820193909352600383015460608201526004808401546080830152600584015460a0830152600684015460c0830152918301546001600160401b0380821660e0840152600160401b820416610100830152909291610120840191600160801b900460ff169081111561096b5761096b611b75565b600481111561097c5761097c611b75565b90525092915050565b61098d61133c565b5f610997876113c5565b90506109b4878260070160109054906101000a900460ff16611419565b815f8190036109d657604051631b33412160e31b815260040160405180910390fd5b600554811115610a0757600554604051633f8ea02560e01b8152610464918391600401918252602082015260400190565b600454600160a01b900460ff16811015610a495760048054604051635c8dda6b60e01b8152918201839052600160a01b900460ff166024820152604401610464565b5f610a55898989610771565b90505f826001600160401b03811115610a7057610a70611e7a565b604051908082528060200260200182016040528015610a99578160200160208202803683370190505b5090505f5b83811015610c12575f5f610ad5858a8a86818110610abe57610abe611e8e565b9050602002810190610ad09190611ea2565b611543565b5090925090505f816003811115610aee57610aee611b75565b141580610b0257506001600160a01b038216155b15610b2357604051630a57f30960e31b815260048101849052602401610464565b6001600160a01b0382165f9081526006602052604090205460ff16610b6d5760405163cc1f74e160e01b8152600481018490526001600160a01b0383166024820152604401610464565b5f5b83811015610bdc57826001600160a01b0316858281518110610b9357610b93611e8e565b60200260200101516001600160a01b031603610bd457604051630fb8c71560e11b8152600481018590526001600160a01b0384166024820152604401610464565b600101610b6f565b5081848481518110610bf057610bf0611e8e565b6001600160a01b03909216602092830291909101909101525050600101610a9e565b50610c218a858a8a6001611459565b5050505061076960015f516020611f405f395f51905f5255565b610c4361158a565b604051638905116560e01b815260040160405180910390fd5b610c6461133c565b5f610c6e826113c5565b80549091506001600160a01b03163314610c9d576040516303bb525960e21b8152336004820152602401610464565b6007810154610cb7908390600160801b900460ff166115b8565b5f60016007830154600160801b900460ff166004811115610cda57610cda611b75565b03610d2c5760078201546001600160401b03164211610d2457600782015460405163677a062760e11b8152600481018590526001600160401b039091166024820152604401610464565b506001610da2565b60078201545f90610d70906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691600160401b900416611eeb565b9050804211610d9c5760405163677a062760e11b81526004810185905260248101829052604401610464565b60029150505b60078201805460ff60801b1916600160821b179055600382015482546002840154610dda916001600160a01b0391821691168361160b565b6040805160ff841681526020810183905285917f7b873ce798942236db03d8715da647268913b90c600fc8783e8a808bc9c286eb910160405180910390a2505050610e3160015f516020611f405f395f51905f5255565b50565b60015433906001600160a01b03168114610e6c5760405163118cdaa760e01b81526001600160a01b0382166004820152602401610464565b610e3181611640565b610e7d61158a565b6001600160a01b038116610ea45760405163d92e233d60e01b815260040160405180910390fd5b6004546040516001600160a01b038084169216907f05cd89403c6bdeac21c2ff33de395121a31fa1bc2bf3adf4825f1f86e79969dd905f90a3600480546001600160a01b0319166001600160a01b0392909216919091179055565b5f6060805f5f5f6060610f10611659565b610f18611684565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b610f4961158a565b6001600160a01b038216610f705760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f9081526006602052604090205481151560ff909116151503610fc35760405163113cd24d60e11b81526001600160a01b03831660048201528115156024820152604401610464565b6001600160a01b0382165f908152600660205260409020805460ff191682158015919091179091556110065760055f8154610ffd90611efe565b90915550611019565b60055f815461101490611f16565b909155505b816001600160a01b03167f9708ca2cab5437ae36c72d09847c373257f6c40f5c06c0611568cfaec9e678a6826005546040516110619291909115158252602082015260400190565b60405180910390a25050565b61107561158a565b8060ff165f0361109d57604051633d1b462160e21b815260ff82166004820152602401610464565b6004546040805160ff600160a01b9093048316815291831660208301527fbc593b73cdf037e89094dc458901507036ab0687f02eaa3857b93ddecad72c75910160405180910390a16004805460ff909216600160a01b0260ff60a01b19909216919091179055565b61110d61133c565b5f611117836113c5565b60018101549091506001600160a01b03163314611149576040516371c6811560e11b8152336004820152602401610464565b6007810154611163908490600160801b900460ff166115b8565b60016007820154600160801b900460ff16600481111561118557611185611b75565b146111b857828160070160109054906101000a900460ff16604051632b3263b360e01b8152600401610464929190611f2b565b60078101546001600160401b03164211156111fe576007810154604051637fa0676960e01b8152600481018590526001600160401b039091166024820152604401610464565b8161121c5760405163e21765e760e01b815260040160405180910390fd5b600581018290556007810180546001600160401b0342908116600160401b810260ff60801b191670ffffffffffffffffff00000000000000001990931692909217600160811b17909255604080518581526020810192909252805186927f292b1517f92511046085561d88caf6a082a716149a599370f5db86d17e4b42b592908290030190a250506112ba60015f516020611f405f395f51905f5255565b5050565b6112c661158a565b600180546001600160a01b0383166001600160a01b031990911681179091556112f65f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f6113376116af565b905090565b6113446117d8565b60025f516020611f405f395f51905f5255565b611365848484846001611807565b61138d57604051635274afe760e01b81526001600160a01b0385166004820152602401610464565b50505050565b5f6113bf61139f6116af565b8360405161190160f01b8152600281019290925260228201526042902090565b92915050565b5f818152600760205260408120906007820154600160801b900460ff1660048111156113f3576113f3611b75565b0361141457604051637133e9eb60e01b815260048101839052602401610464565b919050565b61142382826115b8565b600281600481111561143757611437611b75565b146112ba578181604051632b3263b360e01b8152600401610464929190611f2b565b5f8361146f5784546001600160a01b031661147e565b60018501546001600160a01b03165b90508361148c57600461148f565b60035b60078601805460ff60801b1916600160801b8360048111156114b3576114b3611b75565b021790555060068501839055600385015460028601546114dd906001600160a01b0316838361160b565b6040805186151581526020810186905260ff8516818301526001600160a01b038416606082015260808101839052905188917f28aa96c843ca9ea82f23bcfe1b2ba9dcf409a1bd966b5435e42e2821a283e69c919081900360a00190a250505050505050565b5f80806041849003611577578435602086013560408701355f1a61156989828585611874565b955095509550505050611581565b505f915060029050825b93509350939050565b5f546001600160a01b031633146115b65760405163118cdaa760e01b8152336004820152602401610464565b565b60038160048111156115cc576115cc611b75565b14806115e9575060048160048111156115e7576115e7611b75565b145b156112ba57818160405163fab294df60e01b8152600401610464929190611f2b565b611618838383600161193c565b61085e57604051635274afe760e01b81526001600160a01b0384166004820152602401610464565b600180546001600160a01b0319169055610e318161199e565b60606113377f00000000000000000000000000000000000000000000000000000000000000006119ed565b60606113377f00000000000000000000000000000000000000000000000000000000000000006119ed565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561170757507f000000000000000000000000000000000000000000000000000000000000000046145b1561173157507f000000000000000000000000000000000000000000000000000000000000000090565b611337604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f516020611f405f395f51905f52546002036115b657604051633ee5aeb560e01b815260040160405180910390fd5b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316611863578383151615611857573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156118ad57505f91506003905082611932565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156118fe573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661192957505f925060019150829050611932565b92505f91508190505b9450945094915050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611992578383151615611986573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f6119f983611a2a565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f60ff8216601f8111156113bf57604051632cd44ac360e21b815260040160405180910390fd5b80356001600160a01b0381168114611414575f5ffd5b5f5f5f5f5f5f60c08789031215611a7c575f5ffd5b86359550611a8c60208801611a51565b9450611a9a60408801611a51565b9350606087013592506080870135915060a08701356001600160401b0381168114611ac3575f5ffd5b809150509295509295509295565b5f60208284031215611ae1575f5ffd5b6107d782611a51565b80358015158114611414575f5ffd5b5f5f5f60608486031215611b0b575f5ffd5b8335925060208401359150611b2260408501611aea565b90509250925092565b5f5f5f60608486031215611b3d575f5ffd5b83359250611b4d60208501611aea565b929592945050506040919091013590565b5f60208284031215611b6e575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b60058110611ba557634e487b7160e01b5f52602160045260245ffd5b9052565b81516001600160a01b0316815261014081016020830151611bd560208401826001600160a01b03169052565b506040830151611bf060408401826001600160a01b03169052565b50606083015160608301526080830151608083015260a083015160a083015260c083015160c083015260e0830151611c3360e08401826001600160401b03169052565b50610100830151611c506101008401826001600160401b03169052565b50610120830151611c65610120840182611b89565b5092915050565b5f5f5f5f5f5f60a08789031215611c81575f5ffd5b8635955060208701359450611c9860408801611aea565b93506060870135925060808701356001600160401b03811115611cb9575f5ffd5b8701601f81018913611cc9575f5ffd5b80356001600160401b03811115611cde575f5ffd5b8960208260051b8401011115611cf2575f5ffd5b60208201935080925050509295509295509295565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f611d5360e0830189611d07565b8281036040840152611d658189611d07565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611dba578351835260209384019390920191600101611d9c565b50909b9a5050505050505050505050565b5f5f60408385031215611ddc575f5ffd5b611de583611a51565b9150611df360208401611aea565b90509250929050565b5f60208284031215611e0c575f5ffd5b813560ff811681146107d7575f5ffd5b5f5f60408385031215611e2d575f5ffd5b50508035926020909101359150565b5f60208284031215611e4c575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156113bf576113bf611e53565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f5f8335601e19843603018112611eb7575f5ffd5b8301803591506001600160401b03821115611ed0575f5ffd5b602001915036819003821315611ee4575f5ffd5b9250929050565b808201808211156113bf576113bf611e53565b5f60018201611f0f57611f0f611e53565b5060010190565b5f81611f2457611f24611e53565b505f190190565b828152604081016107d76020830184611b8956fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a2646970667358221220fb950cba2308a726475ffcd3e184e5aa02bc5fa67e298fcbd68cfc4a61bbcaa764736f6c63430008250033",
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
// Solidity: constructor(address initialOwner, address oracle_, uint64 gracePeriod_, uint8 quorumThreshold_) returns()
func (arbiterEscrow *ArbiterEscrow) PackConstructor(initialOwner common.Address, oracle_ common.Address, gracePeriod_ uint64, quorumThreshold_ uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("", initialOwner, oracle_, gracePeriod_, quorumThreshold_)
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

// PackGetDeal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51a6fad5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint8))
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
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint8))
func (arbiterEscrow *ArbiterEscrow) TryPackGetDeal(dealId [32]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("getDeal", dealId)
}

// UnpackGetDeal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51a6fad5.
//
// Solidity: function getDeal(bytes32 dealId) view returns((address,address,address,uint256,bytes32,bytes32,bytes32,uint64,uint64,uint8))
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

// PackQuorumThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b7a91dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumThreshold() view returns(uint8)
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
// Solidity: function quorumThreshold() view returns(uint8)
func (arbiterEscrow *ArbiterEscrow) TryPackQuorumThreshold() ([]byte, error) {
	return arbiterEscrow.abi.Pack("quorumThreshold")
}

// UnpackQuorumThreshold is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b7a91dd.
//
// Solidity: function quorumThreshold() view returns(uint8)
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
// the contract method with ID 0x5d1d678a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bytes32 evidenceRoot, bool approved, bytes32 verdictHash, bytes[] signatures) returns()
func (arbiterEscrow *ArbiterEscrow) PackResolveByQuorum(dealId [32]byte, evidenceRoot [32]byte, approved bool, verdictHash [32]byte, signatures [][]byte) []byte {
	enc, err := arbiterEscrow.abi.Pack("resolveByQuorum", dealId, evidenceRoot, approved, verdictHash, signatures)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveByQuorum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d1d678a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveByQuorum(bytes32 dealId, bytes32 evidenceRoot, bool approved, bytes32 verdictHash, bytes[] signatures) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackResolveByQuorum(dealId [32]byte, evidenceRoot [32]byte, approved bool, verdictHash [32]byte, signatures [][]byte) ([]byte, error) {
	return arbiterEscrow.abi.Pack("resolveByQuorum", dealId, evidenceRoot, approved, verdictHash, signatures)
}

// PackSetJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85f67bf7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setJuror(address juror, bool registered) returns()
func (arbiterEscrow *ArbiterEscrow) PackSetJuror(juror common.Address, registered bool) []byte {
	enc, err := arbiterEscrow.abi.Pack("setJuror", juror, registered)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetJuror is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x85f67bf7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setJuror(address juror, bool registered) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSetJuror(juror common.Address, registered bool) ([]byte, error) {
	return arbiterEscrow.abi.Pack("setJuror", juror, registered)
}

// PackSetOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7adbf973.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOracle(address newOracle) returns()
func (arbiterEscrow *ArbiterEscrow) PackSetOracle(newOracle common.Address) []byte {
	enc, err := arbiterEscrow.abi.Pack("setOracle", newOracle)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7adbf973.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOracle(address newOracle) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSetOracle(newOracle common.Address) ([]byte, error) {
	return arbiterEscrow.abi.Pack("setOracle", newOracle)
}

// PackSetQuorumThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2a8f225.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setQuorumThreshold(uint8 threshold) returns()
func (arbiterEscrow *ArbiterEscrow) PackSetQuorumThreshold(threshold uint8) []byte {
	enc, err := arbiterEscrow.abi.Pack("setQuorumThreshold", threshold)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetQuorumThreshold is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2a8f225.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setQuorumThreshold(uint8 threshold) returns()
func (arbiterEscrow *ArbiterEscrow) TryPackSetQuorumThreshold(threshold uint8) ([]byte, error) {
	return arbiterEscrow.abi.Pack("setQuorumThreshold", threshold)
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

// ArbiterEscrowJurorUpdated represents a JurorUpdated event raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorUpdated struct {
	Juror      common.Address
	Registered bool
	JurorCount *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowJurorUpdatedEventName = "JurorUpdated"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowJurorUpdated) ContractEventName() string {
	return ArbiterEscrowJurorUpdatedEventName
}

// UnpackJurorUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JurorUpdated(address indexed juror, bool registered, uint256 jurorCount)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorUpdatedEvent(log *types.Log) (*ArbiterEscrowJurorUpdated, error) {
	event := "JurorUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowJurorUpdated)
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

// ArbiterEscrowOracleChanged represents a OracleChanged event raised by the ArbiterEscrow contract.
type ArbiterEscrowOracleChanged struct {
	PreviousOracle common.Address
	NewOracle      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowOracleChangedEventName = "OracleChanged"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowOracleChanged) ContractEventName() string {
	return ArbiterEscrowOracleChangedEventName
}

// UnpackOracleChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OracleChanged(address indexed previousOracle, address indexed newOracle)
func (arbiterEscrow *ArbiterEscrow) UnpackOracleChangedEvent(log *types.Log) (*ArbiterEscrowOracleChanged, error) {
	event := "OracleChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowOracleChanged)
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

// ArbiterEscrowQuorumThresholdChanged represents a QuorumThresholdChanged event raised by the ArbiterEscrow contract.
type ArbiterEscrowQuorumThresholdChanged struct {
	PreviousThreshold uint8
	NewThreshold      uint8
	Raw               *types.Log // Blockchain specific contextual infos
}

const ArbiterEscrowQuorumThresholdChangedEventName = "QuorumThresholdChanged"

// ContractEventName returns the user-defined event name.
func (ArbiterEscrowQuorumThresholdChanged) ContractEventName() string {
	return ArbiterEscrowQuorumThresholdChangedEventName
}

// UnpackQuorumThresholdChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event QuorumThresholdChanged(uint8 previousThreshold, uint8 newThreshold)
func (arbiterEscrow *ArbiterEscrow) UnpackQuorumThresholdChangedEvent(log *types.Log) (*ArbiterEscrowQuorumThresholdChanged, error) {
	event := "QuorumThresholdChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbiterEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbiterEscrowQuorumThresholdChanged)
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidQuorumThreshold"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidQuorumThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["JurorStatusUnchanged"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackJurorStatusUnchangedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["NoSignatures"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackNoSignaturesError(raw[4:])
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
	if bytes.Equal(raw[:4], arbiterEscrow.abi.Errors["UnregisteredSigner"].ID.Bytes()[:4]) {
		return arbiterEscrow.UnpackUnregisteredSignerError(raw[4:])
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

// ArbiterEscrowInvalidQuorumThreshold represents a InvalidQuorumThreshold error raised by the ArbiterEscrow contract.
type ArbiterEscrowInvalidQuorumThreshold struct {
	Threshold uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidQuorumThreshold(uint8 threshold)
func ArbiterEscrowInvalidQuorumThresholdErrorID() common.Hash {
	return common.HexToHash("0xf46d18849c49af32a4f3316ecbf1bbb9cc8671df19dcf3d832c92e6d01a8993b")
}

// UnpackInvalidQuorumThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidQuorumThreshold(uint8 threshold)
func (arbiterEscrow *ArbiterEscrow) UnpackInvalidQuorumThresholdError(raw []byte) (*ArbiterEscrowInvalidQuorumThreshold, error) {
	out := new(ArbiterEscrowInvalidQuorumThreshold)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "InvalidQuorumThreshold", raw); err != nil {
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

// ArbiterEscrowJurorStatusUnchanged represents a JurorStatusUnchanged error raised by the ArbiterEscrow contract.
type ArbiterEscrowJurorStatusUnchanged struct {
	Juror      common.Address
	Registered bool
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JurorStatusUnchanged(address juror, bool registered)
func ArbiterEscrowJurorStatusUnchangedErrorID() common.Hash {
	return common.HexToHash("0x2279a49acaa99352d2fca5dd970abe912472060288ad973b06b6c12541832e94")
}

// UnpackJurorStatusUnchangedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JurorStatusUnchanged(address juror, bool registered)
func (arbiterEscrow *ArbiterEscrow) UnpackJurorStatusUnchangedError(raw []byte) (*ArbiterEscrowJurorStatusUnchanged, error) {
	out := new(ArbiterEscrowJurorStatusUnchanged)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "JurorStatusUnchanged", raw); err != nil {
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
	Count      *big.Int
	JurorCount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooManySignatures(uint256 count, uint256 jurorCount)
func ArbiterEscrowTooManySignaturesErrorID() common.Hash {
	return common.HexToHash("0x3f8ea0257f66027f0f5369a984fe6810ff2d585c8413731f43f460e8eacb8aeb")
}

// UnpackTooManySignaturesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooManySignatures(uint256 count, uint256 jurorCount)
func (arbiterEscrow *ArbiterEscrow) UnpackTooManySignaturesError(raw []byte) (*ArbiterEscrowTooManySignatures, error) {
	out := new(ArbiterEscrowTooManySignatures)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "TooManySignatures", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbiterEscrowUnregisteredSigner represents a UnregisteredSigner error raised by the ArbiterEscrow contract.
type ArbiterEscrowUnregisteredSigner struct {
	Index  *big.Int
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnregisteredSigner(uint256 index, address signer)
func ArbiterEscrowUnregisteredSignerErrorID() common.Hash {
	return common.HexToHash("0xcc1f74e1110631aa57903a8cb2c09cd791940a5cd5e5e3d9a82bd52ef3fb2a93")
}

// UnpackUnregisteredSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnregisteredSigner(uint256 index, address signer)
func (arbiterEscrow *ArbiterEscrow) UnpackUnregisteredSignerError(raw []byte) (*ArbiterEscrowUnregisteredSigner, error) {
	out := new(ArbiterEscrowUnregisteredSigner)
	if err := arbiterEscrow.abi.UnpackIntoInterface(out, "UnregisteredSigner", raw); err != nil {
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
