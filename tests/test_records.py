"""posenc_gui.records: a record behaves as the frozen dataclass it stands for, checked against twins made by
the standard decorator."""

import dataclasses
from dataclasses import dataclass, field

import pytest

from posenc_gui.records import record


def _pair(eq: bool = True):
    """(a record class, its standard twin) with positional, defaulted, factory, keyword-only, uncompared and
    non-init fields and a __post_init__."""
    made = []
    for decorate in (record(eq=eq), dataclass(frozen=True, eq=eq)):

        @decorate
        class Point:
            x: int
            y: float = 2.5
            tags: tuple = field(default_factory=tuple)
            note: str = field(default="", compare=False, repr=False)
            label: str = field(default="p", kw_only=True)
            seen: int = field(default=0, init=False)

            def __post_init__(self) -> None:
                object.__setattr__(self, "seen", self.x * 2)

        made.append(Point)
    return made


@pytest.mark.parametrize(
    "args, kwargs",
    [((1,), {}), ((1, 3.0), {"tags": ("a",)}), ((), {"x": 4, "label": "q"}), ((5, 1.0, ("b",), "n"), {"label": "r"})],
)
def test_a_record_is_made_read_shown_compared_and_hashed_as_its_twin(args, kwargs):
    mine, twin = _pair()
    a, b = mine(*args, **kwargs), twin(*args, **kwargs)
    names = [f.name for f in dataclasses.fields(twin)]
    assert [f.name for f in dataclasses.fields(mine)] == names
    assert [getattr(a, n) for n in names] == [getattr(b, n) for n in names]
    assert repr(a).replace("_pair.<locals>.", "") == repr(b).replace("_pair.<locals>.", "")
    assert hash(a) == hash(b)
    assert a == mine(*args, **kwargs) and a != twin(*args, **kwargs)  # (another class: not equal)
    assert a == dataclasses.replace(a, note="other")  # (not compared)
    assert a != dataclasses.replace(a, x=a.x + 1) and dataclasses.replace(a, x=9).seen == 18
    assert dataclasses.is_dataclass(a) and mine.__match_args__ == twin.__match_args__


@pytest.mark.parametrize(
    "args, kwargs",
    [((), {}), ((1, 2, (), "", "extra"), {}), ((1,), {"x": 2}), ((1,), {"nope": 2}), ((1,), {"seen": 3})],
)
def test_a_record_refuses_the_arguments_its_twin_refuses(args, kwargs):
    mine, twin = _pair()
    with pytest.raises(TypeError):
        twin(*args, **kwargs)
    with pytest.raises(TypeError):
        mine(*args, **kwargs)


def test_a_record_is_frozen():
    a = _pair()[0](1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.x = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del a.x
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.other = 1
    assert a.x == 1


def test_eq_false_compares_and_hashes_by_identity():
    mine, _twin = _pair(eq=False)
    a, b = mine(1), mine(1)
    assert a != b and a == a and hash(a) != hash(b) and len({a, b}) == 2


def test_a_subclass_adds_its_fields_after_its_bases():
    @record
    class Base:
        a: int = 1

    @record
    class Child(Base):
        b: str = "x"

    assert Child(2, "y") == Child(a=2, b="y") and Child().a == 1
    assert repr(Child(3)).endswith("Child(a=3, b='x')")
    assert hash(Child(3)) == hash((3, "x"))


def test_the_app_makes_its_specs_as_records():
    from posenc_gui.core import Params
    from posenc_gui.specs import SPECS, ViewSpec

    spec = SPECS["heatmap"]
    assert type(spec).__init__ is ViewSpec.__init__ and ViewSpec.__init__.__module__ == "posenc_gui.records"
    assert Params.__init__.__module__ == "posenc_gui.records"
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.title = "other"


def test_a_record_without_a_docstring_is_described_by_its_fields_and_one_with_keeps_its_own():
    mine, _twin = _pair()
    assert mine.__doc__ == "Point(x, y, tags, note, label)"  # (the fields set at construction, in order)

    @record
    class Documented:
        """Its own words."""

        a: int

    assert Documented.__doc__ == "Its own words."
