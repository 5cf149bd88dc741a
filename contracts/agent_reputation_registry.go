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

// AgentReputationRegistryMetaData contains all meta data concerning the AgentReputationRegistry contract.
var AgentReputationRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"}],\"name\":\"InvalidDecimals\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"SelfFeedback\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"string\",\"name\":\"indexedTag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"NewFeedback\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getClients\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getIdentityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"}],\"name\":\"getLastIndex\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"endpoint\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"giveFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"clientAddress\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"feedbackIndex\",\"type\":\"uint64\"}],\"name\":\"readFeedback\",\"outputs\":[{\"internalType\":\"int128\",\"name\":\"value\",\"type\":\"int128\"},{\"internalType\":\"uint8\",\"name\":\"valueDecimals\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"tag1\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"tag2\",\"type\":\"string\"},{\"internalType\":\"bool\",\"name\":\"isRevoked\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AgentReputationRegistry",
	Bin: "0x60a0604052348015600e575f5ffd5b50604051610c08380380610c08833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b608051610b846100845f395f818160c801526102ef0152610b845ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c8063232b0810146100595780633c036a7e1461008657806342dd519c1461009b578063bc4d861b146100bb578063f2d81759146100f2575b5f5ffd5b61006c610067366004610602565b61011e565b60405161007d959493929190610679565b60405180910390f35b610099610094366004610784565b6102d3565b005b6100ae6100a9366004610872565b61045b565b60405161007d9190610889565b6040516001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016815260200161007d565b6101056101003660046108d4565b6104c4565b60405167ffffffffffffffff909116815260200161007d565b5f838152602081815260408083206001600160a01b0386168452909152812081906060908190839081906101536001896108fe565b67ffffffffffffffff168154811061016d5761016d61092a565b5f91825260209091206003909102018054600182018054929350600f82900b9260ff600160801b84048116936002870192600160881b9091049091169083906101b59061093e565b80601f01602080910402602001604051908101604052809291908181526020018280546101e19061093e565b801561022c5780601f106102035761010080835404028352916020019161022c565b820191905f5260205f20905b81548152906001019060200180831161020f57829003601f168201915b5050505050925081805461023f9061093e565b80601f016020809104026020016040519081016040528092919081815260200182805461026b9061093e565b80156102b65780601f1061028d576101008083540402835291602001916102b6565b820191905f5260205f20905b81548152906001019060200180831161029957829003601f168201915b505050505091509550955095509550955050939792965093509350565b604051633f3b33d560e21b8152336004820152602481018990527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063fceccf5490604401602060405180830381865afa15801561033c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103609190610976565b156103855760405163b3e18b9760e01b81523360048201526024015b60405180910390fd5b60128660ff1611156103af5760405163ca95039160e01b815260ff8716600482015260240161037c565b5f6103e8896040518060a001604052808b600f0b81526020018a60ff1681526020015f15158152602001898152602001888152506104eb565b9050856040516103f8919061099c565b6040518091039020336001600160a01b03168a7f6a4a61743519c9d648a14e6493f47dbe3ff1aa29e7785c96c8326a205e58febc848c8c8c8c8c8c8c6040516104489897969594939291906109b2565b60405180910390a4505050505050505050565b5f818152600160209081526040918290208054835181840281018401909452808452606093928301828280156104b857602002820191905f5260205f20905b81546001600160a01b0316815260019091019060200180831161049a575b50505050509050919050565b5f828152602081815260408083206001600160a01b03851684529091529020545b92915050565b5f82815260208181526040808320338452909152812080548203610536575f84815260016020818152604083208054928301815583529091200180546001600160a01b031916331790555b8054600181810183555f838152602090819020865160039094020180549187015160408801511515600160881b0260ff60881b1960ff909216600160801b0270ffffffffffffffffffffffffffffffffff199094166fffffffffffffffffffffffffffffffff90961695909517929092179190911692909217825560608501518592918201906105c69082610a8f565b50608082015160028201906105db9082610a8f565b50509054949350505050565b80356001600160a01b03811681146105fd575f5ffd5b919050565b5f5f5f60608486031215610614575f5ffd5b83359250610624602085016105e7565b9150604084013567ffffffffffffffff81168114610640575f5ffd5b809150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b85600f0b815260ff8516602082015260a060408201525f61069d60a083018661064b565b82810360608401526106af818661064b565b91505082151560808301529695505050505050565b8035600f81900b81146105fd575f5ffd5b803560ff811681146105fd575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610708575f5ffd5b813567ffffffffffffffff811115610722576107226106e5565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715610751576107516106e5565b604052818152838201602001851015610768575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f5f5f610100898b03121561079c575f5ffd5b883597506107ac60208a016106c4565b96506107ba60408a016106d5565b9550606089013567ffffffffffffffff8111156107d5575f5ffd5b6107e18b828c016106f9565b955050608089013567ffffffffffffffff8111156107fd575f5ffd5b6108098b828c016106f9565b94505060a089013567ffffffffffffffff811115610825575f5ffd5b6108318b828c016106f9565b93505060c089013567ffffffffffffffff81111561084d575f5ffd5b6108598b828c016106f9565b989b979a50959894979396929550929360e00135925050565b5f60208284031215610882575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b818110156108c95783516001600160a01b03168352602093840193909201916001016108a2565b509095945050505050565b5f5f604083850312156108e5575f5ffd5b823591506108f5602084016105e7565b90509250929050565b67ffffffffffffffff82811682821603908111156104e557634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b600181811c9082168061095257607f821691505b60208210810361097057634e487b7160e01b5f52602260045260245ffd5b50919050565b5f60208284031215610986575f5ffd5b81518015158114610995575f5ffd5b9392505050565b5f82518060208501845e5f920191825250919050565b67ffffffffffffffff8916815287600f0b602082015260ff8716604082015261010060608201525f6109e861010083018861064b565b82810360808401526109fa818861064b565b905082810360a0840152610a0e818761064b565b905082810360c0840152610a22818661064b565b9150508260e08301529998505050505050505050565b601f821115610a8a5782821115610a8a57805f5260205f20601f840160051c6020851015610a6357505f5b90810190601f840160051c035f5b81811015610a86575f83820155600101610a71565b5050505b505050565b815167ffffffffffffffff811115610aa957610aa96106e5565b610abd81610ab7845461093e565b84610a38565b6020601f821160018114610aef575f8315610ad85750848201515b5f19600385901b1c1916600184901b178455610b47565b5f84815260208120601f198516915b82811015610b1e5787850151825560209485019460019092019101610afe565b5084821015610b3b57868401515f19600387901b60f8161c191681555b505060018360011b0184555b505050505056fea2646970667358221220ed1cba0892b36cf3429d9f63a67e069cfdd83df6a8b56029789d0ef3293c89a764736f6c63430008250033",
}

