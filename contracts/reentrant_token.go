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

// ReentrantTokenMetaData contains all meta data concerning the ReentrantToken contract.
var ReentrantTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"succeeded\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"result\",\"type\":\"bytes\"}],\"name\":\"ReentryAttempt\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"approveFromSelf\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target_\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"payload_\",\"type\":\"bytes\"}],\"name\":\"arm\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"armed\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"attempts\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastResult\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastSucceeded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"payload\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"target\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ReentrantToken",
	Bin: "0x608060405234801561000f575f5ffd5b50604051806040016040528060098152602001681499595b9d1c985b9d60ba1b8152506040518060400160405280600381526020016252454560e81b815250816003908161005d9190610115565b50600461006a8282610115565b5050506101d3565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061009a57607f821691505b6020821081036100b857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610110578282111561011057805f5260205f20601f840160051c60208510156100e957505f5b90810190601f840160051c035f5b8181101561010c575f838201556001016100f7565b5050505b505050565b81516001600160401b0381111561012e5761012e610072565b6101428161013c8454610086565b846100be565b6020601f821160018114610174575f831561015d5750848201515b5f19600385901b1c1916600184901b1784556101cc565b5f84815260208120601f198516915b828110156101a35787850151825560209485019460019092019101610183565b50848210156101c057868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610dfb806101e05f395ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c80635754a042116100a9578063a9059cbb1161006e578063a9059cbb14610231578063abcc11d814610244578063d4b839921461024c578063dd62ed3e14610277578063e9916571146102af575f5ffd5b80635754a042146101dd5780635e2e77a9146101e657806370a08231146101f957806395d89b4114610221578063a878f85814610229575f5ffd5b806323b872dd116100ef57806323b872dd146101865780632f41109314610199578063313ce567146101a65780633522bfd0146101b557806340c10f19146101ca575f5ffd5b806306fdde0314610120578063095ea7b31461013e57806318160ddd146101615780631cff79cd14610173575b5f5ffd5b6101286102bc565b604051610135919061096e565b60405180910390f35b61015161014c3660046109a2565b61034c565b6040519015158152602001610135565b6002545b604051908152602001610135565b6101286101813660046109ca565b610365565b610151610194366004610a48565b6103dc565b6007546101519060ff1681565b60405160128152602001610135565b6101c86101c33660046109ca565b6103ff565b005b6101c86101d83660046109a2565b61043a565b61016560085481565b6101c86101f43660046109a2565b610448565b610165610207366004610a82565b6001600160a01b03165f9081526020819052604090205490565b610128610453565b610128610462565b61015161023f3660046109a2565b6104ee565b6101286104fb565b60055461025f906001600160a01b031681565b6040516001600160a01b039091168152602001610135565b610165610285366004610a9b565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6009546101519060ff1681565b6060600380546102cb90610acc565b80601f01602080910402602001604051908101604052809291908181526020018280546102f790610acc565b80156103425780601f1061031957610100808354040283529160200191610342565b820191905f5260205f20905b81548152906001019060200180831161032557829003601f168201915b5050505050905090565b5f33610359818585610508565b60019150505b92915050565b60605f5f856001600160a01b03168585604051610383929190610b04565b5f604051808303815f865af19150503d805f81146103bc576040519150601f19603f3d011682016040523d82523d5f602084013e6103c1565b606091505b5091509150816103d357805160208201fd5b95945050505050565b5f336103e985828561051a565b6103f485858561059b565b506001949350505050565b600580546001600160a01b0319166001600160a01b0385161790556006610427828483610b7d565b50506007805460ff191660011790555050565b61044482826105f8565b5050565b610444308383610508565b6060600480546102cb90610acc565b6006805461046f90610acc565b80601f016020809104026020016040519081016040528092919081815260200182805461049b90610acc565b80156104e65780601f106104bd576101008083540402835291602001916104e6565b820191905f5260205f20905b8154815290600101906020018083116104c957829003601f168201915b505050505081565b5f3361035981858561059b565b600a805461046f90610acc565b610515838383600161062c565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610595578181101561058757604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b61059584848484035f61062c565b50505050565b6001600160a01b0383166105c457604051634b637e8f60e11b81525f600482015260240161057e565b6001600160a01b0382166105ed5760405163ec442f0560e01b81525f600482015260240161057e565b6105158383836106fe565b6001600160a01b0382166106215760405163ec442f0560e01b81525f600482015260240161057e565b6104445f83836106fe565b6001600160a01b0384166106555760405163e602df0560e01b81525f600482015260240161057e565b6001600160a01b03831661067e57604051634a1406b160e11b81525f600482015260240161057e565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561059557826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516106f091815260200190565b60405180910390a350505050565b61070983838361081a565b60075460ff16801561072357506001600160a01b03831615155b801561073757506001600160a01b03821615155b15610515576007805460ff19169055600880545f9061075590610c4c565b909155506005546040515f9182916001600160a01b039091169061077b90600690610c64565b5f604051808303815f865af19150503d805f81146107b4576040519150601f19603f3d011682016040523d82523d5f602084013e6107b9565b606091505b506009805460ff19168315151790559092509050600a6107d98282610cd5565b507f90a29750940512fbc1e77b099b6ebf5af9197d69da01e62252bd1542ddbf7449828260405161080b929190610d90565b60405180910390a15050505050565b6001600160a01b038316610844578060025f8282546108399190610db2565b909155506108b49050565b6001600160a01b0383165f90815260208190526040902054818110156108965760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161057e565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166108d0576002805482900390556108ee565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161093391815260200190565b60405180910390a3505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6109806020830184610940565b9392505050565b80356001600160a01b038116811461099d575f5ffd5b919050565b5f5f604083850312156109b3575f5ffd5b6109bc83610987565b946020939093013593505050565b5f5f5f604084860312156109dc575f5ffd5b6109e584610987565b9250602084013567ffffffffffffffff811115610a00575f5ffd5b8401601f81018613610a10575f5ffd5b803567ffffffffffffffff811115610a26575f5ffd5b866020828401011115610a37575f5ffd5b939660209190910195509293505050565b5f5f5f60608486031215610a5a575f5ffd5b610a6384610987565b9250610a7160208501610987565b929592945050506040919091013590565b5f60208284031215610a92575f5ffd5b61098082610987565b5f5f60408385031215610aac575f5ffd5b610ab583610987565b9150610ac360208401610987565b90509250929050565b600181811c90821680610ae057607f821691505b602082108103610afe57634e487b7160e01b5f52602260045260245ffd5b50919050565b818382375f9101908152919050565b634e487b7160e01b5f52604160045260245ffd5b601f821115610515578282111561051557805f5260205f20601f840160051c6020851015610b5257505f5b90810190601f840160051c035f5b81811015610b75575f83820155600101610b60565b505050505050565b67ffffffffffffffff831115610b9557610b95610b13565b610ba983610ba38354610acc565b83610b27565b5f601f841160018114610bda575f8515610bc35750838201355b5f19600387901b1c1916600186901b178355610c31565b5f83815260208120601f198716915b82811015610c095786850135825560209485019460019092019101610be9565b5086821015610c25575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b634e487b7160e01b5f52601160045260245ffd5b5f60018201610c5d57610c5d610c38565b5060010190565b5f5f8354610c7181610acc565b600182168015610c885760018114610c9d57610cca565b60ff1983168652811515820286019350610cca565b865f5260205f205f5b83811015610cc257815488820152600190910190602001610ca6565b505081860193505b509195945050505050565b815167ffffffffffffffff811115610cef57610cef610b13565b610d0381610cfd8454610acc565b84610b27565b6020601f821160018114610d35575f8315610d1e5750848201515b5f19600385901b1c1916600184901b178455610c31565b5f84815260208120601f198516915b82811015610d645787850151825560209485019460019092019101610d44565b5084821015610d8157868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b8215158152604060208201525f610daa6040830184610940565b949350505050565b8082018082111561035f5761035f610c3856fea26469706673582212201e00be4efa9a6653391895ab44dde57b52c88761d9f6dd1a50a60ed889d84d9d64736f6c63430008250033",
}

