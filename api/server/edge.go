package server

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/arbitra-network/arbitra/api"
)

// The edge's defaults (EdgeConfig).
const (
	DefaultReadHeaderTimeout = 10 * time.Second
	DefaultReadTimeout       = 30 * time.Second
	DefaultWriteTimeout      = 30 * time.Second
	DefaultIdleTimeout       = 60 * time.Second
	DefaultMaxConns          = 1024
	DefaultRate              = 50
	DefaultBurst             = 100
)

// EdgeConfig bounds what the HTTP server in front of the API accepts. A
// zero field takes its default.
type EdgeConfig struct {
	// AllowedHosts are the Host names, beyond loopback names and the
	// server's own addresses, that requests may name; "*" allows any.
	AllowedHosts []string
	// ReadHeaderTimeout bounds the request line and headers.
	ReadHeaderTimeout time.Duration
	// ReadTimeout bounds reading a whole request, headers and body: a
	// client that stalls mid-body is answered 408 and cut off. Once the
	// body is in, the server lifts the deadline, so a handler may wait.
	ReadTimeout time.Duration
	// WriteTimeout bounds each write of an answer, not the whole answer,
	// so that a submission may wait for its verdict as long as it asked
	// while a client that stops reading is still cut off.
	WriteTimeout time.Duration
	// IdleTimeout closes a keep-alive connection that sends nothing.
	IdleTimeout time.Duration
	// MaxConns caps open connections; at the cap the longest-idle one is
	// closed for a new one, or, when every one is serving a request, the
	// new one is answered 503.
	MaxConns int
	// Rate is each client's sustained requests per second, Burst its
	// bucket; a negative Rate turns the limit off.
	Rate  float64
	Burst int
	// Logger may be nil.
	Logger *slog.Logger
}

func (c EdgeConfig) withDefaults() EdgeConfig {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.ReadHeaderTimeout, DefaultReadHeaderTimeout)
	def(&c.ReadTimeout, DefaultReadTimeout)
	def(&c.WriteTimeout, DefaultWriteTimeout)
	def(&c.IdleTimeout, DefaultIdleTimeout)
	if c.MaxConns <= 0 {
		c.MaxConns = DefaultMaxConns
	}
	if c.Rate == 0 {
		c.Rate = DefaultRate
	}
	if c.Burst <= 0 {
		c.Burst = max(DefaultBurst, int(math.Ceil(c.Rate)))
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return c
}

// ErrBadHost refuses an entry of EdgeConfig.AllowedHosts.
var ErrBadHost = errors.New("api: bad allowed host")

// HostPolicy is the Host allow-list that keeps a web page from reaching
// the API through DNS rebinding: a rebound name arrives as the attacker's
// Host, which is neither a loopback name, an address of the server, nor a
// name the operator allowed.
type HostPolicy struct {
	names map[string]bool
	any   bool
}

// NewHostPolicy allows loopback names and addresses, the address a
// request arrived on, and the given names ("*" for any; a port is ignored).
func NewHostPolicy(allowed []string) (*HostPolicy, error) {
	p := &HostPolicy{names: make(map[string]bool)}
	for _, h := range allowed {
		h = strings.TrimSpace(h)
		if h == "" {
			continue
		}
		if h == "*" {
			p.any = true
			continue
		}
		name := hostName(h)
		if !validHostName(name) {
			return nil, fmt.Errorf("%w: %q (a DNS name or an address, with an optional port)", ErrBadHost, h)
		}
		p.names[name] = true
	}
	return p, nil
}

