package junit_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/junit"
	"github.com/infergate/infergate/internal/results"
)

// xsd is the common JUnit schema, junit-10.xsd of the Jenkins xUnit plugin (where it
// came from is in the file).
var xsd = filepath.Join("testdata", "junit-10.xsd")

// TestValidatesAgainstJUnit10XSD checks that what the package writes is JUnit as CI
// systems read it: valid under junit-10.xsd, checked by xmllint (libxml2). No Go
// module validates XML Schema without cgo, so the test needs xmllint, and fails —
// not skips — without it: .ci/run installs it.
func TestValidatesAgainstJUnit10XSD(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		t.Fatalf("xmllint is needed to validate the JUnit against %s and was not found: install it with `apt-get install -y libxml2-utils` (Debian/Ubuntu; .ci/run does): %v", xsd, err)
	}
	docs := map[string]*junit.Testsuites{"fixture": junit.Build(fixture()), "empty": junit.Build(&results.Run{})}
	for _, name := range reportFixtures {
		docs[name] = junit.Build(readFixture(t, name))
	}
	withLog := junit.Build(fixture())
	require.NoError(t, withLog.AddGoTest(strings.NewReader(goLog)))
	docs["fixture+go-test"] = withLog
	dir := t.TempDir()
	for name, d := range docs {
		t.Run(name, func(t *testing.T) {
			var buf bytes.Buffer
			require.NoError(t, d.Encode(&buf))
			path := filepath.Join(dir, name+".xml")
			require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
			out, err := exec.Command(xmllint, "--noout", "--schema", xsd, path).CombinedOutput()
			require.NoError(t, err, "xmllint --noout --schema %s:\n%s", xsd, out)
		})
	}
	t.Run("rejects", func(t *testing.T) {
		// The validation is real: junit-10.xsd has no properties in a testcase.
		path := filepath.Join(dir, "bad.xml")
		require.NoError(t, os.WriteFile(path, []byte(`<testsuites><testsuite name="s" tests="1" failures="0" errors="0">`+
			`<testcase name="c"><properties><property name="a" value="b"/></properties></testcase></testsuite></testsuites>`), 0o644))
		out, err := exec.Command(xmllint, "--noout", "--schema", xsd, path).CombinedOutput()
		require.Error(t, err, "%s", out)
		require.Contains(t, string(out), "properties")
	})
}
