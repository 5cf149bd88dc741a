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

// AgentValidationRegistryMetaData contains all meta data concerning the AgentValidationRegistry contract.
var AgentValidationRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"identityRegistry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"NoSuchRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwnerOrOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotTheValidator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"RequestExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"}],\"name\":\"ResponseOutOfRange\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"requestURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"ValidationRequest\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"}],\"name\":\"ValidationResponse\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"getAgentValidations\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getIdentityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"getValidationStatus\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"lastUpdate\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"}],\"name\":\"getValidatorRequests\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"validatorAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"requestURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"}],\"name\":\"validationRequest\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"requestHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"response\",\"type\":\"uint8\"},{\"internalType\":\"string\",\"name\":\"responseURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"responseHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"tag\",\"type\":\"string\"}],\"name\":\"validationResponse\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "AgentValidationRegistry",
	Bin: "0x60a0604052348015600e575f5ffd5b50604051610a94380380610a94833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b608051610a106100845f395f818160d5015261031d0152610a105ff3fe608060405234801561000f575f5ffd5b5060043610610060575f3560e01c80633d659a96146100645780634bf3158c146100795780638d5d0c2d146100a2578063aaf400c4146100b5578063bc4d861b146100c8578063ff2febfc146100ff575b5f5ffd5b6100776100723660046105eb565b610124565b005b61008c61008736600461069f565b61023b565b60405161009991906106bf565b60405180910390f35b61008c6100b0366004610701565b6102a4565b6100776100c3366004610718565b610301565b6040516001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000168152602001610099565b61011261010d366004610701565b6104bb565b60405161009996959493929190610775565b5f87815260208190526040902080546001600160a01b0316610161576040516315e3bf2b60e21b8152600481018990526024015b60405180910390fd5b80546001600160a01b0316331461018d5760405163f5ed4ed960e01b8152336004820152602401610158565b60648760ff1611156101b7576040516371d34f6b60e11b815260ff88166004820152602401610158565b60028101805460ff191660ff891617905560038101849055600481016101de83858361087b565b50426005820155600181015460405189919033907fafddf629e874ccc3963b6a888c477bd464a6c8525024fc88759ea3b2326349ae90610229908c908c908c908c908c908c9061095e565b60405180910390a45050505050505050565b6001600160a01b0381165f9081526002602090815260409182902080548351818402810184019094528084526060939283018282801561029857602002820191905f5260205f20905b815481526020019060010190808311610284575b50505050509050919050565b5f8181526001602090815260409182902080548351818402810184019094528084526060939283018282801561029857602002820191905f5260205f20908154815260200190600101908083116102845750505050509050919050565b604051633f3b33d560e21b8152336004820152602481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063fceccf5490604401602060405180830381865afa15801561036a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061038e91906109a0565b6103ad5760405163242e9ab760e01b8152336004820152602401610158565b6001600160a01b0385166103d45760405163d92e233d60e01b815260040160405180910390fd5b5f818152602081905260409020546001600160a01b03161561040c5760405163a4a99c6160e01b815260048101829052602401610158565b5f8181526020818152604080832080546001600160a01b0319166001600160a01b038a16908117825560018083018a90558986528085528386208054808301825590875285872001879055818652600285528386208054918201815586529390942090920184905551909183918791907f530436c3634a98e1e626b0898be2f1e9980cc1bd2a78c07a0aba52d0a48a5059906104ab90899089906109bf565b60405180910390a4505050505050565b5f81815260208190526040812080546001820154600283015460038401546005850154600486018054889788978897606097899793966001600160a01b0390931695919460ff9091169392908290610512906107ec565b80601f016020809104026020016040519081016040528092919081815260200182805461053e906107ec565b80156105895780601f1061056057610100808354040283529160200191610589565b820191905f5260205f20905b81548152906001019060200180831161056c57829003601f168201915b505050505091509650965096509650965096505091939550919395565b5f5f83601f8401126105b6575f5ffd5b50813567ffffffffffffffff8111156105cd575f5ffd5b6020830191508360208285010111156105e4575f5ffd5b9250929050565b5f5f5f5f5f5f5f60a0888a031215610601575f5ffd5b87359650602088013560ff81168114610618575f5ffd5b9550604088013567ffffffffffffffff811115610633575f5ffd5b61063f8a828b016105a6565b90965094505060608801359250608088013567ffffffffffffffff811115610665575f5ffd5b6106718a828b016105a6565b989b979a50959850939692959293505050565b80356001600160a01b038116811461069a575f5ffd5b919050565b5f602082840312156106af575f5ffd5b6106b882610684565b9392505050565b602080825282518282018190525f918401906040840190835b818110156106f65783518352602093840193909201916001016106d8565b509095945050505050565b5f60208284031215610711575f5ffd5b5035919050565b5f5f5f5f5f6080868803121561072c575f5ffd5b61073586610684565b945060208601359350604086013567ffffffffffffffff811115610757575f5ffd5b610763888289016105a6565b96999598509660600135949350505050565b60018060a01b038716815285602082015260ff8516604082015283606082015260c060808201525f83518060c0840152806020860160e085015e5f60e0828501015260e0601f19601f8301168401019150508260a0830152979650505050505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061080057607f821691505b60208210810361081e57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610876578282111561087657805f5260205f20601f840160051c602085101561084f57505f5b90810190601f840160051c035f5b81811015610872575f8382015560010161085d565b5050505b505050565b67ffffffffffffffff831115610893576108936107d8565b6108a7836108a183546107ec565b83610824565b5f601f8411600181146108d8575f85156108c15750838201355b5f19600387901b1c1916600186901b17835561092f565b5f83815260208120601f198716915b8281101561090757868501358255602094850194600190920191016108e7565b5086821015610923575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b60ff87168152608060208201525f61097a608083018789610936565b8560408401528281036060840152610993818587610936565b9998505050505050505050565b5f602082840312156109b0575f5ffd5b815180151581146106b8575f5ffd5b602081525f6109d2602083018486610936565b94935050505056fea264697066735822122015698715158e69e61901da42bc23b5323feb41fa788e7a60a8468e9627472ec464736f6c63430008250033",
}

