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

// AgentIdentityRegistryMetaData contains all meta data concerning the AgentIdentityRegistry contract.
var AgentIdentityRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721IncorrectOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721InsufficientApproval\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC721InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721NonexistentToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwnerOrOperator\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"approved\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ApprovalForAll\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_fromTokenId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_toTokenId\",\"type\":\"uint256\"}],\"name\":\"BatchMetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_tokenId\",\"type\":\"uint256\"}],\"name\":\"MetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"newURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"updatedBy\",\"type\":\"address\"}],\"name\":\"URIUpdated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"agentCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"getApproved\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"isApprovedForAll\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"isOwnerOrOperator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"newURI\",\"type\":\"string\"}],\"name\":\"setAgentURI\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"setApprovalForAll\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"tokenURI\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "AgentIdentityRegistry",
	Bin: "0x608060405234801561000f575f5ffd5b506040518060400160405280601681526020017f4552432d38303034206167656e74732028746573742900000000000000000000815250604051806040016040528060058152602001641051d1539560da1b815250815f9081610072919061012a565b50600161007f828261012a565b5050506101e8565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100af57607f821691505b6020821081036100cd57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610125578282111561012557805f5260205f20601f840160051c60208510156100fe57505f5b90810190601f840160051c035f5b81811015610121575f8382015560010161010c565b5050505b505050565b81516001600160401b0381111561014357610143610087565b61015781610151845461009b565b846100d3565b6020601f821160018114610189575f83156101725750848201515b5f19600385901b1c1916600184901b1784556101e1565b5f84815260208120601f198516915b828110156101b85787850151825560209485019460019092019101610198565b50848210156101d557868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b61155c806101f55f395ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c806370a082311161009e578063b88d4fde1161006e578063b88d4fde1461022b578063c87b56dd1461023e578063e985e9c514610251578063f2c298be14610264578063fceccf5414610277575f5ffd5b806370a08231146101f457806395d89b4114610207578063a22cb4651461020f578063b7dc128414610222575f5ffd5b80630af28bd3116100e45780630af28bd3146101925780631aa3a008146101a557806323b872dd146101bb57806342842e0e146101ce5780636352211e146101e1575f5ffd5b806301ffc9a71461011557806306fdde031461013d578063081812fc14610152578063095ea7b31461017d575b5f5ffd5b610128610123366004610fe2565b61028a565b60405190151581526020015b60405180910390f35b6101456102b4565b604051610134919061102b565b61016561016036600461103d565b610343565b6040516001600160a01b039091168152602001610134565b61019061018b36600461106f565b61036a565b005b6101906101a03660046110dc565b610379565b6101ad61042f565b604051908152602001610134565b6101906101c9366004611124565b61044c565b6101906101dc366004611124565b6104d5565b6101656101ef36600461103d565b6104f4565b6101ad61020236600461115e565b6104fe565b610145610543565b61019061021d366004611177565b610552565b6101ad60075481565b6101906102393660046111c4565b61055d565b61014561024c36600461103d565b610575565b61012861025f3660046112a1565b6105f6565b6101ad6102723660046112d2565b610623565b61012861028536600461106f565b610669565b5f6001600160e01b03198216632483248360e11b14806102ae57506102ae826106c6565b92915050565b60605f80546102c290611311565b80601f01602080910402602001604051908101604052809291908181526020018280546102ee90611311565b80156103395780601f1061031057610100808354040283529160200191610339565b820191905f5260205f20905b81548152906001019060200180831161031c57829003601f168201915b5050505050905090565b5f61034d82610715565b505f828152600460205260409020546001600160a01b03166102ae565b61037582823361074d565b5050565b6103833384610669565b6103a75760405163242e9ab760e01b81523360048201526024015b60405180910390fd5b6103e68383838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061075a92505050565b336001600160a01b0316837f3a2c7fffc2cba7582c690e3b82c453ea02a308326a98a3ad7576c606336409fb8484604051610422929190611349565b60405180910390a3505050565b5f61044760405180602001604052805f8152506107a9565b905090565b6001600160a01b03821661047557604051633250574960e11b81525f600482015260240161039e565b5f610481838333610821565b9050836001600160a01b0316816001600160a01b0316146104cf576040516364283d7b60e01b81526001600160a01b038086166004830152602482018490528216604482015260640161039e565b50505050565b6104ef83838360405180602001604052805f81525061055d565b505050565b5f6102ae82610715565b5f6001600160a01b038216610528576040516322718ad960e21b81525f600482015260240161039e565b506001600160a01b03165f9081526003602052604090205490565b6060600180546102c290611311565b610375338383610913565b61056884848461044c565b6104cf33858585856109d2565b606061058082610715565b505f61059660408051602081019091525f815290565b90505f6105a284610afa565b905081515f036105b3579392505050565b8051156105e55781816040516020016105cd92919061138e565b60405160208183030381529060405292505050919050565b6105ee84610b99565b949350505050565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b5f61066283838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506107a992505050565b9392505050565b5f5f610674836104f4565b9050806001600160a01b0316846001600160a01b0316148061069b575061069b81856105f6565b806105ee5750836001600160a01b03166106b484610343565b6001600160a01b031614949350505050565b5f6001600160e01b031982166380ac58cd60e01b14806106f657506001600160e01b03198216635b5e139f60e01b145b806102ae57506301ffc9a760e01b6001600160e01b03198316146102ae565b5f818152600260205260408120546001600160a01b0316806102ae57604051637e27328960e01b81526004810184905260240161039e565b6104ef8383836001610c09565b5f82815260066020526040902061077182826113f0565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b5f60075f81546107b8906114ab565b918290555090506107c93382610d0d565b8151156107da576107da818361075a565b336001600160a01b0316817fca52e62c367d81bb2e328eb795f7c7ba24afb478408a26c0e201d155c449bc4a84604051610814919061102b565b60405180910390a3919050565b5f828152600260205260408120546001600160a01b039081169083161561084d5761084d818486610d26565b6001600160a01b03811615610887576108685f855f5f610c09565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b038516156108b5576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b6001600160a01b03831661093c5760405163a9fbf51f60e01b81525f600482015260240161039e565b6001600160a01b03821661096e57604051630b61174360e31b81526001600160a01b038316600482015260240161039e565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c319101610422565b6001600160a01b0383163b15610af357604051630a85bd0160e11b81526001600160a01b0384169063150b7a0290610a149088908890879087906004016114cf565b6020604051808303815f875af1925050508015610a4e575060408051601f3d908101601f19168201909252610a4b9181019061150b565b60015b610ab5573d808015610a7b576040519150601f19603f3d011682016040523d82523d5f602084013e610a80565b606091505b5080515f03610aad57604051633250574960e11b81526001600160a01b038516600482015260240161039e565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b14610af157604051633250574960e11b81526001600160a01b038516600482015260240161039e565b505b5050505050565b5f818152600660205260409020805460609190610b1690611311565b80601f0160208091040260200160405190810160405280929190818152602001828054610b4290611311565b8015610b8d5780601f10610b6457610100808354040283529160200191610b8d565b820191905f5260205f20905b815481529060010190602001808311610b7057829003601f168201915b50505050509050919050565b6060610ba482610715565b505f610bba60408051602081019091525f815290565b90505f815111610bd85760405180602001604052805f815250610662565b80610be284610d8a565b604051602001610bf392919061138e565b6040516020818303038152906040529392505050565b8080610c1d57506001600160a01b03821615155b15610cde575f610c2c84610715565b90506001600160a01b03831615801590610c585750826001600160a01b0316816001600160a01b031614155b8015610c6b5750610c6981846105f6565b155b15610c945760405163a9fbf51f60e01b81526001600160a01b038416600482015260240161039e565b8115610cdc5783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b610375828260405180602001604052805f815250610e1a565b610d31838383610e31565b6104ef576001600160a01b038316610d5f57604051637e27328960e01b81526004810182905260240161039e565b60405163177e802f60e01b81526001600160a01b03831660048201526024810182905260440161039e565b60605f610d9683610e92565b60010190505f8167ffffffffffffffff811115610db557610db56111b0565b6040519080825280601f01601f191660200182016040528015610ddf576020820181803683370190505b5090508181016020015b5f19016f181899199a1a9b1b9c1cb0b131b232b360811b600a86061a8153600a8504945084610de957509392505050565b610e248383610f69565b6104ef335f8585856109d2565b5f6001600160a01b038316158015906105ee5750826001600160a01b0316846001600160a01b03161480610e6a5750610e6a84846105f6565b806105ee5750505f908152600460205260409020546001600160a01b03908116911614919050565b5f8072184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b8310610ed05772184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b830492506040015b6d04ee2d6d415b85acef81000000008310610efc576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc100008310610f1a57662386f26fc10000830492506010015b6305f5e1008310610f32576305f5e100830492506008015b6127108310610f4657612710830492506004015b60648310610f58576064830492506002015b600a83106102ae5760010192915050565b6001600160a01b038216610f9257604051633250574960e11b81525f600482015260240161039e565b5f610f9e83835f610821565b90506001600160a01b038116156104ef576040516339e3563760e11b81525f600482015260240161039e565b6001600160e01b031981168114610fdf575f5ffd5b50565b5f60208284031215610ff2575f5ffd5b813561066281610fca565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6106626020830184610ffd565b5f6020828403121561104d575f5ffd5b5035919050565b80356001600160a01b038116811461106a575f5ffd5b919050565b5f5f60408385031215611080575f5ffd5b61108983611054565b946020939093013593505050565b5f5f83601f8401126110a7575f5ffd5b50813567ffffffffffffffff8111156110be575f5ffd5b6020830191508360208285010111156110d5575f5ffd5b9250929050565b5f5f5f604084860312156110ee575f5ffd5b83359250602084013567ffffffffffffffff81111561110b575f5ffd5b61111786828701611097565b9497909650939450505050565b5f5f5f60608486031215611136575f5ffd5b61113f84611054565b925061114d60208501611054565b929592945050506040919091013590565b5f6020828403121561116e575f5ffd5b61066282611054565b5f5f60408385031215611188575f5ffd5b61119183611054565b9150602083013580151581146111a5575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f608085870312156111d7575f5ffd5b6111e085611054565b93506111ee60208601611054565b925060408501359150606085013567ffffffffffffffff811115611210575f5ffd5b8501601f81018713611220575f5ffd5b803567ffffffffffffffff81111561123a5761123a6111b0565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715611269576112696111b0565b604052818152828201602001891015611280575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f604083850312156112b2575f5ffd5b6112bb83611054565b91506112c960208401611054565b90509250929050565b5f5f602083850312156112e3575f5ffd5b823567ffffffffffffffff8111156112f9575f5ffd5b61130585828601611097565b90969095509350505050565b600181811c9082168061132557607f821691505b60208210810361134357634e487b7160e01b5f52602260045260245ffd5b50919050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b5f81518060208401855e5f93019283525090919050565b5f6105ee61139c8386611377565b84611377565b601f8211156104ef57828211156104ef57805f5260205f20601f840160051c60208510156113cd57505f5b90810190601f840160051c035f5b81811015610af1575f838201556001016113db565b815167ffffffffffffffff81111561140a5761140a6111b0565b61141e816114188454611311565b846113a2565b6020601f821160018114611450575f83156114395750848201515b5f19600385901b1c1916600184901b178455610af3565b5f84815260208120601f198516915b8281101561147f578785015182556020948501946001909201910161145f565b508482101561149c57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b5f600182016114c857634e487b7160e01b5f52601160045260245ffd5b5060010190565b6001600160a01b03858116825284166020820152604081018390526080606082018190525f9061150190830184610ffd565b9695505050505050565b5f6020828403121561151b575f5ffd5b815161066281610fca56fea2646970667358221220d8ac7d8c253ab2abd83429c2d2798cac6781a22f18e7a562fb1ec7125b36695164736f6c63430008250033",
}

