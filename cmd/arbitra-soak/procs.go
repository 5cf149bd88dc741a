package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// proc is one child process of the soak, started again under the same
// name and arguments after a kill. Its stdout lines are offered to expect;
// its stderr (the logs) goes to DIR/logs/NAME.log, appended across lives.
type proc struct {
	name string
	bin  string
	args []string
	dir  string // where logs go

	mu    sync.Mutex
	cmd   *exec.Cmd
	lines chan string
	done  chan struct{} // closed when this life's process has exited
	lives int
}

func newProc(dir, name, bin string, args ...string) *proc {
	return &proc{name: name, bin: bin, args: args, dir: dir}
}

// start starts a new life of the process.
func (p *proc) start() error {
	if err := os.MkdirAll(filepath.Join(p.dir, "logs"), 0o755); err != nil {
		return err
	}
	logf, err := os.OpenFile(filepath.Join(p.dir, "logs", p.name+".log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(p.bin, p.args...)
	cmd.Stderr = logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // never outlive the soak
	out, err := cmd.StdoutPipe()
	if err != nil {
		logf.Close()
		return err
	}
	if err := cmd.Start(); err != nil {
		logf.Close()
		return fmt.Errorf("%s: %w", p.name, err)
	}
	lines, done := make(chan string, 256), make(chan struct{})
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			default: // nobody reads past the start lines
			}
		}
		close(lines)
		_ = cmd.Wait()
		logf.Close()
		close(done)
	}()
	p.mu.Lock()
	p.cmd, p.lines, p.done = cmd, lines, done
	p.lives++
	p.mu.Unlock()
	return nil
}

// pid is the current life's process ID.
func (p *proc) pid() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil || p.cmd.Process == nil {
		return 0
	}
	return p.cmd.Process.Pid
}

// expect returns the value of the first stdout line of this life that
// starts with prefix.
func (p *proc) expect(prefix string, timeout time.Duration) (string, error) {
	p.mu.Lock()
	lines := p.lines
	p.mu.Unlock()
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				return "", fmt.Errorf("%s exited before printing %q (see logs/%s.log)", p.name, prefix, p.name)
			}
			if v, found := strings.CutPrefix(l, prefix); found {
				return strings.TrimSpace(v), nil
			}
		case <-t.C:
			return "", fmt.Errorf("%s printed no %q line in %v", p.name, prefix, timeout)
		}
	}
}

// signal sends sig to the current life.
func (p *proc) signal(sig syscall.Signal) error {
	pid := p.pid()
	if pid == 0 {
		return errors.New(p.name + ": not running")
	}
	return syscall.Kill(pid, sig)
}

// kill sends SIGKILL and waits for the process to be gone.
func (p *proc) kill(timeout time.Duration) error {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if err := p.signal(syscall.SIGKILL); err != nil {
		return err
	}
	select {
	case <-done:
		return nil
	case <-time.After(timeout):
		return fmt.Errorf("%s: still running %v after SIGKILL", p.name, timeout)
	}
}

// stop asks the process to stop (SIGINT), and kills it after grace.
func (p *proc) stop(grace time.Duration) {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if done == nil {
		return
	}
	_ = syscall.Kill(p.pid(), syscall.SIGCONT) // a paused process cannot stop
	_ = p.signal(syscall.SIGINT)
	select {
	case <-done:
	case <-time.After(grace):
		_ = p.signal(syscall.SIGKILL)
		<-done
	}
}

// exited reports whether the current life has ended.
func (p *proc) exited() bool {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// rss is the current life's resident set in bytes (0 when unknown).
func (p *proc) rss() uint64 {
	pid := p.pid()
	if pid == 0 {
		return 0
	}
	return readRSS(fmt.Sprintf("/proc/%d/status", pid))
}

func readRSS(path string) uint64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			var kb uint64
			if _, err := fmt.Sscan(strings.TrimSpace(rest), &kb); err == nil {
				return kb << 10
			}
		}
	}
	return 0
}

// waitReady polls a URL until it answers 200, ctx ends or timeout passes.
func waitReady(ctx context.Context, get func(context.Context) error, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	var err error
	for {
		if err = get(ctx); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("not ready in %v: %w", timeout, err)
		case <-t.C:
		}
	}
}
