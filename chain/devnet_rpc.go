package chain

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/rpc"
)

// DefaultDevnetRPCAddr is the conventional local Ethereum JSON-RPC address,
// the one wallets and tools such as cast try first.
const DefaultDevnetRPCAddr = "127.0.0.1:8545"

// ErrNotLoopback is returned by ServeRPC for a listen address that is not a
// loopback address: the devnet's accounts have published keys.
var ErrNotLoopback = errors.New("chain: the devnet serves JSON-RPC on loopback only")

// JSON-RPC limits and error codes of the devnet server.
const (
	maxRPCBody  = 8 << 20 // a contract deployment is the largest request
	maxRPCBatch = 256

	rpcCodeParse          = -32700
	rpcCodeInvalidRequest = -32600
	rpcCodeNoMethod       = -32601
	rpcCodeInvalidParams  = -32602
	rpcCodeInternal       = -32603
)

// rpcNamespaces are the method prefixes the devnet forwards to its node. The
// node's admin_, debug_ and miner_ methods stay in-process: admin_startHTTP
// alone could open the node to other interfaces.
var rpcNamespaces = []string{"eth_", "net_", "web3_"}

// rpcRefused are forwarded namespaces' methods that make no sense over HTTP
// or would bypass the one-block-per-transaction rule.
var rpcRefused = map[string]bool{
	"eth_subscribe": true, "eth_unsubscribe": true, "eth_sendTransaction": true, "eth_signTransaction": true,
	"eth_sign": true, "eth_sendRawTransactionSync": true,
}

// RPCServer serves a Devnet over HTTP JSON-RPC, as an Ethereum node would,
// so that ethclient, ethers, cast or a wallet can use the devnet's chain.
// A transaction received with eth_sendRawTransaction is mined in a block of
// its own before the call returns, as Client does; evm_increaseTime(seconds)
// mines an empty block that much later, for deadlines and grace periods.
//
// The server owns one goroutine, the HTTP server's; Close stops it and
// waits. It does not close the Devnet, which must outlive it.
type RPCServer struct {
	d    *Devnet
	rpc  *rpc.Client
	ln   net.Listener
	srv  *http.Server
	done chan struct{}

	closeOnce sync.Once
	serveErr  error
}

// ServeRPC starts serving the devnet's chain over JSON-RPC on addr, a
// loopback host and a port ("127.0.0.1:0" for a free one). Requests must be
// POSTs of application/json, and their Host a loopback name, as geth's
// default virtual-host check requires, so a web page cannot reach the
// server through DNS rebinding.
func (d *Devnet) ServeRPC(addr string) (*RPCServer, error) {
	if err := CheckRPCAddr(addr); err != nil {
		return nil, err
	}
	inner, err := simulatedRPC(d.sim.Client())
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("chain: rpc listen: %w", err)
	}
	s := &RPCServer{d: d, rpc: inner, ln: ln, done: make(chan struct{})}
	s.srv = &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	go func() {
		defer close(s.done)
		if err := s.srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			s.serveErr = err
		}
	}()
	return s, nil
}

// CheckRPCAddr says whether ServeRPC accepts addr: a loopback host
// (127.0.0.1, ::1 or localhost) and a port.
func CheckRPCAddr(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("chain: rpc address %q: %w", addr, err)
	}
	if !isLoopbackHost(host) {
		return fmt.Errorf("%w: %q", ErrNotLoopback, addr)
	}
	return nil
}

// URL is the server's endpoint, http://host:port.
func (s *RPCServer) URL() string { return "http://" + s.ln.Addr().String() }

// Addr is the address the server listens on.
func (s *RPCServer) Addr() net.Addr { return s.ln.Addr() }

// Close stops the server, lets requests in flight finish for a few seconds,
// and waits for its goroutine. It is safe to call more than once.
func (s *RPCServer) Close() error {
	var err error
	s.closeOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err = s.srv.Shutdown(ctx)
		if err != nil {
			err = errors.Join(err, s.srv.Close())
		}
		<-s.done
		err = errors.Join(err, s.serveErr)
	})
	return err
}

