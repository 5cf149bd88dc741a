// Package web serves the verdict page: a static web app, embedded in the
// binary, that fetches a verdict record through a trustless gateway and
// re-checks it in the visitor's browser (docs/verdict-page.md).
//
// Nothing untrusted is rendered on the server: the HTML, the stylesheet
// and the script are fixed bytes, and the script fetches the record and
// shows it as text. The only per-request part is the Content-Security-Policy
// header, whose connect-src names this coordinator and the gateway and
// JSON-RPC origins the visitor put in the page's address.
//
// dist/app.js is built from src/ by build.sh with the libraries pinned in
// package-lock.json and committed, so that go build needs no npm;
// check-bundle.sh rebuilds it and fails when it differs. Handlers are safe
// for concurrent use and hold no state.
package web
