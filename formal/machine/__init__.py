"""The machine a program runs on: fingerprints, ISA pins, devices and the kernel cache."""