// simulatedRPC finds the in-process RPC client inside the simulated
// backend's client, an ethclient.Client embedded in an unexported struct
// whose field name hides the Client method: forwarding raw JSON-RPC through
// it keeps every method, error code and revert data exactly as the node
// answers them.
func simulatedRPC(c simulated.Client) (*rpc.Client, error) {
	v := reflect.ValueOf(c)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() == reflect.Struct {
		if f := v.FieldByName("Client"); f.IsValid() && f.CanInterface() {
			if ec, ok := f.Interface().(*ethclient.Client); ok && ec != nil {
				return ec.Client(), nil
			}
		}
	}
	return nil, fmt.Errorf("chain: the simulated backend's client (%T) holds no RPC client", c)
}

func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

type rpcRequest struct {
	Version string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id"`
	Method  string            `json:"method"`
	Params  []json.RawMessage `json:"params"`
}

type rpcErrorObject struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type rpcResponse struct {
	Version string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcErrorObject `json:"error,omitempty"`
}

// loopbackOrigin reports whether a browser Origin is an http page on a
// loopback host.
func loopbackOrigin(origin string) bool {
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && isLoopbackHost(strings.Trim(u.Hostname(), "[]"))
}

// ServeHTTP answers one JSON-RPC request or batch.
func (s *RPCServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	host := r.Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if !isLoopbackHost(strings.Trim(host, "[]")) {
		http.Error(w, "invalid host specified", http.StatusForbidden)
		return
	}
	// A page served on loopback (a coordinator's verdict page) may call
	// the devnet from the browser; no other origin may.
	if o := r.Header.Get("Origin"); o != "" && loopbackOrigin(o) {
		w.Header().Set("Access-Control-Allow-Origin", o)
		w.Header().Set("Vary", "Origin")
		if r.Method == http.MethodOptions {
			w.Header().Set("Access-Control-Allow-Methods", http.MethodPost)
			w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
			w.WriteHeader(http.StatusNoContent)
			return
		}
	}
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "JSON-RPC needs POST", http.StatusMethodNotAllowed)
		return
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		http.Error(w, "Content-Type must be application/json", http.StatusUnsupportedMediaType)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRPCBody))
	if err != nil {
		http.Error(w, "request body too large or unreadable", http.StatusRequestEntityTooLarge)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	body = bytes.TrimSpace(body)
	if len(body) > 0 && body[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(body, &batch); err != nil {
			writeJSON(w, errorResponse(nil, rpcCodeParse, "parse error: "+err.Error()))
			return
		}
		if len(batch) == 0 || len(batch) > maxRPCBatch {
			writeJSON(w, errorResponse(nil, rpcCodeInvalidRequest, fmt.Sprintf("a batch holds 1 to %d requests", maxRPCBatch)))
			return
		}
		out := make([]*rpcResponse, 0, len(batch))
		for _, raw := range batch {
			if resp := s.handle(r.Context(), raw); resp != nil {
				out = append(out, resp)
			}
		}
		if len(out) == 0 {
			w.WriteHeader(http.StatusOK) // all notifications: nothing to answer
			return
		}
		writeJSON(w, out)
		return
	}
	resp := s.handle(r.Context(), body)
	if resp == nil {
		w.WriteHeader(http.StatusOK)
		return
	}
	writeJSON(w, resp)
}

func writeJSON(w io.Writer, v any) {
	_ = json.NewEncoder(w).Encode(v) // the client has gone if this fails
}

func errorResponse(id json.RawMessage, code int, msg string) *rpcResponse {
	if id == nil {
		id = json.RawMessage("null")
	}
	return &rpcResponse{Version: "2.0", ID: id, Error: &rpcErrorObject{Code: code, Message: msg}}
}

