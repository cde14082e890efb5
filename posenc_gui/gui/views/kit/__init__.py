"""What the views are built from (the View base class and its mixins, the context a view is given, the marks a
lesson step draws, lanes, and the controls the Long context and Inside a real model views share): the views'
folder holds the views alone, one module a spec."""
