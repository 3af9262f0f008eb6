#!/usr/bin/python3
"""Generate the vLLM-shaped /metrics expositions the scrape tests read.

How to run (from the repository root; Debian's package, no pip):

    apt-get update && apt-get install -y python3-prometheus-client
    cd internal/scrape/testdata && /usr/bin/python3 gen_expositions.py

It rewrites <shape>-before.txt and <shape>-after.txt for every shape below and
prints their names. The output is deterministic: the clock prometheus_client reads
for _created samples and set_to_current_time is fixed, and the multiprocess
"pids" are fixed numbers, so a re-run changes nothing unless this script changed.

What is real and what is imitated:
  - Every line is rendered by the real prometheus_client (generate_latest), and the
    multiprocess shapes go through its real mmap files and MultiProcessCollector
    (PROMETHEUS_MULTIPROC_DIR), as vLLM's /metrics does when it runs several API
    server processes.
  - The metric declarations (names, HELP texts, label names, buckets, multiprocess
    modes) imitate vLLM's vllm/v1/metrics/loggers.py of each version; the package
    doc of internal/scrape lists them per version with their sources.
  - multiprocess_mode="mostrecent" exists only from prometheus_client 0.17, and
    Debian ships 0.16. Such gauges are written by the real library to their own
    per-pid files ("gauge_mostrecent_<pid>.db"), which 0.16's collector reports
    per pid, and this script then keeps, for each label set, the sample of the
    process that wrote last and drops the pid label: what 0.17's collector does
    with the write timestamps it stores. With prometheus_client >= 0.17 the
    library's own mode is used and nothing is collapsed here.
  - The traffic is scripted: each shape's "cell" (between its before and after
    snapshots) has the figures the Go tests assert, written next to each shape.

Shapes:
  v0.8.5          one process; vLLM 0.8.x names (gpu_prefix_cache_* counting KV
                  blocks, gpu_cache_usage_perc); cache_config_info without engine.
  v0.10           one process; both the deprecated gpu_* names (counting tokens)
                  and the new ones; a second --served-model-name alias and a LoRA
                  adapter (vllm:lora_requests_info).
  v0.11-multiproc three API server processes; kv_cache_usage_perc without a
                  multiprocess mode, as from 0.9.2 to 0.11.0 (so one series per
                  pid, one of them stale).
  current-multiproc two API server processes; every gauge "mostrecent".
  current-dp2     data parallelism 2: engines "0" and "1", two API servers.
  nostats         --disable-log-stats: only the HTTP metrics.
"""

import os
import shutil
import sys
import tempfile

import prometheus_client
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, values
from prometheus_client import metrics as pc_metrics
from prometheus_client import multiprocess
from prometheus_client.samples import Sample

OUT = os.path.dirname(os.path.abspath(__file__))

# The fixed clock: every _created sample and set_to_current_time reads it.
CLOCK = {"now": 1764400000.0}


class _FixedTime:
    @staticmethod
    def time():
        return CLOCK["now"]


pc_metrics.time = _FixedTime  # prometheus_client.metrics does "import time"
if hasattr(values, "time"):
    values.time = _FixedTime

NATIVE_MOSTRECENT = "mostrecent" in Gauge._MULTIPROC_MODES


class VGauge(Gauge):
    """A Gauge that accepts vLLM's "mostrecent" mode on prometheus_client 0.16."""

    _MULTIPROC_MODES = Gauge._MULTIPROC_MODES | {"mostrecent"}


# --- vLLM's declarations -------------------------------------------------------------

TTFT_BUCKETS = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0,
                2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0]
REQUEST_LATENCY_BUCKETS = [0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0,
                           40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0]
FINISH_REASONS = ["stop", "length", "abort"]

