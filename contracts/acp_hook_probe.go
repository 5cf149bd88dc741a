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

// ACPHookProbeMetaData contains all meta data concerning the ACPHookProbe contract.
var ACPHookProbeMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"Blocked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"afterAction\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"beforeAction\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"blockSelector\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"blocked\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"calls\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ACPHookProbe",
	Bin: "0x6080604052348015600e575f5ffd5b506102488061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630b2999af14610059578063303bdd2c14610081578063305f72b7146100ab578063a3fe4783146100c2578063dc08fb1d146100c2575b5f5ffd5b61007f61006736600461014a565b5f805463ffffffff191660e09290921c919091179055565b005b5f5461008d9060e01b81565b6040516001600160e01b031990911681526020015b60405180910390f35b6100b460015481565b6040519081526020016100a2565b61007f6100d036600461016a565b5f5460e01b6001600160e01b031990811690841603610112576040516364e4700160e01b81526001600160e01b03198416600482015260240160405180910390fd5b6001805f82825461012391906101ed565b909155505050505050565b80356001600160e01b031981168114610145575f5ffd5b919050565b5f6020828403121561015a575f5ffd5b6101638261012e565b9392505050565b5f5f5f5f6060858703121561017d575f5ffd5b8435935061018d6020860161012e565b9250604085013567ffffffffffffffff8111156101a8575f5ffd5b8501601f810187136101b8575f5ffd5b803567ffffffffffffffff8111156101ce575f5ffd5b8760208284010111156101df575f5ffd5b949793965060200194505050565b8082018082111561020c57634e487b7160e01b5f52601160045260245ffd5b9291505056fea2646970667358221220aac4061dbd601a51b32dac31632b8c35b2025037352cc63328091f654318d37c64736f6c63430008250033",
}

// ACPHookProbe is an auto generated Go binding around an Ethereum contract.
type ACPHookProbe struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ACPHookProbe) GetABI() abi.ABI {
	return c.abi
}

// NewACPHookProbe creates a new instance of ACPHookProbe.
func NewACPHookProbe() *ACPHookProbe {
	parsed, err := ACPHookProbeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ACPHookProbe{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ACPHookProbe) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function afterAction(uint256 , bytes4 selector, bytes ) returns()
func (aCPHookProbe *ACPHookProbe) PackAfterAction(arg0 *big.Int, selector [4]byte, arg2 []byte) []byte {
	enc, err := aCPHookProbe.abi.Pack("afterAction", arg0, selector, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAfterAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3fe4783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function afterAction(uint256 , bytes4 selector, bytes ) returns()
func (aCPHookProbe *ACPHookProbe) TryPackAfterAction(arg0 *big.Int, selector [4]byte, arg2 []byte) ([]byte, error) {
	return aCPHookProbe.abi.Pack("afterAction", arg0, selector, arg2)
}

// PackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function beforeAction(uint256 , bytes4 selector, bytes ) returns()
func (aCPHookProbe *ACPHookProbe) PackBeforeAction(arg0 *big.Int, selector [4]byte, arg2 []byte) []byte {
	enc, err := aCPHookProbe.abi.Pack("beforeAction", arg0, selector, arg2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBeforeAction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc08fb1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function beforeAction(uint256 , bytes4 selector, bytes ) returns()
func (aCPHookProbe *ACPHookProbe) TryPackBeforeAction(arg0 *big.Int, selector [4]byte, arg2 []byte) ([]byte, error) {
	return aCPHookProbe.abi.Pack("beforeAction", arg0, selector, arg2)
}

// PackBlockSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b2999af.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blockSelector(bytes4 selector) returns()
func (aCPHookProbe *ACPHookProbe) PackBlockSelector(selector [4]byte) []byte {
	enc, err := aCPHookProbe.abi.Pack("blockSelector", selector)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlockSelector is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b2999af.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blockSelector(bytes4 selector) returns()
func (aCPHookProbe *ACPHookProbe) TryPackBlockSelector(selector [4]byte) ([]byte, error) {
	return aCPHookProbe.abi.Pack("blockSelector", selector)
}

// PackBlocked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x303bdd2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blocked() view returns(bytes4)
func (aCPHookProbe *ACPHookProbe) PackBlocked() []byte {
	enc, err := aCPHookProbe.abi.Pack("blocked")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlocked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x303bdd2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blocked() view returns(bytes4)
func (aCPHookProbe *ACPHookProbe) TryPackBlocked() ([]byte, error) {
	return aCPHookProbe.abi.Pack("blocked")
}

// UnpackBlocked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x303bdd2c.
//
// Solidity: function blocked() view returns(bytes4)
func (aCPHookProbe *ACPHookProbe) UnpackBlocked(data []byte) ([4]byte, error) {
	out, err := aCPHookProbe.abi.Unpack("blocked", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackCalls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x305f72b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function calls() view returns(uint256)
func (aCPHookProbe *ACPHookProbe) PackCalls() []byte {
	enc, err := aCPHookProbe.abi.Pack("calls")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCalls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x305f72b7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function calls() view returns(uint256)
func (aCPHookProbe *ACPHookProbe) TryPackCalls() ([]byte, error) {
	return aCPHookProbe.abi.Pack("calls")
}

// UnpackCalls is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x305f72b7.
//
// Solidity: function calls() view returns(uint256)
func (aCPHookProbe *ACPHookProbe) UnpackCalls(data []byte) (*big.Int, error) {
	out, err := aCPHookProbe.abi.Unpack("calls", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (aCPHookProbe *ACPHookProbe) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], aCPHookProbe.abi.Errors["Blocked"].ID.Bytes()[:4]) {
		return aCPHookProbe.UnpackBlockedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ACPHookProbeBlocked represents a Blocked error raised by the ACPHookProbe contract.
type ACPHookProbeBlocked struct {
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Blocked(bytes4 selector)
func ACPHookProbeBlockedErrorID() common.Hash {
	return common.HexToHash("0x64e470013ea53656c44c1cbc41245e08c0955204fe42bb8a22d2a0d59c1ce23e")
}

// UnpackBlockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Blocked(bytes4 selector)
func (aCPHookProbe *ACPHookProbe) UnpackBlockedError(raw []byte) (*ACPHookProbeBlocked, error) {
	out := new(ACPHookProbeBlocked)
	if err := aCPHookProbe.abi.UnpackIntoInterface(out, "Blocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}
