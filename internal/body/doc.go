// Package body owns the rewriting of an OpenAI request body after go-openai has
// encoded it. go-openai drops zero values it tags omitempty (temperature 0, among
// them) and knows nothing of vLLM's extra parameters, so the measurement client and
// the quality gate both decode the body's top level, set fields on it and encode it
// again, without HTML escaping (a prompt's <, > and & go as they are).
package body
