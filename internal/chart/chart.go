package chart

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// Point is one data point.
type Point struct{ X, Y float64 }

// Style says how a series is drawn.
type Style int

const (
	// Line joins the points in order.
	Line Style = iota
	// Step holds each point's y until the next point's x (horizontal, then
	// vertical): an empirical CDF, a count that changes at events, a binned rate.
	Step
	// Dots draws each point alone: one request's latency, a probe of a search.
	Dots
	// LineDots joins the points and marks each one.
	LineDots
)

// Series is one named set of points.
type Series struct {
	// Name is the legend's text; a series without one has no legend entry.
	Name   string
	Points []Point
	Style  Style
	// Color is any CSS colour; "" takes the palette's next colour.
	Color string
	// Dashed draws the line dashed, so that two series stay apart when printed in
	// grey.
	Dashed bool
	// Right measures the series on the chart's right axis (Chart.Y2).
	Right bool
}

// Marker is a labelled line across the plot: a vertical one at x = At (Chart.VLines)
// or a horizontal one at y = At (Chart.HLines): a threshold, a target, a deadline.
type Marker struct {
	At    float64
	Label string
	// Color is any CSS colour; "" is dark grey.
	Color string
	// Right places a horizontal marker on the right axis (Chart.Y2).
	Right bool
}

// Band is a shaded x-range with a label: the spike of a burst.
type Band struct {
	From, To float64
	Label    string
}

// Chart is an XY chart: a CDF, a scatter of probes, a timeline.
type Chart struct {
	// Title says what the chart shows; it becomes the SVG's <title> and its
	// accessible name.
	Title string
	// Width and Height are the viewBox's size (default 640 × 300); the chart scales
	// to whatever width the page gives it.
	Width, Height float64
	// X and Y are the axes; Y2, when set, is a right axis for the series and
	// markers marked Right.
	X, Y Axis
	Y2   *Axis
	// Series are drawn in order, later ones on top.
	Series []Series
	// VLines and HLines are marker lines; Bands shaded x-ranges.
	VLines, HLines []Marker
	Bands          []Band
}

// Palette is the colours series take in order when they name none: the Okabe–Ito
// set, which stays distinct for the common kinds of colour blindness. The first two
// are the baseline's and the candidate's in a comparison.
var Palette = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"}

// markerColor is the default colour of marker lines.
const markerColor = "#555555"

// The layout, in viewBox units.
const (
	marginLeft   = 60
	marginRight  = 16
	marginY2     = 60
	marginBottom = 44
	legendRow    = 16
	fontSize     = 11
)

// layout holds the plot area and the axis mappings of one rendering.
type layout struct {
	w, h                     float64
	left, right, top, bottom float64
	x, y, y2                 mapping
	xt, yt, y2t              []float64
}

// SVG renders the chart as one <svg> element, for inlining in HTML or saving as a
// file. It never fails: values an axis cannot show (NaN, ±Inf, and on a log axis
// anything not positive) are left out, and a chart with no point left says "no
// data" in its plot area. The root carries class="chart" and data-points, the number
// of points drawn.
func (c *Chart) SVG() string {
	w, h := c.Width, c.Height
	if !(w > 0) || !(h > 0) {
		w, h = 640, 300
	}
	series := make([]Series, len(c.Series))
	for i, s := range c.Series {
		if s.Color == "" {
			s.Color = Palette[i%len(Palette)]
		}
		series[i] = s
	}
	y2 := c.Y2
	if y2 == nil {
		y2 = &Axis{}
	}
	points := 0
	var xs, ys, y2s []float64
	for _, s := range series {
		ya := c.axisOf(s, y2)
		for _, p := range s.Points {
			if !c.X.drawable(p.X) || !ya.drawable(p.Y) {
				continue
			}
			points++
			xs = append(xs, p.X)
			if ya == y2 {
				y2s = append(y2s, p.Y)
			} else {
				ys = append(ys, p.Y)
			}
		}
	}
	for _, m := range c.VLines {
		xs = append(xs, m.At)
	}
	for _, b := range c.Bands {
		xs = append(xs, b.From, b.To)
	}
	for _, m := range c.HLines {
		if m.Right && c.Y2 != nil {
			y2s = append(y2s, m.At)
		} else {
			ys = append(ys, m.At)
		}
	}

	lg := c.legend(series, w)
	l := layout{w: w, h: h, left: marginLeft, right: w - marginRight, top: 10 + float64(lg.rows)*legendRow, bottom: h - marginBottom}
	if c.Y2 != nil {
		l.right = w - marginY2
	}
	if l.bottom-l.top < 20 { // a tiny viewBox: keep a plot area at all
		l.top = l.bottom - 20
	}
	var lo, hi float64
	lo, hi, l.xt = c.X.domain(xs)
	l.x = newMapping(&c.X, lo, hi, l.left, l.right)
	lo, hi, l.yt = c.Y.domain(ys)
	l.y = newMapping(&c.Y, lo, hi, l.bottom, l.top)
	if c.Y2 != nil {
		lo, hi, l.y2t = y2.domain(y2s)
		l.y2 = newMapping(y2, lo, hi, l.bottom, l.top)
	}

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-label="%s" data-points="%d" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="%d">`,
		num(w), num(h), num(w), num(h), esc(c.Title), points, fontSize)
	fmt.Fprintf(&b, "\n<title>%s</title>\n", esc(c.Title))
	c.bands(&b, &l)
	c.axes(&b, &l, y2)
	for _, s := range series {
		m := l.y
		if s.Right && c.Y2 != nil {
			m = l.y2
		}
		drawSeries(&b, s, &c.X, c.axisOf(s, y2), l.x, m)
	}
	if points == 0 {
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" fill="#666">no data</text>`+"\n",
			num((l.left+l.right)/2), num((l.top+l.bottom)/2))
	}
	c.markers(&b, &l, y2)
	lg.draw(&b, l.left)
	b.WriteString("</svg>")
	return b.String()
}

