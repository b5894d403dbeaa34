"""Reports: an HTML page of a trace's memory (timelines, peak breakdown, arena layout, the checked
certificate) and PyTorch memory snapshots. docs/report.md."""
