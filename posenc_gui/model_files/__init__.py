"""A model's files, read without running any of them: config.json (`config`), safetensors headers and position
tables (`safetensors_header`, `inspection`), the cited presets of well-known models (`presets`), and the one
hardened JSON reader every file from others goes through (`json_reader`). numpy only, like core, which it
builds on; nothing here imports Qt."""