// AgentValidationRegistry is an auto generated Go binding around an Ethereum contract.
type AgentValidationRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgentValidationRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewAgentValidationRegistry creates a new instance of AgentValidationRegistry.
func NewAgentValidationRegistry() *AgentValidationRegistry {
	parsed, err := AgentValidationRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgentValidationRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgentValidationRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address identityRegistry) returns()
func (agentValidationRegistry *AgentValidationRegistry) PackConstructor(identityRegistry common.Address) []byte {
	enc, err := agentValidationRegistry.abi.Pack("", identityRegistry)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackGetAgentValidations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d5d0c2d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) PackGetAgentValidations(agentId *big.Int) []byte {
	enc, err := agentValidationRegistry.abi.Pack("getAgentValidations", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAgentValidations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d5d0c2d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) TryPackGetAgentValidations(agentId *big.Int) ([]byte, error) {
	return agentValidationRegistry.abi.Pack("getAgentValidations", agentId)
}

// UnpackGetAgentValidations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8d5d0c2d.
//
// Solidity: function getAgentValidations(uint256 agentId) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) UnpackGetAgentValidations(data []byte) ([][32]byte, error) {
	out, err := agentValidationRegistry.abi.Unpack("getAgentValidations", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackGetIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4d861b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (agentValidationRegistry *AgentValidationRegistry) PackGetIdentityRegistry() []byte {
	enc, err := agentValidationRegistry.abi.Pack("getIdentityRegistry")
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
func (agentValidationRegistry *AgentValidationRegistry) TryPackGetIdentityRegistry() ([]byte, error) {
	return agentValidationRegistry.abi.Pack("getIdentityRegistry")
}

// UnpackGetIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4d861b.
//
// Solidity: function getIdentityRegistry() view returns(address)
func (agentValidationRegistry *AgentValidationRegistry) UnpackGetIdentityRegistry(data []byte) (common.Address, error) {
	out, err := agentValidationRegistry.abi.Unpack("getIdentityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetValidationStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff2febfc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (agentValidationRegistry *AgentValidationRegistry) PackGetValidationStatus(requestHash [32]byte) []byte {
	enc, err := agentValidationRegistry.abi.Pack("getValidationStatus", requestHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetValidationStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff2febfc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (agentValidationRegistry *AgentValidationRegistry) TryPackGetValidationStatus(requestHash [32]byte) ([]byte, error) {
	return agentValidationRegistry.abi.Pack("getValidationStatus", requestHash)
}

// GetValidationStatusOutput serves as a container for the return parameters of contract
// method GetValidationStatus.
type GetValidationStatusOutput struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	Response         uint8
	ResponseHash     [32]byte
	Tag              string
	LastUpdate       *big.Int
}

// UnpackGetValidationStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff2febfc.
//
// Solidity: function getValidationStatus(bytes32 requestHash) view returns(address validatorAddress, uint256 agentId, uint8 response, bytes32 responseHash, string tag, uint256 lastUpdate)
func (agentValidationRegistry *AgentValidationRegistry) UnpackGetValidationStatus(data []byte) (GetValidationStatusOutput, error) {
	out, err := agentValidationRegistry.abi.Unpack("getValidationStatus", data)
	outstruct := new(GetValidationStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ValidatorAddress = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Response = *abi.ConvertType(out[2], new(uint8)).(*uint8)
	outstruct.ResponseHash = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)
	outstruct.Tag = *abi.ConvertType(out[4], new(string)).(*string)
	outstruct.LastUpdate = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetValidatorRequests is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf3158c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) PackGetValidatorRequests(validatorAddress common.Address) []byte {
	enc, err := agentValidationRegistry.abi.Pack("getValidatorRequests", validatorAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetValidatorRequests is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bf3158c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) TryPackGetValidatorRequests(validatorAddress common.Address) ([]byte, error) {
	return agentValidationRegistry.abi.Pack("getValidatorRequests", validatorAddress)
}

// UnpackGetValidatorRequests is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bf3158c.
//
// Solidity: function getValidatorRequests(address validatorAddress) view returns(bytes32[])
func (agentValidationRegistry *AgentValidationRegistry) UnpackGetValidatorRequests(data []byte) ([][32]byte, error) {
	out, err := agentValidationRegistry.abi.Unpack("getValidatorRequests", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackValidationRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaaf400c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validationRequest(address validatorAddress, uint256 agentId, string requestURI, bytes32 requestHash) returns()
func (agentValidationRegistry *AgentValidationRegistry) PackValidationRequest(validatorAddress common.Address, agentId *big.Int, requestURI string, requestHash [32]byte) []byte {
	enc, err := agentValidationRegistry.abi.Pack("validationRequest", validatorAddress, agentId, requestURI, requestHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidationRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaaf400c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validationRequest(address validatorAddress, uint256 agentId, string requestURI, bytes32 requestHash) returns()
func (agentValidationRegistry *AgentValidationRegistry) TryPackValidationRequest(validatorAddress common.Address, agentId *big.Int, requestURI string, requestHash [32]byte) ([]byte, error) {
	return agentValidationRegistry.abi.Pack("validationRequest", validatorAddress, agentId, requestURI, requestHash)
}

// PackValidationResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d659a96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validationResponse(bytes32 requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag) returns()
func (agentValidationRegistry *AgentValidationRegistry) PackValidationResponse(requestHash [32]byte, response uint8, responseURI string, responseHash [32]byte, tag string) []byte {
	enc, err := agentValidationRegistry.abi.Pack("validationResponse", requestHash, response, responseURI, responseHash, tag)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidationResponse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d659a96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validationResponse(bytes32 requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag) returns()
func (agentValidationRegistry *AgentValidationRegistry) TryPackValidationResponse(requestHash [32]byte, response uint8, responseURI string, responseHash [32]byte, tag string) ([]byte, error) {
	return agentValidationRegistry.abi.Pack("validationResponse", requestHash, response, responseURI, responseHash, tag)
}

// AgentValidationRegistryValidationRequest represents a ValidationRequest event raised by the AgentValidationRegistry contract.
type AgentValidationRegistryValidationRequest struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	RequestURI       string
	RequestHash      [32]byte
	Raw              *types.Log // Blockchain specific contextual infos
}

const AgentValidationRegistryValidationRequestEventName = "ValidationRequest"

// ContractEventName returns the user-defined event name.
func (AgentValidationRegistryValidationRequest) ContractEventName() string {
	return AgentValidationRegistryValidationRequestEventName
}

// UnpackValidationRequestEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidationRequest(address indexed validatorAddress, uint256 indexed agentId, string requestURI, bytes32 indexed requestHash)
func (agentValidationRegistry *AgentValidationRegistry) UnpackValidationRequestEvent(log *types.Log) (*AgentValidationRegistryValidationRequest, error) {
	event := "ValidationRequest"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentValidationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentValidationRegistryValidationRequest)
	if len(log.Data) > 0 {
		if err := agentValidationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentValidationRegistry.abi.Events[event].Inputs {
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

// AgentValidationRegistryValidationResponse represents a ValidationResponse event raised by the AgentValidationRegistry contract.
type AgentValidationRegistryValidationResponse struct {
	ValidatorAddress common.Address
	AgentId          *big.Int
	RequestHash      [32]byte
	Response         uint8
	ResponseURI      string
	ResponseHash     [32]byte
	Tag              string
	Raw              *types.Log // Blockchain specific contextual infos
}

const AgentValidationRegistryValidationResponseEventName = "ValidationResponse"

// ContractEventName returns the user-defined event name.
func (AgentValidationRegistryValidationResponse) ContractEventName() string {
	return AgentValidationRegistryValidationResponseEventName
}

// UnpackValidationResponseEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ValidationResponse(address indexed validatorAddress, uint256 indexed agentId, bytes32 indexed requestHash, uint8 response, string responseURI, bytes32 responseHash, string tag)
func (agentValidationRegistry *AgentValidationRegistry) UnpackValidationResponseEvent(log *types.Log) (*AgentValidationRegistryValidationResponse, error) {
	event := "ValidationResponse"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentValidationRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentValidationRegistryValidationResponse)
	if len(log.Data) > 0 {
		if err := agentValidationRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentValidationRegistry.abi.Events[event].Inputs {
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
func (agentValidationRegistry *AgentValidationRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["NoSuchRequest"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackNoSuchRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["NotOwnerOrOperator"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackNotOwnerOrOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["NotTheValidator"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackNotTheValidatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["RequestExists"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackRequestExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["ResponseOutOfRange"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackResponseOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentValidationRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return agentValidationRegistry.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgentValidationRegistryNoSuchRequest represents a NoSuchRequest error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryNoSuchRequest struct {
	RequestHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchRequest(bytes32 requestHash)
func AgentValidationRegistryNoSuchRequestErrorID() common.Hash {
	return common.HexToHash("0x578efcac66eb2c4175d6c967667546f5560a3dc25ebb3a39e6a0b9806db72dc7")
}

// UnpackNoSuchRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchRequest(bytes32 requestHash)
func (agentValidationRegistry *AgentValidationRegistry) UnpackNoSuchRequestError(raw []byte) (*AgentValidationRegistryNoSuchRequest, error) {
	out := new(AgentValidationRegistryNoSuchRequest)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "NoSuchRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentValidationRegistryNotOwnerOrOperator represents a NotOwnerOrOperator error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryNotOwnerOrOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwnerOrOperator(address caller)
func AgentValidationRegistryNotOwnerOrOperatorErrorID() common.Hash {
	return common.HexToHash("0x242e9ab749cb5cb480db36d319962c18e18da7d049358b04ba533c0d3d9f3ebc")
}

// UnpackNotOwnerOrOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwnerOrOperator(address caller)
func (agentValidationRegistry *AgentValidationRegistry) UnpackNotOwnerOrOperatorError(raw []byte) (*AgentValidationRegistryNotOwnerOrOperator, error) {
	out := new(AgentValidationRegistryNotOwnerOrOperator)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "NotOwnerOrOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentValidationRegistryNotTheValidator represents a NotTheValidator error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryNotTheValidator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheValidator(address caller)
func AgentValidationRegistryNotTheValidatorErrorID() common.Hash {
	return common.HexToHash("0xf5ed4ed901ce9bb62660eceb052c9dde992052207a952fe240f8f36a8d7e312b")
}

// UnpackNotTheValidatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheValidator(address caller)
func (agentValidationRegistry *AgentValidationRegistry) UnpackNotTheValidatorError(raw []byte) (*AgentValidationRegistryNotTheValidator, error) {
	out := new(AgentValidationRegistryNotTheValidator)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "NotTheValidator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentValidationRegistryRequestExists represents a RequestExists error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryRequestExists struct {
	RequestHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RequestExists(bytes32 requestHash)
func AgentValidationRegistryRequestExistsErrorID() common.Hash {
	return common.HexToHash("0xa4a99c616d02e5fa46d76c49d9c2b5b27f0113bffe42915cbd5fac4371c3f97f")
}

// UnpackRequestExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RequestExists(bytes32 requestHash)
func (agentValidationRegistry *AgentValidationRegistry) UnpackRequestExistsError(raw []byte) (*AgentValidationRegistryRequestExists, error) {
	out := new(AgentValidationRegistryRequestExists)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "RequestExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentValidationRegistryResponseOutOfRange represents a ResponseOutOfRange error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryResponseOutOfRange struct {
	Response uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResponseOutOfRange(uint8 response)
func AgentValidationRegistryResponseOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xe3a69ed6f6e9ce57470ab63d28129af0958c6787b322447693afeee5fe69361a")
}

// UnpackResponseOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResponseOutOfRange(uint8 response)
func (agentValidationRegistry *AgentValidationRegistry) UnpackResponseOutOfRangeError(raw []byte) (*AgentValidationRegistryResponseOutOfRange, error) {
	out := new(AgentValidationRegistryResponseOutOfRange)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "ResponseOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentValidationRegistryZeroAddress represents a ZeroAddress error raised by the AgentValidationRegistry contract.
type AgentValidationRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func AgentValidationRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (agentValidationRegistry *AgentValidationRegistry) UnpackZeroAddressError(raw []byte) (*AgentValidationRegistryZeroAddress, error) {
	out := new(AgentValidationRegistryZeroAddress)
	if err := agentValidationRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}
