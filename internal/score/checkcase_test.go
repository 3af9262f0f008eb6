package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// catchCase is a damaged answer a check of some type must fail, with a phrase its
// reason must contain; passCase is an answer (a paraphrase) it must pass.
type (
	catchCase struct{ name, lang, golden, request, answer, want string }
	passCase  struct{ name, lang, golden, request, answer string }
)

// assertCatches runs a check of type typ per case: the golden passes, the answer
// fails with want in its reason.
func assertCatches(t *testing.T, typ string, cases []catchCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: typ, Lang: tt.lang, Golden: tt.golden, Request: tt.request}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// assertPasses runs a check of type typ per case: the answer passes.
func assertPasses(t *testing.T, typ string, cases []passCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: typ, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// generalCatch and generalPass are catchCase and passCase for a case built as a
// generalCase (its language, golden, request and register).
type (
	generalCatch struct {
		name         string
		g            generalCase
		text, reason string
	}
	generalPass struct {
		name string
		g    generalCase
		text string
	}
)

// assertGeneralCatches runs a check of type typ per case: the golden passes, the text
// fails with reason in its reason.
func assertGeneralCatches(t *testing.T, typ string, cases []generalCatch) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			assert.True(t, tt.g.run(typ, tt.g.golden).Pass, "the golden passes")
			r := tt.g.run(typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// assertGeneralPasses runs a check of type typ per case: the text passes.
func assertGeneralPasses(t *testing.T, typ string, cases []generalPass) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// typedCatch and typedPass are generalCatch and generalPass with the type of check
// each case runs: a table that tries several checks' rules side by side.
type (
	typedCatch struct {
		name, typ string
		g         generalCase
		text      string
		reason    string
	}
	typedPass struct {
		name, typ string
		g         generalCase
		text      string
	}
)

// deGolden and jaGolden are cases with a golden and nothing else.
func deGolden(golden string) generalCase { return generalCase{lang: "de", golden: golden} }
func jaGolden(golden string) generalCase { return generalCase{lang: "ja", golden: golden} }

// assertTypedCatches runs each case's check: the text fails with reason in its
// reason.
func assertTypedCatches(t *testing.T, cases []typedCatch) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// assertTypedPasses runs each case's check: the text passes.
func assertTypedPasses(t *testing.T, cases []typedPass) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(tt.typ, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
