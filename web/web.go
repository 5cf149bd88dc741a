package web

import (
	"bytes"
	"embed"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"
)

//go:embed index.html style.css icon.svg dist/app.js
var assets embed.FS

// Routes of the page: the page itself, at / and /v/{ref}, and its assets.
const (
	RouteRoot    = "GET /{$}"
	RouteVerdict = "GET /v/{ref}"
	RouteAssets  = "GET /web/"
)

// Register adds the page's routes with handle (such as the coordinator
// API's Handle).
func Register(handle func(pattern string, h http.Handler)) {
	page := http.HandlerFunc(servePage)
	handle(RouteRoot, page)
	handle(RouteVerdict, page)
	handle(RouteAssets, http.HandlerFunc(serveAsset))
}

// Handler serves the page's routes alone.
func Handler() http.Handler {
	mux := http.NewServeMux()
	Register(mux.Handle)
	return mux
}

// maxOrigins bounds the origins a page's address may add to connect-src.
const maxOrigins = 2

// hostPattern is what a host of an added origin may hold: a name, an IPv4
// address or a bracketed IPv6 address, and a port; nothing that could end
// a CSP directive or source.
var hostPattern = regexp.MustCompile(`^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$`)

// Origin returns the origin scheme://host of an http or https URL, or ""
// when raw is not one.
func Origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || u.Opaque != "" || !hostPattern.MatchString(u.Host) {
		return ""
	}
	return u.Scheme + "://" + strings.ToLower(u.Host)
}

// Policy is the page's Content-Security-Policy: everything from this
// origin only, and connections also to the gateway and RPC origins the
// query names (?gateway=URL&rpc=URL).
func Policy(q url.Values) string {
	connect := []string{"'self'"}
	for _, k := range []string{"gateway", "rpc"} {
		if o := Origin(q.Get(k)); o != "" && len(connect) <= maxOrigins {
			connect = append(connect, o)
		}
	}
	return "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src " + strings.Join(connect, " ") +
		"; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
}

func setHeaders(w http.ResponseWriter, ctype, csp string) {
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cache-Control", "no-cache")
}

// modTime is the embedded files' time: embed keeps none.
var modTime = time.Time{}

func servePage(w http.ResponseWriter, r *http.Request) {
	b, err := assets.ReadFile("index.html")
	if err != nil {
		http.Error(w, "page missing", http.StatusInternalServerError)
		return
	}
	setHeaders(w, "text/html; charset=utf-8", Policy(r.URL.Query()))
	http.ServeContent(w, r, "index.html", modTime, bytes.NewReader(b))
}

var assetTypes = map[string]string{
	"app.js":    "text/javascript; charset=utf-8",
	"style.css": "text/css; charset=utf-8",
	"icon.svg":  "image/svg+xml",
}

func serveAsset(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, "/web/")
	ctype, ok := assetTypes[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	file := name
	if name == "app.js" {
		file = "dist/app.js"
	}
	b, err := assets.ReadFile(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	setHeaders(w, ctype, "default-src 'none'")
	http.ServeContent(w, r, name, modTime, bytes.NewReader(b))
}
