// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title VerdictAnchor
/// @notice Each coordinator account anchors the Merkle roots of its verdict
/// batches here, numbered 1, 2, 3... without gaps. Requiring the next number
/// makes a resent batch revert instead of anchoring twice. The contract keeps
/// roots only; inclusion proofs are checked off chain (docs/anchoring.md).
contract VerdictAnchor {
    /// @notice A batch of `count` verdict hashes with Merkle root `root`.
    event Anchored(address indexed coordinator, uint64 indexed batchId, bytes32 root, uint32 count);

    error BatchOutOfOrder(uint64 expected, uint64 got);
    error EmptyBatch();

    mapping(address => mapping(uint64 => bytes32)) private _roots;
    mapping(address => uint64) private _last;

    /// @notice Anchors the caller's next batch.
    function anchor(uint64 batchId, bytes32 root, uint32 count) external {
        if (count == 0 || root == bytes32(0)) revert EmptyBatch();
        uint64 expected = _last[msg.sender] + 1;
        if (batchId != expected) revert BatchOutOfOrder(expected, batchId);
        _last[msg.sender] = batchId;
        _roots[msg.sender][batchId] = root;
        emit Anchored(msg.sender, batchId, root, count);
    }

    /// @notice The root of a coordinator's batch; zero if not anchored.
    function rootOf(address coordinator, uint64 batchId) external view returns (bytes32) {
        return _roots[coordinator][batchId];
    }

    /// @notice The number of a coordinator's last anchored batch; zero if none.
    function lastBatch(address coordinator) external view returns (uint64) {
        return _last[coordinator];
    }
}
