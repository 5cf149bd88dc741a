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

// ArbitraEvaluatorCase is an auto generated low-level Go binding around an user-defined struct.
type ArbitraEvaluatorCase struct {
	JobContract common.Address
	Settled     bool
	JobId       *big.Int
}

// ArbitraEvaluatorMetaData contains all meta data concerning the ArbitraEvaluator contract.
var ArbitraEvaluatorMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jurorFee_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"CaseAlreadyOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"CaseAlreadySettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"internalType\":\"uint8\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"CaseNotDecided\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"oracle\",\"type\":\"address\"}],\"name\":\"EscrowHasOracle\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"JobNotSubmitted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"NoCase\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"escrow\",\"type\":\"address\"}],\"name\":\"NotCaseOpenerOf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"}],\"name\":\"NotTheEvaluator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"bits\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"SafeCastOverflowedUintDowncast\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroFee\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"opener\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"criteriaHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverableHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"jurorFee\",\"type\":\"uint256\"}],\"name\":\"CaseOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"verdictHash\",\"type\":\"bytes32\"}],\"name\":\"CaseSettled\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"caseIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"name\":\"caseOf\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"settled\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"internalType\":\"structArbitraEvaluator.Case\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"escrow\",\"outputs\":[{\"internalType\":\"contractArbiterEscrow\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jurorFee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"open\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"dealId\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"jobContract\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"settle\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"completed\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ArbitraEvaluator",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161147138038061147183398101604081905261002e916101df565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00555f8190036100735760405163af13986d60e01b815260040160405180910390fd5b5f829050306001600160a01b0316816001600160a01b03166314456d0c6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100bd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100e19190610209565b6001600160a01b0316146101185760405163e8deced960e01b81526001600160a01b03841660048201526024015b60405180910390fd5b5f816001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa158015610155573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101799190610209565b90506001600160a01b038116156101ae576040516303ae44f160e01b81526001600160a01b038216600482015260240161010f565b506001600160a01b031660805260a05250610229565b80516001600160a01b03811681146101da575f5ffd5b919050565b5f5f604083850312156101f0575f5ffd5b6101f9836101c4565b9150602083015190509250929050565b5f60208284031215610219575f5ffd5b610222826101c4565b9392505050565b60805160a0516111fe6102735f395f818160b2015261047201525f81816101810152818161051b01528181610597015281816107880152818161086401526108d701526111fe5ff3fe608060405234801561000f575f5ffd5b5060043610610060575f3560e01c80630a0e5c9d1461006457806315afd4091461008a578063194bd40e146100ad578063a7d4ab0f146100d4578063d49224e9146100e7578063e2fdcc171461017c575b5f5ffd5b610077610072366004610dbf565b6101bb565b6040519081526020015b60405180910390f35b61009d610098366004610dbf565b6106f3565b6040519015158152602001610081565b6100777f000000000000000000000000000000000000000000000000000000000000000081565b6100776100e2366004610dbf565b610b48565b61014f6100f5366004610de9565b60408051606080820183525f8083526020808401829052928401819052938452838252928290208251938401835280546001600160a01b0381168552600160a01b900460ff16151591840191909152600101549082015290565b6040805182516001600160a01b031681526020808401511515908201529181015190820152606001610081565b6101a37f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610081565b5f6101c4610b98565b60405163bf22c45760e01b81526004810183905283905f906001600160a01b0383169063bf22c457906024015f60405180830381865afa15801561020a573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526102319190810190610f0b565b60408101519091506001600160a01b0316301461027757604080820151905163eb6ae02960e01b81526001600160a01b0390911660048201526024015b60405180910390fd5b60028160c00151600581111561028f5761028f610fee565b146102c9578060c0015160058111156102aa576102aa610fee565b6040516306f9ce5560e51b815260ff909116600482015260240161026e565b8060a0015142106102f5578060a00151604051634b91bcab60e11b815260040161026e91815260200190565b6102ff8585610b48565b5f818152602081905260409020549093506001600160a01b03161561033a5760405163c1a96d5560e01b81526004810184905260240161026e565b604080516060810182526001600160a01b0380881682525f60208084018281528486018a81528984528383528684209551865492511515600160a01b026001600160a81b03199093169086161791909117855551600194909401939093558351633013ce2960e01b81529351909391861692633013ce2992600480820193918290030181865afa1580156103d0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103f49190611002565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa15801561043b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061045f9190611024565b90506104966001600160a01b03831633307f0000000000000000000000000000000000000000000000000000000000000000610bb3565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa1580156104dc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105009190611024565b61050a919061103b565b90506105406001600160a01b0384167f000000000000000000000000000000000000000000000000000000000000000083610bef565b5f60028560600151604051610555919061105a565b602060405180830381855afa158015610570573d5f5f3e3d5ffd5b5050506040513d601f19601f820116820180604052508101906105939190611024565b90507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166365f8695988875f015188602001518887878c61010001516105e48e60a00151610c6e565b6040516001600160e01b031960e08b901b16815260048101989098526001600160a01b0396871660248901529486166044880152949092166064860152608485015260a484015260c483019190915267ffffffffffffffff1660e4820152610104015f604051808303815f87803b15801561065d575f5ffd5b505af115801561066f573d5f5f3e3d5ffd5b505050610100860151604080513381526020810185905290810191909152606081018490528991506001600160a01b038b169089907fe0ca48dcef1841ccad4cf919a8ed7858401c989ae98bc8dcc3ae1345c4f053439060800160405180910390a45050505050506106ed60015f5160206111a95f395f51905f5255565b92915050565b5f6106fc610b98565b5f6107078484610b48565b5f8181526020819052604090208054919250906001600160a01b031661074357604051639c12702160e01b81526004810183905260240161026e565b8054600160a01b900460ff16156107705760405163205508ad60e21b81526004810183905260240161026e565b6040516351a6fad560e01b8152600481018390525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906351a6fad59060240161020060405180830381865afa1580156107d6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107fa9190611097565b90506005816101c00151600581111561081557610815610fee565b148061084957506002816101c00151600581111561083557610835610fee565b14801561084957506101e081015160ff1615155b1561094e57604051630124b09b60e71b8152600481018490527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906392584d80906024015f604051808303815f87803b1580156108ad575f5ffd5b505af11580156108bf573d5f5f3e3d5ffd5b50506040516351a6fad560e01b8152600481018690527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031692506351a6fad5915060240161020060405180830381865afa158015610927573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061094b9190611097565b90505b6003816101c00151600581111561096757610967610fee565b0361097557600193506109df565b6004816101c00151600581111561098e5761098e610fee565b14158061099d575060e0810151155b156109df5782816101c0015160058111156109ba576109ba610fee565b6040516328b0efc160e11b8152600481019290925260ff16602482015260440161026e565b815460ff60a01b1916600160a01b17825560e081015160405186916001600160a01b0389169186917f2096b067a455a86517dc3df6ead49ebd8309f21167e8ce42bdf4083d380ca32c91610a3d918a15158252602082015260400190565b60405180910390a48315610abf5760e081015160405163d75bbdf360e01b8152600481018790526024810191909152606060448201525f60648201526001600160a01b0387169063d75bbdf3906084015f604051808303815f87803b158015610aa4575f5ffd5b505af1158015610ab6573d5f5f3e3d5ffd5b50505050610b2f565b60e08101516040516341dd26f560e01b8152600481018790526024810191909152606060448201525f60648201526001600160a01b038716906341dd26f5906084015f604051808303815f87803b158015610b18575f5ffd5b505af1158015610b2a573d5f5f3e3d5ffd5b505050505b5050506106ed60015f5160206111a95f395f51905f5255565b604080514660208083019190915230828401526001600160a01b039490941660608201526080808201939093528151808203909301835260a0019052805190820120636361736560e01b911c1790565b610ba0610ca8565b60025f5160206111a95f395f51905f5255565b610bc1848484846001610cd9565b610be957604051635274afe760e01b81526001600160a01b038516600482015260240161026e565b50505050565b610bfb8383835f610d46565b610c6957610c0c83835f6001610d46565b610c3457604051635274afe760e01b81526001600160a01b038416600482015260240161026e565b610c418383836001610d46565b610c6957604051635274afe760e01b81526001600160a01b038416600482015260240161026e565b505050565b5f67ffffffffffffffff821115610ca457604080516306dfcc6560e41b815260048101919091526024810183905260440161026e565b5090565b5f5160206111a95f395f51905f5254600203610cd757604051633ee5aeb560e01b815260040160405180910390fd5b565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610d35578383151615610d29573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610d9c578383151615610d90573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6001600160a01b0381168114610dbc575f5ffd5b50565b5f5f60408385031215610dd0575f5ffd5b8235610ddb81610da8565b946020939093013593505050565b5f60208284031215610df9575f5ffd5b5035919050565b634e487b7160e01b5f52604160045260245ffd5b604051610120810167ffffffffffffffff81118282101715610e3857610e38610e00565b60405290565b604051610200810167ffffffffffffffff81118282101715610e3857610e38610e00565b8051610e6d81610da8565b919050565b5f82601f830112610e81575f5ffd5b815167ffffffffffffffff811115610e9b57610e9b610e00565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715610eca57610eca610e00565b604052818152838201602001851015610ee1575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b805160068110610e6d575f5ffd5b5f60208284031215610f1b575f5ffd5b815167ffffffffffffffff811115610f31575f5ffd5b82016101208185031215610f43575f5ffd5b610f4b610e14565b610f5482610e62565b8152610f6260208301610e62565b6020820152610f7360408301610e62565b6040820152606082015167ffffffffffffffff811115610f91575f5ffd5b610f9d86828501610e72565b6060830152506080828101519082015260a08083015190820152610fc360c08301610efd565b60c0820152610fd460e08301610e62565b60e082015261010091820151918101919091529392505050565b634e487b7160e01b5f52602160045260245ffd5b5f60208284031215611012575f5ffd5b815161101d81610da8565b9392505050565b5f60208284031215611034575f5ffd5b5051919050565b818103818111156106ed57634e487b7160e01b5f52601160045260245ffd5b5f82518060208501845e5f920191825250919050565b805167ffffffffffffffff81168114610e6d575f5ffd5b805160ff81168114610e6d575f5ffd5b5f6102008284031280156110a9575f5ffd5b506110b2610e3e565b6110bb83610e62565b81526110c960208401610e62565b60208201526110da60408401610e62565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e0808401519082015261010080840151908201526111296101208401611070565b61012082015261113c6101408401611070565b61014082015261114f6101608401611070565b6101608201526111626101808401611087565b6101808201526111756101a08401611087565b6101a08201526111886101c08401610efd565b6101c082015261119b6101e08401611087565b6101e0820152939250505056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a26469706673582212203a52828fe68b7dc7e18e90b0158fa9aaec410a0006038fcc9e67ffe02319536a64736f6c63430008250033",
}

