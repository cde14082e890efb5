"""Byte-pair encoding as the tokenizers package's BPE model runs it, for the byte-level vocabularies of GPT-2,
Llama 3 and Qwen (every byte a token) and the SentencePiece-style ones of Llama 2 and Mistral (characters, with
`<0xNN>` byte tokens for characters the vocabulary lacks).

A word starts as its characters' ids; the pair of neighbours whose merge ranks first (the leftmost of equal
ranks) is merged until no neighbouring pair has a merge: the package's own queue, so ids agree on any word,
including a whole text without pre-tokenizer (the SentencePiece files), in O(n log n).
"""

from __future__ import annotations

import heapq

_SHIFT = 21  # ids below 2**21: a pair of ids as one int key


class BPE:
    def __init__(
        self,
        vocab: dict[str, int],
        merges: dict[int, tuple[int, int]],
        unk_id: int | None = None,
        byte_fallback: bool = False,
        fuse_unk: bool = False,
        ignore_merges: bool = False,
    ) -> None:
        """`merges`: pair key (left id << 21 | right id) -> (rank, id of the merged token)."""
        self.vocab, self.merges, self.unk_id = vocab, merges, unk_id
        self.byte_fallback, self.fuse_unk, self.ignore_merges = byte_fallback, fuse_unk, ignore_merges
        self._cache: dict[str, list[int]] = {}
        self._bytes: list[int | None] = [vocab.get(f"<0x{b:02X}>") for b in range(256)]

    @staticmethod
    def key(left: int, right: int) -> int:
        return left << _SHIFT | right

    def word_ids(self, word: str) -> list[int]:
        """The ids of one word (a pre-token, or the whole text when there is no pre-tokenizer)."""
        cached = self._cache.get(word)
        if cached is not None:
            return cached
        direct = self.vocab.get(word) if self.ignore_merges else None
        ids = [direct] if direct is not None else self._merge(self._symbols(word))
        if len(word) < 200 and len(self._cache) < 100_000:
            self._cache[word] = ids
        return ids

    def _symbols(self, word: str) -> list[int]:
        vocab = self.vocab
        out: list[int] = []
        last_unk = False
        for ch in word:
            tid = vocab.get(ch)
            if tid is not None:
                out.append(tid)
                last_unk = False
                continue
            if self.byte_fallback:
                byte_ids = [self._bytes[b] for b in ch.encode("utf-8")]
                if all(b is not None for b in byte_ids):
                    out.extend(b for b in byte_ids if b is not None)
                    last_unk = False
                    continue
            if self.unk_id is None:  # the package drops such a character
                continue
            if not (self.fuse_unk and last_unk):
                out.append(self.unk_id)
            last_unk = True
        return out

    def _merge(self, ids: list[int]) -> list[int]:
        n = len(ids)
        if n < 2:
            return ids
        if n <= 3:  # a short word: merge in place (the same order as the queue)
            return self._merge_short(ids)
        return self._merge_queue(ids)

    def _merge_queue(self, ids: list[int]) -> list[int]:
        """The package's merge queue: (rank, position) first, stale entries skipped, neighbours' pairs pushed."""
        merges = self.merges
        n = len(ids)
        c = list(ids)
        nxt = list(range(1, n + 1))
        prv = list(range(-1, n - 1))
        alive = [True] * n
        heap: list[tuple[int, int, int]] = []
        for i in range(n - 1):
            m = merges.get(c[i] << _SHIFT | c[i + 1])
            if m is not None:
                heap.append((m[0], i, m[1]))
        heapq.heapify(heap)
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            _rank, pos, new_id = pop(heap)
            if not alive[pos]:
                continue
            right = nxt[pos]
            if right >= n:
                continue
            m = merges.get(c[pos] << _SHIFT | c[right])
            if m is None or m[1] != new_id:
                continue
            c[pos] = new_id
            alive[right] = False
            after = nxt[right]
            nxt[pos] = after
            if after < n:
                prv[after] = pos
            before = prv[pos]
            if before >= 0:
                m = merges.get(c[before] << _SHIFT | new_id)
                if m is not None:
                    push(heap, (m[0], before, m[1]))
            if after < n:
                m = merges.get(new_id << _SHIFT | c[after])
                if m is not None:
                    push(heap, (m[0], pos, m[1]))
        return [c[i] for i in range(n) if alive[i]]

    def _merge_short(self, ids: list[int]) -> list[int]:
        merges = self.merges
        ids = list(ids)
        while len(ids) > 1:
            best = None
            for i in range(len(ids) - 1):
                m = merges.get(ids[i] << _SHIFT | ids[i + 1])
                if m is not None and (best is None or m[0] < best[0]):
                    best = (m[0], i, m[1])
            if best is None:
                break
            _, i, new_id = best
            ids[i : i + 2] = [new_id]
        return ids
