// Package k8s holds the Kubernetes manifests of a sharded run of the gate
// (shards.yaml: an Indexed Job of shards; merge.yaml: the merge step) and the test
// that checks them. kubectl apply --dry-run=client needs an API server to map kinds,
// which CI does not have, so the test decodes the manifests strictly into the
// Kubernetes API's own Go types (an unknown or misspelt field fails) and checks what
// a sharded run needs of them.
package k8s

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// documents splits a multi-document YAML file.
func documents(t *testing.T, file string) [][]byte {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	var out [][]byte
	for _, d := range bytes.Split(data, []byte("\n---\n")) {
		if len(bytes.TrimSpace(d)) > 0 {
			out = append(out, d)
		}
	}
	return out
}

func strictJob(t *testing.T, doc []byte) *batchv1.Job {
	t.Helper()
	var j batchv1.Job
	require.NoError(t, yaml.UnmarshalStrict(doc, &j), "a Job that the Kubernetes API types accept, with no unknown field")
	require.Equal(t, "batch/v1", j.APIVersion)
	require.Equal(t, "Job", j.Kind)
	return &j
}

func env(c corev1.Container) map[string]corev1.EnvVar {
	out := map[string]corev1.EnvVar{}
	for _, e := range c.Env {
		out[e.Name] = e
	}
	return out
}

func TestShardsManifest(t *testing.T) {
	docs := documents(t, "shards.yaml")
	require.Len(t, docs, 2, "a PersistentVolumeClaim and the Job")
	var pvc corev1.PersistentVolumeClaim
	require.NoError(t, yaml.UnmarshalStrict(docs[0], &pvc))
	assert.Equal(t, "PersistentVolumeClaim", pvc.Kind)
	assert.Contains(t, pvc.Spec.AccessModes, corev1.ReadWriteMany, "every shard and the merge write one volume")

	j := strictJob(t, docs[1])
	require.NotNil(t, j.Spec.CompletionMode)
	assert.Equal(t, batchv1.IndexedCompletion, *j.Spec.CompletionMode, "the shard index comes from the completion index")
	require.NotNil(t, j.Spec.Completions)
	require.NotNil(t, j.Spec.Parallelism)
	n := *j.Spec.Completions
	assert.Equal(t, n, *j.Spec.Parallelism, "all shards run at once")
	require.NotNil(t, j.Spec.BackoffLimit)
	assert.Equal(t, int32(0), *j.Spec.BackoffLimit, "a retried shard would miss its slots")
	assert.Equal(t, corev1.RestartPolicyNever, j.Spec.Template.Spec.RestartPolicy)

	require.Len(t, j.Spec.Template.Spec.Containers, 1)
	c := j.Spec.Template.Spec.Containers[0]
	assert.Equal(t, "acceptance.test", c.Command[0])
	assert.Contains(t, strings.Join(c.Command, " "), "-test.run Matrix", "shards run the matrix; capacity and burst run in one process")
	e := env(c)
	idx, ok := e["JOB_COMPLETION_INDEX"]
	require.True(t, ok)
	require.NotNil(t, idx.ValueFrom)
	require.NotNil(t, idx.ValueFrom.FieldRef)
	assert.Equal(t, "metadata.annotations['batch.kubernetes.io/job-completion-index']", idx.ValueFrom.FieldRef.FieldPath)
	// $(VAR) refers only to variables defined before it in the list.
	pos := map[string]int{}
	for i, v := range c.Env {
		pos[v.Name] = i
	}
	assert.Less(t, pos["JOB_COMPLETION_INDEX"], pos["INFERGATE_SHARD"])
	assert.Equal(t, "$(JOB_COMPLETION_INDEX)/"+itoa(n), e["INFERGATE_SHARD"].Value, "INFERGATE_SHARD's count is the Job's completions")
	for _, k := range []string{"INFERGATE_START_AT", "INFERGATE_SHARD_SLOT", "INFERGATE_BASE_URL", "INFERGATE_CAPACITY", "INFERGATE_OUT"} {
		assert.Contains(t, e, k)
	}
	assert.Contains(t, e["INFERGATE_OUT"].Value, "$(JOB_COMPLETION_INDEX)", "each shard writes its own directory")
	key := e["INFERGATE_API_KEY"]
	assert.Empty(t, key.Value, "the API key never sits in the manifest")
	if key.ValueFrom != nil {
		assert.NotNil(t, key.ValueFrom.SecretKeyRef, "the API key comes from a Secret")
	}
	require.Len(t, c.VolumeMounts, 1)
	require.Len(t, j.Spec.Template.Spec.Volumes, 1)
	assert.Equal(t, pvc.Name, j.Spec.Template.Spec.Volumes[0].PersistentVolumeClaim.ClaimName)
}

func TestMergeManifest(t *testing.T) {
	docs := documents(t, "merge.yaml")
	require.Len(t, docs, 1)
	j := strictJob(t, docs[0])
	require.Len(t, j.Spec.Template.Spec.Containers, 1)
	c := j.Spec.Template.Spec.Containers[0]
	script := strings.Join(append(c.Command, c.Args...), " ")
	assert.Contains(t, script, "infergate merge")
	assert.Contains(t, script, "/results/shard-*/", "it merges every shard's file")
	assert.Contains(t, script, "exit $status", "the Job fails when the merged verdict does")
	assert.Equal(t, "infergate-results", j.Spec.Template.Spec.Volumes[0].PersistentVolumeClaim.ClaimName)
}

func itoa(n int32) string {
	var b []byte
	if n == 0 {
		return "0"
	}
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
