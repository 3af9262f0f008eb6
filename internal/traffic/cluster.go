package traffic

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Clustering requests by length. Lengths span orders of magnitude (a 40-token chat
// turn and an 8,000-token document), so points are (ln prompt, ln(1 + completion)):
// a cluster is then a shape — "prompts around 8k, answers around 120" — rather
// than an interval of absolute tokens, and k-means' squared distances weigh a
// doubling the same at every size.

// maxClusters is the most clusters derive proposes without being told a number.
const maxClusters = 4

// minSilhouette is the mean silhouette below which the requests are taken as one
// cluster: under it, no split is clearly better than none (Kaufman and Rousseeuw
// read 0.51–0.70 as "a reasonable structure").
const minSilhouette = 0.5

// minClusterShare is the smallest share of requests a proposed cluster may hold:
// a smaller one would be a workload nobody tests on purpose.
const minClusterShare = 0.01

// silhouetteSample bounds the points the silhouette is computed on (it is quadratic).
const silhouetteSample = 2000

type point [2]float64

func lengthPoint(r Request) point {
	return point{math.Log(float64(max(r.Prompt, 1))), math.Log1p(float64(r.Completion))}
}

func dist2(a, b point) float64 {
	dx, dy := a[0]-b[0], a[1]-b[1]
	return dx*dx + dy*dy
}

// kmeans clusters pts into k groups: k-means++ seeding and Lloyd's iterations,
// restarted a few times from a fixed seed (so the result is the same on every run),
// keeping the lowest within-cluster sum of squares. It returns each point's cluster.
func kmeans(pts []point, k int) []int {
	best, bestSSE := []int(nil), math.Inf(1)
	rng := rand.New(rand.NewPCG(0x1f2e3d4c, uint64(k)))
	for range 5 {
		assign, sse := lloyd(pts, seed(pts, k, rng))
		if sse < bestSSE {
			best, bestSSE = assign, sse
		}
	}
	return best
}

// seed picks k initial centres by k-means++.
func seed(pts []point, k int, rng *rand.Rand) []point {
	centres := []point{pts[rng.IntN(len(pts))]}
	d := make([]float64, len(pts))
	for len(centres) < k {
		total := 0.0
		for i, p := range pts {
			d[i] = math.Inf(1)
			for _, c := range centres {
				d[i] = min(d[i], dist2(p, c))
			}
			total += d[i]
		}
		if total == 0 {
			centres = append(centres, pts[rng.IntN(len(pts))])
			continue
		}
		x := rng.Float64() * total
		i := 0
		for ; i < len(pts)-1 && x >= d[i]; i++ {
			x -= d[i]
		}
		centres = append(centres, pts[i])
	}
	return centres
}

// lloyd runs Lloyd's iterations from centres until no point moves (at most 100).
func lloyd(pts []point, centres []point) ([]int, float64) {
	assign := make([]int, len(pts))
	for i := range assign {
		assign[i] = -1
	}
	k := len(centres)
	var sse float64
	for range 100 {
		moved := false
		sse = 0
		for i, p := range pts {
			bi, bd := 0, math.Inf(1)
			for j, c := range centres {
				if d := dist2(p, c); d < bd {
					bi, bd = j, d
				}
			}
			if assign[i] != bi {
				assign[i], moved = bi, true
			}
			sse += bd
		}
		if !moved {
			break
		}
		sum := make([]point, k)
		n := make([]int, k)
		for i, p := range pts {
			sum[assign[i]][0] += p[0]
			sum[assign[i]][1] += p[1]
			n[assign[i]]++
		}
		for j := range centres {
			if n[j] > 0 {
				centres[j] = point{sum[j][0] / float64(n[j]), sum[j][1] / float64(n[j])}
			}
		}
	}
	return assign, sse
}

// silhouette returns the mean silhouette of the clustering on an evenly spaced
// sample of at most silhouetteSample points: for each point, (b − a) / max(a, b) with
// a its mean distance to its own cluster and b to the nearest other cluster.
func silhouette(pts []point, assign []int, k int) float64 {
	idx := sampleIndices(len(pts), silhouetteSample)
	var total float64
	for _, i := range idx {
		sum := make([]float64, k)
		n := make([]int, k)
		for _, j := range idx {
			if j == i {
				continue
			}
			sum[assign[j]] += math.Sqrt(dist2(pts[i], pts[j]))
			n[assign[j]]++
		}
		own := assign[i]
		if n[own] == 0 {
			continue // a singleton's silhouette is 0
		}
		a := sum[own] / float64(n[own])
		b := math.Inf(1)
		for c := range k {
			if c != own && n[c] > 0 {
				b = min(b, sum[c]/float64(n[c]))
			}
		}
		if math.IsInf(b, 1) || max(a, b) == 0 {
			continue
		}
		total += (b - a) / max(a, b)
	}
	return total / float64(len(idx))
}

func sampleIndices(n, most int) []int {
	if n <= most {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, most)
	for i := range out {
		out[i] = int(int64(i) * int64(n) / int64(most))
	}
	return out
}

// clustering is a chosen partition of the requests.
type clustering struct {
	k          int
	assign     []int
	silhouette float64 // NaN for k = 1
}

// choose clusters pts: into exactly k clusters when k > 0, else into the k in
// 2..maxClusters with the best silhouette if that is at least minSilhouette and every
// cluster holds at least minClusterShare of the points, else into one.
func choose(pts []point, k int) clustering {
	one := clustering{k: 1, assign: make([]int, len(pts)), silhouette: math.NaN()}
	if k == 1 || len(pts) < 2 {
		return one
	}
	if k > 1 {
		k = min(k, len(pts))
		a := kmeans(pts, k)
		return clustering{k: k, assign: a, silhouette: silhouette(pts, a, k)}
	}
	best := one
	for k := 2; k <= min(maxClusters, len(pts)); k++ {
		a := kmeans(pts, k)
		n := make([]int, k)
		for _, c := range a {
			n[c]++
		}
		if slices.Min(n) < int(math.Ceil(minClusterShare*float64(len(pts)))) {
			continue
		}
		s := silhouette(pts, a, k)
		if s >= minSilhouette && (best.k == 1 || s > best.silhouette) {
			best = clustering{k: k, assign: a, silhouette: s}
		}
	}
	return best
}
