// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IACPHook} from "./AgenticCommerceJobs.sol";

/// @title ACPHookProbe (tests only)
/// @notice An ERC-8183 hook that counts its calls and, once told to, reverts
/// every call for one selector: a job policy that blocks an action.
contract ACPHookProbe is IACPHook {
    bytes4 public blocked;
    uint256 public calls;

    error Blocked(bytes4 selector);

    function blockSelector(bytes4 selector) external {
        blocked = selector;
    }

    function beforeAction(uint256, bytes4 selector, bytes calldata) external {
        if (selector == blocked) revert Blocked(selector);
        calls += 1;
    }

    function afterAction(uint256, bytes4 selector, bytes calldata) external {
        if (selector == blocked) revert Blocked(selector);
        calls += 1;
    }
}
