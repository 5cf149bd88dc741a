// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title ArbiterEscrow
/// @notice Holds a buyer's ERC-20 payment for one deal until the work is judged.
/// A deal is paid to the seller or refunded to the buyer by exactly one of:
///   - the oracle (the coordinator's key) calling `resolve`,
///   - anyone presenting `quorumThreshold` EIP-712 ballots signed by distinct
///     registered jurors to `resolveByQuorum`,
///   - the buyer calling `refund` after the seller missed the deadline or after
///     nobody resolved within `gracePeriod` seconds of the submission.
/// Funds leave the contract on no other path.
contract ArbiterEscrow is Ownable2Step, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    enum State {
        None,
        Funded,
        Submitted,
        Released,
        Refunded
    }

    struct Deal {
        address buyer;
        address seller;
        address token;
        uint256 amount;
        bytes32 criteriaHash;
        bytes32 deliverableHash;
        bytes32 verdictHash;
        uint64 deadline;
        uint64 submittedAt;
        State state;
    }

    uint8 public constant METHOD_ORACLE = 0;
    uint8 public constant METHOD_QUORUM = 1;
    uint8 public constant REFUND_NO_SUBMISSION = 1;
    uint8 public constant REFUND_RESOLUTION_TIMEOUT = 2;

    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved)");

    /// @notice Seconds after a submission during which only a verdict can settle the deal.
    uint64 public immutable gracePeriod;

    address private _oracle;
    uint8 private _quorumThreshold;
    uint256 private _jurorCount;
    mapping(address => bool) private _jurors;
    mapping(bytes32 => Deal) private _deals;

    event DealCreated(
        bytes32 indexed dealId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        bytes32 criteriaHash,
        uint64 deadline
    );
    event DeliverableSubmitted(bytes32 indexed dealId, bytes32 deliverableHash, uint64 submittedAt);
    event DealResolved(
        bytes32 indexed dealId, bool approved, bytes32 verdictHash, uint8 method, address recipient, uint256 amount
    );
    event DealRefunded(bytes32 indexed dealId, uint8 reason, uint256 amount);
    event JurorUpdated(address indexed juror, bool registered, uint256 jurorCount);
    event QuorumThresholdChanged(uint8 previousThreshold, uint8 newThreshold);
    event OracleChanged(address indexed previousOracle, address indexed newOracle);

    error ZeroAddress();
    error InvalidGracePeriod();
    error InvalidQuorumThreshold(uint8 threshold);
    error InvalidDealId();
    error ZeroAmount();
    error SelfDeal();
    error EmptyDeliverable();
    error DeadlineNotInFuture(uint64 deadline, uint256 timestamp);
    error NothingReceived(address token);
    error DealAlreadyExists(bytes32 dealId);
    error DealNotFound(bytes32 dealId);
    error DealAlreadySettled(bytes32 dealId, State state);
    error WrongState(bytes32 dealId, State state);
    error NotBuyer(address caller);
    error NotSeller(address caller);
    error NotOracle(address caller);
    error DeadlinePassed(bytes32 dealId, uint64 deadline);
    error RefundNotAvailable(bytes32 dealId, uint256 availableAfter);
    error NoSignatures();
    error TooManySignatures(uint256 count, uint256 jurorCount);
    error InvalidSignature(uint256 index);
    error UnregisteredSigner(uint256 index, address signer);
    error DuplicateSigner(uint256 index, address signer);
    error QuorumNotReached(uint256 signers, uint8 threshold);
    error JurorStatusUnchanged(address juror, bool registered);
    error RenounceDisabled();

    modifier onlyOracle() {
        if (msg.sender != _oracle) revert NotOracle(msg.sender);
        _;
    }

    constructor(address initialOwner, address oracle_, uint64 gracePeriod_, uint8 quorumThreshold_)
        Ownable(initialOwner)
        EIP712("ArbiterEscrow", "1")
    {
        if (oracle_ == address(0)) revert ZeroAddress();
        if (gracePeriod_ == 0) revert InvalidGracePeriod();
        if (quorumThreshold_ == 0) revert InvalidQuorumThreshold(quorumThreshold_);
        gracePeriod = gracePeriod_;
        _oracle = oracle_;
        _quorumThreshold = quorumThreshold_;
        emit OracleChanged(address(0), oracle_);
        emit QuorumThresholdChanged(0, quorumThreshold_);
    }

    // ---------------------------------------------------------------------
    // Deal lifecycle
    // ---------------------------------------------------------------------

    /// @notice Funds a new deal from msg.sender (the buyer). The escrow must be
    /// approved for `amount`. The recorded amount is what actually arrived, so a
    /// token that takes a fee on transfer is accounted for correctly.
    function createDeal(
        bytes32 dealId,
        address seller,
        address token,
        uint256 amount,
        bytes32 criteriaHash,
        uint64 deadline
    ) external nonReentrant {
        if (dealId == bytes32(0)) revert InvalidDealId();
        if (_deals[dealId].state != State.None) revert DealAlreadyExists(dealId);
        if (seller == address(0) || token == address(0)) revert ZeroAddress();
        if (seller == msg.sender) revert SelfDeal();
        if (amount == 0) revert ZeroAmount();
        if (deadline <= block.timestamp) revert DeadlineNotInFuture(deadline, block.timestamp);

        IERC20 erc20 = IERC20(token);
        uint256 before = erc20.balanceOf(address(this));
        erc20.safeTransferFrom(msg.sender, address(this), amount);
        uint256 received = erc20.balanceOf(address(this)) - before;
        if (received == 0) revert NothingReceived(token);

        Deal storage d = _deals[dealId];
        d.buyer = msg.sender;
        d.seller = seller;
        d.token = token;
        d.amount = received;
        d.criteriaHash = criteriaHash;
        d.deadline = deadline;
        d.state = State.Funded;

        emit DealCreated(dealId, msg.sender, seller, token, received, criteriaHash, deadline);
    }

    /// @notice The seller records the hash of its deliverable, at the latest at the deadline.
    function submitDeliverable(bytes32 dealId, bytes32 deliverableHash) external nonReentrant {
        Deal storage d = _existing(dealId);
        if (msg.sender != d.seller) revert NotSeller(msg.sender);
        _requireOpen(dealId, d.state);
        if (d.state != State.Funded) revert WrongState(dealId, d.state);
        if (block.timestamp > d.deadline) revert DeadlinePassed(dealId, d.deadline);
        if (deliverableHash == bytes32(0)) revert EmptyDeliverable();

        uint64 nowTs = uint64(block.timestamp);
        d.deliverableHash = deliverableHash;
        d.submittedAt = nowTs;
        d.state = State.Submitted;

        emit DeliverableSubmitted(dealId, deliverableHash, nowTs);
    }

    /// @notice The oracle settles a submitted deal: approved pays the seller,
    /// rejected refunds the buyer.
    function resolve(bytes32 dealId, bool approved, bytes32 verdictHash) external nonReentrant onlyOracle {
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);
        _settle(dealId, d, approved, verdictHash, METHOD_ORACLE);
    }

    /// @notice Anyone may settle a submitted deal with ballots from at least
    /// `quorumThreshold` distinct registered jurors, each an EIP-712 signature
    /// over Ballot(dealId, evidenceRoot, approved). Any signature that is
    /// malformed, from an unregistered address, or repeated reverts the call.
    function resolveByQuorum(
        bytes32 dealId,
        bytes32 evidenceRoot,
        bool approved,
        bytes32 verdictHash,
        bytes[] calldata signatures
    ) external nonReentrant {
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);

        uint256 n = signatures.length;
        if (n == 0) revert NoSignatures();
        if (n > _jurorCount) revert TooManySignatures(n, _jurorCount);
        // Every signature must be valid, so n is the number of distinct jurors.
        if (n < _quorumThreshold) revert QuorumNotReached(n, _quorumThreshold);

        bytes32 digest = ballotDigest(dealId, evidenceRoot, approved);
        address[] memory seen = new address[](n);
        for (uint256 i = 0; i < n; ++i) {
            (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signatures[i]);
            if (err != ECDSA.RecoverError.NoError || signer == address(0)) revert InvalidSignature(i);
            if (!_jurors[signer]) revert UnregisteredSigner(i, signer);
            for (uint256 j = 0; j < i; ++j) {
                if (seen[j] == signer) revert DuplicateSigner(i, signer);
            }
            seen[i] = signer;
        }

        _settle(dealId, d, approved, verdictHash, METHOD_QUORUM);
    }

    /// @notice The buyer takes the funds back when the seller did not submit by
    /// the deadline, or when a submission was not resolved within the grace
    /// period. Both windows open strictly after their boundary second.
    function refund(bytes32 dealId) external nonReentrant {
        Deal storage d = _existing(dealId);
        if (msg.sender != d.buyer) revert NotBuyer(msg.sender);
        _requireOpen(dealId, d.state);

        uint8 reason;
        if (d.state == State.Funded) {
            if (block.timestamp <= d.deadline) revert RefundNotAvailable(dealId, d.deadline);
            reason = REFUND_NO_SUBMISSION;
        } else {
            uint256 until = uint256(d.submittedAt) + gracePeriod;
            if (block.timestamp <= until) revert RefundNotAvailable(dealId, until);
            reason = REFUND_RESOLUTION_TIMEOUT;
        }

        d.state = State.Refunded;
        uint256 amount = d.amount;
        IERC20(d.token).safeTransfer(d.buyer, amount);
        emit DealRefunded(dealId, reason, amount);
    }

    // ---------------------------------------------------------------------
    // Juror registry and configuration (owner only)
    // ---------------------------------------------------------------------

    function setJuror(address juror, bool registered) external onlyOwner {
        if (juror == address(0)) revert ZeroAddress();
        if (_jurors[juror] == registered) revert JurorStatusUnchanged(juror, registered);
        _jurors[juror] = registered;
        if (registered) {
            ++_jurorCount;
        } else {
            --_jurorCount;
        }
        emit JurorUpdated(juror, registered, _jurorCount);
    }

    function setQuorumThreshold(uint8 threshold) external onlyOwner {
        if (threshold == 0) revert InvalidQuorumThreshold(threshold);
        emit QuorumThresholdChanged(_quorumThreshold, threshold);
        _quorumThreshold = threshold;
    }

    function setOracle(address newOracle) external onlyOwner {
        if (newOracle == address(0)) revert ZeroAddress();
        emit OracleChanged(_oracle, newOracle);
        _oracle = newOracle;
    }

    /// @dev Without an owner the oracle could never be rotated, so renouncing is refused.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceDisabled();
    }

    // ---------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------

    function isJuror(address account) external view returns (bool) {
        return _jurors[account];
    }

    function jurorCount() external view returns (uint256) {
        return _jurorCount;
    }

    function quorumThreshold() external view returns (uint8) {
        return _quorumThreshold;
    }

    function oracle() external view returns (address) {
        return _oracle;
    }

    function getDeal(bytes32 dealId) external view returns (Deal memory) {
        return _deals[dealId];
    }

    /// @notice The EIP-712 digest a juror signs for a ballot on this escrow.
    function ballotDigest(bytes32 dealId, bytes32 evidenceRoot, bool approved) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(BALLOT_TYPEHASH, dealId, evidenceRoot, approved)));
    }

    /// @notice The EIP-712 domain separator of this escrow on this chain.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---------------------------------------------------------------------
    // Internals
    // ---------------------------------------------------------------------

    function _existing(bytes32 dealId) private view returns (Deal storage d) {
        d = _deals[dealId];
        if (d.state == State.None) revert DealNotFound(dealId);
    }

    function _requireOpen(bytes32 dealId, State state) private pure {
        if (state == State.Released || state == State.Refunded) revert DealAlreadySettled(dealId, state);
    }

    function _requireSubmitted(bytes32 dealId, State state) private pure {
        _requireOpen(dealId, state);
        if (state != State.Submitted) revert WrongState(dealId, state);
    }

    function _settle(bytes32 dealId, Deal storage d, bool approved, bytes32 verdictHash, uint8 method) private {
        address recipient = approved ? d.seller : d.buyer;
        d.state = approved ? State.Released : State.Refunded;
        d.verdictHash = verdictHash;
        uint256 amount = d.amount;
        IERC20(d.token).safeTransfer(recipient, amount);
        emit DealResolved(dealId, approved, verdictHash, method, recipient, amount);
    }
}
