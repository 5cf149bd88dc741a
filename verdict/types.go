package verdict

// Format version and record kinds. Every signed object carries both, so a
// signature over one kind can never be replayed as another.
const (
	Version = 1

	KindRequest    = "request"
	KindReceipt    = "receipt"
	KindVerdict    = "verdict"
	KindSeal       = "verdict-seal"
	KindCapability = "capability"

	// MethodMajorityV1 names the default decision rule (see Method).
	MethodMajorityV1 = "majority-v1"

	// VoteAbstain is recorded for a juror that did not cast a vote.
	VoteAbstain = "abstain"
	// DecisionUndecided is the decision when the leading options tie.
	DecisionUndecided = "undecided"

	// OptionPass and OptionFail are the two options of a deal request.
	OptionPass = "PASS"
	OptionFail = "FAIL"
)

// Abstention classes: why a juror did not vote. The set is closed so that
// clients can switch on it.
const (
	ErrClassTimeout       = "timeout"
	ErrClassRateLimited   = "rate_limited"
	ErrClassUpstream      = "upstream_error"
	ErrClassRefused       = "refused"
	ErrClassUnparseable   = "unparseable_vote"
	ErrClassInvalidOutput = "invalid_output"
	ErrClassOverloaded    = "overloaded"
	// ErrClassAuth and ErrClassModelNotFound are a juror's configuration
	// errors (the engine rejected its key; the engine does not serve its
	// model), kept apart from refused so that an operator can tell them from
	// a model that declined.
	ErrClassAuth          = "auth_error"
	ErrClassModelNotFound = "model_not_found"
	// ErrClassNotAwaited marks a seat still judging when the other seats'
	// votes had already decided the outcome: the coordinator minted
	// without waiting for it (Decided). It is no fault of the juror, whose
	// late ballot still earns its fee.
	ErrClassNotAwaited = "not_awaited"
)

// TrustModel travels inside every signed verdict so that the limit of what it
// proves cannot be separated from the proof.
const TrustModel = "attested: the coordinator signed which jurors were drawn, the evidence root every juror " +
	"was bound to, each juror's signed vote and the majority-v1 outcome. It proves the process, " +
	"never that the decision is true: models can be wrong together, and the evidence is whatever " +
	"the requester submitted."

// Evidence is one labeled, untrusted text the jurors read.
type Evidence struct {
	Label string `json:"label"`
	Text  string `json:"text"`
}

// Context binds a vote to its inputs: how many evidence items there were and
// the evidence root over them, hex encoded.
type Context struct {
	Count int    `json:"count"`
	Root  string `json:"root"`
}

// Deal names the escrow a verdict settles.
type Deal struct {
	ChainID ChainID `json:"chain_id"`
	Escrow  Address `json:"escrow"`
	DealID  DealID  `json:"deal_id"`
	// Seller is the seller the escrow names for the deal: a coordinator
	// fills it in from the chain, so that no requester can credit a deal's
	// outcome to someone else.
	Seller Address `json:"seller,omitzero"`
	// Category is the seller's task category, used by reputation.
	Category string `json:"category,omitempty"`
	// Round is the escrow's round the panel judges: 0 for the deal's first
	// panel, r for the panel its r-th appeal drew. Its ballots are signed
	// over RoundBallotDigest, so no ballot counts in another round.
	Round uint8 `json:"round,omitempty"`
	// Previous is the CID of round Round-1's verdict record, set exactly
	// for an appeal round, so that each round's record names the one it
	// appeals and the rounds of a deal form one chain.
	Previous string `json:"previous,omitempty"`
}

// Candidate is one juror in the registry snapshot a panel was drawn from.
type Candidate struct {
	Address Address `json:"address"`
	Model   string  `json:"model"`
	// Weight biases the draw towards reliable jurors; 1..1000, 1000 neutral.
	Weight int `json:"weight"`
}

// Request is what a coordinator gossips to the panel. It carries the full
// content (the jurors need it) and is signed by the coordinator.
type Request struct {
	V           int         `json:"v"`
	Kind        string      `json:"kind"`
	ID          string      `json:"id"`
	Coordinator Address     `json:"coordinator"`
	Question    string      `json:"question"`
	Options     []string    `json:"options"`
	Rubric      string      `json:"rubric,omitempty"`
	Evidence    []Evidence  `json:"evidence"`
	Context     Context     `json:"context"`
	Candidates  []Candidate `json:"candidates"`
	Panel       []Address   `json:"panel"`
	Deal        *Deal       `json:"deal,omitempty"`
	// MinVotes is the fewest cast votes the requester accepts a decision
	// from (0: no minimum of its own; see Quorum).
	MinVotes int `json:"min_votes,omitempty"`
	// Nonce is the requester's, carried into the request ID (RequestID).
	Nonce string `json:"nonce,omitempty"`
	// Draw is set for a panel the escrow drew (DrawEscrow): the panel is
	// then its seats and Candidates is empty. A registry draw is implied by
	// Candidates, the ID and the panel size.
	Draw      *Draw  `json:"draw,omitempty"`
	Deadline  int64  `json:"deadline_ms"` // unix milliseconds
	CreatedAt string `json:"created_at"`
}

