package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/infergate/infergate/internal/junit"
)

const junitUsage = `usage: infergate junit [flags] RUN.json

Write the JUnit XML of one run of the gate (a results file), for CI and the release
approval: one testcase per matrix cell, capacity result and burst test, each with its
figures in <system-out>; a failing cell's <failure> names its failing checks and their
measured values; checks the plan skipped are <skipped>, never a silent pass. With
-go-test, the go test -json log of the same run adds wall times and any test that
failed before it recorded a result. XML goes to stdout (or -o FILE).

flags:
`

func runJUnit(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate junit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "write the XML to this file instead of stdout")
	goTest := fs.String("go-test", "", "the go test -json log of the same run (gotestsum --jsonfile)")
	fs.Usage = func() { fmt.Fprint(stderr, junitUsage); fs.PrintDefaults() }
	files, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(files) != 1 {
		fs.Usage()
		return usageError{fmt.Errorf("junit: want one RUN.json, got %d arguments", len(files))}
	}
	run, err := readRun(files[0], "run")
	if err != nil {
		return err
	}
	doc := junit.Build(run)
	if *goTest != "" {
		f, err := os.Open(*goTest)
		if err != nil {
			return usageError{fmt.Errorf("-go-test: %w", err)}
		}
		err = doc.AddGoTest(f)
		f.Close()
		if err != nil {
			return usageError{fmt.Errorf("-go-test %s: %w", *goTest, err)}
		}
	}
	var xml bytes.Buffer
	if err := doc.Encode(&xml); err != nil {
		return fmt.Errorf("junit %s: %w", files[0], err)
	}
	if *out == "" {
		_, err := stdout.Write(xml.Bytes())
		return err
	}
	if err := os.WriteFile(*out, xml.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", *out, err)
	}
	return nil
}
