"""Every user-visible string passes through Qt's translate(): with a pseudo-translator installed, each
text of the window comes out marked (the lesson's own text is data, one file a language, and numbers and
language names are not words to translate). Then the real Korean translation: complete, in step with the
code, its .qm built from its .ts, and shown by the window."""

import pytest
from helpers import ROOT
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QMenu


class Marker(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»"

    def isEmpty(self):
        return False


@pytest.fixture
def marked_window(make_window):
    marker = Marker()
    QCoreApplication.installTranslator(marker)
    try:
        yield make_window()
    finally:
        QCoreApplication.removeTranslator(marker)


def marked(text: str) -> bool:
    return text.startswith("«") or text.startswith("&«") or "«" in text[:3]


def test_window_texts_are_translated(marked_window):
    win = marked_window
    texts = {"title": win.windowTitle()}
    for dock in win.findChildren(QDockWidget):
        texts[dock.objectName()] = dock.windowTitle()
    lesson = win.lesson.dock
    for label in win.findChildren(QLabel):
        if label.text() and not lesson.isAncestorOf(label):
            texts[f"label {label.text()[:30]}"] = label.text()
    for menu in win.menuBar().findChildren(QMenu):
        if menu.title():
            texts[f"menu {menu.title()}"] = menu.title()
        if menu.objectName() == "menu.language":
            continue  # each language by its own name
        for action in menu.actions():
            if action.text() and not action.text()[0].isdigit():  # "1.5×": a presentation scale
                texts[f"action {action.text()}"] = action.text()
    for button in win.findChildren(QAbstractButton):
        if button.toolTip():
            texts[f"tooltip {button.toolTip()[:30]}"] = button.toolTip()
    unmarked = {k: v for k, v in texts.items() if not marked(v)}
    assert not unmarked
    assert len(texts) > 25


def test_plot_labels_are_translated(marked_window):
    heat = marked_window.views["heatmap"]
    assert heat.plot.getAxis("left").labelText.startswith("«position")
    assert heat.plot.titleLabel.text.startswith("«PE(pos")
    waves = marked_window.views["waves"]
    assert waves.key.text.count("«dim") == 5
    assert marked_window.views["phase"].readout.text.startswith("«pos")


def test_core_error_messages_are_translated(marked_window):
    win = marked_window
    assert not win.binder.commit(base=0.5)  # what a control would send if its range let it
    text = win.findChild(QLabel, "params.error").text()
    assert text.startswith("«base must be greater than 1") and "not 0.5" in text  # translated, then filled in


def _update_module():
    import importlib.util

    path = ROOT / "resources" / "translations" / "update.py"
    spec = importlib.util.spec_from_file_location("translations_update", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_korean_translation_covers_every_string_in_the_code():
    import re

    update = _update_module()
    ts = update.read_ts(update.HERE / "posenc_gui_ko.ts")
    assert set(ts) == update.all_messages()  # nothing missing, nothing stale (update.py --check)
    missing = [source for (_, source), text in ts.items() if not text]
    assert not missing
    fields = lambda s: sorted(re.findall(r"\{[^{}]*\}", s))  # noqa: E731
    keys = lambda s: sorted(m.lower() for m in re.findall(r"&([A-Za-z])", s.replace("&nbsp;", "")))  # noqa: E731
    for (_context, source), text in ts.items():
        assert fields(text) == fields(source), source  # the same {fields} to fill in
        assert keys(text) == keys(source), source  # the same Alt letter
        assert text.count("<br>") == source.count("<br>"), source
    hangul = sum(1 for text in ts.values() if any("\uac00" <= ch <= "\ud7a3" for ch in text))
    assert hangul > 0.8 * len(ts)


def test_korean_wording_says_what_the_english_says():
    """Terms as a Korean reader takes them: an axis scale is 눈금 (not 크기), YaRN's keys keep their names, all-ones
    vectors are vectors whose every entry is 1, presets are what real models use, a fractional wavelength is no
    count of 개, and what distance costs is a penalty (거리에 따른 벌점); the lesson says the same."""
    import re
    from pathlib import Path

    from posenc_gui.resources import resource_path

    update = _update_module()
    ts = {source: text for (_, source), text in update.read_ts(update.HERE / "posenc_gui_ko.ts").items()}
    assert ts["Sc&ale:"] == "눈금(&A):"
    assert (ts["β fast:"], ts["β slow:"]) == ("β_fast:", "β_slow:")
    assert ts["all ones"] == "모든 성분이 1" and ts["q·k, q = k = all ones"] == "q·k, 모든 성분이 1인 q = k"
    assert ts[
        "RoPE scaling as models ship it: each pair's wavelength and turns under a rule, the attention factor, "
        "and RoPE's angles and scores in low precision"
    ].startswith("실제 모델이 쓰는 RoPE 스케일링")
    texts = "\n".join(ts.values())
    assert "모두-1" not in texts and "모델이 배포하는" not in texts and "β 빠름" not in texts
    assert not re.search(r"\{[a-z]+:\.\d+g\}개", texts)  # (6.28 positions: no count of things)
    assert ts["mean cos(rθ<sub>i</sub>): q = k = all ones, not the bound"].startswith(
        "평균 cos(rθ<sub>i</sub>): 모든 성분이 1인 q = k"
    )
    lesson = Path(resource_path("lessons", "ko.lesson")).read_text(encoding="utf-8")
    assert "title: 상대 편향: 거리에 따른 벌점" in lesson and "거리의 값" not in lesson
    assert "모든 성분이 1인 q, k의 점수" in lesson and "모두-1" not in lesson
    assert "8,192개 위치에서 학습했고" not in lesson and "확장 전 원래 문맥" in lesson


def test_the_built_qm_is_the_one_the_ts_gives(tmp_path):
    update = _update_module()
    fresh = tmp_path / "ko.qm"
    update.build_qm(update.HERE / "posenc_gui_ko.ts", fresh)
    assert fresh.read_bytes() == (update.HERE / "posenc_gui_ko.qm").read_bytes()


def test_the_window_speaks_korean(make_window, monkeypatch):
    from posenc_gui.gui.i18n import install_language

    monkeypatch.setenv("POSENC_GUI_LANGUAGE", "ko")
    try:
        win = make_window()
        assert win.menuBar().actions()[0].text() == "파일(&F)"
        assert win.docks["heatmap"].windowTitle() == "PE 히트맵"
        assert win.docks["order"].windowTitle() == "단어 순서"
        assert win.views["heatmap"].plot.getAxis("bottom").labelText == "차원"
        assert win.lesson.steps[0].title == "단어 순서가 왜 중요할까"  # the lesson follows the app's language
        from posenc_gui.core import ParamError, Params
        from posenc_gui.gui.i18n import error_text

        with pytest.raises(ParamError) as caught:
            Params(d_model=5000)
        assert "사이여야 합니다" in error_text(caught.value)
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_each_menu_has_distinct_alt_letters(make_window, monkeypatch, language):
    import re

    from posenc_gui.gui.i18n import install_language

    monkeypatch.setenv("POSENC_GUI_LANGUAGE", language)
    try:
        win = make_window()
        menus = [win.menuBar(), *win.menuBar().findChildren(QMenu)]
        for menu in menus:
            letters = [m.lower() for a in menu.actions() for m in re.findall(r"&([^&\s])", a.text().replace("&&", ""))]
            assert len(letters) == len(set(letters)), (menu.title(), letters)
    finally:
        install_language("en")


# English words a Korean screen keeps: parameter and option names as typed, units and math, models' and papers'
# names, dtypes (the lesson and the README use them as they are)
KEPT_IN_KOREAN = {
    "d_model",
    "max_len",
    "base",
    "layout",
    "interleaved",
    "concatenated",
    "split",
    "half",
    "NTK",
    "RoPE",
    "rope",
    "PE",
    "sin",
    "cos",
    "pos",
    "dim",
    "rad",
    "mod",
    "M_k",
    "KiB",
    "MiB",
    "float",
    "max",
    "head",
    "PCA",
    "BERT",
    "GPT",
    "MiniLM",
    "all",
    "RoFormer",
    "PC",
    "ALiBi",
    "xPos",
    "Kerple",
    "Transformer",
    "XL",
    "NoPE",
    "softmax",
    "ln",
    "Shaw",
    "DeBERTa",
    "clip",
    "scale_base",
    "Kazemnejad",
    "log",
    # the Long context chapter: models' and methods' names, config keys, the entropy's unit
    "DeepSeek",
    "Gemma",
    "Instruct",
    "Llama",
    "LongRoPE",
    "Mistral",
    "NeoX",
    "PI",
    "Pythia",
    "Qwen",
    "YaRN",
    "gpt",
    "oss",
    "mscale",
    "nat",
    "ModernBERT",
    "Scout",
    # the ALiBi and T5 presets' names (BLOOM, MPT-7B, T5 small); YaRN's keys β_fast, β_slow
    "BLOOM",
    "MPT",
    "small",
    "fast",
    "slow",
    # FIRE and CoPE: the methods' names, the MLP and its ReLU, CoPE's npos, the subscripts of x_ij, g_it
    "FIRE",
    "CoPE",
    "MLP",
    "ReLU",
    "npos",
    "ij",
    "it",  # (max|h|, d_head)
    # the Images and video chapter: encoders' and methods' names, MAE's and Qwen-VL's code names
    "MAE",
    "Axial",
    "Mixed",
    "vit",
    "EVA",
    "DINOv",
    "Pixtral",
    "VL",
    "emb_h",
    "emb_w",
    "id",
    "mrope_section",
    "rope_delta",
    # number formats and the low-precision pipelines' names (bf16-legacy, hf-bf16, ...), libraries
    "bf",
    "bfloat",
    "TF",
    "tf",
    "fp",
    "exact",
    "legacy",
    "inv",
    "angles",
    "hf",
    "inf",
    "transformers",
    "vLLM",
    # attention sinks: the method's name
    "StreamingLLM",
    # Inside a real model: the rules' names, the weights' names, the special tokens, and the tokens of
    # the shipped English model's sentence (data: all-MiniLM-L6-v2 reads English)
    "linear",
    "dynamic",
    "W_q",
    "W_k",
    "SmolLM",
    "CLS",
    "SEP",
    "UNK",
    "the",
    "cat",
    "sat",
    "on",
    "mat",
    "because",
    "was",
    "tired",
}


def test_no_english_is_left_on_a_korean_screen(make_window, monkeypatch):  # noqa: C901 - one case a kind of widget
    """Every view of every chapter, brought forward in Korean: the words in Latin letters on its labels,
    buttons, choices, plot titles, keys, axis labels and text items, and on the docks and tabs, are all
    kept terms (a word of English prose left untranslated fails, with where it was)."""
    import html
    import re

    import pyqtgraph as pg
    from PySide6.QtWidgets import QComboBox, QTabBar

    from posenc_gui.gui.i18n import install_language
    from posenc_gui.testing import each_view_in_front

    monkeypatch.setenv("POSENC_GUI_LANGUAGE", "ko")
    found: dict = {}

    def words(where, text):
        text = html.unescape(re.sub(r"<[^>]+>", " ", text or ""))
        for word in re.findall(r"[A-Za-z][A-Za-z_]+", text):
            found.setdefault(word, where)

    try:
        win = make_window(resize=False)
        win.resize(1600, 1000)
        for _, vid in each_view_in_front(win):
            widget = win.views[vid].widget
            for label in widget.findChildren(QLabel):
                words(f"{vid}: label", label.text() if label.isVisible() else "")
            for button in widget.findChildren(QAbstractButton):
                words(f"{vid}: button", button.text() if button.isVisible() else "")
            for combo in widget.findChildren(QComboBox):
                for i in range(combo.count() if combo.isVisible() else 0):
                    words(f"{vid}: choice", combo.itemText(i))
            for view in win.views[vid].graphics_views():
                for item in view.scene().items():
                    if not item.isVisible():
                        continue
                    if isinstance(item, pg.LabelItem):
                        words(f"{vid}: title or key", item.text)
                    elif isinstance(item, pg.AxisItem) and item.label.isVisible():
                        words(f"{vid}: axis", item.labelText)
                    elif isinstance(item, pg.TextItem):
                        words(f"{vid}: text", item.textItem.toPlainText())
            for dock in win.findChildren(QDockWidget):
                words("dock title", dock.windowTitle() if dock.isVisible() else "")
            for bar in win.findChildren(QTabBar):
                for i in range(bar.count() if bar.isVisible() else 0):
                    words("tab", bar.tabText(i))
        assert len(found) > 10  # (the walk saw the views: kept terms are everywhere)
        left = {w: where for w, where in found.items() if w not in KEPT_IN_KOREAN}
        assert left == {}
    finally:
        install_language("en")
