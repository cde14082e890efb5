"""Files from others and our own, read with every value's type checked: settings, sessions, lesson files."""
