// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

/// @title AgentIdentityRegistry (tests only)
/// @notice ERC-8004's identity registry reduced to what the tests need: an
/// ERC-721 whose token id is the agent id, minted by `register`, with the
/// agent's URI.
contract AgentIdentityRegistry is ERC721URIStorage {
    uint256 public agentCount;

    event Registered(uint256 indexed agentId, string agentURI, address indexed owner);
    event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy);

    error NotOwnerOrOperator(address caller);

    constructor() ERC721("ERC-8004 agents (test)", "AGENT") {}

    function register(string calldata agentURI) external returns (uint256 agentId) {
        return _register(agentURI);
    }

    function register() external returns (uint256 agentId) {
        return _register("");
    }

    function setAgentURI(uint256 agentId, string calldata newURI) external {
        if (!isOwnerOrOperator(msg.sender, agentId)) revert NotOwnerOrOperator(msg.sender);
        _setTokenURI(agentId, newURI);
        emit URIUpdated(agentId, newURI, msg.sender);
    }

    /// @notice Whether account owns agentId or is approved for it (for the token or all of the owner's).
    function isOwnerOrOperator(address account, uint256 agentId) public view returns (bool) {
        address owner = ownerOf(agentId);
        return account == owner || isApprovedForAll(owner, account) || getApproved(agentId) == account;
    }

    function _register(string memory agentURI) private returns (uint256 agentId) {
        agentId = ++agentCount;
        _safeMint(msg.sender, agentId);
        if (bytes(agentURI).length != 0) _setTokenURI(agentId, agentURI);
        emit Registered(agentId, agentURI, msg.sender);
    }
}

/// @title AgentValidationRegistry (tests only)
/// @notice ERC-8004's validation registry: an agent's owner or operator asks
/// a validator to check its work (`validationRequest`), and only that
/// validator answers (`validationResponse`, 0-100). As the ERC allows, a
/// validator may answer a request more than once; arbitra's rule that a
/// final response is never changed is kept by the validator (the
/// coordinator), not by this registry. A requestHash names one request: it
/// cannot be requested again, so nobody can re-point it to another validator.
contract AgentValidationRegistry {
    struct Status {
        address validatorAddress;
        uint256 agentId;
        uint8 response;
        bytes32 responseHash;
        string tag;
        uint256 lastUpdate;
    }

    AgentIdentityRegistry private immutable _identity;
    mapping(bytes32 => Status) private _status;
    mapping(uint256 => bytes32[]) private _byAgent;
    mapping(address => bytes32[]) private _byValidator;

    event ValidationRequest(
        address indexed validatorAddress, uint256 indexed agentId, string requestURI, bytes32 indexed requestHash
    );
    event ValidationResponse(
        address indexed validatorAddress,
        uint256 indexed agentId,
        bytes32 indexed requestHash,
        uint8 response,
        string responseURI,
        bytes32 responseHash,
        string tag
    );

    error NotOwnerOrOperator(address caller);
    error ZeroAddress();
    error RequestExists(bytes32 requestHash);
    error NoSuchRequest(bytes32 requestHash);
    error NotTheValidator(address caller);
    error ResponseOutOfRange(uint8 response);

    constructor(address identityRegistry) {
        _identity = AgentIdentityRegistry(identityRegistry);
    }

    function getIdentityRegistry() external view returns (address) {
        return address(_identity);
    }

    function validationRequest(
        address validatorAddress,
        uint256 agentId,
        string calldata requestURI,
        bytes32 requestHash
    ) external {
        if (!_identity.isOwnerOrOperator(msg.sender, agentId)) revert NotOwnerOrOperator(msg.sender);
        if (validatorAddress == address(0)) revert ZeroAddress();
        if (_status[requestHash].validatorAddress != address(0)) revert RequestExists(requestHash);
        Status storage s = _status[requestHash];
        s.validatorAddress = validatorAddress;
        s.agentId = agentId;
        _byAgent[agentId].push(requestHash);
        _byValidator[validatorAddress].push(requestHash);
        emit ValidationRequest(validatorAddress, agentId, requestURI, requestHash);
    }

    function validationResponse(
        bytes32 requestHash,
        uint8 response,
        string calldata responseURI,
        bytes32 responseHash,
        string calldata tag
    ) external {
        Status storage s = _status[requestHash];
        if (s.validatorAddress == address(0)) revert NoSuchRequest(requestHash);
        if (msg.sender != s.validatorAddress) revert NotTheValidator(msg.sender);
        if (response > 100) revert ResponseOutOfRange(response);
        s.response = response;
        s.responseHash = responseHash;
        s.tag = tag;
        s.lastUpdate = block.timestamp;
        emit ValidationResponse(msg.sender, s.agentId, requestHash, response, responseURI, responseHash, tag);
    }

    function getValidationStatus(bytes32 requestHash)
        external
        view
        returns (
            address validatorAddress,
            uint256 agentId,
            uint8 response,
            bytes32 responseHash,
            string memory tag,
            uint256 lastUpdate
        )
    {
        Status storage s = _status[requestHash];
        return (s.validatorAddress, s.agentId, s.response, s.responseHash, s.tag, s.lastUpdate);
    }

    function getAgentValidations(uint256 agentId) external view returns (bytes32[] memory) {
        return _byAgent[agentId];
    }

    function getValidatorRequests(address validatorAddress) external view returns (bytes32[] memory) {
        return _byValidator[validatorAddress];
    }
}

