// Package juror is a juror's judgement: it turns a verdict request into a
// prompt, asks an Engine (a model) once, reads the vote leniently and signs
// a receipt that binds the vote to the request's evidence root. Service is
// the juror's network side: it takes verified requests from the gossip
// topic, judges the ones whose panel holds this juror, and delivers each
// receipt to the request's coordinator (ReceiptClient, one long-lived
// /arbitra/receipt/2.0.0 stream per coordinator).
//
// # Flow
//
// Judge.Decide builds the prompt with BuildPrompt, calls the engine at
// temperature 0 with a 700-token ceiling under Judge.Timeout, reads the reply
// with ParseVote and signs a verdict.Receipt. A failed call or an unreadable
// reply is an abstention with a fixed class (ClassifyError): timeout,
// rate_limited, upstream_error, refused, auth_error, model_not_found,
// overloaded, invalid_output or unparseable_vote. There is no retry of a
// judgement; the abstention is the honest outcome, and Judge.Logger records
// its cause, the server's own message included. For a deal request, a cast
// vote also carries the juror's EIP-712 ballot.
//
// # Reading the vote
//
// ParseVote reads only the final answer (FinalAnswer): <think>, <thinking>,
// <reasoning> and <thought> blocks are cut out, a closing tag whose opening
// the chat template wrote drops everything before it, a harmony-format
// reply keeps its final channel, and text after a last "Final answer" is
// read first. The first JSON object with a vote wins; else a bare option
// (markdown emphasis such as **FAIL** removed), a "Vote: X" line, or a
// first line that is the option followed by reasons. Reading is a pure
// function of the reply, and response_fp still fingerprints the raw reply.
//
// Service judges at most ServiceConfig.Capacity requests at once and
// announces that capacity (or the per-coordinator cap, if smaller); a
// coordinator fills no more slots than it announces. A request that waited
// for a slot until its deadline passed (one juror can serve several
// coordinators, each counting only its own requests) is dropped without a
// model call: its coordinator has already counted the juror as timed out.
//
// # What a coordinator can make a juror do
//
// Identity is the address a request's signature recovers. A
// CoordinatorPolicy (AllowList from ServiceConfig.Coordinators, AllowAny
// without one; the seam for coordinators bonded on a registry) decides in
// the gossip validator whom the juror serves at all. For each served
// coordinator a guard then refuses, before any model call and with no
// receipt: a request due further out than MaxDeadline; a request while the
// coordinator has PerCoordinatorInflight requests in judgement, or 1 +
// UnackedPerCap times that many in judgement and receipts waiting for its
// ack together; and any
// request inside its backoff window. A receipt whose delivery is given up
// unacknowledged is a miss: it halves the coordinator's cap (to at least
// one) and opens a refusal window of BackoffBase, doubled per further miss
// up to BackoffCeiling; every answer to a receipt takes one miss back and
// closes the window. Refusals are logged at debug, counted (GuardStats) and
// traced.
//
// # What is fingerprinted
//
// prompt_fp is the lower-case hex sha256 of the RFC 8785 canonical JSON of
// the two chat messages exactly as sent,
//
//	[{"content":<system>,"role":"system"},{"content":<user>,"role":"user"}]
//
// (Prompt.Fingerprint). BuildPrompt is a pure function of the request, so
// anyone holding the request recomputes the same prompt_fp; the rules text is
// part of the format, and changing it changes every prompt_fp. The sampling
// settings are fixed (Temperature, MaxTokens) and not fingerprinted.
// response_fp is the sha256 of the raw reply text (of "" when the call
// failed), and rationale_fp the sha256 of the rationale returned by Decide
// after cutting it to 600 characters; it is absent when there is none.
//
// # Prompt
//
// The system message holds the judge's rules, the required reply
// {"vote","confidence","rationale"} and, last, the requester's rubric. The
// user message holds the question, the options numbered from 1 and quoted,
// and each evidence item between a BEGIN and an END line. The fence id on
// those lines is derived from the evidence root, which depends on every
// evidence text, so a text cannot contain a line that closes its own fence;
// the rules tell the model that evidence is untrusted and that instructions
// inside it are never followed.
//
// # Engines
//
// OpenAI speaks the OpenAI chat-completions protocol (OpenAI, Azure
// OpenAI, Ollama at http://127.0.0.1:11434/v1, vLLM, llama.cpp's server,
// LM Studio, OpenRouter). It asks for structured output (a JSON schema whose
// vote is an enum of the options) and falls back, once and for good, to a
// plain request when the server rejects that; in the same way it switches
// to max_completion_tokens when the server asks for it (and from the start
// for the o1, o3, o4 and gpt-5 families) and leaves temperature out when the
// model refuses it. A refusal field or part is refused; 401 and 403 are
// auth_error, 404 model_not_found; message.reasoning_content and
// message.reasoning are never read as the reply. Check (CheckEngine) asks
// one tiny question so that a juror reports a wrong key or model at start-up.
// The CLI reads its API key from ARBITRA_OPENAI_API_KEY, else
// OPENAI_API_KEY (OpenAIAPIKeyFromEnv); a local server needs none.
//
// Builtin needs no model and no network. It parses the rendered prompt back
// (it reads exactly what a model reads) and decides by keyword evidence:
//
//   - A yes/no-like pair of options (PASS/FAIL, yes/no, true/false) with
//     acceptance criteria: criteria come from evidence labeled like
//     "acceptance-criteria" (every line or list item), else from the list
//     items of the rubric, else of the question. Lists may be bulleted,
//     numbered on many lines or on one ("1. x 2. y 3. z"), or follow a
//     prefix such as "Acceptance criteria:" (split at numbers or
//     semicolons). The deliverable is the evidence labeled like
//     "deliverable", else all other evidence. A criterion is met when the
//     deliverable affirms at least the threshold share (default 65%) of the
//     criterion's content words. Words are lower-cased, read through a small
//     lexicon (lexicon.go: abbreviations such as "Mt", number words, common
//     synonyms such as "largest"/"top"), stemmed by a suffix stripper, and
//     stop words and requirement verbs ("include", "names", "cites") are
//     dropped. A word counts only if it occurs once in a clause that neither
//     denies it ("not", "missing", "lacks", "fails to", "unable to", "TBD",
//     "not yet", "later"; "without" denies what follows it) nor is neutral:
//     a clause of intent ("must", "will", "the goal is", "was asked to")
//     and the rest of its sentence, text addressed to the panel ("note to
//     the juror", "ignore previous instructions", "vote PASS") and the rest
//     of its paragraph, and a brief the deliverable quotes under a heading
//     such as "Acceptance criteria:". A clause that disowns the whole work
//     ("Unfortunately I was unable to complete any of it") fails every
//     criterion. All met is PASS with the mean coverage as confidence;
//     otherwise FAIL with confidence 0.5 + 0.5 × (share of criteria unmet).
//     The rationale gives each criterion's coverage and its denied words.
//   - A yes/no-like pair without criteria: evidence clauses that hold the
//     threshold share of the question's content words affirm the question, or
//     deny it when those words are negated; more affirmation is yes.
//   - Other options: each option's distinctive words are looked up in the
//     evidence clauses, weighted by how much of the question a clause
//     touches, negated mentions counting against; the best score wins and
//     ties go to the earlier option.
//
// Instructions inside evidence cannot move the builtin, which never obeys
// text; but it judges words, not meaning: a bare restatement of the
// criteria with no sign of intent or disowning passes, and paraphrases
// outside its lexicon fail. On the labelled set in
// testdata/builtin-eval.json (76 cases: good, partial, negated, restated,
// paraphrased, injected, multilingual noise) the default builtin is right
// on 73, 96.1%; go test -run TestBuiltinEval -v ./juror prints the table per
// category. Its Threshold makes distinct jurors for a devnet:
// Builtin{Threshold: 0.5}, Builtin{} and Builtin{Threshold: 0.8} report the
// models builtin-criteria-v2-t50, builtin-criteria-v2 and
// builtin-criteria-v2-t80, and split on a deliverable that covers a
// criterion only in part.
//
// # Concurrency
//
// Judge, OpenAI and Builtin are safe for concurrent use (a Judge when its
// Engine and Signer are); they start no goroutine, and every call returns
// when its context is done, provided the engine honours it. Service owns
// its goroutines (the request and presence loops, one per judgement in
// progress, bounded) and a ReceiptClient owns one ack reader per open
// stream; Close on either waits for all of them.
package juror