// handle answers one request; nil for a notification (no id).
func (s *RPCServer) handle(ctx context.Context, raw json.RawMessage) *rpcResponse {
	var req rpcRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		return errorResponse(nil, rpcCodeInvalidRequest, "invalid request: "+err.Error())
	}
	result, err := s.call(ctx, req.Method, req.Params)
	if req.ID == nil {
		return nil
	}
	if err != nil {
		return &rpcResponse{Version: "2.0", ID: req.ID, Error: rpcErrorOf(err)}
	}
	if len(result) == 0 {
		result = json.RawMessage("null")
	}
	return &rpcResponse{Version: "2.0", ID: req.ID, Result: result}
}

// methodError is an error the server itself answers with a JSON-RPC code.
type methodError struct {
	code int
	msg  string
}

func (e *methodError) Error() string  { return e.msg }
func (e *methodError) ErrorCode() int { return e.code }

// rpcErrorOf keeps the node's error code and data, so that a client decodes
// a revert's custom error exactly as it would from a real node.
func rpcErrorOf(err error) *rpcErrorObject {
	o := &rpcErrorObject{Code: rpcCodeInternal, Message: err.Error()}
	var ce rpc.Error
	if errors.As(err, &ce) {
		o.Code = ce.ErrorCode()
	}
	var de rpc.DataError
	if errors.As(err, &de) {
		o.Data = de.ErrorData()
	}
	return o
}

func (s *RPCServer) call(ctx context.Context, method string, params []json.RawMessage) (json.RawMessage, error) {
	switch method {
	case "eth_sendRawTransaction":
		return s.sendRawTransaction(ctx, params)
	case "evm_increaseTime":
		return s.increaseTime(params)
	}
	if rpcRefused[method] || !hasAnyPrefix(method, rpcNamespaces) {
		return nil, &methodError{rpcCodeNoMethod, fmt.Sprintf("the method %s does not exist/is not available", method)}
	}
	args := make([]any, len(params))
	for i, p := range params {
		args[i] = p
	}
	var result json.RawMessage
	if err := s.rpc.CallContext(ctx, &result, method, args...); err != nil {
		return nil, err
	}
	return result, nil
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// sendRawTransaction sends through the Devnet's client, which mines the
// transaction's block before it returns.
func (s *RPCServer) sendRawTransaction(ctx context.Context, params []json.RawMessage) (json.RawMessage, error) {
	if len(params) != 1 {
		return nil, &methodError{rpcCodeInvalidParams, "eth_sendRawTransaction takes one parameter, the signed transaction"}
	}
	var raw hexutil.Bytes
	if err := json.Unmarshal(params[0], &raw); err != nil {
		return nil, &methodError{rpcCodeInvalidParams, "invalid transaction hex: " + err.Error()}
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(raw); err != nil {
		return nil, &methodError{rpcCodeInvalidParams, "invalid transaction: " + err.Error()}
	}
	if err := s.d.Client().SendTransaction(ctx, tx); err != nil {
		return nil, err
	}
	return json.Marshal(tx.Hash())
}

// increaseTime is evm_increaseTime(seconds): unlike anvil's, it mines the
// later block itself, since the devnet mines only on demand.
func (s *RPCServer) increaseTime(params []json.RawMessage) (json.RawMessage, error) {
	if len(params) != 1 {
		return nil, &methodError{rpcCodeInvalidParams, "evm_increaseTime takes one parameter, the seconds to move ahead"}
	}
	var secs uint64
	if err := json.Unmarshal(params[0], &secs); err != nil {
		var hex hexutil.Uint64
		if herr := json.Unmarshal(params[0], &hex); herr != nil {
			return nil, &methodError{rpcCodeInvalidParams, "seconds must be a number or a 0x quantity"}
		}
		secs = uint64(hex)
	}
	if secs < 1 || secs > 100*365*24*3600 {
		return nil, &methodError{rpcCodeInvalidParams, "seconds must be between 1 and a century"}
	}
	if err := s.d.AdjustTime(time.Duration(secs) * time.Second); err != nil {
		return nil, err
	}
	return json.Marshal(secs)
}