# Per version: the gauges and counters the gate reads, as (attribute, name, HELP,
# multiprocess mode or None). Counter names are given without "_total": the library
# adds it, as it does for vLLM's.
GAUGES = {
    "v0.8": [
        ("running", "vllm:num_requests_running", "Number of requests in model execution batches.", None),
        ("waiting", "vllm:num_requests_waiting", "Number of requests waiting to be processed.", None),
        ("gpu_cache", "vllm:gpu_cache_usage_perc", "GPU KV-cache usage. 1 means 100 percent usage.", None),
    ],
    "v0.10": [
        ("running", "vllm:num_requests_running", "Number of requests in model execution batches.", "mostrecent"),
        ("waiting", "vllm:num_requests_waiting", "Number of requests waiting to be processed.", "mostrecent"),
        ("gpu_cache", "vllm:gpu_cache_usage_perc",
         "GPU KV-cache usage. 1 means 100 percent usage.DEPRECATED: Use vllm:kv_cache_usage_perc instead.", "mostrecent"),
        ("kv_cache", "vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", None),
    ],
    "v0.11": [
        ("running", "vllm:num_requests_running", "Number of requests in model execution batches.", "mostrecent"),
        ("waiting", "vllm:num_requests_waiting", "Number of requests waiting to be processed.", "mostrecent"),
        ("kv_cache", "vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", None),
    ],
    "current": [
        ("running", "vllm:num_requests_running", "Number of requests in model execution batches.", "mostrecent"),
        ("waiting", "vllm:num_requests_waiting", "Number of requests waiting to be processed.", "mostrecent"),
        ("kv_cache", "vllm:kv_cache_usage_perc", "KV-cache usage. 1 means 100 percent usage.", "mostrecent"),
    ],
}
COMMON_COUNTERS = [
    ("preemptions", "vllm:num_preemptions", "Cumulative number of preemption from the engine."),
    ("prompt_tokens", "vllm:prompt_tokens", "Number of prefill tokens processed."),
    ("generation_tokens", "vllm:generation_tokens", "Number of generation tokens processed."),
]
PREFIX_COUNTERS = {
    "v0.8": [
        ("gpu_queries", "vllm:gpu_prefix_cache_queries", "GPU prefix cache queries, in terms of number of queried blocks."),
        ("gpu_hits", "vllm:gpu_prefix_cache_hits", "GPU prefix cache hits, in terms of number of cached blocks."),
    ],
    "v0.10": [
        ("gpu_queries", "vllm:gpu_prefix_cache_queries",
         "GPU prefix cache queries, in terms of number of queriedtokens. DEPRECATED: Use vllm:prefix_cache_queries instead."),
        ("gpu_hits", "vllm:gpu_prefix_cache_hits",
         "GPU prefix cache hits, in terms of number of cached tokens. DEPRECATED: Use vllm:prefix_cache_hits instead."),
        ("queries", "vllm:prefix_cache_queries", "Prefix cache queries, in terms of number of queried tokens."),
        ("hits", "vllm:prefix_cache_hits", "Prefix cache hits, in terms of number of cached tokens."),
    ],
    "v0.11": [
        ("queries", "vllm:prefix_cache_queries", "Prefix cache queries, in terms of number of queried tokens."),
        ("hits", "vllm:prefix_cache_hits", "Prefix cache hits, in terms of number of cached tokens."),
    ],
}
PREFIX_COUNTERS["current"] = PREFIX_COUNTERS["v0.11"]

# CacheConfig.metrics_info() is every CacheConfig field as a string; these are the
# fields that matter here plus a few others, as vLLM 0.8 and later write them.
CACHE_CONFIG = {
    "block_size": "16", "cache_dtype": "auto", "calculate_kv_scales": "False",
    "cpu_offload_gb": "0", "enable_prefix_caching": "True", "gpu_memory_utilization": "0.9",
    "is_attention_free": "False", "num_cpu_blocks": "None", "num_gpu_blocks_override": "None",
    "prefix_caching_hash_algo": "builtin", "sliding_window": "None", "swap_space": "4",
}