// ArbitraEvaluator is an auto generated Go binding around an Ethereum contract.
type ArbitraEvaluator struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ArbitraEvaluator) GetABI() abi.ABI {
	return c.abi
}

// NewArbitraEvaluator creates a new instance of ArbitraEvaluator.
func NewArbitraEvaluator() *ArbitraEvaluator {
	parsed, err := ArbitraEvaluatorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ArbitraEvaluator{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ArbitraEvaluator) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address escrow_, uint256 jurorFee_) returns()
func (arbitraEvaluator *ArbitraEvaluator) PackConstructor(escrow_ common.Address, jurorFee_ *big.Int) []byte {
	enc, err := arbitraEvaluator.abi.Pack("", escrow_, jurorFee_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCaseIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7d4ab0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function caseIdOf(address jobContract, uint256 jobId) view returns(bytes32)
func (arbitraEvaluator *ArbitraEvaluator) PackCaseIdOf(jobContract common.Address, jobId *big.Int) []byte {
	enc, err := arbitraEvaluator.abi.Pack("caseIdOf", jobContract, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCaseIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa7d4ab0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function caseIdOf(address jobContract, uint256 jobId) view returns(bytes32)
func (arbitraEvaluator *ArbitraEvaluator) TryPackCaseIdOf(jobContract common.Address, jobId *big.Int) ([]byte, error) {
	return arbitraEvaluator.abi.Pack("caseIdOf", jobContract, jobId)
}

// UnpackCaseIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa7d4ab0f.
//
// Solidity: function caseIdOf(address jobContract, uint256 jobId) view returns(bytes32)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseIdOf(data []byte) ([32]byte, error) {
	out, err := arbitraEvaluator.abi.Unpack("caseIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCaseOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd49224e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function caseOf(bytes32 dealId) view returns((address,bool,uint256))
func (arbitraEvaluator *ArbitraEvaluator) PackCaseOf(dealId [32]byte) []byte {
	enc, err := arbitraEvaluator.abi.Pack("caseOf", dealId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCaseOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd49224e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function caseOf(bytes32 dealId) view returns((address,bool,uint256))
func (arbitraEvaluator *ArbitraEvaluator) TryPackCaseOf(dealId [32]byte) ([]byte, error) {
	return arbitraEvaluator.abi.Pack("caseOf", dealId)
}

// UnpackCaseOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd49224e9.
//
// Solidity: function caseOf(bytes32 dealId) view returns((address,bool,uint256))
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseOf(data []byte) (ArbitraEvaluatorCase, error) {
	out, err := arbitraEvaluator.abi.Unpack("caseOf", data)
	if err != nil {
		return *new(ArbitraEvaluatorCase), err
	}
	out0 := *abi.ConvertType(out[0], new(ArbitraEvaluatorCase)).(*ArbitraEvaluatorCase)
	return out0, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (arbitraEvaluator *ArbitraEvaluator) PackEscrow() []byte {
	enc, err := arbitraEvaluator.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (arbitraEvaluator *ArbitraEvaluator) TryPackEscrow() ([]byte, error) {
	return arbitraEvaluator.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (arbitraEvaluator *ArbitraEvaluator) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := arbitraEvaluator.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackJurorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x194bd40e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jurorFee() view returns(uint256)
func (arbitraEvaluator *ArbitraEvaluator) PackJurorFee() []byte {
	enc, err := arbitraEvaluator.abi.Pack("jurorFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJurorFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x194bd40e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jurorFee() view returns(uint256)
func (arbitraEvaluator *ArbitraEvaluator) TryPackJurorFee() ([]byte, error) {
	return arbitraEvaluator.abi.Pack("jurorFee")
}

// UnpackJurorFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x194bd40e.
//
// Solidity: function jurorFee() view returns(uint256)
func (arbitraEvaluator *ArbitraEvaluator) UnpackJurorFee(data []byte) (*big.Int, error) {
	out, err := arbitraEvaluator.abi.Unpack("jurorFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a0e5c9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(address jobContract, uint256 jobId) returns(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) PackOpen(jobContract common.Address, jobId *big.Int) []byte {
	enc, err := arbitraEvaluator.abi.Pack("open", jobContract, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a0e5c9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(address jobContract, uint256 jobId) returns(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) TryPackOpen(jobContract common.Address, jobId *big.Int) ([]byte, error) {
	return arbitraEvaluator.abi.Pack("open", jobContract, jobId)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a0e5c9d.
//
// Solidity: function open(address jobContract, uint256 jobId) returns(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) UnpackOpen(data []byte) ([32]byte, error) {
	out, err := arbitraEvaluator.abi.Unpack("open", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15afd409.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(address jobContract, uint256 jobId) returns(bool completed)
func (arbitraEvaluator *ArbitraEvaluator) PackSettle(jobContract common.Address, jobId *big.Int) []byte {
	enc, err := arbitraEvaluator.abi.Pack("settle", jobContract, jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15afd409.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(address jobContract, uint256 jobId) returns(bool completed)
func (arbitraEvaluator *ArbitraEvaluator) TryPackSettle(jobContract common.Address, jobId *big.Int) ([]byte, error) {
	return arbitraEvaluator.abi.Pack("settle", jobContract, jobId)
}

// UnpackSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x15afd409.
//
// Solidity: function settle(address jobContract, uint256 jobId) returns(bool completed)
func (arbitraEvaluator *ArbitraEvaluator) UnpackSettle(data []byte) (bool, error) {
	out, err := arbitraEvaluator.abi.Unpack("settle", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ArbitraEvaluatorCaseOpened represents a CaseOpened event raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorCaseOpened struct {
	DealId          [32]byte
	JobContract     common.Address
	JobId           *big.Int
	Opener          common.Address
	CriteriaHash    [32]byte
	DeliverableHash [32]byte
	JurorFee        *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const ArbitraEvaluatorCaseOpenedEventName = "CaseOpened"

// ContractEventName returns the user-defined event name.
func (ArbitraEvaluatorCaseOpened) ContractEventName() string {
	return ArbitraEvaluatorCaseOpenedEventName
}

// UnpackCaseOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CaseOpened(bytes32 indexed dealId, address indexed jobContract, uint256 indexed jobId, address opener, bytes32 criteriaHash, bytes32 deliverableHash, uint256 jurorFee)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseOpenedEvent(log *types.Log) (*ArbitraEvaluatorCaseOpened, error) {
	event := "CaseOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbitraEvaluator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbitraEvaluatorCaseOpened)
	if len(log.Data) > 0 {
		if err := arbitraEvaluator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbitraEvaluator.abi.Events[event].Inputs {
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

// ArbitraEvaluatorCaseSettled represents a CaseSettled event raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorCaseSettled struct {
	DealId      [32]byte
	JobContract common.Address
	JobId       *big.Int
	Completed   bool
	VerdictHash [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbitraEvaluatorCaseSettledEventName = "CaseSettled"

// ContractEventName returns the user-defined event name.
func (ArbitraEvaluatorCaseSettled) ContractEventName() string {
	return ArbitraEvaluatorCaseSettledEventName
}

// UnpackCaseSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CaseSettled(bytes32 indexed dealId, address indexed jobContract, uint256 indexed jobId, bool completed, bytes32 verdictHash)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseSettledEvent(log *types.Log) (*ArbitraEvaluatorCaseSettled, error) {
	event := "CaseSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbitraEvaluator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbitraEvaluatorCaseSettled)
	if len(log.Data) > 0 {
		if err := arbitraEvaluator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbitraEvaluator.abi.Events[event].Inputs {
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
func (arbitraEvaluator *ArbitraEvaluator) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["CaseAlreadyOpen"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackCaseAlreadyOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["CaseAlreadySettled"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackCaseAlreadySettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["CaseNotDecided"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackCaseNotDecidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["EscrowHasOracle"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackEscrowHasOracleError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["JobExpired"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackJobExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["JobNotSubmitted"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackJobNotSubmittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["NoCase"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackNoCaseError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["NotCaseOpenerOf"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackNotCaseOpenerOfError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["NotTheEvaluator"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackNotTheEvaluatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbitraEvaluator.abi.Errors["ZeroFee"].ID.Bytes()[:4]) {
		return arbitraEvaluator.UnpackZeroFeeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ArbitraEvaluatorCaseAlreadyOpen represents a CaseAlreadyOpen error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorCaseAlreadyOpen struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CaseAlreadyOpen(bytes32 dealId)
func ArbitraEvaluatorCaseAlreadyOpenErrorID() common.Hash {
	return common.HexToHash("0xc1a96d55de03711dc284db04f046717bf32bce1d6d4e1df26ba45573e4e31b5a")
}

// UnpackCaseAlreadyOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CaseAlreadyOpen(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseAlreadyOpenError(raw []byte) (*ArbitraEvaluatorCaseAlreadyOpen, error) {
	out := new(ArbitraEvaluatorCaseAlreadyOpen)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "CaseAlreadyOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorCaseAlreadySettled represents a CaseAlreadySettled error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorCaseAlreadySettled struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CaseAlreadySettled(bytes32 dealId)
func ArbitraEvaluatorCaseAlreadySettledErrorID() common.Hash {
	return common.HexToHash("0x815422b4a3aa0678f94a9c33d8385a9ee4f2887527d1fdb1d42027ac76faaa67")
}

// UnpackCaseAlreadySettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CaseAlreadySettled(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseAlreadySettledError(raw []byte) (*ArbitraEvaluatorCaseAlreadySettled, error) {
	out := new(ArbitraEvaluatorCaseAlreadySettled)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "CaseAlreadySettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorCaseNotDecided represents a CaseNotDecided error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorCaseNotDecided struct {
	DealId [32]byte
	State  uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CaseNotDecided(bytes32 dealId, uint8 state)
func ArbitraEvaluatorCaseNotDecidedErrorID() common.Hash {
	return common.HexToHash("0x5161df826bb1fe723e554e2b4d5f04c248993ad62bcf1c5e4da4eefab199bd10")
}

// UnpackCaseNotDecidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CaseNotDecided(bytes32 dealId, uint8 state)
func (arbitraEvaluator *ArbitraEvaluator) UnpackCaseNotDecidedError(raw []byte) (*ArbitraEvaluatorCaseNotDecided, error) {
	out := new(ArbitraEvaluatorCaseNotDecided)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "CaseNotDecided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorEscrowHasOracle represents a EscrowHasOracle error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorEscrowHasOracle struct {
	Oracle common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowHasOracle(address oracle)
func ArbitraEvaluatorEscrowHasOracleErrorID() common.Hash {
	return common.HexToHash("0x03ae44f177fe72cafb0a7f1141c858a5dfd24bf4856871d6b7d9b7826b63c432")
}

// UnpackEscrowHasOracleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowHasOracle(address oracle)
func (arbitraEvaluator *ArbitraEvaluator) UnpackEscrowHasOracleError(raw []byte) (*ArbitraEvaluatorEscrowHasOracle, error) {
	out := new(ArbitraEvaluatorEscrowHasOracle)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "EscrowHasOracle", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorJobExpired represents a JobExpired error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorJobExpired struct {
	ExpiredAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobExpired(uint256 expiredAt)
func ArbitraEvaluatorJobExpiredErrorID() common.Hash {
	return common.HexToHash("0x97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba9232")
}

// UnpackJobExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobExpired(uint256 expiredAt)
func (arbitraEvaluator *ArbitraEvaluator) UnpackJobExpiredError(raw []byte) (*ArbitraEvaluatorJobExpired, error) {
	out := new(ArbitraEvaluatorJobExpired)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "JobExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorJobNotSubmitted represents a JobNotSubmitted error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorJobNotSubmitted struct {
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JobNotSubmitted(uint8 status)
func ArbitraEvaluatorJobNotSubmittedErrorID() common.Hash {
	return common.HexToHash("0xdf39caa083dfb17ce048470c4e0453633e45d4a2690cf5e6ceea71bddc888320")
}

// UnpackJobNotSubmittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JobNotSubmitted(uint8 status)
func (arbitraEvaluator *ArbitraEvaluator) UnpackJobNotSubmittedError(raw []byte) (*ArbitraEvaluatorJobNotSubmitted, error) {
	out := new(ArbitraEvaluatorJobNotSubmitted)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "JobNotSubmitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorNoCase represents a NoCase error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorNoCase struct {
	DealId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoCase(bytes32 dealId)
func ArbitraEvaluatorNoCaseErrorID() common.Hash {
	return common.HexToHash("0x9c12702112de59b9ab2ffbad0a86eb864ba7f133f8eb2c10531f8c3aa2663b2e")
}

// UnpackNoCaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoCase(bytes32 dealId)
func (arbitraEvaluator *ArbitraEvaluator) UnpackNoCaseError(raw []byte) (*ArbitraEvaluatorNoCase, error) {
	out := new(ArbitraEvaluatorNoCase)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "NoCase", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorNotCaseOpenerOf represents a NotCaseOpenerOf error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorNotCaseOpenerOf struct {
	Escrow common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCaseOpenerOf(address escrow)
func ArbitraEvaluatorNotCaseOpenerOfErrorID() common.Hash {
	return common.HexToHash("0xe8deced981da6c08e4df8ec23c82841d95b9b4a4f2d15ebe25d4a228fd85f9e1")
}

// UnpackNotCaseOpenerOfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCaseOpenerOf(address escrow)
func (arbitraEvaluator *ArbitraEvaluator) UnpackNotCaseOpenerOfError(raw []byte) (*ArbitraEvaluatorNotCaseOpenerOf, error) {
	out := new(ArbitraEvaluatorNotCaseOpenerOf)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "NotCaseOpenerOf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorNotTheEvaluator represents a NotTheEvaluator error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorNotTheEvaluator struct {
	Evaluator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotTheEvaluator(address evaluator)
func ArbitraEvaluatorNotTheEvaluatorErrorID() common.Hash {
	return common.HexToHash("0xeb6ae02970eee2f0c06edb80bc91d6befb13ef71269039720c01c22597a6e963")
}

// UnpackNotTheEvaluatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotTheEvaluator(address evaluator)
func (arbitraEvaluator *ArbitraEvaluator) UnpackNotTheEvaluatorError(raw []byte) (*ArbitraEvaluatorNotTheEvaluator, error) {
	out := new(ArbitraEvaluatorNotTheEvaluator)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "NotTheEvaluator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func ArbitraEvaluatorReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (arbitraEvaluator *ArbitraEvaluator) UnpackReentrancyGuardReentrantCallError(raw []byte) (*ArbitraEvaluatorReentrancyGuardReentrantCall, error) {
	out := new(ArbitraEvaluatorReentrancyGuardReentrantCall)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func ArbitraEvaluatorSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (arbitraEvaluator *ArbitraEvaluator) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*ArbitraEvaluatorSafeCastOverflowedUintDowncast, error) {
	out := new(ArbitraEvaluatorSafeCastOverflowedUintDowncast)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ArbitraEvaluatorSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (arbitraEvaluator *ArbitraEvaluator) UnpackSafeERC20FailedOperationError(raw []byte) (*ArbitraEvaluatorSafeERC20FailedOperation, error) {
	out := new(ArbitraEvaluatorSafeERC20FailedOperation)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbitraEvaluatorZeroFee represents a ZeroFee error raised by the ArbitraEvaluator contract.
type ArbitraEvaluatorZeroFee struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroFee()
func ArbitraEvaluatorZeroFeeErrorID() common.Hash {
	return common.HexToHash("0xaf13986d418e4b80e36f0b9d3502f4029fc089b272f0666af24393def6b9f097")
}

// UnpackZeroFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroFee()
func (arbitraEvaluator *ArbitraEvaluator) UnpackZeroFeeError(raw []byte) (*ArbitraEvaluatorZeroFee, error) {
	out := new(ArbitraEvaluatorZeroFee)
	if err := arbitraEvaluator.abi.UnpackIntoInterface(out, "ZeroFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}