// axisOf is the y axis series s is measured on: y2 (the chart's Y2, never nil) for a
// series on the right axis of a chart that has one, else Y.
func (c *Chart) axisOf(s Series, y2 *Axis) *Axis {
	if s.Right && c.Y2 != nil {
		return y2
	}
	return &c.Y
}

// Points is the number of data points SVG draws (its data-points): the points of
// the series that their axes can show. A caller that has nothing to draw can say so
// in words instead of drawing an empty chart.
func (c *Chart) Points() int {
	n := 0
	for _, s := range c.Series {
		ya := c.axisOf(s, c.Y2)
		for _, p := range s.Points {
			if c.X.drawable(p.X) && ya.drawable(p.Y) {
				n++
			}
		}
	}
	return n
}

// bands shades the chart's x-ranges, labelled at the foot of the plot.
func (c *Chart) bands(b *strings.Builder, l *layout) {
	for _, band := range c.Bands {
		if !c.X.drawable(band.From) || !c.X.drawable(band.To) {
			continue
		}
		x0, x1 := l.x.at(math.Min(band.From, band.To)), l.x.at(math.Max(band.From, band.To))
		fmt.Fprintf(b, `<rect class="band" x="%s" y="%s" width="%s" height="%s" fill="#E69F00" fill-opacity="0.15"/>`+"\n",
			num(x0), num(l.top), num(x1-x0), num(l.bottom-l.top))
		if band.Label != "" {
			fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" font-size="10" fill="#8a5a00">%s</text>`+"\n",
				num((x0+x1)/2), num(l.bottom-5), esc(band.Label))
		}
	}
}

// axes draws the frame, the grid, the ticks with their labels and the axis labels.
func (c *Chart) axes(b *strings.Builder, l *layout, y2 *Axis) {
	b.WriteString(`<g class="grid" stroke="#e3e3e3" stroke-width="1">`)
	for _, t := range l.xt {
		x := num(l.x.at(t))
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, x, num(l.top), x, num(l.bottom))
	}
	for _, t := range l.yt {
		y := num(l.y.at(t))
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(l.left), y, num(l.right), y)
	}
	b.WriteString("</g>\n")
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="#888"/>`+"\n",
		num(l.left), num(l.top), num(l.right-l.left), num(l.bottom-l.top))
	b.WriteString(`<g class="ticks" fill="#333">`)
	for _, t := range l.xt {
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`, num(l.x.at(t)), num(l.bottom+14), esc(c.X.format(t)))
	}
	for _, t := range l.yt {
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="end">%s</text>`, num(l.left-5), num(l.y.at(t)+3.5), esc(c.Y.format(t)))
	}
	if c.Y2 != nil {
		for _, t := range l.y2t {
			fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`, num(l.right+5), num(l.y2.at(t)+3.5), esc(y2.format(t)))
		}
	}
	b.WriteString("</g>\n")
	if c.X.Label != "" {
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num((l.left+l.right)/2), num(l.h-8), esc(c.X.Label))
	}
	mid := num((l.top + l.bottom) / 2)
	if c.Y.Label != "" {
		fmt.Fprintf(b, `<text transform="translate(14 %s) rotate(-90)" text-anchor="middle">%s</text>`+"\n", mid, esc(c.Y.Label))
	}
	if c.Y2 != nil && y2.Label != "" {
		fmt.Fprintf(b, `<text transform="translate(%s %s) rotate(90)" text-anchor="middle">%s</text>`+"\n", num(l.w-12), mid, esc(y2.Label))
	}
}

