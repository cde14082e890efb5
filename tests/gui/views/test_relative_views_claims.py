"""The start of each scheme's last bucket is read from its bucket function: where the dashed lines stand, what
the key and the lesson say (T5's 32 buckets and max distance 128 fill up at 91, not at 128)."""

import numpy as np
import pytest

from posenc_gui.core.relative import deberta_bucket, t5_bucket
from posenc_gui.specs.relative_buckets import RelativeBucketsOptions, exact_range


def _first_of_last(bucket_of_distance) -> int:
    """The least d with bucket(d) == bucket(d') for every d' >= d up to far beyond (every distance to 10^5
    at once: one distance at a time took seconds a test)."""
    buckets = np.asarray(bucket_of_distance(np.arange(10**5 + 1)))
    others = np.nonzero(buckets != buckets[-1])[0]
    return int(others[-1]) + 1 if others.size else 0


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (RelativeBucketsOptions(), 91),
        (RelativeBucketsOptions(t5_direction="causal"), 113),
        (RelativeBucketsOptions(t5_buckets=64, t5_max_distance=256), None),
    ],
)
def test_t5s_last_bucket_begins_where_its_buckets_fill_up(options, expected):
    both = options.t5_direction == "bidirectional"
    scan = _first_of_last(lambda d: t5_bucket(-d, both, options.t5_buckets, options.t5_max_distance))
    assert exact_range("t5", options)[1] == scan
    if expected is not None:
        assert scan == expected


def test_debertas_last_bucket_begins_at_506_for_256_and_512():
    scan = _first_of_last(lambda d: np.clip(deberta_bucket(d, 256, 512), -256, 255))
    assert scan == 506 and exact_range("deberta", RelativeBucketsOptions())[1] == 506
    assert exact_range("shaw", RelativeBucketsOptions(shaw_k=16))[1] == 16


def test_the_dashed_lines_and_the_key_name_the_first_distance_of_the_last_bucket(make_view):
    shown = make_view("relative-buckets")
    view = shown.view
    shown.store.update_options(
        "relative-buckets", scheme="t5", t5_buckets=32, t5_max_distance=128, t5_direction="bidirectional"
    )
    shown.draw()
    assert [line.value() for line in view.far_lines] == [-91, 91]
    text = view.key.toolTip() or view.key.text
    assert "from 91 on, the last bucket" in text and "from 506 on, the last bucket" in text
    assert "logarithmic up to 128" not in text