/// @title AgentReputationRegistry (tests only)
/// @notice ERC-8004's reputation registry reduced to giving and reading
/// feedback: any client but the agent's owner or operators gives a signed
/// fixed-point value (valueDecimals 0-18) with optional tags; value,
/// decimals, tags and revocation are stored under a 1-indexed feedbackIndex
/// per agent and client; endpoint, feedbackURI and feedbackHash are only emitted.
contract AgentReputationRegistry {
    struct Feedback {
        int128 value;
        uint8 valueDecimals;
        bool isRevoked;
        string tag1;
        string tag2;
    }

    AgentIdentityRegistry private immutable _identity;
    mapping(uint256 => mapping(address => Feedback[])) private _feedback;
    mapping(uint256 => address[]) private _clients;

    event NewFeedback(
        uint256 indexed agentId,
        address indexed clientAddress,
        uint64 feedbackIndex,
        int128 value,
        uint8 valueDecimals,
        string indexed indexedTag1,
        string tag1,
        string tag2,
        string endpoint,
        string feedbackURI,
        bytes32 feedbackHash
    );

    error InvalidDecimals(uint8 valueDecimals);
    error SelfFeedback(address caller);

    constructor(address identityRegistry) {
        _identity = AgentIdentityRegistry(identityRegistry);
    }

    function getIdentityRegistry() external view returns (address) {
        return address(_identity);
    }

    function giveFeedback(
        uint256 agentId,
        int128 value,
        uint8 valueDecimals,
        string memory tag1,
        string memory tag2,
        string memory endpoint,
        string memory feedbackURI,
        bytes32 feedbackHash
    ) external {
        // ownerOf reverts for an agent that is not registered.
        if (_identity.isOwnerOrOperator(msg.sender, agentId)) revert SelfFeedback(msg.sender);
        if (valueDecimals > 18) revert InvalidDecimals(valueDecimals);
        uint64 index = _store(agentId, Feedback(value, valueDecimals, false, tag1, tag2));
        emit NewFeedback(
            agentId, msg.sender, index, value, valueDecimals, tag1, tag1, tag2, endpoint, feedbackURI, feedbackHash
        );
    }

    function _store(uint256 agentId, Feedback memory f) private returns (uint64) {
        Feedback[] storage list = _feedback[agentId][msg.sender];
        if (list.length == 0) _clients[agentId].push(msg.sender);
        list.push(f);
        return uint64(list.length);
    }

    function readFeedback(uint256 agentId, address clientAddress, uint64 feedbackIndex)
        external
        view
        returns (int128 value, uint8 valueDecimals, string memory tag1, string memory tag2, bool isRevoked)
    {
        Feedback storage f = _feedback[agentId][clientAddress][feedbackIndex - 1];
        return (f.value, f.valueDecimals, f.tag1, f.tag2, f.isRevoked);
    }

    function getLastIndex(uint256 agentId, address clientAddress) external view returns (uint64) {
        return uint64(_feedback[agentId][clientAddress].length);
    }

    function getClients(uint256 agentId) external view returns (address[] memory) {
        return _clients[agentId];
    }
}
