package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/verdict"
)

const submitUsage = `Usage: arbitra submit [flags] <request.json | ->

Sends a verdict request to a coordinator, waits for the verdict and prints
it as JSON. The file is the body of POST /v1/verdicts:

  {"question": "...", "options": ["yes", "no"],
   "evidence": [{"label": "...", "text": "..."}],
   "rubric": "...", "panel": 3, "timeout_ms": 30000, "publish": false}

With --deal-id, --criteria-file and --deliverable-file instead of a file,
it asks for the verdict of an escrow deal on the coordinator's escrow: the
request carries the two files' exact texts, which must hash to what the
deal committed (409 otherwise), under the deal's fixed question.

A deal's rights belong to its buyer and seller alone: with --as-party the
request carries a proof, signed with your key (--keystore, or
ARBITRA_PRIVATE_KEY as for 'arbitra escrow'), that you are the one the
escrow names, and only then is it answered with a requester_token. Either
party may prove itself, in any order, each getting its own token; a deal
request without the proof is judged but earns no token, and may not
publish.

The answer carries the request's requester_token, which the coordinator
gives only once: it is what reading the rationales of an unpublished
verdict (GET /v1/verdicts/{id}), publishing and unpublishing require, as
"Authorization: Bearer <token>". With --token-file FILE it is also written
to FILE (mode 0600) as soon as the coordinator accepts the request, so that
a wait cut short does not lose it. The same content is the same request:
sent again, it answers that request's verdict, or judges it again when it
failed for want of votes (up to 3 attempts in all); --nonce asks again as
a new request. With --record FILE the auditable record
(verdict block, signature, receipt blocks) is saved for 'arbitra verify
FILE'. Exits non-zero when no verdict was minted.
`

// maxAnswer bounds what the CLI reads from a coordinator.
const maxAnswer = 8 << 20

func runSubmit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("submit", submitUsage, stderr)
	base := fs.String("coordinator", "http://127.0.0.1:8080", "coordinator API base `URL`")
	recordFile := fs.String("record", "", "save the auditable record to this `file`")
	tokenFile := fs.String("token-file", "", "save the requester token to this `file` (mode 0600)")
	wait := fs.Duration("wait", 10*time.Minute, "give up waiting after this long")
	dealID := fs.String("deal-id", "", "ask for the verdict of this escrow `deal` on the coordinator's escrow, instead of a request file")
	criteriaFile := fs.String("criteria-file", "", "(with --deal-id) the acceptance criteria `file` the deal committed")
	deliverableFile := fs.String("deliverable-file", "", "(with --deal-id) the deliverable `file` the seller committed")
	nonce := fs.String("nonce", "", "ask again about the same content as a new request, under this `nonce` (it replaces the file's)")
	asParty := fs.Bool("as-party", false, "prove, with your key, that you are the deal's buyer or seller, which earns the deal's requester token")
	wallet := newWalletFlags("", envPrivateKey)
	wallet.register(fs)
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	if *nonce != "" && *dealID != "" {
		return errors.New("submit: --nonce: a deal is judged once and takes no nonce")
	}
	var body []byte
	var err error
	switch {
	case *dealID != "":
		if fs.NArg() != 0 {
			return errors.New("submit: --deal-id builds the request; give no request file")
		}
		if body, err = dealRequestBody(*dealID, *criteriaFile, *deliverableFile); err != nil {
			return err
		}
	case fs.NArg() != 1:
		fs.Usage()
		return errors.New("submit: give one request file (or - for stdin), or --deal-id")
	case fs.Arg(0) == "-":
		body, err = io.ReadAll(io.LimitReader(os.Stdin, api.MaxBodyBytes+1))
	default:
		body, err = os.ReadFile(fs.Arg(0))
	}
	if err != nil {
		return err
	}
	if *nonce != "" {
		if body, err = withNonce(body, *nonce); err != nil {
			return err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, *wait)
	defer cancel()
	c, err := api.NewClient(*base, nil)
	if err != nil {
		return fmt.Errorf("submit: --coordinator: %w", err)
	}
	if *asParty {
		if body, err = withParty(ctx, c, body, wallet); err != nil {
			return err
		}
	}
	var v api.View
	if _, err := c.Do(ctx, http.MethodPost, "/v1/verdicts", "", json.RawMessage(body), &v, http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusInternalServerError); err != nil {
		return fmt.Errorf("submit: %w", err)
	}
	token := v.RequesterToken
	if *tokenFile != "" && token != "" {
		if err := writeSecret(*tokenFile, token+"\n"); err != nil {
			return fmt.Errorf("submit: save the requester token: %w", err)
		}
	}
	for v.Status == api.StatusPending || v.Status == api.StatusQueued {
		select {
		case <-ctx.Done():
			printView(stdout, &v, token) // the ID and token to poll with later
			return fmt.Errorf("submit: %s still pending: %w", v.ID, ctx.Err())
		case <-time.After(500 * time.Millisecond):
		}
		// The polls read the rationales the verdict shows once.
		next, err := c.Verdict(ctx, v.ID, api.ViewOptions{Token: token})
		if err != nil {
			return fmt.Errorf("submit: %w", err)
		}
		v = *next
	}
	printView(stdout, &v, token)
	if v.Status != api.StatusMinted {
		return fmt.Errorf("submit: %s %s", v.ID, v.Status)
	}
	if *recordFile != "" {
		var rec []byte
		if _, err := c.Do(ctx, http.MethodGet, "/v1/verdicts/"+v.ID+"/record", "", nil, &rec); err != nil {
			return fmt.Errorf("submit: %w", err)
		}
		if err := os.WriteFile(*recordFile, rec, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "record saved to %s; check it with: arbitra verify --signer %s %s\n", *recordFile, v.Signer, *recordFile)
	}
	return nil
}