// drawSeries writes one series as a path: lines and steps as one stroke, dots as
// zero-length round-capped segments (one element for any number of dots).
func drawSeries(b *strings.Builder, s Series, xa, ya *Axis, xm, ym mapping) {
	var pts [][2]float64
	for _, p := range s.Points {
		if xa.drawable(p.X) && ya.drawable(p.Y) {
			pts = append(pts, [2]float64{xm.at(p.X), ym.at(p.Y)})
		}
	}
	if len(pts) == 0 {
		return
	}
	dash := ""
	if s.Dashed {
		dash = ` stroke-dasharray="6 3"`
	}
	if s.Style != Dots {
		var d strings.Builder
		fmt.Fprintf(&d, "M%s %s", num(pts[0][0]), num(pts[0][1]))
		for _, p := range pts[1:] {
			if s.Style == Step {
				fmt.Fprintf(&d, "H%sV%s", num(p[0]), num(p[1]))
			} else {
				fmt.Fprintf(&d, "L%s %s", num(p[0]), num(p[1]))
			}
		}
		fmt.Fprintf(b, `<path class="series" data-series="%s" d="%s" fill="none" stroke="%s" stroke-width="1.8" stroke-linejoin="round"%s/>`+"\n",
			esc(s.Name), d.String(), esc(s.Color), dash)
	}
	if s.Style == Dots || s.Style == LineDots {
		var d strings.Builder
		for _, p := range pts {
			fmt.Fprintf(&d, "M%s %sh0", num(p[0]), num(p[1]))
		}
		width := "4"
		if s.Style == LineDots {
			width = "6"
		}
		fmt.Fprintf(b, `<path class="dots" data-series="%s" d="%s" stroke="%s" stroke-width="%s" stroke-linecap="round"/>`+"\n",
			esc(s.Name), d.String(), esc(s.Color), width)
	}
}

// markers draws the vertical and horizontal marker lines with their labels: the
// vertical ones' at the top, staggered so that neighbours do not overwrite each
// other, the horizontal ones' at the left, away from the vertical ones'.
func (c *Chart) markers(b *strings.Builder, l *layout, y2 *Axis) {
	for i, m := range c.VLines {
		if !c.X.drawable(m.At) {
			continue
		}
		col := m.Color
		if col == "" {
			col = markerColor
		}
		x := l.x.at(m.At)
		fmt.Fprintf(b, `<line class="marker" x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.2" stroke-dasharray="4 3"/>`+"\n",
			num(x), num(l.top), num(x), num(l.bottom), esc(col))
		if m.Label == "" {
			continue
		}
		y := l.top + 12 + 12*float64(i%3)
		anchor, tx := "start", x+3
		if x > l.right-textWidth(m.Label, 10)-6 {
			anchor, tx = "end", x-3
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="%s" font-size="10" fill="%s" stroke="#fff" stroke-width="3" paint-order="stroke">%s</text>`+"\n",
			num(tx), num(y), anchor, esc(col), esc(m.Label))
	}
	for _, m := range c.HLines {
		ym, ya := l.y, &c.Y
		if m.Right && c.Y2 != nil {
			ym, ya = l.y2, y2
		}
		if !ya.drawable(m.At) {
			continue
		}
		col := m.Color
		if col == "" {
			col = markerColor
		}
		y := ym.at(m.At)
		fmt.Fprintf(b, `<line class="marker" x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="1.2" stroke-dasharray="2 3"/>`+"\n",
			num(l.left), num(y), num(l.right), num(y), esc(col))
		if m.Label != "" {
			ty := y - 4
			if ty < l.top+10 {
				ty = y + 12
			}
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="10" fill="%s" stroke="#fff" stroke-width="3" paint-order="stroke">%s</text>`+"\n",
				num(l.left+4), num(ty), esc(col), esc(m.Label))
		}
	}
}

// textWidth estimates the width of s at size px: the chart has no font metrics, and
// an estimate is enough to keep a label inside the plot.
func textWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)) * size * 0.58
}

// legendItem is one series' entry, placed.
type legendItem struct {
	s    Series
	x, y float64
}

// legend places the named series' entries in rows above the plot.
type legend struct {
	items []legendItem
	rows  int
}

func (c *Chart) legend(series []Series, w float64) legend {
	var lg legend
	x, row := 0.0, 0
	for _, s := range series {
		if s.Name == "" {
			continue
		}
		width := 26 + textWidth(s.Name, fontSize) + 14
		if x > 0 && marginLeft+x+width > w-marginRight {
			x, row = 0, row+1
		}
		lg.items = append(lg.items, legendItem{s: s, x: x, y: 14 + float64(row)*legendRow})
		x += width
	}
	if len(lg.items) > 0 {
		lg.rows = row + 1
	}
	return lg
}

func (lg legend) draw(b *strings.Builder, left float64) {
	if len(lg.items) == 0 {
		return
	}
	b.WriteString(`<g class="legend">`)
	for _, it := range lg.items {
		x, y := left+it.x, it.y
		if it.s.Style != Dots {
			dash := ""
			if it.s.Dashed {
				dash = ` stroke-dasharray="6 3"`
			}
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2"%s/>`,
				num(x), num(y-4), num(x+20), num(y-4), esc(it.s.Color), dash)
		}
		if it.s.Style == Dots || it.s.Style == LineDots {
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="3" fill="%s"/>`, num(x+10), num(y-4), esc(it.s.Color))
		}
		fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`, num(x+26), num(y), esc(it.s.Name))
	}
	b.WriteString("</g>\n")
}
