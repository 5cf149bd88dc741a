package coordinator

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// PublishBody re-supplies the content of a verdict for publication. Every
// text is checked against the fingerprint or root the verdict signed.
type PublishBody struct {
	Question   string              `json:"question"`
	Rubric     string              `json:"rubric,omitempty"`
	Evidence   []verdict.Evidence  `json:"evidence,omitempty"`
	Rationales []verdict.Rationale `json:"rationales,omitempty"`
}

// Publication errors.
var (
	ErrNothingToPublish = errors.New("coordinator: nothing to publish")
	ErrNoArchive        = errors.New("coordinator: no archive configured")
)

// Publish pins a minted verdict's content after the fact, for the caller
// holding its requester token (ErrForbidden otherwise, before anything in
// body is looked at). The texts must match the signed fingerprints (a
// *verdict.FieldError otherwise); an empty body is ErrNothingToPublish.
func (s *Service) Publish(id, token string, body PublishBody) (*Record, error) {
	rec, err := s.authorize(id, token)
	if err != nil {
		return nil, err
	}
	if s.cfg.Archive == nil {
		return nil, ErrNoArchive
	}
	if rec.Status != StatusMinted {
		return nil, fmt.Errorf("%w: %s is %s", ErrNotMinted, id, rec.Status)
	}
	if body.Question == "" && len(body.Rationales) == 0 && len(body.Evidence) == 0 && body.Rubric == "" {
		return nil, ErrNothingToPublish
	}
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		return nil, err
	}
	if body.Question == "" || verdict.Fingerprint(body.Question) != v.QuestionFP {
		return nil, &verdict.FieldError{Field: "question", Msg: "does not match the signed question_fp"}
	}
	if (body.Rubric != "" || v.RubricFP != "") && verdict.Fingerprint(body.Rubric) != v.RubricFP {
		return nil, &verdict.FieldError{Field: "rubric", Msg: "does not match the signed rubric_fp"}
	}
	if len(body.Evidence) > 0 && verdict.EvidenceContext(body.Evidence) != v.Evidence {
		return nil, &verdict.FieldError{Field: "evidence", Msg: "does not recompute to the signed evidence root"}
	}
	for i, r := range body.Rationales {
		if err := verdict.MatchRationale(&v, r); err != nil {
			return nil, &verdict.FieldError{Field: fmt.Sprintf("rationales[%d]", i), Msg: err.Error()}
		}
	}
	// Once published, the rationales the coordinator holds are the ones
	// published, and anyone reads them. One the requester has not been
	// shown yet would be erased by a publication that leaves it out, so
	// such a publication is refused rather than taking it.
	if !rec.Publish {
		for _, kept := range rec.Rationales {
			if !slices.ContainsFunc(body.Rationales, func(r verdict.Rationale) bool { return r.Juror == kept.Juror }) {
				return nil, &verdict.FieldError{Field: "rationales", Msg: fmt.Sprintf("juror %s's rationale has not been shown to the requester yet, "+
					"and a publication without it would erase it: read it first (GET /v1/verdicts/%s with the token) or publish it", kept.Juror, id)}
			}
		}
	}
	// Content is pinned against the archived record. A verdict minted a
	// moment ago may not be archived yet (that runs after the answer), so
	// it is archived here first; archiving is idempotent.
	if !rec.Archived {
		if err := s.archive(s.ctx, id, nil); err != nil {
			return nil, fmt.Errorf("coordinator: archive the record before its content: %w", err)
		}
	}
	c := verdict.Content{
		V: verdict.Version, Kind: verdict.KindContent, VerdictCID: rec.CID, Question: body.Question,
		Options: v.Options, Rubric: body.Rubric, Evidence: body.Evidence, Rationales: body.Rationales,
	}
	contentCID, err := s.cfg.Archive.PutContent(s.ctx, c)
	if err != nil {
		return nil, fmt.Errorf("coordinator: pin content: %w", err)
	}
	return s.setPublished(id, true, contentCID, body.Rationales)
}

// Unpublish unpins a verdict's content, for the caller holding its
// requester token (ErrForbidden otherwise); the content is 404 to everyone
// afterwards.
func (s *Service) Unpublish(id, token string) (*Record, error) {
	rec, err := s.authorize(id, token)
	if err != nil {
		return nil, err
	}
	if s.cfg.Archive == nil {
		return nil, ErrNoArchive
	}
	if rec.Status != StatusMinted {
		return nil, fmt.Errorf("%w: %s is %s", ErrNotMinted, id, rec.Status)
	}
	// Unpublished first, then unpinned: an archive pinning the content
	// meanwhile finds the record unpublished and unpins it itself.
	out, err := s.setPublished(id, false, "", nil)
	if err != nil {
		return nil, err
	}
	if err := s.cfg.Archive.RemoveContent(s.ctx, rec.CID); err != nil {
		return nil, fmt.Errorf("coordinator: unpin content (the verdict is unpublished; send the request again): %w", err)
	}
	return out, nil
}

// setPublished records a publication (on, with the content's CID and the
// rationales it published, which are then the only ones kept) or its end
// (every rationale erased).
func (s *Service) setPublished(id string, on bool, contentCID string, rationales []verdict.Rationale) (*Record, error) {
	var out *Record
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		var cur Record
		if err := tx.Get(recordKey(id), &cur); err != nil {
			return err
		}
		cur.Publish, cur.ContentCID, cur.Rationales = on, contentCID, nil
		var err error
		if len(rationales) > 0 {
			err = tx.Put(rationalesKey(id), rationales)
		} else {
			err = tx.Delete(rationalesKey(id))
		}
		if err != nil {
			return err
		}
		if err := tx.Put(recordKey(id), &cur); err != nil {
			return err
		}
		out, err = loadRecord(tx, id)
		return err
	})
	return out, err
}
