"""The levers applied to real programs: capture, plan, emit, replay and measure, end to end."""
