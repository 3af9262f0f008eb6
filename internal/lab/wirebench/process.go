package wirebench

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Process is a server running in its own OS process (see Spawn).
type Process struct {
	// Addr is the server's loopback address, host:port.
	Addr  string
	cmd   *exec.Cmd
	stdin io.WriteCloser
	done  chan error
	hc    *http.Client

	stopOnce sync.Once
	stopErr  error
}

// Bounded waits for the server process.
const (
	startWait = 10 * time.Second
	stopWait  = 5 * time.Second
)

// Spawn starts exe with args and env added to this process's environment, expecting
// it to run ServeProcess with its standard input and output (a test binary does that
// from TestMain when it sees an environment variable): it waits up to 10 s for the
// address, and returns the running process, which the caller must Stop. The child's
// standard error goes to this process's.
func Spawn(ctx context.Context, exe string, args, env []string) (*Process, error) {
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("wirebench: spawning the server: %w", err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("wirebench: spawning the server: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("wirebench: spawning the server: %w", err)
	}
	p := &Process{cmd: cmd, stdin: stdin, done: make(chan error, 1),
		hc: &http.Client{Timeout: time.Minute, Transport: &http.Transport{Proxy: nil, DisableCompression: true}}}
	addr := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		addr <- strings.TrimSpace(line)
		_, _ = io.Copy(io.Discard, stdout) // the child says nothing more; drain until it exits
		p.done <- cmd.Wait()
	}()
	timer := time.NewTimer(startWait)
	defer timer.Stop()
	select {
	case a := <-addr:
		if _, _, err := net.SplitHostPort(a); err != nil {
			p.Stop()
			return nil, fmt.Errorf("wirebench: the server process announced %q, not an address", a)
		}
		p.Addr = a
		return p, nil
	case <-timer.C:
		p.Stop()
		return nil, fmt.Errorf("wirebench: the server process announced no address within %v", startWait)
	}
}

// URL is the server's API root, as client.Config.BaseURL wants it.
func (p *Process) URL() string { return "http://" + p.Addr + "/v1" }

// Report returns the server's Report since the last call: the truths of the
// requests that ended, and the connections opened.
func (p *Process) Report(ctx context.Context) (Report, error) {
	var rep Report
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+p.Addr+"/truths", nil)
	if err != nil {
		return rep, fmt.Errorf("wirebench: truths: %w", err)
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return rep, fmt.Errorf("wirebench: truths: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return rep, fmt.Errorf("wirebench: truths: http %d", resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(&rep); err != nil {
		return rep, fmt.Errorf("wirebench: truths: %w", err)
	}
	return rep, nil
}

// Stop ends the process: it closes its standard input, which ends ServeProcess, and
// kills it if it has not exited within 5 s. It returns the process's exit error, if
// any besides being killed. Calling it again returns the same.
func (p *Process) Stop() error {
	p.stopOnce.Do(func() { p.stopErr = p.stop() })
	return p.stopErr
}

func (p *Process) stop() error {
	p.hc.CloseIdleConnections()
	p.stdin.Close()
	timer := time.NewTimer(stopWait)
	defer timer.Stop()
	select {
	case err := <-p.done:
		return err
	case <-timer.C:
		_ = p.cmd.Process.Kill()
		timer.Reset(stopWait)
		select {
		case <-p.done:
		case <-timer.C:
		}
		return errors.New("wirebench: the server process did not stop within 5 s and was killed")
	}
}
