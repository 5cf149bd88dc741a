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
///   - anyone presenting ballots from at least the deal's threshold of distinct
///     seats of the deal's panel to `resolveByQuorum`; the panel is drawn from
///     the juror registry as it stood at the submission, with a block hash
///     fixed after the submission as the seed;
///   - the oracle calling `resolve`, only on an escrow deployed with one;
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
        uint64 submitBlock;
        uint8 panelSize;
        uint8 threshold;
        State state;
    }

    /// @notice One registration of a juror: active from activeFrom (inclusive)
    /// until activeUntil (exclusive, 0 = open).
    struct JurorEntry {
        address account;
        uint48 activeFrom;
        uint48 activeUntil;
    }

    /// @dev The panel in force (size, threshold) and the one scheduled to
    /// replace it at nextFrom (0 = none scheduled), in one slot.
    struct PanelConfig {
        uint8 size;
        uint8 threshold;
        uint8 nextSize;
        uint8 nextThreshold;
        uint48 nextFrom;
    }

    uint8 public constant METHOD_ORACLE = 0;
    uint8 public constant METHOD_QUORUM = 1;
    uint8 public constant REFUND_NO_SUBMISSION = 1;
    uint8 public constant REFUND_RESOLUTION_TIMEOUT = 2;
    /// @notice Registry entries ever, so that drawing a panel has bounded gas.
    uint256 public constant MAX_ENTRIES = 128;

    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved)");

    /// @notice Seconds after a submission during which only a verdict can settle the deal.
    uint64 public immutable gracePeriod;
    /// @notice Seconds between an owner's registry or panel change and its effect.
    uint64 public immutable registryDelay;
    /// @notice The account that may call `resolve`; zero disables that path.
    address public immutable oracle;

    JurorEntry[] private _entries;
    PanelConfig private _panel;
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
    event DealSettledByJurors(
        bytes32 indexed dealId, bool approved, bytes32 evidenceRoot, uint256 seatMask, address[] signers
    );
    event DealRefunded(bytes32 indexed dealId, uint8 reason, uint256 amount);
    event JurorAdded(address indexed juror, uint256 index, uint48 activeFrom);
    event JurorRemoved(address indexed juror, uint256 index, uint48 activeUntil);
    event PanelScheduled(uint8 size, uint8 threshold, uint48 effectiveAt);

    error ZeroAddress();
    error InvalidGracePeriod();
    error InvalidRegistryDelay();
    error InvalidPanel(uint8 size, uint8 threshold);
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
    error OracleDisabled();
    error DeadlinePassed(bytes32 dealId, uint64 deadline);
    error RefundNotAvailable(bytes32 dealId, uint256 availableAfter);
    error DrawPending(bytes32 dealId, uint256 availableAtBlock);
    error NoSignatures();
    error TooManySignatures(uint256 count, uint256 seats);
    error InvalidSignature(uint256 index);
    error NotASeat(uint256 index, address signer);
    error DuplicateSigner(uint256 index, address signer);
    error QuorumNotReached(uint256 signers, uint8 threshold);
    error RegistryFull(uint256 maxEntries);
    error JurorAlreadyActive(address juror);
    error JurorNotActive(address juror);
    error RenounceDisabled();

    /// @param oracle_ may be address(0): then only ballots and refunds settle deals.
    /// @param jurors_ are registered active from deployment, in this order.
    constructor(
        address initialOwner,
        address oracle_,
        uint64 gracePeriod_,
        uint64 registryDelay_,
        address[] memory jurors_,
        uint8 panelSize_,
        uint8 threshold_
    ) Ownable(initialOwner) EIP712("ArbiterEscrow", "2") {
        if (gracePeriod_ == 0) revert InvalidGracePeriod();
        if (registryDelay_ == 0 || registryDelay_ > type(uint32).max) revert InvalidRegistryDelay();
        _checkPanel(panelSize_, threshold_);
        if (jurors_.length > MAX_ENTRIES) revert RegistryFull(MAX_ENTRIES);
        gracePeriod = gracePeriod_;
        registryDelay = registryDelay_;
        oracle = oracle_;
        _panel = PanelConfig(panelSize_, threshold_, 0, 0, 0);
        emit PanelScheduled(panelSize_, threshold_, uint48(block.timestamp));
        for (uint256 i = 0; i < jurors_.length; ++i) {
            for (uint256 k = 0; k < i; ++k) {
                if (jurors_[k] == jurors_[i]) revert JurorAlreadyActive(jurors_[i]);
            }
            _append(jurors_[i], uint48(block.timestamp));
        }
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

    /// @notice The seller records the hash of its deliverable, at the latest at
    /// the deadline. The deal keeps the panel size and threshold in force now;
    /// its jurors are the registry entries active now (see snapshotOf).
    function submitDeliverable(bytes32 dealId, bytes32 deliverableHash) external nonReentrant {
        Deal storage d = _existing(dealId);
        if (msg.sender != d.seller) revert NotSeller(msg.sender);
        _requireOpen(dealId, d.state);
        if (d.state != State.Funded) revert WrongState(dealId, d.state);
        if (block.timestamp > d.deadline) revert DeadlinePassed(dealId, d.deadline);
        if (deliverableHash == bytes32(0)) revert EmptyDeliverable();

        (uint8 size, uint8 threshold) = _panelAt(block.timestamp);
        uint64 nowTs = uint64(block.timestamp);
        d.deliverableHash = deliverableHash;
        d.submittedAt = nowTs;
        d.submitBlock = uint64(block.number);
        d.panelSize = size;
        d.threshold = threshold;
        d.state = State.Submitted;

        emit DeliverableSubmitted(dealId, deliverableHash, nowTs);
    }

    /// @notice The oracle, on an escrow that has one, settles a submitted deal:
    /// approved pays the seller, rejected refunds the buyer.
    function resolve(bytes32 dealId, bool approved, bytes32 verdictHash) external nonReentrant {
        if (oracle == address(0)) revert OracleDisabled();
        if (msg.sender != oracle) revert NotOracle(msg.sender);
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);
        _settle(dealId, d, approved, verdictHash, METHOD_ORACLE);
    }

    /// @notice Anyone may settle a submitted deal with ballots from at least the
    /// deal's threshold of distinct seats of its panel, each an EIP-712
    /// signature over Ballot(dealId, evidenceRootOf(dealId), approved). Any
    /// signature that is malformed, not from a seat, or repeated reverts the
    /// call. The recorded verdict hash commits to the deal, its evidence root,
    /// the outcome and the seats that signed, so no caller chooses it.
    function resolveByQuorum(bytes32 dealId, bool approved, bytes[] calldata signatures) external nonReentrant {
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);

        uint256 n = signatures.length;
        if (n == 0) revert NoSignatures();
        (address[] memory seats,,) = _drawPanel(dealId, d);
        if (n > seats.length) revert TooManySignatures(n, seats.length);
        // Every signature must be a distinct seat, so n is the number of seats that agree.
        if (n < d.threshold) revert QuorumNotReached(n, d.threshold);

        bytes32 root = _evidenceRoot(d);
        (uint256 mask, address[] memory signers) = _countSeats(seats, ballotDigest(dealId, root, approved), signatures);

        emit DealSettledByJurors(dealId, approved, root, mask, signers);
        _settle(dealId, d, approved, keccak256(abi.encode(dealId, root, approved, mask)), METHOD_QUORUM);
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
    // Juror registry and panel (owner only, effective after registryDelay)
    // ---------------------------------------------------------------------

    /// @notice Registers juror as a new entry active from now + registryDelay.
    function addJuror(address juror) external onlyOwner {
        if (_openEntry(juror) != type(uint256).max) revert JurorAlreadyActive(juror);
        _append(juror, uint48(block.timestamp + registryDelay));
    }

    /// @notice Ends juror's open entry at now + registryDelay.
    function removeJuror(address juror) external onlyOwner {
        uint256 i = _openEntry(juror);
        if (i == type(uint256).max) revert JurorNotActive(juror);
        uint48 until = uint48(block.timestamp + registryDelay);
        _entries[i].activeUntil = until;
        emit JurorRemoved(juror, i, until);
    }

    /// @notice Schedules a panel size and threshold for deals submitted from
    /// now + registryDelay on; a change scheduled earlier and not yet in force
    /// is replaced.
    function setPanel(uint8 size, uint8 threshold) external onlyOwner {
        _checkPanel(size, threshold);
        PanelConfig memory p = _panel;
        if (p.nextFrom != 0 && block.timestamp >= p.nextFrom) {
            p.size = p.nextSize;
            p.threshold = p.nextThreshold;
        }
        uint48 from = uint48(block.timestamp + registryDelay);
        _panel = PanelConfig(p.size, p.threshold, size, threshold, from);
        emit PanelScheduled(size, threshold, from);
    }

    /// @dev Without an owner a juror that lost its key could never be replaced, so renouncing is refused.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceDisabled();
    }

    // ---------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------

    /// @notice Whether account has a registry entry active at the current block's time.
    function isJuror(address account) external view returns (bool) {
        for (uint256 i = 0; i < _entries.length; ++i) {
            JurorEntry memory e = _entries[i];
            if (e.account == account && _activeAt(e, block.timestamp)) return true;
        }
        return false;
    }

    /// @notice How many jurors are active at the current block's time.
    function jurorCount() external view returns (uint256) {
        return jurorsAt(block.timestamp).length;
    }

    /// @notice The registry entries ever made, in order.
    function entryCount() external view returns (uint256) {
        return _entries.length;
    }

    function entryAt(uint256 index) external view returns (JurorEntry memory) {
        return _entries[index];
    }

    /// @notice The jurors active at timestamp, in registration order. Only
    /// timestamps up to now + registryDelay are final.
    function jurorsAt(uint256 timestamp) public view returns (address[] memory out) {
        uint256 len = _entries.length;
        out = new address[](len);
        uint256 n = 0;
        for (uint256 i = 0; i < len; ++i) {
            JurorEntry memory e = _entries[i];
            if (_activeAt(e, timestamp)) out[n++] = e.account;
        }
        assembly ("memory-safe") {
            mstore(out, n)
        }
    }

    /// @notice Panel size and threshold in force at the current block's time.
    function panelSize() external view returns (uint8 size) {
        (size,) = _panelAt(block.timestamp);
    }

    function quorumThreshold() external view returns (uint8 threshold) {
        (, threshold) = _panelAt(block.timestamp);
    }

    /// @notice The panel change scheduled by setPanel (effectiveAt 0: none).
    function pendingPanel() external view returns (uint8 size, uint8 threshold, uint48 effectiveAt) {
        PanelConfig memory p = _panel;
        return (p.nextSize, p.nextThreshold, p.nextFrom);
    }

    function getDeal(bytes32 dealId) external view returns (Deal memory) {
        return _deals[dealId];
    }

    /// @notice The candidates of a submitted deal's draw: the jurors active at its submission.
    function snapshotOf(bytes32 dealId) external view returns (address[] memory) {
        return jurorsAt(_submitted(dealId).submittedAt);
    }

    /// @notice A submitted deal's panel in seat order, the seed and the block
    /// whose hash made it. Reverts DrawPending until that block's hash exists;
    /// when 256 more blocks pass unsettled, the panel is drawn anew.
    function panelOf(bytes32 dealId) external view returns (address[] memory seats, bytes32 seed, uint256 drawBlock) {
        return _drawPanel(dealId, _submitted(dealId));
    }

    /// @notice sha256 over the lower-case hex of criteriaHash and deliverableHash:
    /// the evidence root every ballot on the deal must sign.
    function evidenceRootOf(bytes32 dealId) external view returns (bytes32) {
        return _evidenceRoot(_submitted(dealId));
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

    /// @dev A deal with a submission, whether or not it is settled since.
    function _submitted(bytes32 dealId) private view returns (Deal storage d) {
        d = _existing(dealId);
        if (d.submitBlock == 0) revert WrongState(dealId, d.state);
    }

    function _requireOpen(bytes32 dealId, State state) private pure {
        if (state == State.Released || state == State.Refunded) revert DealAlreadySettled(dealId, state);
    }

    function _requireSubmitted(bytes32 dealId, State state) private pure {
        _requireOpen(dealId, state);
        if (state != State.Submitted) revert WrongState(dealId, state);
    }

    function _checkPanel(uint8 size, uint8 threshold) private pure {
        // A strict majority of the seats, so that two opposite quorums cannot both exist.
        if (size == 0 || threshold > size || 2 * uint256(threshold) <= size) revert InvalidPanel(size, threshold);
    }

    function _panelAt(uint256 timestamp) private view returns (uint8, uint8) {
        PanelConfig memory p = _panel;
        if (p.nextFrom != 0 && timestamp >= p.nextFrom) return (p.nextSize, p.nextThreshold);
        return (p.size, p.threshold);
    }

    function _activeAt(JurorEntry memory e, uint256 timestamp) private pure returns (bool) {
        return e.activeFrom <= timestamp && (e.activeUntil == 0 || timestamp < e.activeUntil);
    }

    /// @dev Appends an entry; the caller has checked that juror has no open one.
    function _append(address juror, uint48 from) private {
        if (juror == address(0)) revert ZeroAddress();
        uint256 index = _entries.length;
        if (index >= MAX_ENTRIES) revert RegistryFull(MAX_ENTRIES);
        _entries.push(JurorEntry(juror, from, 0));
        emit JurorAdded(juror, index, from);
    }

    /// @dev The index of juror's entry with no end, or type(uint256).max.
    function _openEntry(address juror) private view returns (uint256) {
        for (uint256 i = 0; i < _entries.length; ++i) {
            JurorEntry memory e = _entries[i];
            if (e.account == juror && e.activeUntil == 0) return i;
        }
        return type(uint256).max;
    }

    /// @dev The block whose hash seeds the draw: submitBlock + 1 while its hash
    /// is reachable, then the latest submitBlock + 1 + 256k before this block.
    function _drawBlock(bytes32 dealId, Deal storage d) private view returns (uint256) {
        uint256 first = uint256(d.submitBlock) + 1;
        if (block.number <= first) revert DrawPending(dealId, first + 1);
        return first + ((block.number - first - 1) / 256) * 256;
    }

    function _drawPanel(bytes32 dealId, Deal storage d)
        private
        view
        returns (address[] memory seats, bytes32 seed, uint256 drawBlock)
    {
        drawBlock = _drawBlock(dealId, d);
        seed = keccak256(abi.encode(blockhash(drawBlock), dealId));
        seats = jurorsAt(d.submittedAt);
        uint256 n = seats.length;
        uint256 size = d.panelSize < n ? d.panelSize : n;
        // Partial Fisher-Yates: seat i takes a uniform pick among positions i..n-1.
        for (uint256 i = 0; i < size; ++i) {
            uint256 j = i + uint256(keccak256(abi.encode(seed, i))) % (n - i);
            (seats[i], seats[j]) = (seats[j], seats[i]);
        }
        assembly ("memory-safe") {
            mstore(seats, size)
        }
    }

    /// @dev Recovers every signature, requires each to be a distinct seat, and
    /// returns the bitmask of the seats' indices and the signers in call order.
    function _countSeats(address[] memory seats, bytes32 digest, bytes[] calldata signatures)
        private
        pure
        returns (uint256 mask, address[] memory signers)
    {
        signers = new address[](signatures.length);
        for (uint256 i = 0; i < signatures.length; ++i) {
            (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(digest, signatures[i]);
            if (err != ECDSA.RecoverError.NoError || signer == address(0)) revert InvalidSignature(i);
            uint256 k = 0;
            while (k < seats.length && seats[k] != signer) ++k;
            if (k == seats.length) revert NotASeat(i, signer);
            if (mask & (1 << k) != 0) revert DuplicateSigner(i, signer);
            mask |= 1 << k;
            signers[i] = signer;
        }
    }

    function _evidenceRoot(Deal storage d) private view returns (bytes32) {
        return sha256(abi.encodePacked(_hex(d.criteriaHash), _hex(d.deliverableHash)));
    }

    /// @dev The 64-character lower-case hex of h, as verdict.EvidenceRoot hashes text.
    function _hex(bytes32 h) private pure returns (bytes memory out) {
        out = new bytes(64);
        assembly ("memory-safe") {
            let digits := "0123456789abcdef"
            let p := add(out, 32)
            for { let i := 0 } lt(i, 32) { i := add(i, 1) } {
                let b := byte(i, h)
                mstore8(add(p, shl(1, i)), byte(shr(4, b), digits))
                mstore8(add(p, add(shl(1, i), 1)), byte(and(b, 0x0f), digits))
            }
        }
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
