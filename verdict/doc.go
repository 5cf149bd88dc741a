// Package verdict is arbitra's shared domain: the verdict request a
// coordinator gossips, the receipt a juror signs, the verdict a coordinator
// mints, and the rules that bind them together.
//
// Everything an auditor needs to re-check a record lives here and nowhere
// else: the canonical encoding (RFC 8785 JSON Canonicalization Scheme), the
// evidence root, fingerprints, content identifiers, EIP-191 signing and
// recovery, the EIP-712 escrow ballot, the content-derived request ID, the
// deterministic panel draws (the registry's and the escrow's, recorded in
// the verdict as its Draw), the coordinator's signed receipt ack and the
// majority-v1 decision rule. The juror, the coordinator and `arbitra audit`
// all call the same functions, so a record that one of them accepts is a
// record that the others accept.
//
// Canonical encodes every signed or hashed record, through one encoder
// (jsontext.Value.Canonicalize over encoding/json's output). A SignedVerdict made by
// SignVerdict with a KeySigner
// remembers what it signed, so that this process can check its own
// signature without recovering the key (SignedVerdict.VerifySignature).
//
// The package has no goroutines and no I/O. All functions are safe for
// concurrent use; the types are plain values.
//
// docs/protocol.md specifies the byte format independently of this code.
package verdict
