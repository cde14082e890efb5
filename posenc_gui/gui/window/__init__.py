"""The main window and its features: docks, menus and actions, presentation, export, sessions and the lesson panel."""