class Logger:
    """One API server process's PrometheusStatLogger of one vLLM version."""

    def __init__(self, era, model, engines, registry, num_gpu_blocks, lora=None):
        self.era = era
        self.model = model
        self.engines = [str(e) for e in engines]
        labels = ["model_name", "engine"]
        mp = {}
        for attr, name, doc, mode in GAUGES[era]:
            kw = {}
            if mode is not None:
                kw["multiprocess_mode"] = mode
            g = VGauge(name, doc, labels, registry=registry, **kw)
            setattr(self, attr, {e: g.labels(model, e) for e in self.engines})
            mp[name] = mode
        for attr, name, doc in PREFIX_COUNTERS[era] + COMMON_COUNTERS:
            c = Counter(name, doc, labels, registry=registry)
            setattr(self, attr, {e: c.labels(model, e) for e in self.engines})
        success = Counter("vllm:request_success", "Count of successfully processed requests.",
                          labels + ["finished_reason"], registry=registry)
        self.success = {(e, r): success.labels(model, e, r) for e in self.engines for r in FINISH_REASONS}
        for attr, name, doc, buckets in [
            ("ttft", "vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", TTFT_BUCKETS),
            ("e2e", "vllm:e2e_request_latency_seconds", "Histogram of e2e request latency in seconds.", REQUEST_LATENCY_BUCKETS),
            ("queue", "vllm:request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.",
             REQUEST_LATENCY_BUCKETS),
        ]:
            h = Histogram(name, doc, labels, buckets=buckets, registry=registry)
            setattr(self, attr, {e: h.labels(model, e) for e in self.engines})
        # cache_config_info: a gauge set to 1. vLLM 0.8 has no engine label and no
        # multiprocess mode; later versions add engine and "mostrecent".
        info = dict(CACHE_CONFIG, num_gpu_blocks=str(num_gpu_blocks))
        if era == "v0.8":
            g = VGauge("vllm:cache_config_info", "Information of the LLMEngine CacheConfig",
                       sorted(info), registry=registry)
            g.labels(**info).set(1)
        else:
            g = VGauge("vllm:cache_config_info", "Information of the LLMEngine CacheConfig",
                       sorted(info) + ["engine"], registry=registry, multiprocess_mode="mostrecent")
            for e in self.engines:
                g.labels(engine=e, **info).set(1)
        self.lora = None
        if lora is not None:
            self.lora = VGauge("vllm:lora_requests_info", "Running stats on lora requests.",
                               ["max_lora", "waiting_lora_adapters", "running_lora_adapters"],
                               registry=registry, multiprocess_mode="sum")
            self.lora_max = str(lora)

    def finish(self, engine, n, prompt, gen, hit_tokens, reason, ttft, queue, e2e, block_size=16):
        """Records n finished requests of prompt+gen tokens each, hit_tokens of each
        prompt found in the prefix cache; prefix counters count blocks in 0.8."""
        e = str(engine)
        self.prompt_tokens[e].inc(n * prompt)
        self.generation_tokens[e].inc(n * gen)
        if self.era == "v0.8":
            self.gpu_queries[e].inc(n * (prompt // block_size))
            self.gpu_hits[e].inc(n * (hit_tokens // block_size))
        else:
            if hasattr(self, "gpu_queries"):
                self.gpu_queries[e].inc(n * prompt)
                self.gpu_hits[e].inc(n * hit_tokens)
            self.queries[e].inc(n * prompt)
            self.hits[e].inc(n * hit_tokens)
        self.success[(e, reason)].inc(n)
        for _ in range(n):
            self.ttft[e].observe(ttft)
            self.queue[e].observe(queue)
            self.e2e[e].observe(e2e)

    def preempt(self, engine, n):
        self.preemptions[str(engine)].inc(n)

    def scheduler(self, engine, running, waiting, usage, journal=None, pid=None):
        """Sets the scheduler gauges of engine, as record() does for SchedulerStats."""
        e = str(engine)
        for attr, value in (("running", running), ("waiting", waiting), ("gpu_cache", usage), ("kv_cache", usage)):
            if hasattr(self, attr):
                getattr(self, attr)[e].set(value)
                if journal is not None:
                    name = {"running": "vllm:num_requests_running", "waiting": "vllm:num_requests_waiting",
                            "gpu_cache": "vllm:gpu_cache_usage_perc", "kv_cache": "vllm:kv_cache_usage_perc"}[attr]
                    journal[(name, (("engine", e), ("model_name", self.model)))] = pid

    def lora_state(self, running, waiting):
        self.lora.labels(max_lora=self.lora_max, waiting_lora_adapters=waiting,
                         running_lora_adapters=running).set_to_current_time()


class HTTP:
    """The prometheus-fastapi-instrumentator metrics vLLM's API server exports."""

    def __init__(self, registry):
        self.requests = Counter("http_requests_total", "Total number of requests by method, status and handler.",
                                ["handler", "method", "status"], registry=registry)
        self.duration = Histogram("http_request_duration_seconds",
                                  "Latency with only few buckets by handler. Made to be only used if aggregation by handler is important.",
                                  ["handler", "method"], buckets=[0.1, 0.5, 1.0], registry=registry)

    def serve(self, handler, n, seconds):
        self.requests.labels(handler, "POST" if handler.startswith("/v1") else "GET", "2xx").inc(n)
        for _ in range(n):
            self.duration.labels(handler, "POST" if handler.startswith("/v1") else "GET").observe(seconds)


# --- writing ---------------------------------------------------------------------------

def write(shape, when, text, comment):
    path = os.path.join(OUT, f"{shape}-{when}.txt")
    with open(path, "w") as f:
        f.write(f"# {comment}\n")
        f.write(f"# generated by gen_expositions.py with prometheus_client {prometheus_client_version()}; do not edit\n")
        f.write(text)
    print(path)


def prometheus_client_version():
    try:
        from importlib.metadata import version
        return version("prometheus_client")
    except Exception:
        return "unknown"


class MultiProc:
    """Several API server processes sharing one PROMETHEUS_MULTIPROC_DIR."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="vllm-mp-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = self.dir
        self.journal = {}  # (mostrecent gauge name, labels) -> pid that wrote last
        self.classes = {}  # pid -> its value class, which owns the pid's open files

    def process(self, pid):
        """Makes metrics created from now on write to pid's files."""
        if pid not in self.classes:
            self.classes[pid] = values.MultiProcessValue(process_identifier=lambda: pid)
        values.ValueClass = self.classes[pid]

    def exposition(self):
        registry = CollectorRegistry()
        registry.register(_Collapse(multiprocess.MultiProcessCollector(None, path=self.dir), self.journal))
        return prometheus_client.generate_latest(registry).decode()

    def close(self):
        values.ValueClass = values.MutexValue
        os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)
        shutil.rmtree(self.dir)


class _Collapse:
    """Turns 0.16's per-pid samples of "mostrecent" gauges into 0.17's single sample."""

    def __init__(self, inner, journal):
        self.inner, self.journal = inner, journal

    def collect(self):
        # Sorted by name: the collector's order follows glob's, which varies.
        for metric in sorted(self.inner.collect(), key=lambda m: m.name):
            if getattr(metric, "_multiprocess_mode", None) == "mostrecent" and not NATIVE_MOSTRECENT:
                chosen = {}
                for s in metric.samples:
                    labels = tuple(sorted((k, v) for k, v in s.labels.items() if k != "pid"))
                    writer = self.journal.get((metric.name, labels))
                    pid = s.labels.get("pid")
                    if labels not in chosen or (writer is not None and str(writer) == pid):
                        chosen[labels] = Sample(s.name, dict(labels), s.value, s.timestamp, s.exemplar)
                metric.samples = list(chosen.values())
            metric.samples.sort(key=lambda s: (s.name, sorted(s.labels.items())))
            yield metric


# --- shapes ----------------------------------------------------------------------------

def single(shape, era, comment, model, history, cell, lora=None, num_gpu_blocks=27305):
    registry = CollectorRegistry()
    http = HTTP(registry)
    log = Logger(era, model, [0], registry, num_gpu_blocks, lora=lora)
    history(log, http)
    write(shape, "before", prometheus_client.generate_latest(registry).decode(), comment + " (before the cell)")
    CLOCK["now"] += 60
    cell(log, http)
    write(shape, "after", prometheus_client.generate_latest(registry).decode(), comment + " (after the cell)")


def v085():
    # Cell: 16 requests (8 stop, 8 length) of 400 prompt + 100 generated tokens, 304
    # prompt tokens cached each: 25 blocks queried and 19 hit per request, so
    # Δqueries 400 blocks (6400 tokens at block_size 16), Δhits 304 blocks (4864
    # tokens), ratio 0.76. 3 preemptions. TTFT 0.3 s each. waiting 4, usage 0.62.
    def history(log, http):
        log.finish(0, 20, 400, 100, 0, "stop", 0.2, 0.01, 2.0)
        log.finish(0, 4, 400, 100, 0, "length", 0.2, 0.01, 2.0)
        log.preempt(0, 1)
        log.scheduler(0, 0, 0, 0.05)
        http.serve("/v1/completions", 24, 0.4)
        http.serve("/metrics", 3, 0.01)

    def cell(log, http):
        log.finish(0, 8, 400, 100, 304, "stop", 0.3, 0.02, 2.2)
        log.finish(0, 8, 400, 100, 304, "length", 0.3, 0.02, 2.2)
        log.preempt(0, 3)
        log.scheduler(0, 12, 4, 0.62)
        http.serve("/v1/completions", 16, 0.4)
        http.serve("/metrics", 2, 0.01)

    single("v0.8.5", "v0.8", "vLLM 0.8.5 V1 engine, one process, prefix-cache counters in KV blocks",
           "meta-llama/Llama-3.1-8B-Instruct", history, cell)


def v010():
    # --served-model-name llama-8b llama, LoRA adapter sql-lora. Cell: 10 requests
    # (6 stop, 4 length) of 1000 prompt + 50 generated tokens, 640 cached each:
    # Δqueries 10000, Δhits 6400 tokens (both name generations), ratio 0.64.
    # 0 preemptions. waiting 2, usage 0.35 (both usage names).
    def history(log, http):
        log.finish(0, 5, 1000, 50, 0, "stop", 0.1, 0.01, 1.0)
        log.scheduler(0, 0, 0, 0.01)
        log.lora_state("", "")
        http.serve("/v1/chat/completions", 5, 0.9)

    def cell(log, http):
        log.finish(0, 6, 1000, 50, 640, "stop", 0.15, 0.01, 1.1)
        log.finish(0, 4, 1000, 50, 640, "length", 0.15, 0.01, 1.1)
        log.scheduler(0, 6, 2, 0.35)
        log.lora_state("sql-lora", "")
        log.lora_state("", "")
        http.serve("/v1/chat/completions", 10, 0.9)

    single("v0.10", "v0.10", "vLLM 0.10 V1 engine, one process, deprecated and new names side by side",
           "llama-8b", history, cell, lora=4, num_gpu_blocks=8192)


def multiproc(shape, era, comment, model, pids, engines, script, num_gpu_blocks=4096):
    mp = MultiProc()
    loggers, https = {}, {}
    try:
        for pid in pids:
            mp.process(pid)
            loggers[pid] = Logger(era, model, engines, None, num_gpu_blocks)
            https[pid] = HTTP(None)
        script(mp, loggers, https, "before")
        write(shape, "before", mp.exposition(), comment + " (before the cell)")
        CLOCK["now"] += 60
        script(mp, loggers, https, "after")
        write(shape, "after", mp.exposition(), comment + " (after the cell)")
    finally:
        mp.close()


def set_gauges(mp, loggers, pid, engine, running, waiting, usage):
    mp.process(pid)
    loggers[pid].scheduler(engine, running, waiting, usage, journal=mp.journal, pid=pid)


def finish(mp, loggers, pid, *args, **kw):
    mp.process(pid)
    loggers[pid].finish(*args, **kw)


def v011():
    # --api-server-count 3 (pids 101-103), one engine. Counters are summed over the
    # processes. Cell: pid 101 finishes 7 requests, pid 102 5, pid 103 none; 512
    # prompt + 64 generated tokens, 256 cached each: Δprompt 6144, Δqueries 6144,
    # Δhits 3072, ratio 0.5; 12 stop. 2 preemptions (pid 102).
    # kv_cache_usage_perc has no multiprocess mode, so one series per pid: pid 101
    # last got SchedulerStats before the cell (0.9, stale in both snapshots), pid 102
    # gets them now (0.2 before, 0.55 after), pid 103 never did (0.0). The most recent
    # value after the cell is 0.55; the max over pids would say 0.9.
    # num_requests_waiting ("mostrecent"): 1 before, 3 after.
    def script(mp, loggers, https, when):
        if when == "before":
            finish(mp, loggers, 101, 0, 9, 512, 64, 0, "stop", 0.05, 0.01, 0.8)
            set_gauges(mp, loggers, 101, 0, 4, 0, 0.9)
            finish(mp, loggers, 102, 0, 3, 512, 64, 0, "stop", 0.05, 0.01, 0.8)
            set_gauges(mp, loggers, 102, 0, 2, 1, 0.2)
            for pid in (101, 102, 103):
                mp.process(pid)
                https[pid].serve("/v1/completions", 4, 0.3)
            return
        finish(mp, loggers, 101, 0, 7, 512, 64, 256, "stop", 0.07, 0.01, 0.9)
        finish(mp, loggers, 102, 0, 5, 512, 64, 256, "stop", 0.07, 0.01, 0.9)
        mp.process(102)
        loggers[102].preempt(0, 2)
        set_gauges(mp, loggers, 102, 0, 5, 3, 0.55)
        for pid in (101, 102, 103):
            mp.process(pid)
            https[pid].serve("/v1/completions", 4, 0.3)

    multiproc("v0.11-multiproc", "v0.11",
              "vLLM 0.11 V1 engine, --api-server-count 3 (PROMETHEUS_MULTIPROC_DIR), kv_cache_usage_perc per pid",
              "Qwen/Qwen3-8B", [101, 102, 103], [0], script)


def current():
    # --api-server-count 2 (pids 201, 202), one engine, every gauge "mostrecent".
    # Cell: pid 201 finishes 3 requests, pid 202 5; 2048 prompt + 128 generated
    # tokens, 1536 cached each: Δqueries 16384, Δhits 12288, ratio 0.75; 6 stop, 2
    # length. Gauges written last by pid 202 in the cell: waiting 7, usage 0.81
    # (pid 201 wrote 0.95 earlier in the cell, so "mostrecent" shows 0.81).
    def script(mp, loggers, https, when):
        if when == "before":
            finish(mp, loggers, 201, 0, 2, 2048, 128, 0, "stop", 0.4, 0.05, 3.0)
            set_gauges(mp, loggers, 201, 0, 1, 0, 0.1)
            return
        finish(mp, loggers, 201, 0, 3, 2048, 128, 1536, "stop", 0.5, 0.1, 3.5)
        set_gauges(mp, loggers, 201, 0, 8, 5, 0.95)
        finish(mp, loggers, 202, 0, 3, 2048, 128, 1536, "stop", 0.5, 0.1, 3.5)
        finish(mp, loggers, 202, 0, 2, 2048, 128, 1536, "length", 0.5, 0.1, 3.5)
        set_gauges(mp, loggers, 202, 0, 6, 7, 0.81)
        for pid in (201, 202):
            mp.process(pid)
            https[pid].serve("/v1/completions", 4, 0.3)

    multiproc("current-multiproc", "current",
              "vLLM 0.12 and later V1 engine, --api-server-count 2 (PROMETHEUS_MULTIPROC_DIR)",
              "Qwen/Qwen3-8B", [201, 202], [0], script)


def dp2():
    # --data-parallel-size 2, two API servers (pids 301, 302), each with a logger for
    # engines 0 and 1. Cell: engine 0 finishes 4 requests, engine 1 6; 300 prompt +
    # 30 generated tokens, 150 cached each: Δqueries 3000, Δhits 1500, ratio 0.5;
    # 1 preemption on engine 1. After: waiting 2 (engine 0) + 5 (engine 1) = 7,
    # usage 0.3 and 0.6: max 0.6.
    def script(mp, loggers, https, when):
        if when == "before":
            finish(mp, loggers, 301, 0, 1, 300, 30, 0, "stop", 0.2, 0.01, 1.0)
            set_gauges(mp, loggers, 301, 0, 0, 0, 0.02)
            set_gauges(mp, loggers, 302, 1, 0, 0, 0.01)
            return
        finish(mp, loggers, 301, 0, 4, 300, 30, 150, "stop", 0.25, 0.02, 1.2)
        finish(mp, loggers, 302, 1, 6, 300, 30, 150, "stop", 0.25, 0.02, 1.2)
        mp.process(302)
        loggers[302].preempt(1, 1)
        set_gauges(mp, loggers, 302, 0, 3, 2, 0.3)
        set_gauges(mp, loggers, 301, 1, 4, 5, 0.6)

    multiproc("current-dp2", "current",
              "vLLM 0.12 and later V1 engine, --data-parallel-size 2 with 2 API servers (PROMETHEUS_MULTIPROC_DIR)",
              "Qwen/Qwen3-8B", [301, 302], [0, 1], script, num_gpu_blocks=2048)


def nostats():
    registry = CollectorRegistry()
    http = HTTP(registry)
    http.serve("/v1/completions", 3, 0.4)
    write("nostats", "before", prometheus_client.generate_latest(registry).decode(),
          "vLLM with --disable-log-stats: no engine metrics (before the cell)")
    CLOCK["now"] += 60
    http.serve("/v1/completions", 8, 0.4)
    write("nostats", "after", prometheus_client.generate_latest(registry).decode(),
          "vLLM with --disable-log-stats: no engine metrics (after the cell)")


def main():
    if values.ValueClass is not values.MutexValue:
        sys.exit("unset PROMETHEUS_MULTIPROC_DIR: the single-process shapes need the in-memory values")
    for shape in (v085, v010, v011, current, dp2, nostats):
        shape()


if __name__ == "__main__":
    main()
