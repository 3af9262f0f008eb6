package gate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLoadEnvReplicasAndCalibration: INFERGATE_METRICS_URL may list replicas, a bad
// entry is refused naming its position (redacted), and INFERGATE_CALIBRATION takes
// on or off.
func TestLoadEnvReplicasAndCalibration(t *testing.T) {
	tests := []struct {
		name        string
		vars        map[string]string
		wantMetrics string
		wantCal     string
		wantErr     []string
		notErr      string
	}{
		{name: "one-url", vars: map[string]string{"INFERGATE_METRICS_URL": " http://vllm:8000/metrics "},
			wantMetrics: "http://vllm:8000/metrics"},
		{name: "one-bad-url-as-before", vars: map[string]string{"INFERGATE_METRICS_URL": "vllm:8000"},
			wantMetrics: "vllm:8000"},
		{name: "two-urls", vars: map[string]string{"INFERGATE_METRICS_URL": "http://a:8000/metrics,http://b:8000/metrics"},
			wantMetrics: "http://a:8000/metrics,http://b:8000/metrics"},
		{name: "bad-second", vars: map[string]string{"INFERGATE_METRICS_URL": "http://a:8000/metrics,b:8000/metrics?key=s3cret"},
			wantErr: []string{"INFERGATE_METRICS_URL: replica 2 of 2: invalid /metrics URL"}, notErr: "s3cret"},
		{name: "trailing-comma", vars: map[string]string{"INFERGATE_METRICS_URL": "http://a:8000/metrics,"},
			wantErr: []string{"INFERGATE_METRICS_URL: replica 2 of 2: empty /metrics URL"}},
		{name: "calibration-off", vars: map[string]string{"INFERGATE_CALIBRATION": " OFF "}, wantCal: "off"},
		{name: "calibration-on", vars: map[string]string{"INFERGATE_CALIBRATION": "on"}, wantCal: "on"},
		{name: "calibration-bad", vars: map[string]string{"INFERGATE_CALIBRATION": "no"},
			wantErr: []string{`INFERGATE_CALIBRATION="no": want on or off`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := LoadEnv(func(k string) string { return tt.vars[k] }, "/")
			if len(tt.wantErr) > 0 {
				require.Error(t, err)
				for _, w := range tt.wantErr {
					assert.Contains(t, err.Error(), w)
				}
				if tt.notErr != "" {
					assert.NotContains(t, err.Error(), tt.notErr)
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantMetrics, e.MetricsURL)
			assert.Equal(t, tt.wantCal, e.Calibration)
		})
	}
}

// TestCalibrationOff: the environment wins over the plan, and says what turned the
// calibration off.
func TestCalibrationOff(t *testing.T) {
	tests := []struct {
		name, env, plan, want string
	}{
		{name: "default-on"},
		{name: "plan-off", plan: "thresholds/x.yaml:4", want: "the plan (calibration: off at thresholds/x.yaml:4)"},
		{name: "env-off", env: "off", want: "INFERGATE_CALIBRATION=off"},
		{name: "env-off-plan-off", env: "off", plan: "x.yaml:4", want: "INFERGATE_CALIBRATION=off"},
		{name: "env-on-overrides-plan", env: "on", plan: "x.yaml:4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, calibrationOff(tt.env, tt.plan))
		})
	}
}
