"""What the specs are made of, apart from the specs themselves: the spec base class and its result types, option
fields, the chapters, the settings several views share (the animation, the long-context and live-model settings,
the five parameters, what the Models chapter reads), arrays for export, the assignments reader and the paper
figures' panels."""
