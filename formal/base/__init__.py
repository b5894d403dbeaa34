"""What every layer uses: the one user-facing error, safe file reading and writing, progress
lines, parallel maps and child processes. Imports nothing else from formal."""
