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

// VerdictAnchorMetaData contains all meta data concerning the VerdictAnchor contract.
var VerdictAnchorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expected\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"got\",\"type\":\"uint64\"}],\"name\":\"BatchOutOfOrder\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"batchId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"Anchored\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"batchId\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"count\",\"type\":\"uint32\"}],\"name\":\"anchor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"}],\"name\":\"lastBatch\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"coordinator\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"batchId\",\"type\":\"uint64\"}],\"name\":\"rootOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "VerdictAnchor",
	Bin: "0x6080604052348015600e575f5ffd5b506103518061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061003f575f3560e01c80635c259bc514610043578063a149a21414610069578063b202dca91461007e575b5f5ffd5b610056610051366004610259565b6100c9565b6040519081526020015b60405180910390f35b61007c61007736600461028a565b6100fb565b005b6100b061008c3660046102cf565b6001600160a01b03165f9081526001602052604090205467ffffffffffffffff1690565b60405167ffffffffffffffff9091168152602001610060565b6001600160a01b0382165f9081526020818152604080832067ffffffffffffffff851684529091529020545b92915050565b63ffffffff8116158061010c575081155b1561012a5760405163c2e5347d60e01b815260040160405180910390fd5b335f9081526001602081905260408220546101519167ffffffffffffffff909116906102ef565b90508067ffffffffffffffff168467ffffffffffffffff161461019f57604051630ffbbbff60e21b815267ffffffffffffffff80831660048301528516602482015260440160405180910390fd5b335f818152600160209081526040808320805467ffffffffffffffff191667ffffffffffffffff8a16908117909155838352818420818552835292819020879055805187815263ffffffff8716928101929092529192917fcf931ee76403486f668ee91d0dded4a8c6a7c42df32d8b2f8f350d76d1b3f892910160405180910390a350505050565b80356001600160a01b038116811461023d575f5ffd5b919050565b803567ffffffffffffffff8116811461023d575f5ffd5b5f5f6040838503121561026a575f5ffd5b61027383610227565b915061028160208401610242565b90509250929050565b5f5f5f6060848603121561029c575f5ffd5b6102a584610242565b925060208401359150604084013563ffffffff811681146102c4575f5ffd5b809150509250925092565b5f602082840312156102df575f5ffd5b6102e882610227565b9392505050565b67ffffffffffffffff81811683821601908111156100f557634e487b7160e01b5f52601160045260245ffdfea2646970667358221220d0a3d3e22397eb206b80d773b1957f62c11e1b690d8e092d009170c09b28933964736f6c63430008250033",
}

// VerdictAnchor is an auto generated Go binding around an Ethereum contract.
type VerdictAnchor struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *VerdictAnchor) GetABI() abi.ABI {
	return c.abi
}

