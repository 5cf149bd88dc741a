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

// FeeOnTransferTokenMetaData contains all meta data concerning the FeeOnTransferToken contract.
var FeeOnTransferTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "FeeOnTransferToken",
	Bin: "0x608060405234801561000f575f5ffd5b506040518060400160405280600f81526020016e2332b29027b7102a3930b739b332b960891b815250604051806040016040528060038152602001621193d560ea1b8152508160039081610063919061011b565b506004610070828261011b565b5050506101d9565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100a057607f821691505b6020821081036100be57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610116578282111561011657805f5260205f20601f840160051c60208510156100ef57505f5b90810190601f840160051c035f5b81811015610112575f838201556001016100fd565b5050505b505050565b81516001600160401b0381111561013457610134610078565b61014881610142845461008c565b846100c4565b6020601f82116001811461017a575f83156101635750848201515b5f19600385901b1c1916600184901b1784556101d2565b5f84815260208120601f198516915b828110156101a95787850151825560209485019460019092019101610189565b50848210156101c657868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b61080c806101e65f395ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c806340c10f191161006e57806340c10f191461011f57806370a082311461013457806395d89b411461015c578063a9059cbb14610164578063bf333f2c14610177578063dd62ed3e1461017f575f5ffd5b806306fdde03146100aa578063095ea7b3146100c857806318160ddd146100eb57806323b872dd146100fd578063313ce56714610110575b5f5ffd5b6100b26101b7565b6040516100bf919061062b565b60405180910390f35b6100db6100d636600461067b565b610247565b60405190151581526020016100bf565b6002545b6040519081526020016100bf565b6100db61010b3660046106a3565b610260565b604051600681526020016100bf565b61013261012d36600461067b565b610283565b005b6100ef6101423660046106dd565b6001600160a01b03165f9081526020819052604090205490565b6100b2610291565b6100db61017236600461067b565b6102a0565b6100ef606481565b6100ef61018d3660046106fd565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6060600380546101c69061072e565b80601f01602080910402602001604051908101604052809291908181526020018280546101f29061072e565b801561023d5780601f106102145761010080835404028352916020019161023d565b820191905f5260205f20905b81548152906001019060200180831161022057829003601f168201915b5050505050905090565b5f336102548185856102ad565b60019150505b92915050565b5f3361026d8582856102bf565b610278858585610340565b506001949350505050565b61028d828261039d565b5050565b6060600480546101c69061072e565b5f33610254818585610340565b6102ba83838360016103d1565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f1981101561033a578181101561032c57604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b61033a84848484035f6103d1565b50505050565b6001600160a01b03831661036957604051634b637e8f60e11b81525f6004820152602401610323565b6001600160a01b0382166103925760405163ec442f0560e01b81525f6004820152602401610323565b6102ba8383836104a3565b6001600160a01b0382166103c65760405163ec442f0560e01b81525f6004820152602401610323565b61028d5f83836104a3565b6001600160a01b0384166103fa5760405163e602df0560e01b81525f6004820152602401610323565b6001600160a01b03831661042357604051634a1406b160e11b81525f6004820152602401610323565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561033a57826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161049591815260200190565b60405180910390a350505050565b6001600160a01b03831615806104c057506001600160a01b038216155b156104d0576102ba838383610505565b5f6127106104df60648461077a565b6104e99190610791565b90506104f6845f83610505565b61033a848461050584866107b0565b6001600160a01b03831661052f578060025f82825461052491906107c3565b9091555061059f9050565b6001600160a01b0383165f90815260208190526040902054818110156105815760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610323565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166105bb576002805482900390556105d9565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161061e91815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610676575f5ffd5b919050565b5f5f6040838503121561068c575f5ffd5b61069583610660565b946020939093013593505050565b5f5f5f606084860312156106b5575f5ffd5b6106be84610660565b92506106cc60208501610660565b929592945050506040919091013590565b5f602082840312156106ed575f5ffd5b6106f682610660565b9392505050565b5f5f6040838503121561070e575f5ffd5b61071783610660565b915061072560208401610660565b90509250929050565b600181811c9082168061074257607f821691505b60208210810361076057634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761025a5761025a610766565b5f826107ab57634e487b7160e01b5f52601260045260245ffd5b500490565b8181038181111561025a5761025a610766565b8082018082111561025a5761025a61076656fea2646970667358221220f953b38e6ce66ceebdcc36d22022612d36e7906cf4dddb62268c280ac1ea6bbd64736f6c63430008250033",
}

