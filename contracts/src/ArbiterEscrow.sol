// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

/// @title ArbiterEscrow
/// @notice Holds a buyer's ERC-20 payment for one deal until the work is judged.
/// A deal is paid to the seller or refunded to the buyer by exactly one of:
///   - anyone presenting ballots from at least the deal's threshold of distinct
///     seats of the deal's panel to `resolveByQuorum`; the panel is drawn from
///     the jurors bonded at the submission, seeded by the hash of the block
///     after the submission, fixed once and never drawn again;
///   - on an escrow with an appeal window, the same ballots decide a round
///     instead of paying at once: the losing party may appeal within the
///     window, paying for a larger panel drawn from the same candidates, and
///     the last decided round pays out when its window closes (`finalize`) or
///     when its losing party accepts it (`acceptOutcome`);
///   - the oracle calling `resolve`, only on an escrow deployed with one;
///   - the buyer calling `refund` after the seller missed the deadline or after
///     nobody resolved within `gracePeriod` seconds of the submission.
/// Jurors join by bonding at least minJurorStake of stakeToken and leave by
/// an unbonding that pays out unbondDelay later; two ballots of one juror for
/// opposite outcomes of one deal slash part of its stake. Coordinators bond
/// too, so that jurors can serve only coordinators with stake behind them.
/// A quorum settlement owes every seat of the panel an equal share of the
/// juror fee: the seats whose ballots it carries are paid at once, the others
/// through `claimJurorFee` within the ballot window, and what nobody claimed
/// returns to the buyer by `returnUnclaimedFees`.
/// Funds leave the contract on no other path.
contract ArbiterEscrow is Ownable2Step, ReentrancyGuard, EIP712 {
    using SafeERC20 for IERC20;

    /// @dev Decided: on an escrow with an appeal window, ballots decided the
    /// deal's current round and the funds wait for its window (see Round).
    enum State {
        None,
        Funded,
        Submitted,
        Released,
        Refunded,
        Decided
    }

    struct Deal {
        address buyer;
        address seller;
        address token;
        uint256 amount;
        uint256 jurorFee;
        bytes32 criteriaHash;
        bytes32 deliverableHash;
        bytes32 verdictHash;
        /// @dev The draw's seed once drawPanel or resolveByQuorum fixed it; zero until then.
        bytes32 seed;
        uint64 deadline;
        uint64 submittedAt;
        uint64 submitBlock;
        uint8 panelSize;
        uint8 threshold;
        State state;
        /// @dev The current round: 0 for the first panel, one more per appeal.
        uint8 round;
    }

    /// @notice One round of a deal on an escrow with an appeal window. Round 0
    /// is the deal's first panel: its seed is Deal.seed, its fee the deal's
    /// jurorFee, its payer the buyer and its threshold the deal's (roundOf
    /// fills them in). Each appeal opens the next round.
    struct Round {
        /// @dev The draw's seed once fixed (rounds after 0).
        bytes32 seed;
        /// @dev The outcome's hash once ballots decided the round.
        bytes32 verdictHash;
        /// @dev Who paid the round's fee: the buyer (round 0) or the appellant.
        address payer;
        /// @dev The block whose hash seeds the draw: the one after the appeal.
        uint64 drawBlock;
        uint8 seats;
        uint8 threshold;
        /// @dev Once decided: the seats an appeal of this round draws, 0 when
        /// no appeal is left (MAX_ROUNDS, or every candidate seated already).
        uint8 nextSeats;
        bool approved;
        /// @dev The round's fee: what arrived from its appellant (rounds after 0).
        uint128 fee;
        /// @dev When ballots decided the round; 0 while undecided.
        uint64 decidedAt;
    }

    /// @notice One registration of a juror: active from activeFrom (inclusive)
    /// until activeUntil (exclusive, 0 = open).
    struct JurorEntry {
        address account;
        uint48 activeFrom;
        uint48 activeUntil;
    }

    /// @notice A bond: `bonded` stands (and, for a juror, is drawable while
    /// its entry is open); `unbonding` is paid out from releaseAt on. entry is
    /// 1 + the index of the juror's open registry entry (0: none).
    struct Stake {
        uint128 bonded;
        uint128 unbonding;
        uint48 releaseAt;
        uint32 entry;
        uint32 dealsServed;
        uint32 slashes;
    }

    /// @notice One juror's ballot as a slashing proof carries it: its vote, its
    /// signature, and its round (0 for the first panel).
    struct SignedBallot {
        bool approved;
        bytes signature;
        uint8 round;
    }

    /// @notice The juror fee of a quorum-settled deal still owed to seats
    /// whose ballots were not in the settling call: one seat's share, how many
    /// seats are unpaid, and the seats paid so far (a bit per seat index).
    struct FeeShares {
        uint128 share;
        uint128 unpaid;
        uint256 paidMask;
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
    /// @notice DealResolved's method when the last decided round of an escrow
    /// with an appeal window paid out (finalize or acceptOutcome).
    uint8 public constant METHOD_ROUNDS = 2;
    /// @notice Rounds a deal can have: the first panel and up to three appeals.
    uint8 public constant MAX_ROUNDS = 4;
    /// @dev The first four bytes of every case id and of no deal id ("case"),
    /// so that neither kind of id can be taken before the other is opened.
    bytes4 private constant CASE_TAG = 0x63617365;
    uint8 public constant REFUND_NO_SUBMISSION = 1;
    uint8 public constant REFUND_RESOLUTION_TIMEOUT = 2;
    /// @notice Registry slots, so that drawing a panel has bounded gas; a slot
    /// whose entry ended more than unbondDelay ago is reused.
    uint256 public constant MAX_ENTRIES = 128;
    /// @notice Share of a juror's stake (bonded and unbonding) that one
    /// equivocation proof takes, in basis points.
    uint256 public constant SLASH_BPS = 5_000;
    /// @notice Share of the slashed amount paid to the reporter, in basis
    /// points; the rest goes to BURN_ADDRESS, so that reporting oneself loses.
    uint256 public constant REPORTER_BPS = 5_000;
    address public constant BURN_ADDRESS = 0x000000000000000000000000000000000000dEaD;

    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved)");
    /// @notice The ballot of a round after the first; round 0 keeps Ballot, so
    /// no ballot of one round is a ballot of another.
    bytes32 public constant APPEAL_BALLOT_TYPEHASH =
        keccak256("AppealBallot(bytes32 dealId,bytes32 evidenceRoot,uint8 round,bool approved)");

    /// @notice Seconds after a submission during which only a verdict can settle the deal.
    uint64 public immutable gracePeriod;
    /// @notice Seconds between an owner's registry or panel change and its effect.
    uint64 public immutable registryDelay;
    /// @notice The account that may call `resolve`; zero disables that path.
    address public immutable oracle;
    /// @notice The token jurors and coordinators bond in (the deployment's deal token).
    IERC20 public immutable stakeToken;
    /// @notice Seconds between an unbonding request and its payout; longer than
    /// gracePeriod, and ballots on a deal count only until submittedAt + unbondDelay,
    /// so every ballot that can move funds is signed while its juror's stake is held.
    uint64 public immutable unbondDelay;
    uint256 public immutable minJurorStake;
    uint256 public immutable minCoordinatorStake;
    /// @notice Seconds after a round's decision during which its losing party
    /// may appeal; 0: ballots pay out at once and there are no appeals.
    uint64 public immutable appealWindow;
    /// @notice The account that may open cases (deals without a payment,
    /// already submitted) with `openCase`; zero disables that path.
    address public immutable caseOpener;

    JurorEntry[] private _entries;
    mapping(address => Stake) private _jurors;
    mapping(address => Stake) private _coordinators;
    /// @notice Juror fees paid to a juror, per token.
    mapping(address => mapping(address => uint256)) public feesEarned;
    mapping(bytes32 => bool) private _proofUsed;
    /// @dev Per deal and round.
    mapping(bytes32 => mapping(uint256 => FeeShares)) private _feeShares;
    PanelConfig private _panel;
    mapping(bytes32 => Deal) private _deals;
    mapping(bytes32 => mapping(uint256 => Round)) private _rounds;

    event DealCreated(
        bytes32 indexed dealId,
        address indexed buyer,
        address indexed seller,
        address token,
        uint256 amount,
        uint256 jurorFee,
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
    event PanelDrawn(bytes32 indexed dealId, bytes32 seed, uint256 drawBlock);
    event JurorFeesPaid(bytes32 indexed dealId, uint256 seatMask, uint256 dissentMask, uint256 perSeat, uint256 toBuyer);
    event JurorFeeRefunded(bytes32 indexed dealId, uint256 amount);
    event JurorFeeClaimed(bytes32 indexed dealId, address indexed juror, uint256 seat, bool approved, uint256 amount);
    event Bonded(address indexed account, bool coordinator, uint256 amount, uint256 bonded);
    event UnbondRequested(address indexed account, bool coordinator, uint256 amount, uint48 releaseAt);
    event Withdrawn(address indexed account, bool coordinator, uint256 amount);
    event JurorSlashed(address indexed juror, bytes32 indexed dealId, address reporter, uint256 slashed, uint256 reward);
    /// @dev The events of an escrow with an appeal window, one round each.
    event RoundDecided(
        bytes32 indexed dealId,
        uint8 round,
        bool approved,
        bytes32 verdictHash,
        uint256 seatMask,
        address[] signers,
        uint64 appealDeadline
    );
    event RoundFeesPaid(
        bytes32 indexed dealId, uint8 round, uint256 seatMask, uint256 dissentMask, uint256 perSeat, uint256 toPayer
    );
    event Appealed(
        bytes32 indexed dealId,
        uint8 round,
        address indexed appellant,
        uint256 fee,
        uint8 seats,
        uint8 threshold,
        uint256 drawBlock
    );
    event RoundDrawn(bytes32 indexed dealId, uint8 round, bytes32 seed, uint256 drawBlock);
    event RoundFeeClaimed(
        bytes32 indexed dealId, uint8 round, address indexed juror, uint256 seat, bool approved, uint256 amount
    );
    event RoundFeeReturned(bytes32 indexed dealId, uint8 round, address indexed payer, uint256 amount);
    event AppealLapsed(bytes32 indexed dealId, uint8 round);
    event OutcomeAccepted(bytes32 indexed dealId, uint8 round, address indexed party);

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
    error NotCaseOpener(address caller);
    error OracleDisabled();
    error DeadlinePassed(bytes32 dealId, uint64 deadline);
    error RefundNotAvailable(bytes32 dealId, uint256 availableAfter);
    error DrawPending(bytes32 dealId, uint256 availableAtBlock);
    error DrawExpired(bytes32 dealId, uint256 drawBlock);
    error NoSignatures();
    error TooManySignatures(uint256 count, uint256 seats);
    error InvalidSignature(uint256 index);
    error NotASeat(uint256 index, address signer);
    error DuplicateSigner(uint256 index, address signer);
    error QuorumNotReached(uint256 signers, uint8 threshold);
    error RegistryFull(uint256 maxEntries);
    error JurorAlreadyActive(address juror);
    error InvalidUnbondDelay();
    error InvalidMinimumStake();
    error StakeBelowMinimum(uint256 stake, uint256 minimum);
    error UnbondPending(address account, uint48 releaseAt);
    error NotBonded(address account);
    error NothingToWithdraw(address account);
    error UnbondLocked(address account, uint48 releaseAt);
    error BallotWindowClosed(bytes32 dealId, uint256 closedAt);
    error SameVote();
    error SignersDiffer(address first, address second);
    error ProofAlreadyUsed(bytes32 dealId, address juror);
    error NothingToClaim(bytes32 dealId);
    error FeeAlreadyPaid(bytes32 dealId, address juror);
    error BallotWindowOpen(bytes32 dealId, uint256 closesAt);
    error RenounceDisabled();
    error InvalidAppealWindow();
    error NotTheLosingParty(address caller);
    error AppealWindowClosed(bytes32 dealId, uint256 closedAt);
    error AppealWindowOpen(bytes32 dealId, uint256 closesAt);
    error NoMoreAppeals(bytes32 dealId);
    error AppealFeeTooLow(uint256 required, uint256 offered);
    error AppealPending(bytes32 dealId, uint8 round, uint256 lapsesAt);
    error OutcomeRecorded(bytes32 dealId);
    error NoSuchRound(bytes32 dealId, uint8 round);
    error RoundsDiffer(uint8 first, uint8 second);

    /// @notice The constructor's arguments, in one struct to keep the stack small.
    struct Params {
        address owner;
        /// @dev address(0): only ballots and refunds settle deals.
        address oracle;
        address stakeToken;
        uint64 gracePeriod;
        uint64 registryDelay;
        uint64 unbondDelay;
        /// @dev 0: no appeals; otherwise gracePeriod + appealWindow < unbondDelay.
        uint64 appealWindow;
        uint256 minJurorStake;
        uint256 minCoordinatorStake;
        /// @dev Bonded with minJurorStake each from the deployer's approval of
        /// stakeToken, drawable from deployment, in this order.
        address[] jurors;
        uint8 panelSize;
        uint8 threshold;
        /// @dev The one account that may call openCase (an evaluator
        /// contract); address(0): openCase is disabled.
        address caseOpener;
    }

    constructor(Params memory p) Ownable(p.owner) EIP712("ArbiterEscrow", "2") {
        if (p.gracePeriod == 0) revert InvalidGracePeriod();
        if (p.registryDelay == 0 || p.registryDelay > type(uint32).max) revert InvalidRegistryDelay();
        // A juror must not be able to exit before every deal it can settle is past its grace period.
        if (p.unbondDelay <= p.gracePeriod || p.unbondDelay > type(uint32).max) revert InvalidUnbondDelay();
        // A round decided within the grace period can be appealed while ballots still count.
        if (p.appealWindow != 0 && uint256(p.gracePeriod) + p.appealWindow >= p.unbondDelay) {
            revert InvalidAppealWindow();
        }
        if (p.minJurorStake == 0 || p.minCoordinatorStake == 0) revert InvalidMinimumStake();
        if (p.stakeToken == address(0)) revert ZeroAddress();
        _checkPanel(p.panelSize, p.threshold);
        if (p.jurors.length > MAX_ENTRIES) revert RegistryFull(MAX_ENTRIES);
        gracePeriod = p.gracePeriod;
        registryDelay = p.registryDelay;
        unbondDelay = p.unbondDelay;
        appealWindow = p.appealWindow;
        oracle = p.oracle;
        caseOpener = p.caseOpener;
        stakeToken = IERC20(p.stakeToken);
        minJurorStake = p.minJurorStake;
        minCoordinatorStake = p.minCoordinatorStake;
        _panel = PanelConfig(p.panelSize, p.threshold, 0, 0, 0);
        emit PanelScheduled(p.panelSize, p.threshold, uint48(block.timestamp));
        if (p.jurors.length == 0) return;
        uint256 total = p.minJurorStake * p.jurors.length;
        uint256 received = _pull(IERC20(p.stakeToken), total);
        if (received != total) revert StakeBelowMinimum(received, total);
        uint128 each = SafeCast.toUint128(p.minJurorStake);
        for (uint256 i = 0; i < p.jurors.length; ++i) {
            address j = p.jurors[i];
            if (j == address(0)) revert ZeroAddress();
            // A juror listed twice has its entry by its second turn.
            if (_jurors[j].entry != 0) revert JurorAlreadyActive(j);
            _jurors[j].bonded = each;
            _jurors[j].entry = uint32(_append(j, uint48(block.timestamp)) + 1);
            emit Bonded(j, false, p.minJurorStake, p.minJurorStake);
        }
    }

    // ---------------------------------------------------------------------
    // Deal lifecycle
    // ---------------------------------------------------------------------

    /// @notice Funds a new deal from msg.sender (the buyer), who must have
    /// approved the escrow for amount + jurorFee. jurorFee is recorded in full
    /// and the deal's amount is what arrived beyond it, so a token that takes a
    /// fee on transfer is accounted for correctly.
    function createDeal(
        bytes32 dealId,
        address seller,
        address token,
        uint256 amount,
        uint256 jurorFee,
        bytes32 criteriaHash,
        uint64 deadline
    ) external nonReentrant {
        // Case ids are the caseOpener's (see openCase): a deal under one would
        // squat a job's case and leave the job only its refund.
        if (bytes4(dealId) == CASE_TAG) revert InvalidDealId();
        _checkNew(dealId, msg.sender, seller, token, deadline);
        if (amount == 0) revert ZeroAmount();
        uint256 received = _pull(IERC20(token), amount + jurorFee);
        if (received <= jurorFee) revert NothingReceived(token);
        _record(dealId, msg.sender, seller, token, received - jurorFee, jurorFee, criteriaHash, deadline);
    }

    /// @notice The caseOpener (an evaluator contract) opens a case: a deal
    /// with no payment (amount 0) between buyer and seller, already submitted
    /// with deliverableHash, so that its panel, ballots, threshold, appeals
    /// and fees are a deal's. jurorFee is pulled from the caseOpener and
    /// what arrives is the case's juror fee; buyer and seller are the parties
    /// (remainders, unclaimed shares and appeals are theirs, as on a deal).
    function openCase(
        bytes32 dealId,
        address buyer,
        address seller,
        address token,
        uint256 jurorFee,
        bytes32 criteriaHash,
        bytes32 deliverableHash,
        uint64 deadline
    ) external nonReentrant {
        if (msg.sender != caseOpener) revert NotCaseOpener(msg.sender);
        if (bytes4(dealId) != CASE_TAG) revert InvalidDealId();
        _checkNew(dealId, buyer, seller, token, deadline);
        uint256 received = _pull(IERC20(token), jurorFee);
        _submit(dealId, _record(dealId, buyer, seller, token, 0, received, criteriaHash, deadline), deliverableHash);
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
        _submit(dealId, d, deliverableHash);
    }

    /// @notice The oracle, on an escrow that has one, settles a submitted deal:
    /// approved pays the seller, rejected refunds the buyer. No juror served,
    /// so the juror fee returns to the buyer.
    function resolve(bytes32 dealId, bool approved, bytes32 verdictHash) external nonReentrant {
        if (oracle == address(0)) revert OracleDisabled();
        if (msg.sender != oracle) revert NotOracle(msg.sender);
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);
        if (d.round != 0) revert OutcomeRecorded(dealId);
        _settle(dealId, d, approved, verdictHash, METHOD_ORACLE);
        _refundFee(dealId, d);
    }

    /// @notice Anyone may settle a submitted deal with ballots from at least the
    /// deal's threshold of distinct seats of its panel for the outcome, each an
    /// EIP-712 signature over Ballot(dealId, evidenceRootOf(dealId), approved),
    /// plus any dissents: ballots of other seats for the other outcome. Any
    /// signature that is malformed, not from a seat, or from a seat already
    /// counted reverts the call. Every seat of the panel is owed an equal
    /// share of the juror fee for its ballot, dissent included: the seats in
    /// the call are paid now, the others by `claimJurorFee` within the ballot
    /// window, so no relayer can keep a seat from its fee by leaving its
    /// ballot out. The division remainder goes to the buyer. The recorded verdict hash commits to the
    /// deal, its evidence root, the outcome and the seats that voted for it,
    /// so no caller chooses it. Ballots count until submittedAt + unbondDelay.
    /// On an escrow with an appeal window the ballots decide the deal's
    /// current round instead (after an appeal: AppealBallot over the round,
    /// from that round's seats, with its threshold and fee): the outcome is
    /// recorded, the seats are paid, and the funds wait for `finalize` or
    /// `acceptOutcome`.
    function resolveByQuorum(bytes32 dealId, bool approved, bytes[] calldata signatures, bytes[] calldata dissents)
        external
        nonReentrant
    {
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);
        _requireBallotWindow(dealId, d);

        uint256 n = signatures.length;
        if (n == 0) revert NoSignatures();
        Tally memory t;
        (bytes32 seed, uint256 size, uint8 threshold) = _fixSeed(dealId, d, d.round);
        (t.seats, t.candidates) = _seats(d, seed, size);
        if (n + dissents.length > t.seats.length) revert TooManySignatures(n + dissents.length, t.seats.length);
        // Every signature must be a distinct seat, so n is the number of seats that agree.
        if (n < threshold) revert QuorumNotReached(n, threshold);

        _settleByBallots(dealId, d, approved, t, signatures, dissents);
    }

    /// @notice Anyone may fix the draw of a submitted deal's current round
    /// once the block after the submission (after an appeal: after the
    /// appeal) exists and while its hash is readable (256 blocks); the seed
    /// is stored and never drawn again. A deal whose first draw was never
    /// fixed in that window has no panel: only the oracle or the buyer's
    /// refund after the grace period can settle it; an appeal round's expired
    /// draw lets `finalize` pay the previous round's outcome. Returns the
    /// seats in seat order.
    function drawPanel(bytes32 dealId) external returns (address[] memory seats) {
        Deal storage d = _existing(dealId);
        _requireSubmitted(dealId, d.state);
        (bytes32 seed, uint256 size,) = _fixSeed(dealId, d, d.round);
        (seats,) = _seats(d, seed, size);
    }

    /// @notice Anyone may relay the ballot of a seat of a quorum-settled deal
    /// that the settling call left out, for either outcome, until
    /// submittedAt + unbondDelay: the seat is paid its share of the juror fee.
    function claimJurorFee(bytes32 dealId, bool approved, bytes calldata signature) external nonReentrant {
        _claim(dealId, 0, approved, signature);
    }

    /// @notice claimJurorFee for a decided round of a deal on an escrow with an
    /// appeal window: the seat is paid its share of that round's fee.
    function claimRoundFee(bytes32 dealId, uint8 round, bool approved, bytes calldata signature)
        external
        nonReentrant
    {
        _claim(dealId, round, approved, signature);
    }

    /// @notice Once the ballot window of a quorum-settled deal has closed,
    /// anyone may return the shares no seat claimed to whoever paid each
    /// round's fee: the buyer for the first, the appellant for the others.
    function returnUnclaimedFees(bytes32 dealId) external nonReentrant {
        Deal storage d = _existing(dealId);
        uint256 closedAt = uint256(d.submittedAt) + unbondDelay;
        uint256 returned = 0;
        for (uint256 r = 0; r <= d.round; ++r) {
            FeeShares memory f = _feeShares[dealId][r];
            if (f.unpaid == 0) continue;
            if (block.timestamp < closedAt) revert BallotWindowOpen(dealId, closedAt);
            delete _feeShares[dealId][r];
            uint256 amount = uint256(f.share) * f.unpaid;
            returned += amount;
            _returnFee(dealId, d, r, amount);
        }
        if (returned == 0) revert NothingToClaim(dealId);
    }

    // ---------------------------------------------------------------------
    // Appeals (an escrow with an appeal window)
    // ---------------------------------------------------------------------

    /// @notice The losing party of a decided round appeals it, within the
    /// appeal window and while ballots still count, paying the next round's
    /// fee (appealCostOf) in the deal's token: `fee` is pulled and what
    /// arrives, at least that cost, is the round's fee. The next round seats
    /// 2n + 1 of the deal's candidates (n: this round's seats, at most all
    /// candidates) with a strict majority as its threshold, drawn from the
    /// hash of the block after this call.
    function appeal(bytes32 dealId, uint256 fee) external nonReentrant {
        Deal storage d = _existing(dealId);
        Round storage cur = _decided(dealId, d);
        if (msg.sender != _loser(d, cur.approved)) revert NotTheLosingParty(msg.sender);
        uint256 closes = uint256(cur.decidedAt) + appealWindow;
        if (block.timestamp >= closes) revert AppealWindowClosed(dealId, closes);
        _requireBallotWindow(dealId, d);
        uint8 seats = cur.nextSeats;
        if (seats == 0) revert NoMoreAppeals(dealId);
        uint256 required = _appealCost(dealId, d, seats);
        if (fee < required) revert AppealFeeTooLow(required, fee);
        uint256 received = _pull(IERC20(d.token), fee);
        if (received < required) revert AppealFeeTooLow(required, received);

        uint8 r = d.round + 1;
        Round storage next = _rounds[dealId][r];
        (next.payer, next.drawBlock, next.seats, next.threshold) =
            (msg.sender, uint64(block.number + 1), seats, seats / 2 + 1);
        next.fee = SafeCast.toUint128(received);
        (d.round, d.state) = (r, State.Submitted);
        emit Appealed(dealId, r, msg.sender, received, seats, seats / 2 + 1, block.number + 1);
    }

    /// @notice The losing party of a decided round takes its outcome at once:
    /// the funds go where the round decided.
    function acceptOutcome(bytes32 dealId) external nonReentrant {
        Deal storage d = _existing(dealId);
        Round storage cur = _decided(dealId, d);
        if (msg.sender != _loser(d, cur.approved)) revert NotTheLosingParty(msg.sender);
        emit OutcomeAccepted(dealId, d.round, msg.sender);
        _settle(dealId, d, cur.approved, cur.verdictHash, METHOD_ROUNDS);
    }

    /// @notice Anyone pays out a decided round once its appeal window closed.
    /// An appeal round that no ballots decided lapses when the ballot window
    /// closes, or at once when its draw expired unfixed: its fee returns to
    /// the appellant and the previous round's outcome is paid.
    function finalize(bytes32 dealId) external nonReentrant {
        Deal storage d = _existing(dealId);
        _requireOpen(dealId, d.state);
        uint8 r = d.round;
        Round storage cur = _rounds[dealId][r];
        if (d.state == State.Decided) {
            uint256 closes = uint256(cur.decidedAt) + appealWindow;
            if (block.timestamp < closes) revert AppealWindowOpen(dealId, closes);
            _settle(dealId, d, cur.approved, cur.verdictHash, METHOD_ROUNDS);
            return;
        }
        if (d.state != State.Submitted || r == 0) revert WrongState(dealId, d.state);
        uint256 lapsesAt = uint256(d.submittedAt) + unbondDelay;
        bool expired = cur.seed == 0 && block.number > cur.drawBlock && blockhash(cur.drawBlock) == 0;
        if (block.timestamp < lapsesAt && !expired) revert AppealPending(dealId, r, lapsesAt);
        emit AppealLapsed(dealId, r);
        Round storage prev = _rounds[dealId][r - 1];
        _settle(dealId, d, prev.approved, prev.verdictHash, METHOD_ROUNDS);
        _returnFee(dealId, d, r, cur.fee);
    }

    /// @notice The buyer takes the funds and the juror fee back when the seller
    /// did not submit by the deadline, or when a submission was not resolved
    /// within the grace period. Both windows open strictly after their boundary second.
    function refund(bytes32 dealId) external nonReentrant {
        Deal storage d = _existing(dealId);
        if (msg.sender != d.buyer) revert NotBuyer(msg.sender);
        _requireOpen(dealId, d.state);

        uint8 reason;
        if (d.state == State.Funded) {
            if (block.timestamp <= d.deadline) revert RefundNotAvailable(dealId, d.deadline);
            reason = REFUND_NO_SUBMISSION;
        } else {
            if (d.state != State.Submitted || d.round != 0) revert OutcomeRecorded(dealId);
            uint256 until = uint256(d.submittedAt) + gracePeriod;
            if (block.timestamp <= until) revert RefundNotAvailable(dealId, until);
            reason = REFUND_RESOLUTION_TIMEOUT;
        }

        d.state = State.Refunded;
        uint256 amount = d.amount;
        if (amount != 0) IERC20(d.token).safeTransfer(d.buyer, amount);
        emit DealRefunded(dealId, reason, amount);
        _refundFee(dealId, d);
    }

    // ---------------------------------------------------------------------
    // Stakes: jurors and coordinators bond, unbond after unbondDelay
    // ---------------------------------------------------------------------

    /// @notice Bonds amount of stakeToken for msg.sender as a juror (a top-up
    /// when already bonded). The total must reach minJurorStake; a juror
    /// without an open entry gets one, drawable from now + registryDelay.
    function bond(uint256 amount) external nonReentrant {
        Stake storage s = _bond(_jurors[msg.sender], amount, minJurorStake, false);
        if (s.entry == 0) s.entry = uint32(_append(msg.sender, uint48(block.timestamp + registryDelay)) + 1);
    }

    /// @notice Starts msg.sender's juror exit: its whole bond stops being drawn
    /// for deals submitted from the next second on and is paid out by
    /// `withdraw` after unbondDelay. Deals submitted before keep it as a candidate.
    function requestUnbond() external nonReentrant {
        Stake storage s = _jurors[msg.sender];
        _requestUnbond(s, false);
        _closeEntry(s);
    }

    /// @notice Pays out msg.sender's juror unbonding once its release time is reached.
    function withdraw() external nonReentrant {
        _withdraw(_jurors[msg.sender], false);
    }

    /// @notice Bonds amount of stakeToken for msg.sender as a coordinator; the
    /// total must reach minCoordinatorStake.
    function bondCoordinator(uint256 amount) external nonReentrant {
        _bond(_coordinators[msg.sender], amount, minCoordinatorStake, true);
    }

    /// @notice Starts msg.sender's coordinator exit: it stops being bonded at
    /// once and is paid out by `withdrawCoordinator` after unbondDelay.
    function requestCoordinatorUnbond() external nonReentrant {
        _requestUnbond(_coordinators[msg.sender], true);
    }

    function withdrawCoordinator() external nonReentrant {
        _withdraw(_coordinators[msg.sender], true);
    }

    /// @notice Anyone may prove that a bonded juror signed ballots for both
    /// outcomes of one round of one submitted deal. The proof slashes SLASH_BPS
    /// of the juror's stake (bonded and unbonding), pays REPORTER_BPS of that to
    /// msg.sender and burns the rest, closes the juror's registry entry, and
    /// leaves the remainder unbonding for unbondDelay. A juror signs one ballot
    /// per deal and round: a different vote in another round (after an appeal)
    /// is no equivocation. A proof counts once per deal, round and juror.
    function slashEquivocation(bytes32 dealId, SignedBallot calldata a, SignedBallot calldata b)
        external
        nonReentrant
    {
        Deal storage d = _submitted(dealId);
        uint8 round = a.round;
        if (b.round != round) revert RoundsDiffer(round, b.round);
        if (round > d.round) revert NoSuchRound(dealId, round);
        if (a.approved == b.approved) revert SameVote();
        bytes32 root = _evidenceRoot(d);
        address first = _recover(roundBallotDigest(dealId, root, round, a.approved), a.signature, 0);
        address second = _recover(roundBallotDigest(dealId, root, round, b.approved), b.signature, 1);
        if (first != second) revert SignersDiffer(first, second);
        bytes32 proof = round == 0 ? keccak256(abi.encode(dealId, first)) : keccak256(abi.encode(dealId, first, round));
        if (_proofUsed[proof]) revert ProofAlreadyUsed(dealId, first);
        Stake storage s = _jurors[first];
        uint256 total = uint256(s.bonded) + s.unbonding;
        if (total == 0) revert NotBonded(first);

        _proofUsed[proof] = true;
        uint256 slashed = total * SLASH_BPS / 10_000;
        uint256 reward = slashed * REPORTER_BPS / 10_000;
        _closeEntry(s);
        s.bonded = 0;
        s.unbonding = uint128(total - slashed);
        uint48 release = uint48(block.timestamp + unbondDelay);
        if (s.releaseAt < release) s.releaseAt = release;
        s.slashes += 1;
        emit JurorSlashed(first, dealId, msg.sender, slashed, reward);
        if (s.unbonding != 0) emit UnbondRequested(first, false, s.unbonding, s.releaseAt);
        if (reward != 0) stakeToken.safeTransfer(msg.sender, reward);
        if (slashed != reward) stakeToken.safeTransfer(BURN_ADDRESS, slashed - reward);
    }

    // ---------------------------------------------------------------------
    // Juror registry and panel (owner only, effective after registryDelay)
    // ---------------------------------------------------------------------

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

    /// @dev Without an owner the panel size could never change again, so renouncing is refused.
    function renounceOwnership() public view override onlyOwner {
        revert RenounceDisabled();
    }

    // ---------------------------------------------------------------------
    // Views
    // ---------------------------------------------------------------------

    /// @notice Whether account has a registry entry active at the current block's time.
    function isJuror(address account) external view returns (bool) {
        address[] memory active = jurorsAt(block.timestamp);
        for (uint256 i = 0; i < active.length; ++i) {
            if (active[i] == account) return true;
        }
        return false;
    }

    /// @notice Whether account's juror bond stands (it is drawable once its
    /// entry's activeFrom is reached, see isJuror).
    function isBondedJuror(address account) external view returns (bool) {
        return _jurors[account].entry != 0;
    }

    /// @notice Whether account has at least minCoordinatorStake bonded as a
    /// coordinator with no unbonding requested.
    function isBondedCoordinator(address account) external view returns (bool) {
        return _coordinators[account].bonded >= minCoordinatorStake;
    }

    function stakeOf(address juror) external view returns (Stake memory) {
        return _jurors[juror];
    }

    function coordinatorStakeOf(address coordinator) external view returns (Stake memory) {
        return _coordinators[coordinator];
    }

    /// @notice How many jurors are active at the current block's time.
    function jurorCount() external view returns (uint256) {
        return jurorsAt(block.timestamp).length;
    }

    /// @notice The registry slots in use.
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
    /// whose hash made it (always the block after the submission). Reverts
    /// DrawPending until that block exists and DrawExpired when its hash aged
    /// out before anyone fixed the draw.
    function panelOf(bytes32 dealId) external view returns (address[] memory seats, bytes32 seed, uint256 drawBlock) {
        return roundPanelOf(dealId, 0);
    }

    /// @notice panelOf for a round of the deal: round 0 is panelOf; an appeal
    /// round's seats are drawn the same way from the same candidates, seeded
    /// by the block after its appeal.
    function roundPanelOf(bytes32 dealId, uint8 round)
        public
        view
        returns (address[] memory seats, bytes32 seed, uint256 drawBlock)
    {
        Deal storage d = _submitted(dealId);
        if (round > d.round) revert NoSuchRound(dealId, round);
        uint256 size;
        (seed, drawBlock, size,) = _roundDraw(dealId, d, round);
        seed = _seedOf(dealId, seed, drawBlock);
        (seats,) = _seats(d, seed, size);
    }

    /// @notice A round of a submitted deal (up to its current round) and the
    /// fee shares it still owes; round 0's seed, payer, draw block, seats,
    /// threshold and fee are the deal's own. Seed 0: the draw is not fixed;
    /// decidedAt 0: no ballots decided the round (on an escrow without an
    /// appeal window, round 0's decision is the settlement, DealResolved).
    function roundOf(bytes32 dealId, uint8 round) external view returns (Round memory r, FeeShares memory shares) {
        Deal storage d = _submitted(dealId);
        if (round > d.round) revert NoSuchRound(dealId, round);
        r = _rounds[dealId][round];
        if (round == 0) {
            uint256 size;
            (r.seed,, size, r.threshold) = _roundDraw(dealId, d, 0);
            (r.payer, r.drawBlock, r.fee) = (d.buyer, d.submitBlock + 1, SafeCast.toUint128(d.jurorFee));
            uint256 n = jurorsAt(d.submittedAt).length;
            if (r.seats == 0) r.seats = uint8(size < n ? size : n);
        }
        shares = _feeShares[dealId][round];
    }

    /// @notice sha256 over the lower-case hex of criteriaHash and deliverableHash:
    /// the evidence root every ballot on the deal must sign.
    function evidenceRootOf(bytes32 dealId) external view returns (bytes32) {
        return _evidenceRoot(_submitted(dealId));
    }

    /// @notice A quorum-settled deal's juror fee still owed: one seat's share,
    /// the seats not paid, and the paid seats' bits (all zero when none is owed).
    function feeSharesOf(bytes32 dealId) external view returns (FeeShares memory) {
        return _feeShares[dealId][0];
    }

    /// @notice The EIP-712 digest a juror signs for a ballot on this escrow.
    function ballotDigest(bytes32 dealId, bytes32 evidenceRoot, bool approved) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(BALLOT_TYPEHASH, dealId, evidenceRoot, approved)));
    }

    /// @notice The digest a juror signs for a ballot in a round: ballotDigest
    /// for round 0, AppealBallot(dealId, evidenceRoot, round, approved) after.
    function roundBallotDigest(bytes32 dealId, bytes32 evidenceRoot, uint8 round, bool approved)
        public
        view
        returns (bytes32)
    {
        if (round == 0) return ballotDigest(dealId, evidenceRoot, approved);
        return _hashTypedDataV4(keccak256(abi.encode(APPEAL_BALLOT_TYPEHASH, dealId, evidenceRoot, round, approved)));
    }

    /// @notice The EIP-712 domain separator of this escrow on this chain.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    // ---------------------------------------------------------------------
    // Internals
    // ---------------------------------------------------------------------

    /// @dev The checks a new deal or case passes before any token moves.
    function _checkNew(bytes32 dealId, address buyer, address seller, address token, uint64 deadline) private view {
        if (dealId == bytes32(0)) revert InvalidDealId();
        if (_deals[dealId].state != State.None) revert DealAlreadyExists(dealId);
        if (buyer == address(0) || seller == address(0) || token == address(0)) revert ZeroAddress();
        if (seller == buyer) revert SelfDeal();
        if (deadline <= block.timestamp) revert DeadlineNotInFuture(deadline, block.timestamp);
    }

    /// @dev Records a funded deal (a case: amount 0) and emits DealCreated.
    function _record(
        bytes32 dealId,
        address buyer,
        address seller,
        address token,
        uint256 amount,
        uint256 jurorFee,
        bytes32 criteriaHash,
        uint64 deadline
    ) private returns (Deal storage d) {
        d = _deals[dealId];
        d.buyer = buyer;
        d.seller = seller;
        d.token = token;
        d.amount = amount;
        d.jurorFee = jurorFee;
        d.criteriaHash = criteriaHash;
        d.deadline = deadline;
        d.state = State.Funded;
        emit DealCreated(dealId, buyer, seller, token, amount, jurorFee, criteriaHash, deadline);
    }

    /// @dev Records the submission of deliverableHash: the deal keeps the
    /// panel size and threshold in force now, and its jurors are the registry
    /// entries active now (see snapshotOf).
    function _submit(bytes32 dealId, Deal storage d, bytes32 deliverableHash) private {
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

    /// @dev Ballots on a deal count until submittedAt + unbondDelay.
    function _requireBallotWindow(bytes32 dealId, Deal storage d) private view {
        uint256 closedAt = uint256(d.submittedAt) + unbondDelay;
        if (block.timestamp >= closedAt) revert BallotWindowClosed(dealId, closedAt);
    }

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

    /// @dev Adds an entry and returns its index: a new slot while there are
    /// fewer than MAX_ENTRIES, else the first whose entry ended at least
    /// unbondDelay ago, which no deal that ballots can still settle has among
    /// its candidates. The caller has checked that juror has no open entry.
    function _append(address juror, uint48 from) private returns (uint256 index) {
        JurorEntry memory e = JurorEntry(juror, from, 0);
        index = _entries.length;
        if (index < MAX_ENTRIES) {
            _entries.push(e);
        } else {
            uint256 i = 0;
            while (i < index) {
                uint256 until = _entries[i].activeUntil;
                if (until != 0 && until + unbondDelay <= block.timestamp) break;
                ++i;
            }
            if (i == index) revert RegistryFull(MAX_ENTRIES);
            _entries[i] = e;
            index = i;
        }
        emit JurorAdded(juror, index, from);
    }

    /// @dev Ends s's open entry after the current second, so that a deal
    /// submitted in this second keeps its candidates.
    function _closeEntry(Stake storage s) private {
        if (s.entry == 0) return;
        uint256 i = s.entry - 1;
        s.entry = 0;
        uint48 until = uint48(block.timestamp + 1);
        _entries[i].activeUntil = until;
        emit JurorRemoved(_entries[i].account, i, until);
    }

    /// @dev Transfers amount of token from msg.sender in and returns what arrived.
    function _pull(IERC20 token, uint256 amount) private returns (uint256) {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        return token.balanceOf(address(this)) - before;
    }

    function _bond(Stake storage s, uint256 amount, uint256 minimum, bool coordinator)
        private
        returns (Stake storage)
    {
        if (amount == 0) revert ZeroAmount();
        if (s.unbonding != 0) revert UnbondPending(msg.sender, s.releaseAt);
        uint256 received = _pull(stakeToken, amount);
        if (received == 0) revert NothingReceived(address(stakeToken));
        uint256 total = s.bonded + received;
        if (total < minimum) revert StakeBelowMinimum(total, minimum);
        s.bonded = SafeCast.toUint128(total);
        emit Bonded(msg.sender, coordinator, received, total);
        return s;
    }

    function _requestUnbond(Stake storage s, bool coordinator) private {
        if (s.bonded == 0) revert NotBonded(msg.sender);
        s.unbonding = s.bonded;
        s.bonded = 0;
        s.releaseAt = uint48(block.timestamp + unbondDelay);
        emit UnbondRequested(msg.sender, coordinator, s.unbonding, s.releaseAt);
    }

    function _withdraw(Stake storage s, bool coordinator) private {
        uint256 amount = s.unbonding;
        if (amount == 0) revert NothingToWithdraw(msg.sender);
        if (block.timestamp < s.releaseAt) revert UnbondLocked(msg.sender, s.releaseAt);
        s.unbonding = 0;
        s.releaseAt = 0;
        stakeToken.safeTransfer(msg.sender, amount);
        emit Withdrawn(msg.sender, coordinator, amount);
    }

    function _recover(bytes32 digest, bytes calldata signature, uint256 index) private pure returns (address signer) {
        ECDSA.RecoverError err;
        (signer, err,) = ECDSA.tryRecoverCalldata(digest, signature);
        if (err != ECDSA.RecoverError.NoError || signer == address(0)) revert InvalidSignature(index);
    }

    /// @dev The draw's seed: the stored one, or else keccak256 of the hash of
    /// the draw block (the block after the submission, or after the appeal)
    /// and the deal ID. No later block is ever used, so waiting gives no party
    /// a second panel.
    function _seedOf(bytes32 dealId, bytes32 stored, uint256 drawBlock) private view returns (bytes32) {
        if (stored != bytes32(0)) return stored;
        if (block.number <= drawBlock) revert DrawPending(dealId, drawBlock + 1);
        bytes32 h = blockhash(drawBlock);
        if (h == bytes32(0)) revert DrawExpired(dealId, drawBlock);
        return keccak256(abi.encode(h, dealId));
    }

    /// @dev Round r's stored seed, draw block, seats to draw and threshold:
    /// the deal's own for round 0, the appeal's after.
    function _roundDraw(bytes32 dealId, Deal storage d, uint256 r)
        private
        view
        returns (bytes32 seed, uint64 drawBlock, uint256 size, uint8 threshold)
    {
        if (r == 0) return (d.seed, d.submitBlock + 1, d.panelSize, d.threshold);
        Round storage rd = _rounds[dealId][r];
        return (rd.seed, rd.drawBlock, rd.seats, rd.threshold);
    }

    /// @dev Stores round r's seed when no call did yet, and returns it with
    /// the seats to draw and the threshold.
    function _fixSeed(bytes32 dealId, Deal storage d, uint256 r)
        private
        returns (bytes32 seed, uint256 size, uint8 threshold)
    {
        bytes32 stored;
        uint64 drawBlock;
        (stored, drawBlock, size, threshold) = _roundDraw(dealId, d, r);
        seed = _seedOf(dealId, stored, drawBlock);
        if (stored != bytes32(0)) return (seed, size, threshold);
        if (r == 0) {
            d.seed = seed;
            emit PanelDrawn(dealId, seed, drawBlock);
        } else {
            _rounds[dealId][r].seed = seed;
            emit RoundDrawn(dealId, uint8(r), seed, drawBlock);
        }
    }

    /// @dev The first min(size, candidates) seats drawn with seed from the
    /// deal's candidates, and how many candidates there are.
    function _seats(Deal storage d, bytes32 seed, uint256 size)
        private
        view
        returns (address[] memory seats, uint256 n)
    {
        seats = jurorsAt(d.submittedAt);
        n = seats.length;
        if (n < size) size = n;
        // Partial Fisher-Yates: seat i takes a uniform pick among positions i..n-1.
        for (uint256 i = 0; i < size; ++i) {
            uint256 j = i + uint256(keccak256(abi.encode(seed, i))) % (n - i);
            (seats[i], seats[j]) = (seats[j], seats[i]);
        }
        assembly ("memory-safe") {
            mstore(seats, size)
        }
    }

    /// @dev A round's panel (seats in seat order, candidates drawn from) and
    /// the seats that voted for the outcome and the dissenting ones, by bit of
    /// their seat index and in call order.
    struct Tally {
        address[] seats;
        uint256 candidates;
        uint256 mask;
        uint256 dissentMask;
        address[] signers;
        address[] dissenters;
    }

    function _settleByBallots(
        bytes32 dealId,
        Deal storage d,
        bool approved,
        Tally memory t,
        bytes[] calldata signatures,
        bytes[] calldata dissents
    ) private {
        bytes32 root = _evidenceRoot(d);
        uint8 r = d.round;
        (t.mask, t.signers) = _countSeats(t.seats, roundBallotDigest(dealId, root, r, approved), signatures, 0, 0);
        (t.dissentMask, t.dissenters) =
            _countSeats(t.seats, roundBallotDigest(dealId, root, r, !approved), dissents, t.mask, signatures.length);
        if (appealWindow == 0) {
            emit DealSettledByJurors(dealId, approved, root, t.mask, t.signers);
            _settle(dealId, d, approved, keccak256(abi.encode(dealId, root, approved, t.mask)), METHOD_QUORUM);
            _payFees(dealId, d, 0, d.jurorFee, d.buyer, t);
        } else {
            _decide(dealId, d, r, approved, root, t);
        }
    }

    /// @dev Records round r's outcome, opens its appeal window and pays its seats.
    function _decide(bytes32 dealId, Deal storage d, uint8 r, bool approved, bytes32 root, Tally memory t) private {
        Round storage rd = _rounds[dealId][r];
        uint256 n = t.seats.length;
        if (r == 0) (rd.payer, rd.drawBlock, rd.seats, rd.threshold) = (d.buyer, d.submitBlock + 1, uint8(n), d.threshold);
        // An appeal seats 2n + 1 of the candidates, at most all of them and only while rounds are left.
        uint256 next = 2 * n + 1 < t.candidates ? 2 * n + 1 : t.candidates;
        if (r + 1 < MAX_ROUNDS && next > n) rd.nextSeats = uint8(next);
        bytes32 verdictHash = r == 0
            ? keccak256(abi.encode(dealId, root, approved, t.mask))
            : keccak256(abi.encode(dealId, root, r, approved, t.mask));
        (rd.approved, rd.verdictHash, rd.decidedAt) = (approved, verdictHash, uint64(block.timestamp));
        d.state = State.Decided;
        emit RoundDecided(dealId, r, approved, verdictHash, t.mask, t.signers, uint64(block.timestamp + appealWindow));
        _payFees(dealId, d, r, r == 0 ? d.jurorFee : rd.fee, rd.payer, t);
    }

    /// @dev Recovers every signature, requires each to be a seat not in
    /// taken nor counted before, and returns the bitmask of the seats' indices
    /// and the signers in call order. Errors name index first + i.
    function _countSeats(
        address[] memory seats,
        bytes32 digest,
        bytes[] calldata signatures,
        uint256 taken,
        uint256 first
    ) private pure returns (uint256 mask, address[] memory signers) {
        signers = new address[](signatures.length);
        for (uint256 i = 0; i < signatures.length; ++i) {
            address signer = _recover(digest, signatures[i], first + i);
            uint256 k = 0;
            while (k < seats.length && seats[k] != signer) ++k;
            if (k == seats.length) revert NotASeat(first + i, signer);
            if ((mask | taken) & (1 << k) != 0) revert DuplicateSigner(first + i, signer);
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
        if (amount != 0) IERC20(d.token).safeTransfer(recipient, amount);
        emit DealResolved(dealId, approved, verdictHash, method, recipient, amount);
    }

    /// @dev Pays each seat whose ballot decided round r or dissented its share
    /// of the round's fee (an equal share for every seat of its panel), sends
    /// the division remainder to the round's payer, and keeps the other
    /// seats' shares for claims.
    function _payFees(bytes32 dealId, Deal storage d, uint256 r, uint256 fee, address payer, Tally memory t) private {
        uint256 seats = t.seats.length;
        address[] memory signers = t.signers;
        address[] memory dissenters = t.dissenters;
        uint256 paid = signers.length + dissenters.length;
        uint256 share = fee / seats;
        address token = d.token;
        for (uint256 i = 0; i < paid; ++i) {
            address seat = i < signers.length ? signers[i] : dissenters[i - signers.length];
            _jurors[seat].dealsServed += 1;
            if (share != 0) {
                feesEarned[seat][token] += share;
                IERC20(token).safeTransfer(seat, share);
            }
        }
        uint256 rest = fee - share * seats;
        if (rest != 0) IERC20(token).safeTransfer(payer, rest);
        if (share != 0 && paid < seats) {
            _feeShares[dealId][r] =
                FeeShares(SafeCast.toUint128(share), uint128(seats - paid), t.mask | t.dissentMask);
        }
        if (appealWindow == 0) emit JurorFeesPaid(dealId, t.mask, t.dissentMask, share, rest);
        else emit RoundFeesPaid(dealId, uint8(r), t.mask, t.dissentMask, share, rest);
    }

    /// @dev Pays a seat of decided round r that no settling call carried its
    /// share, for its ballot of either outcome.
    function _claim(bytes32 dealId, uint256 r, bool approved, bytes calldata signature) private {
        Deal storage d = _existing(dealId);
        FeeShares storage f = _feeShares[dealId][r];
        if (f.unpaid == 0) revert NothingToClaim(dealId);
        _requireBallotWindow(dealId, d);
        address signer = _recover(roundBallotDigest(dealId, _evidenceRoot(d), uint8(r), approved), signature, 0);
        uint256 k = _seatOf(dealId, d, r, signer);
        if (f.paidMask & (1 << k) != 0) revert FeeAlreadyPaid(dealId, signer);
        uint256 share = f.share;
        if (f.unpaid == 1) {
            delete _feeShares[dealId][r];
        } else {
            f.paidMask |= 1 << k;
            f.unpaid -= 1;
        }
        _jurors[signer].dealsServed += 1;
        feesEarned[signer][d.token] += share;
        IERC20(d.token).safeTransfer(signer, share);
        if (appealWindow == 0) emit JurorFeeClaimed(dealId, signer, k, approved, share);
        else emit RoundFeeClaimed(dealId, uint8(r), signer, k, approved, share);
    }

    /// @dev The seat index of signer in round r's fixed draw; NotASeat if none.
    function _seatOf(bytes32 dealId, Deal storage d, uint256 r, address signer) private view returns (uint256 k) {
        (bytes32 seed,, uint256 size,) = _roundDraw(dealId, d, r);
        (address[] memory seats,) = _seats(d, seed, size);
        while (k < seats.length && seats[k] != signer) ++k;
        if (k == seats.length) revert NotASeat(0, signer);
    }

    /// @dev Returns amount of round r's fee to whoever paid it.
    function _returnFee(bytes32 dealId, Deal storage d, uint256 r, uint256 amount) private {
        if (appealWindow == 0) {
            IERC20(d.token).safeTransfer(d.buyer, amount);
            emit JurorFeeRefunded(dealId, amount);
            return;
        }
        address payer = r == 0 ? d.buyer : _rounds[dealId][r].payer;
        if (amount != 0) IERC20(d.token).safeTransfer(payer, amount);
        emit RoundFeeReturned(dealId, uint8(r), payer, amount);
    }

    /// @dev The deal's current round, which ballots decided.
    function _decided(bytes32 dealId, Deal storage d) private view returns (Round storage) {
        _requireOpen(dealId, d.state);
        if (d.state != State.Decided) revert WrongState(dealId, d.state);
        return _rounds[dealId][d.round];
    }

    /// @dev The party an outcome goes against: the buyer of a PASS, the seller of a FAIL.
    function _loser(Deal storage d, bool approved) private view returns (address) {
        return approved ? d.buyer : d.seller;
    }

    /// @dev An appeal round's fee: jurorFee × seats / the first round's seats.
    function _appealCost(bytes32 dealId, Deal storage d, uint8 seats) private view returns (uint256) {
        return d.jurorFee * seats / _rounds[dealId][0].seats;
    }

    /// @dev Returns the juror fee of a deal no juror settled to its buyer.
    function _refundFee(bytes32 dealId, Deal storage d) private {
        uint256 fee = d.jurorFee;
        if (fee == 0) return;
        IERC20(d.token).safeTransfer(d.buyer, fee);
        emit JurorFeeRefunded(dealId, fee);
    }
}
