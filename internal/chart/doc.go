// Package chart draws the HTML report's charts as inline SVG: latency CDFs on a log
// time axis, goodput against offered load, and the burst test's timeline. It owns
// the geometry (linear and log10 scales, 1-2-5 ticks, SI-formatted durations), the
// series styles (line, step, dots), the markers a plan's thresholds become
// (vertical and horizontal lines with labels, shaded x-ranges) and the escaping of
// every piece of text it writes.
//
// It is the project's own code rather than a charting library because the page it
// feeds must be one self-contained file: an approver opens it from a CI artifact,
// offline, and prints it. Inline SVG needs no JavaScript and nothing fetched from
// anywhere, scales with its fixed viewBox and prints sharp. The Go charting
// libraries either draw with JavaScript in the browser (go-echarts) or bring font
// loading and raster back ends the report does not need (gonum/plot, go-chart). What
// the report draws is three kinds of XY chart, small enough to test whole: golden
// SVG files pin the output, and property tests pin the scales and the escaping.
//
// Every chart's root element is <svg class="chart" data-points="N">, N being the
// number of data points drawn, so that a test of a page can check that no chart in it
// is empty; a chart with nothing to draw says so in its plot area.
package chart