// SignedRequest is the gossip message: the request and the coordinator's
// EIP-191 signature over its canonical bytes.
type SignedRequest struct {
	Request   Request `json:"request"`
	Signature string  `json:"signature"`
}

// Ballot is a juror's EIP-712 vote on a deal, checkable by the escrow.
type Ballot struct {
	Approved  bool   `json:"approved"`
	Signature string `json:"signature"`
}

// Receipt is a juror's signed account of one vote. Signature is excluded
// from the signed bytes (see Receipt.SigningBytes).
type Receipt struct {
	V           int     `json:"v"`
	Kind        string  `json:"kind"`
	RequestID   string  `json:"request_id"`
	Juror       Address `json:"juror"`
	PeerID      string  `json:"peer_id"`
	Model       string  `json:"model"`
	Engine      string  `json:"engine"`
	Context     Context `json:"context"`
	PromptFP    string  `json:"prompt_fp"`
	ResponseFP  string  `json:"response_fp"`
	RationaleFP string  `json:"rationale_fp,omitempty"`
	Vote        string  `json:"vote"`
	Confidence  float64 `json:"confidence"`
	ErrorClass  string  `json:"error_class,omitempty"`
	LatencyMS   int64   `json:"latency_ms"`
	Ballot      *Ballot `json:"ballot,omitempty"`
	CreatedAt   string  `json:"created_at"`
	Signature   string  `json:"signature,omitempty"`
}

// JurorVote is one panel seat in a verdict.
type JurorVote struct {
	Juror       Address `json:"juror"`
	Model       string  `json:"model,omitempty"`
	Engine      string  `json:"engine,omitempty"`
	Vote        string  `json:"vote"`
	Confidence  float64 `json:"confidence"`
	RationaleFP string  `json:"rationale_fp,omitempty"`
	ErrorClass  string  `json:"error_class,omitempty"`
	LatencyMS   int64   `json:"latency_ms"`
	// ReceiptCID names the juror's receipt block (CIDv1, dag-json,
	// sha2-256); empty when the juror never answered.
	ReceiptCID string `json:"receipt_cid,omitempty"`
}

// Verdict is the content-free payload a coordinator signs. Its canonical
// bytes are the signed bytes, the IPFS block, and sha256 of them is the
// verdict hash that settlement writes on chain.
type Verdict struct {
	V           int         `json:"v"`
	Kind        string      `json:"kind"`
	ID          string      `json:"id"`
	Coordinator Address     `json:"coordinator"`
	QuestionFP  string      `json:"question_fp"`
	Options     []string    `json:"options"`
	RubricFP    string      `json:"rubric_fp,omitempty"`
	Evidence    Context     `json:"evidence"`
	Jurors      []JurorVote `json:"jurors"`
	Decision    string      `json:"decision"`
	Unanimous   bool        `json:"unanimous"`
	Dissent     int         `json:"dissent"`
	Method      string      `json:"method"`
	// Quorum is the fewest cast votes the decision needed (omitted: one,
	// the seed's rule); with fewer the decision is undecided and Reason
	// says so.
	Quorum int    `json:"quorum,omitempty"`
	Reason string `json:"reason,omitempty"`
	Deal   *Deal  `json:"deal,omitempty"`
	// MinVotes and Nonce are the request's, so that its ID recomputes
	// from the verdict (RequestIDInput).
	MinVotes int    `json:"min_votes,omitempty"`
	Nonce    string `json:"nonce,omitempty"`
	// Draw recomputes the panel: Jurors are its seats in draw order.
	Draw       *Draw  `json:"draw,omitempty"`
	TrustModel string `json:"trust_model"`
	CreatedAt  string `json:"created_at"`
}

// Seal carries the coordinator's signature over a verdict block. It is a
// separate block because the verdict block is exactly the signed bytes.
type Seal struct {
	V          int     `json:"v"`
	Kind       string  `json:"kind"`
	VerdictCID string  `json:"verdict_cid"`
	Signer     Address `json:"signer"`
	Signature  string  `json:"signature"`
}

// Capability is the presence record a juror gossips.
type Capability struct {
	V        int    `json:"v"`
	Kind     string `json:"kind"`
	Address  string `json:"address"`
	PeerID   string `json:"peer_id"`
	Model    string `json:"model"`
	Engine   string `json:"engine"`
	Version  string `json:"version"`
	Capacity int    `json:"capacity"`
	// Coordinators are the coordinator addresses this juror serves and
	// holds a connection to now, at most MaxCapabilityCoordinators; a
	// coordinator counts the juror only while the list names it.
	Coordinators []string `json:"coordinators,omitempty"`
	IssuedAt     int64    `json:"issued_ms"`
	TTLMS        int64    `json:"ttl_ms"`
	Signature    string   `json:"signature,omitempty"`
}