// FeeOnTransferToken is an auto generated Go binding around an Ethereum contract.
type FeeOnTransferToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FeeOnTransferToken) GetABI() abi.ABI {
	return c.abi
}

// NewFeeOnTransferToken creates a new instance of FeeOnTransferToken.
func NewFeeOnTransferToken() *FeeOnTransferToken {
	parsed, err := FeeOnTransferTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FeeOnTransferToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FeeOnTransferToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackFEEBPS() []byte {
	enc, err := feeOnTransferToken.abi.Pack("FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) TryPackFEEBPS() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("FEE_BPS")
}

// UnpackFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf333f2c.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackFEEBPS(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("allowance", owner, spender)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("allowance", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("approve", spender, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprove(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackBalanceOf(account common.Address) []byte {
	enc, err := feeOnTransferToken.abi.Pack("balanceOf", account)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("balanceOf", data)
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
// Solidity: function decimals() pure returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) PackDecimals() []byte {
	enc, err := feeOnTransferToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) TryPackDecimals() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (feeOnTransferToken *FeeOnTransferToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := feeOnTransferToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (feeOnTransferToken *FeeOnTransferToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("mint", to, amount)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackName() []byte {
	enc, err := feeOnTransferToken.abi.Pack("name")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackName() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackName(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) PackSymbol() []byte {
	enc, err := feeOnTransferToken.abi.Pack("symbol")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackSymbol() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (feeOnTransferToken *FeeOnTransferToken) UnpackSymbol(data []byte) (string, error) {
	out, err := feeOnTransferToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) PackTotalSupply() []byte {
	enc, err := feeOnTransferToken.abi.Pack("totalSupply")
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTotalSupply() ([]byte, error) {
	return feeOnTransferToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := feeOnTransferToken.abi.Unpack("totalSupply", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transfer", to, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transfer", data)
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
func (feeOnTransferToken *FeeOnTransferToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
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
func (feeOnTransferToken *FeeOnTransferToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return feeOnTransferToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := feeOnTransferToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// FeeOnTransferTokenApproval represents a Approval event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenApproval) ContractEventName() string {
	return FeeOnTransferTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackApprovalEvent(log *types.Log) (*FeeOnTransferTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenApproval)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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

// FeeOnTransferTokenTransfer represents a Transfer event raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FeeOnTransferTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FeeOnTransferTokenTransfer) ContractEventName() string {
	return FeeOnTransferTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (feeOnTransferToken *FeeOnTransferToken) UnpackTransferEvent(log *types.Log) (*FeeOnTransferTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != feeOnTransferToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FeeOnTransferTokenTransfer)
	if len(log.Data) > 0 {
		if err := feeOnTransferToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range feeOnTransferToken.abi.Events[event].Inputs {
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
func (feeOnTransferToken *FeeOnTransferToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], feeOnTransferToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return feeOnTransferToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FeeOnTransferTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientAllowance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientAllowance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FeeOnTransferTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FeeOnTransferTokenERC20InsufficientBalance, error) {
	out := new(FeeOnTransferTokenERC20InsufficientBalance)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FeeOnTransferTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidApproverError(raw []byte) (*FeeOnTransferTokenERC20InvalidApprover, error) {
	out := new(FeeOnTransferTokenERC20InvalidApprover)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FeeOnTransferTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidReceiverError(raw []byte) (*FeeOnTransferTokenERC20InvalidReceiver, error) {
	out := new(FeeOnTransferTokenERC20InvalidReceiver)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FeeOnTransferTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FeeOnTransferTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FeeOnTransferToken contract.
type FeeOnTransferTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FeeOnTransferTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (feeOnTransferToken *FeeOnTransferToken) UnpackERC20InvalidSpenderError(raw []byte) (*FeeOnTransferTokenERC20InvalidSpender, error) {
	out := new(FeeOnTransferTokenERC20InvalidSpender)
	if err := feeOnTransferToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}
