package sim

import (
	"net/http"
	"time"
)

// restart answers POST /sim/restart?cold_start=30s: the simulated server restarts as a
// vLLM process does. Every running and waiting request is aborted (its stream ends
// with an error), the prefix cache comes back empty, and for cold_start (simulated
// time; default: the startup_delay option) /health answers 503 and every request is
// refused with 503 while the model "loads". The Prometheus counters carry on: a
// scraper that sees them drop to 0 would otherwise have to handle a counter reset, and
// the restart is what is being measured, not the scraper. TestRestart drives it.
func (s *Server) restart(w http.ResponseWriter, r *http.Request) {
	cold := s.opts.StartupDelay
	if v := r.URL.Query().Get("cold_start"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			writeError(w, statusError(http.StatusBadRequest, "cold_start="+v+": want a duration >= 0 such as 30s (simulated time)"))
			return
		}
		cold = d
	}
	s.restartedUntil.Store(time.Now().Add(s.clock.Wall(cold)).UnixNano())
	s.eng.Restart()
	writeJSON(w, map[string]any{"cold_start_seconds": cold.Seconds()})
}
