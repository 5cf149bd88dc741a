// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ArbiterEscrow} from "./ArbiterEscrow.sol";

/// @notice What the evaluator needs of an ERC-8183 job contract. The
/// standard's normative text has no getter; `getJob` here returns the job's
/// data in the order the text lists it, plus the deliverable that `submit`
/// recorded (see docs/erc8183.md).
interface IERC8183Jobs {
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
        bytes32 deliverable;
    }

    function getJob(uint256 jobId) external view returns (Job memory);
    function paymentToken() external view returns (address);
    function complete(uint256 jobId, bytes32 reason, bytes calldata optParams) external;
    function reject(uint256 jobId, bytes32 reason, bytes calldata optParams) external;
}

/// @title ArbitraEvaluator
/// @notice The address an ERC-8183 job names as its `evaluator`. It decides
/// nothing itself: `open` puts a Submitted job before the escrow's court as a
/// case (a deal with no payment, the job's client as buyer and its provider
/// as seller), and `settle` completes or rejects the job exactly as the
/// case's panel decided, with the escrow's verdict hash as `reason`. Draw,
/// ballots, threshold, appeal window, rounds, fees and slashing are the
/// escrow's. The job's budget never leaves the job contract; only the juror
/// fee goes to the escrow. A job whose case is not decided in time is left to
/// the job's own `claimRefund`, which the evaluator never calls nor blocks.
contract ArbitraEvaluator is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Case {
        address jobContract;
        bool settled;
        uint256 jobId;
    }

    /// @notice The escrow whose court decides the cases; its caseOpener is this contract.
    ArbiterEscrow public immutable escrow;
    /// @notice The juror fee of each case, in the job's payment token, paid by whoever opens it.
    uint256 public immutable jurorFee;

    mapping(bytes32 => Case) private _cases;

    event CaseOpened(
        bytes32 indexed dealId,
        address indexed jobContract,
        uint256 indexed jobId,
        address opener,
        bytes32 criteriaHash,
        bytes32 deliverableHash,
        uint256 jurorFee
    );
    event CaseSettled(
        bytes32 indexed dealId, address indexed jobContract, uint256 indexed jobId, bool completed, bytes32 verdictHash
    );

    error ZeroFee();
    error NotCaseOpenerOf(address escrow);
    error EscrowHasOracle(address oracle);
    error NotTheEvaluator(address evaluator);
    error JobNotSubmitted(uint8 status);
    error JobExpired(uint256 expiredAt);
    error CaseAlreadyOpen(bytes32 dealId);
    error NoCase(bytes32 dealId);
    error CaseAlreadySettled(bytes32 dealId);
    error CaseNotDecided(bytes32 dealId, uint8 state);

    /// @dev The escrow is deployed first, naming this contract's address-to-be
    /// as its caseOpener. An escrow with an oracle is refused, so that only
    /// ballots decide a job.
    constructor(address escrow_, uint256 jurorFee_) {
        if (jurorFee_ == 0) revert ZeroFee();
        ArbiterEscrow e = ArbiterEscrow(escrow_);
        if (e.caseOpener() != address(this)) revert NotCaseOpenerOf(escrow_);
        address o = e.oracle();
        if (o != address(0)) revert EscrowHasOracle(o);
        escrow = e;
        jurorFee = jurorFee_;
    }

    /// @notice The escrow deal id of a job's case: one per job contract, job
    /// id, evaluator and chain. Its first four bytes are "case", which the
    /// escrow refuses in createDeal, so no one can take the id before open;
    /// the other 224 bits are the hash's.
    function caseIdOf(address jobContract, uint256 jobId) public view returns (bytes32) {
        bytes32 h = keccak256(abi.encode(block.chainid, address(this), jobContract, jobId));
        return bytes32(0x6361736500000000000000000000000000000000000000000000000000000000) | (h >> 32);
    }

    /// @notice The job a case id belongs to, and whether `settle` acted on it
    /// (jobContract zero: no such case).
    function caseOf(bytes32 dealId) external view returns (Case memory) {
        return _cases[dealId];
    }

    /// @notice Anyone opens the case of a Submitted job that names this
    /// evaluator, before its expiredAt, once per job. msg.sender pays the juror
    /// fee in the job's payment token (approve this contract for `jurorFee`);
    /// the client normally does. The evidence is the job's own commitments:
    /// criteriaHash = sha256 of its description, deliverableHash = the
    /// deliverable its provider submitted; the case's deadline is expiredAt.
    function open(address jobContract, uint256 jobId) external nonReentrant returns (bytes32 dealId) {
        IERC8183Jobs jobs = IERC8183Jobs(jobContract);
        IERC8183Jobs.Job memory job = jobs.getJob(jobId);
        if (job.evaluator != address(this)) revert NotTheEvaluator(job.evaluator);
        if (job.status != IERC8183Jobs.JobStatus.Submitted) revert JobNotSubmitted(uint8(job.status));
        if (block.timestamp >= job.expiredAt) revert JobExpired(job.expiredAt);
        dealId = caseIdOf(jobContract, jobId);
        if (_cases[dealId].jobContract != address(0)) revert CaseAlreadyOpen(dealId);
        _cases[dealId] = Case(jobContract, false, jobId);

        IERC20 token = IERC20(jobs.paymentToken());
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), jurorFee);
        uint256 fee = token.balanceOf(address(this)) - before;
        token.forceApprove(address(escrow), fee);
        bytes32 criteriaHash = sha256(bytes(job.description));
        escrow.openCase(
            dealId,
            job.client,
            job.provider,
            address(token),
            fee,
            criteriaHash,
            job.deliverable,
            SafeCast.toUint64(job.expiredAt)
        );
        emit CaseOpened(dealId, jobContract, jobId, msg.sender, criteriaHash, job.deliverable, fee);
    }

    /// @notice Anyone applies a final case to its job: a case the escrow
    /// released (PASS) completes the job, one refunded by a FAIL decision
    /// rejects it, with the escrow's verdict hash as reason. A decided round
    /// whose appeal window closed, or an appeal round that lapsed, is
    /// finalized on the escrow first. Refused while the case is undecided, a
    /// round is open or its appeal window runs, and for a case its buyer took
    /// back undecided (no verdict): such a job ends by claimRefund.
    function settle(address jobContract, uint256 jobId) external nonReentrant returns (bool completed) {
        bytes32 dealId = caseIdOf(jobContract, jobId);
        Case storage c = _cases[dealId];
        if (c.jobContract == address(0)) revert NoCase(dealId);
        if (c.settled) revert CaseAlreadySettled(dealId);
        ArbiterEscrow.Deal memory d = escrow.getDeal(dealId);
        if (d.state == ArbiterEscrow.State.Decided || (d.state == ArbiterEscrow.State.Submitted && d.round != 0)) {
            escrow.finalize(dealId);
            d = escrow.getDeal(dealId);
        }
        if (d.state == ArbiterEscrow.State.Released) {
            completed = true;
        } else if (d.state != ArbiterEscrow.State.Refunded || d.verdictHash == bytes32(0)) {
            revert CaseNotDecided(dealId, uint8(d.state));
        }
        c.settled = true;
        emit CaseSettled(dealId, jobContract, jobId, completed, d.verdictHash);
        if (completed) {
            IERC8183Jobs(jobContract).complete(jobId, d.verdictHash, "");
        } else {
            IERC8183Jobs(jobContract).reject(jobId, d.verdictHash, "");
        }
    }
}
