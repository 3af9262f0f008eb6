package results_test

import (
	"math"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/results"
)

// burstTest is TestBurst's record with its timeline.
func burstTest() results.Test {
	return results.Test{
		Name: "TestBurst", Status: "PASS", Messages: []string{"recovered"},
		Burst: &results.Burst{Workload: "short-chat", Prefix: "fresh", Base: 4, Spike: 20, AchievedSpike: 19.7,
			SpikeStart: 3, SpikeEnd: 6, Duration: 12, RecoveryDeadline: 11, BaselineTTFT: 0.0382, RecoveryLimit: 0.1382,
			Recovered: true, Recovery: 0.4, PeakInFlight: 13},
		Requests: []results.BurstRequest{
			{Intended: 0, Sent: 0.0004, TTFT: 0.031, E2EL: 0.42, Class: "ok"},
			{Intended: 3.1, Sent: 3.25, TTFT: 0.9, E2EL: 1.8, Class: "ok"},
			{Intended: 3.2, Sent: 3.3, Class: "http_error"},
			{Intended: 11.9, Class: "canceled", Unsent: true},
		},
	}
}

// TestBurstRoundTrip: the burst timeline comes back from the file as written, one
// request per line, and files without it (other tests, older files) read as nil.
func TestBurstRoundTrip(t *testing.T) {
	tests := []struct {
		name  string
		tests []results.Test
	}{
		{"with_timeline", []results.Test{burstTest(), {Name: "TestCapacity", Status: "PASS"}}},
		{"without_timeline", []results.Test{{Name: "TestBurst", Status: "PASS", Messages: []string{"before the timeline was kept"}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := &results.Run{Manifest: results.Manifest{StartedAt: started, Plan: results.PlanInfo{Name: "p"}}, Tests: tc.tests}
			path, err := results.Write(dir, in)
			require.NoError(t, err)
			got, err := results.Read(path)
			require.NoError(t, err)
			if diff := cmp.Diff(tc.tests, got.Tests, cmpOpts); diff != "" {
				t.Errorf("tests read back (-want +got):\n%s", diff)
			}
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			lines := strings.Count(string(data), "\n        {\"intended\":")
			assert.Equal(t, len(tc.tests[0].Requests), lines, "one request per line")
			if tc.tests[0].Burst == nil {
				assert.NotContains(t, string(data), `"burst"`)
				assert.NotContains(t, string(data), `"requests"`)
			}
		})
	}
}

// TestBurstNonFinite: like records, the timeline never holds a non-finite number;
// Write refuses one rather than write a file that is not JSON.
func TestBurstNonFinite(t *testing.T) {
	bt := burstTest()
	bt.Requests[1].TTFT = math.NaN()
	_, err := results.Write(t.TempDir(), &results.Run{Manifest: results.Manifest{StartedAt: started}, Tests: []results.Test{bt}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "NaN")
}

// TestBurstReadsOlderMinor: a file of this major written before the timeline existed
// reads with no timeline (the fields are optional within the major version).
func TestBurstReadsOlderMinor(t *testing.T) {
	path := t.TempDir() + "/old.json"
	require.NoError(t, os.WriteFile(path, []byte(`{"schema":"`+results.Schema+`","manifest":{},"cells":[],"tests":[{"name":"TestBurst","status":"PASS"}]}`), 0o644))
	r, err := results.Read(path)
	require.NoError(t, err)
	require.Len(t, r.Tests, 1)
	assert.Nil(t, r.Tests[0].Burst)
	assert.Empty(t, r.Tests[0].Requests)
}
