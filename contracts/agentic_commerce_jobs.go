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

// AgenticCommerceJobsJob is an auto generated low-level Go binding around an user-defined struct.
type AgenticCommerceJobsJob struct {
	Client      common.Address
	Provider    common.Address
	Evaluator   common.Address
	Description string
	Budget      *big.Int
	ExpiredAt   *big.Int
	Status      uint8
	Hook        common.Address
	Deliverable [32]byte
}

// AgenticCommerceJobsMetaData contains all meta data concerning the AgenticCommerceJobs contract.
var AgenticCommerceJobsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"refundGrace_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"}],\"name\":\"BudgetMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"ExpiryNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"NoSuchJob\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"refundableAt\",\"type\":\"uint256\"}],\"name\":\"NotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderAlreadySet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ProviderNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"Unauthorized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"enumAgenticCommerceJobs.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"}],\"name\":\"WrongStatus\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroBudget\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"BudgetSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobCompleted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"}],\"name\":\"JobCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"JobExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"JobFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"rejector\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"}],\"name\":\"JobRejected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"name\":\"JobSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentReleased\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"}],\"name\":\"ProviderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"HOOK_GAS_LIMIT\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"claimRefund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"complete\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"}],\"name\":\"createJob\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expectedBudget\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"}],\"name\":\"getJob\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"evaluator\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"description\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiredAt\",\"type\":\"uint256\"},{\"internalType\":\"enumAgenticCommerceJobs.JobStatus\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"hook\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"}],\"internalType\":\"structAgenticCommerceJobs.Job\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"jobCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paymentToken\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"refundGrace\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"reason\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"reject\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setBudget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"setProvider\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"jobId\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"deliverable\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"optParams\",\"type\":\"bytes\"}],\"name\":\"submit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "AgenticCommerceJobs",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161187938038061187983398101604081905261002e9161008f565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556001600160a01b0382166100795760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0390911660805260a0526100c6565b5f5f604083850312156100a0575f5ffd5b82516001600160a01b03811681146100b6575f5ffd5b6020939093015192949293505050565b60805160a0516117706101095f395f818161017c015261061501525f818160d4015281816104a80152818161068501528181610c200152610d9101526117705ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c8063acbe79b711610088578063d2e13f5011610063578063d2e13f50146101d1578063d75bbdf3146101e4578063dd4ae9d4146101f7578063ff54740f1461020a575f5ffd5b8063acbe79b714610177578063bf22c4571461019e578063c9a84bb9146101be575f5ffd5b80633013ce29146100cf578063415288121461011357806341dd26f5146101345780634c5d8a0f146101495780635b7baf64146101515780639e63798d14610164575b5f5ffd5b6100f67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b61012661012136600461128e565b610214565b60405190815260200161010a565b610147610142366004611307565b610352565b005b6101265f5481565b61014761015f366004611356565b61057c565b610147610172366004611307565b610746565b6101267f000000000000000000000000000000000000000000000000000000000000000081565b6101b16101ac366004611356565b610838565b60405161010a91906113cf565b6101476101cc36600461148a565b6109c2565b6101476101df366004611307565b610af8565b6101476101f2366004611307565b610cf1565b610147610205366004611307565b610e43565b6101266207a12081565b5f6001600160a01b03861661023c5760405163d92e233d60e01b815260040160405180910390fd5b42851161026457604051631726840f60e21b8152600481018690526024015b60405180910390fd5b5f5f8154610271906114dc565b91829055505f8181526001602081905260409091208054336001600160a01b0319918216178255918101805483166001600160a01b038c811691909117909155600282018054909316908a1617909155909150600381016102d3858783611596565b50600581018690556006810180546001600160a01b0385811661010002610100600160a81b03199092169190911790915560408051898316815260208101899052918a1691339185917fef137df1d007645178f3f70e5c306d8d0b84bb5c70cabda9bb0f8f3c71932a0f910160405180910390a4509695505050505050565b61035a610f22565b5f61036485610f3d565b600681015490915060ff165f8160058111156103825761038261139b565b036103b85781546001600160a01b031633146103b35760405163472511eb60e11b815233600482015260240161025b565b61043a565b60018160058111156103cc576103cc61139b565b14806103e9575060028160058111156103e7576103e761139b565b145b1561041d5760028201546001600160a01b031633146103b35760405163472511eb60e11b815233600482015260240161025b565b858160405163a5d15e1f60e01b815260040161025b929190611651565b5f85858560405160200161045093929190611694565b604051602081830303815290604052905061046c838883610f7a565b60068301805460ff191660041790555f82600581111561048e5761048e61139b565b1461051b57825460048401546104d2916001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000811692911690611010565b825460048401546040519081526001600160a01b039091169088907f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49060200160405180910390a35b604051868152339088907fae7362b1af91f4492868987b9c73990d780060811551b58728fbe96fd1bab2759060200160405180910390a361055d838883611045565b50505061057660015f51602061171b5f395f51905f5255565b50505050565b610584610f22565b5f61058e82610f3d565b600681015490915060ff1660018160058111156105ad576105ad61139b565b141580156105cd575060028160058111156105ca576105ca61139b565b14155b156105ef57828160405163a5d15e1f60e01b815260040161025b929190611651565b5f60028260058111156106045761060461139b565b14610613578260050154610643565b7f0000000000000000000000000000000000000000000000000000000000000000836005015461064391906116b6565b90508042101561066957604051631f98655760e21b81526004810182905260240161025b565b60068301805460ff19166005179055825460048401546106b8917f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0390811692911690611010565b825460048401546040519081526001600160a01b039091169085907f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49060200160405180910390a360405184907f97237956f8810192811e2c3f273fd02c5d6295206fdd9c62e6fe2bfc19ba9232905f90a250505061074360015f51602061171b5f395f51905f5255565b50565b61074e610f22565b5f61075885610f3d565b9050610766858260016110a7565b60018101546001600160a01b031633146107955760405163472511eb60e11b815233600482015260240161025b565b5f8484846040516020016107ab93929190611694565b60405160208183030381529060405290506107c7828783610f7a565b60068201805460ff1916600217905560078201859055604051858152339087907f80c17db79857f338a6a6df68a6883ecc0ce78e2202fe61ed979733573f40538e906020015b60405180910390a3610820828783611045565b505061057660015f51602061171b5f395f51905f5255565b60408051610120810182525f808252602082018190529181018290526060808201526080810182905260a0810182905260c0810182905260e0810182905261010081019190915261088882610f3d565b604080516101208101825282546001600160a01b039081168252600184015481166020830152600284015416918101919091526003820180549192916060840191906108d390611508565b80601f01602080910402602001604051908101604052809291908181526020018280546108ff90611508565b801561094a5780601f106109215761010080835404028352916020019161094a565b820191905f5260205f20905b81548152906001019060200180831161092d57829003601f168201915b5050509183525050600482015460208201526005808301546040830152600683015460609092019160ff16908111156109855761098561139b565b60058111156109965761099661139b565b8152600682015461010090046001600160a01b0316602082015260079091015460409091015292915050565b6109ca610f22565b5f6109d485610f3d565b90506109e185825f6110a7565b80546001600160a01b03163314610a0d5760405163472511eb60e11b815233600482015260240161025b565b60018101546001600160a01b031615610a4a57600181015460405163055292df60e41b81526001600160a01b03909116600482015260240161025b565b6001600160a01b038416610a715760405163d92e233d60e01b815260040160405180910390fd5b5f848484604051602001610a87939291906116cf565b6040516020818303038152906040529050610aa3828783610f7a565b6001820180546001600160a01b0319166001600160a01b03871690811790915560405187907f9a87df076ea1725aba8ba29d32517ce37c9597d88cbf16ec6707892cc330ab69905f90a3610820828783611045565b610b00610f22565b5f610b0a85610f3d565b9050610b1785825f6110a7565b80546001600160a01b03163314610b435760405163472511eb60e11b815233600482015260240161025b565b80600401545f03610b6a5760405160016268479f60e01b0319815260040160405180910390fd5b60018101546001600160a01b0316610b955760405163a9456d4360e01b815260040160405180910390fd5b83816004015414610bc65760048181015460405163733580bd60e01b8152918201526024810185905260440161025b565b610c06818685858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610f7a92505050565b60068101805460ff191660011790556004810154610c52907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690339030906110fd565b336001600160a01b0316857fe3fbcc1ea1bdc559ec7f0347efde7655e58b5f45a30b0e4470a583c3ef5496b38360040154604051610c9291815260200190565b60405180910390a3610cda818685858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061104592505050565b5061057660015f51602061171b5f395f51905f5255565b610cf9610f22565b5f610d0385610f3d565b9050610d11858260026110a7565b60028101546001600160a01b03163314610d405760405163472511eb60e11b815233600482015260240161025b565b5f848484604051602001610d5693929190611694565b6040516020818303038152906040529050610d72828783610f7a565b60068201805460ff1916600317905560018201546004830154610dc4917f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0390811692911690611010565b604051858152339087907f0fd54bd364fa9e67f17b091aefe930932c09fe7651cf5ad02c71a418f33414449060200160405180910390a3600182015460048301546040519081526001600160a01b039091169087907f21d71db5be59bb9fa133895586b7404307dd33fb93b16db09dc6f1d9d7d231b09060200161080d565b610e4b610f22565b5f610e5585610f3d565b9050610e6285825f6110a7565b80546001600160a01b03163314801590610e89575060018101546001600160a01b03163314155b15610ea95760405163472511eb60e11b815233600482015260240161025b565b5f848484604051602001610ebf93929190611694565b6040516020818303038152906040529050610edb828783610f7a565b6004820185905560405185815286907f869e2577b006bf47ee981cf6fec2e25583548081c14b98deab587f77b50680389060200160405180910390a2610820828783611045565b610f2a611133565b60025f51602061171b5f395f51905f5255565b5f81815260016020526040902080546001600160a01b0316610f7557604051630b3bd0c760e01b81526004810183905260240161025b565b919050565b600683015461010090046001600160a01b03161561100b57600683015460405163dc08fb1d60e01b81526101009091046001600160a01b03169063dc08fb1d906207a12090610fdc9086905f356001600160e01b0319169087906004016116f3565b5f604051808303815f88803b158015610ff3575f5ffd5b5087f1158015611005573d5f5f3e3d5ffd5b50505050505b505050565b61101d8383836001611164565b61100b57604051635274afe760e01b81526001600160a01b038416600482015260240161025b565b600683015461010090046001600160a01b03161561100b57600683015460405163a3fe478360e01b81526101009091046001600160a01b03169063a3fe4783906207a12090610fdc9086905f356001600160e01b0319169087906004016116f3565b8060058111156110b9576110b961139b565b600683015460ff1660058111156110d2576110d261139b565b1461100b57600682015460405163a5d15e1f60e01b815261025b91859160ff90911690600401611651565b61110b8484848460016111c6565b61057657604051635274afe760e01b81526001600160a01b038516600482015260240161025b565b5f51602061171b5f395f51905f525460020361116257604051633ee5aeb560e01b815260040160405180910390fd5b565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166111ba5783831516156111ae573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316611222578383151615611216573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b80356001600160a01b0381168114610f75575f5ffd5b5f5f83601f840112611259575f5ffd5b50813567ffffffffffffffff811115611270575f5ffd5b602083019150836020828501011115611287575f5ffd5b9250929050565b5f5f5f5f5f5f60a087890312156112a3575f5ffd5b6112ac87611233565b95506112ba60208801611233565b945060408701359350606087013567ffffffffffffffff8111156112dc575f5ffd5b6112e889828a01611249565b90945092506112fb905060808801611233565b90509295509295509295565b5f5f5f5f6060858703121561131a575f5ffd5b8435935060208501359250604085013567ffffffffffffffff81111561133e575f5ffd5b61134a87828801611249565b95989497509550505050565b5f60208284031215611366575f5ffd5b5035919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b634e487b7160e01b5f52602160045260245ffd5b600681106113cb57634e487b7160e01b5f52602160045260245ffd5b9052565b602081526113e96020820183516001600160a01b03169052565b5f602083015161140460408401826001600160a01b03169052565b5060408301516001600160a01b0381166060840152506060830151610120608084015261143561014084018261136d565b9050608084015160a084015260a084015160c084015260c084015161145d60e08501826113af565b5060e08401516001600160a01b038116610100850152506101008401516101208401528091505092915050565b5f5f5f5f6060858703121561149d575f5ffd5b843593506114ad60208601611233565b9250604085013567ffffffffffffffff81111561133e575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b5f600182016114ed576114ed6114c8565b5060010190565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061151c57607f821691505b60208210810361153a57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561100b578282111561100b57805f5260205f20601f840160051c602085101561156b57505f5b90810190601f840160051c035f5b8181101561158e575f83820155600101611579565b505050505050565b67ffffffffffffffff8311156115ae576115ae6114f4565b6115c2836115bc8354611508565b83611540565b5f601f8411600181146115f3575f85156115dc5750838201355b5f19600387901b1c1916600186901b17835561164a565b5f83815260208120601f198716915b828110156116225786850135825560209485019460019092019101611602565b508682101561163e575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b8281526040810161166560208301846113af565b9392505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f6116ad60408301848661166c565b95945050505050565b808201808211156116c9576116c96114c8565b92915050565b6001600160a01b03841681526040602082018190525f906116ad908301848661166c565b83815263ffffffff60e01b83166020820152606060408201525f6116ad606083018461136d56fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a26469706673582212201de81c659a5ec06651f0cb67a632b80bc5b40413cd9d076444360035f3dacf0464736f6c63430008250033",
}

