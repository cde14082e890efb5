"""Code copied from other projects and changed, each file with its origin and licence beside it (the only
place the complexity rule is waived)."""
