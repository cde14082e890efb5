"""Export, the Qt side: figures (PNG, SVG, PDF), animations (GIF, MP4), a view drawn outside the window, and
the writer of each format. The Qt-free part (data, formats, atomic files, progress) is posenc_gui.export."""