// ReentrantToken is an auto generated Go binding around an Ethereum contract.
type ReentrantToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReentrantToken) GetABI() abi.ABI {
	return c.abi
}

// NewReentrantToken creates a new instance of ReentrantToken.
func NewReentrantToken() *ReentrantToken {
	parsed, err := ReentrantTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReentrantToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReentrantToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackApprove(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackApproveFromSelf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e2e77a9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveFromSelf(address spender, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackApproveFromSelf(spender common.Address, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("approveFromSelf", spender, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveFromSelf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e2e77a9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveFromSelf(address spender, uint256 amount) returns()
func (reentrantToken *ReentrantToken) TryPackApproveFromSelf(spender common.Address, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("approveFromSelf", spender, amount)
}

// PackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3522bfd0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arm(address target_, bytes payload_) returns()
func (reentrantToken *ReentrantToken) PackArm(target common.Address, payload []byte) []byte {
	enc, err := reentrantToken.abi.Pack("arm", target, payload)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3522bfd0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arm(address target_, bytes payload_) returns()
func (reentrantToken *ReentrantToken) TryPackArm(target common.Address, payload []byte) ([]byte, error) {
	return reentrantToken.abi.Pack("arm", target, payload)
}

// PackArmed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f411093.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) PackArmed() []byte {
	enc, err := reentrantToken.abi.Pack("armed")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArmed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f411093.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackArmed() ([]byte, error) {
	return reentrantToken.abi.Pack("armed")
}

// UnpackArmed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f411093.
//
// Solidity: function armed() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackArmed(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("armed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAttempts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5754a042.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attempts() view returns(uint256)
func (reentrantToken *ReentrantToken) PackAttempts() []byte {
	enc, err := reentrantToken.abi.Pack("attempts")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttempts is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5754a042.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attempts() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackAttempts() ([]byte, error) {
	return reentrantToken.abi.Pack("attempts")
}

// UnpackAttempts is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5754a042.
//
// Solidity: function attempts() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackAttempts(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("attempts", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) PackBalanceOf(account common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) PackDecimals() []byte {
	enc, err := reentrantToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) TryPackDecimals() ([]byte, error) {
	return reentrantToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (reentrantToken *ReentrantToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := reentrantToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cff79cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address to, bytes data) returns(bytes)
func (reentrantToken *ReentrantToken) PackExecute(to common.Address, data []byte) []byte {
	enc, err := reentrantToken.abi.Pack("execute", to, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cff79cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address to, bytes data) returns(bytes)
func (reentrantToken *ReentrantToken) TryPackExecute(to common.Address, data []byte) ([]byte, error) {
	return reentrantToken.abi.Pack("execute", to, data)
}

// UnpackExecute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1cff79cd.
//
// Solidity: function execute(address to, bytes data) returns(bytes)
func (reentrantToken *ReentrantToken) UnpackExecute(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("execute", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackLastResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabcc11d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastResult() view returns(bytes)
func (reentrantToken *ReentrantToken) PackLastResult() []byte {
	enc, err := reentrantToken.abi.Pack("lastResult")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabcc11d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastResult() view returns(bytes)
func (reentrantToken *ReentrantToken) TryPackLastResult() ([]byte, error) {
	return reentrantToken.abi.Pack("lastResult")
}

// UnpackLastResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xabcc11d8.
//
// Solidity: function lastResult() view returns(bytes)
func (reentrantToken *ReentrantToken) UnpackLastResult(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("lastResult", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackLastSucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9916571.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) PackLastSucceeded() []byte {
	enc, err := reentrantToken.abi.Pack("lastSucceeded")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastSucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9916571.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackLastSucceeded() ([]byte, error) {
	return reentrantToken.abi.Pack("lastSucceeded")
}

// UnpackLastSucceeded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9916571.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackLastSucceeded(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("lastSucceeded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) PackName() []byte {
	enc, err := reentrantToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) TryPackName() ([]byte, error) {
	return reentrantToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) UnpackName(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa878f858.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) PackPayload() []byte {
	enc, err := reentrantToken.abi.Pack("payload")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa878f858.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) TryPackPayload() ([]byte, error) {
	return reentrantToken.abi.Pack("payload")
}

// UnpackPayload is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa878f858.
//
// Solidity: function payload() view returns(bytes)
func (reentrantToken *ReentrantToken) UnpackPayload(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("payload", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) PackSymbol() []byte {
	enc, err := reentrantToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) TryPackSymbol() ([]byte, error) {
	return reentrantToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) UnpackSymbol(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) PackTarget() []byte {
	enc, err := reentrantToken.abi.Pack("target")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) TryPackTarget() ([]byte, error) {
	return reentrantToken.abi.Pack("target")
}

// UnpackTarget is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) UnpackTarget(data []byte) (common.Address, error) {
	out, err := reentrantToken.abi.Unpack("target", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) PackTotalSupply() []byte {
	enc, err := reentrantToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackTotalSupply() ([]byte, error) {
	return reentrantToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ReentrantTokenApproval represents a Approval event raised by the ReentrantToken contract.
type ReentrantTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenApproval) ContractEventName() string {
	return ReentrantTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (reentrantToken *ReentrantToken) UnpackApprovalEvent(log *types.Log) (*ReentrantTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenApproval)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenReentryAttempt represents a ReentryAttempt event raised by the ReentrantToken contract.
type ReentrantTokenReentryAttempt struct {
	Succeeded bool
	Result    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenReentryAttemptEventName = "ReentryAttempt"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenReentryAttempt) ContractEventName() string {
	return ReentrantTokenReentryAttemptEventName
}

// UnpackReentryAttemptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReentryAttempt(bool succeeded, bytes result)
func (reentrantToken *ReentrantToken) UnpackReentryAttemptEvent(log *types.Log) (*ReentrantTokenReentryAttempt, error) {
	event := "ReentryAttempt"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenReentryAttempt)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenTransfer represents a Transfer event raised by the ReentrantToken contract.
type ReentrantTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenTransfer) ContractEventName() string {
	return ReentrantTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (reentrantToken *ReentrantToken) UnpackTransferEvent(log *types.Log) (*ReentrantTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenTransfer)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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
func (reentrantToken *ReentrantToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReentrantTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func ReentrantTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*ReentrantTokenERC20InsufficientAllowance, error) {
	out := new(ReentrantTokenERC20InsufficientAllowance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func ReentrantTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientBalanceError(raw []byte) (*ReentrantTokenERC20InsufficientBalance, error) {
	out := new(ReentrantTokenERC20InsufficientBalance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func ReentrantTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidApproverError(raw []byte) (*ReentrantTokenERC20InvalidApprover, error) {
	out := new(ReentrantTokenERC20InvalidApprover)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func ReentrantTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidReceiverError(raw []byte) (*ReentrantTokenERC20InvalidReceiver, error) {
	out := new(ReentrantTokenERC20InvalidReceiver)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func ReentrantTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSenderError(raw []byte) (*ReentrantTokenERC20InvalidSender, error) {
	out := new(ReentrantTokenERC20InvalidSender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func ReentrantTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSpenderError(raw []byte) (*ReentrantTokenERC20InvalidSpender, error) {
	out := new(ReentrantTokenERC20InvalidSpender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