// AgenticCommerceJobs is an auto generated Go binding around an Ethereum contract.
type AgenticCommerceJobs struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgenticCommerceJobs) GetABI() abi.ABI {
	return c.abi
}

// NewAgenticCommerceJobs creates a new instance of AgenticCommerceJobs.
func NewAgenticCommerceJobs() *AgenticCommerceJobs {
	parsed, err := AgenticCommerceJobsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgenticCommerceJobs{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgenticCommerceJobs) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token, uint256 refundGrace_) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackConstructor(token common.Address, refundGrace_ *big.Int) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("", token, refundGrace_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackHOOKGASLIMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff54740f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HOOK_GAS_LIMIT() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) PackHOOKGASLIMIT() []byte {
	enc, err := agenticCommerceJobs.abi.Pack("HOOK_GAS_LIMIT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHOOKGASLIMIT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff54740f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HOOK_GAS_LIMIT() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackHOOKGASLIMIT() ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("HOOK_GAS_LIMIT")
}

// UnpackHOOKGASLIMIT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff54740f.
//
// Solidity: function HOOK_GAS_LIMIT() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackHOOKGASLIMIT(data []byte) (*big.Int, error) {
	out, err := agenticCommerceJobs.abi.Unpack("HOOK_GAS_LIMIT", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund(uint256 jobId) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackClaimRefund(jobId *big.Int) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("claimRefund", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b7baf64.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund(uint256 jobId) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackClaimRefund(jobId *big.Int) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("claimRefund", jobId)
}

// PackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackComplete(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("complete", jobId, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComplete is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd75bbdf3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function complete(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackComplete(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("complete", jobId, reason, optParams)
}

// PackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41528812.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (agenticCommerceJobs *AgenticCommerceJobs) PackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41528812.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackCreateJob(provider common.Address, evaluator common.Address, expiredAt *big.Int, description string, hook common.Address) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("createJob", provider, evaluator, expiredAt, description, hook)
}

// UnpackCreateJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x41528812.
//
// Solidity: function createJob(address provider, address evaluator, uint256 expiredAt, string description, address hook) returns(uint256 jobId)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackCreateJob(data []byte) (*big.Int, error) {
	out, err := agenticCommerceJobs.abi.Unpack("createJob", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2e13f50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("fund", jobId, expectedBudget, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2e13f50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint256 jobId, uint256 expectedBudget, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackFund(jobId *big.Int, expectedBudget *big.Int, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("fund", jobId, expectedBudget, optParams)
}

// PackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,string,uint256,uint256,uint8,address,bytes32))
func (agenticCommerceJobs *AgenticCommerceJobs) PackGetJob(jobId *big.Int) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("getJob", jobId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetJob is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf22c457.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,string,uint256,uint256,uint8,address,bytes32))
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackGetJob(jobId *big.Int) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("getJob", jobId)
}

// UnpackGetJob is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf22c457.
//
// Solidity: function getJob(uint256 jobId) view returns((address,address,address,string,uint256,uint256,uint8,address,bytes32))
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackGetJob(data []byte) (AgenticCommerceJobsJob, error) {
	out, err := agenticCommerceJobs.abi.Unpack("getJob", data)
	if err != nil {
		return *new(AgenticCommerceJobsJob), err
	}
	out0 := *abi.ConvertType(out[0], new(AgenticCommerceJobsJob)).(*AgenticCommerceJobsJob)
	return out0, nil
}

// PackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function jobCount() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) PackJobCount() []byte {
	enc, err := agenticCommerceJobs.abi.Pack("jobCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJobCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4c5d8a0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function jobCount() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackJobCount() ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("jobCount")
}

// UnpackJobCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4c5d8a0f.
//
// Solidity: function jobCount() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobCount(data []byte) (*big.Int, error) {
	out, err := agenticCommerceJobs.abi.Unpack("jobCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPaymentToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3013ce29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paymentToken() view returns(address)
func (agenticCommerceJobs *AgenticCommerceJobs) PackPaymentToken() []byte {
	enc, err := agenticCommerceJobs.abi.Pack("paymentToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaymentToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3013ce29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paymentToken() view returns(address)
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackPaymentToken() ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("paymentToken")
}

// UnpackPaymentToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3013ce29.
//
// Solidity: function paymentToken() view returns(address)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackPaymentToken(data []byte) (common.Address, error) {
	out, err := agenticCommerceJobs.abi.Unpack("paymentToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRefundGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacbe79b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundGrace() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) PackRefundGrace() []byte {
	enc, err := agenticCommerceJobs.abi.Pack("refundGrace")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundGrace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xacbe79b7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundGrace() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackRefundGrace() ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("refundGrace")
}

// UnpackRefundGrace is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xacbe79b7.
//
// Solidity: function refundGrace() view returns(uint256)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackRefundGrace(data []byte) (*big.Int, error) {
	out, err := agenticCommerceJobs.abi.Unpack("refundGrace", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackReject(jobId *big.Int, reason [32]byte, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("reject", jobId, reason, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41dd26f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 jobId, bytes32 reason, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackReject(jobId *big.Int, reason [32]byte, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("reject", jobId, reason, optParams)
}

// PackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4ae9d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackSetBudget(jobId *big.Int, amount *big.Int, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("setBudget", jobId, amount, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBudget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd4ae9d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBudget(uint256 jobId, uint256 amount, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackSetBudget(jobId *big.Int, amount *big.Int, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("setBudget", jobId, amount, optParams)
}

// PackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a84bb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setProvider(uint256 jobId, address provider, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackSetProvider(jobId *big.Int, provider common.Address, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("setProvider", jobId, provider, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetProvider is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9a84bb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setProvider(uint256 jobId, address provider, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackSetProvider(jobId *big.Int, provider common.Address, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("setProvider", jobId, provider, optParams)
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) PackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) []byte {
	enc, err := agenticCommerceJobs.abi.Pack("submit", jobId, deliverable, optParams)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9e63798d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 jobId, bytes32 deliverable, bytes optParams) returns()
func (agenticCommerceJobs *AgenticCommerceJobs) TryPackSubmit(jobId *big.Int, deliverable [32]byte, optParams []byte) ([]byte, error) {
	return agenticCommerceJobs.abi.Pack("submit", jobId, deliverable, optParams)
}

// AgenticCommerceJobsBudgetSet represents a BudgetSet event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsBudgetSet struct {
	JobId  *big.Int
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsBudgetSetEventName = "BudgetSet"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsBudgetSet) ContractEventName() string {
	return AgenticCommerceJobsBudgetSetEventName
}

// UnpackBudgetSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BudgetSet(uint256 indexed jobId, uint256 amount)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackBudgetSetEvent(log *types.Log) (*AgenticCommerceJobsBudgetSet, error) {
	event := "BudgetSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsBudgetSet)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobCompleted represents a JobCompleted event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobCompleted struct {
	JobId     *big.Int
	Evaluator common.Address
	Reason    [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobCompletedEventName = "JobCompleted"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobCompleted) ContractEventName() string {
	return AgenticCommerceJobsJobCompletedEventName
}

// UnpackJobCompletedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobCompletedEvent(log *types.Log) (*AgenticCommerceJobsJobCompleted, error) {
	event := "JobCompleted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobCompleted)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobCreated represents a JobCreated event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobCreated struct {
	JobId     *big.Int
	Client    common.Address
	Provider  common.Address
	Evaluator common.Address
	ExpiredAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobCreatedEventName = "JobCreated"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobCreated) ContractEventName() string {
	return AgenticCommerceJobsJobCreatedEventName
}

// UnpackJobCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobCreated(uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint256 expiredAt)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobCreatedEvent(log *types.Log) (*AgenticCommerceJobsJobCreated, error) {
	event := "JobCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobCreated)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobExpired represents a JobExpired event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobExpired struct {
	JobId *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobExpiredEventName = "JobExpired"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobExpired) ContractEventName() string {
	return AgenticCommerceJobsJobExpiredEventName
}

// UnpackJobExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobExpired(uint256 indexed jobId)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobExpiredEvent(log *types.Log) (*AgenticCommerceJobsJobExpired, error) {
	event := "JobExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobExpired)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobFunded represents a JobFunded event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobFunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobFundedEventName = "JobFunded"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobFunded) ContractEventName() string {
	return AgenticCommerceJobsJobFundedEventName
}

// UnpackJobFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobFundedEvent(log *types.Log) (*AgenticCommerceJobsJobFunded, error) {
	event := "JobFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobFunded)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobRejected represents a JobRejected event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobRejected struct {
	JobId    *big.Int
	Rejector common.Address
	Reason   [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobRejectedEventName = "JobRejected"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobRejected) ContractEventName() string {
	return AgenticCommerceJobsJobRejectedEventName
}

// UnpackJobRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobRejectedEvent(log *types.Log) (*AgenticCommerceJobsJobRejected, error) {
	event := "JobRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobRejected)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsJobSubmitted represents a JobSubmitted event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsJobSubmitted struct {
	JobId       *big.Int
	Provider    common.Address
	Deliverable [32]byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsJobSubmittedEventName = "JobSubmitted"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsJobSubmitted) ContractEventName() string {
	return AgenticCommerceJobsJobSubmittedEventName
}

// UnpackJobSubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackJobSubmittedEvent(log *types.Log) (*AgenticCommerceJobsJobSubmitted, error) {
	event := "JobSubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsJobSubmitted)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsPaymentReleased represents a PaymentReleased event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsPaymentReleased struct {
	JobId    *big.Int
	Provider common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsPaymentReleasedEventName = "PaymentReleased"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsPaymentReleased) ContractEventName() string {
	return AgenticCommerceJobsPaymentReleasedEventName
}

// UnpackPaymentReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackPaymentReleasedEvent(log *types.Log) (*AgenticCommerceJobsPaymentReleased, error) {
	event := "PaymentReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsPaymentReleased)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsProviderSet represents a ProviderSet event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsProviderSet struct {
	JobId    *big.Int
	Provider common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsProviderSetEventName = "ProviderSet"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsProviderSet) ContractEventName() string {
	return AgenticCommerceJobsProviderSetEventName
}

// UnpackProviderSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ProviderSet(uint256 indexed jobId, address indexed provider)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackProviderSetEvent(log *types.Log) (*AgenticCommerceJobsProviderSet, error) {
	event := "ProviderSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsProviderSet)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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

// AgenticCommerceJobsRefunded represents a Refunded event raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsRefunded struct {
	JobId  *big.Int
	Client common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AgenticCommerceJobsRefundedEventName = "Refunded"