func validHostName(name string) bool {
	if _, err := netip.ParseAddr(name); err == nil {
		return true
	}
	if name == "" || strings.HasPrefix(name, ".") || strings.Contains(name, "..") {
		return false
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// hostName is a Host header's name: lower case, without port, brackets
// or a trailing dot.
func hostName(host string) string {
	if h, port, err := net.SplitHostPort(host); err == nil {
		if _, err := strconv.ParseUint(port, 10, 16); err != nil {
			return "" // not a port: "http://name" is no Host
		}
		host = h
	}
	return strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
}

// Allows reports whether a request's Host is allowed.
func (p *HostPolicy) Allows(r *http.Request) bool {
	if p.any {
		return true
	}
	name := hostName(r.Host)
	switch {
	case name == "":
		return false
	case name == "localhost", p.names[name]:
		return true
	}
	ip, err := netip.ParseAddr(name)
	if err != nil {
		return false
	}
	if ip.IsLoopback() {
		return true
	}
	local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok {
		return false
	}
	ap, err := netip.ParseAddrPort(local.String())
	return err == nil && ap.Addr().Unmap() == ip.Unmap()
}

// Handler refuses a request whose Host is not allowed with 403.
func (p *HostPolicy) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !p.Allows(r) {
			refuseHost(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func refuseHost(w http.ResponseWriter, r *http.Request) {
	WriteError(w, http.StatusForbidden, &api.Error{
		Error: fmt.Sprintf("Host %q is not allowed (see --http-allowed-hosts)", r.Host), Field: "Host", Code: "bad_host",
	})
}

// openRoute says whether a path skips the Host check and the rate limit:
// load balancers probe with whatever Host they like, and the probes answer
// nothing but liveness and load.
func openRoute(path string) bool { return path == "/healthz" || path == "/readyz" }

// requireJSON refuses with 415 a request that carries, or by its method
// may carry, a body that is not application/json (charset utf-8 at most):
// a web page cannot send application/json without a CORS preflight, so a
// POST from one never reaches a handler. A POST without a body must say
// application/json too, since an empty simple POST needs no preflight.
func requireJSON(r *http.Request) *api.Error {
	switch r.Method {
	case http.MethodPost, http.MethodPut, http.MethodPatch:
	default:
		if r.ContentLength == 0 || r.Body == nil || r.Body == http.NoBody {
			return nil
		}
	}
	ct := r.Header.Get("Content-Type")
	mt, params, err := mime.ParseMediaType(ct)
	ok := err == nil && mt == "application/json"
	for k, v := range params {
		ok = ok && k == "charset" && strings.EqualFold(v, "utf-8")
	}
	if ok {
		return nil
	}
	if ct == "" {
		ct = "none"
	}
	return &api.Error{Error: fmt.Sprintf("Content-Type must be application/json, got %s", ct), Field: "Content-Type", Code: "unsupported_media_type"}
}

// Edge is the HTTP server in front of the API: Host allow-list, per-client
// rate limit, timeouts and a connection cap. Create it with NewEdge, run it
// with Serve and stop it with Shutdown; it is safe for concurrent use.
type Edge struct {
	cfg     EdgeConfig
	next    http.Handler
	hosts   *HostPolicy
	limiter *clientLimiter
	gate    *connGate
	srv     *http.Server
}

// NewEdge returns the edge in front of h.
func NewEdge(h http.Handler, cfg EdgeConfig) (*Edge, error) {
	cfg = cfg.withDefaults()
	hosts, err := NewHostPolicy(cfg.AllowedHosts)
	if err != nil {
		return nil, err
	}
	e := &Edge{cfg: cfg, next: h, hosts: hosts, gate: newConnGate(cfg.MaxConns, cfg.Logger)}
	if cfg.Rate > 0 {
		e.limiter = newClientLimiter(rate.Limit(cfg.Rate), cfg.Burst)
	}
	e.srv = &http.Server{
		Handler: e, ReadHeaderTimeout: cfg.ReadHeaderTimeout, ReadTimeout: cfg.ReadTimeout, IdleTimeout: cfg.IdleTimeout,
		MaxHeaderBytes: 64 << 10, ConnState: e.gate.track, ConnContext: e.gate.connContext, ErrorLog: slog.NewLogLogger(cfg.Logger.Handler(), slog.LevelDebug),
	}
	return e, nil
}

// Hosts is the edge's Host policy, for handlers mounted behind it that
// check the Host themselves (the MCP handler).
func (e *Edge) Hosts() *HostPolicy { return e.hosts }

// Serve accepts connections on ln until Shutdown; it returns
// http.ErrServerClosed then.
func (e *Edge) Serve(ln net.Listener) error { return e.srv.Serve(e.gate.listener(ln)) }

// Shutdown stops accepting and waits for the requests in flight.
func (e *Edge) Shutdown(ctx context.Context) error { return e.srv.Shutdown(ctx) }

// ServeHTTP applies the edge's rules, then the wrapped handler.
func (e *Edge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Every answer, refusals included, has a write deadline (the server
	// clears it after each request).
	dw := &deadlineWriter{ResponseWriter: w, rc: http.NewResponseController(w), timeout: e.cfg.WriteTimeout}
	dw.extend(true)
	if overCap(r) {
		w.Header().Set("Connection", "close")
		w.Header().Set("Retry-After", "1")
		WriteError(w, http.StatusServiceUnavailable, &api.Error{Error: "too many open connections", Code: "overloaded"})
		return
	}
	if !openRoute(r.URL.Path) {
		if !e.hosts.Allows(r) {
			refuseHost(w, r)
			return
		}
		if e.limiter != nil {
			if wait, ok := e.limiter.allow(r.RemoteAddr, time.Now()); !ok {
				w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
				WriteError(w, http.StatusTooManyRequests, &api.Error{Error: "too many requests from this client", Code: "rate_limited"})
				return
			}
		}
	}
	e.next.ServeHTTP(dw, r)
	dw.extend(true) // for what the server flushes after the handler
}

// deadlineWriter sets a write deadline before each write of the answer.
type deadlineWriter struct {
	http.ResponseWriter
	rc      *http.ResponseController
	timeout time.Duration
	set     time.Time // when the deadline was last moved
}

// extend moves the deadline; unless forced, at most every quarter of the
// timeout, so that a streamed answer does not reset a timer per chunk.
func (w *deadlineWriter) extend(force bool) {
	now := time.Now()
	if !force && now.Sub(w.set) < w.timeout/4 {
		return
	}
	w.set = now
	_ = w.rc.SetWriteDeadline(now.Add(w.timeout))
}

func (w *deadlineWriter) WriteHeader(code int) { w.extend(false); w.ResponseWriter.WriteHeader(code) }

func (w *deadlineWriter) Write(b []byte) (int, error) {
	w.extend(false)
	return w.ResponseWriter.Write(b)
}

func (w *deadlineWriter) Flush() { w.extend(false); _ = w.rc.Flush() }

// Hijack lets a handler that checks for http.Hijacker (the gateway resets
// a truncated answer so) reach the connection.
func (w *deadlineWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) { return w.rc.Hijack() }

// Unwrap lets http.ResponseController reach the server's writer.
func (w *deadlineWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// clientLimiter is a token bucket per client address (an IPv6 client per
// /64, which one host usually holds whole).
type clientLimiter struct {
	limit rate.Limit
	burst int
	mu    sync.Mutex
	by    map[netip.Addr]*clientBucket
	swept time.Time
}

type clientBucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// clientSweep is how long an unused bucket is kept: it refilled long ago,
// so dropping it loses nothing.
const clientSweep = time.Minute

func newClientLimiter(limit rate.Limit, burst int) *clientLimiter {
	return &clientLimiter{limit: limit, burst: burst, by: make(map[netip.Addr]*clientBucket)}
}

// allow takes a token for the client at remoteAddr, or says how long
// until one is free.
func (l *clientLimiter) allow(remoteAddr string, now time.Time) (time.Duration, bool) {
	key := clientKey(remoteAddr)
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > clientSweep {
		for k, b := range l.by {
			if now.Sub(b.seen) > clientSweep {
				delete(l.by, k)
			}
		}
		l.swept = now
	}
	b := l.by[key]
	if b == nil {
		b = &clientBucket{lim: rate.NewLimiter(l.limit, l.burst)}
		l.by[key] = b
	}
	b.seen = now
	res := b.lim.ReserveN(now, 1)
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return d, false
	}
	return 0, true
}

func clientKey(remoteAddr string) netip.Addr {
	ap, err := netip.ParseAddrPort(remoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	ip := ap.Addr().Unmap()
	if ip.Is6() {
		if p, err := ip.Prefix(64); err == nil {
			return p.Addr()
		}
	}
	return ip
}

// connGate caps open connections. The server reports each connection's
// state (track); at the cap, Accept closes the connection that has been
// idle longest, one that sent no request yet or sits between requests, so
// that clients holding connections open cannot lock a new client out.
type connGate struct {
	max   int
	log   *slog.Logger
	mu    sync.Mutex
	conns map[net.Conn]*gateConn
	over  int // overConns open
}

type gateConn struct {
	idle  bool
	since time.Time
}

func newConnGate(maxConns int, log *slog.Logger) *connGate {
	return &connGate{max: maxConns, log: log, conns: make(map[net.Conn]*gateConn)}
}

func (g *connGate) listener(ln net.Listener) net.Listener { return &gateListener{Listener: ln, g: g} }

// track is the server's ConnState hook.
func (g *connGate) track(c net.Conn, s http.ConnState) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if _, ok := c.(*overConn); ok {
		return // counted apart (overflow)
	}
	switch s {
	case http.StateNew:
		g.conns[c] = &gateConn{idle: true, since: time.Now()}
	case http.StateActive, http.StateIdle:
		if gc := g.conns[c]; gc != nil { // a shed connection stays out
			gc.idle, gc.since = s == http.StateIdle, time.Now()
		}
	case http.StateHijacked, http.StateClosed:
		delete(g.conns, c)
	}
}

// admit makes room for one more connection: false when every open one is
// serving a request.
func (g *connGate) admit() bool {
	g.mu.Lock()
	if len(g.conns) < g.max {
		g.mu.Unlock()
		return true
	}
	var victim net.Conn
	var oldest time.Time
	for c, gc := range g.conns {
		if gc.idle && (victim == nil || gc.since.Before(oldest)) {
			victim, oldest = c, gc.since
		}
	}
	if victim != nil {
		delete(g.conns, victim)
	}
	g.mu.Unlock()
	if victim == nil {
		return false
	}
	_ = victim.Close()
	return true
}

// Open is the number of connections counted against the cap.
func (g *connGate) open() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.conns)
}

type gateListener struct {
	net.Listener
	g *connGate
}

func (l *gateListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.g.admit() {
			return c, nil
		}
		if oc := l.g.overflow(c); oc != nil {
			return oc, nil
		}
		l.g.log.Debug("connection closed at the cap", "remote", c.RemoteAddr(), "max", l.g.max)
		_ = c.Close()
	}
}

// overConn is a connection accepted past the cap so that its request can
// be read and answered 503 (busy); a few are kept so, the rest are closed.
type overConn struct {
	net.Conn
	g    *connGate
	once sync.Once
}

func (c *overConn) Close() error {
	c.once.Do(func() {
		c.g.mu.Lock()
		c.g.over--
		c.g.mu.Unlock()
	})
	return c.Conn.Close()
}

// overflow wraps c as an overConn, or returns nil when enough are open.
func (g *connGate) overflow(c net.Conn) net.Conn {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.over >= max(16, g.max/16) {
		return nil
	}
	g.over++
	return &overConn{Conn: c, g: g}
}

type overKey struct{}

// connContext marks the requests of an overConn (the server's ConnContext).
func (g *connGate) connContext(ctx context.Context, c net.Conn) context.Context {
	if _, ok := c.(*overConn); ok {
		return context.WithValue(ctx, overKey{}, true)
	}
	return ctx
}

func overCap(r *http.Request) bool { v, _ := r.Context().Value(overKey{}).(bool); return v }
