package scrape

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// ModelNames returns the sorted model_name values of the snapshot's engine metrics: the
// models the server's series can be read for. vLLM labels every engine metric with its
// first --served-model-name only, so a server has one, whatever aliases and LoRA
// adapters /v1/models lists.
func (s *Snapshot) ModelNames() []string {
	if s == nil || s.err != nil {
		return nil
	}
	var names []string
	for _, fam := range engineMetrics {
		for _, m := range s.families[fam].GetMetric() {
			for _, lp := range m.GetLabel() {
				if lp.GetName() == LabelModel && !slices.Contains(names, lp.GetValue()) {
					names = append(names, lp.GetValue())
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// loraAdapters returns the adapter names vllm:lora_requests_info has listed as running
// or waiting. The gauge keeps one series per combination ever seen, so an adapter used
// since the server started is listed even when idle.
func (s *Snapshot) loraAdapters() []string {
	var names []string
	for _, m := range s.families[MetricLoRAInfo].GetMetric() {
		for _, lp := range m.GetLabel() {
			if lp.GetName() != "running_lora_adapters" && lp.GetName() != "waiting_lora_adapters" {
				continue
			}
			for _, a := range strings.Split(lp.GetValue(), ",") {
				if a != "" && !slices.Contains(names, a) {
					names = append(names, a)
				}
			}
		}
	}
	return names
}

// modelChoice is which model_name series are read for a requested model.
type modelChoice struct {
	match  map[string]string // the matcher to read with
	note   string            // set when the series read are another model_name's: why
	reason string            // set when none can be attributed to the model: why, to append to a reason
}

// chooseModel resolves the model of match (its model_name label, if any) against the
// model_name values the snapshot exports. A model with series is read as asked. When it
// has none and the server exports exactly one model_name, that one is read, with a note:
// the requested name is then an alias (a second --served-model-name) or a LoRA adapter,
// whose requests vLLM counts under the first served name. With several model_names and
// none matching, reason says which exist (to be appended to each figure's reason).
func (s *Snapshot) chooseModel(match map[string]string) modelChoice {
	model, ok := match[LabelModel]
	if !ok || model == "" || s == nil || s.err != nil {
		return modelChoice{match: match}
	}
	for _, fam := range engineMetrics {
		if s.hasSeries(fam, map[string]string{LabelModel: model}) {
			return modelChoice{match: match}
		}
	}
	names := s.ModelNames()
	switch len(names) {
	case 0:
		return modelChoice{match: match}
	case 1:
		m := maps.Clone(match)
		m[LabelModel] = names[0]
		note := "model " + strconv.Quote(model) + " has no series at " + s.where() + "; read model_name " +
			strconv.Quote(names[0]) + ", the only one it exports (vLLM labels metrics with the first --served-model-name: " +
			strconv.Quote(model) + " is another alias or a LoRA adapter)"
		if slices.Contains(s.loraAdapters(), model) {
			note = "model " + strconv.Quote(model) + " is a LoRA adapter (" + MetricLoRAInfo + " lists it): read its base model_name " +
				strconv.Quote(names[0]) + ", whose series count the adapter's requests together with the base model's and any other adapter's"
		}
		return modelChoice{match: m, note: note}
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = strconv.Quote(n)
	}
	return modelChoice{match: match, reason: "the server exports model_name " + strings.Join(quoted, ", ") +
		", none of them " + strconv.Quote(model) + ", so no series can be attributed to it" +
		" (vLLM counts an alias or a LoRA adapter under its server's first --served-model-name)"}
}

// mappedSuffix is appended to the Source of a value read for another model_name.
func (mc modelChoice) mappedSuffix(requested string) string {
	if mc.note == "" {
		return ""
	}
	return " (model " + strconv.Quote(requested) + " read as model_name " + strconv.Quote(mc.match[LabelModel]) + ")"
}