// AgentReputationRegistry is an auto generated Go binding around an Ethereum contract.
type AgentReputationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgentReputationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewAgentReputationRegistry creates a new instance of AgentReputationRegistry.
func NewAgentReputationRegistry() *AgentReputationRegistry {
	parsed, err := AgentReputationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgentReputationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgentReputationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address identityRegistry) returns()
func (agentReputationRegistry *AgentReputationRegistry) PackConstructor(identityRegistry common.Address) []byte {
	enc, err := agentReputationRegistry.abi.Pack("", identityRegistry)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (agentReputationRegistry *AgentReputationRegistry) PackGetClients(agentId *big.Int) []byte {
	enc, err := agentReputationRegistry.abi.Pack("getClients", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetClients is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42dd519c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (agentReputationRegistry *AgentReputationRegistry) TryPackGetClients(agentId *big.Int) ([]byte, error) {
	return agentReputationRegistry.abi.Pack("getClients", agentId)
}

// UnpackGetClients is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42dd519c.
//
// Solidity: function getClients(uint256 agentId) view returns(address[])
func (agentReputationRegistry *AgentReputationRegistry) UnpackGetClients(data []byte) ([]common.Address, error) {
	out, err := agentReputationRegistry.abi.Unpack("getClients", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (agentReputationRegistry *AgentReputationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := agentReputationRegistry.abi.Pack("getIdentityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (agentReputationRegistry *AgentReputationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return agentReputationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (agentReputationRegistry *AgentReputationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := agentReputationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (agentReputationRegistry *AgentReputationRegistry) PackGetLastIndex(agentId *big.Int, clientAddress common.Address) []byte {
	enc, err := agentReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetLastIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2d81759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (agentReputationRegistry *AgentReputationRegistry) TryPackGetLastIndex(agentId *big.Int, clientAddress common.Address) ([]byte, error) {
	return agentReputationRegistry.abi.Pack("getLastIndex", agentId, clientAddress)
}

// UnpackGetLastIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2d81759.
//
// Solidity: function getLastIndex(uint256 agentId, address clientAddress) view returns(uint64)
func (agentReputationRegistry *AgentReputationRegistry) UnpackGetLastIndex(data []byte) (uint64, error) {
	out, err := agentReputationRegistry.abi.Unpack("getLastIndex", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (agentReputationRegistry *AgentReputationRegistry) PackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := agentReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3c036a7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 agentId, int128 value, uint8 valueDecimals, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash) returns()
func (agentReputationRegistry *AgentReputationRegistry) TryPackGiveFeedback(agentId *big.Int, value *big.Int, valueDecimals uint8, tag1 string, tag2 string, endpoint string, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return agentReputationRegistry.abi.Pack("giveFeedback", agentId, value, valueDecimals, tag1, tag2, endpoint, feedbackURI, feedbackHash)
}

// PackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (agentReputationRegistry *AgentReputationRegistry) PackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) []byte {
	enc, err := agentReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReadFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x232b0810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (agentReputationRegistry *AgentReputationRegistry) TryPackReadFeedback(agentId *big.Int, clientAddress common.Address, feedbackIndex uint64) ([]byte, error) {
	return agentReputationRegistry.abi.Pack("readFeedback", agentId, clientAddress, feedbackIndex)
}

// ReadFeedbackOutput serves as a container for the return parameters of contract
// method ReadFeedback.
type ReadFeedbackOutput struct {
	Value         *big.Int
	ValueDecimals uint8
	Tag1          string
	Tag2          string
	IsRevoked     bool
}

// UnpackReadFeedback is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x232b0810.
//
// Solidity: function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex) view returns(int128 value, uint8 valueDecimals, string tag1, string tag2, bool isRevoked)
func (agentReputationRegistry *AgentReputationRegistry) UnpackReadFeedback(data []byte) (ReadFeedbackOutput, error) {
	out, err := agentReputationRegistry.abi.Unpack("readFeedback", data)
	outstruct := new(ReadFeedbackOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ValueDecimals = *abi.ConvertType(out[1], new(uint8)).(*uint8)
	outstruct.Tag1 = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.Tag2 = *abi.ConvertType(out[3], new(string)).(*string)
	outstruct.IsRevoked = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// AgentReputationRegistryNewFeedback represents a NewFeedback event raised by the AgentReputationRegistry contract.
type AgentReputationRegistryNewFeedback struct {
	AgentId       *big.Int
	ClientAddress common.Address
	FeedbackIndex uint64
	Value         *big.Int
	ValueDecimals uint8
	IndexedTag1   common.Hash
	Tag1          string
	Tag2          string
	Endpoint      string
	FeedbackURI   string
	FeedbackHash  [32]byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const AgentReputationRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (AgentReputationRegistryNewFeedback) ContractEventName() string {
	return AgentReputationRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed clientAddress, uint64 feedbackIndex, int128 value, uint8 valueDecimals, string indexed indexedTag1, string tag1, string tag2, string endpoint, string feedbackURI, bytes32 feedbackHash)
func (agentReputationRegistry *AgentReputationRegistry) UnpackNewFeedbackEvent(log *types.Log) (*AgentReputationRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentReputationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentReputationRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := agentReputationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentReputationRegistry.abi.Events[event].Inputs {
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
func (agentReputationRegistry *AgentReputationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agentReputationRegistry.abi.Errors["InvalidDecimals"].ID.Bytes()[:4]) {
		return agentReputationRegistry.UnpackInvalidDecimalsError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentReputationRegistry.abi.Errors["SelfFeedback"].ID.Bytes()[:4]) {
		return agentReputationRegistry.UnpackSelfFeedbackError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgentReputationRegistryInvalidDecimals represents a InvalidDecimals error raised by the AgentReputationRegistry contract.
type AgentReputationRegistryInvalidDecimals struct {
	ValueDecimals uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDecimals(uint8 valueDecimals)
func AgentReputationRegistryInvalidDecimalsErrorID() common.Hash {
	return common.HexToHash("0xca95039179831387d9f88b29bca783e0c56dadbcb272cbea828e4360d684fbec")
}

// UnpackInvalidDecimalsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDecimals(uint8 valueDecimals)
func (agentReputationRegistry *AgentReputationRegistry) UnpackInvalidDecimalsError(raw []byte) (*AgentReputationRegistryInvalidDecimals, error) {
	out := new(AgentReputationRegistryInvalidDecimals)
	if err := agentReputationRegistry.abi.UnpackIntoInterface(out, "InvalidDecimals", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentReputationRegistrySelfFeedback represents a SelfFeedback error raised by the AgentReputationRegistry contract.
type AgentReputationRegistrySelfFeedback struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfFeedback(address caller)
func AgentReputationRegistrySelfFeedbackErrorID() common.Hash {
	return common.HexToHash("0xb3e18b97bd6de61f319b06eb6f06d6a6243647715f9c06f02c05f9922414bda8")
}

// UnpackSelfFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfFeedback(address caller)
func (agentReputationRegistry *AgentReputationRegistry) UnpackSelfFeedbackError(raw []byte) (*AgentReputationRegistrySelfFeedback, error) {
	out := new(AgentReputationRegistrySelfFeedback)
	if err := agentReputationRegistry.abi.UnpackIntoInterface(out, "SelfFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}
