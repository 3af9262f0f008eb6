package engine

// block is one KV cache block of BlockSize token slots.
type block struct {
	id     int
	ref    int    // requests holding the block
	hash   uint64 // valid when hashed
	hashed bool   // registered in the prefix cache
	// prev and next link the block into the free list while ref == 0.
	prev, next *block
}

// blockPool is vLLM V1's BlockPool: a fixed set of blocks, an LRU free list that also
// holds cached-but-unreferenced blocks, and a hash → block map for prefix caching.
// A cached block stays findable until it is popped from the free list for reuse.
type blockPool struct {
	blocks   []block
	sentinel block // free list: sentinel.next is the LRU head (evicted first)
	free     int   // blocks on the free list
	reserved int   // blocks withheld by kv_shrink; they count as used
	cached   map[uint64]*block
}

func newBlockPool(n int) *blockPool {
	p := &blockPool{blocks: make([]block, n), cached: make(map[uint64]*block)}
	p.sentinel.next, p.sentinel.prev = &p.sentinel, &p.sentinel
	for i := range p.blocks {
		p.blocks[i].id = i
		p.pushTail(&p.blocks[i])
	}
	return p
}

func (p *blockPool) total() int { return len(p.blocks) }

// usable is the number of blocks an allocation may take now.
func (p *blockPool) usable() int {
	if n := p.free - p.reserved; n > 0 {
		return n
	}
	return 0
}

// usage is vLLM's kv_cache_usage_perc: 1 − free/total, with withheld blocks counted as used.
func (p *blockPool) usage() float64 {
	if len(p.blocks) == 0 {
		return 0
	}
	return 1 - float64(p.usable())/float64(len(p.blocks))
}

func (p *blockPool) pushTail(b *block) {
	last := p.sentinel.prev
	b.prev, b.next = last, &p.sentinel
	last.next = b
	p.sentinel.prev = b
	p.free++
}

func (p *blockPool) unlink(b *block) {
	b.prev.next = b.next
	b.next.prev = b.prev
	b.prev, b.next = nil, nil
	p.free--
}

// pop takes the least recently freed block for new use, evicting its cached hash.
func (p *blockPool) pop() *block {
	b := p.sentinel.next
	if b == &p.sentinel {
		return nil
	}
	p.unlink(b)
	if b.hashed {
		if p.cached[b.hash] == b {
			delete(p.cached, b.hash)
		}
		b.hashed = false
	}
	b.ref = 1
	return b
}

// touch takes a reference to a cached block found by a prefix lookup.
func (p *blockPool) touch(b *block) {
	if b.ref == 0 {
		p.unlink(b)
	}
	b.ref++
}

// release drops one reference; an unreferenced block goes to the tail of the free list
// and stays in the prefix cache until evicted.
func (p *blockPool) release(b *block) {
	b.ref--
	if b.ref == 0 {
		p.pushTail(b)
	}
}

// forget empties the prefix cache, as a restarted process starts with one: every
// block keeps its place and references, but none is findable by hash any more.
func (p *blockPool) forget() {
	for i := range p.blocks {
		p.blocks[i].hashed = false
	}
	clear(p.cached)
}

// lookup returns the cached block with hash h, or nil.
func (p *blockPool) lookup(h uint64) *block { return p.cached[h] }

// cache registers a full block under h. If another block already holds h (two requests
// computed the same block at once), the first stays canonical and b stays uncached.
func (p *blockPool) cache(b *block, h uint64) {
	if b.hashed {
		return
	}
	if _, ok := p.cached[h]; ok {
		return
	}
	b.hash, b.hashed = h, true
	p.cached[h] = b
}

// hashBlock chains a block hash: parent, the block's tokens and (first block only) the
// cache salt, as vLLM's hash_block_tokens. It is FNV-1a over 32-bit tokens with a final
// avalanche, not a cryptographic hash: the simulator only needs distinct chains.
func hashBlock(parent uint64, tokens []uint32, salt uint64) uint64 {
	const prime = 1099511628211
	h := parent ^ 14695981039346656037
	h = (h ^ salt) * prime
	for _, t := range tokens {
		h = (h ^ uint64(t)) * prime
	}
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	return h
}
