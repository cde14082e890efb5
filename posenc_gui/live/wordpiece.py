"""WordPiece, as BERT and all-MiniLM-L6-v2 use it: each word (after the BERT normalizer and pre-tokenizer) split
greedily into the longest pieces of the vocabulary, the later ones written with "##"; a word longer than
`max_chars` characters, or one with a part no piece covers, becomes the unknown token whole."""

from __future__ import annotations


class WordPiece:
    def __init__(self, vocab: dict[str, int], unk_id: int, prefix: str = "##", max_chars: int = 100) -> None:
        self.vocab, self.unk_id, self.prefix, self.max_chars = vocab, unk_id, prefix, max_chars
        self._cache: dict[str, list[int]] = {}
        self._longest = max((len(t) for t in vocab), default=1)

    def word_ids(self, word: str) -> list[int]:
        """The ids of one word."""
        cached = self._cache.get(word)
        if cached is not None:
            return cached
        ids = self._split(word)
        if len(self._cache) < 100_000:
            self._cache[word] = ids
        return ids

    def _split(self, word: str) -> list[int]:
        n = len(word)
        if n > self.max_chars:
            return [self.unk_id]
        vocab, prefix = self.vocab, self.prefix
        out: list[int] = []
        start = 0
        while start < n:
            end = min(n, start + self._longest)
            found = None
            while start < end:
                piece = word[start:end] if start == 0 else prefix + word[start:end]
                found = vocab.get(piece)
                if found is not None:
                    break
                end -= 1
            if found is None:
                return [self.unk_id]
            out.append(found)
            start = end
        return out