// AgentIdentityRegistry is an auto generated Go binding around an Ethereum contract.
type AgentIdentityRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgentIdentityRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewAgentIdentityRegistry creates a new instance of AgentIdentityRegistry.
func NewAgentIdentityRegistry() *AgentIdentityRegistry {
	parsed, err := AgentIdentityRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgentIdentityRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgentIdentityRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAgentCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7dc1284.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentCount() view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) PackAgentCount() []byte {
	enc, err := agentIdentityRegistry.abi.Pack("agentCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7dc1284.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentCount() view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackAgentCount() ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("agentCount")
}

// UnpackAgentCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb7dc1284.
//
// Solidity: function agentCount() view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackAgentCount(data []byte) (*big.Int, error) {
	out, err := agentIdentityRegistry.abi.Unpack("agentCount", data)
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
// Solidity: function approve(address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackApprove(to common.Address, tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("approve", to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackApprove(to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("approve", to, tokenId)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) PackBalanceOf(owner common.Address) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("balanceOf", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackBalanceOf(owner common.Address) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("balanceOf", owner)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := agentIdentityRegistry.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) PackGetApproved(tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("getApproved", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackGetApproved(tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("getApproved", tokenId)
}

// UnpackGetApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x081812fc.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackGetApproved(data []byte) (common.Address, error) {
	out, err := agentIdentityRegistry.abi.Unpack("getApproved", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) PackIsApprovedForAll(owner common.Address, operator common.Address) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("isApprovedForAll", owner, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackIsApprovedForAll(owner common.Address, operator common.Address) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("isApprovedForAll", owner, operator)
}

