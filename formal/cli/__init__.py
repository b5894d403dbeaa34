"""The ``formal`` command line: one module per group of subcommands, assembled by :mod:`formal.cli.main`."""