// ContractEventName returns the user-defined event name.
func (AgenticCommerceJobsRefunded) ContractEventName() string {
	return AgenticCommerceJobsRefundedEventName
}

// UnpackRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Refunded(uint256 indexed jobId, address indexed client, uint256 amount)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackRefundedEvent(log *types.Log) (*AgenticCommerceJobsRefunded, error) {
	event := "Refunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agenticCommerceJobs.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgenticCommerceJobsRefunded)
	if len(log.Data) > 0 {
		if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agenticCommerceJobs.abi.Events[event].Inputs {
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
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["BudgetMismatch"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackBudgetMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ExpiryNotInFuture"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackExpiryNotInFutureError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["NoSuchJob"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackNoSuchJobError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ProviderAlreadySet"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackProviderAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ProviderNotSet"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackProviderNotSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["WrongStatus"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], agenticCommerceJobs.abi.Errors["ZeroBudget"].ID.Bytes()[:4]) {
		return agenticCommerceJobs.UnpackZeroBudgetError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgenticCommerceJobsBudgetMismatch represents a BudgetMismatch error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsBudgetMismatch struct {
	Budget         *big.Int
	ExpectedBudget *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetMismatch(uint256 budget, uint256 expectedBudget)
func AgenticCommerceJobsBudgetMismatchErrorID() common.Hash {
	return common.HexToHash("0x733580bdd9673e94c0e0116aedc5402eab407ab12d9fc5ea918f64e45a9f4921")
}

// UnpackBudgetMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetMismatch(uint256 budget, uint256 expectedBudget)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackBudgetMismatchError(raw []byte) (*AgenticCommerceJobsBudgetMismatch, error) {
	out := new(AgenticCommerceJobsBudgetMismatch)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "BudgetMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsExpiryNotInFuture represents a ExpiryNotInFuture error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsExpiryNotInFuture struct {
	ExpiredAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpiryNotInFuture(uint256 expiredAt)
func AgenticCommerceJobsExpiryNotInFutureErrorID() common.Hash {
	return common.HexToHash("0x5c9a103c96a9a042e506347f32fd87dd416c40bbbaf6577def307b2ae07da37e")
}

// UnpackExpiryNotInFutureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpiryNotInFuture(uint256 expiredAt)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackExpiryNotInFutureError(raw []byte) (*AgenticCommerceJobsExpiryNotInFuture, error) {
	out := new(AgenticCommerceJobsExpiryNotInFuture)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ExpiryNotInFuture", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsNoSuchJob represents a NoSuchJob error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsNoSuchJob struct {
	JobId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchJob(uint256 jobId)
func AgenticCommerceJobsNoSuchJobErrorID() common.Hash {
	return common.HexToHash("0x0b3bd0c7aec56af59d95c1d9f4ed32806c4b3a79c067f0a207024200b1127795")
}

// UnpackNoSuchJobError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchJob(uint256 jobId)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackNoSuchJobError(raw []byte) (*AgenticCommerceJobsNoSuchJob, error) {
	out := new(AgenticCommerceJobsNoSuchJob)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "NoSuchJob", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsNotExpired represents a NotExpired error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsNotExpired struct {
	RefundableAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(uint256 refundableAt)
func AgenticCommerceJobsNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x7e61955c0b73bbfba2dc5767b2446736bb856992769eb475683ed4037331eea3")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(uint256 refundableAt)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackNotExpiredError(raw []byte) (*AgenticCommerceJobsNotExpired, error) {
	out := new(AgenticCommerceJobsNotExpired)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "NotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsProviderAlreadySet represents a ProviderAlreadySet error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsProviderAlreadySet struct {
	Provider common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderAlreadySet(address provider)
func AgenticCommerceJobsProviderAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x55292df0ed903dc663c1a9bcf238180b5a5886e5998a1e967eacddded000aa55")
}

// UnpackProviderAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderAlreadySet(address provider)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackProviderAlreadySetError(raw []byte) (*AgenticCommerceJobsProviderAlreadySet, error) {
	out := new(AgenticCommerceJobsProviderAlreadySet)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ProviderAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsProviderNotSet represents a ProviderNotSet error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsProviderNotSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProviderNotSet()
func AgenticCommerceJobsProviderNotSetErrorID() common.Hash {
	return common.HexToHash("0xa9456d434f12c18432f5641fcc0292868ba2bc32c6d6df4e186fd6fa23b36819")
}

// UnpackProviderNotSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProviderNotSet()
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackProviderNotSetError(raw []byte) (*AgenticCommerceJobsProviderNotSet, error) {
	out := new(AgenticCommerceJobsProviderNotSet)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ProviderNotSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func AgenticCommerceJobsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackReentrancyGuardReentrantCallError(raw []byte) (*AgenticCommerceJobsReentrancyGuardReentrantCall, error) {
	out := new(AgenticCommerceJobsReentrancyGuardReentrantCall)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func AgenticCommerceJobsSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackSafeERC20FailedOperationError(raw []byte) (*AgenticCommerceJobsSafeERC20FailedOperation, error) {
	out := new(AgenticCommerceJobsSafeERC20FailedOperation)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsUnauthorized represents a Unauthorized error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsUnauthorized struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized(address caller)
func AgenticCommerceJobsUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x8e4a23d6a5d81f013eca4bc92aeb9214ccafcaebd1f097c350c922d6e19122d5")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized(address caller)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackUnauthorizedError(raw []byte) (*AgenticCommerceJobsUnauthorized, error) {
	out := new(AgenticCommerceJobsUnauthorized)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsWrongStatus represents a WrongStatus error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsWrongStatus struct {
	JobId  *big.Int
	Status uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongStatus(uint256 jobId, uint8 status)
func AgenticCommerceJobsWrongStatusErrorID() common.Hash {
	return common.HexToHash("0xa5d15e1f94e40302e3f7050760870a95f04eb9d943cd2cb333833178258083d6")
}

// UnpackWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongStatus(uint256 jobId, uint8 status)
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackWrongStatusError(raw []byte) (*AgenticCommerceJobsWrongStatus, error) {
	out := new(AgenticCommerceJobsWrongStatus)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "WrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsZeroAddress represents a ZeroAddress error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func AgenticCommerceJobsZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackZeroAddressError(raw []byte) (*AgenticCommerceJobsZeroAddress, error) {
	out := new(AgenticCommerceJobsZeroAddress)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgenticCommerceJobsZeroBudget represents a ZeroBudget error raised by the AgenticCommerceJobs contract.
type AgenticCommerceJobsZeroBudget struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroBudget()
func AgenticCommerceJobsZeroBudgetErrorID() common.Hash {
	return common.HexToHash("0xff97b8611f5ecdc64828ec686133ea690987070b2b4e0e9885e087c91e559b16")
}

// UnpackZeroBudgetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroBudget()
func (agenticCommerceJobs *AgenticCommerceJobs) UnpackZeroBudgetError(raw []byte) (*AgenticCommerceJobsZeroBudget, error) {
	out := new(AgenticCommerceJobsZeroBudget)
	if err := agenticCommerceJobs.abi.UnpackIntoInterface(out, "ZeroBudget", raw); err != nil {
		return nil, err
	}
	return out, nil
}
