package api

import (
	"context"
	"fmt"
	"net/http"
)

// JobDeliverableBody hands an ERC-8183 job's deliverable text to a
// coordinator (POST /v1/jobs/{jobContract}/{jobId}/deliverable).
type JobDeliverableBody struct {
	Deliverable string `json:"deliverable"`
}

// JobDeliverable is the coordinator's answer to a deliverable it took: the
// escrow deal ID of the job's case, which its verdict will name.
type JobDeliverable struct {
	JobContract string `json:"job_contract"`
	JobID       string `json:"job_id"`
	CaseID      string `json:"case_id"`
}

// PostJobDeliverable hands a job's deliverable text to the coordinator,
// which takes it only if its sha256 is the job's deliverable on chain.
func (c *Client) PostJobDeliverable(ctx context.Context, jobContract, jobID, text string) (*JobDeliverable, error) {
	var out JobDeliverable
	path := fmt.Sprintf("/v1/jobs/%s/%s/deliverable", jobContract, jobID)
	if _, err := c.Do(ctx, http.MethodPost, path, "", JobDeliverableBody{Deliverable: text}, &out, http.StatusAccepted); err != nil {
		return nil, err
	}
	return &out, nil
}