// withNonce sets the nonce member of a request body.
func withNonce(body []byte, nonce string) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, fmt.Errorf("submit: the request is not a JSON object: %w", err)
	}
	b, err := json.Marshal(nonce)
	if err != nil {
		return nil, err
	}
	m["nonce"] = b
	return json.Marshal(m)
}

// withParty adds to a deal request the proof, signed with the wallet's key,
// that the caller is a party of the deal at this coordinator.
func withParty(ctx context.Context, c *api.Client, body []byte, wallet *walletFlags) ([]byte, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(body, &m); err != nil {
		return nil, fmt.Errorf("submit: the request is not a JSON object: %w", err)
	}
	var d verdict.Deal
	if raw, ok := m["deal"]; !ok || json.Unmarshal(raw, &d) != nil {
		return nil, errors.New("submit: --as-party: the request names no deal (give --deal-id, or a request with a deal)")
	}
	key, err := wallet.key()
	if err != nil {
		return nil, fmt.Errorf("submit: --as-party: %w", err)
	}
	s, err := c.Signer(ctx)
	if err != nil {
		return nil, fmt.Errorf("submit: --as-party: %w", err)
	}
	coord, deal, err := s.PartyDeal(&d)
	if err != nil {
		return nil, fmt.Errorf("submit: --as-party: %w", err)
	}
	p, err := verdict.SignParty(verdict.NewKeySigner(key), coord, deal, time.Now())
	if err != nil {
		return nil, err
	}
	if m["party"], err = json.Marshal(p); err != nil {
		return nil, err
	}
	return json.Marshal(m)
}

// printView prints an answer indented, with the requester token, which
// a polled answer does not repeat.
func printView(stdout io.Writer, v *api.View, token string) {
	if v.RequesterToken == "" {
		v.RequesterToken = token
	}
	b, _ := json.MarshalIndent(v, "", "  ") // a View always encodes
	stdout.Write(append(b, '\n'))
}

// writeSecret writes a secret to a file only its owner can read, whatever
// mode the file had before.
func writeSecret(path, secret string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.WriteString(secret); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

const verifyUsage = `Usage: arbitra verify [--signer ADDRESS | --rpc-url URL --escrow ADDRESS] [--ack FILE] <record.json>

Verifies a saved verdict record offline (as 'arbitra submit --record' or
'arbitra audit --save' write it): canonical bytes and hash, the
coordinator's signature, every juror receipt (signature, request, evidence
root, vote, ballot), the request ID recomputed from the content, the panel
recomputed from the recorded draw, and majority-v1 recomputed from the
votes. --ack FILE (repeatable) checks the record against a receipt ack a
juror kept: it fails with check "censorship" when the acknowledged receipt
is not at that juror's seat. Prints each check, then the result.

Without --signer the signer is not pinned: anyone could have re-signed a
consistent record, so the result is "unpinned: signature valid but the
signer is not pinned" rather than a pass. For a deal's record the escrow
is a pin instead: with --rpc-url and --escrow the record passes when the
escrow's draw gives its seats and the escrow settled the deal with its
ballots (or, on the oracle path, with its hash); see 'arbitra audit'.

Exit status: 0 pass (pinned), 2 unpinned, 1 a check failed or an error.
`

func runVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return verifyDeps(ctx, args, stdout, stderr, auditDeps{})
}

func verifyDeps(ctx context.Context, args []string, stdout, stderr io.Writer, deps auditDeps) error {
	fs := newFlagSet("verify", verifyUsage, stderr)
	signer := fs.String("signer", "", "require this coordinator `address` as the signer")
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL`: check a deal's record against its escrow")
	escrow := fs.String("escrow", "", "the ArbiterEscrow `address` that pins a deal's record (with --rpc-url)")
	var ackFiles multiFlag
	fs.Var(&ackFiles, "ack", "a receipt ack `file` a juror kept (repeatable)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return errors.New("verify: give one record file")
	}
	auditArgs := []string{"--record", fs.Arg(0)}
	if *signer != "" {
		auditArgs = append(auditArgs, "--signer", *signer)
	}
	for _, a := range ackFiles {
		auditArgs = append(auditArgs, "--ack", a)
	}
	if *rpcURL != "" {
		auditArgs = append(auditArgs, "--rpc-url", *rpcURL)
	}
	if *escrow != "" {
		auditArgs = append(auditArgs, "--escrow", *escrow)
	}
	if *asJSON {
		auditArgs = append(auditArgs, "--json")
	}
	return auditWith(ctx, auditArgs, stdout, stderr, deps)
}

// dealRequestBody is the verdict request of a deal: its two committed texts,
// read byte for byte, and its ID; the coordinator fills in its escrow and
// the deal's fixed question.
func dealRequestBody(dealID, criteriaFile, deliverableFile string) ([]byte, error) {
	id, err := verdict.ParseHash32(dealID) // typed by a human: any case, 0x or not
	if err != nil {
		return nil, fmt.Errorf("submit: --deal-id: %w", err)
	}
	if criteriaFile == "" || deliverableFile == "" {
		return nil, errors.New("submit: --deal-id needs --criteria-file and --deliverable-file, the texts the deal committed")
	}
	criteria, err := os.ReadFile(criteriaFile)
	if err != nil {
		return nil, fmt.Errorf("submit: --criteria-file: %w", err)
	}
	deliverable, err := os.ReadFile(deliverableFile)
	if err != nil {
		return nil, fmt.Errorf("submit: --deliverable-file: %w", err)
	}
	return json.Marshal(api.SubmitBody{
		Question: verdict.Question{Evidence: verdict.DealEvidence(string(criteria), string(deliverable))},
		Deal:     &verdict.Deal{DealID: id},
	})
}
