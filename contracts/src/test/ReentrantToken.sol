// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice Test-only hostile token. Once armed, its next transfer between two
/// accounts calls `target` with `payload` from inside the token, as a malicious
/// token would re-enter the escrow. The outcome of that call is recorded and
/// emitted instead of bubbling up, so a test can see what the escrow answered.
/// The token can also act as an account itself (`execute`), so it can be the
/// buyer of a deal and re-enter with the buyer's rights.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public payload;
    bool public armed;

    uint256 public attempts;
    bool public lastSucceeded;
    bytes public lastResult;

    event ReentryAttempt(bool succeeded, bytes result);

    constructor() ERC20("Reentrant", "REE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
        armed = true;
    }

    /// @notice Lets the token contract approve a spender of its own balance.
    function approveFromSelf(address spender, uint256 amount) external {
        _approve(address(this), spender, amount);
    }

    /// @notice Calls `to` with `data` as this contract, bubbling up any revert.
    function execute(address to, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory ret) = to.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 0x20), mload(ret))
            }
        }
        return ret;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed && from != address(0) && to != address(0)) {
            armed = false;
            ++attempts;
            (bool ok, bytes memory ret) = target.call(payload);
            lastSucceeded = ok;
            lastResult = ret;
            emit ReentryAttempt(ok, ret);
        }
    }
}
