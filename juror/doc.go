// Package juror is a juror's judgement and its network side. Judge turns a
// verdict request into a prompt, asks an Engine (OpenAI for any
// chat-completions server, Builtin offline) once, reads the vote from the
// final answer and signs a receipt bound to the request's evidence root; a
// failed call is an abstention with a fixed class, never a retry. Service
// takes verified requests from gossip, judges those whose panel names this
// juror within the limits it keeps per coordinator (CoordinatorPolicy and
// its guard), and delivers receipts over one stream per coordinator.
// docs/jurors.md is the design: the prompt, vote reading, engines, guard
// and the builtin's rules.
//
// Judge, OpenAI and Builtin are safe for concurrent use and start no
// goroutine. Service and ReceiptClient own their goroutines; Close waits
// for all of them.
package juror