// NewVerdictAnchor creates a new instance of VerdictAnchor.
func NewVerdictAnchor() *VerdictAnchor {
	parsed, err := VerdictAnchorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &VerdictAnchor{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *VerdictAnchor) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa149a214.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function anchor(uint64 batchId, bytes32 root, uint32 count) returns()
func (verdictAnchor *VerdictAnchor) PackAnchor(batchId uint64, root [32]byte, count uint32) []byte {
	enc, err := verdictAnchor.abi.Pack("anchor", batchId, root, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa149a214.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function anchor(uint64 batchId, bytes32 root, uint32 count) returns()
func (verdictAnchor *VerdictAnchor) TryPackAnchor(batchId uint64, root [32]byte, count uint32) ([]byte, error) {
	return verdictAnchor.abi.Pack("anchor", batchId, root, count)
}

// PackLastBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb202dca9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastBatch(address coordinator) view returns(uint64)
func (verdictAnchor *VerdictAnchor) PackLastBatch(coordinator common.Address) []byte {
	enc, err := verdictAnchor.abi.Pack("lastBatch", coordinator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb202dca9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastBatch(address coordinator) view returns(uint64)
func (verdictAnchor *VerdictAnchor) TryPackLastBatch(coordinator common.Address) ([]byte, error) {
	return verdictAnchor.abi.Pack("lastBatch", coordinator)
}

// UnpackLastBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb202dca9.
//
// Solidity: function lastBatch(address coordinator) view returns(uint64)
func (verdictAnchor *VerdictAnchor) UnpackLastBatch(data []byte) (uint64, error) {
	out, err := verdictAnchor.abi.Unpack("lastBatch", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackRootOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c259bc5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rootOf(address coordinator, uint64 batchId) view returns(bytes32)
func (verdictAnchor *VerdictAnchor) PackRootOf(coordinator common.Address, batchId uint64) []byte {
	enc, err := verdictAnchor.abi.Pack("rootOf", coordinator, batchId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRootOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c259bc5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rootOf(address coordinator, uint64 batchId) view returns(bytes32)
func (verdictAnchor *VerdictAnchor) TryPackRootOf(coordinator common.Address, batchId uint64) ([]byte, error) {
	return verdictAnchor.abi.Pack("rootOf", coordinator, batchId)
}

// UnpackRootOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c259bc5.
//
// Solidity: function rootOf(address coordinator, uint64 batchId) view returns(bytes32)
func (verdictAnchor *VerdictAnchor) UnpackRootOf(data []byte) ([32]byte, error) {
	out, err := verdictAnchor.abi.Unpack("rootOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// VerdictAnchorAnchored represents a Anchored event raised by the VerdictAnchor contract.
type VerdictAnchorAnchored struct {
	Coordinator common.Address
	BatchId     uint64
	Root        [32]byte
	Count       uint32
	Raw         *types.Log // Blockchain specific contextual infos
}

const VerdictAnchorAnchoredEventName = "Anchored"

// ContractEventName returns the user-defined event name.
func (VerdictAnchorAnchored) ContractEventName() string {
	return VerdictAnchorAnchoredEventName
}

// UnpackAnchoredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Anchored(address indexed coordinator, uint64 indexed batchId, bytes32 root, uint32 count)
func (verdictAnchor *VerdictAnchor) UnpackAnchoredEvent(log *types.Log) (*VerdictAnchorAnchored, error) {
	event := "Anchored"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != verdictAnchor.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VerdictAnchorAnchored)
	if len(log.Data) > 0 {
		if err := verdictAnchor.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range verdictAnchor.abi.Events[event].Inputs {
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
func (verdictAnchor *VerdictAnchor) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], verdictAnchor.abi.Errors["BatchOutOfOrder"].ID.Bytes()[:4]) {
		return verdictAnchor.UnpackBatchOutOfOrderError(raw[4:])
	}
	if bytes.Equal(raw[:4], verdictAnchor.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return verdictAnchor.UnpackEmptyBatchError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// VerdictAnchorBatchOutOfOrder represents a BatchOutOfOrder error raised by the VerdictAnchor contract.
type VerdictAnchorBatchOutOfOrder struct {
	Expected uint64
	Got      uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchOutOfOrder(uint64 expected, uint64 got)
func VerdictAnchorBatchOutOfOrderErrorID() common.Hash {
	return common.HexToHash("0x3feeeffcab9259368baa92694662c34cef29f165387e3442fa6730f78128b3dc")
}

// UnpackBatchOutOfOrderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchOutOfOrder(uint64 expected, uint64 got)
func (verdictAnchor *VerdictAnchor) UnpackBatchOutOfOrderError(raw []byte) (*VerdictAnchorBatchOutOfOrder, error) {
	out := new(VerdictAnchorBatchOutOfOrder)
	if err := verdictAnchor.abi.UnpackIntoInterface(out, "BatchOutOfOrder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VerdictAnchorEmptyBatch represents a EmptyBatch error raised by the VerdictAnchor contract.
type VerdictAnchorEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyBatch()
func VerdictAnchorEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xc2e5347df6cf8d1bf68f8a9651642312bd381b900d857d97cd665976180d6ae0")
}

// UnpackEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyBatch()
func (verdictAnchor *VerdictAnchor) UnpackEmptyBatchError(raw []byte) (*VerdictAnchorEmptyBatch, error) {
	out := new(VerdictAnchorEmptyBatch)
	if err := verdictAnchor.abi.UnpackIntoInterface(out, "EmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}
