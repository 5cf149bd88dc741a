// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice ERC-8183's hook interface: called around every hookable core
/// function of a job that names the hook (claimRefund is never hooked).
interface IACPHook {
    function beforeAction(uint256 jobId, bytes4 selector, bytes calldata data) external;
    function afterAction(uint256 jobId, bytes4 selector, bytes calldata data) external;
}

/// @title AgenticCommerceJobs (tests only)
/// @notice A job escrow written from ERC-8183's normative text (Draft), so
/// that arbitra's evaluator is tested against the standard's state machine:
/// Open -> Funded -> Submitted -> Completed | Rejected | Expired, one ERC-20
/// token for the whole contract, optional hooks, no platform fee. Beyond the
/// text it keeps the submitted `deliverable` on the job and has `getJob`, the
/// view an evaluator contract reads a job through.
/// One non-normative variant, for tests: `refundGrace` seconds after
/// expiredAt during which claimRefund of a Submitted job is refused (0 in
/// the normative case), as some deployed implementations give their
/// evaluator.
contract AgenticCommerceJobs is ReentrancyGuard {
    using SafeERC20 for IERC20;

    enum JobStatus {
        Open,
        Funded,
        Submitted,
        Completed,
        Rejected,
        Expired
    }

    struct Job {
        address client;
        address provider;
        address evaluator;
        string description;
        uint256 budget;
        uint256 expiredAt;
        JobStatus status;
        address hook;
        /// @dev What the provider's submit recorded; zero before.
        bytes32 deliverable;
    }

    /// @notice Gas a hook call may use, so that a hook cannot use a whole block.
    uint256 public constant HOOK_GAS_LIMIT = 500_000;

    IERC20 public immutable paymentToken;
    /// @notice Non-normative: seconds after expiredAt before a Submitted job can be refunded.
    uint256 public immutable refundGrace;
    uint256 public jobCount;
    mapping(uint256 => Job) private _jobs;

    event JobCreated(
        uint256 indexed jobId, address indexed client, address indexed provider, address evaluator, uint256 expiredAt
    );
    event ProviderSet(uint256 indexed jobId, address indexed provider);
    event BudgetSet(uint256 indexed jobId, uint256 amount);
    event JobFunded(uint256 indexed jobId, address indexed client, uint256 amount);
    event JobSubmitted(uint256 indexed jobId, address indexed provider, bytes32 deliverable);
    event JobCompleted(uint256 indexed jobId, address indexed evaluator, bytes32 reason);
    event JobRejected(uint256 indexed jobId, address indexed rejector, bytes32 reason);
    event JobExpired(uint256 indexed jobId);
    event PaymentReleased(uint256 indexed jobId, address indexed provider, uint256 amount);
    event Refunded(uint256 indexed jobId, address indexed client, uint256 amount);

    error NoSuchJob(uint256 jobId);
    error WrongStatus(uint256 jobId, JobStatus status);
    error Unauthorized(address caller);
    error ZeroAddress();
    error ExpiryNotInFuture(uint256 expiredAt);
    error ProviderAlreadySet(address provider);
    error ProviderNotSet();
    error ZeroBudget();
    error BudgetMismatch(uint256 budget, uint256 expectedBudget);
    error NotExpired(uint256 refundableAt);

    constructor(address token, uint256 refundGrace_) {
        if (token == address(0)) revert ZeroAddress();
        paymentToken = IERC20(token);
        refundGrace = refundGrace_;
    }

    /// @notice The client (msg.sender) creates a job in Open.
    function createJob(
        address provider,
        address evaluator,
        uint256 expiredAt,
        string calldata description,
        address hook
    ) external returns (uint256 jobId) {
        if (evaluator == address(0)) revert ZeroAddress();
        if (expiredAt <= block.timestamp) revert ExpiryNotInFuture(expiredAt);
        jobId = ++jobCount;
        Job storage j = _jobs[jobId];
        j.client = msg.sender;
        j.provider = provider;
        j.evaluator = evaluator;
        j.description = description;
        j.expiredAt = expiredAt;
        j.hook = hook;
        emit JobCreated(jobId, msg.sender, provider, evaluator, expiredAt);
    }

    function setProvider(uint256 jobId, address provider, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        _requireStatus(jobId, j, JobStatus.Open);
        if (msg.sender != j.client) revert Unauthorized(msg.sender);
        if (j.provider != address(0)) revert ProviderAlreadySet(j.provider);
        if (provider == address(0)) revert ZeroAddress();
        bytes memory data = abi.encode(provider, optParams);
        _before(j, jobId, data);
        j.provider = provider;
        emit ProviderSet(jobId, provider);
        _after(j, jobId, data);
    }

    /// @notice The client or the provider sets the price while the job is Open.
    function setBudget(uint256 jobId, uint256 amount, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        _requireStatus(jobId, j, JobStatus.Open);
        if (msg.sender != j.client && msg.sender != j.provider) revert Unauthorized(msg.sender);
        bytes memory data = abi.encode(amount, optParams);
        _before(j, jobId, data);
        j.budget = amount;
        emit BudgetSet(jobId, amount);
        _after(j, jobId, data);
    }

    /// @notice The client escrows the budget; expectedBudget guards against a
    /// budget changed under it.
    function fund(uint256 jobId, uint256 expectedBudget, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        _requireStatus(jobId, j, JobStatus.Open);
        if (msg.sender != j.client) revert Unauthorized(msg.sender);
        if (j.budget == 0) revert ZeroBudget();
        if (j.provider == address(0)) revert ProviderNotSet();
        if (j.budget != expectedBudget) revert BudgetMismatch(j.budget, expectedBudget);
        _before(j, jobId, optParams);
        j.status = JobStatus.Funded;
        paymentToken.safeTransferFrom(msg.sender, address(this), j.budget);
        emit JobFunded(jobId, msg.sender, j.budget);
        _after(j, jobId, optParams);
    }

    function submit(uint256 jobId, bytes32 deliverable, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        _requireStatus(jobId, j, JobStatus.Funded);
        if (msg.sender != j.provider) revert Unauthorized(msg.sender);
        bytes memory data = abi.encode(deliverable, optParams);
        _before(j, jobId, data);
        j.status = JobStatus.Submitted;
        j.deliverable = deliverable;
        emit JobSubmitted(jobId, msg.sender, deliverable);
        _after(j, jobId, data);
    }

    /// @notice The evaluator completes a Submitted job: the budget goes to the provider.
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        _requireStatus(jobId, j, JobStatus.Submitted);
        if (msg.sender != j.evaluator) revert Unauthorized(msg.sender);
        bytes memory data = abi.encode(reason, optParams);
        _before(j, jobId, data);
        j.status = JobStatus.Completed;
        paymentToken.safeTransfer(j.provider, j.budget);
        emit JobCompleted(jobId, msg.sender, reason);
        emit PaymentReleased(jobId, j.provider, j.budget);
        _after(j, jobId, data);
    }

    /// @notice The client rejects an Open job; the evaluator a Funded or
    /// Submitted one, whose budget returns to the client.
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external nonReentrant {
        Job storage j = _job(jobId);
        JobStatus s = j.status;
        if (s == JobStatus.Open) {
            if (msg.sender != j.client) revert Unauthorized(msg.sender);
        } else if (s == JobStatus.Funded || s == JobStatus.Submitted) {
            if (msg.sender != j.evaluator) revert Unauthorized(msg.sender);
        } else {
            revert WrongStatus(jobId, s);
        }
        bytes memory data = abi.encode(reason, optParams);
        _before(j, jobId, data);
        j.status = JobStatus.Rejected;
        if (s != JobStatus.Open) {
            paymentToken.safeTransfer(j.client, j.budget);
            emit Refunded(jobId, j.client, j.budget);
        }
        emit JobRejected(jobId, msg.sender, reason);
        _after(j, jobId, data);
    }

    /// @notice Anyone refunds a Funded or Submitted job from expiredAt on.
    /// Never hooked, so no hook and no evaluator can block it.
    function claimRefund(uint256 jobId) external nonReentrant {
        Job storage j = _job(jobId);
        JobStatus s = j.status;
        if (s != JobStatus.Funded && s != JobStatus.Submitted) revert WrongStatus(jobId, s);
        uint256 refundableAt = s == JobStatus.Submitted ? j.expiredAt + refundGrace : j.expiredAt;
        if (block.timestamp < refundableAt) revert NotExpired(refundableAt);
        j.status = JobStatus.Expired;
        paymentToken.safeTransfer(j.client, j.budget);
        emit Refunded(jobId, j.client, j.budget);
        emit JobExpired(jobId);
    }

    function getJob(uint256 jobId) external view returns (Job memory) {
        return _job(jobId);
    }

    function _job(uint256 jobId) private view returns (Job storage j) {
        j = _jobs[jobId];
        if (j.client == address(0)) revert NoSuchJob(jobId);
    }

    function _requireStatus(uint256 jobId, Job storage j, JobStatus want) private view {
        if (j.status != want) revert WrongStatus(jobId, j.status);
    }

    function _before(Job storage j, uint256 jobId, bytes memory data) private {
        if (j.hook != address(0)) IACPHook(j.hook).beforeAction{gas: HOOK_GAS_LIMIT}(jobId, msg.sig, data);
    }

    function _after(Job storage j, uint256 jobId, bytes memory data) private {
        if (j.hook != address(0)) IACPHook(j.hook).afterAction{gas: HOOK_GAS_LIMIT}(jobId, msg.sig, data);
    }
}