// UnpackIsApprovedForAll is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe985e9c5.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackIsApprovedForAll(data []byte) (bool, error) {
	out, err := agentIdentityRegistry.abi.Unpack("isApprovedForAll", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsOwnerOrOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfceccf54.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isOwnerOrOperator(address account, uint256 agentId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) PackIsOwnerOrOperator(account common.Address, agentId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("isOwnerOrOperator", account, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsOwnerOrOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfceccf54.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isOwnerOrOperator(address account, uint256 agentId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackIsOwnerOrOperator(account common.Address, agentId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("isOwnerOrOperator", account, agentId)
}

// UnpackIsOwnerOrOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfceccf54.
//
// Solidity: function isOwnerOrOperator(address account, uint256 agentId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackIsOwnerOrOperator(data []byte) (bool, error) {
	out, err := agentIdentityRegistry.abi.Unpack("isOwnerOrOperator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) PackName() []byte {
	enc, err := agentIdentityRegistry.abi.Pack("name")
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
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackName() ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackName(data []byte) (string, error) {
	out, err := agentIdentityRegistry.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) PackOwnerOf(tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("ownerOf", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackOwnerOf(tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("ownerOf", tokenId)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6352211e.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := agentIdentityRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register() returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) PackRegister() []byte {
	enc, err := agentIdentityRegistry.abi.Pack("register")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register() returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackRegister() ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("register")
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1aa3a008.
//
// Solidity: function register() returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackRegister(data []byte) (*big.Int, error) {
	out, err := agentIdentityRegistry.abi.Unpack("register", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) PackRegister0(agentURI string) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("register0", agentURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackRegister0(agentURI string) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("register0", agentURI)
}

// UnpackRegister0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2c298be.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackRegister0(data []byte) (*big.Int, error) {
	out, err := agentIdentityRegistry.abi.Unpack("register0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
}

// PackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
}

// PackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackSetAgentURI(agentId *big.Int, newURI string) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("setAgentURI", agentId, newURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSetAgentURI(agentId *big.Int, newURI string) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("setAgentURI", agentId, newURI)
}

// PackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackSetApprovalForAll(operator common.Address, approved bool) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("setApprovalForAll", operator, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSetApprovalForAll(operator common.Address, approved bool) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("setApprovalForAll", operator, approved)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := agentIdentityRegistry.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) PackSymbol() []byte {
	enc, err := agentIdentityRegistry.abi.Pack("symbol")
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
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackSymbol() ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackSymbol(data []byte) (string, error) {
	out, err := agentIdentityRegistry.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) PackTokenURI(tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("tokenURI", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackTokenURI(tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("tokenURI", tokenId)
}

// UnpackTokenURI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc87b56dd.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackTokenURI(data []byte) (string, error) {
	out, err := agentIdentityRegistry.abi.Unpack("tokenURI", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) PackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := agentIdentityRegistry.abi.Pack("transferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (agentIdentityRegistry *AgentIdentityRegistry) TryPackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentIdentityRegistry.abi.Pack("transferFrom", from, to, tokenId)
}

// AgentIdentityRegistryApproval represents a Approval event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryApproval struct {
	Owner    common.Address
	Approved common.Address
	TokenId  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryApproval) ContractEventName() string {
	return AgentIdentityRegistryApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackApprovalEvent(log *types.Log) (*AgentIdentityRegistryApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryApproval)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryApprovalForAll represents a ApprovalForAll event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryApprovalForAll struct {
	Owner    common.Address
	Operator common.Address
	Approved bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryApprovalForAllEventName = "ApprovalForAll"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryApprovalForAll) ContractEventName() string {
	return AgentIdentityRegistryApprovalForAllEventName
}

// UnpackApprovalForAllEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ApprovalForAll(address indexed owner, address indexed operator, bool approved)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackApprovalForAllEvent(log *types.Log) (*AgentIdentityRegistryApprovalForAll, error) {
	event := "ApprovalForAll"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryApprovalForAll)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryBatchMetadataUpdate represents a BatchMetadataUpdate event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryBatchMetadataUpdate struct {
	FromTokenId *big.Int
	ToTokenId   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryBatchMetadataUpdateEventName = "BatchMetadataUpdate"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryBatchMetadataUpdate) ContractEventName() string {
	return AgentIdentityRegistryBatchMetadataUpdateEventName
}

// UnpackBatchMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackBatchMetadataUpdateEvent(log *types.Log) (*AgentIdentityRegistryBatchMetadataUpdate, error) {
	event := "BatchMetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryBatchMetadataUpdate)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryMetadataUpdate represents a MetadataUpdate event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryMetadataUpdate struct {
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryMetadataUpdateEventName = "MetadataUpdate"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryMetadataUpdate) ContractEventName() string {
	return AgentIdentityRegistryMetadataUpdateEventName
}

// UnpackMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataUpdate(uint256 _tokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackMetadataUpdateEvent(log *types.Log) (*AgentIdentityRegistryMetadataUpdate, error) {
	event := "MetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryMetadataUpdate)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryRegistered represents a Registered event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryRegistered struct {
	AgentId  *big.Int
	AgentURI string
	Owner    common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryRegistered) ContractEventName() string {
	return AgentIdentityRegistryRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(uint256 indexed agentId, string agentURI, address indexed owner)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackRegisteredEvent(log *types.Log) (*AgentIdentityRegistryRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryRegistered)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryTransfer represents a Transfer event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryTransfer struct {
	From    common.Address
	To      common.Address
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryTransfer) ContractEventName() string {
	return AgentIdentityRegistryTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackTransferEvent(log *types.Log) (*AgentIdentityRegistryTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryTransfer)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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

// AgentIdentityRegistryURIUpdated represents a URIUpdated event raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryURIUpdated struct {
	AgentId   *big.Int
	NewURI    string
	UpdatedBy common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgentIdentityRegistryURIUpdatedEventName = "URIUpdated"

// ContractEventName returns the user-defined event name.
func (AgentIdentityRegistryURIUpdated) ContractEventName() string {
	return AgentIdentityRegistryURIUpdatedEventName
}

// UnpackURIUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackURIUpdatedEvent(log *types.Log) (*AgentIdentityRegistryURIUpdated, error) {
	event := "URIUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentIdentityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentIdentityRegistryURIUpdated)
	if len(log.Data) > 0 {
		if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentIdentityRegistry.abi.Events[event].Inputs {
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
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721IncorrectOwner"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721IncorrectOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InsufficientApproval"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InsufficientApprovalError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InvalidApprover"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InvalidOperator"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InvalidOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InvalidOwner"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InvalidReceiver"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721InvalidSender"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["ERC721NonexistentToken"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackERC721NonexistentTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentIdentityRegistry.abi.Errors["NotOwnerOrOperator"].ID.Bytes()[:4]) {
		return agentIdentityRegistry.UnpackNotOwnerOrOperatorError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgentIdentityRegistryERC721IncorrectOwner represents a ERC721IncorrectOwner error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721IncorrectOwner struct {
	Sender  common.Address
	TokenId *big.Int
	Owner   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func AgentIdentityRegistryERC721IncorrectOwnerErrorID() common.Hash {
	return common.HexToHash("0x64283d7b313c8117c125f736876fa2b4e90ea3831a4716dfdb87d2f540e26289")
}

// UnpackERC721IncorrectOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721IncorrectOwnerError(raw []byte) (*AgentIdentityRegistryERC721IncorrectOwner, error) {
	out := new(AgentIdentityRegistryERC721IncorrectOwner)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721IncorrectOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InsufficientApproval represents a ERC721InsufficientApproval error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InsufficientApproval struct {
	Operator common.Address
	TokenId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func AgentIdentityRegistryERC721InsufficientApprovalErrorID() common.Hash {
	return common.HexToHash("0x177e802f6f313bc89797ecace66d6d29ab4719cbaaacbb87367264048b1eb861")
}

// UnpackERC721InsufficientApprovalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InsufficientApprovalError(raw []byte) (*AgentIdentityRegistryERC721InsufficientApproval, error) {
	out := new(AgentIdentityRegistryERC721InsufficientApproval)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InsufficientApproval", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InvalidApprover represents a ERC721InvalidApprover error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidApprover(address approver)
func AgentIdentityRegistryERC721InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xa9fbf51f86b8e03595d59dc726bb10c329bb24f62589be276d8dd193ca0b69ea")
}

// UnpackERC721InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidApprover(address approver)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InvalidApproverError(raw []byte) (*AgentIdentityRegistryERC721InvalidApprover, error) {
	out := new(AgentIdentityRegistryERC721InvalidApprover)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InvalidOperator represents a ERC721InvalidOperator error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InvalidOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOperator(address operator)
func AgentIdentityRegistryERC721InvalidOperatorErrorID() common.Hash {
	return common.HexToHash("0x5b08ba185e8f577075361f3a3555a6580a227ce22734dcc979c1aeadf894658b")
}

// UnpackERC721InvalidOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOperator(address operator)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InvalidOperatorError(raw []byte) (*AgentIdentityRegistryERC721InvalidOperator, error) {
	out := new(AgentIdentityRegistryERC721InvalidOperator)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InvalidOwner represents a ERC721InvalidOwner error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOwner(address owner)
func AgentIdentityRegistryERC721InvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x89c62b6479af2e623826dcc39c5133061d35b66d72de92833401dd2fd6567480")
}

// UnpackERC721InvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOwner(address owner)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InvalidOwnerError(raw []byte) (*AgentIdentityRegistryERC721InvalidOwner, error) {
	out := new(AgentIdentityRegistryERC721InvalidOwner)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InvalidReceiver represents a ERC721InvalidReceiver error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func AgentIdentityRegistryERC721InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x64a0ae9278f805eaf991dcd18ca78756d280b7508b764ef1b255c55845c11df9")
}

// UnpackERC721InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InvalidReceiverError(raw []byte) (*AgentIdentityRegistryERC721InvalidReceiver, error) {
	out := new(AgentIdentityRegistryERC721InvalidReceiver)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721InvalidSender represents a ERC721InvalidSender error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidSender(address sender)
func AgentIdentityRegistryERC721InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x73c6ac6e10798e95d99e1f130d923eb40193ecb8d094ec3dce93292564eb3b17")
}

// UnpackERC721InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidSender(address sender)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721InvalidSenderError(raw []byte) (*AgentIdentityRegistryERC721InvalidSender, error) {
	out := new(AgentIdentityRegistryERC721InvalidSender)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryERC721NonexistentToken represents a ERC721NonexistentToken error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryERC721NonexistentToken struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func AgentIdentityRegistryERC721NonexistentTokenErrorID() common.Hash {
	return common.HexToHash("0x7e273289a3a9ef6670f06df7dca227856fc925e956db96980692764a8bc734d7")
}

// UnpackERC721NonexistentTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackERC721NonexistentTokenError(raw []byte) (*AgentIdentityRegistryERC721NonexistentToken, error) {
	out := new(AgentIdentityRegistryERC721NonexistentToken)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "ERC721NonexistentToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentIdentityRegistryNotOwnerOrOperator represents a NotOwnerOrOperator error raised by the AgentIdentityRegistry contract.
type AgentIdentityRegistryNotOwnerOrOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwnerOrOperator(address caller)
func AgentIdentityRegistryNotOwnerOrOperatorErrorID() common.Hash {
	return common.HexToHash("0x242e9ab749cb5cb480db36d319962c18e18da7d049358b04ba533c0d3d9f3ebc")
}

// UnpackNotOwnerOrOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwnerOrOperator(address caller)
func (agentIdentityRegistry *AgentIdentityRegistry) UnpackNotOwnerOrOperatorError(raw []byte) (*AgentIdentityRegistryNotOwnerOrOperator, error) {
	out := new(AgentIdentityRegistryNotOwnerOrOperator)
	if err := agentIdentityRegistry.abi.UnpackIntoInterface(out, "NotOwnerOrOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}
