package server

import (
	"errors"
	"math/big"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// RouteJobDeliverable takes an ERC-8183 job's deliverable text.
const RouteJobDeliverable = "POST /v1/jobs/{jobContract}/{jobId}/deliverable"

// maxJobDeliverableBody bounds the body: the deliverable limit plus room
// for JSON escapes of every byte and the member name.
const maxJobDeliverableBody = 6*verdict.MaxEvidenceBytes + 1<<10

// MountJobs serves RouteJobDeliverable: 202 with the job's case ID once
// the text is stored, 400 for a malformed path or body or a text over the
// limit, 404 for a job contract the coordinator does not serve, 409 for a
// job that names another evaluator, is not submitted, or whose
// deliverable is not sha256 of the text.
func (a *Server) MountJobs(jobs *settlement.JobWatcher) {
	a.Handle(RouteJobDeliverable, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		contract, jobID, e := jobPath(r)
		if e != nil {
			WriteError(w, http.StatusBadRequest, e)
			return
		}
		var body api.JobDeliverableBody
		if err := DecodeJSON(w, r, maxJobDeliverableBody, &body); err != nil {
			if err.Code == "too_large" {
				err.Field = "deliverable"
			}
			writeDecodeError(w, err)
			return
		}
		caseID, err := jobs.AcceptDeliverable(r.Context(), contract, jobID, body.Deliverable)
		var (
			jr *settlement.JobRefusal
			fe *verdict.FieldError
		)
		switch {
		case err == nil:
			WriteJSON(w, http.StatusAccepted, api.JobDeliverable{JobContract: verdict.AddressString(contract),
				JobID: jobID.String(), CaseID: caseID.String()})
		case errors.As(err, &jr) && jr.Code == settlement.RefuseJobNotServed:
			WriteError(w, http.StatusNotFound, &api.Error{Error: jr.Error(), Field: jr.Field, Code: jr.Code})
		case errors.As(err, &jr):
			WriteError(w, http.StatusConflict, &api.Error{Error: jr.Error(), Field: jr.Field, Code: jr.Code})
		case errors.As(err, &fe):
			WriteError(w, http.StatusBadRequest, &api.Error{Error: fe.Error(), Field: fe.Field, Code: "invalid"})
		default:
			a.log.Error("job deliverable not taken", "err", err)
			WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
		}
	}))
}

// jobPath parses the route's job contract (an address) and job ID (a
// decimal uint256).
func jobPath(r *http.Request) (common.Address, *big.Int, *api.Error) {
	// As typed: a CLI or a script may hand the address in EIP-55 case.
	contract, err := verdict.ParseAddressTyped(r.PathValue("jobContract"))
	if err != nil {
		return common.Address{}, nil, &api.Error{Error: "jobContract: " + err.Error(), Field: "jobContract", Code: "invalid"}
	}
	id, err := verdict.ParseUint256(r.PathValue("jobId"))
	if err != nil {
		return common.Address{}, nil, &api.Error{Error: "jobId must be a decimal uint256", Field: "jobId", Code: "invalid"}
	}
	return contract.Common(), id, nil
}
