"""The app's live state and its timing: the parameter store, the render scheduler, the animation, settling."""
