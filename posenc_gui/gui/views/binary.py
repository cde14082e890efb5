"""Binary counting: the bits of 0 .. N-1, sines of the bits' periods (their sign is the bit) and the
sinusoidal PE columns from slow to fast, side by side with the same rows."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from ...specs import binary as spec_module
from ..i18n import tr
from ..plotting.style import FONT_PT, diverging_colormap
from ..plotting.token_plots import TokenHeatmap
from ..widgets.option_rows import with_options
from .kit.base import View

# bits: 0 white, 1 dark blue (the diverging map's ends would read as signs)
BIT_COLORS = pg.ColorMap([0.0, 1.0], ["#f7f7f7", "#2166ac"])


def _position_ticks(count: int) -> list | None:
    """Every position as a tick while they are few; pyqtgraph's own ticks beyond."""
    return [[(p, str(p)) for p in range(count)]] if count <= 32 else None


def _length(w: float) -> str:
    """A wavelength in positions: 6.28, 112, 47,124."""
    return f"{w:.3g}" if w < 100 else f"{w:,.0f}"


class BinaryView(View):
    spec = spec_module.SPEC

    def build(self):
        self.start_layout(3)
        self.bits_map = TokenHeatmap(
            self.layout_widget.addPlot(row=1, col=0),
            BIT_COLORS,
            tr("binary digits"),
            tr("position"),
            tr("bit"),
            shading="light-low",
        )
        self.waves_map = TokenHeatmap(
            self.layout_widget.addPlot(row=1, col=1),
            diverging_colormap(),
            tr("sin(π(pos + ½) / 2<sup>b</sup>)"),
            "",
            tr("period"),
            shading="diverging",
        )
        self.pe_map = TokenHeatmap(
            self.layout_widget.addPlot(row=1, col=2),
            diverging_colormap(),
            tr("sinusoidal PE (sin dims)"),
            "",
            tr("dimension, wavelength λ"),
            shading="diverging",
        )
        for m in (self.waves_map, self.pe_map):
            m.plot.setYLink(self.bits_map.plot)
        # the PE axis has two-line ticks (dimension, wavelength): equal axis heights keep the rows aligned
        tall = 2 * pg.QtGui.QFontMetrics(pg.QtGui.QFont()).height() + 2 * FONT_PT + 12
        for m in (self.bits_map, self.waves_map, self.pe_map):
            m.plot.getAxis("bottom").setHeight(tall)

        return with_options(self.layout_widget, *self.option_rows(["bits"], ["count"]))

    def main_plots(self) -> list:
        return [m.plot for m in (self.bits_map, self.waves_map, self.pe_map)]

    def draw(self, result, params, options):
        count, n_bits = result.bits.shape
        rows = _position_ticks(count)
        bit_ticks = [[(k, str(n_bits - 1 - k)) for k in range(n_bits)]]
        period_ticks = [[(k, f"{int(p)}") for k, p in enumerate(result.periods)]]
        pe_ticks = [
            [(k, f"{int(d)}\nλ {_length(w)}") for k, (d, w) in enumerate(zip(result.pe_dims, result.pe_wavelengths))]
        ]
        small = count * n_bits <= 64
        self.bits_map.set_data(result.bits.astype(np.float32), (0.0, 1.0), rows, bit_ticks, "{:.0f}" if small else None)
        self.waves_map.set_data(result.waves, (-1.0, 1.0), rows, period_ticks, "{:+.2f}" if small else None)
        self.pe_map.set_data(
            result.pe, (-1.0, 1.0), rows, pe_ticks, "{:+.2f}" if count * result.pe.shape[1] <= 64 else None
        )
        top, fast = n_bits - 1, result.pairs[-1]
        self.show_key(
            tr(
                "Bit b of a counter is 0 for 2<sup>b</sup> positions, then 1 for 2<sup>b</sup>: bit 0 flips every "
                "step, bit {top} every {flip}.<br>It is the sign of a sine of period 2<sup>b+1</sup>, negative "
                "(blue) exactly where the bit is 1.<br>Sinusoidal PE does the same with smooth waves: dimension "
                "{dfast} (wavelength {wfast}) turns fast like bit 0,<br>dimension {dslow} (wavelength "
                "{wslow}) slowly, like the top bit."
            ).format(
                top=top,
                flip=2**top,
                dfast=int(result.pe_dims[-1]),
                wfast=_length(result.pe_wavelengths[-1]),
                dslow=int(result.pe_dims[0]),
                wslow=_length(result.pe_wavelengths[0]),
            )
            + (
                tr(
                    "<br>The columns shown double their wavelength as the bits double their period; PE's shortest is "
                    "2π, so each is about π times its bit's."
                )
                if result.doubles
                else ""
            )
            if fast is not None
            else "",
            caption=(2, 3, 4),
        )
